"""The coach in 1001's last free tricks (engine/coach/exact.py): each sampled deal solved
exactly, as the strong bot does, where the rules-of-thumb playouts advised clear errors.

Each case is a position of issue #32's 1001 referee set (docs/coach.md, "1001's last free
tricks") with two or four stock cards: ``best`` is the referee's best move (each move's value
averaged over 24 deals the seat could imagine, each solved exactly), ``old`` the advice the
playouts gave, a clear error there losing ``points`` a decision by the referee's values."""

from __future__ import annotations

import pytest

import engine
from engine.coach import DEEP_SAMPLES, PLAY_SAMPLES, analyse
from engine.coach.exact import exact_deals

CASES = [
    # (seed, seat, moves, best, old, points the old advice lost)
    (
        1001,
        1,
        ["play 10C", "play JH", "play 10D", "play AD", "play 10S", "play JS"],
        "play KD",
        "play 9D",
        70.9,
    ),
    (
        1077,
        1,
        ["play AC", "play JD", "play 9S", "play QS", "play 9C", "play JC", "play 10S"],
        "play AS",
        "play 9H",
        175.1,
    ),
    (
        1083,
        0,
        ["play 10C", "play AC", "play 10D", "play AD", "play JS", "play AS"],
        "marry KD",
        "play 9C",
        25.1,
    ),
    # Four stock cards (8 deals solved at play time).
    (1009, 0, ["play AS", "play 9D", "play AD", "play JC", "play 9H"], "play 10H", "play 9C", 71.8),
    (1128, 0, ["play AC", "play 9S", "play AD", "play 9D"], "marry KH", "play JS", 65.5),
]


def _position(seed: int, moves: list[str]) -> engine.GameState:
    state = engine.game("tausendundeins").new_game(players=2, seed=seed)
    for move in moves:
        state.apply(move)
    return state


@pytest.mark.parametrize(("seed", "seat", "moves", "best", "old", "points"), CASES)
def test_the_advice_is_the_referee_s_move_and_the_old_one_is_flagged(
    seed: int, seat: int, moves: list[str], best: str, old: str, points: float
) -> None:
    state = _position(seed, moves)
    left = state.stock_len - state.stock_pos
    assert left in (2, 4) and state.current_player == seat
    analysis = analyse(state, seat, samples=PLAY_SAMPLES)
    verdicts = {o.action: o.verdict for o in analysis.options}
    assert analysis.options[0].action == best and verdicts[best] == "best"
    assert verdicts[old] in ("mistake", "blunder")
    assert analysis.deals == {2: 24, 4: 8}[left]  # each of them solved


def test_the_deeper_look_solves_a_superset_of_the_quick_look_s_deals() -> None:
    seed, seat, moves, best, _old, _points = CASES[0]
    state = _position(seed, moves)
    quick = analyse(state, seat, samples=PLAY_SAMPLES)
    deep = analyse(state, seat, samples=DEEP_SAMPLES, previous=quick)
    assert deep.deals == 96 and deep.options[0].action == best
    by_move = dict(zip((o.action for o in quick.options), quick.outcomes, strict=True))
    for option, row in zip(deep.options, deep.outcomes, strict=True):
        assert tuple(row[: quick.deals]) == tuple(by_move[option.action])


def test_the_playouts_decide_earlier_and_one_solve_does_once_the_stock_is_out() -> None:
    state = engine.game("tausendundeins").new_game(players=2, seed=1001)
    assert exact_deals("tausendundeins", state, PLAY_SAMPLES) == PLAY_SAMPLES  # 8 in stock
    while state.stock_len - state.stock_pos > 0:
        state.apply(state.legal_actions()[0])
    assert exact_deals("tausendundeins", state, PLAY_SAMPLES) == PLAY_SAMPLES  # solved once
    assert exact_deals("kaschlan", state, PLAY_SAMPLES) == PLAY_SAMPLES
