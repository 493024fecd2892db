"""Partnership play in Scharwenzel, as position tests: constructed deals, scripted first
moves, and the bots' decision where a good partner knows what not to do.

The deals are built through the game's own ``deck`` argument (so every rule check applies);
everybody passes, so clubs are trumps (a single game) and seat 0 leads. Seats 1 and 3 are
partners. Without the rule, the search at these budgets overtook its partner in one of three
seeds in each position (``normal``, 600 iterations: the jack of diamonds in A, the ace of
hearts in B), because the two moves differ little in a few hundred simulated deals.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import engine
from engine.actions import Action
from engine.bots import make
from engine.bots.heuristics.scharwenzel import (
    DISCARD_FROM_STRENGTH,
    discards,
    prune,
    signal_weight,
)
from engine.bots.policies import lowest_losing_follow
from engine.cards import pack
from engine.contract import GameState

SPEC = engine.game("scharwenzel")

#: A: partner (seat 1) wins the heart lead with the ace; seat 3, last and void in hearts,
#: could ruff with the jack of diamonds (a matador, trump). It must not.
RUFF = {
    0: "9H KH 10H QS JS AS KS 10S",
    1: "AH 8H AD KD QD AC KC 10C",
    2: "7H QH QC 7C JC JH 9C 8C",
    3: "JD 7S 8S 9S 7D 8D 9D 10D",
}
#: B: partner (seat 1) wins with the king of hearts; seat 3, last, holds the ace and the
#: seven. The ace would overtake the partner and spend the suit's top card for nothing.
OVERTAKE = {
    0: "9H QH 10H QS JS AS KS 10S",
    1: "KH AD KD QD AC KC 10C 9S",
    2: "8H QC 7C JC JH 9C 8C 7S",
    3: "AH 7H JD 8S 7D 8D 9D 10D",
}


def _deal(hands: dict[int, str], plays: list[str]) -> GameState:
    """A Scharwenzel deal with these hands, everybody passing, then ``plays`` to trick 1."""
    base = list(pack(32))
    probe = SPEC.new_game(seed=1, deck=base)
    seat_of = {card: seat for seat in range(4) for card in probe.hand(seat)}
    slots = {seat: [i for i, c in enumerate(base) if seat_of[c] == seat] for seat in range(4)}
    deck = [""] * len(base)
    for seat, cards in hands.items():
        for i, card in zip(slots[seat], cards.split(), strict=True):
            deck[i] = card
    state = SPEC.new_game(seed=1, deck=deck)
    for seat in range(4):
        assert sorted(state.hand(seat)) == sorted(hands[seat].split())
    while state.legal_actions() and state.legal_actions()[-1].text == "pass":
        state.apply("pass")
    assert state.trump == "C" and state.current_player == 0
    for card in plays:
        state.apply("play " + card)
    return state


@pytest.mark.parametrize("level", ["normal", "strong"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_does_not_ruff_the_partners_sure_trick(level: str, seed: int) -> None:
    state = _deal(RUFF, ["9H", "AH", "7H"])
    assert state.current_player == 3
    assert "play JD" in [a.text for a in state.legal_actions()]
    action = make(level, SPEC, seed=seed, iterations=300, workers=1).choose(state, 3)
    assert action.text != "play JD"


@pytest.mark.parametrize("level", ["normal", "strong"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_does_not_overtake_the_partners_sure_trick(level: str, seed: int) -> None:
    state = _deal(OVERTAKE, ["9H", "KH", "8H"])
    assert [a.text for a in state.legal_actions()] == ["play AH", "play 7H"]
    hint = make(level, SPEC, seed=seed, iterations=300, workers=1).hint(state, 3)
    assert hint.action.text == "play 7H"


def test_the_rule_removes_exactly_the_overtaking_cards() -> None:
    state = _deal(RUFF, ["9H", "AH", "7H"])
    kept = prune(state, state.legal_actions(), 3)
    assert kept is not None
    assert sorted(a.text for a in kept) == sorted(
        "play " + c for c in ["7S", "8S", "9S", "7D", "8D", "9D", "10D"]
    )


def test_the_rule_leaves_a_trick_that_is_not_sure_to_the_search() -> None:
    """Third to play (an opponent still to come), or the opponent winning: nothing removed."""
    state = _deal(RUFF, ["9H", "AH"])
    # Seat 2's partner is not winning; neither heart beats the ace, so only the rule of the
    # lowest losing card applies (7H, not QH).
    kept = prune(state, state.legal_actions(), 2)
    assert kept is not None and [a.text for a in kept] == ["play 7H"]
    state = _deal(OVERTAKE, ["9H"])
    assert prune(state, state.legal_actions(), 1) is None  # seat 1 plays second
    assert make("baseline", SPEC, seed=0, iterations=10, workers=1).config.prune is None


#: C: seat 0 leads a heart; seat 1 is void in hearts and holds the ace of spades with a
#: small spade, two small diamonds and four trumps.
SIGNAL = {
    0: "9H KH 10H QH 8H 7H KS 10S",
    1: "AS 7S 8D 9D 8C 9C KC 10C",
    2: "AH JH 9S 8S AD KD QD 10D",
    3: "QS JS JD QC 7C JC AC 7D",
}


def test_unable_to_follow_a_seat_discards_from_weakness() -> None:
    state = _deal(SIGNAL, ["9H"])
    assert state.current_player == 1 and len(state.legal_actions()) == 8
    kept = prune(state, state.legal_actions(), 1)
    assert kept is not None
    assert sorted(a.text for a in kept) == sorted(
        ["play 8D", "play 9D", "play 8C", "play 9C", "play KC", "play 10C"]
    )


def test_no_signal_rule_while_a_seat_can_follow() -> None:
    state = _deal(SIGNAL, [])
    state.apply("play KS")
    assert [a.text for a in state.legal_actions()] == ["play AS", "play 7S"]
    assert prune(state, state.legal_actions(), 1) is None


def test_a_discard_reads_as_weakness_in_that_suit() -> None:
    state = _deal(SIGNAL, ["9H", "8D"])
    assert discards(state) == [(1, "D")]
    assert signal_weight(state, state, 0) == 1.0  # seat 1 does not hold the ace of diamonds
    hands = [list(h) for h in (state.hand(s) for s in range(4))]
    hands[1][hands[1].index("9D")] = "AD"
    hands[2][hands[2].index("AD")] = "9D"
    sample = SimpleNamespace(hands=hands)
    assert signal_weight(state, sample, 0) == DISCARD_FROM_STRENGTH
    assert signal_weight(state, sample, 1) == 1.0  # a seat reads only the others' discards


def test_a_bare_king_is_not_thrown_just_to_signal() -> None:
    hands = {
        0: SIGNAL[0],
        1: "AS 7S KD JS 8C 9C KC 10C",  # the only card of a weak suit is the king of diamonds
        2: "AH JH 9S 8S AD 8D QD 10D",
        3: "QS 9D JD QC 7C JC AC 7D",
    }
    state = _deal(hands, ["9H"])
    assert state.current_player == 1 and len(state.legal_actions()) == 8
    assert prune(state, state.legal_actions(), 1) is None


def test_the_hint_says_why_the_partner_is_not_overtaken() -> None:
    state = _deal(OVERTAKE, ["9H", "KH", "8H"])
    hint = make("normal", SPEC, seed=0, iterations=50, workers=1).hint(state, 3)
    assert hint.action.text == "play 7H"
    assert hint.reason.template == "Your partner wins this trick: do not overtake him."


#: D: seat 0 leads the ace of hearts; seat 1 holds the king and the seven of hearts. Neither
#: wins the trick, the king is the master once the ace is gone: the seven goes.
KINGS = {
    0: "AH QH 10H QS JS AS KS 10S",
    1: "KH 7H AD KD QD AC KC 10C",
    2: "8H QC 7C JC JH 9C 8C 7S",
    3: "9H 9S JD 8S 7D 8D 9D 10D",
}


@pytest.mark.parametrize("level", ["normal", "strong"])
@pytest.mark.parametrize("seed", range(6))
def test_a_king_is_not_thrown_under_the_led_ace(level: str, seed: int) -> None:
    """Issue #32: ``normal`` threw the king in 5 of 12 seeds before the rule."""
    state = _deal(KINGS, ["AH"])
    assert [a.text for a in state.legal_actions()] == ["play KH", "play 7H"]
    hint = make(level, SPEC, seed=seed, iterations=300, workers=1).hint(state, 1)
    assert hint.action.text == "play 7H"
    assert "lowest" in str(hint.reason)


@pytest.mark.parametrize("seed", range(3))
def test_the_king_is_kept_under_the_partners_ace(seed: int) -> None:
    """Seat 2's partner (seat 0) wins with the ace: the seven keeps the master."""
    hands = {
        0: "AH QH 10H QS JS AS KS 10S",
        1: "8H 9H AD KD QD AC KC 10C",
        2: "KH 7H QC 7C JC JH 9C 8C",
        3: "7S 9S JD 8S 7D 8D 9D 10D",
    }
    state = _deal(hands, ["AH", "8H"])
    assert state.current_player == 2
    assert make("normal", SPEC, seed=seed, iterations=300, workers=1).choose(state, 2).text == (
        "play 7H"
    )


def test_lowest_losing_follow_applies_only_where_no_card_wins() -> None:
    power = {"AH": 8, "KH": 7, "9H": 3, "7H": 1, "7C": 1, "JD": 9}
    suit_of = {"AH": "H", "KH": "H", "9H": "H", "7H": "H", "7C": "C", "JD": "C"}
    plays = {c: Action("play " + c) for c in ("KH", "9H", "7H")}
    kept = lowest_losing_follow(plays, ["AH"], suit_of, power, "C")
    assert kept is not None and [a.text for a in kept] == ["play 7H"]
    # Trumped: no heart wins any more, whatever its rank.
    kept = lowest_losing_follow(plays, ["9H", "JD"], suit_of, power, "C")
    assert kept is not None and [a.text for a in kept] == ["play 7H"]
    # The king would win over the nine: the search decides.
    assert lowest_losing_follow(plays, ["9H"], suit_of, power, "C") is None
    # A discard or trump among the moves, or leading: not this rule's business.
    mixed = {**plays, "7C": Action("play 7C")}
    assert lowest_losing_follow(mixed, ["AH"], suit_of, power, "C") is None
    assert lowest_losing_follow(plays, [], suit_of, power, "C") is None
