"""A prepared sampler without constraints (``Redealer`` whose every place takes any card)
serves a search's ``SeatRandom`` from the unknown cards sorted once: the same deal and the
same generator state as the generator's own sorted shuffle, and no sort after the second
draw (a search draws the same position thousands of times; a sampler drawn once pays for
nothing it does not use)."""

from __future__ import annotations

import random

import pytest

import engine.sampling as sampling
import engine.seat_random as seat_random
from engine.cards import pack
from engine.sampling import Redealer, _shuffled_split
from engine.seat_random import SeatRandom

PACK_52 = list(pack(52))


def test_the_draw_is_the_generators_sorted_shuffle() -> None:
    picker = random.Random(4)
    for seed in range(300):
        unknown = picker.sample(PACK_52, picker.randint(0, 40))
        cut = sorted(picker.randint(0, len(unknown)) for _ in range(picker.randint(0, 4)))
        sizes = [b - a for a, b in zip([0, *cut], [*cut, len(unknown)], strict=True)]
        redealer = Redealer(list(unknown), sizes, [None] * len(sizes))
        for draw in range(3):
            fast, slow = SeatRandom(seed * 7 + draw), SeatRandom(seed * 7 + draw)
            assert redealer.draw(fast) == _shuffled_split(unknown, sizes, slow)
            assert fast.getstate() == slow.getstate()


def test_the_unknown_cards_are_sorted_once(monkeypatch: pytest.MonkeyPatch) -> None:
    sorts = 0

    def counted(items: list[str]) -> list[str]:
        nonlocal sorts
        sorts += 1
        return sorted(items)

    monkeypatch.setattr(sampling, "canonical", counted)
    monkeypatch.setattr(seat_random, "canonical", counted)
    redealer = Redealer(list(PACK_52[:30]), [10, 10, 10], [None, None, None])
    rng = SeatRandom(1)
    piles = [redealer.draw(rng) for _ in range(20)]
    # The first draw is the generator's own shuffle (its sort); the second sorts once for
    # the rest.
    assert sorts == 2
    assert all(sorted(sum(p, [])) == sorted(PACK_52[:30]) for p in piles)
