"""The suggest command: list, accept or dismiss the discrepancies the finder proposes."""

from __future__ import annotations

import argparse
from typing import TextIO

from ..i18n import _, decimal
from ..store import Library
from .arguments import UsageError
from .shapes import discrepancy_json, dump, kind_shown, print_discrepancy, suggestion_json

__all__ = ['suggest']


def suggest(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from ..suggest import service

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
                dump(discrepancy_json(d, lib.get_comparison(d.comparison).name), out)
            else:
                print_discrepancy(d, lib, out)
            return 0
        service.dismiss(lib, args.comparison, found)
        if args.json:
            dump(suggestion_json(found), out)
        else:
            out.write(_("dismissed {id}").format(id=found.id) + f"  [{kind_shown(found.kind)}] {found.title}\n")
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
        dump([suggestion_json(s) for s in result.suggestions], out)
        return 0
    names: dict[str, str] = {}
    for s in result.suggestions:
        out.write(f"{s.id}  [{kind_shown(s.kind)}] {s.title}  ({decimal(s.score, 2)})\n")
        for p in s.passages:
            if p.article not in names:
                info = lib.get_article_info(p.article)
                names[p.article] = info.outlet or info.title[:30]
            out.write(f"    {names[p.article]}: \u201c{p.exact}\u201d  => {p.value}\n")
    if not result.suggestions:
        out.write(_("no suggestions") + "\n")
    return 0
