"""The coach's one way to the analyst: each question analysed once, off the GUI thread; the
review's deeper look in steps that reuse each other, never started while a bot thinks; the
worker process gives the analyst's own answer at the lowest priority."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest

import engine
from engine.bots import make
from engine.coach import DEEP_SAMPLES, PLAY_SAMPLES, analyse
from gui.coach import jobs
from gui.coach.reviewer import Reviewer
from gui.coach.service import CoachService, position_key
from tests.gui.coach_fakes import FakeAnalyst


def _positions(count: int, game: str = "tausendundeins"):
    """(position before, move, history index) of seat 0's first ``count`` decisions."""
    state = engine.game(game).new_game(seed=4)
    bot = make("random", state.spec, seed=2)
    found = []
    while len(found) < count:
        seat = state.current_player
        move = bot.choose(state, seat).text
        if seat == 0 and len(state.legal_actions()) > 1:
            found.append((state.clone(), move, len(state.history)))
        state.apply(move)
    return found, state


def _service(fake: FakeAnalyst) -> CoachService:
    service = CoachService(processes=False, analyse_fn=fake)
    return service


def test_the_same_question_is_analysed_once_off_the_gui_thread(qtbot) -> None:
    fake = FakeAnalyst()
    service = _service(fake)
    (position, _move, _index), *_ = _positions(1)[0]
    with qtbot.waitSignal(service.analysed, timeout=10000) as blocker:
        key, known = service.ask(position, 0)
    assert known is None and blocker.args[0] == key
    again_key, again = service.ask(position.clone(), 0)
    assert again_key == key and again is blocker.args[1]
    assert service.runs["now"] == 1 and len(fake.calls) == 1
    assert threading.get_ident() not in fake.threads
    service.shutdown()


def test_positions_differ_by_deal_and_by_moves() -> None:
    (first, _m, _i), (second, _m2, _i2) = _positions(2)[0]
    assert position_key(first, 0) != position_key(second, 0)
    other = engine.game("tausendundeins").new_game(seed=5)
    fresh = engine.game("tausendundeins").new_game(seed=4)
    assert position_key(other, 0) != position_key(fresh, 0)
    # The key of a decision in the past is that of the position as it was.
    assert position_key(second, 0, len(first.history)) == position_key(first, 0)


def test_the_deeper_look_goes_in_steps_each_reusing_the_last(qtbot) -> None:
    fake = FakeAnalyst()
    service = _service(fake)
    positions, now = _positions(1)
    _position, move, index = positions[0]
    reviewer = Reviewer(service)
    with qtbot.waitSignal(reviewer.analysed, timeout=10000):
        reviewer.submit(now, move, index)  # the state is past the move: the worker rewinds
    steps = [(samples, previous) for samples, previous, _h in fake.calls]
    expected, samples, previous = [], PLAY_SAMPLES, None
    while True:  # twice the samples each step, the last one capped at the review's
        expected.append((samples, previous))
        if samples >= DEEP_SAMPLES:
            break
        samples, previous = min(DEEP_SAMPLES, samples * 2), samples
    assert len(expected) >= 2 and steps == expected
    assert all(history == index for _s, _p, history in fake.calls)
    verdict = reviewer.reviews[index]
    assert verdict.played == move and verdict.samples == DEEP_SAMPLES
    # Asked again (the match was rewound and replayed): judged from the cache at once.
    reviewer.forget_from(index)
    assert reviewer.reviews == {}
    reviewer.submit(now, move, index)
    assert reviewer.reviews[index].played == move and len(fake.calls) == len(expected)
    service.shutdown()


def test_no_step_starts_while_paused(qtbot) -> None:
    fake = FakeAnalyst()
    service = _service(fake)
    positions, now = _positions(2)
    reviewer = Reviewer(service)
    service.set_paused(True)
    started: list[int] = []
    service.step_started.connect(started.append)
    for _p, move, index in positions:
        reviewer.submit(now, move, index)
    qtbot.wait(50)  # the event loop runs: a queued dispatch would have started by now
    assert started == [] and fake.calls == [] and reviewer.pending() == 2
    with qtbot.waitSignal(reviewer.idle, timeout=10000):
        service.set_paused(False)
    assert sorted(reviewer.reviews) == [i for _p, _m, i in positions]
    service.shutdown()


def test_a_failed_analysis_is_reported_and_the_queue_goes_on(qtbot) -> None:
    calls: list[int] = []

    def failing(state, seat=None, *, samples, previous=None):
        calls.append(len(state.history))
        raise RuntimeError("no deals")

    service = CoachService(processes=False, analyse_fn=failing)
    reviewer = Reviewer(service)
    positions, now = _positions(2)
    with qtbot.waitSignal(reviewer.idle, timeout=10000):
        for _p, move, index in positions:
            reviewer.submit(now, move, index)
    assert sorted(reviewer.errors) == [i for _p, _m, i in positions]
    assert "no deals" in reviewer.errors[positions[0][2]]
    service.shutdown()


def test_a_background_worker_runs_at_the_lowest_priority() -> None:
    if not hasattr(os, "getpriority"):
        pytest.skip("no process priorities on this system")
    seen: list[int] = []
    caller = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())

    def worker() -> None:
        jobs.lower_priority()
        seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert seen == [19]
    # The calling thread is left alone (compared with itself: under `nice -n 19` it is at
    # 19 already).
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == caller


def test_the_worker_process_gives_the_analyst_s_own_answer(qtbot) -> None:
    service = CoachService()  # worker processes, as the table uses
    (position, _move, _index), *_ = _positions(1, "tausendundeins")[0]
    with qtbot.waitSignal(service.analysed, timeout=120000) as blocker:
        service.ask(position, 0)
    assert blocker.args[1].to_json() == analyse(position.clone(), 0).to_json()
    service.shutdown()


def _process_state(pid: int) -> str:
    """The kernel's one-letter state of a process ("T": stopped)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat.rsplit(")", 1)[1].split()[0]


def test_a_pause_stops_the_background_worker_until_it_ends(qtbot) -> None:
    if not hasattr(signal, "SIGSTOP") or not Path("/proc/self/stat").exists():
        pytest.skip("no stopping of processes on this system")
    service = CoachService()
    positions, now = _positions(1, "scharwenzel")
    _position, _move, index = positions[0]
    started: list[int] = []
    service.step_started.connect(started.append)
    service.deepen(now, 0, index, target=PLAY_SAMPLES)
    qtbot.waitUntil(lambda: bool(started) and bool(service.background_pids()), timeout=10000)
    service.set_paused(True)  # a bot starts thinking
    pids = service.background_pids()
    assert pids
    qtbot.waitUntil(lambda: all(_process_state(pid) == "T" for pid in pids), timeout=5000)
    with qtbot.waitSignal(service.analysed, timeout=120000):
        service.set_paused(False)  # the bot has moved
    assert all(_process_state(pid) != "T" for pid in pids)
    assert service.runs["later"] == 1 and not service.paused
    service.shutdown()
