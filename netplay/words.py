"""The few sentences the server itself words for a seat, in the seat's language.

Why here and not in the GUI's translations: a table that cannot save must tell *every* seat
why it waits, including a terminal seat (``kartentisch-cli join``) that has no Qt and no
translations; the seat's language is known from its ``join``. A language not listed gets
English. The GUI words the same sentences from here too, in the language it shows now
(gui/net/remote_controller.py): one catalog, and a language switched while the table waits
reaches the sentence on the screen.
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
#: Why a save failed, for the errors a host can act on, by the name a ``paused`` message gives
#: it (its ``cause``): a client words the sentence again from it in its own language, so a
#: person who switches language while the table waits reads it in the new one. Any other
#: error is ``other``, named by the system's own words (the message's ``detail``).
CAUSES = {"disk_full": _NO_SPACE, "not_allowed": _NOT_ALLOWED}
OTHER = "other"
_ERRNO_CAUSES = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "disk_full",
    errno.EACCES: "not_allowed",
    errno.EPERM: "not_allowed",
    errno.EROFS: "not_allowed",
}


def cause_of(exc: OSError) -> tuple[str, str]:
    """(cause, detail) of a failed save: a key of :data:`CAUSES` and "", or :data:`OTHER`
    and the system's words for the error."""
    cause = _ERRNO_CAUSES.get(exc.errno or 0)
    if cause is not None:
        return cause, ""
    return OTHER, exc.strerror or type(exc).__name__


def paused(language: str, cause: str, detail: str = "") -> str:
    """The ``paused`` sentence in ``language`` for a save failed by ``cause`` (an unknown
    cause, or :data:`OTHER`, is said by ``detail``)."""
    sentence = CAUSES.get(cause)
    return say(PAUSED, language, why=say(sentence, language) if sentence else detail)
