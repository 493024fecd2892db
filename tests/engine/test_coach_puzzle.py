"""Puzzles from the review's mistakes: only with one clearly best answer, kept replayable."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import engine
from engine.coach.analyst import Analysis, OptionValue, analyse
from engine.coach.puzzle import Puzzle, clear_best, from_analysis, from_review, judge
from engine.coach.puzzle_set import nearest
from engine.contract import GameState

SAMPLES = 400


def _position() -> GameState:
    """A Chapanka decision whose best move is clearly ahead of every other at 400 samples."""
    state = engine.game("chapanka").new_game(seed=5)
    rng = random.Random(1)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.fixture(scope="module")
def analysis() -> Analysis:
    state = _position()
    return analyse(state, samples=SAMPLES)


def _option(action: str, loss: float, verdict: str) -> OptionValue:
    return OptionValue(action, -loss, 0.5, loss, 0.1, 0.0, 0.0, verdict)  # type: ignore[arg-type]


def test_clear_best_needs_every_other_move_flagged() -> None:
    best = _option("a", 0.0, "best")
    assert clear_best(Analysis("x", 0, 1, "points", (best, _option("b", 3, "mistake"))))
    two_answers = (best, _option("b", 0.1, "good"), _option("c", 3, "mistake"))
    assert not clear_best(Analysis("x", 0, 1, "points", two_answers))
    assert not clear_best(Analysis("x", 0, 1, "points", (_option("a", 0, "forced"),)))


def test_a_puzzle_keeps_the_position_as_the_seat_saw_it(analysis: Analysis) -> None:
    state = _position()
    assert clear_best(analysis)
    puzzle = from_analysis(state, analysis)
    assert puzzle is not None
    assert puzzle.answer == analysis.best.action
    assert puzzle.margin == pytest.approx(analysis.options[1].loss, abs=5e-5)  # kept to 4 places
    assert puzzle.margin > 0
    again = puzzle.position()
    assert again.observation(puzzle.seat) == state.observation(puzzle.seat)
    assert puzzle.is_solved_by(analysis.best.action)
    assert not puzzle.is_solved_by(analysis.options[1].action)


def test_a_puzzle_round_trips_and_its_id_is_its_position(analysis: Analysis) -> None:
    puzzle = from_analysis(_position(), analysis)
    assert puzzle is not None
    back = Puzzle.from_json(puzzle.to_json())
    assert back == puzzle and back.id == puzzle.id
    data = puzzle.to_json()
    data["save"]["seed"] += 1
    with pytest.raises(ValueError, match="id"):
        Puzzle.from_json(data)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("answer"),
        lambda d: d.update(margin=0),
        lambda d: d.update(source="dream"),
        lambda d: d.update(save="not a save"),
        lambda d: d.update(losses={"play x": -1.0}),
        lambda d: d.update(losses={"play x": float("nan")}),
    ],
)
def test_damaged_puzzles_are_refused(analysis: Analysis, change: object) -> None:
    puzzle = from_analysis(_position(), analysis)
    assert puzzle is not None
    data = puzzle.to_json()
    change(data)  # type: ignore[operator]
    with pytest.raises(ValueError):
        Puzzle.from_json(data)


def test_a_mistake_becomes_a_puzzle_and_a_good_move_does_not(analysis: Analysis) -> None:
    state = _position()
    played = state.clone()
    index = len(played.history)
    worst = analysis.options[-1]
    assert worst.verdict in ("mistake", "blunder")
    played.apply(worst.action)
    puzzle = from_review(played, index, analysis, worst.action)
    assert puzzle is not None and puzzle.source == "mistake"
    assert puzzle.played == worst.action and puzzle.cost == pytest.approx(worst.loss, abs=5e-5)
    assert puzzle.position().observation(puzzle.seat) == state.observation(puzzle.seat)
    assert from_review(played, index, analysis, analysis.best.action) is None


def test_a_fresh_judgement_confirms_it(analysis: Analysis) -> None:
    puzzle = from_analysis(_position(), analysis)
    assert puzzle is not None
    verdict = judge(puzzle, samples=SAMPLES)
    assert verdict.confirmed and verdict.best == puzzle.answer


def test_puzzles_are_chosen_near_the_rating(analysis: Analysis) -> None:
    base = from_analysis(_position(), analysis)
    assert base is not None
    easy = replace(base, misses={"easy": 0.0, "normal": 0.0})
    hard = replace(base, seat=1, misses={"easy": 1.0, "normal": 0.5})
    assert easy.rating < base.rating < hard.rating and easy.id != hard.id
    assert nearest([easy, hard], 1000) is easy
    assert nearest([easy, hard], 1900) is hard
    assert nearest([easy, hard], 1000, skip=[easy.id]) is hard
    assert nearest([easy], 1000, skip=[easy.id]) is None


def test_a_puzzle_keeps_what_each_move_loses_and_old_puzzles_still_read(
    analysis: Analysis,
) -> None:
    """A built-in puzzle answered wrong could only say "ahead by at least X": the puzzle kept
    no move's own loss. New puzzles keep each; those stored before read as before."""
    puzzle = from_analysis(_position(), analysis)
    assert puzzle is not None
    for option in analysis.options:
        assert puzzle.loss_of(option.action) == pytest.approx(option.loss, abs=1e-4)
    assert puzzle.loss_of(puzzle.answer) == 0.0
    data = puzzle.to_json()
    assert Puzzle.from_json(data).losses == puzzle.losses
    data.pop("losses")
    old = Puzzle.from_json(data)
    assert old.losses == {} and old.id == puzzle.id
    assert old.loss_of(analysis.options[-1].action) is None
