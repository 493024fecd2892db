"""Why a deal scored as it did, in sentences for the result panel.

The result panel's figures ("11 / −2 / −1 / −8", a Scharwenzel 4:4 tie's 0:0) mean nothing
without the reason; these lines are what the panel keeps at every size. Two sources:

* a game's *event* details (:data:`engine.vocabulary.DETAIL_KINDS`): flags that, when true,
  are told as their explanation ("The hand ended tied: its value goes into the Bock.");
* Chapanka's payments (``detail["payments"]``, each with its ``why``), told as who paid whom
  and for what, the settlement first: they are its whole score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

import i18n
from gui import names
from gui.numbers import local_number


def _t(text: str) -> str:
    return QCoreApplication.translate("ResultReasons", text)


#: Why a Chapanka payment was made (the engine's ``why``; rules §6–§9), as a phrase before
#: its payments. ``{trick}`` is the trick it arose in.
def _payment_reason(why: str) -> str:
    reasons = {
        "settlement": _t("The stake goes from the most card points to the fewest"),
        "pancerola": _t("The stake goes to the Pancerola, which took no trick"),
        "pancerola_broken": _t("The broken Pancerola pays the stake alone"),
        "ace": _t("Trick {trick}: an ace thrown on another suit, the trick's winner pays"),
        "kinal": _t("Trick {trick}: the Kinal thrown on another suit, the trick's winner pays"),
        "kinal_forced": _t(
            "Trick {trick}: the Kinal forced on a heart lead, everyone pays the leader"
        ),
        "kinal_pot": _t("Trick {trick}: the thrown Kinal takes the pot"),
        "pot_doubled": _t("Trick {trick}: the pot is doubled"),
        "pot_shared": _t("The match is over: the pot is shared"),
        "chapanka": _t("Chapanka made: all eleven tricks"),
        "chapanka_lost": _t("Trick {trick}: the Chapanka is lost"),
    }
    return reasons.get(why, names.humanize(why))


#: The settlement first: it is what most of a deal's figures come from.
_FIRST = ("settlement", "pancerola", "pancerola_broken", "chapanka")


def why_lines(
    game: str,
    detail: dict[str, Any],
    seat_names: Sequence[str],
    language: str | None = None,
) -> list[str]:
    """The sentences that say why the deal scored as it did, the most telling first."""
    lines = _payment_lines(detail.get("payments"), seat_names, language)
    vocab = names.vocabulary(game)
    for key, value in detail.items():
        term = vocab.detail(key)
        if term is not None and term.kind == "event" and value is True:
            lines.append(names.explanation(game, "detail", key))
    return [line for line in lines if line]


def event_keys(game: str) -> set[str]:
    """The detail keys :func:`why_lines` tells: the panel's other lines leave them out."""
    return {d.key for d in names.vocabulary(game).details if d.kind == "event"}


def _payment_lines(payments: Any, seat_names: Sequence[str], language: str | None) -> list[str]:
    """One line per reason and trick: "Trick 3: the Kinal forced on a heart lead pays:
    Anna → Emma 2, You → Emma 1." (arrows, so no language has to decline a name)."""
    if not isinstance(payments, list):
        return []
    groups: dict[tuple[str, Any], list[str]] = {}
    for payment in payments:
        if not isinstance(payment, dict):
            continue
        why, trick = str(payment.get("why", "")), payment.get("trick")
        amount = local_number(
            payment.get("amount", 0), language or i18n.installed_language() or "en"
        )
        moved = _t("{payer} → {payee} {amount}").format(
            payer=_party(payment.get("from"), seat_names),
            payee=_party(payment.get("to"), seat_names),
            amount=amount,
        )
        groups.setdefault((why, trick), []).append(moved)
    ordered = sorted(groups.items(), key=lambda item: item[0][0] not in _FIRST)
    return [
        _t("{reason}: {payments}.").format(
            reason=_payment_reason(why).format(trick=trick if trick is not None else ""),
            payments=", ".join(moved),
        )
        for (why, trick), moved in ordered
    ]


def _party(who: Any, seat_names: Sequence[str]) -> str:
    """A seat by its name, or the pot."""
    if isinstance(who, int) and 0 <= who < len(seat_names):
        return seat_names[who]
    return _t("the pot")
