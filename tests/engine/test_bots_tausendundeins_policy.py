"""1001's playout policy on hand-made positions (docs/rules/tausendundeins.md §4, §5): the
biggest marriage, kings and queens kept while their partner may be drawn, points taken."""

from __future__ import annotations

import random

import engine
from engine.actions import Action
from engine.bots.heuristics import tausendundeins as policy
from engine.games.tausendundeins import mask_of

SPEC = engine.game("tausendundeins")


class _NoNoise(random.Random):
    """An rng whose draws are never below the noise share, so the rule itself decides."""

    def random(self) -> float:
        return 0.99


def _state(hand: list[str], stock: list[str], trick: list[str] = (), trump: str | None = None):
    """Seat 0 to move with ``hand``; ``stock`` the cards still to draw."""
    state = SPEC.new_game(players=2, seed=1)
    state.current_player = 0
    state.masks[0] = mask_of(hand)
    state.stock = list(stock)
    state.stock_pos = 0
    state.stock_len = len(stock)
    state.trick = list(trick)
    state.trump = trump
    return state


def _choose(state, legal_texts: list[str]) -> str:
    legal = [Action(t) for t in legal_texts]
    return policy.rollout(state, legal, _NoNoise()).text


def test_declares_the_biggest_marriage_by_leading_its_queen():
    state = _state(["KD", "QD", "KC", "QC", "7S"], ["9H", "8H"])
    legal = ["marry KD", "marry QD", "marry KC", "marry QC", "play 7S", "play KD"]
    assert _choose(state, legal) == "marry QC"  # clubs 100 over diamonds 40


def test_keeps_a_king_or_queen_whose_partner_is_still_in_the_stock():
    hand = ["QH", "10S"]
    legal = ["play QH", "play 10S"]
    assert _choose(_state(hand, ["KH", "7C"]), legal) == "play 10S"
    # With the king gone from the stock the queen is just the cheapest card.
    assert _choose(_state(hand, ["9C", "7C"]), legal) == "play QH"


def test_free_phase_takes_an_ace_with_a_trump_but_no_worthless_lead():
    hand = ["7H", "8C"]
    legal = ["play 7H", "play 8C"]
    assert _choose(_state(hand, ["9D", "7D"], ["AS"], trump="H"), legal) == "play 7H"
    assert _choose(_state(hand, ["9D", "7D"], ["8S"], trump="H"), legal) == "play 8C"
    # A plain card that wins is cheap: take the lead with it.
    assert _choose(
        _state(["9S", "8C"], ["9D", "7D"], ["8S"], trump="H"), ["play 9S", "play 8C"]
    ) == ("play 9S")


def test_strict_phase_plays_the_cheapest_card_the_rules_allow():
    state = _state(["AS", "9S", "KH"], [], ["8S"], trump="H")
    assert _choose(state, ["play AS", "play 9S"]) == "play 9S"
