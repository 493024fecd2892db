"""Judges each of the person's decisions in a worker thread while the deal goes on.

Why as the deal is played: a review of a 16-decision deal at the strong bot's budget takes
several seconds of search; started at the end of the deal the person would wait. Each
decision is queued the moment it is made (a private clone of the position before it), so the
review is ready — or nearly — when the deal ends (the learning notes' "fast enough not to
wait"). Results come back by queued signal, like the bots' moves (see gui/bot_worker.py).
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from engine.review import DecisionReview, review_decision
from gui.responsiveness import no_collections


class _Signals(QObject):
    done = Signal(int, int, object, object)  # generation, index, DecisionReview, thread id
    failed = Signal(int, int, str)  # generation, history index, message


class _Task:
    """A plain callable for ``QThreadPool.start`` (see gui/bot_worker.py for why not a
    QRunnable)."""

    def __init__(
        self, signals: _Signals, generation: int, bot: Any, position: Any, move: str, index: int
    ) -> None:
        self.signals, self.generation, self.bot = signals, generation, bot
        self.position, self.move, self.index = position, move, index

    def __call__(self) -> None:
        try:
            try:
                if len(self.position.history) > self.index:
                    self.position.rewind_to(self.index)  # back to just before the move
                with no_collections():
                    review = review_decision(self.position, self.move, self.bot, self.index)
            except Exception as exc:  # noqa: BLE001 - a failed review must not kill the worker
                message = f"{type(exc).__name__}: {exc}"
                self.signals.failed.emit(self.generation, self.index, message)
                return
            self.signals.done.emit(self.generation, self.index, review, threading.get_ident())
        except RuntimeError:
            pass  # the window closed meanwhile: nobody is left to tell


class ReviewAnalyst(QObject):
    """Queue of decisions to judge; ``reviews`` maps a history index to its verdict."""

    analysed = Signal(int)  # history index
    idle = Signal()

    def __init__(self, iterations: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The search budget per decision; None: the strong level's own budget.
        self.iterations = iterations
        self.reviews: dict[int, DecisionReview] = {}
        self.errors: dict[int, str] = {}
        self._pending: set[int] = set()
        self._generation = 0
        self._bot: Any = None
        self._bot_key: tuple[str, int] | None = None
        self._signals = _Signals(self)
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self._failed)
        # One thread: the review must not take both cores from the bots at the table.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.worker_threads: set[int] = set()

    def reset(self) -> None:
        """Forget everything (new game, undo, load): answers still on their way are dropped."""
        self._generation += 1
        self.reviews.clear()
        self.errors.clear()
        self._pending.clear()
        self._pool.clear()

    def forget_from(self, index: int) -> None:
        """Drop the verdicts of decisions at or after ``index`` (the match was rewound)."""
        self._generation += 1
        self._pool.clear()
        for table in (self.reviews, self.errors):
            for key in [k for k in table if k >= index]:
                del table[key]
        self._pending = {k for k in self._pending if k < index}

    def submit(self, position: Any, move: str, index: int, seed: int) -> None:
        """Judge ``move``, action ``index`` of ``position`` (a private clone, taken before or
        after the move: the worker rewinds it to just before)."""
        if index in self.reviews or index in self._pending:
            return
        self._pending.add(index)
        bot = self._bot_for(position.spec, seed)
        self._pool.start(_Task(self._signals, self._generation, bot, position, move, index))

    def pending(self) -> int:
        return len(self._pending)

    def wait(self, msecs: int = 60000) -> bool:
        """Block until the queue is empty (benchmarks, shutdown and tests only)."""
        return self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        self.reset()
        self._pool.waitForDone(5000)

    def _bot_for(self, spec: Any, seed: int) -> Any:
        key = (spec.id, seed)
        if self._bot is None or self._bot_key != key:
            import engine.bots

            # In-process (one worker): the table's own bots keep the process pool.
            self._bot = engine.bots.make(
                "strong", spec, seed=seed, iterations=self.iterations, workers=1
            )
            self._bot_key = key
        return self._bot

    def _done(self, generation: int, index: int, review: DecisionReview, thread: int) -> None:
        if generation != self._generation:
            return
        self.worker_threads.add(thread)
        self._pending.discard(index)
        self.reviews[index] = review
        self.analysed.emit(index)
        if not self._pending:
            self.idle.emit()

    def _failed(self, generation: int, index: int, message: str) -> None:
        if generation != self._generation:
            return
        self._pending.discard(index)
        self.errors[index] = message
        if not self._pending:
            self.idle.emit()
