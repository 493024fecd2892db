"""Is a determinization a deal the seat could be in? The referee for every game's sampler.

Why a separate referee: a sampler that quietly drops a constraint produces deals the seat
*knows* are impossible (a heart in a hand that showed void in hearts), and the search then
plans against them. The checks here read the public history and what the seat was shown,
not the sampler's own lists of constraints, so a sampler bug cannot hide behind them:

* the seat's whole observation is unchanged and the pack is still the pack;
* no other seat holds a card of a suit it showed void in (recomputed from the deal's plays);
* cards the seat knows the place of stay there (Kaschlan's taken cards, 1001's marriage
  partners, Bolachen's called card), and what bids stated about a hand holds (Scharwenzel):
  each game's own checks are its ``Hooks.consistency`` (``engine.bots.heuristics.<game>``),
  built on the helpers here.

:func:`impossible_share` runs it on many samples (the benchmark's "impossible per 10,000").
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from engine.bots.hooks import hooks_for
from engine.contract import GameState


def problems(real: GameState, sample: GameState, seat: int) -> list[str]:
    """Every way ``sample`` contradicts what ``seat`` knows in ``real`` (empty: consistent)."""
    out: list[str] = []
    if sample.observation(seat) != real.observation(seat):
        out.append("the seat's own view changed")
    pack = Counter(c for cards in real.card_locations().values() for c in cards)
    if Counter(c for cards in sample.card_locations().values() for c in cards) != pack:
        out.append("the pack changed")
    check = hooks_for(real.spec.id).consistency
    if check is not None:
        out.extend(check(real, sample, seat))
    return out


def impossible_share(
    positions: list[GameState], samples_per_position: int, seed: int = 0
) -> tuple[int, int]:
    """(impossible samples, samples drawn) over every position, for its deciding seat."""
    rng = random.Random(seed)
    bad = total = 0
    for pos in positions:
        seat = pos.current_player if pos.current_player is not None else 0
        for _ in range(samples_per_position):
            if problems(pos, pos.determinize(seat, rng), seat):
                bad += 1
            total += 1
    return bad, total


def plays(state: GameState) -> list[tuple[int, str]]:
    """(seat, card) of every card played to a trick in the current deal, in order."""
    return [
        (s, text[5:])
        for s, text in state.history[state.deal_starts[-1] :]
        if text.startswith("play ")
    ]


def voids_from_plays(
    state: GameState, suit_of: Callable[[str], str], per_trick: int
) -> list[set[str]]:
    """Suits each seat showed it lacks by not following the suit led (follow-suit games)."""
    voids: list[set[str]] = [set() for _ in range(state.players)]
    led = ""
    for i, (s, card) in enumerate(plays(state)):
        if i % per_trick == 0:
            led = suit_of(card)
        elif suit_of(card) != led:
            voids[s].add(led)
    return voids


def void_breaches(
    sample: GameState, seat: int, voids: list[set[str]], suit_of: Callable[[str], str]
) -> list[str]:
    out = []
    for s, suits in enumerate(voids):
        if s == seat or not suits:
            continue
        for card in sample.hand(s):
            if suit_of(card) in suits:
                out.append(f"seat {s} showed void in {suit_of(card)} but holds {card}")
    return out
