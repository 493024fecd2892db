"""What the bid move tells a learner about "better" (shown beside the bid buttons and in the
learn panel) is what the game does: a clubs bid beats a plain bid of the same number and
loses to the next number, and a won auction with it makes a double game."""

from __future__ import annotations

import engine
from engine.games import scharwenzel as sw


def _explanation() -> str:
    vocab = engine.game("scharwenzel").vocabulary
    return next(m.explain for m in vocab.moves if m.key == "bid")


def test_the_bid_explains_better_where_it_is_offered() -> None:
    text = _explanation()
    assert "'Better' means clubs" in text
    assert "beats a plain bid of the same number" in text
    assert "counts double" in text


def _auction_won_with(bid: str) -> sw.ScharwenzelState:
    """A random deal in which the first speaker may say ``bid`` and everyone else passes."""
    for seed in range(200):
        state = engine.game("scharwenzel").new_game(4, seed=seed)
        if bid not in {a.text for a in state.legal_actions()}:
            continue
        state.apply(bid)
        while state.phase == sw.BIDDING:
            state.apply("pass")
        assert isinstance(state, sw.ScharwenzelState)
        return state
    raise AssertionError(f"no deal lets the first speaker say {bid!r}")


def test_better_beats_the_same_number_and_counts_double() -> None:
    assert sw.bid_value(3, False) < sw.bid_value(3, True) < sw.bid_value(4, False)
    assert sw.DOUBLE_VALUE == 2 * sw.SINGLE_VALUE
    better = _auction_won_with("bid 3 better")
    assert better.trump == "C" and better.game_value == sw.DOUBLE_VALUE
    plain = _auction_won_with("bid 3")
    assert plain.game_value == sw.SINGLE_VALUE
