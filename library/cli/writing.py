"""The commands that write files or serve the library: export, report and browse."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from ..errors import InputError
from ..i18n import _
from ..outputs import describe_os_error, safe_output, write_output
from ..store import Library
from .arguments import library_path
from .shapes import dump, plural

__all__ = ['browse', 'export', 'report']


def export(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    fmt = args.format or ("qdpx" if args.out.lower().endswith(".qdpx") else "parallax")
    if fmt == "qdpx":
        return export_qdpx_command(lib, args, out)
    from ..bundles import export_bundle
    from ..creator import creator_name

    creator = creator_name(args.creator)
    summary = export_bundle(lib, safe_output(args.out, lib.path), comparisons=args.comparison, creator=creator)
    summary["creator"] = creator
    if args.json:
        dump(summary, out)
    else:
        counts = ", ".join(plural(summary[k], k) for k in ("comparisons", "articles", "annotations"))
        out.write(_("wrote {path}: {counts}").format(path=args.out, counts=counts) + "\n")
        no_creator(creator, out)
    return 0


def no_creator(creator: str | None, out: TextIO) -> None:
    if creator is None:
        out.write("           " + _("no creator named: give --creator NAME, your name in the app's Preferences, "
                                    "or set PARALLAX_USER") + "\n")


def export_qdpx_command(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    from ..creator import creator_name
    from ..qdpx import export_qdpx

    creator = creator_name(args.creator)
    summary = export_qdpx(lib, safe_output(args.out, lib.path), comparisons=args.comparison, creator=creator)
    summary["creator"] = creator
    if args.json:
        dump(summary, out)
    else:
        counts = ", ".join(plural(summary[k], k) for k in ("articles", "selections", "codes"))
        out.write(_("wrote {path}: {counts}").format(path=args.out, counts=counts) + "\n")
        no_creator(creator, out)
        if summary["skipped"]:
            left = plural(summary["skipped"], "orphaned highlights")
            out.write("           " + _("{highlights} left out").format(highlights=left) + "\n")
    return 0


def report(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from ..reports import render_report

    if args.format == "pdf":
        from ..classroom.commands import write_output as write_sheet

        if not args.output:
            raise InputError("pdf_needs_file")
        write_sheet(render_report(lib, args.comparison, "html", args.lang), args.output, "pdf", out, args.pdf_writer, lib.path)
        return 0
    target = safe_output(args.output, lib.path) if args.output is not None else None
    content = render_report(lib, args.comparison, args.format, args.lang)
    if target is not None:
        write_output(target, content, lib.path)
    else:
        out.write(content)
    return 0


def browse(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from ..browse import serve

    path = library_path(args)
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
