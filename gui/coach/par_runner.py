"""Par for each finished deal, worked out in the background while the person plays on.

Why on the review's worker: par replays a whole deal several times with ``strong`` in the
person's seat, seconds of CPU each. It runs one replay at a time in the coach service's
background lane (lowest priority, stopped while a bot searches, see
:mod:`gui.coach.service`), and only when the review's deeper look has nothing waiting: the
verdicts come first, par after them. The replays stop by :class:`engine.coach.par.StopRule`,
and :attr:`ParRunner.finished` brings the answer (``engine.coach.par.Par``).
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from engine.coach.par import StopRule, make_par, played_score
from engine.contract import GameState
from gui.coach import jobs
from gui.coach.service import CoachService

#: How often a waiting runner looks again whether the background lane is free (ms).
POLL_MS = 400


@dataclass
class ParRequest:
    """One deal's par being worked out."""

    match: str
    state: GameState
    deal: int
    seat: int
    levels: list[str | None]
    score: float
    outcomes: list[float] = field(default_factory=list)
    cpu: float = 0.0

    @property
    def key(self) -> tuple[str, int]:
        return self.match, self.deal


class _Relay(QObject):
    done = Signal(int, object)  # generation, (value, cpu) or an exception


class ParRunner(QObject):
    """Queue of deals whose par is wanted; one replay at a time in the background lane."""

    #: (match id, deal number, engine.coach.par.Par)
    finished = Signal(str, int, object)

    def __init__(self, service: CoachService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.rule = StopRule()
        #: Search budgets × this (tests and benchmarks make the replays cheap).
        self.scale = 1.0
        self._queue: deque[ParRequest] = deque()
        self._running: ParRequest | None = None
        self._generation = 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._done, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._dispatch)
        service.idle.connect(self._dispatch)
        service.resumed.connect(self._dispatch)

    def submit(
        self, match: str, state: GameState, deal: int, seat: int, levels: Sequence[str | None]
    ) -> None:
        """Work out the par of finished deal ``deal`` of ``state`` for ``seat`` (a private copy
        is kept); a deal already queued or running is not asked twice."""
        key = (match, deal)
        if any(r.key == key for r in self._queue) or (
            self._running is not None and self._running.key == key
        ):
            return
        copy = state.clone()
        score = played_score(copy, deal, seat)
        self._queue.append(ParRequest(match, copy, deal, seat, list(levels), score))
        self._timer.start()
        QTimer.singleShot(0, self._dispatch)

    def pending(self) -> int:
        return len(self._queue) + (self._running is not None)

    def reset(self) -> None:
        """Forget everything queued (a new match); a replay under way is ignored."""
        self._generation += 1
        self._queue.clear()
        self._running = None
        self._timer.stop()

    def _dispatch(self) -> None:
        if self._running is not None:
            return
        if not self._queue:
            self._timer.stop()
            return
        if self.service.paused or self.service.busy_later():
            return  # the review first, and never while a bot thinks
        request = self._queue[0]
        if self.rule.done(request.outcomes, request.cpu):
            self._queue.popleft()
            self._emit(request)
            QTimer.singleShot(0, self._dispatch)
            return
        self._running = request
        from engine.bots.parallel import pack_state

        future = self.service.background(
            jobs.par_step,
            pack_state(request.state),
            request.deal,
            request.seat,
            request.levels,
            len(request.outcomes),
            self.scale,
        )
        generation, relay = self._generation, self._relay

        def done(f: Future[Any]) -> None:
            try:
                result: Any = f.result()
            except BaseException as exc:  # noqa: BLE001 - reported on the GUI thread
                result = exc
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                relay.done.emit(generation, result)

        future.add_done_callback(done)

    def _done(self, generation: int, result: Any) -> None:
        if generation != self._generation:
            return
        request, self._running = self._running, None
        if request is None:
            return
        if isinstance(result, BaseException):
            # A replay that failed ends this deal's par with what it has.
            if request in self._queue:
                self._queue.remove(request)
            self._emit(request)
        else:
            value, cpu = result
            request.outcomes.append(float(value))
            request.cpu += float(cpu)
        self._dispatch()

    def _emit(self, request: ParRequest) -> None:
        par = make_par(
            request.state, request.deal, request.seat, request.score, request.outcomes, request.cpu
        )
        self.finished.emit(request.match, request.deal, par)
