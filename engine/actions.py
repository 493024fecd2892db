"""Actions and the error raised for an illegal one.

Actions are interned: ``Action("play QD") is Action("play QD")``. Games build their legal
lists from the same objects, so checking a move against the legal list is an identity test
and a random playout allocates almost nothing.

Only texts the games themselves build are interned (``Action(...)`` in game code: legal
moves and the games' own constants). Text that comes from outside — a person's typing, a
save file — is read with :meth:`Action.read`, which finds the interned object when the text
names a move a game has built and otherwise returns a fresh object that is forgotten once
refused. Why: interning every text ever tried kept 381 MB after 2000 illegal 100 kB texts
(issue 17); a run must not grow with hostile input.
"""

from __future__ import annotations

import sys
from typing import Any

from engine.cards import RANKS, SUITS
from engine.quoting import PARAM_CHARS, excerpt


class Action:
    """One decision of one seat, immutable and hashable; ``str(action)`` is its canonical text."""

    __slots__ = ("text", "words")
    _interned: dict[str, Action] = {}

    text: str
    words: tuple[str, ...]

    def __new__(cls, text: str) -> Action:
        found = cls._interned.get(text)
        if found is not None:
            return found
        words = _canonical_words(text)
        canonical = " ".join(words)
        found = cls._interned.get(canonical)
        if found is None:
            found = cls._make(canonical, words)
            if len(cls._interned) < MAX_INTERNED:
                cls._interned[canonical] = found
        return found

    @classmethod
    def read(cls, text: str) -> Action:
        """The action a text from outside names, without keeping the text.

        The interned object if a game has built this move (so the legal-list identity test
        holds), else a fresh, uninterned one — an illegal text costs nothing once refused.
        """
        found = cls._interned.get(text)
        if found is not None:
            return found
        words = _canonical_words(text)
        canonical = " ".join(words)
        found = cls._interned.get(canonical)
        return found if found is not None else cls._make(canonical, words)

    @classmethod
    def _make(cls, canonical: str, words: list[str]) -> Action:
        made = object.__new__(cls)
        object.__setattr__(made, "text", canonical)
        # Interned words: a card word is then the very object of the card tables
        # (``engine.cards``), found there by identity on the games' hot paths.
        object.__setattr__(made, "words", tuple(map(sys.intern, words)))
        return made

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Action):
            return self.text == other.text
        if isinstance(other, str):
            return self.text == Action.read(other).text
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.text)

    def __reduce__(self) -> tuple[type[Action], tuple[str]]:
        return (Action, (self.text,))

    @property
    def verb(self) -> str:
        return self.words[0]

    @property
    def args(self) -> tuple[str, ...]:
        return self.words[1:]


#: A bound on the texts kept; game code builds far fewer (every legal move of every game).
MAX_INTERNED = 200_000

_CARD_RANKS = frozenset(RANKS)
_SUITS = frozenset(SUITS)


def _canonical_words(text: str) -> list[str]:
    """Words of the canonical text: single spaces; keywords lower, cards and suits upper."""
    return [_canonical_word(w) for w in text.lower().split()] or [""]


def _canonical_word(word: str) -> str:
    up = word.upper()
    if len(up) >= 2 and up[-1] in _SUITS and up[:-1] in _CARD_RANKS:
        return up
    if up in _SUITS:
        return up
    return word.lower()


class IllegalAction(ValueError):
    """An action the rules forbid now. The state it was offered to is unchanged.

    ``template`` and ``params`` are kept apart from the English message so that the GUI can
    translate the reason (``template`` is the translation key).
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        # Texts among the values come from outside (typing, a file): quote only a part.
        self.params = {
            k: excerpt(v, PARAM_CHARS) if isinstance(v, str) else v for k, v in params.items()
        }
        params = self.params
        try:
            message = template.format(**params)
        except (KeyError, IndexError, ValueError):
            message = template
        super().__init__(message)

    @property
    def reason(self) -> str:
        return str(self)
