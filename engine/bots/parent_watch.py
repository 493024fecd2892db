"""Worker processes end when the program that started them ends, however it ends.

Why: a pool's worker waits for work on a queue whose both ends it holds itself, so when the
program is killed (a crash, SIGKILL, the session ending) nothing ever wakes it: the search
workers sat idle in memory for good (measured: both of a killed program's workers were still
there, adopted by init). A worker therefore watches its parent from a thread of its own and
leaves with it. Not the kernel's parent-death signal: it fires when the *thread* that
started the worker ends, and the bots start their pool from short-lived worker threads.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import select
import threading
import time
from concurrent.futures import ProcessPoolExecutor

#: How often a system without ``pidfd_open`` looks whether the parent is still there.
POLL_SECONDS = 2.0


def watched_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes that end with this one: the one way the
    engine starts worker processes (the search's shared pool, the tournaments' jobs), so
    none of them is left behind by a killed program."""
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=watch_parent,
        initargs=(os.getpid(),),
    )


def watch_parent(parent_pid: int) -> None:
    """A pool initialiser: end this process as soon as ``parent_pid`` has ended (at once if
    it already has). Linux waits on a process descriptor; other POSIX systems look at the
    parent id every ``POLL_SECONDS``; elsewhere (Windows) nothing changes."""
    if os.name != "posix":
        return
    if os.getppid() != parent_pid:
        os._exit(0)
    threading.Thread(
        target=_wait_for_end, args=(parent_pid,), name="parent-watch", daemon=True
    ).start()


def _wait_for_end(parent_pid: int) -> None:
    descriptor = None
    with contextlib.suppress(AttributeError, OSError):
        descriptor = os.pidfd_open(parent_pid)
    if descriptor is not None:
        select.select([descriptor], [], [])  # readable once the parent has ended
    else:
        while os.getppid() == parent_pid:
            time.sleep(POLL_SECONDS)
    os._exit(0)
