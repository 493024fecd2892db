"""A gate between worker threads and the Qt objects their answers are emitted on.

Why: a worker's future calls back in whatever thread finishes it. When the window closes,
the coach stops its worker processes, and the process pool's own thread then fails every
pending future at once, calling back while the GUI thread is already deleting the window and
the relay objects the callbacks emit on. An emit racing a deletion crashes the program
(a segmentation fault seen in the test suite's window teardown); Qt's "already deleted"
error only covers an emit that comes after the deletion. So a callback emits only through
the gate of the workers it came from, and stopping those workers closes their gate first:
closing waits for an emit under way, after which none starts.
"""

from __future__ import annotations

import threading
from collections.abc import Callable


class ClosingGate:
    """Open until :meth:`close`; :meth:`deliver` runs its call only while open."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open = True

    def close(self) -> None:
        """From now on nothing is delivered (returns once a delivery under way has ended)."""
        with self._lock:
            self._open = False

    def deliver(self, send: Callable[[], None]) -> bool:
        """Run ``send`` if the gate is open (held shut meanwhile); whether it ran. ``send``
        must not wait for the thread that closes the gate (an emit to a queued connection
        only posts an event)."""
        with self._lock:
            if not self._open:
                return False
            send()
            return True
