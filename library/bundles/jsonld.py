"""A bundle's annotations in any of the JSON-LD forms that mean the same thing.

``annotations.jsonld`` is JSON-LD: a tool that reads and writes it again (a JSON-LD processor,
a triple store's export, an annotation server) may write the same graph in another form. A
one-item list becomes its item (``"body": {...}``), ``@context`` becomes a single string or a
longer list, the last page is described instead of named, and with only the W3C context
our extension terms come out as full IRIs (``https://parallax-reader.example/ns/1#claim``)
instead of ``parallax:claim`` (and their references as ``{"@id": ...}``). :func:`canonical` turns each of these back into the one form
the schema and the reader check (docs/bundle-format.md), without changing what it says;
anything that is not one of these forms is left for the schema to refuse.
"""

from __future__ import annotations

from typing import Any

from .format import ANNO_CONTEXT, CONTEXT, NAMESPACE, PREFIX

_ANNO_CONTEXTS = (ANNO_CONTEXT, "https://www.w3.org/ns/anno.jsonld")


def canonical(doc: Any) -> Any:
    """``doc`` (an annotation collection as parsed JSON) in the bundle's own form."""
    if not isinstance(doc, dict):
        return doc
    context = doc.get("@context")
    defined = any(isinstance(v, dict) and v.get(PREFIX) == NAMESPACE
                  for v in (context if isinstance(context, list) else [context]))
    if not defined and _uses_prefix(doc):
        return doc  # "parallax:..." terms with nothing saying what "parallax" means: not ours
    doc = _prefixed(doc)
    doc["@context"] = _context(doc.get("@context"))
    page = doc.get("first")
    if isinstance(page, dict):
        items = page.get("items")
        if isinstance(items, dict):
            page["items"] = items = [items]
        if isinstance(items, list):
            page["items"] = [_annotation(item) for item in items]
    if isinstance(doc.get("last"), dict) and isinstance(doc["last"].get("id"), str):
        doc["last"] = doc["last"]["id"]
    return doc


def _context(value: Any) -> Any:
    """The bundle's context, when ``value`` is the W3C one alone or with ours in any order."""
    values = value if isinstance(value, list) else [value]
    if not any(v in _ANNO_CONTEXTS for v in values):
        return value  # not a Web Annotation document: the schema says so
    ours = [v for v in values if isinstance(v, dict)]
    if any(v.get(PREFIX) not in (None, NAMESPACE) for v in ours):
        return value  # "parallax" means something else here: refused, not guessed
    return CONTEXT


def _annotation(item: Any) -> Any:
    if not isinstance(item, dict):
        return item
    item = {k: v for k, v in item.items() if k != "@context" or _context(v) == CONTEXT}
    if "@context" in item:
        item["@context"] = CONTEXT
    motivation = item.get("motivation")
    if isinstance(motivation, list) and len(motivation) == 1:
        item["motivation"] = motivation[0]
    body = item.get("body")
    if isinstance(body, dict):
        item["body"] = [body]
    target = item.get("target")
    if item.get("motivation") == "linking" and isinstance(target, dict):
        item["target"] = target = [target]
    elif item.get("motivation") == "highlighting" and isinstance(target, list) and len(target) == 1:
        item["target"] = target = target[0]
    for t in target if isinstance(target, list) else [target]:
        if isinstance(t, dict) and isinstance(t.get("selector"), dict):
            t["selector"] = [t["selector"]]
    return item


def _uses_prefix(node: Any) -> bool:
    if isinstance(node, list):
        return any(_uses_prefix(n) for n in node)
    if isinstance(node, dict):
        return any((isinstance(k, str) and k.startswith(f"{PREFIX}:")) or _uses_prefix(v)
                   for k, v in node.items() if k != "@context")
    return False


def _prefixed(node: Any) -> Any:
    """Keys written as full IRIs of our vocabulary, as ``parallax:`` terms again."""
    if isinstance(node, list):
        return [_prefixed(n) for n in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if isinstance(key, str) and key.startswith(NAMESPACE):
            key = f"{PREFIX}:{key[len(NAMESPACE):]}"
            if isinstance(value, dict) and len(value) == 1 and isinstance(value.get("@id", value.get("id")), str):
                value = value.get("@id", value.get("id"))  # a reference, as a node: our context's "@type": "@id" unread
        out[key] = _prefixed(value)
    return out

