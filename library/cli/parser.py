"""Every command, declared once: its options, its help and the function that runs it.

``command(name, help, run=...)`` registers a command with argparse's ``set_defaults``: the
runner (:mod:`.running`) calls ``args.run`` whatever the command is, opening the library first
unless the command says it opens it itself. The help is declared in plain English and looked up
in the library's catalogue as it is shown (context ``cli-help``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NoReturn

from .. import __version__
from ..i18n import LANGUAGES, _
from ..models import STATUSES
from . import annotating, articles, suggesting, writing
from .arguments import UsageError, count_arg, library_arg, port_arg

__all__ = ["Command", "build_parser"]

Command = Callable[..., argparse.ArgumentParser]
"""``command(name, help, *, run, json_flag=True, writes=False, opens_library=True, check=None)``:
registers a sub-command and returns its parser for the options.

``run(lib, args, out, err) -> int`` runs it (``run(args, out, err)`` for a command that opens
the library itself); ``writes``: it changes the library (no read-only note); ``check(parser,
args)``: a rule argparse cannot say, checked after parsing."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.format_usage().rstrip()}\n{self.prog}: error: {message}")

    def format_help(self) -> str:
        """The help in the library's language: each description and help text is looked up in
        the catalogue (context ``cli-help``) as it is shown, so the commands are declared in
        plain English below. argparse's own words (usage, options) come from
        :mod:`.argparse_words`."""
        from ..i18n import ENGLISH, current_language, pgettext

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

    def command(name: str, help_text: str, *, run: Callable[..., int] | None, json_flag: bool = True,
                writes: bool = False, opens_library: bool = True,
                check: Callable[[argparse.ArgumentParser, argparse.Namespace], None] | None = None,
                ) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--library", metavar="PATH", type=library_arg, default=argparse.SUPPRESS, help=argparse.SUPPRESS)
        if json_flag:
            p.add_argument("--json", action="store_true", help="print one JSON document on stdout")
        p.set_defaults(run=run, writes=writes, opens_library=opens_library, check=check)
        return p

    p = command("open", "open the desktop app with these files side by side", run=None, json_flag=False)
    p.add_argument("files", nargs="*", metavar="FILE", help="documents to import and show side by side")

    p = command("import", "import documents (text, Markdown, HTML, PDF, DOCX, EPUB) or .parallax bundles",
                run=articles.import_, writes=True, check=_check_import)
    p.add_argument("files", nargs="*", metavar="FILE", help="documents or .parallax bundles to import")
    p.add_argument("--zotero", metavar="DIR", help="import the items of a Zotero data folder (snapshots and PDFs, "
                   "with Zotero's metadata)")
    p.add_argument("--collection", metavar="NAME", help="with --zotero: only this collection's items, as a comparison "
                   "of its name")
    p.add_argument("--comparison", metavar="NAME", help="add the articles to this comparison (created if new)")
    p.add_argument("--encoding", metavar="CODEC", help="decode text files with this encoding instead of detecting it")
    p.add_argument("--whole-page", action="store_true", help="for web pages, import all visible text instead of the extracted article")

    p = command("list", "list articles (of one comparison, in pane order)", run=articles.list_)
    p.add_argument("--comparison", metavar="NAME", help="only the articles of this comparison, in pane order")

    command("comparisons", "list comparisons", run=articles.comparisons)

    p = command("show", "show an article's metadata and reading text", run=articles.show)
    p.add_argument("article", metavar="ARTICLE", help="article id or unique id prefix")

    p = command("search", "full-text search over titles, outlets and texts", run=articles.search)
    p.add_argument("query", metavar="QUERY", help='words that must all occur; "double quotes" keep a phrase')
    p.add_argument("--limit", type=count_arg(), default=50, help="at most this many results (default 50)")
    p.add_argument("--all", action="store_true", dest="every",
                   help="rank every match together (by default the 10,000 newest matches are ranked first)")

    p = command("highlight", "highlight a quoted passage of an article", run=annotating.highlight, writes=True)
    p.add_argument("article", metavar="ARTICLE", help="article id or unique id prefix")
    p.add_argument("--quote", required=True, metavar="TEXT", help="the exact passage as it appears in the reading text")
    p.add_argument("--occurrence", type=count_arg(), metavar="N", help="which occurrence, when the passage occurs several times (1-based)")
    p.add_argument("--label", metavar="L", help="a kind to label the highlight with (count, outcome...)")
    p.add_argument("--note", metavar="T", default="", help="a note on the highlight")

    p = command("link", "link highlighted passages into a discrepancy", run=annotating.link, writes=True)
    p.add_argument("highlights", nargs="+", metavar="HIGHLIGHT", help="two or more highlight ids or unique prefixes")
    p.add_argument("--kind", required=True, metavar="KIND", help="count, outcome, attribution, timeline, location, wording, quote, omission, agreement, other")
    p.add_argument("--title", required=True, metavar="TEXT", help="what the passages disagree about")
    p.add_argument("--claim", action="append", default=[], metavar="HIGHLIGHT=VALUE", help="what that source claims (repeatable)")
    p.add_argument("--note", metavar="T", default="", help="a note on the discrepancy")
    p.add_argument("--status", choices=STATUSES, default="open", help="open (default), explained or resolved")
    p.add_argument("--comparison", metavar="NAME", help="an existing comparison to put it in (default: the one holding the articles)")

    p = command("discrepancies", "list discrepancies with their passages and claims", run=annotating.discrepancies)
    p.add_argument("--comparison", metavar="NAME", help="only those of this comparison")
    p.add_argument("--kind", metavar="KIND", help="only those of this kind")
    p.add_argument("--status", choices=STATUSES, help="only those with this status")

    p = command("edit", "correct an article's metadata (the text never changes)", run=articles.edit, writes=True)
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

    p = command("export", "write a comparison (or the whole library) as a .parallax bundle or a REFI-QDA project",
                run=writing.export)
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

    p = command("suggest", "suggest discrepancies: the slots (counts, outcomes, dates...) where the articles disagree",
                run=suggesting.suggest, writes=True)
    p.add_argument("articles", nargs="*", metavar="ARTICLE", help="article ids or unique prefixes (two or more), instead of --comparison")
    p.add_argument("--comparison", metavar="NAME", help="suggest for this comparison (leaves out dismissed and annotated ones)")
    p.add_argument("--top", type=count_arg(), default=30, metavar="K", help="at most K suggestions, best first (default 30)")
    p.add_argument("--kind", action="append", default=[], metavar="KIND", help="only suggestions of this kind (repeatable); 'agreement' lists where all agree")
    act = p.add_mutually_exclusive_group()
    act.add_argument("--accept", metavar="ID", help="make this suggestion a discrepancy (highlights and claims) and print it")
    act.add_argument("--dismiss", metavar="ID", help="do not suggest this again in the comparison")

    p = command("report", "write a report of a comparison's discrepancies", run=writing.report, json_flag=False)
    p.add_argument("--comparison", required=True, metavar="NAME", help="the comparison to report on")
    p.add_argument("--format", required=True, choices=("html", "md", "csv", "json", "pdf"),
                   help="html, md, csv, json, or pdf (the HTML printed on A4; needs -o)")
    p.add_argument("-o", "--output", metavar="OUT", help="file to write (default: standard output)")
    p.add_argument("--lang", metavar="LANG", choices=tuple(LANGUAGES),
                   help="language of the report's own words: en or es (default: the environment's language)")

    p = command("browse", "browse the library in a web browser with Datasette (read-only, this computer only)",
                run=writing.browse, json_flag=False, opens_library=False)
    p.add_argument("--port", type=port_arg, default=8001, metavar="N", help="port on 127.0.0.1, 1 to 65535 (default 8001; 0 picks a free one)")

    from ..classroom.commands import add_parsers  # exercise, handin, score, sheet

    add_parsers(command)

    p = command("delete", "delete articles with their highlights and their passages in discrepancies",
                run=articles.delete, writes=True)
    p.add_argument("articles", nargs="+", metavar="ARTICLE", help="article ids or unique id prefixes")
    return parser


def _check_import(parser: argparse.ArgumentParser, parsed: argparse.Namespace) -> None:
    if not parsed.files and parsed.zotero is None:
        parser.error(_("import needs FILE... or --zotero DIR"))
    if parsed.collection is not None and parsed.zotero is None:
        parser.error(_("--collection is for --zotero"))
