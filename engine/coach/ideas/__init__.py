"""The ideas good players name, per game: each a predicate on (position, move), stated only
when it is true in the position as the deciding seat sees it.

Why predicates and not the search's numbers: "in 2,696 simulated deals this move came out on
top 17 % of the time" teaches nothing; "the cheapest card that wins the trick" does. A
catalogue per game (``engine/coach/ideas/<game>.py``, named by the game's coach profile,
``engine.coach.games.<game>``) lists its ideas most important first;
the ideas every trick game shares live once in :mod:`engine.coach.ideas.tricks`. Only the
seat's own hand, the public record and the game's ranking are read (:mod:`.spot`), never a
hidden card, and a test samples positions of every game and re-checks every stated idea.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.coach.ideas.base import Idea
from engine.coach.profile import profile_for
from engine.contract import GameState

__all__ = ["MAX_IDEAS", "Idea", "ideas_for", "telling_ideas"]

#: At most this many ideas are named for one move: the most specific first.
MAX_IDEAS = 3


def ideas_for(state: GameState, seat: int, action: str) -> tuple[Idea, ...]:
    """The ideas behind playing ``action`` for ``seat`` in ``state`` (before it is applied),
    most important first, at most :data:`MAX_IDEAS`, none repeated; () when the seat is not
    to act or the game lists no idea for the move."""
    return _every_idea(state, seat, action)[:MAX_IDEAS]


def _every_idea(state: GameState, seat: int, action: str) -> tuple[Idea, ...]:
    """Every idea of the catalogue for the move, most important first, none repeated."""
    ideas = profile_for(state.spec.id).ideas
    if ideas is None or state.current_player != seat:
        return ()
    found: list[Idea] = []
    keys: set[str] = set()
    for idea in ideas(state, seat, action):
        if idea.key not in keys:
            keys.add(idea.key)
            found.append(idea)
    return tuple(found)


def telling_ideas(
    state: GameState, seat: int, actions: Sequence[str]
) -> dict[str, tuple[Idea, ...]]:
    """The ideas of each of ``actions`` (the seat's options, at most :data:`MAX_IDEAS` each),
    less every idea said of all of them alike (by key): "none of your cards beats the ace"
    on every card teaches nothing about the choice, and only words that tell this move from
    the others are shown."""
    said = {a: _every_idea(state, seat, a) for a in actions}
    common = (
        set.intersection(*({i.key for i in ideas} for ideas in said.values()))
        if len(actions) > 1
        else set()
    )
    return {
        a: tuple(i for i in ideas if i.key not in common)[:MAX_IDEAS] for a, ideas in said.items()
    }
