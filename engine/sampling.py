"""Redealing hidden cards for search (determinization), shared by every game.

A bot may only use what its seat has seen. To search, it imagines the unseen cards dealt at
random into the places it cannot see (other hands, the stock, a talon), keeping every place's
size and every constraint it knows (a player who failed to follow hearts holds no heart).

Why exact: a sample that breaks a known fact (a heart in a hand that showed void in hearts)
makes the search plan against a deal that cannot exist, and a sampler that prefers some
consistent deals over others biases every decision the same way. :func:`redeal` therefore
draws *uniformly* among the deals that keep every constraint and never relaxes one:

* cards are grouped by the set of places they may go to (their *class*); the number of
  consistent deals is a sum over how many cards of each class go to each place of products
  of multinomial coefficients, which a small memoised count over the classes computes exactly;
* a deal is drawn class by class, choosing the split with probability proportional to the
  number of consistent deals it leaves, then the class's cards are shuffled into that split;
* a few plain shuffles are tried first and kept if they happen to be consistent: a uniform
  shuffle conditioned on being consistent is uniform over the consistent deals too, so the
  mixture stays exact and the common cheap case stays cheap;
* facts that are not about single cards (a bid stated "four hearts") are an ``accept``
  predicate over the whole deal: deals are drawn until one is accepted, which is again
  uniform over the deals that keep every constraint.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from itertools import islice
from math import factorial
from typing import Any, Generic, TypeVar

Constraint = Callable[[str], bool]
#: A card as the game keeps it: its code, or an index into the pack (Kaschlan's bitmasks).
Card = TypeVar("Card", bound=Hashable)

#: Plain shuffles tried before the exact count (each is cheap; kept only if consistent).
QUICK_TRIES = 3
#: Below this share of consistent deals among all deals, plain shuffles are not tried.
QUICK_SHARE = 0.2
#: Counts of consistent deals by (class shapes, class index, room left): they depend only on
#: how many cards may go where, not on which cards, so a search that samples the same
#: position thousands of times counts once. Cleared when it grows past ``_CACHE_LIMIT``.
_COUNTS: dict[tuple[Any, int, tuple[int, ...], tuple[int, ...]], int] = {}
#: The weighted splits a draw chooses from, by the same key (so a repeated draw only picks).
_SPLITS: dict[tuple[Any, int, tuple[int, ...], tuple[int, ...]], list[Any]] = {}
_CACHE_LIMIT = 200_000
#: Draws after which an ``accept`` predicate that never holds is reported as an error.
MAX_ACCEPT_DRAWS = 100_000


class Inconsistent(ValueError):
    """No deal keeps every constraint: the caller's facts contradict each other."""


def redeal(
    unknown: Sequence[Card],
    sizes: Sequence[int],
    allowed: Sequence[Callable[[Card], bool] | None],
    rng: random.Random,
    accept: Callable[[list[list[Card]]], bool] | None = None,
    quotas: Sequence[Sequence[tuple[int, Hashable, int]]] = (),
    label: Callable[[Card], Hashable] | None = None,
) -> list[list[Card]]:
    """Split ``unknown`` into piles of ``sizes``, uniformly at random among the splits in
    which pile ``i`` only gets cards for which ``allowed[i](card)`` is true (None = any card)
    and ``accept(piles)`` (if given) holds. Raises :class:`Inconsistent` if there is none.

    ``quotas`` are facts about how many cards of a kind a pile holds, counted exactly (no
    rejection): each quota is a list of ``(pile, kind, at_least)`` of which at least one must
    hold, a card's kind being ``label(card)``; e.g. "pile 2 holds 3 or more of some plain
    suit" is ``[(2, "S", 3), (2, "H", 3), (2, "D", 3)]`` with ``label`` the printed suit."""
    prepared = Redealer(unknown, sizes, allowed, quotas, label)
    piles = prepared.draw(rng)
    if accept is None:
        return piles
    for _ in range(MAX_ACCEPT_DRAWS):
        if accept(piles):
            return piles
        piles = prepared.draw(rng)
    raise Inconsistent("no sampled deal satisfies the stated facts")


class Redealer(Generic[Card]):
    """A prepared :func:`redeal` (without ``accept``): the constraints are analysed once,
    then every :meth:`draw` is an independent uniform sample. Why: a search samples the same
    position thousands of times, and building the classes of cards costs more than drawing.
    Draws consume the generator as :func:`redeal` does, so a game that keeps one per
    position gets the same samples as before."""

    def __init__(
        self,
        unknown: Sequence[Card],
        sizes: Sequence[int],
        allowed: Sequence[Callable[[Card], bool] | None],
        quotas: Sequence[Sequence[tuple[int, Hashable, int]]] = (),
        label: Callable[[Card], Hashable] | None = None,
    ) -> None:
        if sum(sizes) != len(unknown):
            raise ValueError(
                f"{len(unknown)} unknown cards do not fill places of sizes {list(sizes)}"
            )
        if len(allowed) != len(sizes):
            raise ValueError("one constraint (or None) per place is needed")
        if quotas and label is None:
            raise ValueError("quotas need a label function")
        self.unknown = unknown
        self.sizes = sizes
        self.exact: _ExactSampler[Card] | None = None
        if any(a is not None for a in allowed) or quotas:
            self.exact = _ExactSampler(unknown, sizes, allowed, _NO_RNG, quotas, label)

    def draw(self, rng: random.Random) -> list[list[Card]]:
        exact = self.exact
        if exact is None:
            return _shuffled_split(self.unknown, self.sizes, rng)
        exact.rng = rng
        try:
            return exact.draw()
        finally:
            exact.rng = _NO_RNG


#: The generator a prepared sampler holds between draws (never drawn from).
_NO_RNG = random.Random(0)


def _shuffled_split(
    cards: Sequence[Card], sizes: Sequence[int], rng: random.Random
) -> list[list[Card]]:
    pool = list(cards)
    rng.shuffle(pool)
    return _split(pool, sizes)


def _split(cards: list[Card], sizes: Sequence[int]) -> list[list[Card]]:
    it = iter(cards)
    return [list(islice(it, size)) for size in sizes]


class _ExactSampler(Generic[Card]):
    """Uniform draws over the consistent splits of one set of per-card constraints."""

    def __init__(
        self,
        unknown: Sequence[Card],
        sizes: Sequence[int],
        allowed: Sequence[Callable[[Card], bool] | None],
        rng: random.Random,
        quotas: Sequence[Sequence[tuple[int, Hashable, int]]] = (),
        label: Callable[[Card], Hashable] | None = None,
    ) -> None:
        self.unknown = unknown
        # The counted facts: watched (pile, kind) pairs with the count each needs, and the
        # groups of watched indices of which one must reach its count.
        self.watch = tuple((p, k, n) for quota in quotas for p, k, n in quota)
        groups: list[tuple[int, ...]] = []
        at = 0
        for quota in quotas:
            groups.append(tuple(range(at, at + len(quota))))
            at += len(quota)
        self.groups = tuple(groups)
        kinds = {k for _p, k, _n in self.watch}
        self.label_of: dict[Any, Hashable] = {}
        if label is not None and kinds:
            for card in unknown:
                kind = label(card)
                self.label_of[card] = kind if kind in kinds else None
        self.sizes = tuple(sizes)
        self.rng = rng
        self.quick: int | None = None
        places = range(len(sizes))
        full = (1 << len(sizes)) - 1
        by_mask: dict[tuple[int, Hashable], list[Card]] = {}
        self.mask_of: dict[Any, int] = {}
        for card in unknown:
            mask = 0
            for i in places:
                ok = allowed[i]
                if sizes[i] and (ok is None or ok(card)):
                    mask |= 1 << i
            if not mask:
                raise Inconsistent(f"card {card!r} may go to no place")
            by_mask.setdefault((mask, self.label_of.get(card)), []).append(card)
            self.mask_of[card] = mask
        self.constrained = (
            any(mask != full for mask, _kind in by_mask)
            or any(not s for s in sizes)
            or bool(quotas)
        )
        # Cards with one possible place are placed outright; the largest class goes last,
        # where its split is forced, so the count enumerates only the small classes.
        forced: list[tuple[int, list[Card]]] = []
        free: list[tuple[int, Hashable, list[Card]]] = []
        counts = [0] * len(self.watch)
        for mask, kind in sorted(by_mask, key=repr):
            cards = by_mask[mask, kind]
            if mask & (mask - 1) == 0:
                forced.append((mask, cards))
                counts = self._counted(counts, mask.bit_length() - 1, kind, len(cards))
            else:
                free.append((mask, kind, cards))
        free.sort(key=lambda item: len(item[2]))
        room = list(sizes)
        for mask, cards in forced:
            place = mask.bit_length() - 1
            room[place] -= len(cards)
            if room[place] < 0:
                raise Inconsistent(f"place {place} is promised more cards than it holds")
        self.forced = forced
        self.classes = [
            (tuple(i for i in places if mask >> i & 1), kind, cards) for mask, kind, cards in free
        ]
        self.room = tuple(room)
        self.counts0 = tuple(counts)
        self.shape = (
            tuple((places, kind, len(cards)) for places, kind, cards in self.classes),
            self.watch,
            self.groups,
        )
        if len(_COUNTS) > _CACHE_LIMIT or len(_SPLITS) > _CACHE_LIMIT:
            _COUNTS.clear()
            _SPLITS.clear()

    def draw(self) -> list[list[Card]]:
        if self.constrained:
            tries = self.quick
            if tries is None:
                tries = self.quick = self._quick_tries()
            for _ in range(tries):
                piles = _shuffled_split(self.unknown, self.sizes, self.rng)
                if self._consistent(piles):
                    return piles
        return self._exact()

    def _quick_tries(self) -> int:
        """Plain shuffles worth trying first: ``QUICK_TRIES`` if a shuffle keeps the facts
        often enough (``QUICK_SHARE``, known exactly from the count), else none. A function
        of the constraints alone, so draws stay reproducible from the generator's seed; and
        every draw is exactly uniform whatever the number of tries."""
        consistent = self._count(0, self.room, self.counts0)
        total = factorial(len(self.unknown))
        for size in self.sizes:
            total //= factorial(size)
        return QUICK_TRIES if consistent >= QUICK_SHARE * total else 0

    def _consistent(self, piles: list[list[Card]]) -> bool:
        mask_of = self.mask_of
        for i, pile in enumerate(piles):
            bit = 1 << i
            for card in pile:
                if not mask_of[card] & bit:
                    return False
        if self.groups:
            label_of = self.label_of
            counts = [0] * len(self.watch)
            for w, (place, kind, _need) in enumerate(self.watch):
                counts[w] = sum(1 for card in piles[place] if label_of.get(card) == kind)
            return self._met(counts)
        return True

    def _met(self, counts: Sequence[int]) -> bool:
        watch = self.watch
        return all(any(counts[w] >= watch[w][2] for w in group) for group in self.groups)

    def _counted(self, counts: Sequence[int], place: int, kind: Hashable, k: int) -> list[int]:
        """``counts`` after ``k`` cards of ``kind`` went to ``place`` (capped at each need:
        beyond it a count makes no difference, which keeps the count table small)."""
        out = list(counts)
        if kind is None or not k:
            return out
        for w, (p, wanted, need) in enumerate(self.watch):
            if p == place and wanted == kind:
                out[w] = min(need, out[w] + k)
        return out

    def _exact(self) -> list[list[Card]]:
        if self._count(0, self.room, self.counts0) == 0:
            raise Inconsistent("no split keeps every constraint")
        rng = self.rng
        piles: list[list[Card]] = [[] for _ in self.sizes]
        for mask, cards in self.forced:
            piles[mask.bit_length() - 1].extend(cards)
        room = self.room
        counts = self.counts0
        shape = self.shape
        for index, (places, kind, cards) in enumerate(self.classes):
            key = (shape, index, room, counts)
            found = _SPLITS.get(key)
            if found is None:
                options = [
                    (split, weight)
                    for split, weight in self._splits(index, places, kind, len(cards), room, counts)
                    if weight
                ]
                found = _SPLITS[key] = [options, sum(weight for _split, weight in options)]
            options, total = found
            pick = rng.randrange(total)
            split = options[-1][0]
            for candidate, weight in options:
                pick -= weight
                if pick < 0:
                    split = candidate
                    break
            pool = list(cards)
            rng.shuffle(pool)
            pos = 0
            new_room = list(room)
            new_counts: Sequence[int] = counts
            for place, k in zip(places, split, strict=True):
                piles[place].extend(pool[pos : pos + k])
                pos += k
                new_room[place] -= k
                new_counts = self._counted(new_counts, place, kind, k)
            room = tuple(new_room)
            counts = tuple(new_counts)
        return piles

    def _splits(
        self,
        index: int,
        places: tuple[int, ...],
        kind: Hashable,
        n: int,
        room: tuple[int, ...],
        counts: tuple[int, ...],
    ) -> list[tuple[tuple[int, ...], int]]:
        """Every way to give ``n`` cards of class ``index`` to ``places`` within ``room``,
        with the number of consistent deals it leaves (for the cards of this class and on)."""
        out = []
        last = index == len(self.classes) - 1
        caps = [room[p] for p in places]
        if last:  # the last class must fill exactly what is left
            splits = [tuple(caps)] if sum(caps) == sum(room) == n else []
        else:
            splits = _compositions(n, caps)
        for split in splits:
            rest = list(room)
            new_counts: Sequence[int] = counts
            for place, k in zip(places, split, strict=True):
                rest[place] -= k
                new_counts = self._counted(new_counts, place, kind, k)
            ways = _multinomial(n, split) * self._count(index + 1, tuple(rest), tuple(new_counts))
            out.append((split, ways))
        return out

    def _count(self, index: int, room: tuple[int, ...], counts: tuple[int, ...]) -> int:
        if index == len(self.classes):
            return 0 if any(room) or not self._met(counts) else 1
        key = (self.shape, index, room, counts)
        cached = _COUNTS.get(key)
        if cached is not None:
            return cached
        places, kind, cards = self.classes[index]
        total = sum(w for _s, w in self._splits(index, places, kind, len(cards), room, counts))
        _COUNTS[key] = total
        return total


def _compositions(n: int, caps: list[int]) -> list[tuple[int, ...]]:
    """Every tuple of len(caps) numbers within ``caps`` that sums to ``n``."""
    if not caps:
        return [()] if n == 0 else []
    if len(caps) == 1:
        return [(n,)] if n <= caps[0] else []
    out = []
    rest_cap = sum(caps[1:])
    for k in range(max(0, n - rest_cap), min(n, caps[0]) + 1):
        for tail in _compositions(n - k, caps[1:]):
            out.append((k, *tail))
    return out


def _multinomial(n: int, parts: Sequence[int]) -> int:
    if sum(parts) != n:
        return 0
    out = factorial(n)
    for k in parts:
        out //= factorial(k)
    return out
