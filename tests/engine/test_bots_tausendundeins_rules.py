"""1001's root rule (issue #32): a marriage is declared with its queen, so the search does not
split its visits between two near-equal declarations and let a lesser move win the count."""

from __future__ import annotations

import engine
from engine.bots import make
from engine.bots.heuristics import tausendundeins as th
from engine.bots.suite import load

SPEC = engine.game("tausendundeins")


def first_lead(seed: int):
    state = SPEC.new_game(players=2, seed=seed)
    return state, state.current_player


def test_the_kings_declaration_goes_and_nothing_else():
    state, seat = first_lead(113)  # forehand holds KS QS (and QH without its king)
    legal = state.legal_actions()
    texts = [a.text for a in legal]
    assert {"marry KS", "marry QS"} <= set(texts)
    kept = [a.text for a in th.prune(state, legal, seat)]
    assert kept == [t for t in texts if t != "marry KS"]


def test_no_marriage_no_rule():
    state, seat = first_lead(113)
    state.apply("play AH")
    other = state.current_player
    legal = state.legal_actions()
    assert not any(a.verb == "marry" for a in legal)
    assert th.prune(state, legal, other) is None


def test_the_levels_declare_where_the_suite_says_declaring_is_right():
    """Suite positions whose only right moves are the two declarations: ``strong`` (at the
    test budget) declares on every seed, ``normal`` on most (before the rule, on position
    seed 31035, ``normal`` declared on 1 of 4 seeds and ``strong`` at 1200 on 2 of 4)."""
    marriages = [
        p for p in load("tausendundeins") if p.good and all(t.startswith("marry") for t in p.good)
    ]
    assert marriages
    normal_right = asked = 0
    for position in marriages:
        state = position.build()
        for seed in range(1, 4):
            strong = make("strong", SPEC, seed=seed, workers=1, iterations=1200)
            assert strong.choose(state, position.seat).text in position.good, seed
            normal = make("normal", SPEC, seed=seed, workers=1)
            normal_right += normal.choose(state, position.seat).text in position.good
            asked += 1
    assert normal_right >= 2 * asked / 3
