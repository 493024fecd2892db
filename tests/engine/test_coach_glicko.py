"""Glicko-2 as Glickman's paper computes it, and the puzzle rating's direction."""

from __future__ import annotations

import pytest

from engine.coach import glicko
from engine.coach.glicko import Rating


def test_the_papers_worked_example() -> None:
    # "Example of the Glicko-2 system", section 3: 1500/200/0.06 beats 1400/30, loses to
    # 1550/100 and 1700/300 with tau 0.5: 1464.06, RD 151.52, volatility 0.05999.
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = glicko.update(player, games, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_no_games_only_widens_the_deviation() -> None:
    player = Rating(1600, 100, 0.06)
    after = glicko.update(player, [])
    assert after.rating == 1600 and after.rd > 100


def test_solving_raises_missing_lowers_and_a_hard_puzzle_counts_more() -> None:
    me = Rating()
    assert glicko.after_try(me, Rating(1500, 100), True).rating > me.rating
    assert glicko.after_try(me, Rating(1500, 100), False).rating < me.rating
    easy = glicko.after_try(me, Rating(1100, 100), True).rating
    hard = glicko.after_try(me, Rating(1900, 100), True).rating
    assert hard > easy


def test_the_deviation_keeps_its_floor() -> None:
    me = Rating(1500, 50, 0.06)
    for _ in range(30):
        me = glicko.after_try(me, Rating(1500, 50), True)
    assert me.rd >= glicko.MIN_RD


def test_a_rating_round_trips_and_refuses_rubbish() -> None:
    r = Rating(1612.5, 88.25, 0.0601)
    assert Rating.from_json(r.to_json()) == r
    for bad in (
        [],
        {"rating": 1},
        {"rating": "x", "rd": 1, "volatility": 1},
        {"rating": 1500, "rd": -1, "volatility": 0.06},
    ):
        with pytest.raises(ValueError):
            Rating.from_json(bad)
