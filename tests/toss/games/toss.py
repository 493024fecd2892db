"""A sixth game that lives only in the tests: proof that a new game needs no edit outside its
own modules (its words in ``toss_words``, its bots' hooks and coach profile in the other layers
of ``tests.toss``).

"Toss" is the engine's toy trick game (``engine.bots._toy``) under its own id, with its own
verb (``toss <card>`` instead of ``play``) and its own words: the move reads "Toss 9♥" on
the table and "Anna tosses 9♥" in the status bar, the play phase is "Tossing", the dealer is
the "Shuffler", and the result has a row "Tricks taken". None of these words exists anywhere
in the program; the window can only have them from this vocabulary.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.actions import Action
from engine.bots import _toy
from engine.cards import pack
from engine.contract import DealResult
from tests.toss.games.toss_words import GAME_ID, WORDS

TOSS = {c: Action(f"toss {c}") for c in pack(24)}


class TossState(_toy.ToyState):
    """The toy's rules; only the verb and the observation's game id are its own."""

    def _compute_legal(self) -> list[Action]:
        return [TOSS[a.words[1]] for a in super()._compute_legal()]

    def observation(self, seat: int) -> dict[str, Any]:
        obs = super().observation(seat)
        obs["game"] = GAME_ID
        return obs

    def deal_result(self) -> DealResult | None:
        result = super().deal_result()
        if result is None:
            return None
        taken = [len(w) // self.players for w in self.won]
        return DealResult(result.scores, {"tricks_taken": taken})

    def clone(self) -> TossState:
        new = super().clone()
        new.__class__ = TossState
        return new


def _spec() -> Any:
    """The toy's spec under the new id; whichever way the engine builds states (a factory
    or a state class), the toss state is put in its place."""
    fields = {f.name for f in dataclasses.fields(_toy.SPEC)}
    changes: dict[str, Any] = {"id": GAME_ID, "name": "Toss", "vocabulary": WORDS}
    if "state_class" in fields:
        changes["state_class"] = TossState
    else:
        toy_factory = _toy.SPEC.factory

        def factory(*args: Any) -> TossState:
            state = toy_factory(*args)
            state.__class__ = TossState
            return state

        changes["factory"] = factory
    return dataclasses.replace(_toy.SPEC, **changes)


SPEC = _spec()
