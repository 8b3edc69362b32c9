"""The ``parallax`` command line: a stable, scriptable interface to a library.

Users script it and outside checks call it, so its commands, options, JSON shapes and exit codes
are a contract (docs/cli.md). Errors are one line on stderr starting ``parallax: error:``, with
exit status 1 (2 for usage errors), and leave the library exactly as it was.

``open`` and running with no command belong to the desktop app; :func:`main` returns
:data:`DESKTOP` for them so the entry point can start Qt only then.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sqlite3
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from . import __version__, db
from .errors import InputError, LibraryError, ParallaxError
from .i18n import (
    ENGLISH,
    LANGUAGES,
    N_,
    _,
    current_language,
    decimal,
    environment_language,
    kind_label,
    ngettext,
    npgettext,
    status_label,
    use_language,
)
from .models import STATUSES, ArticleInfo, Discrepancy, Highlight
from .outputs import describe_os_error, safe_output, write_output
from .paths import default_library_path
from .store import Library
from .terminal import plain

DESKTOP = -1
"""Returned by :func:`main` when the command is for the desktop app (``open`` or none)."""

PDF_WRITER: Callable[[str, Path], None] | None = None
"""Prints HTML to a PDF file; set by the desktop entry point (``desktop/printing.py``), since the
library cannot use Qt. Without it ``--format pdf`` is a clear error."""


class UsageError(Exception):
    """A malformed command line (exit status 2)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.format_usage().rstrip()}\n{self.prog}: error: {message}")

    def format_help(self) -> str:
        """The help in the library's language: each description and help text is looked up in
        the catalogue (context ``cli-help``) as it is shown, so the commands are declared in
        plain English below. argparse's own words (usage, options) come from
        :mod:`.argparse_words`."""
        from .i18n import ENGLISH, current_language, pgettext

        if current_language() == ENGLISH:
            return super().format_help()
        saved: list[tuple[object, str, str]] = []

        def swap(holder: object, attribute: str) -> None:
            value = getattr(holder, attribute, None)
            if isinstance(value, str) and value and value != argparse.SUPPRESS:
                saved.append((holder, attribute, value))
                setattr(holder, attribute, pgettext("cli-help", value))

        swap(self, "description")
        swap(self, "epilog")
        for action in self._actions:
            swap(action, "help")
            for choice in getattr(action, "_choices_actions", ()):
                swap(choice, "help")
        try:
            return super().format_help()
        finally:
            for holder, attribute, value in saved:
                setattr(holder, attribute, value)


MAX_COUNT = 1_000_000
"""The largest number any count option takes (``--limit``, ``--occurrence``...)."""


def library_arg(value: str) -> str:
    """``--library PATH``: an empty path is refused, never read as "the default library"."""
    if not value.strip():
        raise argparse.ArgumentTypeError(_("the library path is empty (an unset variable?); give a file"))
    return value


def port_arg(value: str) -> int:
    """``browse --port N``: a TCP port, 0 to 65535 (0: any free one)."""
    try:
        number = int(value.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a port number").format(value=repr(value))) from None
    if not 0 <= number <= 65535:
        raise argparse.ArgumentTypeError(
            _("{value} is not a port number: give 1 to 65535, or 0 for any free port").format(value=value)
        )
    return number


def count_arg(low: int = 1, high: int = MAX_COUNT) -> Any:
    """An argparse type for a whole number from ``low`` to ``high`` (no overflow, no surprise)."""

    def parse_count(value: str) -> int:
        try:
            number = int(value.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=repr(value))) from None
        if not low <= number <= high:
            raise argparse.ArgumentTypeError(
                _("{value} is out of range: give {low} to {high}").format(
                    value=value, low=low, high=f"{high:,}".replace(",", " ")
                )
            )
        return number

    parse_count.__name__ = "count"
    return parse_count


PATH_ARGUMENTS = frozenset({"files", "library", "out", "output", "handins"})
"""The arguments that name files: a file system hands over any bytes (a name from an old archive
or another system), kept by Python as lone surrogates, and the file opens by those bytes."""


def _not_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _refuse_bytes(argv: Sequence[str], value: str) -> NoReturn:
    index = next((i for i, a in enumerate(argv, 1) if value in a), 0)
    shown = value.encode("utf-8", "surrogateescape").decode("ascii", "backslashreplace")
    raise UsageError(
        "parallax: error: "
        + _("argument {index} ({shown}) is not valid UTF-8 text; nothing was changed").format(index=index, shown=shown)
    )


def _check_arguments(argv: Sequence[str], parsed: argparse.Namespace | None = None) -> None:
    """Refuse an argument that is not valid text (a stray non-UTF-8 byte, kept by Python as a
    lone surrogate), before anything can reach the library or the terminal. File names are the
    exception (:data:`PATH_ARGUMENTS`): once the command line is parsed, only its other values
    are checked."""
    if parsed is None:
        return
    for name, value in vars(parsed).items():
        if name in PATH_ARGUMENTS:
            continue
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and _not_text(item):
                _refuse_bytes(argv, item)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="parallax",
        description="Read several accounts of one event side by side and annotate where they disagree.",
        epilog="With no command, the desktop app opens. See docs/cli.md for every command.",
    )
    parser.add_argument("--version", action="version", version=f"parallax {__version__}",
                        help="show program's version number and exit")
    parser.add_argument(
        "--library",
        metavar="PATH",
        type=library_arg,
        help="library file to use (default: $PARALLAX_LIBRARY, else library.sqlite in the user data folder)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def command(name: str, help_text: str, json_flag: bool = True) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--library", metavar="PATH", type=library_arg, default=argparse.SUPPRESS, help=argparse.SUPPRESS)
        if json_flag:
            p.add_argument("--json", action="store_true", help="print one JSON document on stdout")
        return p

    p = command("open", "open the desktop app with these files side by side", json_flag=False)
    p.add_argument("files", nargs="*", metavar="FILE", help="documents to import and show side by side")

    p = command("import", "import documents (text, Markdown, HTML, PDF, DOCX, EPUB) or .parallax bundles")
    p.add_argument("files", nargs="*", metavar="FILE", help="documents or .parallax bundles to import")
    p.add_argument("--zotero", metavar="DIR", help="import the items of a Zotero data folder (snapshots and PDFs, "
                   "with Zotero's metadata)")
    p.add_argument("--collection", metavar="NAME", help="with --zotero: only this collection's items, as a comparison "
                   "of its name")
    p.add_argument("--comparison", metavar="NAME", help="add the articles to this comparison (created if new)")
    p.add_argument("--encoding", metavar="CODEC", help="decode text files with this encoding instead of detecting it")
    p.add_argument("--whole-page", action="store_true", help="for web pages, import all visible text instead of the extracted article")

    p = command("list", "list articles (of one comparison, in pane order)")
    p.add_argument("--comparison", metavar="NAME", help="only the articles of this comparison, in pane order")

    command("comparisons", "list comparisons")

    p = command("show", "show an article's metadata and reading text")
    p.add_argument("article", metavar="ARTICLE", help="article id or unique id prefix")

    p = command("search", "full-text search over titles, outlets and texts")
    p.add_argument("query", metavar="QUERY", help='words that must all occur; "double quotes" keep a phrase')
    p.add_argument("--limit", type=count_arg(), default=50, help="at most this many results (default 50)")
    p.add_argument("--all", action="store_true", dest="every",
                   help="rank every match together (by default the 10,000 newest matches are ranked first)")

    p = command("highlight", "highlight a quoted passage of an article")
    p.add_argument("article", metavar="ARTICLE", help="article id or unique id prefix")
    p.add_argument("--quote", required=True, metavar="TEXT", help="the exact passage as it appears in the reading text")
    p.add_argument("--occurrence", type=count_arg(), metavar="N", help="which occurrence, when the passage occurs several times (1-based)")
    p.add_argument("--label", metavar="L", help="a kind to label the highlight with (count, outcome...)")
    p.add_argument("--note", metavar="T", default="", help="a note on the highlight")

    p = command("link", "link highlighted passages into a discrepancy")
    p.add_argument("highlights", nargs="+", metavar="HIGHLIGHT", help="two or more highlight ids or unique prefixes")
    p.add_argument("--kind", required=True, metavar="KIND", help="count, outcome, attribution, timeline, location, wording, quote, omission, agreement, other")
    p.add_argument("--title", required=True, metavar="TEXT", help="what the passages disagree about")
    p.add_argument("--claim", action="append", default=[], metavar="HIGHLIGHT=VALUE", help="what that source claims (repeatable)")
    p.add_argument("--note", metavar="T", default="", help="a note on the discrepancy")
    p.add_argument("--status", choices=STATUSES, default="open", help="open (default), explained or resolved")
    p.add_argument("--comparison", metavar="NAME", help="an existing comparison to put it in (default: the one holding the articles)")

    p = command("discrepancies", "list discrepancies with their passages and claims")
    p.add_argument("--comparison", metavar="NAME", help="only those of this comparison")
    p.add_argument("--kind", metavar="KIND", help="only those of this kind")
    p.add_argument("--status", choices=STATUSES, help="only those with this status")

    p = command("edit", "correct an article's metadata (the text never changes)")
    p.add_argument("article", metavar="ARTICLE", help="article id or unique id prefix")
    for name, what in (
        ("title", "the title (cannot be empty)"),
        ("outlet", "the outlet that published it"),
        ("author", "the author(s)"),
        ("published", "the date: YYYY, YYYY-MM, YYYY-MM-DD or an ISO date and time"),
        ("url", "where it was published"),
        ("language", "its language, as a code such as en or es"),
    ):
        p.add_argument(f"--{name}", metavar="VALUE", help=f"{what}; an empty value clears it")

    p = command("export", "write a comparison (or the whole library) as a .parallax bundle or a REFI-QDA project", json_flag=True)
    p.add_argument("out", metavar="OUT.parallax", help="the bundle or project file to write (never the library itself)")
    p.add_argument("--comparison", metavar="NAME", action="append", help="export only this comparison (repeatable)")
    p.add_argument(
        "--format",
        choices=("parallax", "qdpx"),
        help="parallax: a bundle for Parallax; qdpx: a REFI-QDA project for QDA software "
        "(default: from OUT's extension, else parallax)",
    )
    p.add_argument("--creator", metavar="NAME", help="who made the annotations (the W3C creator, the project's "
                   "user); default: the name in the app's Preferences, else $PARALLAX_USER")

    p = command("suggest", "suggest discrepancies: the slots (counts, outcomes, dates...) where the articles disagree")
    p.add_argument("articles", nargs="*", metavar="ARTICLE", help="article ids or unique prefixes (two or more), instead of --comparison")
    p.add_argument("--comparison", metavar="NAME", help="suggest for this comparison (leaves out dismissed and annotated ones)")
    p.add_argument("--top", type=count_arg(), default=30, metavar="K", help="at most K suggestions, best first (default 30)")
    p.add_argument("--kind", action="append", default=[], metavar="KIND", help="only suggestions of this kind (repeatable); 'agreement' lists where all agree")
    act = p.add_mutually_exclusive_group()
    act.add_argument("--accept", metavar="ID", help="make this suggestion a discrepancy (highlights and claims) and print it")
    act.add_argument("--dismiss", metavar="ID", help="do not suggest this again in the comparison")

    p = command("report", "write a report of a comparison's discrepancies", json_flag=False)
    p.add_argument("--comparison", required=True, metavar="NAME", help="the comparison to report on")
    p.add_argument("--format", required=True, choices=("html", "md", "csv", "json", "pdf"),
                   help="html, md, csv, json, or pdf (the HTML printed on A4; needs -o)")
    p.add_argument("-o", "--output", metavar="OUT", help="file to write (default: standard output)")
    p.add_argument("--lang", metavar="LANG", choices=tuple(LANGUAGES),
                   help="language of the report's own words: en or es (default: the environment's language)")

    p = command("browse", "browse the library in a web browser with Datasette (read-only, this computer only)", json_flag=False)
    p.add_argument("--port", type=port_arg, default=8001, metavar="N", help="port on 127.0.0.1, 1 to 65535 (default 8001; 0 picks a free one)")

    from .classroom.commands import add_parsers  # exercise, handin, score, sheet

    add_parsers(command)

    p = command("delete", "delete articles with their highlights and their passages in discrepancies")
    p.add_argument("articles", nargs="+", metavar="ARTICLE", help="article ids or unique id prefixes")
    return parser


# -- JSON shapes (docs/cli.md) ----------------------------------------------------------------


def article_json(info: ArticleInfo) -> dict[str, Any]:
    return {
        "id": info.id,
        "title": info.title,
        "outlet": info.outlet,
        "author": info.author,
        "published": info.published,
        "url": info.url,
        "language": info.language,
        "source_format": info.source_format,
        "imported_at": info.imported_at,
        "length": info.length,
    }


def highlight_json(h: Highlight) -> dict[str, Any]:
    return {
        "id": h.id,
        "article": h.article,
        "start": h.start,
        "end": h.end,
        "exact": h.exact,
        "prefix": h.prefix,
        "suffix": h.suffix,
        "label": h.label,
        "note": h.note,
        "orphan": h.orphan,
        "created": h.created,
        "updated": h.updated,
    }


def discrepancy_json(d: Discrepancy, comparison_name: str | None = None) -> dict[str, Any]:
    return {
        "id": d.id,
        "comparison": d.comparison,
        "comparison_name": comparison_name,
        "kind": d.kind,
        "title": d.title,
        "note": d.note,
        "status": d.status,
        "created": d.created,
        "updated": d.updated,
        "passages": [
            {
                "highlight": p.highlight,
                "article": p.article,
                "exact": p.exact,
                "claim": p.claim,
                "start": p.start,
                "end": p.end,
                "orphan": p.orphan,
            }
            for p in d.passages
        ],
    }


def _dump(data: Any, out: TextIO) -> None:
    json.dump(data, out, ensure_ascii=False, indent=2)
    out.write("\n")


# -- commands -------------------------------------------------------------------------------


def _library_path(args: argparse.Namespace) -> Path:
    given = getattr(args, "library", None)
    if given is not None:
        return Path(library_arg(given)).expanduser()
    return default_library_path()


def _cmd_import(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .ingest import import_paths

    paths = [Path(f) for f in args.files]
    show_progress = not args.json and (len(paths) > 1 or args.zotero is not None) and err.isatty()

    def progress(index: int, total: int, path: Path) -> bool:
        if show_progress:
            said = _("importing {index}/{total}: {name}").format(index=index + 1, total=total, name=path.name[:50])
            err.write(f"\r{said:<72}")
            err.flush()
        return True

    results = import_paths(
        lib,
        paths,
        comparison=args.comparison,
        encoding=args.encoding,
        whole_page=args.whole_page,
        progress=progress,
    ) if paths else []
    if args.zotero is not None:
        from .zotero import import_zotero

        found, chosen = import_zotero(lib, Path(args.zotero), collection=args.collection,
                                      comparison=args.comparison, progress=progress)
        results.extend(found)
        for warning in chosen.warnings:
            err.write("parallax: " + _("note: {note}").format(note=warning) + "\n")
    if show_progress:
        err.write("\r" + " " * 72 + "\r")
    failed = [r for r in results if r.status == "error"]
    if args.json:
        _dump([r.as_json() for r in results], out)
    else:
        for r in results:
            if r.status == "error":
                continue
            label = _("imported") if r.status == "imported" else _("duplicate")
            out.write(f"{label:<9}  {(r.id or '')[:12]}  {r.title}\n")
            for warning in r.warnings:
                out.write("           " + _("warning: {warning}").format(warning=warning) + "\n")
            merge = r.details.get("merge")
            if isinstance(merge, dict):
                _print_merge(merge, out)
        counts = {s: sum(1 for r in results if r.status == s) for s in ("imported", "duplicate", "error")}
        out.write(_import_summary(counts["imported"], counts["duplicate"], counts["error"]) + "\n")
    for r in failed:
        err.write(f"parallax: error: {r.error}\n")
    return 1 if failed else 0


def _import_summary(imported: int, duplicate: int, failed: int) -> str:
    """``5 imported, 1 duplicate, 0 failed``: each count agrees with its own number."""
    return ", ".join((
        ngettext("{count} imported", "{count} imported", imported).format(count=imported),
        ngettext("{count} duplicate", "{count} duplicate", duplicate).format(count=duplicate),
        ngettext("{count} failed", "{count} failed", failed).format(count=failed),
    ))


def _plural(count: int, noun: str) -> str:
    """``1 article``, ``2 articles`` in the current language (``noun`` is given in the plural)."""
    forms = {
        "comparisons": ngettext("{count} comparison", "{count} comparisons", count),
        "articles": ngettext("{count} article", "{count} articles", count),
        "annotations": ngettext("{count} annotation", "{count} annotations", count),
        "selections": ngettext("{count} selection", "{count} selections", count),
        "codes": ngettext("{count} code", "{count} codes", count),
        "highlights": ngettext("{count} highlight", "{count} highlights", count),
        "passages": ngettext("{count} passage", "{count} passages", count),
        "discrepancies": ngettext("{count} discrepancy", "{count} discrepancies", count),
        "orphaned highlights": ngettext("{count} orphaned highlight", "{count} orphaned highlights", count),
    }
    return forms[noun].format(count=count)


MERGE_WORDS = {
    "comparisons": N_("comparisons"), "articles": N_("articles"), "highlights": N_("highlights"),
    "discrepancies": N_("discrepancies"), "kinds": N_("kinds"), "passages": N_("passages"),
    "added": N_("added"), "updated": N_("updated"), "kept": N_("kept"), "unchanged": N_("unchanged"),
    "merged": N_("merged"), "skipped": N_("skipped"),
}
"""The words of a bundle's merge summary (its JSON keeps the English keys)."""


def _merge_word(word: str) -> str:
    return _(MERGE_WORDS[word]) if word in MERGE_WORDS else word


def _kind_shown(kind: str) -> str:
    """A kind in human output: its key in English (what ``--kind`` takes), else its label."""
    return kind if current_language() == ENGLISH else kind_label(kind)


_MERGE_DONE: dict[tuple[str, str], Callable[[int], str]] = {
    ("comparisons", "added"): lambda n: npgettext("comparisons", "{count} added", "{count} added", n),
    ("comparisons", "updated"): lambda n: npgettext("comparisons", "{count} updated", "{count} updated", n),
    ("comparisons", "unchanged"): lambda n: npgettext("comparisons", "{count} unchanged", "{count} unchanged", n),
    ("articles", "added"): lambda n: npgettext("articles", "{count} added", "{count} added", n),
    ("articles", "updated"): lambda n: npgettext("articles", "{count} updated", "{count} updated", n),
    ("articles", "unchanged"): lambda n: npgettext("articles", "{count} unchanged", "{count} unchanged", n),
    ("highlights", "added"): lambda n: npgettext("highlights", "{count} added", "{count} added", n),
    ("highlights", "updated"): lambda n: npgettext("highlights", "{count} updated", "{count} updated", n),
    ("highlights", "unchanged"): lambda n: npgettext("highlights", "{count} unchanged", "{count} unchanged", n),
    ("discrepancies", "added"): lambda n: npgettext("discrepancies", "{count} added", "{count} added", n),
    ("discrepancies", "updated"): lambda n: npgettext("discrepancies", "{count} updated", "{count} updated", n),
    ("discrepancies", "unchanged"): lambda n: npgettext("discrepancies", "{count} unchanged", "{count} unchanged", n),
    ("kinds", "added"): lambda n: npgettext("kinds", "{count} added", "{count} added", n),
    ("kinds", "updated"): lambda n: npgettext("kinds", "{count} updated", "{count} updated", n),
    ("kinds", "unchanged"): lambda n: npgettext("kinds", "{count} unchanged", "{count} unchanged", n),
}
"""``1 added`` said of each kind of thing a merge counts: the context (the thing) lets a language
agree in gender and number ("comparaciones: 1 añadida", "artículos: 2 añadidos"). Each call is
written out because the catalogue's extractor reads literal calls only."""


def _merge_done(entity: str, action: str, n: int) -> str:
    said = _MERGE_DONE.get((entity, action))
    return said(n).format(count=n) if said else f"{n} {_merge_word(action)}"


def _print_merge(merge: dict[str, Any], out: TextIO) -> None:
    """What a bundle import changed, for people (the JSON has the same under ``merge``)."""
    for entity, counts in merge.get("counts", {}).items():
        done = ", ".join(_merge_done(entity, what, n) for what, n in counts.items() if n)
        if done:
            out.write(f"           {_merge_word(entity)}: {done}\n")
    for conflict in merge.get("conflicts", []):
        out.write("           " + _("conflict: {conflict}").format(conflict=conflict) + "\n")
    for orphan in merge.get("orphans", []):
        out.write("           " + _("orphaned: {orphan}").format(orphan=orphan) + "\n")


def _cmd_list(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    articles = lib.list_articles(args.comparison)
    if args.json:
        _dump([article_json(a) for a in articles], out)
        return 0
    for a in articles:
        outlet = (a.outlet or "")[:20]
        out.write(f"{a.id[:12]}  {outlet:<20}  {a.title}\n")
    return 0


def _cmd_comparisons(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    comparisons = lib.list_comparisons()
    counts = {c.id: len(lib.list_discrepancies(c.id)) for c in comparisons}
    if args.json:
        _dump(
            [
                {
                    "id": c.id,
                    "name": c.name,
                    "note": c.note,
                    "created": c.created,
                    "updated": c.updated,
                    "articles": list(c.article_ids),
                    "discrepancies": counts[c.id],
                }
                for c in comparisons
            ],
            out,
        )
        return 0
    for c in comparisons:
        sizes = f"{_plural(len(c.article_ids), 'articles')}, {_plural(counts[c.id], 'discrepancies')}"
        out.write(f"{c.id[:12]}  {c.name}  ({sizes})\n")
    return 0


def _cmd_show(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    article = lib.get_article(args.article)
    highlights = lib.list_highlights(article.id)
    if args.json:
        data = article_json(article.info)
        data["reading_text"] = article.reading_text
        data["highlights"] = [highlight_json(h) for h in highlights]
        _dump(data, out)
        return 0
    info = article.info
    out.write(f"{info.title}\n")
    for label, value in (
        (_("id"), info.id),
        (_("outlet"), info.outlet),
        (_("author"), info.author),
        (_("published"), info.published),
        (_("url"), info.url),
        (_("language"), info.language),
        (_("format"), info.source_format),
        (_("highlights"), str(len(highlights)) if highlights else None),
    ):
        if value:
            out.write(f"  {label + ':':<11} {value}\n")
    out.write("\n" + article.reading_text + "\n")
    return 0


def _cmd_search(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    hits = lib.search(args.query, limit=args.limit, every=args.every)
    if args.json:
        _dump([{**article_json(h.article), "snippet": h.snippet, "rank": h.rank} for h in hits], out)
        return 0
    for h in hits:
        out.write(f"{h.article.id[:12]}  {h.article.title}\n    {h.snippet}\n")
    if not hits:
        out.write(_("no matches") + "\n")
    return 0


def _cmd_highlight(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    h = lib.highlight_quote(args.article, args.quote, occurrence=args.occurrence, label=args.label, note=args.note)
    if args.json:
        _dump(highlight_json(h), out)
    else:
        out.write(f"{h.id}  {h.start}:{h.end}  {h.exact!r}\n")
    return 0


def _parse_claims(values: Sequence[str]) -> dict[str, str]:
    claims: dict[str, str] = {}
    for value in values:
        key, sep, claim = value.partition("=")
        if not sep or not key.strip():
            raise InputError("claim_syntax", value=value)
        claims[key.strip()] = claim
    return claims


def _print_discrepancy(d: Discrepancy, lib: Library, out: TextIO) -> None:
    from .session import source_name  # the one rule for naming a source, as the app names it

    out.write(f"{d.id[:12]}  [{_kind_shown(d.kind)}] {d.title}  ({status_label(d.status)})\n")
    titles: dict[str, str] = {}
    for p in d.passages:
        if p.article not in titles:
            titles[p.article] = source_name(lib.get_article_info(p.article))
        claim = f"  => {p.claim}" if p.claim else ""
        orphan = "  " + _("(orphaned)") if p.orphan else ""
        out.write(f"    {titles[p.article]}: \u201c{p.exact}\u201d{claim}{orphan}\n")
    if d.note:
        out.write("    " + _("note: {note}").format(note=d.note) + "\n")


def _cmd_link(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    # An unknown --comparison is a typo to report, not a new comparison to create.
    from .session import ComparisonSession

    comparison = lib.resolve_comparison(args.comparison) if args.comparison is not None else None
    given = _parse_claims(args.claim)
    ids = [lib.resolve_highlight(h) for h in args.highlights]
    claims: dict[str, str] = {}
    for key, value in given.items():
        hid = lib.resolve_highlight(key)
        if hid not in ids:
            raise InputError("claim_not_linked", id=key)
        claims[hid] = value
    session = ComparisonSession(lib)  # the one rule for making a discrepancy, as the app makes it
    try:
        did = session.link_passages(args.kind, args.title, [(hid, claims.get(hid, "")) for hid in ids], args.note,
                                    args.status, comparison=comparison)
    finally:
        session.detach()
    d = lib.get_discrepancy(did)
    if args.json:
        _dump(discrepancy_json(d, lib.get_comparison(d.comparison).name), out)
    else:
        _print_discrepancy(d, lib, out)
    return 0


def _cmd_discrepancies(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    if args.kind is not None:
        lib.check_kind(args.kind)
    found = lib.list_discrepancies(args.comparison, kind=args.kind, status=args.status)
    names = {c.id: c.name for c in lib.list_comparisons()}
    if args.json:
        _dump([discrepancy_json(d, names.get(d.comparison)) for d in found], out)
        return 0
    for d in found:
        _print_discrepancy(d, lib, out)
    if not found:
        out.write(_("no discrepancies") + "\n")
    return 0


def _cmd_edit(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    fields = {
        name: getattr(args, name)
        for name in ("title", "outlet", "author", "published", "url", "language")
        if getattr(args, name) is not None
    }
    if not fields:
        raise InputError("nothing_to_change")
    info = lib.update_article(args.article, **{k: (v or None) for k, v in fields.items()})
    if args.json:
        _dump(article_json(info), out)
    else:
        out.write(f"{info.id[:12]}  {info.title}\n")
    return 0


def _cmd_export(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    fmt = args.format or ("qdpx" if args.out.lower().endswith(".qdpx") else "parallax")
    if fmt == "qdpx":
        return _export_qdpx(lib, args, out)
    from .bundles import export_bundle
    from .creator import creator_name

    creator = creator_name(args.creator)
    summary = export_bundle(lib, safe_output(args.out, lib.path), comparisons=args.comparison, creator=creator)
    summary["creator"] = creator
    if args.json:
        _dump(summary, out)
    else:
        counts = ", ".join(_plural(summary[k], k) for k in ("comparisons", "articles", "annotations"))
        out.write(_("wrote {path}: {counts}").format(path=args.out, counts=counts) + "\n")
        _no_creator(creator, out)
    return 0


def _no_creator(creator: str | None, out: TextIO) -> None:
    if creator is None:
        out.write("           " + _("no creator named: give --creator NAME, your name in the app's Preferences, "
                                    "or set PARALLAX_USER") + "\n")


def _export_qdpx(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    from .creator import creator_name
    from .qdpx import export_qdpx

    creator = creator_name(args.creator)
    summary = export_qdpx(lib, safe_output(args.out, lib.path), comparisons=args.comparison, creator=creator)
    summary["creator"] = creator
    if args.json:
        _dump(summary, out)
    else:
        counts = ", ".join(_plural(summary[k], k) for k in ("articles", "selections", "codes"))
        out.write(_("wrote {path}: {counts}").format(path=args.out, counts=counts) + "\n")
        _no_creator(creator, out)
        if summary["skipped"]:
            left = _plural(summary["skipped"], "orphaned highlights")
            out.write("           " + _("{highlights} left out").format(highlights=left) + "\n")
    return 0


def _cmd_report(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    from .reports import render_report

    if args.format == "pdf":
        from .classroom.commands import write_output as write_sheet

        if not args.output:
            raise InputError("pdf_needs_file")
        write_sheet(render_report(lib, args.comparison, "html", args.lang), args.output, "pdf", out, PDF_WRITER, lib.path)
        return 0
    target = safe_output(args.output, lib.path) if args.output is not None else None
    content = render_report(lib, args.comparison, args.format, args.lang)
    if target is not None:
        write_output(target, content, lib.path)
    else:
        out.write(content)
    return 0


def _cmd_browse(args: argparse.Namespace, out: TextIO) -> int:
    from .browse import serve

    path = _library_path(args)
    if getattr(sys, "frozen", False):  # the packaged app leaves Datasette out, and has no pip
        raise InputError("browse_frozen", path=path)
    try:
        there = path.is_file()
    except OSError:  # a path too long to look up: opening it says so
        there = True
    if not there:
        raise InputError("browse_no_library", path=path)
    with Library(path):
        pass  # refuses what is not a library; brings an older library up to date first
    try:
        serve(path, args.port, out)
    except OSError as exc:
        raise InputError("browse_cannot_serve", port=args.port, reason=describe_os_error(exc)) from None
    return 0


def _cmd_delete(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    done = lib.delete_articles(args.articles)
    if args.json:
        _dump(
            {
                "articles": list(done.articles),
                "highlights": done.highlights,
                "passages": done.passages,
                "short_discrepancies": [
                    {"id": d.id, "comparison": d.comparison, "title": d.title, "passages": d.passages}
                    for d in done.short
                ],
            },
            out,
        )
        return 0
    # "deleted" agrees with the articles in number (Spanish: "borrado 1 artículo", "borrados 2").
    out.write(ngettext(
        "deleted {articles}, {highlights}, {passages} of discrepancies",
        "deleted {articles}, {highlights}, {passages} of discrepancies",
        len(done.articles),
    ).format(
        articles=_plural(len(done.articles), "articles"), highlights=_plural(done.highlights, "highlights"),
        passages=_plural(done.passages, "passages")) + "\n")
    for d in done.short:
        out.write(_("kept with {passages}: discrepancy {id} \u201c{title}\u201d; add a passage or delete it").format(
            passages=_plural(d.passages, "passages"), id=d.id[:12], title=d.title) + "\n")
    return 0


def suggestion_json(s: Any) -> dict[str, Any]:
    return dict(s.to_json())


def _cmd_suggest(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .suggest import service

    chosen = args.accept if args.accept is not None else args.dismiss  # '' is a (missing) id, not no option
    if chosen is not None and not args.comparison:
        raise UsageError("parallax: error: " + _("--accept and --dismiss need --comparison NAME"))
    if args.comparison and args.articles:
        raise UsageError("parallax: error: " + _("give --comparison NAME or ARTICLE..., not both"))
    if not args.comparison and not args.articles:
        raise UsageError("parallax: error: " + _("give --comparison NAME or two or more ARTICLE ids"))
    if chosen is not None:
        found = service.find(lib, args.comparison, chosen)
        if args.accept is not None:
            d = service.accept(lib, args.comparison, found)
            if args.json:
                _dump(discrepancy_json(d, lib.get_comparison(d.comparison).name), out)
            else:
                _print_discrepancy(d, lib, out)
            return 0
        service.dismiss(lib, args.comparison, found)
        if args.json:
            _dump(suggestion_json(found), out)
        else:
            out.write(_("dismissed {id}").format(id=found.id) + f"  [{_kind_shown(found.kind)}] {found.title}\n")
        return 0
    kinds = list(dict.fromkeys(args.kind))
    for kind in kinds:
        lib.check_kind(kind)
    if args.comparison:
        result = service.comparison_suggestions(lib, args.comparison, kinds=kinds or None, top=args.top)
    else:
        result = service.article_suggestions(lib, args.articles, kinds=kinds or None, top=args.top)
    for note in result.notes:
        err.write("parallax: " + _("note: {note}").format(note=note) + "\n")
    if args.json:
        _dump([suggestion_json(s) for s in result.suggestions], out)
        return 0
    names: dict[str, str] = {}
    for s in result.suggestions:
        out.write(f"{s.id}  [{_kind_shown(s.kind)}] {s.title}  ({decimal(s.score, 2)})\n")
        for p in s.passages:
            if p.article not in names:
                info = lib.get_article_info(p.article)
                names[p.article] = info.outlet or info.title[:30]
            out.write(f"    {names[p.article]}: \u201c{p.exact}\u201d  => {p.value}\n")
    if not result.suggestions:
        out.write(_("no suggestions") + "\n")
    return 0


_COMMANDS = {
    "list": _cmd_list,
    "comparisons": _cmd_comparisons,
    "show": _cmd_show,
    "search": _cmd_search,
    "highlight": _cmd_highlight,
    "link": _cmd_link,
    "discrepancies": _cmd_discrepancies,
    "edit": _cmd_edit,
    "export": _cmd_export,
    "report": _cmd_report,
    "delete": _cmd_delete,
}

_WRITES = {"import", "highlight", "link", "edit", "delete", "suggest", "exercise"}


def parse(argv: Sequence[str]) -> argparse.Namespace:
    from .argparse_words import speaking, translate_metavars

    with speaking():
        parser = build_parser()
        translate_metavars(parser)
        parsed = parser.parse_args(list(argv))
        if parsed.command == "import":
            if not parsed.files and parsed.zotero is None:
                parser.error(_("import needs FILE... or --zotero DIR"))
            if parsed.collection is not None and parsed.zotero is None:
                parser.error(_("--collection is for --zotero"))
        return parsed


class DesktopRequest:
    """A command line that asks for the desktop app: no command, or ``open FILE...``.

    ``library`` is the ``--library`` given, else None (the default library). A plain class:
    a NamedTuple here would compile its (string) annotations on every start.
    """

    __slots__ = ("files", "library")

    def __init__(self, library: Path | None, files: tuple[Path, ...] = ()) -> None:
        self.library = library
        self.files = files


def parse_request(argv: Sequence[str]) -> DesktopRequest | argparse.Namespace:
    """What ``argv`` asks for: the desktop app, or a command's parsed arguments.

    The usual start (nothing, or only ``--library PATH``) is read without building the parser:
    its 24 sub-parsers cost the app's start ~10 ms. Anything else goes through argparse, so
    errors, ``--help`` and ``--version`` behave as documented. Raises :class:`UsageError`.
    """
    args = list(argv)
    if not args:
        return DesktopRequest(None)
    if len(args) == 2 and args[0] == "--library" and args[1] and not args[1].startswith("-"):
        return DesktopRequest(Path(args[1]).expanduser())
    if len(args) == 1 and args[0].startswith("--library=") and len(args[0]) > len("--library="):
        return DesktopRequest(Path(args[0].partition("=")[2]).expanduser())
    use_language(environment_language())  # for --help and the command's messages
    parsed = parse(args)
    _check_arguments(args, parsed)
    if parsed.command in (None, "open"):
        library = Path(parsed.library).expanduser() if parsed.library is not None else None
        return DesktopRequest(library, tuple(Path(f) for f in getattr(parsed, "files", None) or ()))
    return parsed


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one command; returns the exit status, or :data:`DESKTOP` for the desktop app."""
    err = err or sys.stderr
    try:
        request = parse_request(sys.argv[1:] if argv is None else argv)
    except UsageError as exc:
        plain(err).write(f"{exc}\n")
        return 2
    if isinstance(request, DesktopRequest):
        return DESKTOP
    return run_command(request, out=out, err=err)


def run_command(args: argparse.Namespace, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command ``args`` were parsed for (by :func:`parse_request`)."""
    err = err or sys.stderr
    use_language(environment_language())
    out = out or sys.stdout
    if out is None:  # started with standard output closed
        return _fail(err, _("standard output is closed; nothing was done"))
    out, err = plain(out), plain(err)  # text, never terminal commands
    path = None
    try:
        if args.command == "browse":
            return _cmd_browse(args, out)
        path = _library_path(args)
        with Library(path) as lib:
            if lib.read_only and args.command not in _WRITES and err is not None:
                said = _("the library {path} is read-only; it is opened for reading only").format(path=path)
                err.write("parallax: " + _("note: {note}").format(note=said) + "\n")
            if args.command == "import":
                status = _cmd_import(lib, args, out, err)
            elif args.command == "suggest":
                status = _cmd_suggest(lib, args, out, err)
            else:
                from .classroom import commands as classroom

                if args.command == "sheet":
                    status = classroom.run_sheet(lib, args, out, err, PDF_WRITER)
                elif args.command in classroom.COMMANDS:
                    status = classroom.COMMANDS[args.command](lib, args, out, err)
                else:
                    status = _COMMANDS[args.command](lib, args, out)
        out.flush()
        return status
    except ParallaxError as exc:
        if type(exc) is LibraryError and path is not None:  # an SQLite error of no known kind
            exc = db.check_file(path) or exc
        return _fail(err, str(exc))
    except argparse.ArgumentTypeError as exc:
        return _fail(err, f"--library: {exc}")
    except sqlite3.Error as exc:
        return _fail(err, str(db.translate(exc, str(path))))
    except UsageError as exc:
        if err is not None:
            err.write(f"{exc}\n")
        return 2
    except BrokenPipeError:
        return 1
    except OSError as exc:
        return _fail(err, _("cannot write the output: {reason}").format(reason=describe_os_error(exc)))
    except KeyboardInterrupt:
        if err is not None:
            err.write("parallax: " + _("interrupted") + "\n")
        return 130
    except Exception:
        # A bug, or damaged pages read back as nonsense (a missing id, a wrong type): tell
        # which, by checking the file, before anything is said.
        problem = db.check_file(path) if path is not None else None
        if problem is None:
            raise
        return _fail(err, str(problem))


def _fail(err: TextIO | None, message: str) -> int:
    """Say what went wrong (if there is a standard error to say it on); exit status 1."""
    if err is not None:
        with contextlib.suppress(OSError, ValueError):
            err.write(f"parallax: error: {message}\n")
            err.flush()
    return 1


def run() -> None:
    """Entry point for scripted use without the desktop (``python -m parallax.library``)."""
    status = main()
    if status == DESKTOP:
        sys.stderr.write("parallax: error: " + _("the desktop app is not available from this entry point") + "\n")
        status = 1
    sys.exit(status)
