"""The deal's facts in one line (deal number, trumps, contract), for the table's corner and the
deal review: worded once, from the observation, so both say the same.

Strings keep the table's translation context, where they were first written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from gui import names


def _t(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


def fact_bits(obs: Mapping[str, Any], pattern: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The facts as short phrases, and the game words among them (for their help)."""
    game = str(obs.get("game") or "")
    bits = [_t("Deal {n}").format(n=int(obs.get("deal_no") or 0) + 1)]
    trump = obs.get("trump")
    if trump:
        bits.append(_t("Trumps: {suit}").format(suit=names.suit_label(trump, pattern)))
    elif obs.get("phase") == "play" or (obs.get("deal_over") and obs.get("last_trick")):
        # A deal played without trumps stays one after its last trick: 1001's header
        # dropped "No trumps" over the result of a deal with no marriage.
        bits.append(_t("No trumps"))
    contract = (obs.get("detail") or {}).get("contract")
    words: list[tuple[str, str]] = [("detail", "trump")] if trump else []
    if isinstance(contract, str) and contract:
        bits.append(names.contract_name(game, contract.split(), pattern))
        words.append(("contract", contract.split()[0]))
    return bits, words
