"""The few sentences the server itself words for a seat, in the seat's language.

Why here and not in the GUI's translations: a table that cannot save must tell *every* seat
why it waits, including a terminal seat (``kartentisch-cli join``) that has no Qt and no
translations; the seat's language is known from its ``join``. A language not listed gets
English.
"""

from __future__ import annotations

import errno

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


_NO_SPACE = {
    "en": "the host's disk is full",
    "de": "der Datenträger des Gastgebers ist voll",
    "pl": "dysk gospodarza jest pełny",
}
_NOT_ALLOWED = {
    "en": "the host may not write its table files",
    "de": "der Gastgeber darf seine Tischdateien nicht schreiben",
    "pl": "gospodarz nie może zapisywać plików stołu",
}
#: Why a save failed, for the errors a host can act on; others are named by the system.
WHY = {
    errno.ENOSPC: _NO_SPACE,
    errno.EDQUOT: _NO_SPACE,
    errno.EACCES: _NOT_ALLOWED,
    errno.EPERM: _NOT_ALLOWED,
    errno.EROFS: _NOT_ALLOWED,
}


def why(exc: OSError, language: str) -> str:
    """Why a save failed, in ``language`` where it is one of :data:`WHY`'s."""
    sentence = WHY.get(exc.errno or 0)
    if sentence is None:
        return exc.strerror or type(exc).__name__
    return say(sentence, language)
