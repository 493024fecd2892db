"""The few sentences the server itself words for a seat, in the seat's language.

Why here and not in the GUI's translations: a table that cannot save must tell *every* seat
why it waits, including a terminal seat (``kartentisch-cli join``) that has no Qt and no
translations; the seat's language is known from its ``join``. A language not listed gets
English.
"""

from __future__ import annotations

PAUSED = {
    "en": "The table cannot save its moves ({why}); play waits until saving works again.",
    "de": "Der Tisch kann seine Züge nicht speichern ({why}); das Spiel wartet, bis das "
    "Speichern wieder geht.",
    "pl": "Stół nie może zapisać ruchów ({why}); gra czeka, aż zapis znów zadziała.",
}

RESUMED = {
    "en": "The table saves its moves again; play goes on.",
    "de": "Der Tisch speichert seine Züge wieder; das Spiel geht weiter.",
    "pl": "Stół znów zapisuje ruchy; gra toczy się dalej.",
}


def say(sentence: dict[str, str], language: str, **params: str) -> str:
    """``sentence`` in ``language`` (its first two letters; English if not there)."""
    text = sentence.get(language[:2], sentence["en"])
    return text.format(**params)
