"""parallax.library.digest: Python's own sha256, the same digest as hashlib's."""

from __future__ import annotations

import hashlib

from hypothesis import given
from hypothesis import strategies as st

from parallax.library import digest


@given(st.binary(max_size=5000))
def test_the_digest_is_hashlibs(data: bytes) -> None:
    assert digest.sha256_hex(data) == hashlib.sha256(data).hexdigest()


def test_without_hashlib_loaded_python_s_own_sha256_gives_the_same(monkeypatch) -> None:
    import sys

    monkeypatch.delitem(sys.modules, "hashlib")
    assert digest.sha256_hex(b"abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
