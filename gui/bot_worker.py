"""Bots think in a QThreadPool worker; the GUI thread only ever receives their answer.

A search bot (``strong``) may take most of a second; on the GUI thread that would freeze
the window. :class:`BotTask` runs ``bot.choose`` on a clone of the state
and emits the result through a QObject living in the GUI thread, so the connection is
queued and the slot runs in the event loop. Each task carries a *generation*: the
controller ignores answers that arrive after an undo, a load or a new game.

A task is a plain Python callable handed to ``QThreadPool.start(callable)``, deliberately not
a ``QRunnable`` subclass: with an auto-deleted Python ``QRunnable`` the pool deletes the C++
half in the worker thread while shiboken still tracks the Python half, and under garbage
collection pressure that corrupted shiboken's wrapper bookkeeping (segfaults far away, in
``QTableWidget.clear``). A plain callable is reference-counted by Python alone.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from gui.responsiveness import no_collections


class BotSignals(QObject):
    """Lives in the GUI thread; emitting from a worker queues the call into the event loop."""

    chosen = Signal(int, int, str, object)  # generation, seat, action text, worker thread id
    failed = Signal(int, str)  # generation, message


class BotTask:
    """Ask ``bot`` for the move of ``seat`` in ``state`` (a private clone).

    Call it (``QThreadPool.start(task)``) to run it in a worker thread."""

    def __init__(
        self,
        signals: BotSignals,
        generation: int,
        bot: Any,
        state: Any,
        seat: int,
    ) -> None:
        self.signals = signals
        self.generation = generation
        self.bot = bot
        self.state = state
        self.seat = seat

    def __call__(self) -> None:
        ident = threading.get_ident()
        try:
            with no_collections():
                action = str(self.bot.choose(self.state, self.seat))
            self.signals.chosen.emit(self.generation, self.seat, action, ident)
        except Exception as exc:  # noqa: BLE001 - report, never kill the worker thread
            self.signals.failed.emit(self.generation, f"{type(exc).__name__}: {exc}")
