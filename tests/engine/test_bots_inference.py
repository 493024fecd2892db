"""Inference from contracts: samples whose hands fit the other seats' choices weigh more."""

from __future__ import annotations

import random
from types import SimpleNamespace

import engine
from engine.bots import make
from engine.bots.heuristics import bolachen
from engine.bots.ismcts import SearchConfig, search
from engine.games.bolachen import PLAYING


def _bolachen(contract: str, hand: list[str], trump: str | None = None, seat: int = 0):
    real = SimpleNamespace(
        declarer=1,
        contract=contract,
        trump=trump,
        history=[(1, "play AS"), (2, "play 7S")],
        deal_starts=[0],
        # A state's per-position memo, here working it out at every call.
        position_memo=lambda name, compute, *key: compute(),
    )
    sample = SimpleNamespace(hands=[[], hand, []])
    return bolachen.likelihood(real, sample, seat)


def test_a_mord_is_likelier_with_aces_and_kings():
    strong = ["AH", "AD", "AC", "KS", "KH", "KD", "QS", "9H", "8D"]
    weak = ["7H", "8H", "9D", "10C", "JS", "QH", "7D", "8C", "9C"]
    assert _bolachen("mord", strong) == 1.0
    assert _bolachen("mord", weak) < 0.1


def test_a_bettel_is_likelier_with_low_cards_and_a_brand_with_trump_length():
    low = ["7H", "8H", "9D", "10C", "JS", "7D", "8C", "9C", "7C"]
    high = ["AH", "AD", "KC", "KS", "QH", "QD", "9S", "8D", "7C"]
    assert _bolachen("bettel", low) > _bolachen("bettel", high)
    long_hearts = ["AH", "KH", "QH", "9H", "7S", "8D", "9C", "10C", "JD"]
    assert _bolachen("brand", long_hearts, trump="H") == 1.0
    assert _bolachen("brand", long_hearts, trump="S") < 0.3  # two spades (one played)


def test_the_declarer_s_own_search_ignores_the_evidence():
    assert _bolachen("mord", ["7H"], seat=1) == 1.0


def test_levels_use_the_likelihood_and_baseline_does_not():
    assert make("strong", "bolachen", seed=1).config.likelihood is bolachen.likelihood
    assert make("baseline", "bolachen", seed=1).config.likelihood is None


def test_search_with_a_likelihood_stays_reproducible():
    spec = engine.game("bolachen")
    rng = random.Random(2)
    for seed in range(50):  # a deal in card play, a defender to move
        state = spec.new_game(seed=seed)
        while state.current_player is not None and (
            state.phase != PLAYING or state.current_player == state.declarer
        ):
            state.apply(rng.choice(state.legal_actions()))
        if state.current_player not in (None, state.declarer):
            break
    assert state.phase == PLAYING and state.current_player != state.declarer
    config = SearchConfig(likelihood=bolachen.likelihood, rollout=bolachen.rollout)
    seat = state.current_player
    a = search(state, seat, random.Random(9), 60, None, config)
    b = search(state, seat, random.Random(9), 60, None, config)
    assert {t: s.visits for t, s in a.stats.items()} == {t: s.visits for t, s in b.stats.items()}


def test_a_scharwenzel_pass_is_likelier_without_a_higher_bid_in_hand():
    from engine.bots.heuristics import scharwenzel
    from engine.games.scharwenzel import BIDDING

    real = SimpleNamespace(
        auction=SimpleNamespace(calls=[(1, 6), (2, None)]),  # seat 1 bid "3", seat 2 passed
        history=[],
        deal_starts=[0],
        phase=BIDDING,
        trump=None,
        position_memo=lambda _name, compute, *_key: compute(),
    )

    def weight(hand2: list[str]) -> float:
        sample = SimpleNamespace(hands=[[], [], hand2, []])
        return scharwenzel.likelihood(real, sample, 0)

    assert weight(["AH", "KH", "QH", "7S", "8S", "7D", "8D", "7C"]) == 1.0  # 3 is not higher
    assert weight(["AH", "KH", "QH", "9H", "8S", "7D", "8D", "7C"]) < 1.0  # could bid 4
    assert weight(["AC", "KC", "QC", "7S", "8S", "7D", "8D", "7H"]) < 1.0  # could bid 3 better
    assert scharwenzel.likelihood(real, SimpleNamespace(hands=[[]] * 4), 2) == 1.0


def _undeclared_king_lead(seed: int):
    """A three-hand 1001 deal in card play right after seat 1 or 2 led a king or queen
    without declaring, its partner card not played; seat 0 must then decide."""
    from engine.games.tausendundeins import PARTNER

    spec = engine.game("tausendundeins")
    rng = random.Random(seed)
    state = spec.new_game(players=3, seed=seed, options={"mode": "three_hand"})
    found = None
    while state.current_player is not None:
        legal = state.legal_actions()
        seat = state.current_player
        leads = [a for a in legal if a.verb == "play" and a.words[1] in PARTNER]
        if found is None and seat != 0 and leads and not state.trick:
            marry = {a.words[1] for a in legal if a.verb == "marry"}
            plain = [a for a in leads if a.words[1] not in marry]
            if plain:
                state.apply(plain[0])
                found = (seat, PARTNER[plain[0].words[1]])
                continue
        if found is not None and seat == 0:
            return state, found
        state.apply(rng.choice([a for a in legal if a.verb != "marry"] or legal))
    return None


def test_a_king_led_without_a_marriage_makes_the_queen_unlikely_in_that_hand():
    from engine.bots.heuristics import tausendundeins
    from engine.bots.sampling import SeatRandom
    from engine.games.tausendundeins import BIT

    for seed in range(60):
        got = _undeclared_king_lead(seed)
        if got is None:
            continue
        state, (leader, partner) = got
        if partner in state.hand(0):
            continue
        weights = {True: set(), False: set()}
        for i in range(300):
            sample = state.determinize(0, SeatRandom(i))
            holds = bool(sample.masks[leader] & BIT[partner])
            weights[holds].add(tausendundeins.likelihood(state, sample, 0))
        if not weights[True]:
            continue  # the partner card is somewhere the leader cannot hold it (discards)
        assert weights[True] == {tausendundeins.UNDECLARED_STRICT}
        assert weights[False] == {1.0}
        # The leader's own search knows its hand: no evidence to weigh.
        assert tausendundeins.likelihood(state, state, leader) == 1.0
        return
    raise AssertionError("no deal with an undeclared king or queen lead")


def test_1001_levels_use_the_marriage_inference():
    from engine.bots.heuristics import tausendundeins

    assert make("strong", "tausendundeins", seed=1).config.likelihood is tausendundeins.likelihood
    assert make("baseline", "tausendundeins", seed=1).config.likelihood is None
