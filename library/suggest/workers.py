"""Reading long accounts on both cores.

Six accounts of 10,000 words take a second and a half to read one after another, which alone is
half of what a user waits for ``suggest``. Each account is read on its own (:func:`.engine.analyse`
needs no other), so where the platform can fork a process cheaply — Linux, from a program that runs
no other thread (the command line; never the app, whose suggestions run beside Qt's threads) — a
child process reads about half the text while this one reads the rest, and hands its readings back
through a pipe (pickled: a tenth of the time it saves). Anything that goes wrong in the child
(it dies, its pipe breaks) falls back to reading everything here: the result is the same either
way, only slower.
"""

from __future__ import annotations

import os
import pickle
import sys
import threading
from collections.abc import Callable, Sequence
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

TWO_PROCESSES_FROM = 150_000
"""Characters of text from which reading in two processes pays for the fork and the pickling (about
25,000 words: six accounts of 4,000 words or more)."""


def can_fork() -> bool:
    """Whether a child process may be forked safely and helps: Linux, two cores or more, and no
    thread but this one (a fork copies one thread and whatever locks the others held)."""
    return sys.platform.startswith("linux") and hasattr(os, "fork") and (os.cpu_count() or 1) >= 2 \
        and threading.active_count() == 1


def map_in_two(work: Callable[[Item], Result], items: Sequence[Item], sizes: Sequence[int]) -> list[Result]:
    """``[work(item) for item in items]``, about half of them (by ``sizes``) in a forked child when
    their total size is at least TWO_PROCESSES_FROM and :func:`can_fork`."""
    if len(items) < 2 or sum(sizes) < TWO_PROCESSES_FROM or not can_fork():
        return [work(item) for item in items]
    mine: list[int] = []
    theirs: list[int] = []
    loads = [0, 0]
    for index in sorted(range(len(items)), key=lambda i: -sizes[i]):  # the largest first, each to the lighter side
        side = 0 if loads[0] <= loads[1] else 1
        (mine if side == 0 else theirs).append(index)
        loads[side] += sizes[index]
    try:
        theirs_done = _in_a_child(work, [items[i] for i in theirs], lambda: {i: work(items[i]) for i in mine})
    except (OSError, EOFError, pickle.PickleError, ChildError):
        return [work(item) for item in items]
    done, told = theirs_done
    done.update(zip(theirs, told, strict=True))
    return [done[i] for i in range(len(items))]


class ChildError(RuntimeError):
    """The child process did not hand back its readings."""


def _in_a_child(work: Callable[[Item], Result], given: list[Item],
                here: Callable[[], dict[int, Result]]) -> tuple[dict[int, Result], list[Result]]:
    """Run ``work`` over ``given`` in a forked child while ``here`` runs in this process; both results."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: read, hand back, and leave without running anything of the parent's
        status = 1
        try:
            os.close(read_end)
            data = pickle.dumps([work(item) for item in given], protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write_end, "wb") as pipe:
                pipe.write(data)
            status = 0
        finally:
            os._exit(status)  # never flush the parent's buffers or run its exit handlers twice
    os.close(write_end)
    try:
        done = here()
    finally:
        with os.fdopen(read_end, "rb") as pipe:
            data = pipe.read()
        _pid, status = os.waitpid(pid, 0)
    if status != 0 or not data:
        raise ChildError("the child process handed back nothing")
    told: list[Result] = pickle.loads(data)  # our own child's pickle, through our own pipe
    return done, told
