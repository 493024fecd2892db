"""The exact sampler's two counting orders (class by class, place by place) agree with a
brute-force count and draw uniformly; the eight-hand case that took a minute takes the
place order."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import engine
import engine.sampling as sampling
from engine.sampling import _ExactSampler, redeal

SUIT = lambda card: card[1]  # noqa: E731


def _brute_force(cards, sizes, allowed, quotas):
    """Every consistent split of ``cards`` into piles of ``sizes`` (piles as sorted tuples)."""
    found = set()
    for perm in itertools.permutations(cards):
        piles, at = [], 0
        for size in sizes:
            piles.append(tuple(sorted(perm[at : at + size])))
            at += size
        if any(
            a is not None and not all(a(c) for c in p) for a, p in zip(allowed, piles, strict=True)
        ):
            continue
        if all(
            any(sum(SUIT(c) == kind for c in piles[place]) >= need for place, kind, need in q)
            for q in quotas
        ):
            found.add(tuple(piles))
    return found


def _not_of(bad):
    return lambda card: SUIT(card) != bad


def _random_case(rng):
    cards = rng.sample([f"{r}{s}" for s in "SHD" for r in "AKQ"], 6)
    sizes = rng.choice([[2, 2, 2], [1, 2, 3], [3, 3], [1, 1, 2, 2]])
    allowed = [None if rng.random() < 0.5 else _not_of(rng.choice("SHD")) for _ in sizes]
    quotas = []
    if rng.random() < 0.7:
        place = rng.randrange(len(sizes))
        quotas.append([(place, kind, rng.randint(1, 2)) for kind in rng.sample("SHD", 2)])
    return cards, sizes, allowed, quotas


def test_both_orders_count_every_consistent_deal():
    rng = random.Random(11)
    checked = 0
    for _ in range(60):
        cards, sizes, allowed, quotas = _random_case(rng)
        expected = len(_brute_force(cards, sizes, allowed, quotas))
        try:
            sampler = _ExactSampler(cards, sizes, allowed, rng, quotas, SUIT)
        except sampling.Inconsistent:
            assert expected == 0
            continue
        if not sampler.constrained:
            continue
        by_class = sampler._count(0, sampler.room, sampler.counts0)
        by_place = sampling._PlaceSampler(
            sampler._by_mask, sampler.sizes, sampler.watch, sampler.groups
        )
        assert by_class == expected
        assert by_place.total() == expected
        checked += 1
    assert checked >= 30


def test_place_order_draws_uniformly():
    # Place 0 may hold no spade and must hold two of some suit; 2 + 2 + 2 of six cards.
    cards = ["AS", "KS", "AH", "KH", "AD", "KD"]
    sizes = [2, 2, 2]
    allowed = [lambda c: SUIT(c) != "S", None, None]
    quotas = [[(0, "H", 2), (0, "D", 2)]]
    deals = _brute_force(cards, sizes, allowed, quotas)
    rng = random.Random(5)
    sampler = _ExactSampler(cards, sizes, allowed, rng, quotas, SUIT)
    place_order = sampling._PlaceSampler(
        sampler._by_mask, sampler.sizes, sampler.watch, sampler.groups
    )
    seen = Counter(tuple(tuple(sorted(p)) for p in place_order.draw(rng)) for _ in range(6_000))
    assert set(seen) == deals and len(deals) == 12
    assert min(seen.values()) >= 400 and max(seen.values()) <= 600  # expected 500 each


def test_eight_hands_after_a_bid_are_counted_place_by_place():
    # Eight-hand Scharwenzel, seat 4 bid "3 better": seven unseen hands of four and a quota.
    # Counted class by class this one redeal took 61-109 s; place by place it is one split.
    state = engine.game("scharwenzel").new_game(players=8, seed=420921)
    for text in ("pass", "pass", "pass", "pass", "bid 3", "pass"):
        state.apply(text)
    made = []
    original = sampling._ExactSampler.__init__

    def spy(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    sampling._ExactSampler.__init__ = spy
    try:
        sample = state.determinize(7, random.Random(1))
    finally:
        sampling._ExactSampler.__init__ = original
    assert made and made[-1].by_place is not None
    assert made[-1]._class_work() > 1_000 * made[-1].by_place.work()
    assert sample.observation(7) == state.observation(7)
    suits = Counter(c[-1] for c in sample.hands[4] if c[-1] != "C")
    assert max(suits.values(), default=0) >= 3  # the bid's claim holds in the sample


def test_redeal_through_either_order_keeps_pile_sizes_and_cards():
    rng = random.Random(3)
    cards = [f"{r}{s}" for s in "SHDC" for r in "AKQJ"]
    sizes = [4, 4, 4, 4]
    quotas = [[(1, "H", 3), (1, "S", 3)]]
    for _ in range(200):
        piles = redeal(cards, sizes, [None] * 4, rng, quotas=quotas, label=SUIT)
        assert [len(p) for p in piles] == sizes
        assert sorted(c for p in piles for c in p) == sorted(cards)
        assert max(Counter(SUIT(c) for c in piles[1]).get(s, 0) for s in "HS") >= 3
