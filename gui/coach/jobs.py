"""What a coach worker runs: one call of the analyst on a private copy of a position.

Why a module without Qt: the background worker is a separate process (see
:mod:`gui.coach.service`), which imports this module alone. A process has its own
interpreter, so its search never holds the GUI thread's interpreter lock, and it can run at
the lowest scheduling priority without lowering the table's bots with it.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import signal
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import Any

from engine.coach import Analysis, analyse
from engine.contract import GameState

#: The analyst's signature, so that tests can hand the service a fake one.
AnalyseFn = Callable[..., Analysis]


@dataclass(frozen=True)
class Job:
    """Analyse ``seat``'s decision in the position at history index ``before`` (None: the
    state as it is) with ``samples`` deals, reusing the analysis of the same decision with
    ``previous`` samples that this worker made before (0: none)."""

    seat: int
    samples: int
    before: int | None = None
    previous: int = 0
    #: The decision's identity (see :func:`gui.coach.service.position_key`).
    key: Hashable = None


#: The analyses this worker made, with their per-sample outcomes, by (key, samples): the next
#: step of a deeper look reuses them here, so the outcomes (thousands of numbers) never
#: travel between the processes, where unpickling them would hold the GUI's interpreter lock.
_KEPT: OrderedDict[tuple[Hashable, int], Analysis] = OrderedDict()
KEEP = 48
_LOCK = threading.Lock()


def run(state: GameState, job: Job, analyse_fn: AnalyseFn | None = None) -> Analysis:
    """The analysis ``job`` asks for, without its per-sample outcomes (they stay in this
    worker for the next step); ``state`` is the worker's own copy and is changed."""
    if job.before is not None and job.before < len(state.history):
        state.rewind_to(job.before)
    fn = analyse_fn or analyse
    with _LOCK:
        previous = _KEPT.get((job.key, job.previous)) if job.previous else None
    result = fn(state, job.seat, samples=job.samples, previous=previous)
    with _LOCK:
        _KEPT[(job.key, job.samples)] = result
        _KEPT.move_to_end((job.key, job.samples))
        while len(_KEPT) > KEEP:
            _KEPT.popitem(last=False)
    return replace(result, outcomes=())


def run_packed(packed: tuple[str, Any], job: Job) -> Analysis:
    """:func:`run` in a worker process: the state travels packed (a game's spec holds
    functions, which are referred to by module; see :mod:`engine.bots.parallel`)."""
    from engine.bots.parallel import unpack_state

    return run(unpack_state(packed), job)


def par_step(
    packed: tuple[str, Any], deal: int, seat: int, levels: list[str | None], run: int, scale: float
) -> tuple[float, float]:
    """One of par's replays of finished deal ``deal`` (``engine.coach.par``) in the
    background worker: (its value for ``seat``, the CPU seconds it took)."""
    import time

    from engine.bots.parallel import unpack_state
    from engine.coach.par import deal_start, replay_once

    began = time.process_time()
    state = unpack_state(packed)
    value = replay_once(deal_start(state, deal), seat, levels, run, deal, scale)
    return value, time.process_time() - began


def match_par_step(
    packed: tuple[str, Any], seat: int, levels: list[str | None], run: int, scale: float
) -> tuple[float, int, float]:
    """One whole-match replay of a finished match (``engine.coach.match_par``) in the
    background worker: (``seat``'s share of the match won, the deals it took, CPU seconds)."""
    import time

    from engine.bots.parallel import unpack_state
    from engine.coach.match_par import replay_match

    began = time.process_time()
    share, length = replay_match(unpack_state(packed), seat, levels, run, scale)
    return share, length, time.process_time() - began


def ping() -> int:
    """Nothing: submitted once to start a worker process ahead of the first question."""
    return 0


def lower_priority() -> None:
    """Make the calling thread (Linux: a thread is a task with its own nice value) or process
    yield the CPU to everything else: niceness 19 and, where the system has it, the idle
    scheduling class. A worker initialiser; failures leave the priority as it was."""
    ident: Any = 0
    with contextlib.suppress(AttributeError):
        ident = threading.get_native_id()
    with contextlib.suppress(AttributeError, OSError, PermissionError):
        os.setpriority(os.PRIO_PROCESS, ident, 19)
    idle = getattr(os, "SCHED_IDLE", None)
    if idle is not None:
        with contextlib.suppress(AttributeError, OSError, PermissionError):
            os.sched_setscheduler(ident, idle, os.sched_param(0))


#: Linux's prctl option that has the kernel send a signal when the parent dies.
_PR_SET_PDEATHSIG = 1


def end_with_parent(parent_pid: int) -> None:
    """Have the kernel kill this worker when the program that started it dies (Linux).

    Why: the background worker is stopped (SIGSTOP) while a bot thinks. If the program is
    killed in that moment, nothing would ever continue the worker: a stopped orphan would
    sit in memory for good. SIGKILL is the one signal a stopped process still obeys. Where
    the system has no prctl nothing changes; a parent already gone ends the worker now."""
    libc_name = ctypes.util.find_library("c")
    if libc_name and hasattr(signal, "SIGKILL"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(libc_name, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    if os.getppid() != parent_pid:
        os._exit(0)


def background_worker_start(parent_pid: int) -> None:
    """The background worker's initialiser: it dies with the program and yields the CPU."""
    end_with_parent(parent_pid)
    lower_priority()


def play_time_worker_start(parent_pid: int) -> None:
    """The play-time worker's initialiser: it dies with the program, and it spreads the
    coach's search over a pool of ``strong``'s worker count, started now so that the first
    answer does not wait for it (why only this worker: ``spread_over_workers``). Asked
    while no bot thinks, it has the cores to itself: Bolachen's answers before the first
    card took 1.6 s of CPU in one process (docs/coach.md)."""
    from engine.bots import STRONG_WORKERS
    from engine.bots.parallel import warm_up
    from engine.coach.searched import spread_over_workers

    end_with_parent(parent_pid)
    spread_over_workers(True)
    if STRONG_WORKERS > 1:
        with contextlib.suppress(OSError, RuntimeError):
            warm_up(STRONG_WORKERS)
