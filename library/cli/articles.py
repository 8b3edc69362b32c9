"""The commands about articles and comparisons: import, list, comparisons, show, search, edit, delete."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from ..errors import InputError
from ..i18n import _, ngettext
from ..store import Library
from .shapes import article_json, dump, highlight_json, import_summary, plural, print_merge

__all__ = ['comparisons', 'delete', 'edit', 'import_', 'list_', 'search', 'show']


def import_(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from ..ingest import import_paths

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
        from ..zotero import import_zotero

        found, chosen = import_zotero(lib, Path(args.zotero), collection=args.collection,
                                      comparison=args.comparison, progress=progress)
        results.extend(found)
        for warning in chosen.warnings:
            err.write("parallax: " + _("note: {note}").format(note=warning) + "\n")
    if show_progress:
        err.write("\r" + " " * 72 + "\r")
    failed = [r for r in results if r.status == "error"]
    if args.json:
        dump([r.as_json() for r in results], out)
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
                print_merge(merge, out)
        counts = {s: sum(1 for r in results if r.status == s) for s in ("imported", "duplicate", "error")}
        out.write(import_summary(counts["imported"], counts["duplicate"], counts["error"]) + "\n")
    for r in failed:
        err.write(f"parallax: error: {r.error}\n")
    return 1 if failed else 0


def list_(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    articles = lib.list_articles(args.comparison)
    if args.json:
        dump([article_json(a) for a in articles], out)
        return 0
    for a in articles:
        outlet = (a.outlet or "")[:20]
        out.write(f"{a.id[:12]}  {outlet:<20}  {a.title}\n")
    return 0


def comparisons(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    comparisons = lib.list_comparisons()
    counts = {c.id: len(lib.list_discrepancies(c.id)) for c in comparisons}
    if args.json:
        dump(
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
        sizes = f"{plural(len(c.article_ids), 'articles')}, {plural(counts[c.id], 'discrepancies')}"
        out.write(f"{c.id[:12]}  {c.name}  ({sizes})\n")
    return 0


def show(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    article = lib.get_article(args.article)
    highlights = lib.list_highlights(article.id)
    if args.json:
        data = article_json(article.info)
        data["reading_text"] = article.reading_text
        data["highlights"] = [highlight_json(h) for h in highlights]
        dump(data, out)
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


def search(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    hits = lib.search(args.query, limit=args.limit, every=args.every)
    if args.json:
        dump([{**article_json(h.article), "snippet": h.snippet, "rank": h.rank} for h in hits], out)
        return 0
    for h in hits:
        out.write(f"{h.article.id[:12]}  {h.article.title}\n    {h.snippet}\n")
    if not hits:
        out.write(_("no matches") + "\n")
    return 0


def edit(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    fields = {
        name: getattr(args, name)
        for name in ("title", "outlet", "author", "published", "url", "language")
        if getattr(args, name) is not None
    }
    if not fields:
        raise InputError("nothing_to_change")
    info = lib.update_article(args.article, **{k: (v or None) for k, v in fields.items()})
    if args.json:
        dump(article_json(info), out)
    else:
        out.write(f"{info.id[:12]}  {info.title}\n")
    return 0


def delete(lib: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    done = lib.delete_articles(args.articles)
    if args.json:
        dump(
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
        articles=plural(len(done.articles), "articles"), highlights=plural(done.highlights, "highlights"),
        passages=plural(done.passages, "passages")) + "\n")
    for d in done.short:
        out.write(_("kept with {passages}: discrepancy {id} \u201c{title}\u201d; add a passage or delete it").format(
            passages=plural(d.passages, "passages"), id=d.id[:12], title=d.title) + "\n")
    return 0
