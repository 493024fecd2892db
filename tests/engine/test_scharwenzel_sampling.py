"""Scharwenzel's sampling made cheaper gives the same samples, weights and matadors.

The search draws several deals per simulation and weighs each by the pass and discard
evidence; the fast paths (a pass tested by one biased sum, the matadors of a sample asked of
the few matador cards) must give what the plain reading gives, on many positions and table
sizes. The search digests of ``test_search_speed`` pin the decisions themselves.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import product
from typing import Any

import pytest

import engine
from engine.bots.heuristics import scharwenzel as heur
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.cards import SUIT_OF, pack
from engine.games import scharwenzel


def _could_bid_above(high: int, played: tuple[int, ...], held: tuple[int, ...]) -> bool:
    """The rule as the likelihood first read it: the dealt hand's best bid beats ``high``."""
    spades, hearts, diamonds, clubs = (p + h for p, h in zip(played, held, strict=True))
    plain = max(spades, hearts, diamonds)
    best = max(2 * plain if plain >= 3 else -1, 2 * clubs + 1 if clubs >= 3 else -1)
    return best > high


def test_a_pass_bias_marks_exactly_the_hands_that_could_bid_higher() -> None:
    """Every highest bid so far, every count played and every count held (up to a hand of
    eight): the biased packed sum has a top bit set exactly when a higher bid was there."""
    checked = Counter()
    rng = random.Random(1)
    holdings = [held for held in product(range(9), repeat=4) if sum(held) <= 8]
    for high in range(-1, 20):
        for played in [(0, 0, 0, 0), (4, 4, 4, 4)] + [
            tuple(rng.randrange(5) for _ in range(4)) for _ in range(40)
        ]:
            bias = heur._pass_bias(high, played)
            for held in holdings:
                packed = held[0] | held[1] << 8 | held[2] << 16 | held[3] << 24
                got = bool((packed + bias) & heur._TOP_BITS)
                want = _could_bid_above(high, played, held)
                assert got == want, (high, played, held)
                checked[want] += 1
    assert checked[True] > 1000 and checked[False] > 1000


def _likelihood_by_counting(real: Any, sample: Any, seat: int) -> float:
    """The likelihood as first written: each pass's suits counted card by card."""
    tops, passes = heur._evidence(real, seat)
    weight = 1.0
    for who, card in tops:
        if card in sample.hands[who]:
            weight *= heur.DISCARD_FROM_STRENGTH
    for s, high, played in passes:
        suits = [SUIT_OF[card] for card in sample.hands[s]]
        held = tuple(suits.count(x) for x in "SHDC")
        if _could_bid_above(high, played, held):
            weight *= heur.PASS_WITH_A_BID
    return weight


def _positions(players: int) -> list[Any]:
    return random_positions(engine.game("scharwenzel"), 10, seed=players, players=players)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_likelihood_weighs_drawn_hands_as_counting_does(players: int) -> None:
    """Bit for bit the same weights as counting suits, on the staged draws a search weighs."""
    weights = Counter()
    for p in _positions(players):
        seat = p.current_player
        rng = SeatRandom(players)
        for _ in range(40):
            drawn = p.draw_hidden(seat, rng)
            got = heur.likelihood(p, drawn, seat)
            assert got == _likelihood_by_counting(p, drawn, seat)
            weights[got] += 1
    assert len(weights) > 1 or players == 8


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_samples_matadors_are_those_of_its_dealt_hands(players: int) -> None:
    """The matadors a sample gets from the known holders and its piles are those counted
    from its whole dealt hands (sample hands plus the cards played), as before."""
    counted = Counter()
    for p in _positions(players):
        seat = p.current_player
        rng = SeatRandom(7)
        played = p._hidden_hands(seat).played
        for _ in range(30):
            sample = p.sample_from(seat, p.draw_hidden(seat, rng))
            if p.phase not in (scharwenzel.PLAYING, scharwenzel.DECIDING) or p.trump is None:
                assert sample.matadors == p.matadors
                continue
            dealt = [sample.hands[s] + played[s] for s in range(players)]
            assert sample.matadors == scharwenzel.matadors_of(dealt, p.trump)
            counted[sample.matadors[1]] += 1
    assert counted


def test_the_matadors_by_holder_are_those_of_whole_hands() -> None:
    """``matadors_of`` (sets of whole hands) and ``matadors_by`` (a holder per card) agree on
    random deals, with the matadors often gathered in one team."""
    rng = random.Random(3)
    deck = list(pack(32))
    found = set()
    for _ in range(4000):
        trump = rng.choice("SHDC")
        cards = list(deck)
        rng.shuffle(cards)
        order = list(scharwenzel.matador_order(trump))
        team = rng.randrange(2)
        for card in order[: rng.randrange(len(order) + 1)]:
            cards.remove(card)
            cards.insert(rng.choice([0, 8]) if team == 0 else rng.choice([16, 24]), card)
        hands = [cards[0:8], cards[16:24], cards[8:16], cards[24:32]]
        teams = {card: s % 2 for s, hand in enumerate(hands) for card in hand}
        want = scharwenzel.matadors_of(hands, trump)
        assert scharwenzel.matadors_by(teams.get, trump) == want
        found.add(want[1])
    assert {0, 3, 4, 7} <= found


@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_redeal_draws_what_the_generators_own_methods_draw(players: int) -> None:
    """On Scharwenzel's own positions (voids, bid quotas, several levels of classes), the
    sampler's inline paths (a plain try, the place-by-place draw for a ``SeatRandom``, the
    class-by-class draw) draw what the generator's ``shuffle`` and ``sample`` draw, and
    leave the generator in the same state."""
    from engine.sampling import _shuffled_split
    from tests.engine.test_search_speed import _exact_by_scan

    paths = Counter()
    for p in _positions(players):
        redealer = p._hidden_hands(p.current_player).redealer
        exact = None if redealer is None else redealer.exact
        if exact is None or not exact.constrained:
            continue
        for seed in range(15):
            fast, slow = SeatRandom(seed), SeatRandom(seed)
            start = exact._shuffle_start(fast)
            got = exact._quick_try(start, fast.getrandbits)
            piles = _shuffled_split(exact.unknown, exact.sizes, slow)
            assert got == (piles if exact._consistent(piles) else None)
            paths["kept" if got is not None else "refused"] += 1
            if exact.by_place is not None:
                got = exact.by_place.draw(fast)
                assert exact.by_place._first is not None
                assert got == exact.by_place._draw_with(slow, exact.by_place._first)
                paths["place"] += 1
            if exact.by_place is None or exact._class_work() < 20_000:  # counted quickly
                exact.rng = fast
                got = exact._exact()
                assert got == _exact_by_scan(exact, slow)
                paths["class"] += 1
            assert fast.getstate() == slow.getstate()
    assert paths["class"] > 0 or paths["place"] > 0
    assert paths["kept"] > 0 and paths["refused"] > 0
