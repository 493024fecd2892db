"""The par runner's queue: a deal's par before a match's next replay, a kept match's work
kept over a new match, replays going on from those made before."""

from __future__ import annotations

import random

import pytest

import engine
from engine.coach.match_par import match_rule
from engine.coach.par import StopRule
from engine.contract import GameState
from gui.coach import jobs
from gui.coach.par_runner import MATCH, MatchReplays, ParRunner
from tests.gui.coach_fakes import FakeAnalyst

LEVELS = [None, "random", "random"]


def _finished() -> GameState:
    state = engine.game("kaschlan").new_game(players=3, seed=6, options={"match_games": 1})
    rng = random.Random(6)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.fixture
def runner(window, monkeypatch: pytest.MonkeyPatch) -> tuple[ParRunner, list[str]]:
    """A runner whose replays are instant and say which kind they were, in order."""
    order: list[str] = []

    def deal_step(*_args: object) -> tuple[float, float]:
        order.append("deal")
        return 1.0, 0.1

    def match_step(*_args: object) -> tuple[float, int, float]:
        order.append("match")
        return 1.0, 1, 0.1

    monkeypatch.setattr(jobs, "par_step", deal_step)
    monkeypatch.setattr(jobs, "match_par_step", match_step)
    service = window.learning.service
    service.use_analyst(FakeAnalyst())
    made = ParRunner(service, window)
    made.rule = StopRule(target=0.0, min_runs=2, max_runs=2)
    made.match_rule = match_rule(min_runs=3, max_runs=3)
    return made, order


def test_a_deals_par_goes_before_a_matchs_next_replay(qtbot, runner) -> None:
    made, order = runner
    state = _finished()
    made.submit_match("old", state, 0, LEVELS)
    made.submit("new", state, 0, 0, LEVELS)
    with qtbot.waitSignal(made.match_finished, timeout=20000):
        pass
    assert order == ["deal", "deal", "match", "match", "match"]


def test_replays_go_on_from_those_made_before(qtbot, runner) -> None:
    made, order = runner
    before = MatchReplays((0.5,), (9,), 4.0)
    with qtbot.waitSignal(made.match_finished, timeout=20000) as signal:
        made.submit_match("m", _finished(), 0, LEVELS, before)
    match, replays = signal.args
    assert match == "m" and order == ["match", "match"]
    assert replays.outcomes == (0.5, 1.0, 1.0) and replays.lengths == (9, 1, 1)


def test_a_new_match_keeps_only_the_work_asked_to_be_kept(runner) -> None:
    made, _order = runner
    state = _finished()
    made.submit_match("kept", state, 0, LEVELS)
    made.submit("kept", state, 0, 0, LEVELS)
    made.submit("gone", state, 0, 0, LEVELS)
    made.reset(keep=lambda match: match == "kept")
    assert made.asked("kept", MATCH) and made.asked("kept", 0) and not made.asked("gone", 0)
    made.reset()
    assert made.pending() == 0


def test_nothing_starts_while_not_enabled_and_waking_goes_on(qtbot, runner) -> None:
    """The review's analysis off: queued work waits (no replay starts), and goes on once
    it is on again and the runner is woken."""
    made, order = runner
    on = False
    made.enabled = lambda: on
    made.submit("m", _finished(), 0, 0, LEVELS)
    made._dispatch()  # what the timer and the service's signals call
    assert order == [] and made.pending() == 1 and not made._timer.isActive()
    on = True
    with qtbot.waitSignal(made.finished, timeout=20000):
        made.wake()
    assert order == ["deal", "deal"]


def test_the_backlog_is_asked_whenever_the_queue_runs_dry(qtbot, runner) -> None:
    made, order = runner
    state = _finished()
    owed = ["m"]

    def backlog() -> None:
        while owed:
            made.submit_match(owed.pop(), state, 0, LEVELS)

    made.backlog = backlog
    with qtbot.waitSignal(made.match_finished, timeout=20000) as signal:
        made.submit("d", state, 0, 0, LEVELS)
    assert signal.args[0] == "m" and order == ["deal", "deal", "match", "match", "match"]


def test_a_play_of_a_deal_is_asked_once_and_another_play_again(runner) -> None:
    made, _order = runner
    state = _finished()
    other = engine.game("kaschlan").new_game(players=3, seed=6, options={"match_games": 1})
    rng = random.Random(7)
    while other.current_player is not None:
        other.apply(rng.choice(other.legal_actions()))
    assert other.history != state.history  # the same cards played otherwise
    made.submit("m", state, 0, 0, LEVELS)
    made.submit("m", state, 0, 0, LEVELS)
    assert made.pending() == 1
    made.submit("m", other, 0, 0, LEVELS)
    assert made.pending() == 2
