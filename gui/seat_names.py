"""The table's own names for its seats, and which of them are women's.

The person is "You" (or the name chosen in the settings); the opponents get friendly fixed
names. Which are women's matters to the words about them: a role badge, its tooltip and a
score-sheet line agree with the player in Polish ("Rozdająca" for Emma, "Rozdający" for
Bruno). A name the person typed, or one a network table sent, is not guessed at.
(:mod:`gui.names` says them on, so its callers need not know this module.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

SEAT_NAMES = ("Anna", "Bruno", "Clara", "Dieter", "Emma", "Franz", "Greta")
WOMEN = frozenset({"Anna", "Clara", "Emma", "Greta"})


def is_feminine(name: str) -> bool:
    """Whether the table's words about ``name`` take the feminine form."""
    return name in WOMEN


def default_seat_names(players: int, player_name: str = "") -> list[str]:
    """The person is "You" (or their chosen name); opponents get friendly fixed names."""
    others = list(SEAT_NAMES)
    return [player_name or QCoreApplication.translate("names", "You"), *others[: players - 1]]
