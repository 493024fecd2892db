"""Chapanka: refused input with its reason, what each seat may see, and determinization.

The deck in most tests is the pack in its printed order dealt by S, which gives
E: AS KS QS JS 9S 5H 4H 3H 2H AD 9C    N: 8S 7S 6S 5S 4S KD QD JD 9D 8D 8C
W: 3S 2S AH KH QH 7D 6D 5D 4D 3D 7C    S: JH 9H 8H 7H 6H 2D AC KC QC JC 6C 5C
talon 4C 3C 2C (seats: E=0, S=1, W=2, N=3; play passes E → N → W → S).
"""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.cards import SUIT_OF
from engine.games.chapanka import PACK, ChapankaState
from tests.engine.test_chapanka_helpers import (
    E,
    N,
    S,
    W,
    dump_off_suit,
    new_deal,
    play_deal,
    seed_with_dealer,
)
from tests.engine.test_chapanka_play import PANCEROLA_HANDS, PANCEROLA_TALON


def printed_order_deal() -> ChapankaState:
    return engine.game("chapanka").new_game(seed=seed_with_dealer(S), deck=list(PACK))


def snapshot(state: ChapankaState):
    return state.to_json(), state.card_locations(), state.observation(state.current_player)


def refused(state: ChapankaState, text: str) -> str:
    """Apply ``text``, expect a refusal that leaves the state as it was; return the reason."""
    before = snapshot(state)
    with pytest.raises(engine.IllegalAction) as err:
        state.apply(text)
    assert snapshot(state) == before
    assert err.value.template, "the reason must have a translatable template"
    return str(err.value)


def test_printed_order_deal_is_what_the_docstring_says():
    state = printed_order_deal()
    assert state.hand(E) == ["AS", "KS", "QS", "JS", "9S", "5H", "4H", "3H", "2H", "AD", "9C"]
    assert state.hand(S) == ["JH", "9H", "8H", "7H", "6H", "2D", "AC", "KC", "QC", "JC", "6C", "5C"]


# --- bad input of the issue ------------------------------------------------------------------


def test_exchanging_twice_is_refused():
    state = printed_order_deal()
    state.apply("exchange 9C")
    state.apply("keep")
    state.apply("exchange 7C")
    reason = refused(state, "exchange 5C")  # the dealer's turn
    assert "at most one card" in reason and "discard" in reason
    state.apply("discard 5C")
    reason = refused(state, "exchange AS")
    assert "exchange is over" in reason
    assert "at most one card" in refused(state, "keep")


def test_renouncing_without_a_pancerola_is_refused():
    state = printed_order_deal()
    for text in ("keep", "keep", "keep", "discard 5C", "play AS"):
        state.apply(text)
    reason = refused(state, "play KD")  # N holds spades
    assert "must follow suit (spades)" in reason and "Pancerola" in reason


def test_playing_out_of_turn_is_refused_naming_the_seat_to_play():
    state = printed_order_deal()
    for text in ("keep", "keep", "keep", "discard 5C", "play AS"):
        state.apply(text)
    # In a clockwise game S (seat 1) would play now; here it is N (seat 3).
    reason = refused(state, "play 9H")
    assert "seat 3's turn" in reason and "anticlockwise" in reason
    state.apply("play 8S")
    assert state.current_player == W


def test_a_pancerola_must_follow_from_trick_ten():
    state = new_deal(PANCEROLA_HANDS, PANCEROLA_TALON)
    for text in ("keep", "keep", "keep", "discard 9C"):
        state.apply(text)
    play_deal(state, {E: ["4S"]}, {W: dump_off_suit}, until_trick=10)
    while state.current_player != W:
        state.apply(state.legal_actions()[0])
    assert state.trick_no == 10 and state.table == ["QD", "QS", "QH"]
    assert sorted(state.hand(W)) == ["2C", "2D"]
    assert "From trick 10" in refused(state, "play 2C")
    assert [a.text for a in state.legal_actions()] == ["play 2D"]


@pytest.mark.parametrize(
    ("actions", "text", "words"),
    [
        ([], "play AS", "Play has not started"),
        ([], "discard AS", "Only the dealer discards"),
        ([], "exchange 8S", "does not hold 8S"),
        ([], "keep AS", "takes no card"),
        (["keep", "keep", "keep"], "keep", "dealer cannot keep"),
        (["keep", "keep", "keep"], "play JH", "dealer must first discard"),
        ([], "exchange 10S", "no tens"),
        ([], "frobnicate", "Unknown action"),
        ([], "play", "exactly one card"),
        ([], "exchange ZZ", "not a card"),
        (["keep", "keep", "keep", "discard 5C"], "discard AS", "exchange is over"),
        (["keep", "keep", "keep", "discard 5C", "play AS", "play 8S"], "play AS", "already"),
    ],
)
def test_other_refusals_say_why(actions, text, words):
    state = printed_order_deal()
    for action in actions:
        state.apply(action)
    assert words in refused(state, text)


def test_nothing_is_accepted_after_the_deal():
    state = printed_order_deal()
    for text in ("keep", "keep", "keep", "discard 5C"):
        state.apply(text)
    play_deal(state)
    with pytest.raises(engine.IllegalAction, match="deal is over"):
        state.apply("play AS")


# --- what a seat may see -------------------------------------------------------------------------


def hidden_from(state: ChapankaState, seat: int) -> set[str]:
    hidden = {c for s in range(4) if s != seat for c in state.hands[s]}
    hidden |= set(state.talon)
    if not state.deal_over:
        hidden |= {
            c for c, by in zip(state.discards, state.discarded_by, strict=True) if by != seat
        }
    return hidden


def test_observations_never_show_hidden_cards():
    rng = random.Random(5)
    state = engine.game("chapanka").new_game(seed=9)
    while not state.deal_over:
        for seat in range(4):
            text = json.dumps(state.observation(seat))
            leaked = [c for c in hidden_from(state, seat) if f'"{c}"' in text]
            assert not leaked, (seat, leaked)
        state.apply(rng.choice(state.legal_actions()))


# --- determinization --------------------------------------------------------------------------


def test_determinize_keeps_what_the_seat_knows_and_redeals_the_rest():
    state = printed_order_deal()
    state.apply("exchange 9C")  # E takes 4C
    state.apply("keep")
    state.apply("keep")
    moved = set()
    for i in range(20):
        sample = state.determinize(S, random.Random(i))
        assert sample.hand(S) == state.hand(S)
        assert sample.observation(S) == state.observation(S)
        assert len(sample.talon) == 2 and len(sample.discards) == 1
        moved |= {c for c in sample.hand(E) if c not in state.hand(E)}
        assert sample.to_json() == state.to_json()
    assert moved, "E's hand, the talon and E's discard are unknown to S"
    state.apply("discard 5C")
    for i in range(10):
        sample = state.determinize(S, random.Random(i))
        assert sample.discards[1] == "5C", "the dealer knows his own discard"
        sample_e = state.determinize(E, random.Random(i))
        assert sample_e.discards[0] == "9C" and "4C" in sample_e.hand(E)


def test_determinize_respects_shown_voids():
    state = printed_order_deal()
    for text in ("keep", "keep", "keep", "discard 5C"):
        state.apply(text)
    # E leads spades; S holds none and throws the Kinal.
    state.apply("play AS")
    state.apply("play 8S")
    state.apply("play 3S")
    state.apply("play JH")  # S has no spade: a void everyone sees
    assert "S" in state.voids[S]
    for i in range(20):
        sample = state.determinize(N, random.Random(i))
        assert not any(SUIT_OF[c] == "S" for c in sample.hand(S))
        assert sample.observation(N) == state.observation(N)


def test_determinize_keeps_a_committed_pancerola_and_rethinks_hidden_ones():
    state = new_deal(PANCEROLA_HANDS, PANCEROLA_TALON)
    for text in ("keep", "keep", "keep", "discard 9C", "play 4S", "play 4D"):
        state.apply(text)
    # Before W renounces nobody else knows W holds a Pancerola.
    rights = {state.determinize(N, random.Random(i)).pancerola_right for i in range(10)}
    assert None in rights
    own = state.determinize(W, random.Random(1))
    assert own.pancerola_right == W
    state.apply("play AC")
    for i in range(10):
        sample = state.determinize(N, random.Random(i))
        assert sample.pancerola == W and sample.pancerola_right == W
    assert state.voids[W] == set()


def test_clone_is_independent():
    state = printed_order_deal()
    twin = state.clone()
    twin.apply("exchange 9C")
    assert state.hand(E) == ["AS", "KS", "QS", "JS", "9S", "5H", "4H", "3H", "2H", "AD", "9C"]
    assert state.current_player == E and twin.current_player == N
