"""Bolachen: what each seat sees (observation) and what a redeal for search keeps."""

from __future__ import annotations

import random

import engine
from engine.games.bolachen import SUIT_OF
from tests.engine.test_bolachen import (
    BRAND_WIN,
    CALL_FROM_FH,
    deal,
    fh_declares,
    play,
    roles,
    tricks,
)


def test_dopper_is_seen_only_by_the_declarer_after_he_takes_it():
    state = deal(*BRAND_WIN)
    fh, mh, dealer = roles(0)
    fh_declares(state)
    for seat in range(3):
        assert state.observation(seat)["detail"]["dopper"] is None
        assert state.observation(seat)["talon"] == 2
    play(state, "contract brand")
    assert state.observation(fh)["detail"]["dopper"] == ["9D", "8D"]
    assert state.observation(mh)["detail"]["dopper"] is None
    assert state.observation(dealer)["detail"]["dopper"] is None
    assert state.observation(mh)["talon"] == 0
    play(state, "discard KH 7C")
    assert state.observation(fh)["detail"]["discards"] == ["KH", "7C"]
    assert state.observation(mh)["detail"]["discards"] is None
    assert state.observation(dealer)["talon"] == 2
    assert state.observation(mh)["hand_sizes"] == [10, 10, 10]


def test_call_is_public_but_the_return_card_is_known_only_to_the_two_involved():
    state = deal(*CALL_FROM_FH)
    fh, mh, dealer = roles(0)
    play(state, "pass", "claim", "pass", "contract mord", "call AH", "give 7C")
    for seat in range(3):
        detail = state.observation(seat)["detail"]
        assert detail["called"] == "AH" and detail["called_from"] == fh
        assert detail["declarer"] == mh and detail["contract"] == "mord"
    assert state.observation(mh)["detail"]["returned"] == "7C"
    assert state.observation(fh)["detail"]["returned"] == "7C"
    assert state.observation(dealer)["detail"]["returned"] is None


def test_auction_record_and_roles_are_public():
    state = deal(*BRAND_WIN)
    fh, mh, dealer = roles(0)
    play(state, "claim", "claim", "pass", "bid brand S", "bid brand D", "hold")
    obs = state.observation(dealer)
    detail = obs["detail"]
    assert detail["claimants"] == [fh, mh]
    assert [c["call"] for c in detail["calls"]] == [
        "claim",
        "claim",
        "pass",
        "bid brand S",
        "bid brand D",
        "hold",
    ]
    assert detail["standing"] == "brand D"
    assert obs["phase"] == "bidding" and obs["tricks"] is None
    assert "dealer" in obs["roles"][dealer] and "forehand" in obs["roles"][fh]
    assert "claimant" in obs["roles"][mh]
    play(state, "drop")
    obs = state.observation(dealer)
    assert obs["detail"]["min_level"] == 3 and obs["detail"]["minimum"] == "brand D"
    assert "declarer" in obs["roles"][fh] and "defender" in obs["roles"][dealer]


def test_table_trick_counts_and_last_trick():
    state = deal(*BRAND_WIN)
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract brand", "discard 9D 8D", "trump H")
    tricks(state, "7S AS 9S", "AD 7H")
    obs = state.observation(fh)
    assert obs["trump"] == "H" and obs["phase"] == "play"
    assert obs["table"] == [{"seat": mh, "card": "AD"}, {"seat": dealer, "card": "7H"}]
    assert obs["last_trick"] == [
        {"seat": fh, "card": "7S"},
        {"seat": mh, "card": "AS"},
        {"seat": dealer, "card": "9S"},
    ]
    assert obs["detail"]["declarer_tricks"] == 0 and obs["detail"]["defender_tricks"] == 1
    assert obs["tricks"][mh] == 1


def test_declarer_redeal_keeps_the_return_card_with_the_receiver():
    state = deal(*CALL_FROM_FH)
    fh, mh, dealer = roles(0)
    play(state, "pass", "claim", "pass", "contract mord", "call AH", "give 7C", "discard 9C 8C")
    moved = 0
    for seed in range(40):
        sample = state.determinize(mh, random.Random(seed))
        assert "7C" in sample.hand(fh)
        assert sample.hand(mh) == state.hand(mh)
        assert sample.discards == state.discards
        moved += sample.hand(fh) != state.hand(fh)
    assert moved, "the defenders' other cards are redealt"


def test_defender_redeal_never_gives_the_called_card_to_a_defender():
    state = deal(*CALL_FROM_FH)
    fh, mh, dealer = roles(0)
    play(state, "pass", "claim", "pass", "contract mord", "call AH", "give 7C", "discard 9C 8C")
    places = set()
    for seed in range(60):
        sample = state.determinize(dealer, random.Random(seed))
        assert "AH" not in sample.hand(fh)
        places.add("declarer" if "AH" in sample.hand(mh) else "discards")
        assert sample.observation(dealer) == state.observation(dealer)
    assert places == {"declarer", "discards"}


def test_redeal_respects_shown_voids():
    state = deal(*BRAND_WIN)
    fh, mh, dealer = roles(0)
    fh_declares(state)
    play(state, "contract brand", "discard 9D 8D", "trump H")
    # The dealer trumps a diamond (void in diamonds); MH discards on a trump lead (void in
    # hearts, the trump suit).
    tricks(state, "7S AS 9S", "AD 7H 7D", "8H AH KD")
    for seed in range(40):
        sample = state.determinize(fh, random.Random(seed))
        assert not any(SUIT_OF[c] == "H" for c in sample.hand(mh))
        assert not any(SUIT_OF[c] == "D" for c in sample.hand(dealer))
        assert sample.hand(fh) == state.hand(fh)


def test_redeal_before_the_exchange_includes_the_dopper():
    state = deal(*BRAND_WIN)
    fh, mh, dealer = roles(0)
    play(state, "claim")
    seen = set()
    for seed in range(30):
        sample = state.determinize(mh, random.Random(seed))
        assert len(sample.dopper) == 2 and sample.hand(mh) == state.hand(mh)
        seen.update(sample.dopper)
    assert seen - {"9D", "8D"}, "the dopper is unknown to everybody"


def test_every_seat_can_redeal_at_every_step_without_changing_its_view():
    state = deal(*CALL_FROM_FH)
    steps = ["pass", "claim", "pass", "contract mord", "call AH", "give 7C", "discard 9C 8C"]
    steps += ["play QS", "play 8S", "play AS"]  # Mord is lost at the first trick
    rng = random.Random(3)
    for text in [*steps, None]:
        for seat in range(3):
            sample = state.determinize(seat, rng)
            assert sample.observation(seat) == state.observation(seat)
            assert sorted(c for pile in sample.card_locations().values() for c in pile) == sorted(
                c for pile in state.card_locations().values() for c in pile
            )
        loaded = engine.load(state.to_json())
        assert loaded.card_locations() == state.card_locations()
        if text is not None:
            play(state, text)
    assert state.deal_over
