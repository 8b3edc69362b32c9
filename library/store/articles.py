"""Articles, comparisons and search: the reading material of a library."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from ..errors import InputError, NotFoundError
from ..models import METADATA_FIELDS, Article, ArticleInfo, Change, Comparison, SearchHit, new_id, now
from ..textmodel import TEXT_MODEL_VERSION, body_id, normalize_body, pack_blocks, parse_blocks
from .tables import Tables
from .unit_of_work import UnitOfWork, free_name, resolve_comparison


def _clean_meta(value: str | None) -> str | None:
    if value is None:
        return None
    value = " ".join(value.split())
    return value or None


SEARCH_WINDOW = 10_000
"""Matches ranked together at most: see :meth:`ArticleStore.search`."""

# Compiled by ``re`` at the first search, not when the app starts (~1.7 M instructions).
_WORD = r"\w[\w\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]*"
"""A word of a query: letters and digits, with the combining marks that follow them."""


def fts_query(text: str, *, prefix: bool = False) -> str:
    """Turn what a person types into a safe FTS5 query: every word must occur.

    Double-quoted phrases stay phrases; FTS5 operators and punctuation in the input are taken
    literally, so no query can be a syntax error. With ``prefix`` the last word also matches
    longer words, for search as you type.

    A last word of one letter after others is left out with ``prefix``: it is a word being
    typed, and searching for every word that starts with one letter costs the most of all.

    Accents never matter: the index folds them (``remove_diacritics 2``), and the query is
    composed (NFC) with combining marks kept inside their word, so "cancion", "canción" and a
    "canción" typed as ``o`` + U+0301 (as some keyboards send it) all find "canción".
    """
    terms = re.findall(r'"([^"]+)"|(\S+)', unicodedata.normalize("NFC", text))
    parts: list[str] = []
    for phrase, word in terms:
        raw = phrase or word
        tokens = re.findall(_WORD, raw)
        if not tokens:
            continue
        parts.append('"' + " ".join(tokens) + '"')
    if prefix and parts and not text.rstrip().endswith('"'):
        if len(parts) > 1 and len(parts[-1]) == 3:  # '"x"': one letter typed of the next word
            # A one-letter prefix has no prefix index (format 8): FTS5 would merge the posting
            # lists of every word starting with it, ~0.3 s on 100,000 articles, for a word
            # that the next keystroke changes. The words before it are searched meanwhile.
            parts.pop()
        else:
            parts[-1] = parts[-1] + "*"
    return " ".join(parts)


class ArticleStore:
    """The rules of articles and comparisons, over the shared tables."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables
        self._db = tables.db

    def _uow(self) -> UnitOfWork:
        return UnitOfWork(self._t)

    # -- articles ---------------------------------------------------------------------------
    def add_article(
        self,
        markdown: str,
        *,
        title: str | None = None,
        source_format: str = "markdown",
        outlet: str | None = None,
        author: str | None = None,
        published: str | None = None,
        url: str | None = None,
        language: str | None = None,
        comparison: str | None = None,
        source: tuple[str, str] | None = None,
    ) -> tuple[Article, bool]:
        body = normalize_body(markdown)
        aid = body_id(body)
        if comparison is None and self._t.articles.exists(aid):
            # Imported before (``parallax open`` of files already in the library): the stored
            # article is the one this body makes, so its Markdown is not parsed again (parsing
            # and loading the parser were ~40 % of opening three such files at start-up).
            if source is not None:
                self._t.imported_files.remember(*source, aid)
            return self.get_article(aid), False
        text = parse_blocks(body)
        if not text.reading_text.strip():
            raise InputError("document_no_text")
        if source is not None:  # written in the transaction below
            self._t.imported_files.remember(*source, aid)
        clean_title = _clean_meta(title) or (text.blocks[0].text.split("\n")[0][:200])
        with self._db.write():
            uow = self._uow()
            created = not self._t.articles.exists(aid)
            if created:
                uow.put_article(
                    {
                        "id": aid,
                        "title": clean_title,
                        "outlet": _clean_meta(outlet),
                        "author": _clean_meta(author),
                        "published": _clean_meta(published),
                        "url": _clean_meta(url),
                        "language": _clean_meta(language),
                        "source_format": source_format,
                        "imported_at": now(),
                        "markdown": body,
                        "reading_text": text.reading_text,
                        "text_model": TEXT_MODEL_VERSION,
                        "blocks": pack_blocks(text),
                    }
                )
            if comparison is not None:
                uow.add_to_comparison(uow.comparison(comparison, create=True), [aid])
        return self.get_article(aid), created

    def known_file(self, sha256: str, converter: str, comparison: str | None = None) -> tuple[str, str] | None:
        file = self._t.imported_files.article(sha256, converter)
        if file is not None and comparison is not None:
            with self._db.write():
                uow = self._uow()
                uow.add_to_comparison(uow.comparison(comparison, create=True), [file[0]])
        return file

    def resolve_article(self, id_or_prefix: str) -> str:
        return self._t.articles.resolve(id_or_prefix)

    def get_article(self, id_or_prefix: str) -> Article:
        article = self._t.articles.get(self.resolve_article(id_or_prefix))
        if article is None:
            raise NotFoundError("article_not_found", id=id_or_prefix)
        return article

    def get_article_info(self, aid: str) -> ArticleInfo:
        info = self._t.articles.info(aid)
        if info is None:
            raise NotFoundError("article_not_found", id=aid)
        return info

    def list_articles(
        self, comparison: str | None = None, *, limit: int | None = None, offset: int = 0
    ) -> list[ArticleInfo]:
        if comparison is None:
            return self._t.articles.all(limit, offset)
        return self._t.articles.in_comparison(self.resolve_comparison(comparison))

    def count_articles(self) -> int:
        return self._t.articles.count()

    def update_article(self, id_or_prefix: str, **fields: str | None) -> ArticleInfo:
        unknown = set(fields) - set(METADATA_FIELDS)
        if unknown:
            raise InputError("article_fields_unknown", fields=", ".join(sorted(unknown)))
        aid = self.resolve_article(id_or_prefix)
        if "title" in fields and not _clean_meta(fields["title"]):
            raise InputError("article_needs_title")
        published = fields.get("published")
        if published is not None and published.strip():
            from ..dates import normalise_published

            fields["published"] = normalise_published(published)
        if fields:
            with self._db.write():
                self._t.articles.update(aid, {name: _clean_meta(v) for name, v in fields.items()})
                self._db.changed(Change("article", "updated", aid))
        return self.get_article_info(aid)

    # -- comparisons ------------------------------------------------------------------------
    def resolve_comparison(self, name_or_id: str) -> str:
        return resolve_comparison(self._t, name_or_id)

    def create_comparison(self, name: str, note: str = "", article_ids: Iterable[str] = (), *,
                          comparison_id: str | None = None) -> Comparison:
        with self._db.write():
            uow = self._uow()
            cid = uow.new_comparison(" ".join(name.split()), note, comparison_id)
            uow.add_to_comparison(cid, [self.resolve_article(a) for a in article_ids])
        return self.get_comparison(cid)

    def plan_comparison(self, name: str, note: str = "", article_ids: Iterable[str] = ()) -> Comparison:
        """The comparison :meth:`create_comparison` would make now, read but not written: a new
        id, the name made free (``Name (2)``), the articles in order. Writing it later
        (``create_comparison(planned.name, planned.note, planned.article_ids,
        comparison_id=planned.id)``) gives the same comparison unless another program took the
        name meanwhile. ``parallax open`` shows its comparison this way before its first paint
        and writes it just after, so the whole-file check of the library's first write (0.13 s
        for 10,000 articles, seconds for 100,000) is not in the way of the window."""
        clean = " ".join(name.split())
        if not clean:
            raise InputError("comparison_needs_name")
        stamp = now()
        ids = tuple(dict.fromkeys(self.resolve_article(a) for a in article_ids))
        return Comparison(new_id(), free_name(clean, self._t.comparisons.names_folded()), note, stamp, stamp, ids)

    def get_comparison(self, name_or_id: str) -> Comparison:
        found = self._t.comparisons.get(self.resolve_comparison(name_or_id))
        if found is None:
            raise NotFoundError("comparison_missing", id=name_or_id)
        return found

    def list_comparisons(self) -> list[Comparison]:
        return self._t.comparisons.all()

    def comparison_sizes(self) -> list[tuple[str, str, str, int]]:
        return self._t.comparisons.sizes()

    def update_comparison(self, name_or_id: str, *, name: str | None = None, note: str | None = None) -> Comparison:
        cid = self.resolve_comparison(name_or_id)
        with self._db.write():
            if name is not None:
                clean = " ".join(name.split())
                if not clean:
                    raise InputError("comparison_needs_name")
                if self._t.comparisons.name_taken(clean, cid):
                    raise InputError("comparison_name_taken", name=clean)
                self._t.comparisons.rename(cid, clean)
            if note is not None:
                self._t.comparisons.set_note(cid, note)
            self._uow().touch_comparison(cid)
        return self.get_comparison(cid)

    def add_to_comparison(self, name_or_id: str, article_ids: Iterable[str]) -> Comparison:
        cid = self.resolve_comparison(name_or_id)
        ids = [self.resolve_article(a) for a in article_ids]
        with self._db.write():
            self._uow().add_to_comparison(cid, ids)
        return self.get_comparison(cid)

    def remove_from_comparison(self, name_or_id: str, article_id_: str) -> Comparison:
        cid = self.resolve_comparison(name_or_id)
        aid = self.resolve_article(article_id_)
        with self._db.write():
            self._t.discrepancies.remove_passages_between(cid, aid)
            self._t.comparisons.remove_member(cid, aid)
            self._t.comparisons.reorder(cid, self._t.comparisons.members(cid))
            self._uow().touch_comparison(cid)
        return self.get_comparison(cid)

    def reorder_comparison(self, name_or_id: str, article_ids: Sequence[str]) -> Comparison:
        cid = self.resolve_comparison(name_or_id)
        current = self.get_comparison(cid).article_ids
        if sorted(article_ids) != sorted(current):
            raise InputError("order_mismatch")
        with self._db.write():
            self._t.comparisons.reorder(cid, list(article_ids))
            self._uow().touch_comparison(cid)
        return self.get_comparison(cid)

    def delete_comparison(self, name_or_id: str) -> None:
        cid = self.resolve_comparison(name_or_id)
        with self._db.write():
            for did in self._t.discrepancies.ids_in_comparison(cid):
                self._t.discrepancies.delete(did)
                self._db.changed(Change("discrepancy", "removed", did, cid))
            self._t.comparisons.delete(cid)
            self._db.changed(Change("comparison", "removed", cid, cid))

    # -- search -----------------------------------------------------------------------------
    def search(
        self, text: str, *, limit: int = 50, prefix: bool = False, offset: int = 0, every: bool = False
    ) -> list[SearchHit]:
        """Matches best first, in pages of :data:`SEARCH_WINDOW` matches, newest page first.

        The most recently added :data:`SEARCH_WINDOW` matching articles are ranked first, then
        the next as many, and so on (``offset`` counts results over that order), so a page costs
        the same in a library of 10,000 or 1,000,000 articles. With fewer matches than that, as
        in most searches, this is plainly best first. ``every`` ranks all matches together.
        """
        query = fts_query(text, prefix=prefix)
        if not query or limit <= 0:
            return []
        table = self._t.articles
        if every:
            return table.hits(query, table.ranked(query, limit, offset, None))
        ranked: list[tuple[int, float]] = []
        while len(ranked) < limit:
            window, within = divmod(offset, SEARCH_WINDOW)
            wanted = min(limit - len(ranked), SEARCH_WINDOW - within)
            page = table.ranked(query, wanted, within, (window * SEARCH_WINDOW, SEARCH_WINDOW))
            ranked.extend(page)
            offset += len(page)
            if len(page) < wanted:  # this window held fewer than SEARCH_WINDOW matches: the last
                break
        return table.hits(query, ranked)
