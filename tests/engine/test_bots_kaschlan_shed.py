"""Kaschlan's root rule for laying sets (issue #32): an attacker, reinforcer or defender
adding his own lays every plain card of the rank that fits, never a part of them, and a
bystander or defender who could lay plain cards of the rank does not decline. Trumps and
``QD`` stay the search's call. The suite's attacks, reinforcements and additions all back
it; the search at a few hundred simulations often laid the smaller set."""

from __future__ import annotations

import engine
from engine.bots import make
from engine.bots.heuristics import kaschlan as kh
from engine.cards import INDEX
from engine.games import kaschlan as kas

SPEC = engine.game("kaschlan")


def table(hands, trump="S", stock=("7D", "8D", "9D")):
    """Four players, seat 0 to attack seat 1, ``hands`` as given (seat -> cards)."""
    state = SPEC.new_game(players=4, seed=1, options={"match_games": 1})
    state.hands = [sum(1 << INDEX[c] for c in hands.get(s, ())) for s in range(4)]
    state.stock = [INDEX[c] for c in stock]
    state.trump = trump
    state.beaters = kas.BEATERS[trump]
    state.known = {}
    state._begin_bout(0, 1)
    state._legal = None
    return state


HANDS = {
    0: ["8H", "8C", "8S", "KD", "AD"],
    1: ["9H", "JS", "10C", "10D", "QH"],
    2: ["7H", "7C", "9S", "KH", "JD"],
    3: ["AS", "10H", "AH", "KC", "AC"],
}


def kept(state):
    legal = state.legal_actions()
    out = kh.prune(state, legal, state.current_player)
    return [a.text for a in legal] if out is None else [a.text for a in out]


def test_the_attacker_lays_all_his_plain_eights():
    left = kept(table(HANDS))  # spades trumps: 8H 8C plain, 8S a trump
    assert "attack 8H 8C" in left and "attack 8S 8H 8C" in left
    assert "attack 8H" not in left and "attack 8C" not in left  # a part of the plain pair
    assert "attack 8S" not in left and "attack 8S 8H" not in left  # plain eights left out
    assert "attack KD" in left and "attack AD" in left  # other ranks stay the search's call


def test_the_trump_of_the_rank_is_not_forced():
    state = table({**HANDS, 0: ["8H", "8S", "KD", "AD", "7S"]})
    left = kept(state)
    assert "attack 8H" in left and "attack 8S 8H" in left
    assert "attack 8S" not in left


def test_the_limit_keeps_every_largest_set():
    """Three plain eights against a defender with two cards: each pair fits, no single."""
    state = table({**HANDS, 0: ["8H", "8D", "8C", "KD", "AD"], 1: ["9H", "JS"]},
                  stock=("7D", "9D"))  # fmt: skip
    left = [t for t in kept(state) if t.startswith("attack 8")]
    assert sorted(left) == ["attack 8D 8C", "attack 8H 8C", "attack 8H 8D"]


def test_a_bystander_reinforces_with_plain_cards_not_with_trumps():
    state = table({**HANDS, 0: ["7D", "8C", "8S", "KD", "AD"]}, stock=("9D", "8D", "10S"))
    state.apply("attack 7D")
    assert state.current_player == 2  # 7H 7C plain: he lays both
    assert kept(state) == ["reinforce 7H 7C"]
    spades = table({**HANDS, 0: ["9D", "8C", "8S", "KD", "AD"]}, stock=("7D", "8D", "10S"))
    spades.apply("attack 9D")
    assert spades.current_player == 2 and kept(spades) == ["decline", "reinforce 9S"]  # a trump


def test_a_bystander_keeps_his_plain_king():
    """Thrown in once the stock was empty, a plain king or ace did worse than declining
    (docs/bots.md): the bystander's call stays with the search."""
    hands = {**HANDS, 0: ["KD", "8C", "8S", "JD", "AD"], 2: ["7H", "7C", "KC", "KH"],
             3: ["AS", "10H", "AH", "9C", "AC"]}  # fmt: skip
    state = table(hands, stock=())
    state.apply("attack KD")
    assert state.current_player == 2
    assert kept(state) == ["decline", "reinforce KH", "reinforce KC", "reinforce KH KC"]


def test_the_defender_adds_his_plain_card():
    state = table({**HANDS, 1: ["8D", "JS", "10C", "10D", "QH"]}, stock=("9D", "7D", "10S"))
    state.apply("attack 8H")
    while state.current_player != 1:
        state.apply("decline")
    assert kept(state) == ["add 8D"]


def test_a_defence_is_not_a_set():
    assert kh.sheds_fewer([kas.TAKE], "S") == set()


def test_normal_lays_the_pair():
    for seed in range(3):
        move = make("normal", SPEC, seed=seed, workers=1).choose(table(HANDS), 0).text
        assert move not in ("attack 8H", "attack 8C", "attack 8S", "attack 8S 8H", "attack 8S 8C")
