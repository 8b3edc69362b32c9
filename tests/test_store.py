"""The store: articles, comparisons, highlights, discrepancies, search, undo snapshots, listeners."""

from __future__ import annotations

import pytest

from parallax.library.errors import AmbiguousError, InputError, NotFoundError
from parallax.library.models import Change
from parallax.library.store import Library

BODY_A = "# Raid ends in El Test\n\nTwo officers were killed and five injured, the ministry said.\n\nPerez was captured.\n"
BODY_B = "# Rebel killed\n\nEight police officers were wounded in the raid.\n\nPerez was killed on Monday.\n"


def add(lib: Library, body: str, **kw: str) -> str:
    article, created = lib.add_article(body, source_format="markdown", **kw)
    assert created
    return article.id


def test_article_identity_and_duplicates(lib: Library) -> None:
    aid = add(lib, BODY_A, outlet="Wire")
    again, created = lib.add_article(BODY_A.replace("\n", "\r\n"))
    assert not created and again.id == aid
    article = lib.get_article(aid[:8])
    assert article.title == "Raid ends in El Test"
    assert article.reading_text.startswith("Raid ends in El Test\nTwo officers")
    assert lib.count_articles() == 1


def test_empty_document_refused(lib: Library) -> None:
    with pytest.raises(InputError):
        lib.add_article("   \n\n---\n")
    assert lib.count_articles() == 0


def test_prefix_resolution(lib: Library) -> None:
    ids = [add(lib, f"# Article {i}\n\nText {i}.\n") for i in range(17)]
    with pytest.raises(NotFoundError):
        lib.get_article("zzzz")
    with pytest.raises(NotFoundError):
        lib.resolve_article("%")  # LIKE wildcards are taken literally
    firsts = [i[0] for i in ids]
    shared = next(c for c in firsts if firsts.count(c) > 1)  # 17 ids, 16 hex digits
    with pytest.raises(AmbiguousError, match="type more characters"):
        lib.resolve_article(shared)
    assert lib.resolve_article(ids[0][:20].upper()) == ids[0]


def test_comparisons(lib: Library) -> None:
    a, b = add(lib, BODY_A), add(lib, BODY_B)
    comp = lib.create_comparison("Raid", "note", [a, b])
    assert comp.article_ids == (a, b)
    assert lib.reorder_comparison("raid", [b, a]).article_ids == (b, a)
    second = lib.create_comparison("Raid")
    assert second.name == "Raid (2)"
    with pytest.raises(InputError):
        lib.update_comparison(second.id, name="raid")
    assert [c.name for c in lib.list_comparisons()] == ["Raid", "Raid (2)"]
    assert [x.id for x in lib.list_articles("Raid")] == [b, a]
    lib.remove_from_comparison("Raid", a)
    assert lib.get_comparison("Raid").article_ids == (b,)


def test_a_planned_comparison_is_read_not_written_and_written_as_planned(lib: Library) -> None:
    a, b = add(lib, BODY_A), add(lib, BODY_B)
    lib.create_comparison("Raid")
    heard: list[Change] = []
    lib.subscribe(heard.append)
    planned = lib.plan_comparison("  Raid ", "", [b, a, b[:10]])
    assert planned.name == "Raid (2)" and planned.article_ids == (b, a)
    assert [c.name for c in lib.list_comparisons()] == ["Raid"] and heard == []
    written = lib.create_comparison(planned.name, planned.note, planned.article_ids, comparison_id=planned.id)
    assert (written.id, written.name, written.article_ids) == (planned.id, "Raid (2)", (b, a))
    assert ("comparison", "added", planned.id) in [(c.entity, c.action, c.id) for c in heard]
    with pytest.raises(InputError):
        lib.plan_comparison("   ")


def test_highlight_link_and_claims(lib: Library) -> None:
    a, b = add(lib, BODY_A), add(lib, BODY_B)
    h1 = lib.highlight_quote(a, "five injured")
    h2 = lib.highlight_quote(b, "Eight police officers were wounded")
    text = lib.get_article(a).reading_text
    assert text[h1.start : h1.end] == "five injured" == h1.exact
    d = lib.create_discrepancy([h1.id[:10], h2.id], kind="count", title="Wounded", claims={h1.id: "5", h2.id[:8]: "8"})
    assert [p.claim for p in d.passages] == ["5", "8"]
    comparison = lib.get_comparison(d.comparison)
    assert set(comparison.article_ids) == {a, b}
    # a second link reuses the comparison that holds both articles
    h3 = lib.highlight_quote(a, "captured")
    h4 = lib.highlight_quote(b, "killed on Monday")
    d2 = lib.create_discrepancy([h3.id, h4.id], kind="outcome", title="Fate")
    assert d2.comparison == d.comparison
    assert len(lib.list_comparisons()) == 1
    assert [x.title for x in lib.list_discrepancies(comparison.name)] == ["Wounded", "Fate"]
    assert [x.title for x in lib.list_discrepancies(kind="outcome")] == ["Fate"]


def test_what_the_panes_show_is_read_as_the_separate_reads_give_it(lib: Library) -> None:
    """``read_shown`` reads each shown article's highlights once, for its spans and for the
    passages; the passages in an article of the comparison not shown (here 300, enough to
    read it whole) are read as ``list_discrepancies`` reads them."""
    numbers = " ".join(f"Count {i} said." for i in range(300))
    a, b, c = add(lib, BODY_A), add(lib, BODY_B), add(lib, f"# Counts\n\n{numbers}\n")
    cid = lib.create_comparison("Raid", "", [a, b, c]).id
    h1, h2 = lib.highlight_quote(a, "five injured"), lib.highlight_quote(b, "Eight police officers")
    lib.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded", claims={h1.id: "5"})
    for i in range(300):
        lib.create_discrepancy([h1.id, lib.highlight_quote(c, f"Count {i} said").id], kind="count", title=f"{i}")
    lib.highlight_quote(a, "Perez was captured")  # highlighted, in no discrepancy
    discrepancies, spans = lib.read_shown(cid, [a, b])
    assert discrepancies == lib.list_discrepancies(cid)
    assert spans == {a: lib.highlight_spans(a), b: lib.highlight_spans(b)}
    assert lib.read_shown(None, [a]) == ([], {a: lib.highlight_spans(a)})


def test_the_first_comparison_is_the_first_of_the_list(lib: Library) -> None:
    assert lib.first_comparison() is None
    for name in ("raid", "Bridge", "aftermath"):
        lib.create_comparison(name)
    assert lib.first_comparison() == lib.list_comparisons()[0].id == lib.resolve_comparison("aftermath")


def test_highlight_same_range_is_not_duplicated(lib: Library) -> None:
    a = add(lib, BODY_A)
    first = lib.highlight_quote(a, "captured")
    second = lib.highlight_quote(a, "captured", label="outcome")
    assert first.id == second.id and second.label == "outcome"
    assert len(lib.list_highlights(a)) == 1


def test_bad_link_input(lib: Library) -> None:
    a = add(lib, BODY_A)
    h = lib.highlight_quote(a, "captured")
    with pytest.raises(InputError, match="unknown kind"):
        lib.create_discrepancy([h.id], kind="nonsense", title="x")
    with pytest.raises(InputError):
        lib.create_discrepancy([h.id], kind="count", title="   ")
    with pytest.raises(InputError):
        lib.create_discrepancy([h.id, h.id], kind="count", title="x")
    with pytest.raises(InputError):
        lib.create_discrepancy([h.id], kind="count", title="x", status="done")
    assert lib.list_discrepancies() == []


def test_delete_and_restore(lib: Library) -> None:
    a, b = add(lib, BODY_A), add(lib, BODY_B)
    h1 = lib.highlight_quote(a, "five injured")
    h2 = lib.highlight_quote(b, "Eight police officers were wounded")
    d = lib.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded", claims={h1.id: "5", h2.id: "8"})
    snap = lib.delete_highlight(h1.id)
    assert [p.highlight for p in lib.get_discrepancy(d.id).passages] == [h2.id]
    lib.restore(snap)
    restored = lib.get_discrepancy(d.id)
    assert [(p.highlight, p.claim) for p in restored.passages] == [(h1.id, "5"), (h2.id, "8")]
    before = lib.snapshot_discrepancy(d.id)
    lib.update_discrepancy(d.id, title="Changed", status="explained", kind="wording", note="n")
    lib.restore(before)
    back = lib.get_discrepancy(d.id)
    assert (back.title, back.status, back.kind, back.note) == ("Wounded", "open", "count", "")
    snap = lib.delete_discrepancy(d.id)
    assert lib.list_discrepancies() == []
    lib.restore(snap)
    assert lib.get_discrepancy(d.id).passages == restored.passages


def test_passage_edits(lib: Library) -> None:
    a, b = add(lib, BODY_A), add(lib, BODY_B)
    h1 = lib.highlight_quote(a, "captured")
    h2 = lib.highlight_quote(b, "killed on Monday")
    d = lib.create_discrepancy([h1.id, h2.id], kind="outcome", title="Fate")
    d = lib.remove_passage(d.id, h2.id)
    d = lib.add_passage(d.id, h2.id, "killed")
    d = lib.set_claim(d.id, h1.id, "captured")
    assert [p.claim for p in d.passages] == ["captured", "killed"]
    d = lib.remove_passage(d.id, h1.id)
    assert [p.highlight for p in d.passages] == [h2.id]
    with pytest.raises(InputError):
        lib.add_passage(d.id, h2.id)


def test_listeners_hear_committed_changes_only(lib: Library) -> None:
    heard: list[Change] = []
    unsubscribe = lib.subscribe(heard.append)
    a = add(lib, BODY_A)
    assert heard == [Change("article", "added", a)]
    with pytest.raises(InputError):
        lib.create_discrepancy([lib.highlight_quote(a, "captured").id], kind="bad", title="x")
    assert [c.entity for c in heard] == ["article", "highlight"]
    unsubscribe()
    add(lib, BODY_B)
    assert len(heard) == 2


def test_batch_is_one_transaction(lib: Library) -> None:
    with pytest.raises(RuntimeError), lib.batch():
        add(lib, BODY_A)
        raise RuntimeError("abort")
    assert lib.count_articles() == 0


def test_search_with_snippets_and_diacritics(lib: Library) -> None:
    a = add(lib, BODY_A + "\nÓscar Pérez spoke.\n")
    add(lib, BODY_B)
    hits = lib.search("perez")
    assert {h.article.id for h in hits} >= {a}
    hit = lib.search("oscar")[0]
    assert "[Óscar]" in hit.snippet
    assert lib.search('"five injured"')[0].article.id == a
    assert lib.search('AND OR NOT ( " * :') == []
    assert lib.search("") == []
    assert [h.article.id for h in lib.search("ministr", prefix=True)] == [a]


def test_metadata_edit_keeps_body(lib: Library) -> None:
    a = add(lib, BODY_A)
    info = lib.update_article(a, title="New title", outlet="Outlet", url=None)
    assert (info.title, info.outlet) == ("New title", "Outlet")
    assert lib.get_article(a).reading_text.startswith("Raid ends")
    with pytest.raises(InputError):
        lib.update_article(a, markdown="x")


def test_delete_article_and_comparison(lib: Library) -> None:
    a, b = add(lib, BODY_A), add(lib, BODY_B)
    h1 = lib.highlight_quote(a, "captured")
    h2 = lib.highlight_quote(b, "killed on Monday")
    d = lib.create_discrepancy([h1.id, h2.id], kind="outcome", title="Fate")
    lib.delete_article(a)
    assert lib.get_discrepancy(d.id).passages[0].highlight == h2.id
    lib.delete_comparison(d.comparison)
    assert lib.list_discrepancies() == [] and lib.count_articles() == 1


def test_kinds_are_extensible(lib: Library) -> None:
    kind = lib.add_kind("Photo caption", description="captions differ")
    assert kind.name == "photo-caption"
    assert "photo-caption" in [k.name for k in lib.list_kinds()]
    with pytest.raises(InputError):
        lib.add_kind("count")


def test_records_are_immutable_values_with_short_reprs(lib: Library) -> None:
    aid = add(lib, BODY_A, outlet="Wire")
    article = lib.get_article(aid)
    assert not any(f"{name}=" in repr(article) for name in ("markdown", "reading_text", "blocks"))
    assert repr(article) == f"Article(info={article.info!r})"
    with pytest.raises(AttributeError):
        article.info = article.info  # type: ignore[misc]
    h = lib.highlight_quote(aid, "captured")
    assert lib.get_highlight(h.id) == h and hash(lib.get_highlight(h.id)) == hash(h)
    edited = h._replace(note="checked")
    assert edited.note == "checked" and h.note == "" and edited != h
    assert lib.get_article(aid) == article and {article, lib.get_article(aid)} == {article}


def test_new_ids_are_random_version_4_uuids() -> None:
    import uuid

    from parallax.library.models import new_id

    ids = [new_id() for _ in range(500)]
    assert len(set(ids)) == 500
    for made in ids:
        parsed = uuid.UUID(made)
        assert str(parsed) == made and parsed.version == 4 and parsed.variant == uuid.RFC_4122


def test_times_made_in_one_millisecond_still_increase() -> None:
    from parallax.library.models import now

    stamps = [now() for _ in range(300)]
    assert stamps == sorted(stamps) and len(set(stamps)) == len(stamps)
    assert all(len(s) == 24 and s.endswith("Z") for s in stamps)


@pytest.mark.parametrize(("given", "stored"), [
    ("2019-02-31T25:61", None), ("last tuesday", None), ("2026-03-14T09:20+01:00", "2026-03-14T08:20:00Z"),
    ("2026-03", "2026-03"), (None, None),
])
def test_published_is_checked_at_import_as_on_edit(lib: Library, given: str | None, stored: str | None) -> None:
    article, _created = lib.add_article("# A\n\nText.", published=given)
    assert article.info.published == stored
