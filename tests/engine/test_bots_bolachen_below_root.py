"""Bolachen's search leaves the auction and the exchange below its root to the playout policy.

Why: with the tree bidding for the other seats (by statistics over every deal imagined for
them, not by their cards) and averaging the seat's own later choices with their exploration,
both search levels passed hands any player claims, such as seven spades to the four top
ones (docs/bots.md, "Found: strong passes strong Bolachen hands as forehand").
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import engine
from engine.bots import make, search_config
from engine.bots.heuristics.bolachen import policy_plays
from engine.bots.ismcts import best_action, search
from engine.games.bolachen import PLAYING

SPEC = engine.game("bolachen")

#: Deals whose forehand holds a long suit with its top cards (the seat first to speak).
STRONG_FOREHANDS = {
    348: ["10S", "7S", "8H", "9S", "AD", "AS", "JH", "JS", "KS", "QS"],
    236: ["7C", "7H", "9C", "AC", "AH", "JC", "JD", "KC", "QC", "QS"],
}


def _forehand(seed: int):
    state = SPEC.new_game(players=3, seed=seed)
    seat = state.current_player
    assert seat is not None
    assert sorted(state.hands[seat]) == STRONG_FOREHANDS[seed]
    assert {a.text for a in state.legal_actions()} == {"claim", "pass"}
    return state, seat


@pytest.mark.parametrize("seed", sorted(STRONG_FOREHANDS))
def test_the_search_claims_a_long_suit_with_its_top_cards(seed: int) -> None:
    state, seat = _forehand(seed)
    config = search_config("bolachen")
    result = search(state, seat, random.Random(1), 2500, None, config)
    assert best_action(result, state.legal_actions()).text == "claim"


def test_with_the_tree_bidding_for_everyone_the_search_passed_seven_trumps() -> None:
    """The same search with the tree below the root in the auction: the old error."""
    state, seat = _forehand(348)
    config = dataclasses.replace(search_config("bolachen"), policy_plays=None)
    result = search(state, seat, random.Random(1), 2500, None, config)
    assert best_action(result, state.legal_actions()).text == "pass"


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_both_levels_claim_seven_trumps(level: str) -> None:
    state, seat = _forehand(348)
    bot = make(level, SPEC, seed=1, workers=1, iterations=2500 if level == "strong" else None)
    assert bot.choose(state, seat).text == "claim"
    bot.close()


def test_below_the_root_the_tree_grows_only_from_the_first_card() -> None:
    """The root's moves get children only once a simulated deal reaches card play."""
    state, seat = _forehand(348)
    result = search(state, seat, random.Random(2), 400, None, search_config("bolachen"))
    assert result.tree is not None
    assert set(result.tree.children) == {"claim", "pass"}
    for child in result.tree.children.values():
        assert child.children == {}


def test_the_rule_is_the_phase_before_card_play() -> None:
    state, _ = _forehand(348)
    assert policy_plays(state)
    rng = random.Random(3)
    while state.phase != PLAYING:
        state.apply(rng.choice(state.legal_actions()))
    assert not policy_plays(state)
