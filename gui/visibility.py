"""What the person may learn from another player's move.

An action's text names every card it moves, but some moves are made face down (Chapanka's
exchange, Bolachen's and three-hand 1001's discards). The engine already decides what each
seat may see: a card that the person's observation does not show after the move was moved
unseen, so its name must not reach the status bar either. Deciding by the observation keeps
this rule in one place for every game instead of a list of "secret" verbs per game.
"""

from __future__ import annotations

import json
from typing import Any

from gui.names import HIDDEN_CARD, is_card

__all__ = ["HIDDEN_CARD", "public_action_text", "visible_cards"]


def visible_cards(observation: dict[str, Any]) -> set[str]:
    """Every card code that appears anywhere in ``observation``."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            if is_card(value):
                found.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)

    walk(json.loads(json.dumps(observation)))
    return found


def public_action_text(text: str, observation: dict[str, Any]) -> str:
    """``text`` with every card the observer cannot see replaced by :data:`HIDDEN_CARD`."""
    words = text.split()
    if not any(is_card(w) for w in words):
        return text
    seen = visible_cards(observation)
    return " ".join(HIDDEN_CARD if is_card(w) and w not in seen else w for w in words)
