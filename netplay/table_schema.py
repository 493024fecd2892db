"""The schema of a table file: every field's type and range, checked before a table is built.

Why: a file that parses as JSON can still hold a wrong type (``"code_sha256": 123``), which
used to surface much later as an ``internal`` error of every join at *every* table, or an
unknown bot level, which stalled its table for ever. Checked at load, such a file is set aside
with a message naming the field, and the other tables run.
"""

from __future__ import annotations

import math
import re
from typing import Any

from netplay.protocol import LEVELS

#: The table file formats this version reads (1: codes hashed alone; 2: codes hashed with
#: their table's id and given an expiry).
FORMATS = (1, 2)
_HEX64 = re.compile(r"[0-9a-f]{64}")
_TABLE_ID = re.compile(r"[0-9A-Za-z_-]{1,32}")
_LANGUAGE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")
_CARD = re.compile(r"[^\s]{1,4}")


class TableSchemaError(ValueError):
    """A table file that breaks the schema; the message names the field."""


def check_table(data: Any, max_name: int) -> None:
    """Raise :class:`TableSchemaError` unless ``data`` is a table file this version wrote."""
    if not isinstance(data, dict):
        raise TableSchemaError("a table file is a JSON object")
    fmt = data.get("format")
    if fmt not in FORMATS or isinstance(fmt, bool):
        raise TableSchemaError(f"not a Kartentisch network table (format {FORMATS})")
    _expect(
        data,
        "id",
        lambda v: isinstance(v, str) and bool(_TABLE_ID.fullmatch(v)),
        "1 to 32 letters, digits, - or _",
    )
    _expect(data, "save", lambda v: isinstance(v, dict), "an object")
    if fmt == 2:
        _expect(data, "codes_bound", lambda v: isinstance(v, bool), "true or false")
    _expect(
        data,
        "match",
        lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v < 2**31,
        "a whole number from 1",
        optional=True,
    )
    seats = data.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 64:
        raise TableSchemaError("seats: a list of 1 to 64 seats")
    hosts = 0
    for i, seat in enumerate(seats):
        where = f"seats[{i}]"
        if not isinstance(seat, dict):
            raise TableSchemaError(f"{where}: an object")
        _expect(seat, "kind", lambda v: v in ("person", "bot"), "person or bot", where)
        if seat["kind"] == "bot":
            _expect(seat, "level", lambda v: v in LEVELS, f"one of {', '.join(LEVELS)}", where)
        else:
            _expect(seat, "level", lambda v: v is None, "null for a person", where, True)
        _expect(
            seat,
            "name",
            lambda v: isinstance(v, str) and len(v) <= max_name,
            f"text of at most {max_name} characters",
            where,
            True,
        )
        _expect(seat, "host", lambda v: isinstance(v, bool), "true or false", where, True)
        hosts += bool(seat.get("host"))
        for key in ("code_sha256", "token_sha256"):
            _expect(
                seat,
                key,
                lambda v: v is None or (isinstance(v, str) and bool(_HEX64.fullmatch(v))),
                "null or 64 hex digits",
                where,
                True,
            )
        if seat.get("code_sha256") is not None and seat.get("token_sha256") is not None:
            raise TableSchemaError(f"{where}: an unused code and a token at once")
        _expect(
            seat,
            "code_expires",
            lambda v: v is None or (_number(v) and v >= 0),
            "null or a time in seconds",
            where,
            True,
        )
        _expect(
            seat,
            "language",
            lambda v: isinstance(v, str) and bool(_LANGUAGE.fullmatch(v)),
            "a language code such as de",
            where,
            True,
        )
        _expect(seat, "ready", lambda v: isinstance(v, bool), "true or false", where, True)
        _expect(
            seat,
            "seen",
            lambda v: (
                isinstance(v, list)
                and len(v) <= 1024
                and all(isinstance(c, str) and _CARD.fullmatch(c) for c in v)
            ),
            "a list of card codes",
            where,
            True,
        )
    if hosts > 1:
        raise TableSchemaError("seats: at most one host")


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _expect(
    obj: dict[str, Any],
    key: str,
    check: Any,
    wanted: str,
    where: str = "",
    optional: bool = False,
) -> None:
    name = f"{where}.{key}" if where else key
    if key not in obj:
        if optional:
            return
        raise TableSchemaError(f"{name}: missing")
    if not check(obj[key]):
        raise TableSchemaError(f"{name}: must be {wanted}, not {obj[key]!r:.40}")
