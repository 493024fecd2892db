"""The review's verdicts: each of the person's decisions looked at more deeply while the deal
goes on.

Why during play: the deeper look at a deal's decisions takes seconds; started when the deal
ends, the person would wait. Each decision is queued the moment it is made, and
:class:`~gui.coach.service.CoachService` deepens it in the background (lowest priority, never
while a bot thinks), starting from the play-time analysis the hint or learn mode showed.
"""

from __future__ import annotations

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal

from engine.coach import DEEP_SAMPLES, PLAY_SAMPLES, Analysis
from engine.contract import GameState
from gui.coach.service import CoachService, PositionKey
from gui.coach.verdicts import DecisionVerdict, judge


class Reviewer(QObject):
    """``reviews`` maps the history index of each judged decision to its verdict."""

    analysed = Signal(int)  # history index
    idle = Signal()

    def __init__(self, service: CoachService, seat: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.seat = seat
        #: Samples of the deeper look (fewer in tests and benchmarks).
        self.target = DEEP_SAMPLES
        self.reviews: dict[int, DecisionVerdict] = {}
        self.errors: dict[int, str] = {}
        #: Decisions waiting for their deeper look: position key -> (history index, move).
        self._waiting: dict[PositionKey, tuple[int, str]] = {}
        service.analysed.connect(self._on_analysed)
        service.failed.connect(self._on_failed)

    def submit(self, state: GameState, move: str, index: int) -> None:
        """Judge ``move``, history index ``index`` of ``state`` (the state may already be
        past it: the worker rewinds its own copy)."""
        if index in self.reviews or any(i == index for i, _m in self._waiting.values()):
            return
        key = self.service.deepen(state, self.seat, index, self.target)
        self._waiting[key] = (index, move)
        known = self.service.deepest(key)
        if known is not None and known.samples >= self.target:
            self._on_analysed(key, known)  # judged before (the match was rewound)

    def pending(self) -> int:
        return len(self._waiting)

    def reset(self) -> None:
        """Forget the verdicts (a new match)."""
        self.reviews.clear()
        self.errors.clear()
        self._waiting.clear()

    def forget_from(self, index: int) -> None:
        """Drop the verdicts of decisions at or after ``index`` (the match was rewound)."""
        for table in (self.reviews, self.errors):
            for key in [k for k in table if k >= index]:
                del table[key]
        self._waiting = {k: v for k, v in self._waiting.items() if v[0] < index}

    def wait(self, msecs: int = 60000) -> bool:
        """Run the event loop until every queued decision is judged (the command line's
        ``--view review``, benchmarks); False on time-out."""
        if not self._waiting:
            return True
        loop = QEventLoop()
        self.idle.connect(loop.quit)
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(msecs)
        loop.exec()
        self.idle.disconnect(loop.quit)
        return not self._waiting

    def _on_analysed(self, key: PositionKey, analysis: Analysis) -> None:
        waiting = self._waiting.get(key)
        if waiting is None or (analysis.samples < self.target and len(analysis.options) > 1):
            return  # not the person's decision, or only the play-time look at it
        index, move = waiting
        del self._waiting[key]
        play = self.service.cached(key, PLAY_SAMPLES)
        self.reviews[index] = judge(index, self.seat, move, analysis, play)
        self.analysed.emit(index)
        if not self._waiting:
            self.idle.emit()

    def _on_failed(self, key: PositionKey, message: str) -> None:
        waiting = self._waiting.pop(key, None)
        if waiting is None:
            return
        self.errors[waiting[0]] = message
        if not self._waiting:
            self.idle.emit()
