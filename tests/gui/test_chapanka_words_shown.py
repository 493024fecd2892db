"""Chapanka's table words (issue #45 item 29): the possible moves listed suit by suit, high to
low, not in the order the hand was dealt and exchanged; a Pancerola is explained where it is
announced (the move log) and where it is named (the detail's glossary line)."""

from __future__ import annotations

import random

import engine
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF, SUITS
from gui import names
from gui.coach.log_words import legal_lines, log_groups


def _position_with(accept, limit: int = 400) -> engine.GameState:
    for seed in range(limit):
        state = engine.game("chapanka").new_game(4, seed=seed)
        rng = random.Random(seed)
        while not state.deal_over:
            if accept(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
        if accept(state):
            return state
    raise AssertionError("no such deal")


def test_the_possible_moves_read_suit_by_suit(qapp) -> None:
    checked = 0
    for seed in range(6):
        state = engine.game("chapanka").new_game(4, seed=seed)
        rng = random.Random(seed)
        while not state.deal_over:
            legal = [a.text for a in state.legal_actions()]
            plays = [t for t in legal if t.startswith("play ")]
            if len(plays) > 3:
                shown = legal_lines("chapanka", plays, "french", "en")
                order = sorted(
                    plays,
                    key=lambda t: (SUITS.index(SUIT_OF[t[5:]]), -NATURAL_VALUE[RANK_OF[t[5:]]]),
                )
                assert list(shown) == [
                    names.action_label("chapanka", t, "french", "en") for t in order
                ]
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked >= 5


def test_a_pancerola_is_explained_where_it_is_announced(qapp) -> None:
    state = _position_with(lambda s: getattr(s, "pancerola", None) is not None)
    seat = state.pancerola  # type: ignore[attr-defined]
    seat_names = names.default_seat_names(4)
    groups = log_groups("chapanka", state.events(), seat_names, "french", "en")
    lines = [e.text for g in groups for e in g.entries]
    said = [line for line in lines if "Pancerola" in line]
    assert said and "four aces" in said[0] and "lose every trick" in said[0]
    who = "You" if seat == 0 else seat_names[seat]
    assert said[0].startswith(who)
    assert "four aces" in names.explanation("chapanka", "detail", "pancerola")
