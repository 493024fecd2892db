"""Every built-in puzzle has a theme and says it in words (issue #43 item 5: "each with its
idea key as a theme"; the answer gives "the coach's idea in words")."""

from __future__ import annotations

import pytest

import engine
from engine.coach.ideas import ideas_for
from engine.coach.puzzle_set import load

#: Issue #43 item 5: at least this many built-in puzzles per game.
AT_LEAST = 100


@pytest.mark.parametrize("game", engine.GAMES)
def test_every_built_in_puzzle_has_an_idea_that_holds_in_its_position(game: str) -> None:
    puzzles = load(game)
    assert len(puzzles) >= AT_LEAST
    for puzzle in puzzles:
        assert puzzle.idea is not None and puzzle.idea_reason is not None, puzzle.id
        found = {i.key for i in ideas_for(puzzle.position(), puzzle.seat, puzzle.answer)}
        assert puzzle.idea in found, (puzzle.id, puzzle.idea, found)
