"""A random source that makes a game's ``determinize`` blind to the real hidden cards.

Why: a game's ``determinize(seat, rng)`` lists the cards the seat cannot see by walking the
real hands, so the *order* of that list depends on who really holds what. Shuffling it with a
seeded rng then gives a sample that is uniformly random (fine) but a different one for each
real deal (not fine): with the same seed the search would decide differently when only the
hidden cards differ, i.e. the bot would be reading the other hands through the back door.

:class:`SeatRandom` sorts a sequence before shuffling or sampling from it. The cards to place
are the same multiset in every deal consistent with what the seat has seen, so after sorting
they are the same list, and the same seed gives the same sample. Every other method is the
plain ``random.Random`` one, so a game needs no change (the hook is the rng it is given).

Why in the rules layer and not beside the bots that use it: :mod:`engine.sampling` (which the
games import) serves this generator's draws inline, so it must know the class; it used to
import it from ``engine.bots`` inside a function, a cycle from the rules into the bots
(issue 45 item 19). The bots import it from :mod:`engine.bots.sampling`.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any

from engine.dealing import pool_limit, sample_bits, shuffle_in_place


def canonical(items: Any) -> list[Any]:
    """``items`` in an order that depends only on its contents."""
    try:
        return sorted(items)
    except TypeError:  # mixed or unorderable items: order by their text instead
        return sorted(items, key=repr)


class SeatRandom(random.Random):
    """``random.Random`` whose ``shuffle`` and ``sample`` ignore the order they are given."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        # ``random.Random.shuffle`` with its bounded draw inlined (the same getrandbits
        # calls, so the same permutation): a search shuffles a few times per sample, and
        # the method call per card was a tenth of a whole simulation.
        items = canonical(x)
        shuffle_in_place(items, self.getrandbits)
        x[:] = items

    def sample(  # type: ignore[override]
        self, population: Sequence[Any], k: int, *, counts: Sequence[int] | None = None
    ) -> list[Any]:
        if counts is not None:
            pairs = canonical(zip(population, counts, strict=True))
            return super().sample([p for p, _ in pairs], k, counts=[c for _, c in pairs])
        pool = canonical(population)
        n = len(pool)
        if 0 <= k <= n and n <= pool_limit(k):
            # ``random.Random.sample``'s own small-population path with its bounded draw
            # inlined (the same getrandbits calls, so the same sample), as in ``shuffle``.
            return sample_bits(pool, k, self.getrandbits)
        return super().sample(pool, k)
