"""Every stored built-in puzzle, judged again at the review's depth: still one clear answer."""

from __future__ import annotations

import json

import pytest

import engine
from engine.coach.puzzle import Puzzle, judge, with_misses
from engine.coach.puzzle_set import dump, load


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_every_stored_puzzle_is_confirmed_by_a_fresh_judgement(game: str) -> None:
    for puzzle in load(game):
        verdict = judge(puzzle)
        assert verdict.confirmed, (puzzle.id, puzzle.answer, verdict.best)
        assert verdict.margin == pytest.approx(puzzle.margin, abs=1e-3)


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_stored_puzzles_are_sound(game: str) -> None:
    puzzles = load(game)
    assert len({p.id for p in puzzles}) == len(puzzles)
    for p in puzzles:
        p.position()  # replays, the seat is to act and the answer is legal
        assert p.source == "builtin" and p.margin > 0
        assert set(p.misses) == {"easy", "normal"}
        assert all(0.0 <= share <= 1.0 for share in p.misses.values())


def test_misses_in_sixths_write_and_read_back_in_one_order() -> None:
    """Six tries give misses like 1/6, stored to four places. 1/6 with 2/3 and 1/3 with 1/2
    rate alike unrounded but not as stored: the file's order must be the one it reads back
    in, whichever of the two puzzles has the lower id."""
    pair = load("bolachen")[:2]
    for x, y in (pair, pair[::-1]):
        a = with_misses(x, {"easy": 1 / 6, "normal": 2 / 3})
        b = with_misses(y, {"easy": 1 / 3, "normal": 1 / 2})
        back = [Puzzle.from_json(p) for p in json.loads(dump([a, b]))["puzzles"]]
        assert [p.rating for p in back] == sorted(p.rating for p in back)


def test_a_set_written_reads_back_in_rating_order() -> None:
    for game in engine.GAMES:
        puzzles = load(game)
        if puzzles:
            assert [p.rating for p in puzzles] == sorted(p.rating for p in puzzles)
            assert '"puzzles"' in dump(puzzles)
