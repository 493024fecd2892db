"""A move in words, as the move log and the review say it ("Anna plays K♥", "You: Play K♥").

Why a module of its own: the move log (:mod:`gui.coach.learning`) and the deal review
(:mod:`gui.coach.review_feature`) word moves alike; here neither imports the other.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gui import names


def move_line(
    game: str,
    seat: int,
    text: str,
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
    me: int = 0,
) -> str:
    """A move in words: "Anna plays K♥"; the person's own (seat ``me``) as "You: Play K♥"
    (the sentences are written for a third person, which "You" is not)."""
    if seat == me:
        return QCoreApplication.translate("Learning", "You: {action}").format(
            action=names.action_label(game, text, pattern, language)
        )
    name = seat_names[seat] if 0 <= seat < len(seat_names) else "?"
    return names.action_sentence(game, name, text, pattern, language)
