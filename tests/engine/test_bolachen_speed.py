"""Bolachen's speed paths on the bots' path play exactly what the plain rules play.

The digest below was computed with the code before the speed-ups of the bots' path (the
random step of ``engine.bots.bench``): whole matches played at random with ``legal_fast`` /
``apply_fast`` and no record, every action, every legal list's length, every deal's result
and the sheet. A change that moves one deal, one legal list or one score moves it. The
other tests compare each fast legal list with the rule written out plainly, phase by phase.
"""

from __future__ import annotations

import hashlib
import random
from itertools import combinations

import engine
from engine.actions import Action
from engine.games import bolachen
from engine.games.bolachen import BolachenState

SPEC = engine.game("bolachen")

#: Digest of 40 random matches on the bots' path (see the module docstring).
RANDOM_MATCHES = "3a89d14ad156e5c9"


def _random_matches(matches: int, recording: bool) -> str:
    rng = random.Random(3)
    out = []
    for match in range(matches):
        state = SPEC.new_game(seed=100 + match)
        state.recording = recording
        while not state.is_over:
            if state.deal_over:
                out.append(repr((state.deal_result(), state.totals())))
                state.next_deal()
                continue
            legal = state.legal_fast()
            out.append(str(len(legal)))
            state.apply_fast(legal[rng.randrange(len(legal))])
        out.append(repr((state.history, state.deal_result(), state.totals())))
    return hashlib.sha256("|".join(out).encode()).hexdigest()[:16]


def test_random_matches_on_the_bots_path_are_those_before_the_speed_ups() -> None:
    assert _random_matches(40, recording=False) == RANDOM_MATCHES


def test_a_recorded_match_plays_as_the_bots_path() -> None:
    assert _random_matches(5, recording=True) == _random_matches(5, recording=False)


def _plain_legal(state: BolachenState) -> list[Action]:
    """The rules of the module docstring written out plainly, one phase at a time."""
    seat = state.current_player
    assert seat is not None
    hand = state.hands[seat]
    phase = state.phase
    if phase == bolachen.CLAIMING:
        if state.speaker == 2 and not state.claimants:
            return [bolachen.CLAIM]
        return [bolachen.CLAIM, bolachen.PASS]
    if phase == bolachen.AUCTION:
        auction = state.auction
        assert auction is not None
        if auction.high is None:
            return [bolachen.BID[lvl] for lvl in bolachen.LEVELS]
        bids = [bolachen.HOLD] if auction.may_hold(seat) else []
        bids += [bolachen.BID[lvl] for lvl in bolachen.LEVELS if lvl > auction.high]
        return [*bids, bolachen.DROP]
    minimum = state.min_level
    if phase == bolachen.CONTRACT:
        assert minimum is not None
        tops = {"brand": 4, "bettel": bolachen.BETTEL, "mord": bolachen.MORD}
        return [bolachen.CONTRACT_ACTION[c] for c, top in tops.items() if top >= minimum]
    if phase == bolachen.CALLING:
        return [bolachen.NOCALL] + [bolachen.CALL[c] for c in bolachen.PACK if c not in hand]
    if phase == bolachen.GIVING:
        return [bolachen.GIVE[c] for c in hand if c != state.called]
    if phase == bolachen.DISCARDING:
        by_pack = sorted(hand, key=bolachen.PACK.index)
        return [bolachen.DISCARD[pair] for pair in combinations(by_pack, 2)]
    if phase == bolachen.TRUMP:
        assert minimum is not None
        return [bolachen.TRUMP_ACTION[s] for s in "CSDH" if bolachen.BRAND_LEVEL[s] >= minimum]
    assert phase == bolachen.PLAYING
    cards = hand
    if state.trick:
        led = bolachen.SUIT_OF[state.trick[0]]
        same = [c for c in hand if bolachen.SUIT_OF[c] == led]
        trumps = [c for c in hand if bolachen.SUIT_OF[c] == state.trump]
        cards = same or trumps or hand
    return [bolachen.PLAY[c] for c in cards]


def test_every_fast_legal_list_is_the_plain_rule() -> None:
    """Every phase of many random deals (bids, both exchanges, trumps, every trick)."""
    rng = random.Random(11)
    seen: set[int] = set()
    for match in range(120):
        state = SPEC.new_game(seed=match)
        state.recording = False
        assert isinstance(state, BolachenState)
        while not state.is_over:
            if state.deal_over:
                state.next_deal()
                continue
            legal = state.legal_fast()
            assert list(legal) == _plain_legal(state)
            seen.add(state.phase)
            state.apply_fast(legal[rng.randrange(len(legal))])
    assert seen == set(range(bolachen.OVER))
