"""The GUI's one way to ask the analyst (``engine.coach.analyse``), off the GUI thread.

Why one service for hint, learn mode and review: they used to run three searches that drew
their own deals and contradicted each other. Here every answer is cached by the position it
is about (the game, the deal's seed, the moves so far and the deciding seat) and the number
of sampled deals, so the same question is never analysed twice and the hint and the learn
panel show the very same analysis; the review's deeper look starts from it.

Two lanes, each one worker:

* *now* — the hint and learn mode (play-time samples, asked on the person's turn, while no
  bot thinks): an ordinary worker, answered within about a second;
* *later* — the review's deeper look at each of the person's decisions, in steps (the
  play-time samples, then twice as many, … up to the review's), reusing each step. It runs
  at the lowest scheduling priority and starts no step while a bot thinks
  (:meth:`CoachService.set_paused`), so it never takes a core from the table's bots.

Workers are processes by default (``spawn``, as the bots' search workers): a process has its
own interpreter lock, so a long analysis never delays the GUI thread, and it can be niced
without niceing the bots. Tests and systems that cannot start processes use threads.
"""

from __future__ import annotations

import contextlib
import functools
import multiprocessing
import os
import signal
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from engine.coach import DEEP_SAMPLES, PLAY_SAMPLES, Analysis
from engine.contract import GameState
from gui.coach import jobs
from gui.coach.analysis_store import AnalysisStore
from gui.coach.gate import ClosingGate

Lane = Literal["now", "later"]
#: (game, players, options, seed, the moves so far, the deciding seat)
PositionKey = tuple[Hashable, ...]

#: How many analyses are kept (a deal has at most a few dozen decisions of the person).
CACHE_SIZE = 600


#: Signals that stop and continue a worker process (None where the system has none).
_STOP: int | None = getattr(signal, "SIGSTOP", None)
_CONTINUE: int | None = getattr(signal, "SIGCONT", None)


def _processes(executor: Executor) -> dict[int, Any]:
    """A process pool's worker processes by pid (the pool keeps them, unpublished)."""
    return dict(getattr(executor, "_processes", None) or {})


def position_key(state: GameState, seat: int, before: int | None = None) -> PositionKey:
    """The identity of ``seat``'s decision in ``state`` (at history index ``before``): the
    deal is fixed by the game, its options and the seed, the position by the moves since."""
    end = len(state.history) if before is None else before
    options = tuple(sorted((str(k), repr(v)) for k, v in (state.options or {}).items()))
    return (
        state.spec.id,
        state.players,
        options,
        state.seed,
        tuple(state.history[:end]),
        seat,
    )


@dataclass
class _Deepen:
    """A background request: deepen the analysis of one decision up to ``target`` samples."""

    key: PositionKey
    state: GameState
    seat: int
    before: int | None
    target: int
    #: Samples of the last step done (0: none yet).
    reached: int = 0


@dataclass(frozen=True)
class _Outcome:
    """A worker's answer with what it was asked (resubmitted if the worker process died)."""

    state: GameState
    job: jobs.Job
    result: Analysis | BaseException


class _Relay(QObject):
    """Lives in the GUI thread: a worker's answer, emitted from another thread, is queued."""

    finished = Signal(int, object, int, object, object)  # generation, key, samples, lane, result


class CoachService(QObject):
    """Asks the analyst for the hint, learn mode and the review; answers arrive as
    :attr:`analysed` on the GUI thread."""

    #: (position key, Analysis) — an answer for a decision (any number of samples).
    analysed = Signal(object, object)
    #: (position key, message) — the analyst failed on that decision.
    failed = Signal(object, str)
    #: Nothing is queued or running any more.
    idle = Signal()
    #: A step of the deeper look was handed to its worker (samples).
    step_started = Signal(int)
    #: The pause ended (background work may start again).
    resumed = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        processes: bool = True,
        analyse_fn: jobs.AnalyseFn | None = None,
    ) -> None:
        super().__init__(parent)
        self._processes = processes and analyse_fn is None
        self._analyse_fn = analyse_fn
        self._cache: OrderedDict[tuple[PositionKey, int], Analysis] = OrderedDict()
        #: Answers kept on disk (:meth:`use_store`), and the keys already looked up there.
        self.store: AnalysisStore | None = None
        self._recalled: set[PositionKey] = set()
        self.errors: dict[PositionKey, str] = {}
        self._executors: dict[Lane, Executor] = {}
        self._pending: dict[Lane, set[tuple[PositionKey, int]]] = {"now": set(), "later": set()}
        self._queue: deque[_Deepen] = deque()
        self._running: _Deepen | None = None
        self._paused = False
        self._generation = 0
        self._relay = _Relay(self)
        #: The gate the current workers' answers pass (:meth:`when_done`); closed and
        #: replaced when they are stopped.
        self._gate = ClosingGate()
        # Always queued: a future already done calls back at once on this very thread, and an
        # answer must never arrive in the middle of the call that asked for it.
        self._relay.finished.connect(self._finished, Qt.ConnectionType.QueuedConnection)
        #: Analyses run, per lane (tests and benchmarks: nothing is analysed twice).
        self.runs: dict[Lane, int] = {"now": 0, "later": 0}

    # --- asking -------------------------------------------------------------------------------

    def cached(self, key: PositionKey, samples: int = PLAY_SAMPLES) -> Analysis | None:
        self._recall(key)
        return self._cache.get((key, samples))

    def deepest(self, key: PositionKey) -> Analysis | None:
        """The analysis of that decision with the most samples known so far."""
        self._recall(key)
        found = [a for (k, _n), a in self._cache.items() if k == key]
        return max(found, key=lambda a: a.samples) if found else None

    def use_store(self, store: AnalysisStore | None) -> None:
        """Keep answers in ``store`` too, and take them from there (a review after a
        restart of the program); None: in memory only."""
        self.store = store
        self._recalled.clear()

    def ask(
        self, state: GameState, seat: int, samples: int = PLAY_SAMPLES
    ) -> tuple[PositionKey, Analysis | None]:
        """The play-time analysis of ``seat``'s decision in ``state``: at once if known,
        else (key, None) and :attr:`analysed` brings it. ``state`` is not kept."""
        key = position_key(state, seat)
        known = self.cached(key, samples)
        if known is not None or (key, samples) in self._pending["now"]:
            return key, known
        self._submit("now", key, state.clone(), jobs.Job(seat, samples, key=key))
        return key, None

    def deepen(
        self,
        state: GameState,
        seat: int,
        before: int | None = None,
        target: int = DEEP_SAMPLES,
    ) -> PositionKey:
        """Queue the review's deeper look at ``seat``'s decision at history index ``before``
        of ``state`` (a private copy is taken; the worker rewinds it)."""
        key = position_key(state, seat, before)
        known = self.deepest(key)
        queued = any(r.key == key for r in self._queue) or (
            self._running is not None and self._running.key == key
        )
        if not queued and (known is None or known.samples < target):
            self._queue.append(_Deepen(key, state.clone(), seat, before, target))
            # Once the controller has moved on: the bot it starts next pauses this first.
            QTimer.singleShot(0, self._dispatch)
        return key

    # --- control ------------------------------------------------------------------------------

    def use_analyst(self, analyse_fn: jobs.AnalyseFn) -> None:
        """Analyse with ``analyse_fn`` in threads of this process (tests, benchmarks)."""
        self.shutdown()
        self._processes = False
        self._analyse_fn = analyse_fn

    def warm_up(self, lanes: tuple[Lane, ...] = ("now", "later")) -> None:
        """Start the workers of ``lanes`` now (a new match): a spawned worker takes a moment
        to import the engine, which the first answer should not wait for."""
        if self._processes:
            with contextlib.suppress(BrokenProcessPool, OSError, RuntimeError):
                for lane in lanes:
                    self._executor(lane).submit(jobs.ping)

    def set_paused(self, paused: bool) -> None:
        """While paused (a bot is thinking) no step of the deeper look starts, and a step
        already running in the worker process is stopped where it is (POSIX: SIGSTOP) until
        the pause ends: even the lowest priority still takes a share of a busy CPU."""
        if paused != self._paused:
            self._signal_worker(_STOP if paused else _CONTINUE)
        was, self._paused = self._paused, paused
        if not paused:
            self._dispatch()
            if was:
                self.resumed.emit()

    @property
    def paused(self) -> bool:
        return self._paused

    def background(self, fn: Any, *args: Any) -> Future[Any]:
        """Run ``fn(*args)`` in the background lane's worker, after what it has queued: at
        the lowest priority, stopped while a bot thinks (par's replays, gui.coach.par_runner).
        With processes, ``fn`` and ``args`` must pickle."""
        try:
            return self._executor("later").submit(fn, *args)
        except (BrokenProcessPool, OSError, RuntimeError):
            self._fall_back_to_threads()
            return self._executor("later").submit(fn, *args)

    def when_done(self, future: Future[Any], send: Callable[[Any], None]) -> None:
        """Call ``send`` with ``future``'s result (or the exception it raised) in whatever
        thread finishes it, unless this service's workers were stopped since it was handed
        out: their pool's thread fails the futures it leaves while the window and the Qt
        objects ``send`` emits on are being deleted (gui.coach.gate)."""
        gate = self._gate

        def done(f: Future[Any]) -> None:
            result: Any
            try:
                result = f.result()
            except BaseException as exc:  # noqa: BLE001 - reported on the GUI thread
                result = exc
            with contextlib.suppress(RuntimeError):  # the relay was deleted without a stop
                gate.deliver(lambda: send(result))

        future.add_done_callback(done)

    def busy_later(self) -> bool:
        """The review's deeper look has work queued or running (it goes first)."""
        return self._running is not None or bool(self._queue)

    def background_pids(self) -> list[int]:
        """The background worker's process id (none with threads or before it started)."""
        executor = self._executors.get("later")
        return list(_processes(executor)) if executor is not None and self._processes else []

    def stepping(self) -> bool:
        """A step of the deeper look is running in the background worker now."""
        return self._running is not None

    def pending(self) -> int:
        """Decisions still waiting for an answer, in both lanes."""
        return len(self._queue) + (self._running is not None) + len(self._pending["now"])

    def drop_queue(self) -> None:
        """Forget the background work (a new match); cached answers stay valid, since a
        position's key says which deal and moves it is."""
        self._generation += 1
        self._queue.clear()
        self._running = None
        self._recalled.clear()  # looked up again if asked again (this set only grows)
        for lane in self._pending.values():
            lane.clear()

    def shutdown(self) -> None:
        """Stop the workers (window closing): running analyses are abandoned, and their
        answers never delivered (the gate is closed before the workers are stopped)."""
        gate, self._gate = self._gate, ClosingGate()
        gate.close()
        self.drop_queue()
        executors = list(self._executors.values())
        self._executors.clear()
        self._paused = False
        for executor in executors:
            processes = _processes(executor)
            executor.shutdown(wait=False, cancel_futures=True)
            for pid, process in processes.items():
                with contextlib.suppress(Exception):
                    if _CONTINUE is not None:
                        os.kill(pid, _CONTINUE)  # a stopped process would not see the end
                    process.terminate()

    # --- internals ----------------------------------------------------------------------------

    def _signal_worker(self, signum: int | None) -> None:
        """Send ``signum`` to the background worker process (no-op with threads or without
        the signal on this system)."""
        if signum is None:
            return
        for pid in self.background_pids():
            with contextlib.suppress(OSError):
                os.kill(pid, signum)

    def _dispatch(self) -> None:
        if self._paused or self._running is not None or not self._queue:
            return
        request = self._queue.popleft()
        known = self.deepest(request.key)
        reached = max(request.reached, known.samples if known is not None else 0)
        if known is not None and reached >= request.target:
            self.analysed.emit(request.key, known)
            self._dispatch()
            return
        samples = PLAY_SAMPLES if not reached else min(request.target, reached * 2)
        self._running = request
        # The worker reuses the last step it made itself (its per-sample outcomes stay there).
        job = jobs.Job(request.seat, samples, request.before, request.reached, request.key)
        self.step_started.emit(samples)
        self._submit("later", request.key, request.state.clone(), job)

    def _executor(self, lane: Lane) -> Executor:
        executor = self._executors.get(lane)
        if executor is None:
            if self._processes:
                executor = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=functools.partial(
                        jobs.background_worker_start
                        if lane == "later"
                        else jobs.play_time_worker_start,
                        os.getpid(),
                    ),
                )
            else:
                # Threads share the interpreter lock with the GUI thread, so their priority is
                # left alone: a niced thread holding the lock would hold up the GUI.
                executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"coach-{lane}")
            self._executors[lane] = executor
        return executor

    def _submit(self, lane: Lane, key: PositionKey, state: GameState, job: jobs.Job) -> None:
        self._pending[lane].add((key, job.samples))
        generation = self._generation
        future: Future[Analysis]
        try:
            if self._processes:
                from engine.bots.parallel import pack_state

                future = self._executor(lane).submit(jobs.run_packed, pack_state(state), job)
            else:
                future = self._executor(lane).submit(jobs.run, state, job, self._analyse_fn)
        except (BrokenProcessPool, OSError, RuntimeError):
            self._fall_back_to_threads()
            future = self._executor(lane).submit(jobs.run, state, job, self._analyse_fn)
        relay = self._relay

        def send(result: Analysis | BaseException) -> None:
            answer = _Outcome(state, job, result)
            relay.finished.emit(generation, key, job.samples, lane, answer)

        self.when_done(future, send)

    def _fall_back_to_threads(self) -> None:
        """Worker processes cannot start or died: analyse in threads of this process."""
        old = list(self._executors.values())
        self._executors.clear()
        self._processes = False
        for executor in old:
            executor.shutdown(wait=False, cancel_futures=True)

    def _finished(
        self, generation: int, key: PositionKey, samples: int, lane: Lane, payload: _Outcome
    ) -> None:
        state, job, outcome = payload.state, payload.job, payload.result
        self._pending[lane].discard((key, samples))
        if generation != self._generation:
            return
        if isinstance(outcome, BrokenProcessPool) and self._processes:
            self._fall_back_to_threads()
            self._submit(lane, key, state, job)
            return
        self.runs[lane] += 1
        if lane == "later":
            request, self._running = self._running, None
            if isinstance(outcome, Analysis) and request is not None:
                # Kept: the last step, and the first (the play-time look the hint showed,
                # which the verdict is compared with).
                final = job.samples >= request.target or job.samples == PLAY_SAMPLES
                self._store(key, job.samples, outcome, keep=final)
                request.reached = job.samples
                if job.samples < request.target:
                    self._queue.appendleft(request)  # the next step of the same decision
                else:
                    self.analysed.emit(key, outcome)
        elif isinstance(outcome, Analysis):
            self._store(key, job.samples, outcome, keep=True)
            self.analysed.emit(key, outcome)
        if not isinstance(outcome, Analysis):
            message = f"{type(outcome).__name__}: {outcome}"
            self.errors[key] = message
            self.failed.emit(key, message)
        self._dispatch()
        if self.pending() == 0:
            self.idle.emit()

    def _store(
        self, key: PositionKey, samples: int, analysis: Analysis, keep: bool = False
    ) -> None:
        """Hold ``analysis`` in memory and, with ``keep`` (an answer that is final: the
        play-time look, or the deeper look's last step), on disk."""
        self._cache[(key, samples)] = analysis
        self._cache.move_to_end((key, samples))
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        if keep and self.store is not None:
            self.store.save(key, samples, analysis)

    def _recall(self, key: PositionKey) -> None:
        """Bring the answers kept on disk for ``key`` into memory (once per key)."""
        if self.store is None or key in self._recalled:
            return
        self._recalled.add(key)
        for samples, analysis in self.store.load(key).items():
            if (key, samples) not in self._cache:
                self._store(key, samples, analysis)
