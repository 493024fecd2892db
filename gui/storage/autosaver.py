"""Autosave off the GUI thread: snapshot on the GUI thread, write on a worker thread.

Why: an atomic write costs two fsyncs, about 10 ms on an SSD and up to 60 ms measured on a
busy virtual disk, while the event loop must never stall for more than 50 ms. Taking the
snapshot (the engine's ``to_json()`` plus the description) is well under a millisecond, so
:meth:`BackgroundAutosaver.submit` does that and hands the document to one worker thread.
Only the latest request per file matters: if moves come faster than the disk, intermediate
snapshots are skipped, never written out of order. A finished match clears the autosave.
There is one autosave per game (``path`` given to :meth:`~BackgroundAutosaver.submit`); the
pending requests of different files are all written, in the order they were first made.

Pure Python threads (no Qt), so it is testable without a display. ``on_error`` is called
on the worker thread: connect it to a Qt signal (queued to the GUI thread) to show it. A
failing file is reported once, when it starts failing, and ``on_recovered`` once when it is
written again: a full disk used to put one status-bar line per move and nothing lasting
(issue 31 item 3).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

import engine
from gui.storage.atomic import StorageError, write_json_atomic
from gui.storage.saves import SaveMeta, clear_autosave, save_document
from gui.storage.worker import SerialWorker


class BackgroundAutosaver(SerialWorker):
    """Keeps ``path`` holding the latest submitted match (see the module docstring)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        on_error: Callable[[str], None] | None = None,
        on_recovered: Callable[[Path], None] | None = None,
    ) -> None:
        super().__init__("autosave")
        self.path = Path(path)
        self.on_error = on_error
        #: Called (on the worker thread) when a file that failed is written again.
        self.on_recovered = on_recovered
        #: Files whose last write failed: a failure is told once, not after every move.
        self._failing: set[Path] = set()
        #: file -> (kind, document); a dict keeps the order the files were first asked for.
        self._pending: dict[Path, tuple[str, dict[str, Any] | None]] = {}

    def submit(
        self,
        state: engine.GameState,
        levels: list[str | None] | None = None,
        bot_seeds: list[int | None] | None = None,
        seat_names: list[str] | None = None,
        path: str | os.PathLike[str] | None = None,
        match_id: str = "",
        learn: dict[str, Any] | None = None,
    ) -> None:
        """Autosave ``state`` to ``path`` (default: the autosaver's own); returns at once.
        ``learn``: what learn mode was doing (``SaveMeta.learn``)."""
        target = self.path if path is None else Path(path)
        if state.is_over:
            self._post(target, "clear", None)
            return
        meta = SaveMeta.from_state(
            state, levels, bot_seeds, seat_names, match_id=match_id, learn=learn
        )
        self._post(target, "write", save_document(state, meta))

    def clear(self, path: str | os.PathLike[str] | None = None) -> None:
        """Remove the autosave at ``path`` (default: the autosaver's own): match finished."""
        self._post(self.path if path is None else Path(path), "clear", None)

    def _post(self, path: Path, kind: str, document: dict[str, Any] | None) -> None:
        def store() -> None:
            self._pending[path] = (kind, document)

        self._add(store)

    def _has_work(self) -> bool:
        return bool(self._pending)

    def _take(self) -> tuple[Path, str, dict[str, Any] | None]:
        path = next(iter(self._pending))
        kind, document = self._pending.pop(path)
        return path, kind, document

    def _do(self, item: tuple[Path, str, dict[str, Any] | None]) -> None:
        path, kind, document = item
        try:
            if kind == "write":
                write_json_atomic(path, document)
            else:
                clear_autosave(path)
        except Exception as exc:  # noqa: BLE001 - the thread must survive any failure
            if path in self._failing:
                return  # told already; the match is still not kept
            self._failing.add(path)
            reason = str(exc) if isinstance(exc, StorageError) else repr(exc)
            self._report(
                QCoreApplication.translate(
                    "Autosaver",
                    "This match is not being kept: it could not be saved automatically, so "
                    "it cannot be resumed after the program ends. {error} It is tried again "
                    "after every move.",
                ).format(error=reason)
            )
            return
        if path in self._failing:
            self._failing.discard(path)
            if self.on_recovered is not None:
                with contextlib.suppress(Exception):
                    self.on_recovered(path)

    def _report(self, message: str) -> None:
        if self.on_error is None:
            return
        with contextlib.suppress(Exception):  # a broken callback must not stop autosaving
            self.on_error(message)
