"""What a game's heuristic module offers the search, as one typed value.

Why: the search used to look each hook up by name (``getattr(module, "rollout", None)``), out
of mypy's reach: a misspelt hook was silently missing, a wrong signature found only when a
bot played (issue 31 item 15). Now a heuristic module states its hooks once, as
``HOOKS = Hooks(rollout=rollout, prune=prune, …)``, where mypy checks every function
against the hook's type, and :func:`hooks_for` hands them over typed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.bots.heuristics import for_game
from engine.bots.ismcts import (
    Endgame,
    EndgameValue,
    Likelihood,
    Prune,
    PruneReason,
    RolloutPolicy,
)
from engine.bots.rewards import DealValue, MatchValue
from engine.contract import GameState

#: The referee's exact value of a deal whose every card is known (a determinization, the
#: stock order included): per legal move of the seat, its value by perfect play (one
#: "sample"), or None where the game cannot solve it cheaply (the referee searches).
OpenSolve = Callable[[GameState, int], "dict[str, EndgameValue] | None"]


@dataclass(frozen=True)
class Hooks:
    """Each optional; see :mod:`engine.bots.heuristics` for what each one is for."""

    rollout: RolloutPolicy | None = None
    #: The playout policy ``baseline`` keeps frozen (only games in ``BASELINE_ROLLOUTS``).
    baseline_rollout: RolloutPolicy | None = None
    deal_value: DealValue | None = None
    likelihood: Likelihood | None = None
    match_value: MatchValue | None = None
    prune: Prune | None = None
    prune_reason: PruneReason | None = None
    endgame: Endgame | None = None
    #: Only the referee (``engine.bots.referee``) uses it; the bots never see all cards.
    open_solve: OpenSolve | None = None
    #: -1 if a deal's scores count against a seat (penalty marks).
    score_sign: float = 1.0
    #: The game's own reward mix and UCB constant; None: the search's defaults.
    rank_weight: float | None = None
    exploration: float | None = None


def hooks_for(game_id: str) -> Hooks:
    """The hooks of ``game_id``'s heuristic module (none for a game without one).

    TypeError if the module has a ``HOOKS`` that is not a :class:`Hooks`.
    """
    module = for_game(game_id)
    if module is None:
        return Hooks()
    hooks = vars(module).get("HOOKS", Hooks())
    if not isinstance(hooks, Hooks):
        raise TypeError(f"{module.__name__}.HOOKS is not an engine.bots.hooks.Hooks")
    return hooks
