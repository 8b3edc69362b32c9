"""The classroom's commands: ``exercise``, ``handin``, ``score`` and ``sheet`` (docs/cli.md).

Kept beside the classroom code; :mod:`..cli.parser` calls :func:`add_parsers`, which declares
each command once with the function that runs it, like the command line's own.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from ..errors import InputError
from ..i18n import LANGUAGES, _, decimal, in_language, kind_label, ngettext
from ..outputs import describe_os_error

if TYPE_CHECKING:
    from ..store import Library
    from .scoring import ClassResult

__all__ = ["add_parsers"]

Add = Callable[..., argparse.ArgumentParser]


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=repr(value))) from None
    if not 1 <= number <= 10_000:
        raise argparse.ArgumentTypeError(
            _("{value} is out of range: give {low} to {high}").format(value=value, low=1, high="10 000")
        )
    return number


def add_parsers(command: Add) -> None:
    """Add the classroom sub-commands with the command line's ``command(name, help, run=...)``."""
    p = command("exercise", "write an exercise bundle of a comparison: its articles and instructions, no answers",
                run=_cmd_exercise, writes=True)
    p.add_argument("--comparison", required=True, metavar="NAME", help="the comparison whose discrepancies are the key")
    p.add_argument("out", metavar="OUT.parallax", help="the exercise bundle to write")
    p.add_argument("--instructions", metavar="TEXT", help="what students should do (a default text otherwise)")
    p.add_argument("--hints", action="store_true", help="add a hint for each kind of discrepancy the key holds")
    p.add_argument("--find", type=_positive, metavar="N", help='tell students to "find N discrepancies"')

    p = command("handin", "write a student's hand-in of an exercise, their name as the annotations' creator",
                run=_cmd_handin)
    p.add_argument("--comparison", required=True, metavar="NAME", help="the exercise comparison")
    p.add_argument("out", metavar="OUT.parallax", help="the hand-in bundle to write")
    p.add_argument("--student", metavar="NAME", help="the student's name (default: the one given when it was opened)")

    p = command("score", "score students' hand-ins against the key comparison, per student and for the class",
                run=_cmd_score)
    p.add_argument("--key", required=True, metavar="COMPARISON", help="the teacher's comparison (name or id)")
    p.add_argument("files", nargs="+", metavar="STUDENT.parallax", help="the students' hand-in bundles")
    p.add_argument("--csv", action="store_true", help="print a CSV table: a row per student, a column per key item")
    p.add_argument("--accept", action="append", default=[], metavar="STUDENT:N",
                   help="first copy find N of this student (name or file) into the key, then score (repeatable)")
    p.add_argument("--weight", action="append", default=[], metavar="ITEM=WEIGHT",
                   help="first give key item ITEM (its number or id) a weight, kept in the library; 1 by default (repeatable)")
    p.add_argument("--comment", action="append", default=[], metavar="STUDENT:N=TEXT",
                   help="first keep a comment on find N of this student, printed on their feedback; empty TEXT removes it (repeatable)")

    p = command("sheet", "write a printable worksheet, answer key, feedback or class summary", run=run_sheet,
                json_flag=False)
    p.add_argument("sheet", choices=("worksheet", "key", "feedback", "summary"), help="which sheet")
    p.add_argument("--comparison", required=True, metavar="NAME", help="the exercise's (key) comparison")
    p.add_argument("--handins", nargs="+", default=[], metavar="STUDENT.parallax",
                   help="the students' hand-ins (for feedback and summary)")
    p.add_argument("--student", action="append", default=[], metavar="NAME", help="feedback only for this student (repeatable)")
    p.add_argument("--hide-outlets", action="store_true", help="call the sources Source A, B, C… (blind reading)")
    p.add_argument("--format", choices=("html", "pdf"), default="html", help="HTML (default) or PDF")
    p.add_argument("-o", "--output", metavar="OUT", help="file to write (required for PDF; default: standard output)")
    p.add_argument("--lang", metavar="LANG", choices=tuple(LANGUAGES),
                   help="language of the sheet's own words: en or es (default: the environment's language)")


def _dump(data: Any, out: TextIO) -> None:
    json.dump(data, out, ensure_ascii=False, indent=2)
    out.write("\n")


def _cmd_exercise(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .exercise import make_exercise

    summary = make_exercise(lib, args.comparison, Path(args.out), instructions=args.instructions,
                            hints=args.hints, find=args.find)
    if args.json:
        _dump(summary, out)
    else:
        articles, items = summary["articles"], summary["key_items"]
        said = _("wrote {path}: exercise {name!r}, {articles}, no answers; the key ({items}) stays in this library")
        out.write(said.format(
            path=args.out, name=summary["name"],
            articles=ngettext("{count} article", "{count} articles", articles).format(count=articles),
            items=ngettext("{count} discrepancy", "{count} discrepancies", items).format(count=items)) + "\n")
    if not summary["key_items"]:
        err.write("parallax: " + _("warning: {warning}").format(
            warning=_("the comparison has no discrepancies yet: there is no key to score against")) + "\n")
    return 0


def _cmd_handin(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .exercise import hand_in

    summary = hand_in(lib, args.comparison, Path(args.out), student=args.student)
    if args.json:
        _dump(summary, out)
    else:
        count = summary["discrepancies"]
        out.write(_("wrote {path}: {student}'s hand-in, {discrepancies}").format(
            path=args.out, student=summary["student"],
            discrepancies=ngettext("{count} discrepancy", "{count} discrepancies", count).format(count=count)) + "\n")
    return 0


def _accept(lib: Library, key: str, values: list[str], files: list[Path]) -> list[str]:
    from .scoring import accept_find

    made = []
    for value in values:
        who, sep, number = value.rpartition(":")
        if not sep or not (number.isascii() and number.isdigit()) or not who:
            raise InputError("accept_syntax", value=value)
        [path] = _handin_of(who, value, files)
        made.append(accept_find(lib, key, path, int(number)))
    return made


def _weights(lib: Library, key: str, values: list[str]) -> None:
    from .scoring import set_weight

    for value in values:
        item, sep, weight = value.partition("=")
        try:
            number = float(weight.replace(",", "."))
        except ValueError:
            raise InputError("weight_syntax", value=value) from None
        if not sep or not item.strip():
            raise InputError("weight_syntax", value=value)
        set_weight(lib, key, item, number)


def _comments(lib: Library, key: str, values: list[str], files: list[Path]) -> None:
    from .scoring import load_key, score_files, set_comment

    for value in values:
        target, sep, text = value.partition("=")
        who, colon, number = target.rpartition(":")
        if not sep or not colon or not who or not (number.isascii() and number.isdigit()):
            raise InputError("comment_syntax", value=value)
        [path] = _handin_of(who, value, files)
        result = score_files(lib, key, [path])
        finds = result.students[0].finds if result.students else []
        if not 1 <= int(number) <= len(finds):
            raise InputError("find_number_missing", name=path.name, count=len(finds), number=int(number))
        set_comment(lib, load_key(lib, key).comparison, result.students[0].name, finds[int(number) - 1].id, text)


def _handin_of(who: str, value: str, files: list[Path]) -> list[Path]:
    """The one hand-in of ``files`` that ``who`` names (the student's name, the file or its name)."""
    from .bundle_io import peek_manifest
    from .exercise import handin_field

    matches = []
    for path in files:
        handin = handin_field(peek_manifest(path))
        names = {str(path), path.name, path.stem}
        if handin is not None:
            names.add(" ".join(handin["student"].split()))
        if who.casefold() in {n.casefold() for n in names}:
            matches.append(path)
    if len(matches) != 1:
        raise InputError("accept_no_handin" if not matches else "accept_several_handins", value=value, who=who)
    return matches


CSV_HEAD = ("name", "file", "found", "partial", "missed", "not_in_key", "asked", "in_key", "score", "explanation",
            "reason")


def score_csv(result: ClassResult) -> str:
    """A row per student, a column per key item (found / partial / empty); the last row the
    share who found each item. UTF-8 with a byte order mark, CRLF, formulas defused."""
    from ..reports.text import _safe

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    key = result.key
    items = key.items
    writer.writerow([*CSV_HEAD, *(_safe(f"{n}. {k.title}") for n, k in enumerate(items, 1))])
    for s in result.students:
        how = {k.id: "found" for k, _ in s.found} | {k.id: "partial" for k, _ in s.partial}
        writer.writerow([_safe(s.name), _safe(s.path), len(s.found), len(s.partial), len(s.missed), len(s.not_in_key),
                         key.asked, len(items), s.score, _safe(s.explain(key) if s.reason is None else ""),
                         _safe(s.reason or ""), *(how.get(k.id, "") for k in items)])
    if key.weighted:
        writer.writerow(["weight", *([""] * (len(CSV_HEAD) - 1)), *(k.weight for k in items)])
    writer.writerow(["found_by", *([""] * (len(CSV_HEAD) - 1)), *(result.found_by(k) for k in items)])
    return "\ufeff" + buffer.getvalue()


def _print_result(result: ClassResult, out: TextIO) -> None:
    key = result.key
    count = len(key.items)
    items = ngettext("{count} discrepancy", "{count} discrepancies", count).format(count=count)
    out.write(_("key: {name} ({items})").format(name=key.name, items=items) + "\n")
    if key.find:
        out.write(_("students were asked to find {count}").format(count=key.asked) + "\n")
    out.write("\n")
    for s in result.students:
        out.write(f"{s.name}: {decimal(s.score)} %  " + (s.explain(key) if s.reason is None else "") + "\n")
        out.write("    " + _("found {found}, partly {partly}, missed {missed}, not in the key {not_in_key}").format(
            found=len(s.found), partly=len(s.partial), missed=len(s.missed), not_in_key=len(s.not_in_key)) + "\n")
        if s.reason:
            out.write(f"    {s.reason}\n")
        for k, f in s.partial:
            out.write("    " + _("partly: {title} (theirs no. {number} is {theirs}, the key says {key})").format(
                title=k.title, number=f.number, theirs=kind_label(f.kind), key=kind_label(k.kind)) + "\n")
        for k in s.missed:
            out.write("    " + _("missed:  {title}").format(title=k.title) + "\n")
        for f in s.not_in_key:
            out.write("    " + _("not in the key: no. {number} {title} ({kind})").format(
                number=f.number, title=f.title, kind=kind_label(f.kind)) + "\n")
        for f in s.finds:
            if f.comment:
                out.write("    " + _("comment on no. {number}: {comment}").format(number=f.number, comment=f.comment) + "\n")
    out.write("\n" + _("found by:") + "\n")
    for n, k in enumerate(key.items, 1):
        weight = "  " + _("(weight {weight})").format(weight=decimal(k.weight)) if k.weight != 1 else ""
        out.write(f"  {round(100 * result.found_by(k)):>3} %  {n}. {k.title}{weight}\n")
    if result.common_false:
        out.write("\n" + _("common finds not in the key:") + "\n")
        for group in result.common_false:
            names = sorted({name for name, _find in group})
            students = ngettext("{count} student", "{count} students", len(names)).format(count=len(names))
            out.write(f"  {students} ({', '.join(names)}): {group[0][1].title}\n")
    for note in result.notes:
        out.write(_("note: {note}").format(note=note) + "\n")


def _cmd_score(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .scoring import score_files

    if args.json and args.csv:
        raise InputError("json_or_csv")
    files = [Path(f) for f in args.files]
    accepted = _accept(lib, args.key, args.accept, files) if args.accept else []
    _weights(lib, args.key, args.weight)
    _comments(lib, args.key, args.comment, files)
    result = score_files(lib, args.key, files)
    if args.json:
        data = result.as_json()
        data["accepted"] = accepted
        _dump(data, out)
    elif args.csv:
        out.write(score_csv(result))
    else:
        for did in accepted:
            out.write(_("accepted into the key: {id}").format(id=did[:12]) + "\n")
        _print_result(result, out)
    for _file, reason in result.refused:
        err.write(f"parallax: error: {reason}\n")
    return 1 if result.refused else 0


PdfWriter = Callable[[str, Path], None]


def run_sheet(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    args.files = args.handins
    if args.sheet in ("worksheet", "key") and args.files:
        raise InputError("sheet_no_handins", sheet=args.sheet)
    if args.format == "pdf" and not args.output:
        raise InputError("pdf_needs_file")
    if args.sheet in ("feedback", "summary") and not args.files:
        raise InputError("sheet_needs_handins", sheet=args.sheet)
    with in_language(getattr(args, "lang", None)):
        html, refused = _sheet_html(lib, args)
    write_output(html, args.output, args.format, out, args.pdf_writer, lib.path)
    for _file, reason in refused:
        err.write(f"parallax: error: {reason}\n")
    return 1 if refused else 0


def _sheet_html(lib: Library, args: argparse.Namespace) -> tuple[str, list[tuple[str, str]]]:
    from . import worksheets
    from .scoring import score_files

    refused: list[tuple[str, str]] = []
    if args.sheet == "worksheet":
        html = worksheets.worksheet_html(lib, args.comparison, hide_outlets=args.hide_outlets)
    elif args.sheet == "key":
        html = worksheets.answer_key_html(lib, args.comparison, hide_outlets=args.hide_outlets)
    else:
        result = score_files(lib, args.comparison, [Path(f) for f in args.files])
        refused = result.refused
        html = (worksheets.feedback_html(lib, result, students=args.student) if args.sheet == "feedback"
                else worksheets.class_summary_html(lib, result))
    return html, refused


def write_output(html: str, output: str | None, fmt: str, out: TextIO, pdf: PdfWriter | None,
                 library_path: str | None = None) -> None:
    """HTML to standard output or a file; PDF through the desktop's printer when it is there.
    A file that is the library (or its companions) or not a regular file is refused first."""
    from .bundle_io import check_output

    if output is not None:
        check_output(Path(output), library_path)
    if fmt == "pdf":
        if pdf is None or output is None:
            raise InputError("pdf_unavailable")
        try:
            pdf(html, Path(output))
        except OSError as exc:
            raise InputError("cannot_write", path=output, reason=describe_os_error(exc)) from None
        return
    if output is None:
        out.write(html)
        return
    from ..outputs import write_output as write_file

    write_file(output, html, library_path)

