"""Bots think in a QThreadPool worker; the GUI thread only ever receives their answer.

A search bot (``strong``) may take most of a second; on the GUI thread that would freeze
the window. :class:`BotTask` runs ``bot.choose`` (or ``bot.hint``) on a clone of the state
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
    #: generation, action text, reason (an ``engine.reasons.Reason`` or a str), thread id
    hinted = Signal(int, str, object, object)
    failed = Signal(int, str)  # generation, message


class BotTask:
    """Ask ``bot`` for the move (or the hint) of ``seat`` in ``state`` (a private clone).

    Call it (``QThreadPool.start(task)``) to run it in a worker thread."""

    def __init__(
        self,
        signals: BotSignals,
        generation: int,
        bot: Any,
        state: Any,
        seat: int,
        hint: bool = False,
    ) -> None:
        self.signals = signals
        self.generation = generation
        self.bot = bot
        self.state = state
        self.seat = seat
        self.hint = hint

    def __call__(self) -> None:
        ident = threading.get_ident()
        try:
            with no_collections():
                if self.hint:
                    if hasattr(self.bot, "hint"):
                        result = self.bot.hint(self.state, self.seat)
                        action, reason = str(result.action), getattr(result, "reason", "")
                    else:
                        action, reason = str(self.bot.choose(self.state, self.seat)), ""
                else:
                    action, reason = str(self.bot.choose(self.state, self.seat)), ""
            if self.hint:
                self.signals.hinted.emit(self.generation, action, reason, ident)
            else:
                self.signals.chosen.emit(self.generation, self.seat, action, ident)
        except Exception as exc:  # noqa: BLE001 - report, never kill the worker thread
            self.signals.failed.emit(self.generation, f"{type(exc).__name__}: {exc}")
