"""The commands that annotate: highlight, link and discrepancies."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TextIO

from ..errors import InputError
from ..i18n import _
from ..store import Library
from .shapes import discrepancy_json, dump, highlight_json, print_discrepancy

__all__ = ['discrepancies', 'highlight', 'link']


def highlight(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    h = lib.highlight_quote(args.article, args.quote, occurrence=args.occurrence, label=args.label, note=args.note)
    if args.json:
        dump(highlight_json(h), out)
    else:
        out.write(f"{h.id}  {h.start}:{h.end}  {h.exact!r}\n")
    return 0


def parse_claims(values: Sequence[str]) -> dict[str, str]:
    claims: dict[str, str] = {}
    for value in values:
        key, sep, claim = value.partition("=")
        if not sep or not key.strip():
            raise InputError("claim_syntax", value=value)
        claims[key.strip()] = claim
    return claims


def link(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    # An unknown --comparison is a typo to report, not a new comparison to create.
    from ..session import ComparisonSession

    comparison = lib.resolve_comparison(args.comparison) if args.comparison is not None else None
    given = parse_claims(args.claim)
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
        dump(discrepancy_json(d, lib.get_comparison(d.comparison).name), out)
    else:
        print_discrepancy(d, lib, out)
    return 0


def discrepancies(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.kind is not None:
        lib.check_kind(args.kind)
    found = lib.list_discrepancies(args.comparison, kind=args.kind, status=args.status)
    names = {c.id: c.name for c in lib.list_comparisons()}
    if args.json:
        dump([discrepancy_json(d, names.get(d.comparison)) for d in found], out)
        return 0
    for d in found:
        print_discrepancy(d, lib, out)
    if not found:
        out.write(_("no discrepancies") + "\n")
    return 0
