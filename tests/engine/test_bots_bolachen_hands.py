"""Bolachen's playout policy before the first card: the hand counts (docs/rules/bolachen.md
§4–§6) and what the policy bids, calls, lays away and names on hand-made hands."""

from __future__ import annotations

import collections
import random

import engine
from engine.bots.heuristics import bolachen as policy
from engine.bots.heuristics import bolachen_hands as hands
from engine.games.bolachen import (
    AUCTION,
    BETTEL,
    CALLING,
    CLAIMING,
    CONTRACT,
    DISCARDING,
    MORD,
    PLAYING,
    TRUMP,
)

SPEC = engine.game("bolachen")

HEART_BRAND = ["AH", "KH", "QH", "9H", "8H", "AS", "KS", "7D", "8D", "7C"]
NOTHING = ["JH", "9H", "QS", "10S", "8S", "JD", "9D", "QC", "10C", "8C"]
BETTEL_HAND = ["7H", "8H", "10H", "7S", "9S", "7D", "8D", "JD", "7C", "9C"]
MORD_HAND = ["AH", "KH", "QH", "JH", "10H", "AS", "KS", "QS", "AD", "KD"]


def _state_at(phase: int, seed: int = 1) -> object:
    """A fresh deal played by the policy until ``phase`` (the policy's own choices)."""
    rng = random.Random(seed)
    st = SPEC.new_game(players=3, seed=seed)
    while st.phase != phase and not st.deal_over:
        legal = list(st.legal_actions())
        st.apply(policy.rollout(st, legal, rng) or rng.choice(legal))
    return st


def test_sure_tricks_are_counted_as_a_player_counts_them():
    assert hands.top_run([14, 13, 12, 9]) == 3
    assert hands.top_run([13, 12]) == 0
    # Trumps AKQ98: three honours and two long trumps; AK of spades two more.
    assert hands.brand_tricks(HEART_BRAND, "H") == 7.0
    # One club as trumps: the side winners get ruffed (0.75 a trump short of four).
    assert hands.brand_tricks(HEART_BRAND, "C") == 2.25
    assert hands.best_trump(HEART_BRAND) == "H"


def test_the_hand_decides_the_highest_contract_it_can_make():
    assert hands.highest_makeable(HEART_BRAND) == 4  # Heart Brand
    assert hands.highest_makeable(NOTHING) == 0
    assert hands.bettel_risks(BETTEL_HAND) == 0
    assert hands.highest_makeable(BETTEL_HAND) == BETTEL
    assert hands.mord_losers(MORD_HAND) == 0
    assert hands.highest_makeable(MORD_HAND) == MORD
    # A nine alone can be forced to take a trick; a king guarded only by the ten too.
    assert hands.bettel_risks(["9H"]) == 1
    assert hands.bettel_risks(["7S", "KS"]) == 1


def test_brand_discards_make_a_void_and_keep_trumps_and_aces():
    twelve = HEART_BRAND + ["JC", "10D"]
    first, second = hands.discard_for(twelve, "brand", "H")
    assert {first, second} == {"7C", "JC"}  # clubs gone: hearts may ruff them
    assert hands.discard_for(BETTEL_HAND + ["AC", "KD"], "bettel", None) == ("AC", "KD")


def test_calls_and_gives_serve_the_contract():
    mord = ["AH", "KH", "QH", "JH", "10H", "AS", "KS", "QS", "KD", "QD"]
    assert hands.call_for(mord, "mord") == "AD"  # the card that breaks the diamond run
    # The ten of hearts goes: AKQJ still draw every heart; a diamond would break the run.
    assert hands.give_for(mord + ["AD"], "mord", "AD") == "10H"
    bettel = ["7H", "8H", "10H", "7S", "9S", "8D", "KD", "7C", "9C", "10C"]
    assert hands.call_for(bettel, "bettel") == "7D"  # swap the king for a seven
    assert hands.give_for(bettel + ["7D"], "bettel", "7D") == "KD"


def test_the_policy_claims_a_strong_hand_and_passes_a_weak_one():
    st = _state_at(CLAIMING)
    seat = st.current_player
    legal = list(st.legal_actions())
    st.hands[seat] = list(HEART_BRAND)
    assert policy.rollout(st, legal, random.Random(0)).text == "claim"
    st.hands[seat] = list(NOTHING)
    if len(legal) == 2:  # forehand may pass
        assert policy.rollout(st, legal, random.Random(0)).text == "pass"


def test_the_policy_bids_no_higher_than_the_hand_goes():
    for seed in range(60):
        st = _state_at(AUCTION, seed)
        if st.phase != AUCTION:
            continue
        seat = st.current_player
        action = policy.rollout(st, list(st.legal_actions()), random.Random(0))
        best = hands.highest_makeable(st.hands[seat])
        if action.words[0] == "bid" and st.auction.high is not None:
            level = policy.LEVEL_OF_BID[action]
            assert level <= best, (seed, st.hands[seat], action.text)


def test_playout_contracts_are_ones_the_declarer_can_make():
    """Over many policy-played deals: never a Mord without a Mord hand, Brand trumps the
    declarer's best nameable suit, and discards never an ace while he keeps a plain card."""
    rng = random.Random(5)
    contracts: collections.Counter[str] = collections.Counter()
    for seed in range(150):
        st = SPEC.new_game(players=3, seed=seed)
        while st.phase != PLAYING and not st.deal_over:
            legal = list(st.legal_actions())
            action = policy.rollout(st, legal, rng)
            assert action in legal
            seat = st.current_player
            if st.phase == CONTRACT and action.text == "contract mord":
                assert hands.highest_makeable(st.hands[seat]) == MORD
            if st.phase == TRUMP:
                suit = action.words[1]
                allowed = [a.words[1] for a in legal]
                assert suit == hands.best_trump(st.hands[seat], allowed)
            if st.phase == DISCARDING and st.contract == "brand":
                trump = hands.best_trump(st.hands[seat], policy._nameable(st))
                assert trump not in {c[-1] for c in action.words[1:]}
                assert not any(c.startswith("A") for c in action.words[1:])
            st.apply(action)
        contracts[st.contract] += 1
    assert contracts["brand"] > 100 and contracts["mord"] <= 2


def test_every_step_before_play_has_a_policy_move():
    for phase in (CLAIMING, AUCTION, CONTRACT, CALLING, DISCARDING, TRUMP):
        for seed in range(40):
            st = _state_at(phase, seed)
            if st.phase == phase:
                legal = list(st.legal_actions())
                assert policy.rollout(st, legal, random.Random(0)) in legal
                break


def test_the_remembered_readings_do_not_depend_on_the_order_of_the_cards() -> None:
    """The readings are remembered by the set of cards, so neither the order a hand is listed
    in (a sampled deal's, a sorted one's) nor asking again may change what they say."""
    state = SPEC.new_game(players=3, seed=2)
    deck = sorted({card for seat in range(3) for card in state.hands[seat]})
    rng = random.Random(7)
    for _ in range(200):
        hand = rng.sample(deck, 10)
        shuffled = rng.sample(hand, len(hand))
        unremembered = hands._highest_makeable.__wrapped__(frozenset(hand))
        assert hands.highest_makeable(hand) == hands.highest_makeable(shuffled) == unremembered
        assert hands.best_trump(hand) == hands.best_trump(shuffled)
        assert hands.best_trump(shuffled, ["S", "C"]) == hands.best_trump(hand, ("S", "C"))
