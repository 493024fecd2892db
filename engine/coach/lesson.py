"""The guided lesson as data: what a game's coach profile lists (``lessons``) and learn mode
starts. It lives apart from :mod:`engine.guided`, whose tools ask the coach, so that the
profile can name the type without the coach importing itself in a circle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action
from engine.contract import GameState, Observation

#: What a lesson's deal must show, checked on the state right after the deal.
Property = Callable[[GameState], bool]
#: Whether a legal move does what the lesson's introduction says, given the person's view.
Promise = Callable[[Action, Observation], bool]


@dataclass(frozen=True)
class Lesson:
    """One guided deal: start ``game`` with ``players`` and deal number ``seed``.

    ``shows`` is the property the deal was chosen for; ``promise`` tells the move the
    introduction tells the person to make at the decision it teaches, the person's first real
    choice in phase ``phase`` (any phase when empty); the coach must rate that move best there,
    beyond noise (:func:`judge`), or the lesson and the hint would contradict each other at
    the very moment the lesson is about.
    """

    game: str
    seed: int
    players: int
    shows: Property
    title: str
    intro: str
    options: dict[str, Any] = field(default_factory=dict)
    promise: Promise | None = None
    phase: str = ""

    def start(self) -> GameState:
        import engine

        return engine.game(self.game).new_game(
            players=self.players, seed=self.seed, options=dict(self.options)
        )
