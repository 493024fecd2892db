"""The wire format (docs/protocol.md): versioned JSON objects, each checked before it is used.

Why one module: every message a client sends passes :func:`parse` before anything else reads
it, so a field of the wrong type, an unknown type or another version can never reach the table
logic; the error replies are built here too, so each refusal has one code and one wording.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

#: The protocol version every message carries as ``"v"``; a message of another version is
#: refused with ``bad_version``. Version 2 (``update`` carries only what changed since the
#: seat's last observation, docs/protocol.md) replaced version 1, whose clients are refused
#: with a message that names the version they need.
VERSION = 2
#: The port a table listens on unless told otherwise (the GUI's host dialog and the server).
DEFAULT_PORT = 47474

#: What a client may say it understands (``features`` of ``join`` and ``rejoin``): an older
#: client says nothing, and the server keeps to what such a client knows.
#: ``new_match``: the ``match_started`` message (the host's next match at the same table).
NEW_MATCH = "new_match"
FEATURES: tuple[str, ...] = (NEW_MATCH,)


def deals_new_matches(table: Any) -> bool:
    """Whether the host may deal another match at the table a ``welcome`` or
    ``match_started`` describes (its ``table``): its server numbers the matches (an older one
    does not, and plays one match a table) and one seat is the host's (a table the headless
    server opened has none, and nobody may deal it again). A seat at such a table has
    something to come back to after a match is over, as during one."""
    if not isinstance(table, dict) or not isinstance(table.get("match"), int):
        return False
    seats = table.get("seats")
    return isinstance(seats, list) and any(isinstance(s, dict) and s.get("host") for s in seats)


#: Every error code a server may send (docs/protocol.md explains each).
ERROR_CODES = frozenset(
    {
        "malformed",
        "too_large",
        "rate_limited",
        "unknown_type",
        "bad_version",
        "not_joined",
        "already_joined",
        "not_your_turn",
        "illegal",
        "bad_code",
        "bad_token",
        "seat_taken",
        "not_host",
        "bad_seat",
        "bad_level",
        "bad_options",
        "not_ready",
        "busy",
        "deal_not_over",
        "paused",
        "internal",
    }
)

#: Close codes (4000-4999 are the application's): the client must not come back by itself.
CLOSE_REPLACED = 4000  # the same seat connected again elsewhere
CLOSE_SEAT_GIVEN = 4001  # the host gave this seat to a bot
CLOSE_REFUSED = 1008  # too many wrong codes or tokens (policy violation)
CLOSE_SLOW = 4002  # the reader fell too far behind
CLOSE_TABLE_CLOSED = 4003  # the host closed the table for good (not a restart)
#: The HTTP status of an opening handshake refused because the client's address holds its
#: cap of connections without a seat (``Limits.max_unjoined_per_address``): answered before
#: the handshake completes, so such a connection costs the server no WebSocket at all.
#: A :class:`SeatEnd` carries it as its code when every attempt was refused so.
REFUSED_TOO_MANY = 429
#: A :class:`SeatEnd`'s code where the table turned this program away as too old for it: a
#: ``bad_version`` error, then the connection closed with :data:`CLOSE_REFUSED` (at a new
#: match, a client without its feature; any later addition of that kind alike). HTTP's
#: "Upgrade Required": the window says so in one message, not "another version" and then
#: "connection lost (1008)".
TOO_OLD = 426
#: The reason sent with it (the body of the refusal), in English: clients word it themselves.
REFUSED_TOO_MANY_TEXT = "too many connections from your address are waiting to sit down"
#: Close codes after which a client should not reconnect by itself.
FINAL_CLOSE_CODES = frozenset(
    {CLOSE_REPLACED, CLOSE_SEAT_GIVEN, CLOSE_REFUSED, CLOSE_SLOW, CLOSE_TABLE_CLOSED}
)


class SeatEnd(NamedTuple):
    """Why a seat's connection ended (``netplay.client.run_seat``): the reason in English,
    and the close code where the server closed the seat for good (``FINAL_CLOSE_CODES``) or
    :data:`REFUSED_TOO_MANY` where it refused the connection, so a window words it from the
    code and never reads it back out of the text."""

    text: str
    code: int | None = None


#: Bot levels a seat may be given (engine.bots.LEVELS, repeated so the protocol module stays
#: cheap to import; tests check the two agree).
LEVELS: tuple[str, ...] = ("random", "easy", "normal", "strong")


@dataclass(frozen=True)
class Limits:
    """What one connection and one table may do; the defaults suit play over the internet."""

    #: Largest message accepted, in bytes (websockets closes the connection above it: 1009).
    max_message_bytes: int = 64 * 1024
    #: Token bucket per connection: ``rate_burst`` messages at once, refilled at
    #: ``rate_per_second``. A click is one message, so people never meet it; a flood does.
    rate_per_second: float = 20.0
    rate_burst: int = 40
    #: Refused (rate-limited) messages in a row before the connection is closed (1008).
    max_refused: int = 200
    #: Longest player name kept (longer names are cut, not refused).
    max_name: int = 40
    #: A dropped person seat is played by a bot after this many seconds without it.
    stand_in_after: float = 20.0
    #: The level of that stand-in bot.
    stand_in_level: str = "easy"
    #: Seconds a server bot waits before its move is applied (0: at once).
    bot_delay: float = 0.0
    #: Failed join/rejoin attempts on one connection before it is closed (guessing codes).
    max_failed_joins: int = 5
    #: Bytes of messages waiting for a slow reader before its connection is closed (4002) and
    #: its seat falls to its stand-in: the server's memory per connection stays bounded.
    max_queued_bytes: int = 2 * 1024 * 1024
    #: Seconds a connection may stay without a seat (no successful join/rejoin) before it is
    #: closed (1008).
    join_timeout: float = 10.0
    #: Connections without a seat at once from one address; more are refused before their
    #: handshake is answered (HTTP 429, :data:`REFUSED_TOO_MANY`).
    max_unjoined_per_address: int = 16
    #: Wrong codes and tokens are counted per address over this many seconds (sliding) ...
    guess_window: float = 600.0
    #: ... the first this many are answered at once ...
    free_guesses: int = 10
    #: ... each further one only after this many seconds, doubling with each, at most
    #: ``max_guess_delay``; an address's join attempts wait for each other meanwhile.
    guess_delay: float = 1.0
    max_guess_delay: float = 30.0
    #: Seconds an unused invitation code stays valid after it was made (it also ends with the
    #: match).
    code_ttl: float = 7 * 24 * 3600.0
    #: Seconds between tries of a save that failed (the table waits meanwhile).
    save_retry: float = 2.0
    #: Sampled deals of the coach's answer to ``hint`` (engine.coach.PLAY_SAMPLES by default).
    hint_samples: int | None = None
    #: Sampled deals per decision of a deal review (netplay.review.REVIEW_SAMPLES by default).
    review_samples: int | None = None


class ProtocolError(Exception):
    """A message refused: its ``code`` (ERROR_CODES), an English ``message`` and, when the
    engine refused an action, the engine's reason as ``reason`` ({"template", "params"})."""

    def __init__(
        self,
        code: str,
        message: str,
        ref: int | None = None,
        reason: dict[str, Any] | None = None,
    ) -> None:
        if code not in ERROR_CODES:
            raise ValueError(f"unknown error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        self.ref = ref
        self.reason = reason

    def to_message(self) -> dict[str, Any]:
        return error(self.code, self.message, self.ref, self.reason)


def error(
    code: str, message: str, ref: int | None = None, reason: dict[str, Any] | None = None
) -> dict[str, Any]:
    """An ``error`` message (server → client)."""
    return {
        "v": VERSION,
        "type": "error",
        "ref": ref,
        "code": code,
        "reason": reason,
        "message": message,
    }


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A server message of type ``kind``; fields as given."""
    return {"v": VERSION, "type": kind, **fields}


# --- client messages ------------------------------------------------------------------------


def _text(limit: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and len(v) <= limit and _encodable(v)


def _encodable(text: str) -> bool:
    """No lone surrogate (JSON's ``"\\ud800"`` decodes to one): such a text cannot be sent
    back in UTF-8, so it is refused like any other bad field."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _ref(v: Any) -> bool:
    return v is None or (isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 2**53)


def _seat(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 64


def _features(v: Any) -> bool:
    return (
        isinstance(v, list)
        and len(v) <= 16
        and all(isinstance(f, str) and len(f) <= 32 and _encodable(f) for f in v)
    )


def _options(v: Any) -> bool:
    """The host's options for the next match: a small object of names to plain values (the
    engine then checks each against the game's choices: ``bad_options``)."""
    return (
        isinstance(v, dict)
        and len(v) <= 32
        and all(
            isinstance(k, str)
            and len(k) <= 32
            and _encodable(k)
            and (
                x is None
                or isinstance(x, bool | int)
                or (isinstance(x, str) and len(x) <= 64 and _encodable(x))
            )
            for k, x in v.items()
        )
    )


def _deal(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 2**31


#: Per client type: its fields, each (check, required). Unknown fields are ignored (a later
#: minor addition must not break an older server), wrong ones refused.
CLIENT_TYPES: dict[str, dict[str, tuple[Callable[[Any], bool], bool]]] = {
    "join": {
        "code": (_text(32), True),
        "name": (_text(200), False),
        "language": (_text(16), False),
        "features": (_features, False),
    },
    "rejoin": {
        "token": (_text(128), True),
        "language": (_text(16), False),
        "features": (_features, False),
    },
    "act": {"action": (_text(200), True), "ref": (_ref, False)},
    "next_deal": {},
    "hint": {"ref": (_ref, False), "level": (_text(16), False)},
    "review": {"deal": (_deal, True), "ref": (_ref, False)},
    "seat_bot": {"seat": (_seat, True), "level": (_text(16), True)},
    "new_match": {"ref": (_ref, False), "options": (_options, False)},
    "ping": {},
}


def parse(text: str | bytes) -> dict[str, Any]:
    """A client message, checked: a dict with ``v`` = :data:`VERSION`, a known ``type`` and
    fields of the right types. :class:`ProtocolError` says what is wrong otherwise."""
    if isinstance(text, bytes):
        raise ProtocolError("malformed", "Messages are JSON text frames, not binary ones.")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed", "The message is not valid JSON.") from None
    if not isinstance(data, dict):
        raise ProtocolError("malformed", "A message is a JSON object.")
    ref = data.get("ref")
    ref = ref if _ref(ref) else None
    if data.get("v") != VERSION:
        raise ProtocolError(
            "bad_version",
            f"This server speaks protocol version {VERSION} only; update Kartentisch to join.",
            ref=ref,
        )
    kind = data.get("type")
    fields = CLIENT_TYPES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown_type", "Unknown message type.", ref=ref)
    for name, (check, required) in fields.items():
        if name not in data:
            if required:
                raise ProtocolError("malformed", f"A {kind} message needs {name!r}.", ref=ref)
            continue
        if not check(data[name]):
            raise ProtocolError("malformed", f"The field {name!r} has a wrong value.", ref=ref)
    return data


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


# --- rate limit ---------------------------------------------------------------------------------


class TokenBucket:
    """``burst`` messages at once, then ``rate`` per second: a flood is refused, play is not."""

    def __init__(
        self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.clock = clock
        self.stamp = clock()

    def take(self) -> bool:
        """Spend one token; False (nothing spent) when the bucket is empty."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
