"""Seeded shuffles, cuts and dealing in packets: the deal mechanics every game shares."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, MutableSequence, Sequence
from math import ceil, log
from typing import Any, TypeVar

#: A card as a deck holds it: its code, or (to precompute a deal) its position in the deck.
C = TypeVar("C")


def deal_rng(seed: int, deal_no: int) -> random.Random:
    """The random source of one deal; independent of how many random numbers earlier deals
    used, so replaying a save or changing an earlier deal's play cannot change later deals."""
    return random.Random(f"kartentisch:{seed}:{deal_no}")


def match_rng(seed: int) -> random.Random:
    """The random source for match-level choices (first dealer …)."""
    return random.Random(f"kartentisch:{seed}:match")


def shuffled(cards: Sequence[str], rng: random.Random) -> list[str]:
    deck = list(cards)
    shuffle_in_place(deck, rng.getrandbits)
    return deck


def shuffle_in_place(items: MutableSequence[Any], getrandbits: Callable[[int], int]) -> None:
    """``random.Random.shuffle(items)`` for a generator whose bounded draws come from
    ``getrandbits`` (every ``random.Random``): the same calls in the same order, so the same
    permutation, without a method call per card. Why: a deal of random play is short, and
    the library's shuffle was a tenth of it (issue #32); a search shuffles every sample."""
    for i, n, bits in _draws(len(items)):
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def below(n: int, getrandbits: Callable[[int], int]) -> int:
    """``random.Random.randrange(n)`` for ``n`` > 0, drawn with the same ``getrandbits``
    calls (so the same number) without the library's argument checks: a search's samplers
    draw thousands of these per decision."""
    bits = n.bit_length()
    r = getrandbits(bits)
    while r >= n:
        r = getrandbits(bits)
    return r


def pool_limit(k: int) -> int:
    """The largest population ``random.Random.sample`` draws ``k`` items from by its pool
    method (above it, it tracks the chosen indices in a set instead)."""
    size = 21
    if k > 5:
        size += 4 ** ceil(log(k * 3, 4))
    return size


#: ``pool_limit(k)`` for small ``k``.
POOL_LIMITS = tuple(pool_limit(k) for k in range(64))


def sample_bits(population: list[C], k: int, getrandbits: Callable[[int], int]) -> list[C]:
    """``random.Random.sample(population, k)`` (0 <= k <= len) with its bounded draws made
    from ``getrandbits`` inline: the same calls, so the same sample."""
    n = len(population)
    result: list[Any] = [None] * k
    if n <= (POOL_LIMITS[k] if k < 64 else pool_limit(k)):
        pool = list(population)
        for i in range(k):
            m = n - i
            bits = m.bit_length()
            j = getrandbits(bits)
            while j >= m:
                j = getrandbits(bits)
            result[i] = pool[j]
            pool[j] = pool[m - 1]
        return result
    selected: set[int] = set()
    bits = n.bit_length()
    for i in range(k):
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        while j in selected:
            j = getrandbits(bits)
            while j >= n:
                j = getrandbits(bits)
        selected.add(j)
        result[i] = population[j]
    return result


#: Per length, the Fisher-Yates steps: (position, bound of its draw, bits drawn for it).
_DRAWS: list[tuple[tuple[int, int, int], ...]] = []


def _draws(length: int) -> tuple[tuple[int, int, int], ...]:
    while len(_DRAWS) <= length:
        m = len(_DRAWS)
        _DRAWS.append(tuple((i, i + 1, (i + 1).bit_length()) for i in range(m - 1, 0, -1)))
    return _DRAWS[length]


def cut(deck: Sequence[str], rng: random.Random, min_packet: int = 3) -> list[str]:
    """Lift a packet of at least ``min_packet`` cards from the top and put it under the rest."""
    n = len(deck)
    if n < 2 * min_packet:
        return list(deck)
    at = min_packet + below(n - 2 * min_packet + 1, rng.getrandbits)  # rng.randint's draw
    return list(deck[at:]) + list(deck[:at])


def packet_rounds(seats: Sequence[Hashable], packets: Sequence[int]) -> list[tuple[Hashable, int]]:
    """The schedule for dealing ``packets`` (e.g. 3, 2, 3) round the ``seats`` in that order."""
    return [(seat, size) for size in packets for seat in seats]


def deal_packets(
    deck: Sequence[C], schedule: Sequence[tuple[Hashable, int]]
) -> tuple[dict[Hashable, list[C]], list[C]]:
    """Deal from the top of ``deck`` following ``schedule`` of ``(target, count)``.

    Targets are seats or names such as ``"talon"``. Returns the piles and the undealt rest
    (top first), which games use as their stock.
    """
    piles: dict[Hashable, list[C]] = {}
    pos = 0
    for target, count in schedule:
        piles.setdefault(target, []).extend(deck[pos : pos + count])
        pos += count
    if pos > len(deck):
        raise ValueError(f"the schedule deals {pos} cards from a deck of {len(deck)}")
    return piles, list(deck[pos:])


def deck_for_deal(
    pack: Sequence[str], seed: int, deal_no: int, initial_deck: Sequence[str] | None
) -> tuple[list[str], random.Random]:
    """The deck of deal ``deal_no``: the test deck for deal 0 if one was given (no shuffle,
    no cut), otherwise a seeded shuffle and cut. Also returns the deal's random source."""
    rng = deal_rng(seed, deal_no)
    if deal_no == 0 and initial_deck is not None:
        return list(initial_deck), rng
    return cut(shuffled(pack, rng), rng), rng
