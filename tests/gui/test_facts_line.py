"""The table's corner line of the deal's facts (gui/table/facts.py)."""

from __future__ import annotations

import random

import engine
from gui.table.facts import fact_bits


def _played_without_trumps() -> tuple[dict, dict]:
    """A 1001 deal with no marriage: an observation in its play and one after it."""
    for seed in range(50):
        state = engine.game("tausendundeins").new_game(players=2, seed=seed, options={})
        rng = random.Random(seed)
        during = None
        while state.current_player is not None:
            obs = state.observation(0)
            if obs.get("phase") == "play" and during is None:
                during = obs
            legal = [a for a in state.legal_actions() if not str(a).startswith("marry")]
            state.apply(rng.choice(legal or state.legal_actions()))
        over = state.observation(0)
        if during is not None and not over.get("trump"):
            return during, over
    raise AssertionError("no deal played without trumps")


def test_no_trumps_is_still_said_once_the_deal_is_over() -> None:
    during, over = _played_without_trumps()
    assert "No trumps" in fact_bits(during, "french")[0]
    assert over["deal_over"]
    assert "No trumps" in fact_bits(over, "french")[0]


def test_a_deal_in_its_auction_claims_no_trumps_yet() -> None:
    state = engine.game("bolachen").new_game(players=3, seed=1, options={})
    obs = state.observation(0)
    assert obs["phase"] != "play" and not obs.get("trump")
    assert fact_bits(obs, "french")[0] == ["Deal 1"]
