"""Bolachen: a redeal for a seat that did not take part in the exchange is blind to the card
the declarer gave back, which only the declarer and the receiver know."""

from __future__ import annotations

import random

from engine.bots.sampling import SeatRandom
from engine.games.bolachen import BolachenState
from tests.engine.test_bolachen import CALL_FROM_FH, deal, play, roles, tricks

# MH declares Bettel, calls AH from FH and gives back 7C or 10D: the public record is the
# same either way, only FH and MH know which card went back.
OPENING = ("pass", "claim", "pass", "contract bettel", "call AH")


def exchanged(returned: str, *later_tricks: str) -> BolachenState:
    state = deal(*CALL_FROM_FH)
    play(state, *OPENING, f"give {returned}", "discard 9C 8C")
    tricks(state, *later_tricks)
    return state


def world(sample: BolachenState) -> tuple[object, ...]:
    """Everything a sample holds that search could read."""
    return (
        sample.card_locations(),
        sample.returned,
        sample.dopper_seen,
        [sample.observation(seat) for seat in range(3)],
    )


def test_third_seat_sample_is_the_same_whichever_card_was_returned():
    fh, mh, dealer = roles(0)
    for later in ((), ("9S 8S AS", "KS QS 7S")):
        gave_7c, gave_10d = exchanged("7C", *later), exchanged("10D", *later)
        assert gave_7c.observation(dealer) == gave_10d.observation(dealer)
        assert gave_7c.hand(fh) != gave_10d.hand(fh)
        returns = set()
        for seed in range(40):
            # SeatRandom, as the search uses: it ignores the order of the hidden cards.
            a = gave_7c.determinize(dealer, SeatRandom(seed))
            b = gave_10d.determinize(dealer, SeatRandom(seed))
            assert world(a) == world(b)
            returns.add(a.returned)
        assert len(returns) > 2, "the return card is drawn, not copied from the real deal"


def test_third_seat_sample_returns_a_card_the_receiver_has_held():
    fh, mh, dealer = roles(0)
    state = exchanged("7C", "9S 8S AS", "KS QS 7S")
    for seed in range(40):
        sample = state.determinize(dealer, random.Random(seed))
        assert sample.returned in set(sample.hand(fh)) | {"AS", "KS"}
        assert sample.returned != "AH"


def test_receiver_and_declarer_keep_the_real_return_card():
    fh, mh, dealer = roles(0)
    state = exchanged("10D", "9S 8S AS")
    for seat in (fh, mh):
        for seed in range(20):
            sample = state.determinize(seat, random.Random(seed))
            assert sample.returned == "10D"
            assert "10D" in sample.hand(fh)


def test_sample_offers_the_moves_of_its_own_hands_not_the_real_ones():
    fh, mh, dealer = roles(0)
    state = exchanged("7C")
    real = state.legal_actions()  # cached on the real state before the redeal
    assert state.current_player == mh
    changed = 0
    for seed in range(20):
        sample = state.determinize(dealer, random.Random(seed))
        offered = [a.text for a in sample.legal_actions()]
        assert offered == [f"play {card}" for card in sample.hand(mh)]
        changed += sample.legal_actions() != real
    assert changed, "the declarer's hand is redealt for the dealer, and so are his moves"
