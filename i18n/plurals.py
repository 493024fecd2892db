"""Counted phrases ("1 trick", "5 tricks"; Polish "1 lewa", "2 lewy", "5 lew"), translated.

English has two plural forms, German two, Polish three (1; 2–4, 22–24 …; 5–21, 25 …). Qt
chooses the form from the catalog's language when ``translate`` gets the number, so every
count shown to a player must go through a call like these, never through ``str(n) + "s"``.
Each phrase is one ``QCoreApplication.translate("plurals", "%n …", None, n)`` call written out
literally, so that lupdate collects it with its plural forms (numerus="yes").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def cards(n: int) -> str:
    """Cards in a hand, a stock or a talon."""
    return QCoreApplication.translate("plurals", "%n card(s)", None, n)


def tricks(n: int) -> str:
    """Tricks won."""
    return QCoreApplication.translate("plurals", "%n trick(s)", None, n)


def points(n: int) -> str:
    """Card points or score points."""
    return QCoreApplication.translate("plurals", "%n point(s)", None, n)


def counters(n: int) -> str:
    """Chapanka's counters (the pot and the payments)."""
    return QCoreApplication.translate("plurals", "%n counter(s)", None, n)


def cents(n: int) -> str:
    """Bolachen's hard score, in cents."""
    return QCoreApplication.translate("plurals", "%n cent(s)", None, n)


def games(n: int) -> str:
    """Games in a match (Kaschlan, Scharwenzel)."""
    return QCoreApplication.translate("plurals", "%n game(s)", None, n)


def deals(n: int) -> str:
    """Deals (hands) in a match."""
    return QCoreApplication.translate("plurals", "%n deal(s)", None, n)


def marks(n: int) -> str:
    """Kaschlan marks: one for each game lost."""
    return QCoreApplication.translate("plurals", "%n Kaschlan mark(s)", None, n)


def threads(n: int) -> str:
    """Scharwenzel's threads (Fäden)."""
    return QCoreApplication.translate("plurals", "%n thread(s)", None, n)


def hooks(n: int) -> str:
    """Scharwenzel's hooks (Haken)."""
    return QCoreApplication.translate("plurals", "%n hook(s)", None, n)


def players(n: int) -> str:
    """Players at the table."""
    return QCoreApplication.translate("plurals", "%n player(s)", None, n)


def cards_left(n: int) -> str:
    """Cards still in the stock."""
    return QCoreApplication.translate("plurals", "%n card(s) left in the stock", None, n)


def short_of(n: int) -> str:
    """1001: how far the loser is short of 1001 (he pays that many units)."""
    return QCoreApplication.translate("plurals", "%n point(s) short of 1001", None, n)
