"""No cyclic garbage collection while a worker thread searches.

Why: a full collection walks every live container of the process while holding the
interpreter lock, so it stops the GUI thread too. During a search the live containers are
mostly the search tree, and a full collection over it took 28 ms on its own (measured with
``gc.callbacks`` in the deal review's benchmark), more than half the GUI's 50 ms budget for a
stall. The tree has no reference cycles (its nodes hold children, never parents), so the
search's garbage is freed by reference counting and nothing needs the collector meanwhile;
what little cyclic garbage other code makes in that second is collected after.

Several workers may search at once (a bot and the review), so the collector is switched off
while at least one of them is inside and back on when the last one leaves.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

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
