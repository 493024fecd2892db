"""Finding card codes inside any JSON value: the leak test's eye, and the deal record's filter.

Why a scanner and not a schema walk: a card can hide in any string (an action ``"play QD"``, a
sentence, an event's public text), in a list or as a dict key, and every message type has other
fields. A code counts only as a whole word (``"10H"`` in ``"beat 9H 10H"``, not the ``"AS"`` of
``"BASE"``), and the scan is case-sensitive, so English words never look like cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

_CODE = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9AKQJ])[SHDC](?![0-9A-Za-z])")


def codes_in_text(text: str) -> Iterator[str]:
    """Every card code standing as a word in ``text``."""
    return (m.group(0) for m in _CODE.finditer(text))


def card_codes(value: Any) -> set[str]:
    """Every card code anywhere in a JSON value (strings, list items, dict keys and values)."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.update(codes_in_text(item))
        elif isinstance(item, dict):
            for key, inner in item.items():
                if isinstance(key, str):
                    found.update(codes_in_text(key))
                stack.append(inner)
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


def hide_codes(text: str, keep: set[str], hidden: str = "??") -> str:
    """``text`` with every card code not in ``keep`` replaced by ``hidden``."""
    return _CODE.sub(lambda m: m.group(0) if m.group(0) in keep else hidden, text)
