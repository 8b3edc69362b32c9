"""Seeded generator of news-like articles and of a large library for the benchmarks.

Benchmarks need a library the size of a heavy user's (10,000 articles, 100,000 highlights,
20,000 discrepancies), but nothing that large is committed: this module makes it from a seed,
identically on every machine (same text, same ids), and caches the result under the temporary
folder keyed by the seed and every size parameter, so a second run skips the build.

The text imitates wire copy about many events, each reported by about twenty outlets that
disagree on numbers and words (what discrepancies record): headings, paragraphs, block quotes
and lists in Markdown, with accented names and places and a little emoji, so that full-text
search, the text model and the UTF-16 position mapping all meet realistic input.

Articles are made as ``Library.add_article`` makes them (the real text model: the same
functions compute the stored body, block model, reading text and id), in worker processes side
by side, and written in order through the store's unit of work, so the full-text index is
filled by its triggers article by article, as imports fill it. Highlights and discrepancies are
written with SQL, with the same columns and selector values (``anchoring.make_selector``) as
``add_highlight`` and ``create_discrepancy`` write: one by one through the API they would take
tens of minutes. 10,000 articles build in about a minute, 100,000 in about ten (two processors).

    .venv/bin/python bench/generate.py OUT.sqlite [--articles N] [--seed S]   (builds one)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import random
import re
import sys
import tempfile
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from parallax.library.anchoring import make_selector
from parallax.library.db import SCHEMA_VERSION
from parallax.library.models import DEFAULT_KINDS
from parallax.library.store import Library
from parallax.library.textmodel import (
    TEXT_MODEL_VERSION,
    article_id,
    normalize_body,
    pack_blocks,
    parse_blocks,
)

GENERATOR_VERSION = 3
"""Bump when the generated text or rows change, so stale caches are not reused."""

PLACES = (
    "Bogotá", "São Paulo", "Kraków", "Zürich", "Reykjavík", "Malmö", "Ciudad Juárez", "Niš",
    "Córdoba", "Medellín", "Gdańsk", "Düsseldorf", "Québec", "Besançon", "İzmir", "Tromsø",
    "El Junquito", "Valparaíso", "Mérida", "Łódź", "Brno", "Cluj-Napoca", "Aarhus", "Porto",
    "Riverside", "Northfield", "Port Ellis", "Vellmore", "Kingsbridge", "Ashford",
)
NAMES = (
    "José Martínez", "Zoë Ødegaard", "François Lefèvre", "Łukasz Wójcik", "Ayşe Yılmaz",
    "Nguyễn Thị Lan", "Søren Kierkegaard-Holm", "Ana Pérez", "Maria Lopez", "John Carter",
    "Amara Okafor", "Björn Sandström", "Chloé Dubois", "Dmitri Volkov", "Fatima Al-Sayed",
    "Giulia Romano", "Hiroshi Tanaka", "Inés Castillo", "Jürgen Weiß", "Kateřina Nováková",
)
ROLES = (
    "the interior minister", "the police chief", "a spokesperson for the fire service",
    "the regional governor", "a hospital official", "the mayor", "a union representative",
    "an army colonel", "the prosecutor", "a witness", "a local shopkeeper", "the coroner",
)
OUTLETS = (
    "The Daily Ledger", "Wire Service Europa", "El Observador", "Le Quotidien", "Northern Star",
    "Metro Tabloid", "Radio Continental", "The Morning Post", "Kurier am Abend", "Gazeta Ludowa",
    "Channel 9 News", "The Harbour Times", "Diário da Manhã", "Independent Monitor",
)
EVENT_KINDS = (
    ("raid", "police raid", "officers", "wounded"),
    ("fire", "warehouse fire", "firefighters", "injured"),
    ("flood", "flooding", "residents", "evacuated"),
    ("protest", "protest", "protesters", "arrested"),
    ("crash", "train crash", "passengers", "hurt"),
    ("storm", "storm", "homes", "damaged"),
    ("strike", "strike", "workers", "dismissed"),
    ("election", "election count", "ballots", "disputed"),
)
OUTCOMES = ("killed", "captured", "detained", "released", "injured", "missing", "rescued")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
NUMBERS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozens of")
EMOJI = ("📸", "🚒", "🔥", "🌧️", "🇻🇪", "👮", "🚑", "🗳️")
FILLER = (
    "The ministry did not respond to a request for comment.",
    "Residents said the area had been quiet in the days before.",
    "Images shared on social media appeared to show smoke rising above the buildings.",
    "Officials promised a full investigation and said more details would follow.",
    "The account could not be independently verified.",
    "Several roads remained closed into the evening while crews worked at the scene.",
    "Opposition figures questioned the official version of events.",
    "A local radio station reported a different sequence of events.",
    "It was the third such incident in the region this year.",
    "Neighbours described hearing loud noises shortly after midnight.",
    "Aid groups said they were ready to help families who had lost their homes.",
    "The government called the operation a success; critics called it reckless.",
)
QUERY_WORDS = (
    "officers", "wounded", "killed", "captured", "ministry", "investigation", "residents",
    "firefighters", "evacuated", "protesters", "arrested", "passengers", "ballots", "witness",
    "smoke", "midnight", "governor", "hospital", "prosecutor", "opposition", "reckless",
    "independently", "neighbours", "spokesperson", "colonel", "warehouse", "flooding",
)


@dataclass(frozen=True)
class Event:
    """One news event: what every outlet reports about, with the facts they disagree on."""

    number: int
    kind: tuple[str, str, str, str]
    place: str
    day: str
    counts: tuple[int, int]
    officials: tuple[str, str]
    outcome_pair: tuple[str, str]


@dataclass(frozen=True)
class GeneratedArticle:
    markdown: str
    title: str
    outlet: str
    author: str
    published: str
    event: int


def event(seed: int, number: int) -> Event:
    rng = random.Random(f"{seed}:event:{number}")
    low = rng.randint(2, 12)
    return Event(
        number,
        rng.choice(EVENT_KINDS),
        rng.choice(PLACES),
        rng.choice(DAYS),
        (low, low + rng.randint(1, 6)),
        (rng.choice(NAMES), rng.choice(NAMES)),
        tuple(rng.sample(OUTCOMES, 2)),  # type: ignore[arg-type]
    )


def _sentence(rng: random.Random, ev: Event) -> str:
    """One sentence of a report: one of nine kinds, two of them filler (only the chosen one is
    written: the generator spends its time on sentences, 100,000 articles' worth)."""
    _, what, who, done = ev.kind
    count = rng.choice(ev.counts)
    official, other = ev.officials
    role = rng.choice(ROLES)
    pick = rng.randrange(9)
    if pick == 0:
        sentence = f"{count} {who} were {done} during the {what} in {ev.place} on {ev.day}, {role} said."
    elif pick == 1:
        sentence = f"According to {official}, {role}, the suspect was {ev.outcome_pair[0]} after a standoff."
    elif pick == 2:
        sentence = f"Other reports said the suspect was {ev.outcome_pair[1]}, not {ev.outcome_pair[0]}."
    elif pick == 3:
        sentence = f"At least {rng.choice(NUMBERS)} {who} were taken to hospital in {ev.place}."
    elif pick == 4:
        sentence = f"The {what} began shortly before {rng.randint(1, 11)}:{rng.randint(0, 59):02d} on {ev.day}."
    elif pick == 5:
        sentence = f"{other} told reporters that {count} people had been {done}, a figure the authorities disputed."
    elif pick == 6:
        sentence = f"Crews from {rng.choice(PLACES)} joined the response in {ev.place}."
    else:
        sentence = rng.choice(FILLER)
    if rng.random() < 0.03:
        sentence += " " + rng.choice(EMOJI)
    return sentence


def _paragraph(rng: random.Random, ev: Event, sentences: int) -> str:
    return " ".join(_sentence(rng, ev) for _ in range(sentences))


def article(seed: int, index: int, ev: Event, *, size: int = 5000) -> GeneratedArticle:
    """One outlet's report of ``ev``: about ``size`` characters of Markdown."""
    rng = random.Random(f"{seed}:article:{index}")
    _, what, who, done = ev.kind
    outlet = rng.choice(OUTLETS)
    author = rng.choice(NAMES)
    count = rng.choice(ev.counts)
    title = f"{count} {who} {done} in {what} in {ev.place} ({outlet.split()[-1]} #{index})"
    parts = [f"# {title}", f"*By {author}, {outlet}*"]
    length = sum(len(p) for p in parts)
    while length < size:
        roll = rng.random()
        if roll < 0.1:
            block = f"## {rng.choice(('What happened', 'Reactions', 'Background', 'The aftermath', 'Casualties'))}"
        elif roll < 0.2:
            block = f'> "{_sentence(rng, ev)}" said {rng.choice(ev.officials)}.'
        elif roll < 0.25:
            block = "\n".join(f"- {_sentence(rng, ev)}" for _ in range(rng.randint(2, 4)))
        else:
            block = _paragraph(rng, ev, rng.randint(2, 6))
        parts.append(block)
        length += len(block) + 2
    published = f"2026-{1 + ev.number % 12:02d}-{1 + ev.number % 28:02d}T{rng.randint(6, 22):02d}:00:00Z"
    return GeneratedArticle("\n\n".join(parts) + "\n", title, outlet, author, published, ev.number)


def queries(seed: int, count: int = 200) -> list[str]:
    """Search queries a reader would type: places, names, words, phrases, and a few misses."""
    rng = random.Random(f"{seed}:queries")
    out: list[str] = []
    for i in range(count):
        roll = i % 8
        if roll == 0:
            out.append(rng.choice(PLACES))
        elif roll == 1:
            out.append(rng.choice(NAMES).split()[-1])
        elif roll == 2:
            out.append(rng.choice(QUERY_WORDS))
        elif roll == 3:
            out.append(f"{rng.choice(QUERY_WORDS)} {rng.choice(QUERY_WORDS)}")
        elif roll == 4:
            kind = rng.choice(EVENT_KINDS)
            out.append(f'"{kind[2]} were {kind[3]}"')
        elif roll == 5:
            out.append(f"{rng.choice(EVENT_KINDS)[1]} {rng.choice(PLACES)}")
        elif roll == 6:  # typed without accents: the index folds diacritics
            out.append(rng.choice(("Bogota", "Sao Paulo", "Krakow", "Zurich", "Malmo", "Lodz", "Medellin")))
        else:
            out.append(rng.choice(("xylophone", "quarantine zebra", "Atlantis", "noodle")))
    return out


def prefixes(seed: int, count: int = 100) -> list[str]:
    """What the sidebar search box holds while a word is typed: its first 1 to 4 letters."""
    rng = random.Random(f"{seed}:prefixes")
    words = [*QUERY_WORDS, *(p.split()[0] for p in PLACES), *(n.split()[-1] for n in NAMES)]
    return [rng.choice(words)[: 1 + i % 4] for i in range(count)]


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


_WORD_START = re.compile(r"(?<![^\W_])[^\W_]")
"""A letter or digit after anything else: ``str.isalnum`` is ``\\w`` without the underscore."""


def _word_starts(text: str) -> list[int]:
    return [m.start() for m in _WORD_START.finditer(text)]


def _ranges(rng: random.Random, text: str, count: int) -> Iterator[tuple[int, int]]:
    """About ``count`` highlight ranges of 1 to 8 whole words, spread over ``text``.

    Readers rarely highlight over their own highlights: nine in ten ranges stop before the
    next one starts, the tenth may run over it (the overlap case the painter must also draw).
    """
    starts = _word_starts(text)
    if len(starts) < 10:
        return
    picks = sorted(set(rng.sample(range(len(starts) - 9), min(count, len(starts) - 9))))
    for n, first in enumerate(picks):
        last = first + rng.randint(1, 8)
        if n + 1 < len(picks) and rng.random() < 0.9:
            last = min(last, picks[n + 1])
        start = starts[first]
        end = starts[last] - 1
        while end > start and not text[end - 1].isalnum():
            end -= 1
        if end > start:
            yield start, end


@dataclass(frozen=True)
class LibraryPlan:
    """The sizes of a generated library; the cache key is made of these and the seed."""

    seed: int = 20260601
    articles: int = 10_000
    highlights: int = 100_000
    discrepancies: int = 20_000
    comparisons: int = 500
    article_size: int = 5_000
    big_articles: int = 6
    big_size: int = 60_000
    big_highlights: int = 2_000

    def key(self) -> str:
        values = "-".join(str(v) for v in self.__dict__.values())
        return f"v{GENERATOR_VERSION}-f{SCHEMA_VERSION}-{values}"

    def reports(self, index: int) -> int:
        """The event article ``index`` tells of."""
        per_comparison = max(1, self.articles // self.comparisons)
        return index // per_comparison if index < per_comparison * self.comparisons else index % self.comparisons

    def event_of(self, index: int) -> int:
        """The comparison article ``index`` joins: its event's, or -1, :data:`BIG_COMPARISON`."""
        return -1 if index >= self.articles - self.big_articles else self.reports(index)

    def highlights_of(self, index: int) -> int:
        """How many highlights article ``index`` gets: the big ones theirs, the rest an even share."""
        if index >= self.articles - self.big_articles:
            return self.big_highlights
        small = self.articles - self.big_articles
        remaining = max(0, self.highlights - self.big_articles * self.big_highlights)
        return remaining // small + (1 if index < remaining % small else 0)


BIG_COMPARISON = "Bench: six sources"
STAMP = "2026-06-01T12:00:00.000Z"


def _made(plan: LibraryPlan, indexes: range) -> list[tuple[dict[str, object], list[tuple[object, ...]]]]:
    """Articles ``indexes`` of ``plan`` as the store writes them (row), with their highlights.

    What ``Library.add_article`` computes (the stored body, its block model and reading text,
    its id) is computed here with the same functions, in a worker process: parsing the Markdown
    is most of a build's time, and the workers do it side by side.
    """
    made = []
    for index in indexes:
        big = plan.event_of(index) < 0
        gen = article(plan.seed, index, event(plan.seed, plan.reports(index)), size=plan.big_size if big else plan.article_size)
        body = normalize_body(gen.markdown)
        text = parse_blocks(body)
        aid = article_id(body)
        row: dict[str, object] = {
            "id": aid, "title": gen.title, "outlet": gen.outlet, "author": gen.author, "published": gen.published,
            "url": None, "language": "en", "source_format": "markdown", "imported_at": STAMP, "markdown": body,
            "reading_text": text.reading_text, "text_model": TEXT_MODEL_VERSION, "blocks": pack_blocks(text),
        }
        rng = random.Random(f"{plan.seed}:highlights:{index}")
        highlights = []
        for start, end in _ranges(rng, text.reading_text, plan.highlights_of(index)):
            sel = make_selector(text.reading_text, start, end)
            highlights.append((_uuid(rng), aid, sel.start, sel.end, sel.exact, sel.prefix, sel.suffix,
                               rng.choice((None, None, "check")), "", STAMP, STAMP))
        made.append((row, highlights))
    return made


def _made_star(job: tuple[LibraryPlan, range]) -> list[tuple[dict[str, object], list[tuple[object, ...]]]]:
    return _made(*job)


def build_library(path: Path, plan: LibraryPlan, *, workers: int | None = None) -> dict[str, object]:
    """Write the library ``plan`` describes to ``path``; returns counts and timings.

    Articles are made (text, block model, highlights) by ``workers`` processes (default: one
    per processor) and written here, in index order, through the store's own unit of work, so
    the full-text index is filled by its triggers article by article as imports fill it. The
    six "big" articles form the comparison :data:`BIG_COMPARISON`, each with
    ``plan.big_highlights`` highlights; the other highlights are spread over every article.
    """
    began = time.perf_counter()
    rng = random.Random(f"{plan.seed}:rows")
    lib = Library(path)
    conn = lib.connection
    # A million highlights go into indexes keyed by random ids: with SQLite's default 2 MB page
    # cache nearly every insert reads and writes back a page (the builder's own setting).
    conn.execute("PRAGMA cache_size = -262144")
    ids: list[str] = []
    by_event: dict[int, list[int]] = {}
    highlights: dict[int, list[str]] = {}
    chunk = 250
    jobs = [(plan, range(i, min(i + chunk, plan.articles))) for i in range(0, plan.articles, chunk)]
    processes = workers if workers is not None else (os.cpu_count() or 1)
    with contextlib.ExitStack() as stack:
        if processes > 1:
            pool = stack.enter_context(multiprocessing.get_context("fork").Pool(processes))
            batches: Iterable[list[tuple[dict[str, object], list[tuple[object, ...]]]]] = pool.imap(_made_star, jobs)
        else:
            batches = map(_made_star, jobs)
        with lib.unit_of_work() as uow:
            for batch in batches:
                for row, rows in batch:
                    position = len(ids)
                    uow.put_article(row)
                    ids.append(str(row["id"]))
                    by_event.setdefault(plan.event_of(position), []).append(position)
                    conn.executemany(
                        "INSERT INTO highlights (id, article, start, end, exact, prefix, suffix, label, note, "
                        "orphan, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                        rows,
                    )
                    highlights[position] = [str(h[0]) for h in rows]
    articles_s = time.perf_counter() - began
    kinds = [k[0] for k in DEFAULT_KINDS]
    began_rows = time.perf_counter()
    made = 0
    with lib.batch():
        comparison_ids: dict[int, str] = {}
        for number, members in sorted(by_event.items()):
            name = BIG_COMPARISON if number < 0 else f"Event {number}: {event(plan.seed, number).place}"
            comparison_ids[number] = lib.create_comparison(name, "", [ids[p] for p in members]).id
        events = sorted(n for n in by_event if n >= 0)
        for n in range(plan.discrepancies):
            number = events[n % len(events)] if n % 50 else -1
            members = [p for p in by_event.get(number, []) if highlights.get(p)]
            if len(members) < 2:
                continue
            chosen = rng.sample(members, min(len(members), rng.choice((2, 2, 3, 4))))
            hids = list(dict.fromkeys(rng.choice(highlights[p]) for p in chosen))
            did = _uuid(rng)
            conn.execute(
                "INSERT INTO discrepancies (id, comparison, kind, title, note, status, created, updated) "
                "VALUES (?, ?, ?, ?, ?, 'open', ?, ?)",
                (did, comparison_ids[number], rng.choice(kinds), f"Discrepancy {n}", "", STAMP, STAMP),
            )
            conn.executemany(
                "INSERT INTO discrepancy_passages (discrepancy, highlight, claim, position) VALUES (?, ?, ?, ?)",
                [(did, hid, rng.choice(("", "5", "8", "killed", "captured")), place) for place, hid in enumerate(hids)],
            )
            made += 1
    rows_s = time.perf_counter() - began_rows
    stats = lib.stats()
    markdown_mb = conn.execute("SELECT sum(length(CAST(markdown AS BLOB))) FROM articles").fetchone()[0] / 1e6
    lib.close()
    return {
        **stats,
        "markdown_mb": round(markdown_mb, 1),
        "file_mb": round(path.stat().st_size / 1e6, 1),
        "workers": processes,
        "build_articles_s": round(articles_s, 1),
        "build_annotations_s": round(rows_s, 1),
        "build_s": round(time.perf_counter() - began, 1),
    }


def cache_dir() -> Path:
    folder = Path(tempfile.gettempdir()) / "parallax-bench"
    folder.mkdir(exist_ok=True)
    return folder


def cached_library(plan: LibraryPlan, *, rebuild: bool = False) -> tuple[Path, dict[str, object], bool]:
    """The library for ``plan`` from the cache, built first when missing; (path, build info, cached)."""
    path = cache_dir() / f"library-{plan.key()}.sqlite"
    info = path.with_suffix(".json")
    if not rebuild and not (path.exists() and info.exists()):
        upgraded = _upgrade_older_build(plan, path, info)
        if upgraded is not None:
            return path, upgraded, True
    if rebuild or not (path.exists() and info.exists()):
        for stale in (path, info, Path(f"{path}-wal"), Path(f"{path}-shm")):
            stale.unlink(missing_ok=True)
        partial = path.with_name(path.name + ".partial")
        for stale in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
            stale.unlink(missing_ok=True)
        built = build_library(partial, plan)
        partial.rename(path)  # only a complete build is ever reused
        info.write_text(json.dumps(built), encoding="utf-8")
        return path, built, False
    return path, json.loads(info.read_text(encoding="utf-8")), True


def _upgrade_older_build(plan: LibraryPlan, path: Path, info: Path) -> dict[str, object] | None:
    """The same plan built at an earlier library format, copied and upgraded as a reader's
    library is (minutes for 100,000 articles instead of a quarter of an hour's build); None
    when there is none. Its build info says which format it was built at."""
    current = f"-f{SCHEMA_VERSION}-"
    older = [p for p in cache_dir().glob(f"library-{plan.key().replace(current, '-f*-')}.sqlite")
             if p != path and p.with_suffix(".json").exists()]
    if not older:
        return None
    source = max(older, key=lambda p: int(p.name.split("-f", 1)[1].split("-", 1)[0]))
    partial = path.with_name(path.name + ".partial")
    for stale in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
        stale.unlink(missing_ok=True)
    began = time.perf_counter()
    import sqlite3

    reader, writer = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True), sqlite3.connect(partial)
    with writer:
        reader.backup(writer)  # through its write-ahead log, where a plain copy would miss pages
    reader.close()
    writer.close()
    Library(partial).close()  # the upgrade, as opening a reader's library runs it
    for backup in partial.parent.glob(partial.name + ".v*.bak"):
        backup.unlink()
    partial.rename(path)
    built = json.loads(source.with_suffix(".json").read_text(encoding="utf-8"))
    built.update(upgraded_from=source.name, upgrade_s=round(time.perf_counter() - began, 1),
                 file_mb=round(path.stat().st_size / 1e6, 1))
    info.write_text(json.dumps(built), encoding="utf-8")
    return built


def long_article(seed: int, size: int = 1_000_000) -> str:
    """One very long report (about ``size`` characters of Markdown), for the long-article bench."""
    ev = event(seed, 0)
    return article(seed, 10**6, ev, size=size).markdown


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("out", type=Path)
    parser.add_argument("--seed", type=int, default=LibraryPlan.seed)
    parser.add_argument("--articles", type=int, default=LibraryPlan.articles)
    parser.add_argument("--highlights", type=int, default=LibraryPlan.highlights)
    parser.add_argument("--discrepancies", type=int, default=LibraryPlan.discrepancies)
    parser.add_argument("--comparisons", type=int, default=LibraryPlan.comparisons)
    args = parser.parse_args(argv)
    if args.out.exists():
        print(f"{args.out} exists; choose a new file", file=sys.stderr)
        return 1
    plan = LibraryPlan(args.seed, args.articles, args.highlights, args.discrepancies, args.comparisons)
    print(json.dumps(build_library(args.out, plan)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
