"""The played-on check of suite verdicts (scripts/played_verdicts.py), whose figures
docs/bots.md reports: every move is judged on the same deals, the deals are played to their
end, and a move that gives away a trick's worth of counters comes out last."""

from __future__ import annotations

import random
from types import ModuleType

from engine.bots.separating import SUITE_DIR
from engine.bots.suite import Position, load
from tests.engine.script_module import load_script


def _script() -> ModuleType:
    return load_script("played_verdicts")


def _position(game: str, seed: int, moves: int) -> Position:
    return next(p for p in load(game, SUITE_DIR) if (p.seed, len(p.moves)) == (seed, moves))


def test_a_deal_played_on_ends_and_its_points_balance() -> None:
    script = _script()
    position = _position("chapanka", 21, 36)
    deal = position.build().determinize(position.seat, random.Random(3))
    points = script.play_on(deal, "normal", seed=5)
    assert deal.deal_result() is not None
    assert len(points) == 4
    assert abs(sum(points)) < 1e-9  # each seat's margin over the mean of the others


def test_every_move_on_the_same_deals_and_the_ace_thrown_away_comes_last() -> None:
    """Chapanka suite position 21 (4S AS 9S in hand, spades led): the ace wins the trick and
    its counters, the referee's clear error; played on it is the worst of the three."""
    script = _script()
    position = _position("chapanka", 21, 36)
    values = script.judge(position, deals=6, level="normal", seed=1)
    assert set(values) == {"play 4S", "play AS", "play 9S"}
    assert all(len(v) == 6 for v in values.values())
    means = {move: sum(v) / len(v) for move, v in values.items()}
    assert min(means, key=means.__getitem__) == "play AS"
    assert script.judge(position, deals=6, level="normal", seed=1) == values  # reproducible
