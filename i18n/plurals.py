"""Counted phrases ("1 trick", "5 tricks"; Polish "1 lewa", "2 lewy", "5 lew"), translated.

English has two plural forms, German two, Polish three (1; 2–4, 22–24 …; 5–21, 25 …). Qt
chooses the form from the catalog's language when ``translate`` gets the number, so every
count shown to a player must go through a call like these, never through ``str(n) + "s"``.
Each phrase is one ``_n("%n …", n)`` call with a literal text. pyside6-lupdate 6.11 only marks a
message as plural (numerus="yes") for ``tr(text, None, n)``, not for ``translate(ctx, text,
None, n)``, so the phrases are hidden from it behind ``_n`` and ``extract_engine_strings.py``
writes them into ``gui_strings.py`` as ``tr`` calls of a class named after the context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def english(shown: str, n: int) -> str:
    """A counted phrase as Qt gave it, with English's form for ``n`` where no catalog had it.

    Untranslated, Qt gives the source with only ``%n`` filled in: "0 card(s)" (no catalog
    installed, as in a test or before the settings are read, or a phrase newer than the
    catalog). The "(s)" of the source is then English's plural, chosen here as the English
    catalog would: "1 card", "0 cards", "2 cards". A translated phrase has no "(s)" and is
    left alone.
    """
    return shown.replace("(s)", "" if n == 1 else "s")


def _n(text: str, n: int) -> str:
    """``text`` translated in context "plurals" with the plural form for ``n``."""
    return english(QCoreApplication.translate("plurals", text, None, n), n)


def _n_drawn(text: str, n: int) -> str:
    """``text`` translated in context "drawn": a count as the object of a verb."""
    return english(QCoreApplication.translate("drawn", text, None, n), n)


def cards_drawn(n: int) -> str:
    """Cards a player draws, the object of "draws" (Polish accusative: "dobiera 1 kartę",
    where the plain count reads "1 karta")."""
    return _n_drawn("%n card(s)", n)


def cards(n: int) -> str:
    """Cards in a hand, a stock or a talon."""
    return _n("%n card(s)", n)


def tricks(n: int) -> str:
    """Tricks won."""
    return _n("%n trick(s)", n)


def points(n: int) -> str:
    """Card points or score points."""
    return _n("%n point(s)", n)


def counters(n: int) -> str:
    """Chapanka's counters (the pot and the payments)."""
    return _n("%n counter(s)", n)


def cents(n: int) -> str:
    """Bolachen's hard score, in cents."""
    return _n("%n cent(s)", n)


def games(n: int) -> str:
    """Games in a match (Kaschlan, Scharwenzel)."""
    return _n("%n game(s)", n)


def deals(n: int) -> str:
    """Deals (hands) in a match."""
    return _n("%n deal(s)", n)


def marks(n: int) -> str:
    """Kaschlan marks: one for each game lost."""
    return _n("%n Kaschlan mark(s)", n)


def threads(n: int) -> str:
    """Scharwenzel's threads (Fäden)."""
    return _n("%n thread(s)", n)


def hooks(n: int) -> str:
    """Scharwenzel's hooks (Haken)."""
    return _n("%n hook(s)", n)


def players(n: int) -> str:
    """Players at the table."""
    return _n("%n player(s)", n)


def cards_left(n: int) -> str:
    """Cards still in the stock."""
    return _n("%n card(s) left in the stock", n)


def short_of(n: int) -> str:
    """1001: how far the loser is short of 1001 (he pays that many units)."""
    return _n("%n point(s) short of 1001", n)


def moves(n: int) -> str:
    """Possible moves of one kind (learn mode sums up a long list)."""
    return _n("%n possible move(s)", n)
