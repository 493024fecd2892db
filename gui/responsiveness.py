"""Keeping the GUI thread responsive while worker threads search in Python.

The bots' hints and the deal review search in worker threads of this process, and Python
runs one thread at a time. Two things decide how long the GUI thread may have to wait:

* **Switching.** A thread that wants the interpreter asks the running one to let go after
  the switch interval (5 ms by default); the GUI thread then waits that long at every turn,
  and longer when the machine is busy. :func:`share_the_interpreter` sets 1 ms for the
  program: a pure-Python worker then left the GUI thread waiting at most 22 ms instead of
  35 ms on this busy 2-core machine (90th percentile 9.4 ms instead of 14.9 ms). The cost
  is a few more switches while both threads want to run, nothing while the GUI is idle.
* **Collections.** A full cyclic garbage collection walks every live container of the
  process while holding the interpreter lock, so it stops the GUI thread too. During a
  search the live containers are mostly the search tree, and a full collection over it took
  28 ms on its own (measured with ``gc.callbacks`` in the deal review's benchmark), more than
  half the GUI's 50 ms budget for a stall. The tree has no reference cycles (its nodes hold
  children, never parents), so the search's garbage is freed by reference counting and
  nothing needs the collector meanwhile: :func:`no_collections` switches it off for the
  search; what little cyclic garbage other code makes in that second is collected after.

Several workers may search at once (a bot and the review), so the collector is switched off
while at least one of them is inside and back on when the last one leaves.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

#: Seconds a thread runs before another that waits gets the interpreter (Python: 0.005).
SWITCH_INTERVAL = 0.001

_lock = threading.Lock()
_inside = 0
_was_enabled = True


@contextmanager
def no_collections() -> Iterator[None]:
    """Run the body with the cyclic collector off (for the whole process; nests across
    threads)."""
    global _inside, _was_enabled
    with _lock:
        if _inside == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _inside += 1
    try:
        yield
    finally:
        with _lock:
            _inside -= 1
            if _inside == 0 and _was_enabled:
                gc.enable()


def share_the_interpreter() -> None:
    """Let a waiting GUI thread in after 1 ms of a worker's Python (see the module's text)."""
    sys.setswitchinterval(SWITCH_INTERVAL)


def collections_held() -> bool:
    """Whether a search holds the collector off now (:func:`no_collections`)."""
    return _inside > 0
