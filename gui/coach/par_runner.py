"""Par for each finished deal, worked out in the background while the person plays on.

Why on the review's worker: par replays a whole deal several times with ``strong`` in the
person's seat, seconds of CPU each. It runs one replay at a time in the coach service's
background lane (lowest priority, stopped while a bot searches, see
:mod:`gui.coach.service`), and only when the review's deeper look has nothing waiting: the
verdicts come first, par after them. The replays stop by :class:`engine.coach.par.StopRule`,
and :attr:`ParRunner.finished` brings the answer (``engine.coach.par.Par``).

A finished match of a game played for the match (``engine.coach.match_par``) is queued
behind its deals: one whole-match replay per step, stopped by :attr:`ParRunner.match_rule`;
:attr:`ParRunner.match_finished` brings the replays (:class:`MatchReplays`), which the
training feature joins with the deals' pars. :attr:`ParRunner.match_step` brings them after
each replay too, so the training record keeps the work as it is done, and
:meth:`ParRunner.submit_match` takes the replays made before (a restart) and goes on from
there. A deal's par goes before a match's next replay: the person is waiting for the deal
just played, and a match's replays are minutes of work.

What to work on next is decided in one place, :meth:`ParRunner._dispatch`, each time the
runner could start a replay (work queued, a replay done, the review's worker idle or resumed,
:meth:`ParRunner.wake`): nothing while :attr:`ParRunner.enabled` says no (the review's
analysis turned off: queued work waits); else a deal's par first, then a match's replay; and
when the queue has run dry, :attr:`ParRunner.backlog` is asked for the work still owed (the
table's last deal if its par was never asked, the training record's matches whose par is not
complete), so that work goes on whenever the runner is free, not only at the moments someone
remembered to ask.

A deal's par is asked per play of the deal (:func:`engine.coach.plays.play_of`): a deal played
again under the same match is another deal, and gets its own par.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from engine.coach.match_par import match_rule
from engine.coach.par import StopRule, make_par, played_score
from engine.coach.plays import play_of
from engine.contract import GameState
from gui.coach import jobs
from gui.coach.service import CoachService

#: How often a waiting runner looks again whether the background lane is free (ms).
POLL_MS = 400


#: The deal number of a whole match's request in the queue's keys.
MATCH = -1


@dataclass
class ParRequest:
    """One deal's par being worked out."""

    match: str
    state: GameState
    deal: int
    seat: int
    levels: list[str | None]
    score: float
    #: Which play of the deal (engine.coach.plays.play_of).
    play: str
    outcomes: list[float] = field(default_factory=list)
    cpu: float = 0.0

    @property
    def key(self) -> tuple[str, int]:
        return self.match, self.deal

    def step(self, scale: float) -> tuple[Callable[..., Any], tuple[Any, ...]]:
        """The next replay as a background job: (function, arguments)."""
        from engine.bots.parallel import pack_state

        args = (pack_state(self.state), self.deal, self.seat, self.levels)
        return jobs.par_step, (*args, len(self.outcomes), scale)

    def record(self, result: Any) -> None:
        value, cpu = result
        self.outcomes.append(float(value))
        self.cpu += float(cpu)


@dataclass(frozen=True)
class MatchReplays:
    """A finished match's whole-match replays: ``strong``'s share won and the deals each
    took, and their CPU seconds."""

    outcomes: tuple[float, ...]
    lengths: tuple[int, ...]
    cpu: float


@dataclass
class MatchRequest:
    """A finished match's whole-match replays being made."""

    match: str
    state: GameState
    seat: int
    levels: list[str | None]
    outcomes: list[float] = field(default_factory=list)
    lengths: list[int] = field(default_factory=list)
    cpu: float = 0.0

    @property
    def key(self) -> tuple[str, int]:
        return self.match, MATCH

    def step(self, scale: float) -> tuple[Callable[..., Any], tuple[Any, ...]]:
        from engine.bots.parallel import pack_state

        args = (pack_state(self.state), self.seat, self.levels, len(self.outcomes), scale)
        return jobs.match_par_step, args

    def replays(self) -> MatchReplays:
        """The replays made so far."""
        return MatchReplays(tuple(self.outcomes), tuple(self.lengths), self.cpu)

    def record(self, result: Any) -> None:
        share, length, cpu = result
        self.outcomes.append(float(share))
        self.lengths.append(int(length))
        self.cpu += float(cpu)


Request = ParRequest | MatchRequest


class _Relay(QObject):
    done = Signal(int, object)  # generation, (value, cpu) or an exception


class ParRunner(QObject):
    """Queue of deals whose par is wanted; one replay at a time in the background lane."""

    #: (match id, deal number, the deal's play, engine.coach.par.Par)
    finished = Signal(str, int, str, object)
    #: (match id, MatchReplays) of a finished match (``submit_match``)
    match_finished = Signal(str, object)
    #: (match id, MatchReplays so far) after each whole-match replay
    match_step = Signal(str, object)

    def __init__(self, service: CoachService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.rule = StopRule()
        #: When a match's whole-match replays stop.
        self.match_rule = match_rule()
        #: Search budgets × this (tests and benchmarks make the replays cheap).
        self.scale = 1.0
        #: Whether a replay may start now (the training feature: the review's analysis on).
        self.enabled: Callable[[], bool] = lambda: True
        #: Asked when the queue has run dry: submits the work still owed (the training
        #: record's unfinished match pars), or nothing.
        self.backlog: Callable[[], None] = lambda: None
        self._queue: deque[Request] = deque()
        self._running: Request | None = None
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
        is kept); a play of a deal already queued or running is not asked twice."""
        play = play_of(state, deal)
        if self.asked(match, deal, play):
            return
        copy = state.clone()
        score = played_score(copy, deal, seat)
        self._enqueue(ParRequest(match, copy, deal, seat, list(levels), score, play))

    def submit_match(
        self,
        match: str,
        state: GameState,
        seat: int,
        levels: Sequence[str | None],
        made: MatchReplays | None = None,
    ) -> None:
        """Make the whole-match replays of ``state``'s finished match for ``seat``, going on
        after the replays ``made`` before (kept across a restart); a match is not asked
        twice."""
        if not state.is_over:
            raise ValueError("the match is not over")
        if not self.asked(match, MATCH):
            request = MatchRequest(match, state.clone(), seat, list(levels))
            if made is not None:
                request.outcomes = list(made.outcomes)
                request.lengths = list(made.lengths)
                request.cpu = made.cpu
            self._enqueue(request)

    def asked(self, match: str, deal: int, play: str | None = None) -> bool:
        """Whether deal ``deal`` (``MATCH``: the whole match) is queued or running; with
        ``play``, that play of the deal."""
        key = (match, deal)

        def wanted(r: Request | None) -> bool:
            if r is None or r.key != key:
                return False
            return play is None or (isinstance(r, ParRequest) and r.play == play)

        return wanted(self._running) or any(wanted(r) for r in self._queue)

    def _enqueue(self, request: Request) -> None:
        self._queue.append(request)
        self.wake()

    def wake(self) -> None:
        """Look again soon what to work on (something changed that :meth:`_dispatch` reads:
        work queued, the analysis turned on, a new match)."""
        self._timer.start()
        QTimer.singleShot(0, self._dispatch)

    def pending(self) -> int:
        return len(self._queue) + (self._running is not None)

    def reset(self, keep: Callable[[str], bool] = lambda _match: False) -> None:
        """Forget everything queued (a new match) but the work of the matches ``keep`` names
        (a finished match's par, kept in the training record); a replay under way of a match
        not kept is ignored."""
        self._queue = deque(r for r in self._queue if keep(r.match))
        running = self._running
        if running is not None and not keep(running.match):
            self._generation += 1
            self._running = None
        if not self._queue and self._running is None:
            self._timer.stop()

    def _dispatch(self) -> None:
        """The one rule of what to work on next (see the module's docstring)."""
        if self._running is not None:
            return
        if not self.enabled():
            self._timer.stop()  # woken again when it is turned on
            return
        if not self._queue:
            self.backlog()
        if not self._queue:
            self._timer.stop()
            return
        if self.service.paused or self.service.busy_later():
            return  # the review first, and never while a bot thinks
        # A deal's par first: one whole-match replay is the longest a deal's par waits.
        request = next((r for r in self._queue if isinstance(r, ParRequest)), self._queue[0])
        rule = self.rule if isinstance(request, ParRequest) else self.match_rule
        if rule.done(request.outcomes, request.cpu):
            self._queue.remove(request)
            self._emit(request)
            QTimer.singleShot(0, self._dispatch)
            return
        self._running = request
        fn, args = request.step(self.scale)
        future = self.service.background(fn, *args)
        generation, relay = self._generation, self._relay

        self.service.when_done(future, lambda result: relay.done.emit(generation, result))

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
            request.record(result)
            if isinstance(request, MatchRequest):
                self.match_step.emit(request.match, request.replays())
        self._dispatch()

    def _emit(self, request: Request) -> None:
        if isinstance(request, MatchRequest):
            self.match_finished.emit(request.match, request.replays())
            return
        par = make_par(
            request.state, request.deal, request.seat, request.score, request.outcomes, request.cpu
        )
        self.finished.emit(request.match, request.deal, request.play, par)
