"""The search's playout loop of the trick games, written once (Bolachen, Scharwenzel,
Chapanka).

Why: nearly every step of a simulated trick-game deal is a card, and building its legal
actions, the policy's table of them and ``_do``'s reading of the chosen action back cost
more than the choice itself (issue #44 item 7). A trick game's loop therefore plays cards
as strings: the state's ``_legal_cards(seat, hand)`` gives the legal cards (the same rule
its legal actions come from), the game's ``pick`` chooses among them exactly as its playout
policy would, and ``_play(seat, card)`` plays the card; every other step (bids, claims,
exchanges) goes through the search's own step (:func:`engine.bots.ismcts.play_step`). What
differs between the games is only the card-play phase, the pick and the cards' texts, or,
for a game whose card steps are most of a simulation (Chapanka, some 26 cards), one function
that works out the legal cards, the policy's pick and the playing of the card together
(``card_step``): the three calls read the suit led and the hand's suits three times.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from engine.actions import Action
from engine.bots.ismcts import RolloutPolicy, play_step

#: A game's playout choice among the legal ``cards`` (in the legal order) of ``seat``: the
#: card its rollout policy plays, drawing from ``rng`` exactly as that policy does, or None
#: where the policy leaves the move to chance (the loop then draws a random card as the
#: search's step loop draws a random move: one ``random()`` scaled to the number of cards).
CardPick = Callable[[Any, list[str], int, random.Random], "str | None"]

#: A game's whole card step ``(state, seat, draw, history)``: the card its rollout policy
#: plays for ``seat`` (with ``draw``, the search generator's ``random``, exactly as that
#: policy draws; nothing for a forced card), entered in ``history`` and played as the
#: state's ``_play`` plays it.
CardStep = Callable[[Any, int, Callable[[], float], list[Any]], None]


def play_texts(plays: Mapping[str, Action]) -> dict[str, str]:
    """Each card's play text (the history's entry for it), looked up without the action."""
    return {card: action.text for card, action in plays.items()}


@dataclass(frozen=True)
class TrickPlayoutLoop:
    """The playout loop of a trick game whose card play is the phase ``card_phase``: the
    same generator draws, history and state as the step loop with the game's policy (a
    forced card draws nothing).

    A class, not a closure, because a search's config travels to ``strong``'s worker
    processes by pickling, and a closure does not pickle (a closure here once made every
    multi-worker search of the trick games fail).
    """

    card_phase: object
    pick: CardPick | None = None
    texts: Mapping[str, str] | None = None
    #: Set instead of ``pick`` and ``texts``: the game plays its card steps itself.
    card_step: CardStep | None = None

    def __post_init__(self) -> None:
        if (self.card_step is None) == (self.pick is None or self.texts is None):
            raise ValueError("a trick playout loop takes a pick and texts, or a card step")

    def __call__(
        self, state: Any, policy: RolloutPolicy, rng: random.Random, max_steps: int
    ) -> bool:
        card_phase = self.card_phase
        # Both set where ``card_step`` is not (``__post_init__``), and read only there.
        pick = cast(CardPick, self.pick)
        texts = cast(Mapping[str, str], self.texts)
        card_step = self.card_step
        draw = rng.random
        steps = 0
        history = state.history
        # The state's methods bound once a playout: a sample's attributes live in a dict of
        # its own (a copy), where CPython 3.11 finds a method by the generic lookup at every
        # call, some 200 instructions (callgrind), twice a card.
        legal_cards = state._legal_cards
        play = state._play
        while True:
            seat = state.current_player
            if seat is None:
                break
            if state.phase != card_phase:
                play_step(state, seat, policy, rng)
            elif card_step is not None:
                card_step(state, seat, draw, history)
            else:
                cards = legal_cards(seat, state.hands[seat])
                n = len(cards)
                if n == 1:
                    card = cards[0]
                else:
                    card = pick(state, cards, seat, rng)
                    if card is None:
                        card = cards[int(rng.random() * n)]
                history.append((seat, texts[card]))
                play(seat, card)
            steps += 1
            if steps > max_steps:
                break
        if steps:
            state._legal = None  # as the step loop leaves it
        return state.current_player is None
