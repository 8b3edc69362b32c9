"""Quality and speed of suggested discrepancies.

Quality, per set of articles with a gold list written by readers: recall and precision at 10 and
30, and duplicates at 30. The rule is the outside checks' one: a gold discrepancy is *found* at K
when one of the top K suggestions has passages overlapping its passages in two or more articles;
precision at K is the share of the top K that overlap some gold discrepancy in two articles; a
duplicate is a suggestion of the top 30 that finds only gold already found by a better one.

Sets:
- ``events/*``: real outlets' coverage in English and Spanish (../shared/corpus/events, each
  folder with gold.json; skipped where absent). The targets are met on a set when R@30 >= 0.75
  and P@30 >= 0.6.
- ``own/*``: the demo comparison, the seeds (gold by offsets in suggest_gold/seeds.json, skipped
  where ../shared is absent), and fictional sets in bench/suggest_gold: ``derrumbe`` and
  ``ferry`` (written with the first engine) and 102 events in seventeen batches written by readers who
  never saw the engine (``en-*``, ``es-*``, corpus format; docs/design.md gives each batch's blind
  figure).

Unrelated: groups of five real articles about different things (the extraction benchmark's
human-written bodies), where every card is a false one: cards a group (``unrelated()``).

Speed: five ~1,500-word and six ~10,000-word articles, warm; the first call in a new process
(``parallax suggest`` against ``parallax list`` on the same library, median of alternating runs,
wall and CPU time); and bad input that once took minutes (a 1 MB line, 100,000 numbers, 2,000
repeats of one sentence). Prints one JSON document.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from parallax.library.demo import demo_spec
from parallax.library.ingest import import_one
from parallax.library.store import Library
from parallax.library.suggest import ArticleText, Suggestion, suggest
from parallax.library.textmodel import reading_text

HERE = Path(__file__).resolve().parent
GOLD = HERE / "suggest_gold"
SHARED = HERE.parents[1] / "shared" / "corpus"
SEEDS = SHARED / "seeds"
EVENTS = SHARED / "events"
TOP = 30
TARGET_RECALL, TARGET_PRECISION = 0.75, 0.6

Ranges = list[tuple[str, int, int]]  # (article, start, end) for each passage of one discrepancy


def _overlaps(s: Suggestion, gold: Ranges) -> bool:
    return len({p.article for p in s.passages for a, start, end in gold if a == p.article and p.start < end and start < p.end}) >= 2


def score(found: list[Suggestion], gold: list[Ranges]) -> dict[str, Any]:
    out: dict[str, Any] = {"gold": len(gold), "suggestions": len(found)}
    for k in (10, 30):
        top = found[:k]
        out[f"recall@{k}"] = round(sum(any(_overlaps(s, g) for s in top) for g in gold) / len(gold), 3) if gold else 0.0
        out[f"precision@{k}"] = round(sum(any(_overlaps(s, g) for g in gold) for s in top) / len(top), 3) if top else 0.0
    seen: set[int] = set()
    duplicates = 0
    for s in found[:TOP]:
        hits = {i for i, g in enumerate(gold) if _overlaps(s, g)}
        if hits and hits <= seen:
            duplicates += 1
        seen |= hits
    out["duplicates@30"] = duplicates
    return out


def measure(articles: list[ArticleText], gold: list[Ranges], *, target: bool = False) -> dict[str, Any]:
    times = []
    found: list[Suggestion] = []
    for _ in range(3):
        started = time.perf_counter()
        found = suggest(articles, top=TOP).suggestions
        times.append(time.perf_counter() - started)
    out = score(found, gold) | {"articles": len(articles), "seconds": round(statistics.median(times), 3)}
    if target:
        out["meets_target"] = out["recall@30"] >= TARGET_RECALL and out["precision@30"] >= TARGET_PRECISION
    return out


def _texts(folder: Path, names: list[str]) -> dict[str, str]:
    with Library(":memory:") as lib:
        texts = {}
        for name in names:
            result = import_one(lib, folder / name)
            assert result.id is not None, result.error
            texts[name] = lib.get_article(result.id).reading_text
    return texts


def corpus_set(folder: Path) -> tuple[list[ArticleText], list[Ranges]]:
    """A folder in the corpus format: one .txt per outlet and gold.json with file/quote passages."""
    spec = json.loads((folder / "gold.json").read_text(encoding="utf-8"))
    names = sorted(p.name for p in folder.glob("*.txt"))
    texts = _texts(folder, names)
    articles = [ArticleText(name, texts[name], spec.get("language", "")) for name in names]
    gold = []
    for d in spec["discrepancies"]:
        ranges = []
        for p in d["passages"]:
            at = texts[p["file"]].find(p["quote"])
            if at >= 0:
                ranges.append((p["file"], at, at + len(p["quote"])))
        gold.append(ranges)
    return articles, gold


def file_set(path: Path, folder: Path) -> tuple[list[ArticleText], list[Ranges]]:
    """A gold file: {"language", "articles": [file...], "discrepancies": [{"title", "passages":
    [{"article": file, "start", "end"} or {"article": file, "quote": text}]}]}."""
    spec = json.loads(path.read_text(encoding="utf-8"))
    texts = _texts(folder, spec["articles"])
    articles = [ArticleText(name, texts[name], spec.get("language", "")) for name in spec["articles"]]
    gold: list[Ranges] = []
    for d in spec["discrepancies"]:
        ranges = []
        for p in d["passages"]:
            if "quote" in p:
                start = texts[p["article"]].index(p["quote"])
                ranges.append((p["article"], start, start + len(p["quote"])))
            else:
                ranges.append((p["article"], int(p["start"]), int(p["end"])))
        gold.append(ranges)
    return articles, gold


def demo_set() -> tuple[list[ArticleText], list[Ranges]]:
    spec = demo_spec()
    texts = {a["file"]: reading_text(a["markdown"]) for a in spec["articles"]}
    articles = [ArticleText(a["file"], texts[a["file"]], a.get("language") or "") for a in spec["articles"]]
    ranges: dict[str, tuple[str, int, int]] = {}
    for h in spec["highlights"]:
        text = texts[h["file"]]
        at = -1
        for _ in range(h.get("occurrence") or 1):
            at = text.index(h["quote"], at + 1)
        ranges[h["key"]] = (h["file"], at, at + len(h["quote"]))
    gold = [[ranges[p["highlight"]] for p in d["passages"]] for d in spec["discrepancies"] if d["kind"] != "agreement"]
    return articles, gold


def _mean(sets: dict[str, dict[str, Any]]) -> dict[str, float]:
    scored = [s for s in sets.values() if "recall@30" in s]
    if not scored:
        return {}
    keys = ("recall@10", "recall@30", "precision@10", "precision@30")
    return {k: round(statistics.mean(s[k] for s in scored), 3) for k in keys} | {"sets": len(scored)}


def _long_articles(base: list[ArticleText], words: int, count: int) -> list[ArticleText]:
    """``count`` articles of about ``words`` words, each made of the base articles' paragraphs
    in a different order (so they differ as real accounts do)."""
    paragraphs = [p for a in base for p in a.text.split("\n") if p.strip()]
    out = []
    for k in range(count):
        chosen: list[str] = []
        i = k
        while sum(len(p.split()) for p in chosen) < words:
            chosen.append(paragraphs[(i * 7 + k) % len(paragraphs)])
            i += 1
        out.append(ArticleText(f"long{k}", "\n".join(chosen), "en"))
    return out


def _timed(articles: list[ArticleText], repeat: int = 3) -> dict[str, float]:
    wall, cpu = [], []
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        suggest(articles, top=TOP)
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    return {"seconds": round(statistics.median(wall), 3), "cpu_seconds": round(statistics.median(cpu), 3)}


def first_call(articles: list[ArticleText], runs: int = 5) -> dict[str, Any]:
    """``parallax suggest`` in a new process against ``parallax list`` on one library, alternating."""
    parallax = Path(sys.executable).with_name("parallax")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for a in articles:
            (folder / f"{a.id}.txt").write_text(f"Account {a.id}\n\n{a.text}", encoding="utf-8")
        library = str(folder / "lib.sqlite")
        env = dict(os.environ, LANG="C.UTF-8")
        subprocess.run([str(parallax), "--library", library, "import", *map(str, sorted(folder.glob("*.txt"))),
                        "--comparison", "Five"], check=True, capture_output=True, env=env)
        measured: dict[str, list[tuple[float, float]]] = {"list": [], "suggest": []}
        commands = {"list": ["list"], "suggest": ["suggest", "--comparison", "Five"]}
        for _ in range(runs):
            for name, args in commands.items():
                before = os.times()
                started = time.perf_counter()
                subprocess.run([str(parallax), "--library", library, *args], check=True, capture_output=True, env=env)
                wall = time.perf_counter() - started
                after = os.times()
                cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
                measured[name].append((wall, cpu))
    out: dict[str, Any] = {}
    for name, values in measured.items():
        out[f"{name}_seconds"] = round(statistics.median(v[0] for v in values), 3)
        out[f"{name}_cpu_seconds"] = round(statistics.median(v[1] for v in values), 3)
    out["added_seconds"] = round(out["suggest_seconds"] - out["list_seconds"], 3)
    out["added_cpu_seconds"] = round(out["suggest_cpu_seconds"] - out["list_cpu_seconds"], 3)
    return out


def hostile() -> dict[str, Any]:
    one = ArticleText("b", "Eight people were killed in the blast, police said.", "en")
    cases = {
        "one_mb_line": ArticleText("a", "word 12 people killed, " * 45000, "en"),
        "hundred_thousand_numbers": ArticleText("a", " ".join(str(i) for i in range(100_000)), "en"),
        "two_thousand_repeats": ArticleText("a", "Five people were killed in the blast, the mayor said. " * 2000, "en"),
    }
    out: dict[str, Any] = {}
    for name, article in cases.items():
        started = time.perf_counter()
        result = suggest([article, one], top=TOP)
        out[name] = {"seconds": round(time.perf_counter() - started, 3), "suggestions": len(result.suggestions),
                     "notes": len(result.notes)}
    return out


UNRELATED = SHARED / "article-extraction-benchmark" / "ground-truth.json"
UNRELATED_GROUPS = 40
UNRELATED_SEEDS = (0, 3, 7)


def unrelated() -> dict[str, Any]:
    """Cards on groups of five real articles about unrelated things (the human-written bodies of
    the extraction benchmark): every card there is a false one, whatever gold lists say. Mean
    cards a group over ``UNRELATED_GROUPS`` random groups for each seed, the headline card (one a
    group: first lines always differ) counted apart."""
    if not UNRELATED.is_file():
        return {}
    bodies = [v["articleBody"] for v in json.loads(UNRELATED.read_text(encoding="utf-8")).values() if len(v["articleBody"]) > 1500]
    cards = headlines = groups = 0
    for seed in UNRELATED_SEEDS:
        pick = random.Random(seed)
        for _ in range(UNRELATED_GROUPS):
            chosen = pick.sample(bodies, 5)
            found = suggest([ArticleText(f"u{i}", text, "en") for i, text in enumerate(chosen)], top=TOP).suggestions
            groups += 1
            cards += len(found)
            headlines += sum(1 for s in found if s.title == "what each headline leads with")
    return {"groups": groups, "cards_per_group": round(cards / groups, 3),
            "cards_per_group_without_headlines": round((cards - headlines) / groups, 3)}


def main() -> int:
    events: dict[str, Any] = {}
    if EVENTS.is_dir():
        for folder in sorted(p for p in EVENTS.iterdir() if (p / "gold.json").is_file()):
            events[folder.name] = measure(*corpus_set(folder), target=True)
    own: dict[str, Any] = {"demo": measure(*demo_set())}
    if SEEDS.is_dir() and len(list(SEEDS.glob("*.txt"))) >= 5:
        own["seeds"] = measure(*file_set(GOLD / "seeds.json", SEEDS))
    for path in sorted(GOLD.glob("*.json")):
        if path.stem != "seeds":
            own[path.stem] = measure(*file_set(path, GOLD / path.stem))
    for folder in sorted(p for p in GOLD.iterdir() if (p / "gold.json").is_file()):
        own[folder.name] = measure(*corpus_set(folder), target=True)
    demo_articles, _gold = demo_set()
    suggest(demo_articles)  # warm: word lists and stemmers loaded
    five = _long_articles(demo_articles, 1500, 5)
    six = _long_articles(demo_articles, 10000, 6)
    speed: dict[str, Any] = {"five_1500_words": _timed(five), "six_10000_words": _timed(six, 1)}
    speed["first_call_five_1500_words"] = first_call(five)
    speed["meets_target"] = (
        speed["first_call_five_1500_words"]["added_seconds"] < 1.0 and speed["six_10000_words"]["seconds"] < 3.0
    )
    report = {
        "bench": "suggest", "top": TOP,
        "events": events, "events_mean": _mean(events),
        "own": own, "own_mean": _mean(own),
        "unrelated": unrelated(),
        "speed": speed, "hostile": hostile(),
        "load": os.getloadavg()[0],
    }
    json.dump(report, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
