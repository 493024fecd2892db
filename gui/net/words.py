"""What a network table says in words: the engine's sentences as they travel, the server's
error codes and the reasons for what a network table does not offer, in the person's language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

import i18n
from engine.reasons import Reason, reason_from_json
from netplay import words as server_words
from netplay.protocol import (
    CLOSE_REPLACED,
    CLOSE_SEAT_GIVEN,
    CLOSE_SLOW,
    CLOSE_TABLE_CLOSED,
    REFUSED_TOO_MANY,
    TOO_OLD,
    SeatEnd,
)


def sentence(data: Any) -> Reason | None:
    """An engine sentence as it travels ({"template", "params"}; a suit as {"suit": "C"}):
    the :class:`~engine.reasons.Reason` that :func:`gui.controller.engine_text` words in the
    reader's language; None for anything else."""
    if not isinstance(data, dict):
        return None
    try:
        return reason_from_json(data)
    except (ValueError, TypeError):
        return None


def sentences(data: Any) -> list[Reason]:
    """A sentence or a list of them, as received; anything else is dropped."""
    items = data if isinstance(data, list) else [data]
    return [s for s in (sentence(item) for item in items) if s is not None]


def paused_text(msg: dict[str, Any]) -> str:
    """A ``paused`` message's sentence in the language shown now.

    Worded here from its ``cause`` (and ``detail``), with the server's own catalog
    (:mod:`netplay.words`): the server words ``message`` in the language the seat joined
    with, which a person who switches language while the table waits would go on reading.
    A message without a cause this program knows (an older server, a newer cause) is shown
    as the server worded it."""
    cause = msg.get("cause")
    detail = msg.get("detail")
    known = cause in server_words.CAUSES or (
        cause == server_words.OTHER and isinstance(detail, str) and bool(detail)
    )
    if msg.get("reason") == "save_failed" and isinstance(cause, str) and known:
        return server_words.paused(_shown_language(), cause, str(detail or ""))
    return str(msg.get("message") or "") or "…"


def resumed_text() -> str:
    """``resumed`` in the language shown now (its words depend on nothing else)."""
    return server_words.say(server_words.RESUMED, _shown_language())


def _shown_language() -> str:
    return i18n.installed_language() or "en"


def error_text(code: str) -> str:
    """The server's error codes that a person can act on, in their language."""
    words = {
        "bad_code": QCoreApplication.translate(
            "Network", "This invitation code is not valid (or was used already)."
        ),
        "seat_taken": QCoreApplication.translate("Network", "That seat is already taken."),
        "bad_token": QCoreApplication.translate(
            "Network", "This table does not know your seat any more."
        ),
        "not_your_turn": QCoreApplication.translate("Network", "Please wait: it is not your turn."),
        "not_host": QCoreApplication.translate("Network", "Only the host may do that."),
        "rate_limited": QCoreApplication.translate(
            "Network", "Too many messages: please wait a moment."
        ),
        "bad_version": QCoreApplication.translate(
            "Network", "The table server runs another version of the program."
        ),
        "bad_options": QCoreApplication.translate(
            "Network", "The table cannot deal a match with these options."
        ),
        "deal_not_over": QCoreApplication.translate(
            "Network", "Only a deal that is over can be reviewed."
        ),
    }
    return words.get(
        code,
        QCoreApplication.translate("Network", "The table server refused: {code}").format(code=code),
    )


def undo_unavailable() -> str:
    """Why undo is off at a network table (its tooltip and its refusal)."""
    return QCoreApplication.translate(
        "Network", "Undo is not offered at a network table: the other players have seen the move."
    )


def lost_text(end: SeatEnd) -> str:
    """Why the table went away, in the person's words: a final close code means the person
    need not wait for a reconnection; anything else is told with the seat's own reason."""
    words = {
        CLOSE_TABLE_CLOSED: QCoreApplication.translate("Network", "The host has closed the table."),
        CLOSE_SEAT_GIVEN: QCoreApplication.translate(
            "Network", "The host has given your seat to a bot."
        ),
        CLOSE_REPLACED: QCoreApplication.translate(
            "Network", "Your seat was taken up in another window."
        ),
        CLOSE_SLOW: QCoreApplication.translate(
            "Network", "The table closed the connection: it fell too far behind."
        ),
    }
    if end.code in words:
        return words[end.code]
    if end.code == REFUSED_TOO_MANY:
        return too_many_text()
    if end.code == TOO_OLD:
        return too_old_text()
    return QCoreApplication.translate(
        "Network", "The connection to the table was lost ({reason})."
    ).format(reason=end.text or "?")


def too_old_text() -> str:
    """The table turned this program away as too old for it (``netplay.protocol.TOO_OLD``):
    the one message a guest gets, instead of "another version" and "connection lost (1008)"."""
    return QCoreApplication.translate(
        "Network",
        "This program is too old for this table: the host has started a new match that it "
        "cannot show. Update Kartentisch to play on.",
    )


def too_many_text() -> str:
    """The table turned the connection away (``netplay.protocol.REFUSED_TOO_MANY``)."""
    return QCoreApplication.translate(
        "Network",
        "The table turned the connection away: too many connections from your address are "
        "waiting to sit down. Try again in a moment.",
    )


def no_server_text(reason: str) -> str:
    return QCoreApplication.translate(
        "Network", "No table answers at this address ({reason})."
    ).format(reason=reason or "?")
