"""Learn mode's facts about a decision: which moves are possible, and why the others are not.

Why in the engine: "why can't I play the seven of hearts?" is a rule, and the games already
say it in ``explain_illegal`` for a refused move. Asking that question for every card of the
person's hand that no legal move uses gives the learn panel its "why the others are not" list
without a second copy of any rule. Only the person's own cards are asked about, so nothing is
revealed that the seat could not know.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action, IllegalAction
from engine.cards import INDEX
from engine.contract import GameState


@dataclass(frozen=True)
class Refusal:
    """A card of the hand that cannot be used now, with the rule that says so.

    ``template`` and ``params`` are the engine's reason before formatting, so that the GUI can
    translate it like any refusal.
    """

    card: str
    action: str
    template: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        return str(IllegalAction(self.template, **self.params))


@dataclass(frozen=True)
class DecisionGuide:
    """What learn mode tells the person about the decision in front of them."""

    seat: int
    phase: str
    legal: tuple[str, ...]
    #: Cards of the hand that some legal move uses, in hand order.
    usable: tuple[str, ...]
    refusals: tuple[Refusal, ...]


def guide(state: GameState, hand: list[str], phase: str) -> DecisionGuide:
    """The guide for the seat to act; ``hand`` and ``phase`` come from its observation."""
    seat = state.current_player
    if seat is None:
        raise ValueError("nobody is to act in this position")
    legal = state.legal_actions()
    used = {word for action in legal for word in action.args if word in INDEX}
    usable = tuple(card for card in hand if card in used)
    refusals = []
    for card in hand:
        if card in used:
            continue
        trial = _trial_action(legal, set(hand), card)
        if trial is None:
            # Only take or decline is possible: the game says which move the card would be.
            trial_action = getattr(state, "trial_action", None)
            trial = trial_action(card) if trial_action is not None else None
        if trial is None:
            continue
        reason = state.explain_illegal(trial)
        refusals.append(Refusal(card, trial.text, reason.template, dict(reason.params)))
    return DecisionGuide(seat, phase, tuple(a.text for a in legal), usable, tuple(refusals))


def _trial_action(legal: list[Action], hand: set[str], card: str) -> Action | None:
    """The move a person would try with ``card``: a legal card move with its hand card
    swapped for this one (``play QD`` → ``play 7H``; ``beat 8H KH`` → ``beat 8H 7H``)."""
    for action in legal:
        args = list(action.args)
        for i in range(len(args) - 1, -1, -1):
            if args[i] in hand:
                args[i] = card
                return Action(" ".join([action.verb, *args]))
    return None
