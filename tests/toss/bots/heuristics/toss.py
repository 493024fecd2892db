"""Toss's hooks for the search: a playout policy (the lowest card that may be tossed), the
budget of ``strong`` and the sampler's check, each a field of ``HOOKS``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.actions import Action
from engine.bots.consistency import void_breaches
from engine.bots.hooks import Hooks
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF
from engine.contract import GameState

#: ``strong``'s budget before its factor: small, the toy is five tricks long.
STRONG_ITERATIONS = 300


def rollout(state: GameState, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The lowest card that may be tossed (cheap and plain: a playout, not a plan)."""
    return min(legal, key=lambda a: NATURAL_VALUE[RANK_OF[a.words[1]]])


def consistency(real: Any, sample: Any, seat: int) -> list[str]:
    """No other seat holds a card of a suit it showed void in."""
    voids = [set(v) for v in real.voids]
    return void_breaches(sample, seat, voids, SUIT_OF.__getitem__)


HOOKS = Hooks(rollout=rollout, consistency=consistency, strong_iterations=STRONG_ITERATIONS)
