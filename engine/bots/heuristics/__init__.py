"""Optional per-game knowledge for the bots: simple, readable rules of thumb.

A game may have a module ``engine.bots.heuristics.<game id>`` (for a game defined outside the
engine: ``<its root>.bots.heuristics.<game id>``, the rule of :mod:`engine.homes`) defining any
of:

``choose(obs, legal, rng) -> (Action, reason)``
    A quick decision from the seat's observation alone (used by ``easy``; the reason is what
    the hint button shows).
``rollout(state, legal, rng) -> Action | None``
    A cheap playout policy for the search. It runs on a *determinized* state (a guess at the
    hidden cards), so it may read that state's hands; it must be fast (a few µs).
``deal_value(state, result) -> per-seat values``
    What a finished simulated deal is worth to each seat, when the deal's scores say too
    little for a search (Scharwenzel's threads come only when a 24-point race is won).
``policy_plays(state) -> bool``
    Positions below the search's root that ``rollout`` plays instead of the tree: where the
    tree's statistics would choose the other seats' moves without their cards (Bolachen's
    auction and exchange).
``SCORE_SIGN``
    -1 if a deal's scores count against a seat (penalty marks), default +1.
``RANK_WEIGHT``
    How much of a simulated deal's reward is winning the deal versus the score margin.
``EXPLORATION``
    The search's UCB constant for this game (rewards are in [0, 1]); ``baseline`` keeps
    the generic one.

The search's hooks (all but ``choose``) reach it through one typed value at the end of the
module, ``HOOKS = Hooks(rollout=rollout, …)`` (:mod:`engine.bots.hooks`), where mypy checks
each function against its hook's type; a function not named there is not used.

Nothing is required: a game without a module gets generic behaviour, so a new game works with
every bot level from the day it is registered.
"""

from __future__ import annotations

from types import ModuleType

from engine import homes


def for_game(game_id: str) -> ModuleType | None:
    """The heuristic module of ``game_id``, or None if the game has none."""
    return homes.find(homes.BOTS, game_id)
