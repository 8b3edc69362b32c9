"""Quality and speed of suggested discrepancies (issue: "What do these sources disagree on?").

Quality on gold sets: the demo comparison (its annotated discrepancies), the seed articles in
../shared/corpus/seeds (gold by article file and offsets in bench/suggest_gold/seeds.json;
skipped where absent) and the fictional held-out comparisons in bench/suggest_gold/. A gold
discrepancy is found when one of the top 30 suggestions overlaps its passages in two or more
articles (recall@30); precision@30 is the share of the top 30 that overlap some gold
discrepancy in two articles. Speed: five ~1,500-word articles and six 10,000-word articles,
the process warm. Prints one JSON document.
"""

from __future__ import annotations

import json
import statistics
import sys
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
SEEDS = HERE.parents[1] / "shared" / "corpus" / "seeds"
TOP = 30

Gold = list[dict[str, tuple[int, int]]]  # per discrepancy: article id -> (start, end), or several ranges


def _text(markdown: str) -> str:
    return reading_text(markdown)


def _overlaps(s: Suggestion, gold: list[tuple[str, int, int]]) -> bool:
    articles = {
        p.article for p in s.passages for a, start, end in gold if a == p.article and p.start < end and start < p.end
    }
    return len(articles) >= 2


def measure(articles: list[ArticleText], gold: list[list[tuple[str, int, int]]]) -> dict[str, Any]:
    found = suggest(articles, top=TOP).suggestions
    recall = sum(any(_overlaps(s, g) for s in found) for g in gold) / len(gold) if gold else 0.0
    precision = sum(any(_overlaps(s, g) for g in gold) for s in found) / len(found) if found else 0.0
    return {
        "articles": len(articles),
        "gold": len(gold),
        "suggestions": len(found),
        "recall@30": round(recall, 3),
        "precision@30": round(precision, 3),
        "meets_target": recall >= 0.8 and precision >= 0.5,
    }


def demo_set() -> tuple[list[ArticleText], list[list[tuple[str, int, int]]]]:
    spec = demo_spec()
    texts = {a["file"]: _text(a["markdown"]) for a in spec["articles"]}
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


def file_set(path: Path, folder: Path) -> tuple[list[ArticleText], list[list[tuple[str, int, int]]]]:
    """A gold file: {"language", "articles": [file...], "discrepancies": [{"title", "passages":
    [{"article": file, "start", "end"} or {"article": file, "quote": text}]}]}."""
    spec = json.loads(path.read_text(encoding="utf-8"))
    texts: dict[str, str] = {}
    with Library(":memory:") as lib:
        for name in spec["articles"]:
            result = import_one(lib, folder / name)
            assert result.id is not None, result.error
            texts[name] = lib.get_article(result.id).reading_text
    articles = [ArticleText(name, texts[name], spec.get("language", "")) for name in spec["articles"]]
    gold: list[list[tuple[str, int, int]]] = []
    for d in spec["discrepancies"]:
        passages = []
        for p in d["passages"]:
            if "quote" in p:
                start = texts[p["article"]].index(p["quote"])
                passages.append((p["article"], start, start + len(p["quote"])))
            else:
                passages.append((p["article"], int(p["start"]), int(p["end"])))
        gold.append(passages)
    return articles, gold


def _speed(articles: list[ArticleText], repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        suggest(articles, top=TOP)
        times.append(time.perf_counter() - t)
    return round(statistics.median(times), 3)


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


def main() -> int:
    sets: dict[str, Any] = {}
    demo_articles, demo_gold = demo_set()
    sets["demo"] = measure(demo_articles, demo_gold)
    if SEEDS.is_dir() and len(list(SEEDS.glob("*.txt"))) >= 5:
        sets["seeds"] = measure(*file_set(GOLD / "seeds.json", SEEDS))
    else:
        sets["seeds"] = {"skipped": "../shared/corpus/seeds is not available"}
    for path in sorted(GOLD.glob("*.json")):
        if path.stem != "seeds":
            sets[path.stem] = measure(*file_set(path, GOLD / path.stem))
    suggest(demo_articles)  # warm: word lists and lemma dictionaries loaded
    five = _long_articles(demo_articles, 1500, 5)
    six = _long_articles(demo_articles, 10000, 6)
    suggest(six[:2])
    speed = {"five_1500_words_s": _speed(five), "six_10000_words_s": _speed(six, 1)}
    speed["meets_target"] = speed["five_1500_words_s"] < 1.0 and speed["six_10000_words_s"] < 3.0
    json.dump({"bench": "suggest", "top": TOP, "sets": sets, "speed": speed}, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
