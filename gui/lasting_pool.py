"""Thread pools that are never destroyed while the program runs.

A ``QThreadPool`` waits for its threads when it is destroyed. Python's cyclic garbage
collector runs in whichever thread happens to allocate, so an owner (a table's card cache,
a controller) that became garbage in a reference cycle can be collected inside a thread of
its own pool: the pool's destructor then waits for the very thread running it, forever. A
CI run hung so: a card-render thread stuck in that wait still held the lock Python 3.11's
``functools.cached_property`` shares between all instances, and the GUI thread's next
``ImageStat`` mean waited on it until the run's timeout.

So the pools live here and are handed on: a pool whose owner is gone and whose threads are
idle is given to the next owner instead of a new one, which keeps their number at the most
owners alive at once. Only the thread that creates owners (the GUI thread) calls this.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QThreadPool

_KEPT: list[tuple[QThreadPool, weakref.ref[object]]] = []


def pool_for(owner: object, max_threads: int) -> QThreadPool:
    """A pool of at most ``max_threads`` threads for ``owner`` alone while it lives.

    Its ``waitForDone`` and ``clear`` concern ``owner``'s tasks only: a pool is passed on
    only when no task of its previous owner is running or waiting."""
    for i, (pool, previous) in enumerate(_KEPT):
        if previous() is None and pool.activeThreadCount() == 0:
            _KEPT[i] = (pool, weakref.ref(owner))
            pool.setMaxThreadCount(max_threads)
            return pool
    pool = QThreadPool()
    pool.setMaxThreadCount(max_threads)
    _KEPT.append((pool, weakref.ref(owner)))
    return pool
