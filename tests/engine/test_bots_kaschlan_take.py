"""Kaschlan's root rule against picking up cards one could beat (issue #32): with four
players the deal scores only the Kaschlan, so ``normal``'s few hundred simulations could not
tell taking from beating; a defender who can beat every unbeaten card with plain cards (a
different one each) now never takes."""

from __future__ import annotations

import engine
from engine.bots import make
from engine.bots.heuristics import kaschlan as kh
from engine.bots.suite import load
from engine.cards import INDEX
from engine.games import kaschlan as kas

SPEC = engine.game("kaschlan")


def _mask(cards):
    return sum(1 << INDEX[c] for c in cards)


def defence(hands, attack, trump="S", stock=("7D", "8D", "9D")):
    """Four players: seat 0 has attacked seat 1 with ``attack``; the bystanders declined and
    the defender added nothing, so seat 1 defends now."""
    state = SPEC.new_game(players=4, seed=1, options={"match_games": 1})
    state.hands = [_mask(hands.get(s, ())) for s in range(4)]
    state.stock = [INDEX[c] for c in stock]
    state.trump = trump
    state.beaters = kas.BEATERS[trump]
    state.known = {}
    state._begin_bout(0, 1)
    state._legal = None
    state.apply("attack " + " ".join(attack))
    while state.current_player != 1 or not any(a.text == "take" for a in state.legal_actions()):
        state.apply("decline")
    return state


def kept(state):
    legal = state.legal_actions()
    out = kh.prune(state, legal, 1)
    return None if out is None else [a.text for a in out]


def may_take(state):
    """Whether the root rules leave ``take`` to the search."""
    out = kept(state)
    return out is None or "take" in out


def test_never_takes_what_plain_cards_beat():
    state = defence({0: ["8H", "8C", "KD", "AD", "7S"], 1: ["9H", "10C", "JS", "7C", "QH"]},
                    ["8H", "8C"])  # fmt: skip
    legal = [a.text for a in state.legal_actions()]
    assert "take" in legal
    assert not may_take(state)
    assert "beat 8H 9H" in kept(state) and "beat 8C 10C" in kept(state)


def test_one_plain_card_cannot_beat_two():
    """9H beats 8H, and nothing plain beats 8C: taking stays the search's choice."""
    state = defence({0: ["8H", "8C", "KD", "AD", "7S"], 1: ["9H", "JS", "7C", "7D", "QS"]},
                    ["8H", "8C"])  # fmt: skip
    assert may_take(state)


def test_the_same_plain_card_does_not_count_twice():
    """AH beats 8H and nothing else plain: with 8H and 9H on the table one is left over."""
    state = defence({0: ["8H", "9D", "KD", "AD", "7S"], 1: ["AH", "JS", "7C", "7D", "QS"]},
                    ["8H"])  # fmt: skip
    assert not may_take(state)  # one card, one plain beater: no take
    state = defence({0: ["8H", "8D", "KD", "AD", "7S"], 1: ["AH", "JS", "7C", "7H", "QS"]},
                    ["8H", "8D"])  # fmt: skip
    assert may_take(state)  # 8D needs a plain diamond; only the trump JS beats it


def test_a_trump_attack_is_left_to_the_search():
    state = defence({0: ["8S", "8C", "KD", "AD", "7H"], 1: ["9S", "JC", "7C", "7D", "QH"]},
                    ["8S"])  # fmt: skip
    assert may_take(state)


def test_normal_beats_in_the_suites_plain_defences():
    """The suite's four-player defences where taking is the clear error and plain cards
    beat everything, each asked of ``normal`` on several seeds."""
    defences = []
    for p in load("kaschlan"):
        state = p.build()
        if p.players == 4 and "take" in p.blunders and kh.plain_defence(state, p.seat):
            defences.append((p, state))
    assert len(defences) >= 4
    for position, state in defences:
        for seed in range(4):
            bot = make("normal", SPEC, seed=seed, workers=1)
            assert bot.choose(state, position.seat).text in position.good
