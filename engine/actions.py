"""Actions and the error raised for an illegal one.

Actions are interned: ``Action("play QD") is Action("play QD")``. Games build their legal
lists from the same objects, so checking a move against the legal list is an identity test
and a random playout allocates almost nothing.
"""

from __future__ import annotations

from typing import Any

from engine.cards import RANKS, SUITS


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
        canonical = " ".join(text.split()).lower()
        words = canonical.split(" ")
        # Card codes and suit letters are upper case in canonical text; keywords lower case.
        words = [_canonical_word(w) for w in words]
        canonical = " ".join(words)
        found = cls._interned.get(canonical)
        if found is None:
            found = object.__new__(cls)
            object.__setattr__(found, "text", canonical)
            object.__setattr__(found, "words", tuple(words))
            cls._interned[canonical] = found
        if len(cls._interned) < 200_000:
            cls._interned[text] = found
        return found

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
            return self.text == Action(other).text
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


_CARD_RANKS = frozenset(RANKS)
_SUITS = frozenset(SUITS)


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
        self.params = params
        try:
            message = template.format(**params)
        except (KeyError, IndexError, ValueError):
            message = template
        super().__init__(message)

    @property
    def reason(self) -> str:
        return str(self)
