"""What a network table says in words: the engine's sentences as they travel, the server's
error codes and the reasons for what a network table does not offer, in the person's language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.reasons import Reason, reason_from_json


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


def error_text(code: str) -> str:
    """The server's error codes that a person can act on, in their language."""
    t = QCoreApplication.translate
    words = {
        "bad_code": t("Network", "This invitation code is not valid (or was used already)."),
        "seat_taken": t("Network", "That seat is already taken."),
        "bad_token": t("Network", "This table does not know your seat any more."),
        "not_your_turn": t("Network", "Please wait: it is not your turn."),
        "not_host": t("Network", "Only the host may do that."),
        "rate_limited": t("Network", "Too many messages: please wait a moment."),
        "bad_version": t("Network", "The table server runs another version of the program."),
        "deal_not_over": t("Network", "Only a deal that is over can be reviewed."),
    }
    return words.get(code, t("Network", "The table server refused: {code}").format(code=code))


def undo_unavailable() -> str:
    """Why undo is off at a network table (its tooltip and its refusal)."""
    return QCoreApplication.translate(
        "Network", "Undo is not offered at a network table: the other players have seen the move."
    )


def no_server_text(reason: str) -> str:
    return QCoreApplication.translate(
        "Network", "No table answers at this address ({reason})."
    ).format(reason=reason or "?")
