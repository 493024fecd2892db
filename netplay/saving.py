"""Durable saves of one table, off the event loop, with group commit.

Why: a move may be acknowledged (``accepted``, and the ``update`` every seat sees) only once
it is on disk, yet a write and two fsyncs take milliseconds to seconds and must never stall
the other tables' play. So each table's saves run in a writer thread, one at a time per table;
every change asks for a save and gets a future that is done once a save taken *after* the
change is durable. Changes that come while a save is running share the next save (group
commit: several moves, one fsync).

When a save fails (a full disk, permissions), the futures stay pending, ``on_failed`` is
called once, and the save is tried again every ``retry`` seconds with the table as it is then;
the first one that succeeds completes every waiting future and calls ``on_recovered``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

from netplay import files

log = logging.getLogger("netplay.saving")


class TableSaver:
    """Group-commit writer of one table file."""

    def __init__(
        self,
        path: Path,
        snapshot: Callable[[], Any],
        executor: Executor,
        *,
        retry: float = 2.0,
        on_failed: Callable[[OSError], None] = lambda exc: None,
        on_recovered: Callable[[], None] = lambda: None,
    ) -> None:
        self.path = path
        self.snapshot = snapshot
        self.executor = executor
        self.retry = retry
        self.on_failed = on_failed
        self.on_recovered = on_recovered
        #: True from a failed save until the next one succeeds.
        self.failing = False
        #: Saves written (the measures read it: changes per save is the group-commit factor).
        self.writes = 0
        self._waiting: list[asyncio.Future[None]] = []
        self._running: asyncio.Future[None] | None = None
        self._retry: asyncio.TimerHandle | None = None

    def save(self) -> asyncio.Future[None]:
        """Ask for a save of the table as it is now; done when that is on disk."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self._waiting.append(done)
        if self._running is None and not self.failing:
            self._start(loop)
        return done

    @property
    def busy(self) -> bool:
        """A save is running or waiting."""
        return self._running is not None or bool(self._waiting)

    def _start(self, loop: asyncio.AbstractEventLoop) -> None:
        batch, self._waiting = self._waiting, []
        data = self.snapshot()  # on the loop: the table does not change under the writer
        running = loop.run_in_executor(self.executor, files.write_json, self.path, data)
        self._running = running
        running.add_done_callback(lambda f: self._finished(f, batch, loop))

    def _finished(
        self,
        running: asyncio.Future[None],
        batch: list[asyncio.Future[None]],
        loop: asyncio.AbstractEventLoop,
    ) -> None:
        self._running = None
        exc = None if running.cancelled() else running.exception()
        if running.cancelled() or exc is not None:
            self._waiting = batch + self._waiting
            if isinstance(exc, OSError):
                log.error("cannot save table file %s: %s", self.path.name, exc)
                if not self.failing:
                    self.failing = True
                    self.on_failed(exc)
                self._retry = loop.call_later(self.retry, self._try_again, loop)
            elif exc is not None:  # a bug: logged, and retried like a failing disk
                log.error("saving %s failed", self.path.name, exc_info=exc)
                self._retry = loop.call_later(self.retry, self._try_again, loop)
            return
        self.writes += 1
        for future in batch:
            if not future.done():
                future.set_result(None)
        if self.failing:
            self.failing = False
            self.on_recovered()
        if self._waiting:
            self._start(loop)

    def _try_again(self, loop: asyncio.AbstractEventLoop) -> None:
        self._retry = None
        if self._running is None:
            self._start(loop)

    def cancel(self) -> None:
        """Stop retrying (the server stops; its final save is written by the caller)."""
        if self._retry is not None:
            self._retry.cancel()
            self._retry = None

    async def flush(self, timeout: float) -> bool:
        """Wait (at most ``timeout`` s) until nothing is waiting to be saved; whether it is."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.busy and not self.failing and loop.time() < deadline:
            running = self._running
            if running is None:
                self._start(loop)
                continue
            try:
                await asyncio.wait_for(asyncio.shield(running), deadline - loop.time())
            except (TimeoutError, OSError, asyncio.CancelledError):
                break
            except Exception:  # noqa: BLE001 - a writer bug is logged by _finished
                break
        return not self.busy
