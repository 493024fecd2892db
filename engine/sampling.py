"""Redealing hidden cards for search (determinization), shared by every game.

A bot may only use what its seat has seen. To search, it imagines the unseen cards dealt at
random into the places it cannot see (other hands, the stock, a talon), keeping every place's
size and every constraint it knows (a player who failed to follow hearts holds no heart).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

Constraint = Callable[[str], bool]
#: A card as the game keeps it: its code, or an index into the pack (Kaschlan's bitmasks).
C = TypeVar("C", bound=Hashable)


def redeal(
    unknown: Sequence[C],
    sizes: Sequence[int],
    allowed: Sequence[Callable[[C], bool] | None],
    rng: random.Random,
    tries: int = 20,
) -> list[list[C]]:
    """Split ``unknown`` into piles of ``sizes`` at random such that pile ``i`` only gets cards
    for which ``allowed[i](card)`` is true (None = any card).

    The most constrained cards are placed first; if no consistent split is found in ``tries``
    attempts (the constraints may be over-strict in rare positions), the constraints are
    relaxed rather than failing, because a slightly wrong sample is better than no search.
    """
    if sum(sizes) != len(unknown):
        raise ValueError(f"{len(unknown)} unknown cards do not fill places of sizes {list(sizes)}")
    if all(a is None for a in allowed):
        cards = list(unknown)
        rng.shuffle(cards)
        return _split(cards, sizes)
    for _ in range(tries):
        result = _try_constrained(unknown, sizes, allowed, rng)
        if result is not None:
            return result
    cards = list(unknown)
    rng.shuffle(cards)
    return _split(cards, sizes)


def _split(cards: list[C], sizes: Sequence[int]) -> list[list[C]]:
    out = []
    pos = 0
    for size in sizes:
        out.append(cards[pos : pos + size])
        pos += size
    return out


def _admits(constraint: Callable[[C], bool] | None, card: C) -> bool:
    return constraint is None or constraint(card)


def _try_constrained(
    unknown: Sequence[C],
    sizes: Sequence[int],
    allowed: Sequence[Callable[[C], bool] | None],
    rng: random.Random,
) -> list[list[C]] | None:
    places = range(len(sizes))
    options = {c: [i for i in places if _admits(allowed[i], c)] for c in unknown}
    cards = list(unknown)
    rng.shuffle(cards)
    cards.sort(key=lambda c: len(options[c]))
    room = list(sizes)
    piles: list[list[C]] = [[] for _ in places]
    for card in cards:
        choices = [i for i in options[card] if room[i] > 0]
        if not choices:
            return None
        weights = [room[i] for i in choices]
        place = rng.choices(choices, weights)[0]
        piles[place].append(card)
        room[place] -= 1
    return piles
