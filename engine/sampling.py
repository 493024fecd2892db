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
from bisect import bisect_right
from collections.abc import Callable, Hashable, Sequence
from itertools import accumulate, chain, islice
from math import comb, factorial
from typing import Any, Generic, TypeVar

from engine.dealing import POOL_LIMITS, _draws, below, pool_limit, sample_bits, shuffle_in_place
from engine.seat_random import SeatRandom, canonical

Constraint = Callable[[str], bool]
#: A card as the game keeps it: its code, or an index into the pack (Kaschlan's bitmasks).
Card = TypeVar("Card", bound=Hashable)

#: Plain shuffles tried before the exact count (each is cheap; kept only if consistent).
QUICK_TRIES = 3
#: Below this share of consistent deals among all deals, plain shuffles are not tried.
QUICK_SHARE = 0.2
#: The place-by-place counts by shape (see :class:`_PlaceSampler`), like ``_COUNTS``.
_PLACE_MEMOS: dict[Any, tuple[dict[Any, int], dict[Any, list[Any]]]] = {}
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
        #: For a ``SeatRandom``, the list its ``shuffle`` starts from (the unknown cards
        #: sorted) and each place's slice of the shuffled cards, worked out at the second
        #: draw (a sampler drawn once, as :func:`redeal`'s, would only pay for them): the
        #: generator sorts the same cards before every shuffle otherwise.
        self._seat_start: tuple[list[Card], tuple[slice, ...]] | None = None
        self._drawn = False

    def draw(self, rng: random.Random) -> list[list[Card]]:
        exact = self.exact
        if exact is None:
            if type(rng) is SeatRandom:
                # ``_shuffled_split`` with ``SeatRandom.shuffle`` inline: the same draws on
                # the same sorted list, so the same deal.
                start = self._seat_start
                if start is None and self._drawn:
                    start = self._seat_start = (canonical(self.unknown), _slices(self.sizes))
                if start is not None:
                    items = list(start[0])
                    shuffle_in_place(items, rng.getrandbits)
                    return list(map(items.__getitem__, start[1]))
                self._drawn = True
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


def _slices(sizes: Sequence[int]) -> tuple[slice, ...]:
    """Each place's slice of a list dealt out in ``sizes`` (what :func:`_split` cuts)."""
    ends = list(accumulate(sizes))
    return tuple(slice(end - size, end) for size, end in zip(sizes, ends, strict=True))


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
        #: Each place's slice of a shuffled deck (what ``_split`` cuts).
        self._cuts = _slices(self.sizes)
        self.rng = rng
        self.quick: int | None = None
        #: For :meth:`_quick_try`: the unknown cards sorted (a ``SeatRandom``'s start), the
        #: shuffle's steps each with the banned cards of the place its position goes to
        #: (and those of position 0), and for :meth:`_quotas_met` the cards of each kind.
        self._sorted: list[Card] | None = None
        self._quick_steps: tuple[tuple[Any, ...], frozenset[Card], tuple[Any, ...]] | None = None
        self._kind_cards: list[tuple[int, frozenset[Any]]] | None = None
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
        #: Per place, the cards it may not get (a plain shuffle is checked against them),
        #: joined from the classes (a game that prepares a sampler per sample pays little).
        self.banned = [
            frozenset().union(*(cards for (m, _k), cards in by_mask.items() if not m >> i & 1))
            for i in places
        ]
        #: Whether some place may not get some card (else a plain try checks only quotas).
        self._bans = any(self.banned)
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
        if len(_PLACE_MEMOS) > _CACHE_LIMIT // 1000:
            _PLACE_MEMOS.clear()
        self._by_mask = by_mask
        #: For :meth:`_exact`: whether a deal exists (checked at the first draw), each
        #: class's cards in a ``SeatRandom``'s order, and the weighted steps met so far.
        self._exact_checked = False
        self._canonical_classes: list[list[Card]] | None = None
        self._steps: dict[tuple[int, tuple[int, ...], tuple[int, ...]], Any] = {}
        self.by_place: _PlaceSampler[Card] | None = None
        if self.constrained:
            by_place = _PlaceSampler(by_mask, self.sizes, self.watch, self.groups)
            if by_place.work() < self._class_work():
                self.by_place = by_place

    def _class_work(self) -> float:
        """An estimate (an upper bound) of the class-by-class count's work: the states it may
        reach at each class (room left per place: no more than the splits made so far allow,
        nor than the rooms there are) times the splits of that class."""
        rooms = 1.0
        for room in self.room:
            rooms *= room + 1
        rooms *= 2 ** len(self.watch)
        return _level_work(
            rooms, [_choices(len(cards), len(places)) for places, _k, cards in self.classes]
        )

    def draw(self) -> list[list[Card]]:
        rng = self.rng
        if self.constrained:
            tries = self.quick
            if tries is None:
                tries = self.quick = self._quick_tries()
            start = self._shuffle_start(rng) if tries else None
            if start is not None:
                getrandbits = rng.getrandbits
                for _ in range(tries):
                    found = self._quick_try(start, getrandbits)
                    if found is not None:
                        return found
            else:
                for _ in range(tries):
                    piles = _shuffled_split(self.unknown, self.sizes, rng)
                    if self._consistent(piles):
                        return piles
        if self.by_place is not None:
            return self.by_place.draw(rng)
        return self._exact()

    def _quick_tries(self) -> int:
        """Plain shuffles worth trying first: ``QUICK_TRIES`` if a shuffle keeps the facts
        often enough (``QUICK_SHARE``, known exactly from the count), else none. A function
        of the constraints alone, so draws stay reproducible from the generator's seed; and
        every draw is exactly uniform whatever the number of tries."""
        if self.by_place is not None:
            consistent = self.by_place.total()
        else:
            consistent = self._count(0, self.room, self.counts0)
        total = factorial(len(self.unknown))
        for size in self.sizes:
            total //= factorial(size)
        return QUICK_TRIES if consistent >= QUICK_SHARE * total else 0

    def _shuffle_start(self, rng: random.Random) -> list[Card] | None:
        """The list ``rng.shuffle`` would start a plain try from (the unknown cards as they
        are for a ``random.Random``, sorted for a search's ``SeatRandom``), or None for any
        other generator (whose shuffle :meth:`_quick_try` cannot copy)."""
        kind = type(rng)
        if kind is random.Random:
            return list(self.unknown)
        if kind is SeatRandom:
            start = self._sorted
            if start is None:
                start = self._sorted = canonical(self.unknown)
            return start
        return None

    def _quick_try(
        self, start: list[Card], getrandbits: Callable[[int], int]
    ) -> list[list[Card]] | None:
        """One plain try: ``_shuffled_split`` then ``_consistent``, with the same generator
        calls, but each position is checked against its place's banned cards as soon as the
        shuffle fixes it (Fisher-Yates fixes the last position first); once one fails, the
        rest of the shuffle's draws are only made (the next try must start where the full
        shuffle would have left the generator), without the swaps, split and check."""
        steps = self._quick_steps
        if steps is None:
            banned_at = [
                banned
                for banned, size in zip(self.banned, self.sizes, strict=True)
                for _ in range(size)
            ]
            # Each Fisher-Yates step with the banned cards of the position it fixes.
            steps = self._quick_steps = (
                tuple((i, n, bits, banned_at[i]) for i, n, bits in _draws(len(start))),
                banned_at[0] if banned_at else frozenset(),
                _draws(len(start)),  # the same steps without the cards, to burn
            )
        items = list(start)
        if not self._bans:  # only quotas to check: the shuffle itself, then them
            shuffle_in_place(items, getrandbits)
            if self.groups and not self._quotas_met_in(items):
                return None
            return list(map(items.__getitem__, self._cuts))
        for i, n, bits, banned in steps[0]:
            j = getrandbits(bits)
            while j >= n:
                j = getrandbits(bits)
            card = items[j]
            items[j] = items[i]
            items[i] = card
            if card in banned:
                for _i, n, bits in steps[2][len(items) - i :]:
                    j = getrandbits(bits)
                    while j >= n:
                        j = getrandbits(bits)
                return None
        if items and items[0] in steps[1]:
            return None
        if self.groups and not self._quotas_met_in(items):
            return None
        return list(map(items.__getitem__, self._cuts))

    def _consistent(self, piles: list[list[Card]]) -> bool:
        for banned, pile in zip(self.banned, piles, strict=True):
            if not banned.isdisjoint(pile):
                return False
        if self.groups:
            return self._quotas_met(piles)
        return True

    def _quotas_met(self, piles: list[list[Card]]) -> bool:
        kinds = self._kinds()
        return self._met([sum(map(cards.__contains__, piles[place])) for place, cards in kinds])

    def _kinds(self) -> list[tuple[int, frozenset[Any]]]:
        """Per watched (pile, kind): the pile and the unknown cards of that kind."""
        kinds = self._kind_cards
        if kinds is None:
            label_of = self.label_of
            kinds = self._kind_cards = [
                (place, frozenset(card for card, label in label_of.items() if label == kind))
                for place, kind, _need in self.watch
            ]
        return kinds

    def _quotas_met_in(self, deck: list[Card]) -> bool:
        """:meth:`_quotas_met` of the piles ``_split`` cuts ``deck`` into, without cutting:
        each watched kind counted in its pile's slice of the deck."""
        cuts = self._cuts
        kinds = self._kinds()
        if len(kinds) == 1:  # one fact, one count (a bid's suit): no list, no loops
            place, cards = kinds[0]
            return sum(map(cards.__contains__, deck[cuts[place]])) >= self.watch[0][2]
        counts = [sum(map(cards.__contains__, deck[cuts[place]])) for place, cards in kinds]
        return self._met(counts)

    def _met(self, counts: Sequence[int]) -> bool:
        """Whether each group has a watched count that reaches its need (loops, not
        generators: a plain try asks this for most shuffles)."""
        watch = self.watch
        for group in self.groups:
            for w in group:
                if counts[w] >= watch[w][2]:
                    break
            else:
                return False
        return True

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
        if not self._exact_checked:
            if self._count(0, self.room, self.counts0) == 0:
                raise Inconsistent("no split keeps every constraint")
            self._exact_checked = True
        rng = self.rng
        kind = type(rng)
        # The generator's ``randrange`` and ``shuffle`` with their draws inline for the
        # two classes whose draws are known (the same calls, so the same deal): a
        # ``SeatRandom`` shuffles each class's cards from their sorted order.
        inline = kind is random.Random or kind is SeatRandom
        getrandbits = rng.getrandbits
        starts = self._class_starts(kind is not random.Random)
        piles: list[list[Card]] = [[] for _ in self.sizes]
        for mask, cards in self.forced:
            piles[mask.bit_length() - 1].extend(cards)
        step = (0, self.room, self.counts0)
        steps = self._steps
        for index, (places, _kind, cards) in enumerate(self.classes):
            found = steps.get(step)
            if found is None:
                found = steps[step] = self._exact_step(*step)
            options, bounds = found
            if inline:
                pool = list(starts[index])
                pick = below(bounds[-1], getrandbits)
            else:
                pool = list(cards)
                pick = rng.randrange(bounds[-1])
            # The first split whose running total passes the pick (a bisection: a class
            # may have hundreds of splits).
            split, step = options[bisect_right(bounds, pick)]
            if inline:
                shuffle_in_place(pool, getrandbits)
            else:
                rng.shuffle(pool)
            pos = 0
            for place, k in zip(places, split, strict=True):
                piles[place] += pool[pos : pos + k]
                pos += k
        return piles

    def _class_starts(self, sort: bool) -> list[list[Card]]:
        """Each class's cards as a shuffle starts from them: as they are, or (for a
        ``SeatRandom``, ``sort``) in its canonical order, worked out once."""
        if not sort:
            return [cards for _places, _kind, cards in self.classes]
        found = self._canonical_classes
        if found is None:
            found = self._canonical_classes = [
                canonical(cards) for _places, _kind, cards in self.classes
            ]
        return found

    def _exact_step(
        self, index: int, room: tuple[int, ...], counts: tuple[int, ...]
    ) -> tuple[list[tuple[tuple[int, ...], Any]], list[int]]:
        """Class ``index``'s splits of positive weight (from the shared ``_SPLITS``), each
        with the step it leads to: (index + 1, room left, counts), and their running total
        weights; kept per sampler so that a draw neither hashes the whole shape nor
        recounts nor rescans a step it has seen."""
        places, kind, cards = self.classes[index]
        key = (self.shape, index, room, counts)
        found = _SPLITS.get(key)
        if found is None:
            options = [
                (split, weight)
                for split, weight in self._splits(index, places, kind, len(cards), room, counts)
                if weight
            ]
            found = _SPLITS[key] = [options, sum(weight for _split, weight in options)]
        out = []
        bounds = []
        running = 0
        for split, weight in found[0]:
            new_room = list(room)
            new_counts: Sequence[int] = counts
            for place, k in zip(places, split, strict=True):
                new_room[place] -= k
                new_counts = self._counted(new_counts, place, kind, k)
            out.append((split, (index + 1, tuple(new_room), tuple(new_counts))))
            running += weight
            bounds.append(running)
        return out, bounds

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


class _PlaceSampler(Generic[Card]):
    """The same uniform draw, counted place by place instead of class by class.

    Why a second order: the class-by-class count keeps the room left in every place, which
    explodes with many places (eight-hand Scharwenzel: seven unseen hands, 5**7 rooms, each
    class split 1,716 ways; one redeal took over a minute). Counted place by place, the state
    is the number of cards left in each class. Two things keep it small: the watched places
    (the quotas) go first, and a card's kind matters only while a place that watches it is
    still to come, so classes that differ only in a kind nobody watches any more are merged;
    and once the places some class may not enter are done, every card left may go anywhere
    left, so that tail is one multinomial coefficient. :class:`_ExactSampler` picks the
    cheaper order.
    """

    def __init__(
        self,
        by_mask: dict[tuple[int, Hashable], list[Card]],
        sizes: tuple[int, ...],
        watch: tuple[tuple[int, Hashable, int], ...],
        groups: tuple[tuple[int, ...], ...],
    ) -> None:
        self.sizes = sizes
        self.watch = watch
        keys = sorted(by_mask, key=repr)
        self.cards = [by_mask[key] for key in keys]
        masks = [mask for mask, _kind in keys]
        watched = {place for place, _kind, _need in watch}
        everyone = [i for i, size in enumerate(sizes) if size]
        # Watched places first, then those some class may not enter, then the free ones.
        self.order = sorted(
            everyone, key=lambda i: (i not in watched, all(m >> i & 1 for m in masks), i)
        )
        last_watched = sum(1 for i in everyone if i in watched)
        tail = len(self.order)
        while tail > last_watched and all(m >> self.order[tail - 1] & 1 for m in masks):
            tail -= 1
        self.tail = tail
        # Level j's classes: (mask, kind) with the kind kept only if a place from j on
        # watches it. ``into[j]`` maps level j's classes (level -1: ``keys``) to level j+1's.
        self.masks: list[list[int]] = []
        self.kinds: list[list[Hashable]] = []
        self.into: list[list[int]] = []
        previous = keys
        for j in range(tail + 1):
            relevant = {kind for place, kind, _n in watch if place in self.order[j:]}
            level = sorted({(m, k if k in relevant else None) for m, k in previous}, key=repr)
            index = {key: c for c, key in enumerate(level)}
            self.into.append([index[m, k if k in relevant else None] for m, k in previous])
            self.masks.append([m for m, _k in level])
            self.kinds.append([k for _m, k in level])
            previous = level
        #: Per level, whether its classes are not simply those of the level before.
        self._merges = [into != list(range(len(into))) for into in self.into]
        self.group_bits = [
            sum(1 << g for g, members in enumerate(groups) if w in members)
            for w in range(len(watch))
        ]
        self.all_groups = (1 << len(groups)) - 1
        shape = (
            tuple(self.order),
            tail,
            sizes,
            watch,
            groups,
            tuple(map(tuple, self.masks)),
            tuple(map(tuple, self.kinds)),
            tuple(map(tuple, self.into)),
        )
        memos = _PLACE_MEMOS.get(shape)
        if memos is None:
            memos = _PLACE_MEMOS[shape] = ({}, {})
        #: Counts and weighted takes by (level, cards left per class, groups met), shared by
        #: every sampler of this shape: a search redeals one position thousands of times.
        self.memo, self.moves = memos
        #: The pools and cards per class a draw starts from (worked out at the first draw),
        #: and each level's total weight by the key of its takes.
        self._first: tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]] | None = None
        self._totals: dict[tuple[int, tuple[int, ...], int], int] = {}
        self._all_str: bool | None = None
        self._sorted_first: tuple[list[Card], ...] | None = None
        #: One empty tuple per place (a draw's piles are lists made from them, in C).
        self._no_piles: tuple[tuple[()], ...] = ((),) * len(sizes)
        #: The generator class :meth:`_draw_sorted` serves (``SeatRandom`` once the first
        #: draw found every card a string; until then none).
        self._sorted_kind: type | None = None
        #: The Fisher-Yates steps of a pile, by its length.
        self._pile_draws = tuple(_draws(length) for length in range(max(sizes, default=0) + 1))
        #: For :meth:`_draw_sorted`: per (level, cards left per class, groups met), the
        #: weighted takes, their running total weights, the total and its bit length.
        self._picks: dict[tuple[int, tuple[int, ...], int], tuple[Any, ...]] = {}

    def _total(self, j: int, rem: tuple[int, ...], gs: int, options: list[Any]) -> int:
        key = (j, rem, gs)
        total = self._totals.get(key)
        if total is None:
            total = self._totals[key] = sum(option[3] for option in options)
        return total

    def _coarser(self, j: int, rem: Sequence[int]) -> tuple[int, ...]:
        """``rem`` (cards left per class of level j-1) per class of level j."""
        out = [0] * len(self.masks[j])
        for c, left in enumerate(rem):
            out[self.into[j][c]] += left
        return tuple(out)

    def _pools(self, j: int, pools: list[list[Card]]) -> list[list[Card]]:
        out: list[list[Card]] = [[] for _ in self.masks[j]]
        for c, pool in enumerate(pools):
            out[self.into[j][c]].extend(pool)
        return out

    def work(self) -> float:
        """An estimate (an upper bound) of the count's work, comparable with the class
        order's: the states each place may see (cards left per class) times its splits."""
        most = []
        ways = []
        for j, place in enumerate(self.order[: self.tail]):
            sizes_j = self._pools_sizes(j)
            lefts = float(self.all_groups + 1)
            for n in sizes_j:
                lefts *= n + 1
            most.append(lefts)
            ways.append(_choices(self.sizes[place], len(sizes_j)))
        return _level_work(most, ways)

    def _pools_sizes(self, j: int) -> tuple[int, ...]:
        """How many cards each class of level j holds before any is placed."""
        sizes = [len(cards) for cards in self.cards]
        for level in range(j + 1):
            sizes = list(self._coarser(level, sizes))
        return tuple(sizes)

    def total(self) -> int:
        """How many consistent deals there are."""
        return self._count(0, self._pools_sizes(0), 0)

    def _takes(self, j: int, rem: tuple[int, ...], gs: int) -> list[Any]:
        """The ways place ``order[j]`` can take cards from level j's classes, each with the
        number of consistent deals it leaves: ``(takes, cards left, groups met, weight)``."""
        key = (j, rem, gs)
        found = self.moves.get(key)
        if found is not None:
            return found
        place = self.order[j]
        bit = 1 << place
        masks = self.masks[j]
        kinds = self.kinds[j]
        eligible = [c for c, left in enumerate(rem) if left and masks[c] & bit]
        out = []
        for split in _compositions(self.sizes[place], [rem[c] for c in eligible]):
            takes = [0] * len(rem)
            ways = 1
            for c, k in zip(eligible, split, strict=True):
                takes[c] = k
                ways *= comb(rem[c], k)
            met = gs
            for w, (wplace, kind, need) in enumerate(self.watch):
                if wplace == place:
                    have = sum(k for c, k in enumerate(takes) if kinds[c] == kind)
                    if have >= need:
                        met |= self.group_bits[w]
            left = tuple(n - k for n, k in zip(rem, takes, strict=True))
            after = self._coarser(j + 1, left)
            weight = ways * self._count(j + 1, after, met)
            if weight:
                out.append((takes, after, met, weight))
        self.moves[key] = out
        return out

    def _count(self, j: int, rem: tuple[int, ...], gs: int) -> int:
        if j == self.tail:
            if gs != self.all_groups:
                return 0
            return _multinomial(sum(rem), [self.sizes[i] for i in self.order[j:]])
        key = (j, rem, gs)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = sum(w for *_rest, w in self._takes(j, rem, gs))
        return found

    def draw(self, rng: random.Random) -> list[list[Card]]:
        first = self._first
        if first is None:
            pools0 = self._pools(0, [list(cards) for cards in self.cards])
            rem0 = tuple(len(pool) for pool in pools0)
            if self._count(0, rem0, 0) == 0:
                raise Inconsistent("no split keeps every constraint")
            first = self._first = (tuple(map(tuple, pools0)), rem0)
            if self._str_cards(first[0]):
                self._sorted_kind = SeatRandom
        kind = type(rng)
        if kind is self._sorted_kind:  # a SeatRandom, string cards (the search's case)
            return self._draw_sorted(rng.getrandbits, first[1])
        seat = kind is SeatRandom
        if not seat and kind is not random.Random:
            return self._draw_with(rng, first)
        # The generator's ``sample`` and ``shuffle`` with their draws inline (the same
        # calls, so the same deal): a ``SeatRandom`` sorts what it samples or shuffles
        # (string cards were served above: here the cards are not all strings).
        canon: Callable[[Sequence[Card]], list[Card]] | None = None
        if seat:
            canon = canonical
        pools = [list(pool) for pool in first[0]]
        rem = first[1]
        piles: list[list[Card]] = [[] for _ in self.sizes]
        gs = 0
        getrandbits = rng.getrandbits
        order = self.order
        moves, totals, into = self.moves, self._totals, self.into
        for j in range(self.tail):
            key = (j, rem, gs)
            options = moves.get(key)
            if options is None:
                options = self._takes(j, rem, gs)
            total = totals.get(key)
            if total is None:
                total = self._total(j, rem, gs, options)
            takes, rem, gs, _weight = _weighted(options, below(total, getrandbits))
            pile = piles[order[j]]
            for c, k in enumerate(takes):
                if k:
                    pool = pools[c]
                    picked = sample_bits(pool if canon is None else canon(pool), k, getrandbits)
                    pile.extend(picked)
                    _take_out(pools, c, picked)
            merged: list[list[Card]] = [[] for _ in self.masks[j + 1]]
            for c, target in enumerate(into[j + 1]):
                merged[target].extend(pools[c])
            pools = merged
        rest = [card for pool in pools for card in pool]
        if canon is not None:
            rest = canon(rest)
        shuffle_in_place(rest, getrandbits)
        at = 0
        sizes = self.sizes
        for place in order[self.tail :]:
            piles[place].extend(rest[at : at + sizes[place]])
            at += sizes[place]
        for p, pile in enumerate(piles):
            if canon is not None:
                pile = piles[p] = canon(pile)
            shuffle_in_place(pile, getrandbits)
        return piles

    def _draw_sorted(
        self, getrandbits: Callable[[int], int], rem: tuple[int, ...]
    ) -> list[list[Card]]:
        """:meth:`draw` for a ``SeatRandom`` and string cards: the same generator calls, so
        the same deal, with less work around them. Such a generator sorts every list before
        it samples or shuffles it, so the pools are kept sorted (sorted once where a draw
        takes from them or merges them, the sample taken in place on the pool itself), and
        a pile's cards are gathered in any order (it is sorted before its own shuffle).
        Why: Scharwenzel's search draws several deals per simulation, and the bookkeeping
        around the draws (copies, sets, sorts, calls) cost more than the draws."""
        # Cards typed as Any here: they are strings, which sort.
        pools: list[list[Any]] = list(map(list, self._sorted_pools()))
        piles: list[list[Any]] = list(map(list, self._no_piles))
        gs = 0
        order = self.order
        into, masks = self.into, self.masks
        merges, picks, tail = self._merges, self._picks, self.tail
        for j in range(tail):
            # Whether level j + 1 samples from these very pools: else they are sorted where
            # they are merged or joined for the tail, and need no sort after a take.
            resort = j + 1 < tail and not merges[j + 1]
            key = (j, rem, gs)
            found = picks.get(key)
            if found is None:
                options = self._takes(j, rem, gs)
                bounds = list(accumulate(option[3] for option in options))
                found = picks[key] = (options, bounds, bounds[-1], bounds[-1].bit_length())
            options, bounds, total, bits = found
            # ``below(total)`` inline, and the option ``_weighted`` falls on by bisection.
            pick = getrandbits(bits)
            while pick >= total:
                pick = getrandbits(bits)
            takes, rem, gs, _weight = options[bisect_right(bounds, pick)]
            pile = piles[order[j]]
            for c, k in enumerate(takes):
                if not k:
                    continue
                pool = pools[c]
                n = len(pool)
                if n > (POOL_LIMITS[k] if k < 64 else pool_limit(k)):
                    picked = sample_bits(pool, k, getrandbits)  # the library's set method
                    pile += picked
                    _take_out(pools, c, picked)
                    continue
                # ``sample_bits``'s pool method on the pool itself: what is left of it is
                # its first n - k places.
                for m in range(n, n - k, -1):
                    bits = m.bit_length()
                    at = getrandbits(bits)
                    while at >= m:
                        at = getrandbits(bits)
                    pile.append(pool[at])
                    pool[at] = pool[m - 1]
                del pool[n - k :]
                if resort:
                    pool.sort()
            if merges[j + 1] and j + 1 < tail:  # the tail's cards are joined below
                merged: list[list[Any]] = [[] for _ in masks[j + 1]]
                for c, target in enumerate(into[j + 1]):
                    merged[target] += pools[c]
                for pool in merged:
                    pool.sort()
                pools = merged
        rest: list[Any] = list(chain.from_iterable(pools))
        rest.sort()
        shuffle_in_place(rest, getrandbits)
        at = 0
        sizes = self.sizes
        for place in order[tail:]:
            piles[place] += rest[at : at + sizes[place]]
            at += sizes[place]
        pile_draws = self._pile_draws
        for pile in piles:
            pile.sort()
            # ``shuffle_in_place(pile, getrandbits)`` inline (a call per pile was a tenth of
            # a small draw): the same steps.
            for i, n, bits in pile_draws[len(pile)]:
                at = getrandbits(bits)
                while at >= n:
                    at = getrandbits(bits)
                pile[i], pile[at] = pile[at], pile[i]
        return piles

    def _sorted_pools(self) -> tuple[list[Card], ...]:
        """The pools a draw starts from, each sorted (for :meth:`_draw_sorted`)."""
        found = self._sorted_first
        if found is None:
            assert self._first is not None
            found = self._sorted_first = tuple(sorted(pool) for pool in self._first[0])  # type: ignore[type-var]
        return found

    def _str_cards(self, pools: tuple[tuple[Card, ...], ...]) -> bool:
        """Whether every card is a string (worked out at the first draw)."""
        found = self._all_str
        if found is None:
            found = self._all_str = all(type(card) is str for pool in pools for card in pool)
        return found

    def _draw_with(
        self,
        rng: random.Random,
        first: tuple[tuple[tuple[Card, ...], ...], tuple[int, ...]],
    ) -> list[list[Card]]:
        """:meth:`draw` through the generator's own ``sample`` and ``shuffle`` (any other
        generator class)."""
        pools = [list(pool) for pool in first[0]]
        rem = first[1]
        piles: list[list[Card]] = [[] for _ in self.sizes]
        gs = 0
        getrandbits = rng.getrandbits
        order = self.order
        for j in range(self.tail):
            options = self._takes(j, rem, gs)
            pick = below(self._total(j, rem, gs, options), getrandbits)
            takes, rem, gs, _weight = _weighted(options, pick)
            pile = piles[order[j]]
            for c, k in enumerate(takes):
                if k:
                    picked = rng.sample(pools[c], k)
                    pile.extend(picked)
                    _take_out(pools, c, picked)
            pools = self._pools(j + 1, pools)
        rest = [card for pool in pools for card in pool]
        rng.shuffle(rest)
        at = 0
        for place in self.order[self.tail :]:
            piles[place].extend(rest[at : at + self.sizes[place]])
            at += self.sizes[place]
        for pile in piles:
            rng.shuffle(pile)
        return piles


def _weighted(options: Sequence[Any], pick: int) -> Any:
    """The option a uniform ``pick`` below the options' total weight (their last field)
    falls on."""
    for option in options:
        pick -= option[3]
        if pick < 0:
            return option
    return options[-1]


def _take_out(pools: list[list[Card]], c: int, picked: Sequence[Card]) -> None:
    """Remove the ``picked`` cards from pool ``c``; the pool keeps its order, as removing one
    by one would."""
    if len(picked) == 1:
        pools[c].remove(picked[0])
    else:
        gone = set(picked)
        pools[c] = [card for card in pools[c] if card not in gone]


def _level_work(most_states: float | Sequence[float], branching: Sequence[int]) -> float:
    """The work of a count that goes through levels, each state of a level splitting
    ``branching[level]`` ways: a level has no more states than the splits before it made,
    nor than ``most_states`` (one bound, or one per level)."""
    bounds = [most_states] * len(branching) if isinstance(most_states, float) else list(most_states)
    work = 0.0
    states = 1.0
    for ways, most in zip(branching, bounds, strict=True):
        states = min(most, states)
        work += states * ways
        states *= ways
    return work


def _choices(n: int, k: int) -> int:
    """How many ways ``n`` like things can be split among ``k`` places (stars and bars)."""
    return comb(n + k - 1, k - 1) if k else int(n == 0)


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
