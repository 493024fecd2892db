"""One worker thread that does the storage's slow file work in order, off the GUI thread.

Why one shared piece: the autosave and the statistics both write under a lock with two
fsyncs (tens to hundreds of milliseconds on a busy disk) and must never stall the event
loop; both need the same start-on-demand thread, ``flush`` (closing, dialogs, tests) and
``close``. What differs is only what is pending and how a piece of it is done, which the
subclasses say in :meth:`_has_work`, :meth:`_take` and :meth:`_do`.

Pure Python threads (no Qt), so it is testable without a display.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class SerialWorker:
    """Does the pending work one piece after the other on a daemon thread."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    def _add(self, store: Callable[[], None]) -> None:
        """Run ``store`` (which adds the work) under the lock and wake the thread."""
        with self._cond:
            if self._closed:
                raise RuntimeError(f"the {self._name} is closed")
            store()
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name=f"kartentisch-{self._name}", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted is done; True if it was in time."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._has_work() and not self._busy, timeout)

    def close(self, timeout: float | None = 5.0) -> bool:
        """Finish the pending work and stop the thread; True if all was done in time."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._has_work() or self._closed)
                if not self._has_work():
                    return
                item = self._take()
                self._busy = True
            try:
                self._do(item)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    # --- what a subclass says (called with the lock held, except _do) ----------------------

    def _has_work(self) -> bool:
        raise NotImplementedError

    def _take(self) -> Any:
        raise NotImplementedError

    def _do(self, item: Any) -> None:
        """Do one piece of work; it must not raise (the thread must survive any failure)."""
        raise NotImplementedError
