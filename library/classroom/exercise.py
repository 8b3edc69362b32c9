"""Exercises out, hand-ins back: the bundles a lesson passes between teacher and students.

An **exercise** is a comparison's bundle with its articles and no annotations at all (no
discrepancy, no highlight: nothing that gives an answer away), plus the manifest field
``exercise``: the comparison's id, the instructions, optional hints (one per kind the teacher's
key holds) and an optional "find N discrepancies". The teacher's key is the comparison itself; it
stays in the teacher's library and is marked ``key``.

Importing an exercise (``parallax import`` or the app) marks the new comparison as an exercise.
The student's name is asked once and kept with it; a **hand-in** is then the student's bundle of
that comparison, with their name as every annotation's W3C ``creator`` and the manifest field
``handin`` naming the exercise. A hand-in is never imported into the teacher's library: the
scorer reads it from the file (:mod:`.scoring`), so students' work stays per student.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InputError
from ..i18n import N_, _, kind_label
from ..models import now
from ..records import Record

if TYPE_CHECKING:
    from ..store import Library

__all__ = [
    "HINTS",
    "Exercise",
    "default_instructions",
    "exercise_of",
    "hand_in",
    "handin_field",
    "make_exercise",
    "mark_key",
    "note_exercise",
    "set_student",
]

EXERCISE_FIELD = "exercise"
HANDIN_FIELD = "handin"
MAX_NAME = 200
MAX_INSTRUCTIONS = 10_000
DEFAULT_INSTRUCTIONS = N_(
    "Read the articles side by side. Wherever they disagree (or agree) about a fact, highlight the "
    "passage in each article, link the passages into a discrepancy, choose its kind and say in a "
    "few words what differs. Then hand in your work (File → Hand In)."
)

HINTS: dict[str, str] = {
    "count": N_("Compare the numbers: how many were hurt, rescued, involved, lost?"),
    "outcome": N_("Compare what happened in the end, and to whom."),
    "attribution": N_("Who says so? Look at whom each article credits with each claim."),
    "timeline": N_("Compare the times and the order of events."),
    "location": N_("Compare where things happened."),
    "wording": N_("Compare the words chosen for the same thing: which are loaded?"),
    "quote": N_("Compare the quotations: who is quoted, and are the words the same?"),
    "omission": N_("Look for what one article reports and another leaves out."),
    "agreement": N_("Note where the articles agree: corroboration counts too."),
    "other": N_("Look for any other fact the articles report differently."),
}
"""A scaffolding hint per kind; the exercise carries only those of the kinds its key holds,
in the language the teacher's library speaks when the exercise is made."""

FALLBACK_HINT = N_("Look for discrepancies of this kind.")


def default_instructions() -> str:
    """The instructions an exercise carries when the teacher writes none, in the current
    language: a Spanish teacher's exercise tells the students what to do in Spanish."""
    return _(DEFAULT_INSTRUCTIONS)



class Exercise(Record):
    """A comparison's classroom mark: the teacher's ``key`` or a student's ``exercise``."""

    comparison: str
    role: str
    instructions: str
    hints: tuple[dict[str, str], ...]
    find: int | None
    student: str | None


def _clean_name(name: str) -> str:
    cleaned = " ".join(name.split())
    if not cleaned:
        raise InputError("student_name_empty")
    if len(cleaned) > MAX_NAME or any(ord(c) < 32 for c in cleaned):
        raise InputError("student_name_invalid", limit=MAX_NAME)
    return cleaned


def _mark(library: Library, comparison: str, role: str, instructions: str, hints: list[dict[str, str]],
          find: int | None, student: str | None) -> None:
    """Mark a comparison, in one transaction (or in the caller's)."""
    with library.batch():
        library.tables.exercises.put(
            comparison, role, instructions, json.dumps(hints, ensure_ascii=False), find, student, now()
        )


def exercise_of(library: Library, comparison: str) -> Exercise | None:
    """The classroom mark of a comparison (name or id), or None for an ordinary comparison."""
    cid = library.resolve_comparison(comparison)
    row = library.tables.exercises.get(cid)
    if row is None:
        return None
    hints = tuple(h for h in json.loads(row["hints"] or "[]") if isinstance(h, dict))
    return Exercise(cid, str(row["role"]), str(row["instructions"] or ""), hints, row["find"], row["student"])


def _hints(library: Library, comparison: str) -> list[dict[str, str]]:
    labels = {k.name: k.label for k in library.list_kinds()}
    kinds = list(dict.fromkeys(d.kind for d in library.list_discrepancies(comparison)))
    order = list(labels)
    kinds.sort(key=lambda k: order.index(k) if k in order else len(order))
    return [
        {"kind": k, "label": kind_label(k, labels.get(k)), "text": _(HINTS.get(k, FALLBACK_HINT))}
        for k in kinds
    ]


def mark_key(library: Library, comparison: str, instructions: str, *, hints: bool = False,
             find: int | None = None) -> Exercise:
    """Mark a comparison as a teacher's key with the instructions and scaffolding its exercise
    will carry (the demo ships so; ``make_exercise`` uses them when given none)."""
    cid = library.resolve_comparison(comparison)
    _mark(library, cid, "key", instructions.strip(), _hints(library, cid) if hints else [], find, None)
    mark = exercise_of(library, cid)
    assert mark is not None
    return mark


def make_exercise(
    library: Library,
    comparison: str,
    out: Path,
    *,
    instructions: str | None = None,
    hints: bool = False,
    find: int | None = None,
) -> dict[str, Any]:
    """Write the exercise bundle of ``comparison`` (name or id) to ``out``; mark it the key.

    The bundle holds the comparison and its articles and no annotation. Instructions, hints and
    "find N" not given are those the key was marked with (:func:`mark_key`), if any. Returns a
    summary (``path``, ``comparison``, ``articles``, ``key_items``, ``hints``, ``find``).
    """
    from ..bundles.format import uuid_urn  # the bundle format loads when a bundle is made
    from .bundle_io import check_output, exported_parts, write_parts

    comp = library.get_comparison(comparison)
    check_output(Path(out), library.path)
    marked = exercise_of(library, comp.id)
    if marked is not None and marked.role == "key":
        instructions = instructions if instructions is not None else (marked.instructions or None)
        hints = hints or bool(marked.hints)
        find = find if find is not None else marked.find
    text = (instructions if instructions is not None else default_instructions()).strip()
    if len(text) > MAX_INSTRUCTIONS:
        raise InputError("instructions_too_long", limit=MAX_INSTRUCTIONS)
    if find is not None and not 1 <= find <= 10_000:
        raise InputError("find_invalid")
    key = library.list_discrepancies(comp.id)
    if not comp.article_ids:
        raise InputError("exercise_no_articles", name=comp.name)
    hint_list = _hints(library, comp.id) if hints else []
    manifest, annotations, bodies = exported_parts(library, comp.id)
    manifest["comparisons"] = [
        {**c, "note": ""}  # the teacher's note may discuss the answers
        for c in manifest["comparisons"] if c["id"] == uuid_urn(comp.id)
    ]
    keep = {f"urn:sha256:{a}" for a in comp.article_ids}
    manifest["articles"] = [a for a in manifest["articles"] if a["id"] in keep]
    bodies = {name: data for name, data in bodies.items() if f"urn:sha256:{name[9:-3]}" in keep}
    manifest.pop("kinds", None)  # the kinds a key uses are an answer too; hints name them on purpose
    manifest[EXERCISE_FIELD] = {
        "comparison": uuid_urn(comp.id),
        "title": comp.name,
        "instructions": text,
        "hints": hint_list,
        "find": find,
    }
    # The key is marked first, in a transaction the file is written inside: a library that
    # cannot be written (read-only, locked, damaged) refuses before any file exists, and a
    # file that cannot be written leaves the library unmarked.
    target = Path(out)
    existed, wrote = target.exists(), False
    try:
        with library.batch():
            _mark(library, comp.id, "key", text, hint_list, find, None)
            write_parts(target, manifest, [], annotations["id"], bodies, library.path)
            wrote = True
    except BaseException:
        if wrote and not existed:  # the commit failed after the file was written
            target.unlink(missing_ok=True)
        raise
    return {
        "path": str(out),
        "comparison": comp.id,
        "name": comp.name,
        "articles": len(manifest["articles"]),
        "key_items": len(key),
        "hints": [h["kind"] for h in hint_list],
        "find": find,
    }


def _field(manifest: dict[str, Any] | None, name: str) -> dict[str, Any] | None:
    value = manifest.get(name) if manifest else None
    return value if isinstance(value, dict) else None


def handin_field(manifest: dict[str, Any] | None) -> dict[str, Any] | None:
    """The ``handin`` field of a manifest, when it is a well-formed one."""
    field = _field(manifest, HANDIN_FIELD)
    if field is None or not isinstance(field.get("exercise"), str) or not isinstance(field.get("student"), str):
        return None
    return field


def _text(value: Any, limit: int) -> str:
    return value[:limit] if isinstance(value, str) else ""


def note_exercise(library: Library, path: Path, comparison_ids: list[str]) -> dict[str, Any] | None:
    """After a bundle import: when it was an exercise, mark its comparison (one transaction).

    Returns what the app shows (``comparison``, ``title``, ``instructions``, ``hints``, ``find``,
    ``student``), or None when the bundle is no exercise.
    """
    from .bundle_io import peek_manifest  # the bundle code, only when a file is made

    field = _field(peek_manifest(path), EXERCISE_FIELD)
    if field is None:
        return None
    cid = str(field.get("comparison", ""))[len("urn:uuid:"):]
    if cid not in comparison_ids:
        return None
    hints = [
        {"kind": _text(h.get("kind"), 200), "label": _text(h.get("label"), 200), "text": _text(h.get("text"), 1000)}
        for h in field.get("hints") or []
        if isinstance(h, dict)
    ][:50]
    find = field.get("find")
    find = find if isinstance(find, int) and not isinstance(find, bool) and 0 < find <= 10_000 else None
    instructions = _text(field.get("instructions"), MAX_INSTRUCTIONS)
    existing = exercise_of(library, cid)
    if existing is not None and existing.role == "key":
        return None  # the teacher opened their own exercise: the key stays the key
    _mark(library, cid, "exercise", instructions, hints, find, None)
    mark = exercise_of(library, cid)
    return {
        "comparison": cid,
        "title": library.get_comparison(cid).name,
        "instructions": instructions,
        "hints": hints,
        "find": find,
        "student": mark.student if mark else None,
    }


def is_handin(path: Path) -> dict[str, Any] | None:
    """The ``handin`` field of a bundle file (a quick look), or None."""
    from .bundle_io import peek_manifest  # the bundle code, only when a file is made

    return handin_field(peek_manifest(path))


def set_student(library: Library, comparison: str, name: str) -> Exercise:
    """Record the student's name for an exercise comparison (asked once, when it is opened)."""
    mark = exercise_of(library, comparison)
    if mark is None or mark.role != "exercise":
        raise InputError("not_an_exercise_to_hand_in")
    with library.batch():
        library.tables.exercises.set_student(mark.comparison, _clean_name(name), now())
    result = exercise_of(library, mark.comparison)
    assert result is not None
    return result


def hand_in(library: Library, comparison: str, out: Path, *, student: str | None = None) -> dict[str, Any]:
    """Write a student's hand-in of an exercise comparison to ``out``.

    Every annotation gets ``creator: {"type": "Person", "name": student}``; the manifest gets
    ``handin: {"exercise", "student", "handed_in"}``. ``student`` defaults to the name recorded
    when the exercise was opened.
    """
    from ..bundles.format import uuid_urn  # the bundle format loads when a bundle is made
    from .bundle_io import check_output, exported_parts, write_parts

    comp = library.get_comparison(comparison)
    check_output(Path(out), library.path)
    mark = exercise_of(library, comp.id)
    if mark is None or mark.role != "exercise":
        raise InputError("not_an_exercise_use_export", name=comp.name)
    name = _clean_name(student if student is not None else (mark.student or ""))
    if mark.student is None or student is not None:
        set_student(library, comp.id, name)
    manifest, annotations, bodies = exported_parts(library, comp.id)
    creator = {"type": "Person", "name": name}
    items = annotations["first"]["items"]
    for item in items:
        item["creator"] = creator
    manifest[HANDIN_FIELD] = {"exercise": uuid_urn(comp.id), "student": name, "handed_in": now()}
    write_parts(Path(out), manifest, items, annotations["id"], bodies, library.path)
    discrepancies = sum(1 for i in items if i.get("motivation") == "linking")
    return {"path": str(out), "comparison": comp.id, "student": name, "discrepancies": discrepancies,
            "highlights": len(items) - discrepancies}

