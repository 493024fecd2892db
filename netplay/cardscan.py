"""Finding card codes inside any JSON value: the leak test's eye, and the deal record's filter.

Why a scanner and not a schema walk: a card can hide in any string (an action ``"play QD"``, a
sentence, an event's public text), in a list or as a dict key, and every message type has other
fields. A code counts only as a whole word (``"10H"`` in ``"beat 9H 10H"``, not the ``"AS"`` of
``"BASE"``), and the scan is case-sensitive, so English words never look like cards.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

_CODE = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9AKQJ])[SHDC](?![0-9A-Za-z])")
#: The same inside JSON text, where a code may also follow an escape (``"\\nQD"``).
_IN_JSON = re.compile(
    r"(?:(?<![0-9A-Za-z])|(?<=\\[nrtbf])|(?<=\\u[0-9a-fA-F]{4}))"
    r"(?:10|[2-9AKQJ])[SHDC](?![0-9A-Za-z])"
)


def codes_in_text(text: str) -> Iterator[str]:
    """Every card code standing as a word in ``text``."""
    return (m.group(0) for m in _CODE.finditer(text))


def card_codes(value: Any) -> set[str]:
    """Every card code anywhere in a JSON value (strings, list items, dict keys and values).

    The value is written as JSON once and scanned as one text: a walk over every string of a
    whole deal's events cost the server more than the engine's move itself."""
    if isinstance(value, str):
        return set(codes_in_text(value))
    text = json.dumps(value, ensure_ascii=False, default=str)
    return set(_IN_JSON.findall(text))


def hide_codes(text: str, keep: set[str], hidden: str = "??") -> str:
    """``text`` with every card code not in ``keep`` replaced by ``hidden``."""
    return _CODE.sub(lambda m: m.group(0) if m.group(0) in keep else hidden, text)


def leaks(messages: list[dict[str, Any]]) -> list[tuple[int, str, set[str]]]:
    """Every message that names a card none of the seat's observations of that deal, up to and
    including the message itself, showed: (index, type, the cards).

    The seat's own legal moves count as shown too: they are its options, the same a local seat
    is offered, and some name a card the seat does not hold (Bolachen's "call AS" may name any
    card outside the caller's hand, which tells nothing about where it is).

    A ``review`` of deal k shows every hand of that deal, which is allowed only after the
    seat was told that deal k is over (its ``deal_over``): a review before that counts as a
    leak of every card it names. A ``match_started`` (the host's next match at the table)
    begins again from nothing shown and no deal over.
    """
    found: list[tuple[int, str, set[str]]] = []
    shown: set[str] = set()
    deal: int | None = None
    over: set[Any] = set()
    for i, msg in enumerate(messages):
        if msg.get("type") == "match_started":
            # The host's next match numbers its deals from 0 again: nothing of the last
            # match's deals counts as shown, and none of its deals is over.
            deal, shown, over = None, set(), set()
        if msg.get("type") == "deal_over":
            over.add((msg.get("record") or {}).get("deal_no"))
        if msg.get("type") == "review":
            if msg.get("deal") not in over:
                found.append((i, "review", card_codes(msg) or {"(review)"}))
            continue
        obs = msg.get("observation")
        if obs is not None:
            if obs["deal_no"] != deal:
                deal, shown = obs["deal_no"], set()
            shown |= card_codes(obs)
        shown |= card_codes(msg.get("legal", []))
        extra = card_codes(_game_data(msg)) - shown
        if extra:
            found.append((i, str(msg.get("type")), extra))
    return found


#: Fields that hold the seat's own secrets, not game data: a random token such as
#: ``"x-5S_q…"`` would read as the five of spades (``-`` and ``_`` end a word).
SECRET_FIELDS = frozenset({"token"})


def _game_data(msg: dict[str, Any]) -> dict[str, Any]:
    """The message without its secret fields (see :data:`SECRET_FIELDS`)."""
    return {k: v for k, v in msg.items() if k not in SECRET_FIELDS}
