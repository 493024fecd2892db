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
from typing import Any

from engine.bots.heuristics import for_game
from engine.bots.inference import PlayModel, PutHands, put_list_hands
from engine.bots.ismcts import (
    Endgame,
    EndgameValue,
    FastPlayout,
    Likelihood,
    PolicyPlays,
    Prune,
    PruneReason,
    RolloutPolicy,
)
from engine.bots.pimc import ExactPlay
from engine.bots.rewards import DealValue, MatchValue
from engine.contract import GameState

#: The referee's exact value of a deal whose every card is known (a determinization, the
#: stock order included): per legal move of the seat, its value by perfect play (one
#: "sample"), or None where the game cannot solve it cheaply (the referee searches).
OpenSolve = Callable[[GameState, int], "dict[str, EndgameValue] | None"]
#: The game's own checks that a determinization ``sample`` is a deal ``seat`` could be in,
#: given the real state (:mod:`engine.bots.consistency`): each contradiction, in words.
Consistency = Callable[[Any, Any, int], list[str]]

#: The ``strong`` search's iterations per decision of a game that does not tune its own.
DEFAULT_STRONG_ITERATIONS = 2000


@dataclass(frozen=True)
class Hooks:
    """Each optional; see :mod:`engine.bots.heuristics` for what each one is for."""

    rollout: RolloutPolicy | None = None
    #: The game's faster loop for a playout policy (``rollout``), the same simulations.
    playout: FastPlayout | None = None
    #: The playout policy ``baseline`` keeps frozen (only a game whose ``baseline`` had one,
    #: Kaschlan); None: ``baseline`` plays out at random.
    baseline_rollout: RolloutPolicy | None = None
    deal_value: DealValue | None = None
    likelihood: Likelihood | None = None
    match_value: MatchValue | None = None
    prune: Prune | None = None
    prune_reason: PruneReason | None = None
    endgame: Endgame | None = None
    #: Positions below the search's root that the playout policy plays, not the tree.
    policy_plays: PolicyPlays | None = None
    #: The game's exact play on the shared solver (:mod:`engine.bots.pimc`), whose
    #: ``endgame`` is the hook above and whose scorer the coach uses where strong solves.
    exact_play: ExactPlay | None = None
    #: Only the referee (``engine.bots.referee``) uses it; the bots never see all cards.
    open_solve: OpenSolve | None = None
    #: -1 if a deal's scores count against a seat (penalty marks).
    score_sign: float = 1.0
    #: The game's own reward mix and UCB constant; None: the search's defaults.
    rank_weight: float | None = None
    exploration: float | None = None
    #: Iterations of the ``strong`` search per decision (summed over the workers), tuned
    #: with ``python -m engine.bots.bench`` (docs/bots.md): ``normal`` searches an eighth,
    #: ``strong`` twice this within its time cap, ``baseline`` this.
    strong_iterations: int = DEFAULT_STRONG_ITERATIONS
    #: ``strong`` searches this many times ``strong_iterations`` (None: ``STRONG_FACTOR``).
    #: Why apart from the base: a game where more search was shown to win raises ``strong``
    #: alone, and ``normal`` and ``baseline``, the fixed rungs it is measured against, stay.
    strong_factor: int | None = None
    #: What the game's sampler must respect beyond the generic checks (voids, known cards).
    consistency: Consistency | None = None
    #: How a state of the game takes imagined hands in place, for inference from play
    #: (:mod:`engine.bots.inference`); None: ``state.hands`` is a list of card-code lists.
    put_hands: PutHands | None = None
    #: Whether ``normal`` and ``strong`` weigh their deals by the others' moves (the playout
    #: policy as the model). Off in every game, though since stop 61 it costs little (a
    #: Kaschlan search 1.07 times one without at ``strong``'s budget, the other games' less
    #: than without): the model does not know searching players (it chose 21-66 % of
    #: ``strong``'s moves), against them it places the cards no better than uniform, and no
    #: game's duplicate tournament against today's ``strong`` showed a gain that held
    #: (docs/bots.md, "Inference from play"). The ``-informed`` tournament entry turns it
    #: on to measure it.
    infer_from_play: bool = False

    def play_model(self) -> PlayModel | None:
        """The game's model of the seats' play, as inference from play weighs by it (None:
        the game has no playout policy to be the model), whether or not it is on."""
        if self.rollout is None:
            return None
        return PlayModel(self.rollout, self.put_hands or put_list_hands)


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
