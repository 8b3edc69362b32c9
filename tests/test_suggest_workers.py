"""Reading long accounts in two processes (library/suggest/workers.py): the same readings as one
process, and one process whenever the child cannot help."""

from __future__ import annotations

import os
import sys
import threading

import pytest

from parallax.library.suggest import ArticleText, suggest, workers

needs_fork = pytest.mark.skipif(not sys.platform.startswith("linux") or (os.cpu_count() or 1) < 2, reason="forks only on Linux with two cores")


def _square(n: int) -> int:
    return n * n


@needs_fork
def test_two_processes_give_what_one_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers, "TWO_PROCESSES_FROM", 0)
    monkeypatch.setattr(workers, "can_fork", lambda: True)  # other tests may leave an idle thread behind
    items = list(range(7))
    assert workers.map_in_two(_square, items, [10, 50, 20, 70, 30, 5, 1]) == [n * n for n in items]
    readers = workers.map_in_two(lambda _n: os.getpid(), items, [10, 50, 20, 70, 30, 5, 1])
    assert len(set(readers)) == 2 and os.getpid() in readers  # half here, half in the child


@needs_fork
def test_a_child_that_fails_leaves_the_work_to_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers, "TWO_PROCESSES_FROM", 0)
    monkeypatch.setattr(workers, "can_fork", lambda: True)
    parent = os.getpid()
    seen: list[int] = []

    def work(n: int) -> int:
        if os.getpid() != parent:
            raise RuntimeError("the child breaks")
        seen.append(n)
        return n + 1

    assert workers.map_in_two(work, [1, 2, 3, 4], [1, 1, 1, 1]) == [2, 3, 4, 5]
    # this process read its own half while the child ran, then all of it again when the child failed
    assert len(seen) == 6 and sorted(set(seen)) == [1, 2, 3, 4]


def test_no_child_while_another_thread_runs() -> None:
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert not workers.can_fork()
    finally:
        stop.set()
        other.join()


@needs_fork
def test_suggestions_read_in_two_processes_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [
        "Tarlow bridge falls\nThe Tarlow bridge collapsed on Monday at 7:40 p.m., killing 12 people, police said. Another 30 were hurt.",
        "Bridge collapse in Tarlow\nFourteen people died when the Tarlow bridge gave way at 7:55 p.m. on Monday. At least 25 were injured.",
        "Tarlow disaster\nThe mayor said 12 people were killed and 28 wounded when the bridge collapsed on Monday evening.",
    ]
    articles = [ArticleText(f"a{i}", text, "en") for i, text in enumerate(texts)]
    alone = suggest(articles)
    monkeypatch.setattr(workers, "TWO_PROCESSES_FROM", 0)
    monkeypatch.setattr(workers, "can_fork", lambda: True)
    together = suggest(articles)
    assert [s.to_json() for s in together.suggestions] == [s.to_json() for s in alone.suggestions]
    assert together.suggestions
