"""Statistics counted off the GUI thread, in order.

Why: counting a deal reads the statistics file, changes it and writes it atomically under
its lock (two fsyncs). With the history of 200 matches the file is about 70 kB; measured on
this project's busy build machine one count took 216 ms median, 481 ms at worst, far over
the 50 ms the event loop may stall. So the GUI thread only takes a snapshot (a clone of the
match) and hands the count to one worker thread. Unlike the autosave, every request counts:
they are kept in a queue and done in order. ``on_messages`` is called on the worker thread
with what the user should be told (connect it to a Qt signal).
"""

from __future__ import annotations

import contextlib
import threading
from collections import deque
from collections.abc import Callable


class BackgroundRecorder:
    """Runs the submitted counts one after the other on a worker thread."""

    def __init__(self, on_messages: Callable[[list[str]], None] | None = None) -> None:
        self.on_messages = on_messages
        self._cond = threading.Condition()
        self._queue: deque[Callable[[], list[str]]] = deque()
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], list[str]]) -> None:
        """Queue ``job`` (returns the messages to show); returns at once."""
        with self._cond:
            if self._closed:
                raise RuntimeError("the recorder is closed")
            self._queue.append(job)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="kartentisch-statistics", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted count is done (the Statistics dialog, closing, tests)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._queue and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
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
                self._cond.wait_for(lambda: bool(self._queue) or self._closed)
                if not self._queue:
                    return
                job = self._queue.popleft()
                self._busy = True
            try:
                messages = job()
            except Exception as exc:  # noqa: BLE001 - the thread must survive any failure
                messages = [repr(exc)]
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
            if messages and self.on_messages is not None:
                with contextlib.suppress(Exception):
                    self.on_messages(messages)
