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
from collections import deque
from collections.abc import Callable

from gui.storage.worker import SerialWorker


class BackgroundRecorder(SerialWorker):
    """Runs the submitted counts one after the other on a worker thread."""

    def __init__(self, on_messages: Callable[[list[str]], None] | None = None) -> None:
        super().__init__("statistics")
        self.on_messages = on_messages
        self._queue: deque[Callable[[], list[str]]] = deque()

    def submit(self, job: Callable[[], list[str]]) -> None:
        """Queue ``job`` (returns the messages to show); returns at once."""
        self._add(lambda: self._queue.append(job))

    def close(self, timeout: float | None = 10.0) -> bool:
        return super().close(timeout)

    def _has_work(self) -> bool:
        return bool(self._queue)

    def _take(self) -> Callable[[], list[str]]:
        return self._queue.popleft()

    def _do(self, item: Callable[[], list[str]]) -> None:
        try:
            messages = item()
        except Exception as exc:  # noqa: BLE001 - the thread must survive any failure
            messages = [repr(exc)]
        if messages and self.on_messages is not None:
            with contextlib.suppress(Exception):
                self.on_messages(messages)
