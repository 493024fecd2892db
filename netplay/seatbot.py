"""A seat played by a program at the far end of the network (``kartentisch-cli join``).

``random`` and ``easy`` (the game's rules of thumb, which read the observation) decide here,
from exactly what the seat holds: its own observation and its legal moves. The searching
levels ``normal`` and ``strong`` need a whole game state to sample the hidden cards from,
which only the host has: the seat asks the host to run that level for it (``hint`` with a
``level``). The host's search samples the hidden cards blind to the real ones, as every bot
does, so the move uses only this seat's information. Level ``coach`` asks the host's coach the
same way. Bolachen's easy bot searches instead of reading rules of thumb, so there ``easy``
asks the host too.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action
from engine.bots.heuristics import for_game
from netplay.client import SeatClient, run_seat
from netplay.protocol import FEATURES, deals_new_matches

#: Levels a terminal seat can play.
SEAT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "strong", "coach")
#: Levels the host plays for the seat (the search needs the host's whole game state).
HOST_LEVELS: tuple[str, ...] = ("normal", "strong")
#: Seconds a seat waits before sending again after ``rate_limited``.
RATE_PAUSE = 0.1


@dataclass
class SeatLog:
    """What a terminal seat received and did (the tests and the measures read it)."""

    received: list[dict[str, Any]] = field(default_factory=list)
    received_bytes: int = 0
    sent: int = 0
    #: The totals after the last finished deal of the match played now (None before one).
    totals: list[float] | None = None
    #: Deals finished in the match played now (a host's new match counts from 0 again).
    deals: int = 0
    #: The match played now is over.
    over: bool = False
    errors: list[str] = field(default_factory=list)
    reason: str = ""
    #: The close code when the server closed the seat for good (the host closed the table,
    #: gave the seat to a bot ...), else None.
    end_code: int | None = None
    #: The messages as they came over the wire and their sizes (``play(..., keep_raw=True)``).
    raw: list[dict[str, Any]] = field(default_factory=list)
    raw_sizes: list[int] = field(default_factory=list)


class BotSeat:
    """Plays one seat from the server's messages: acts on its turn, asks for the next deal,
    stops when the match is over, and plays the host's next match (``match_started``) if it
    comes meanwhile. With :attr:`waits_for_next_match` (``kartentisch-cli join``) the seat
    stays at a table whose host may deal another match (``deals_new_matches``) until the
    person leaves, as a window stays at its match-over panel."""

    def __init__(self, level: str = "random", seed: int = 0) -> None:
        if level not in SEAT_LEVELS:
            raise ValueError(f"a terminal seat plays one of: {', '.join(SEAT_LEVELS)}")
        self.level = level
        self.rng = random.Random(seed)
        self.game: str | None = None
        self.log = SeatLog()
        self.over = asyncio.Event()
        self.welcomed = asyncio.Event()
        self._ref = 0
        self._last: dict[str, Any] | None = None
        #: Where a terminal seat prints what happens (None: silent).
        self.echo: Callable[[str], None] | None = None
        #: After a match, wait for the host's next one instead of leaving (where one may come).
        self.waits_for_next_match = False
        #: The table as the last ``welcome`` or ``match_started`` described it.
        self.table: dict[str, Any] = {}

    async def on_message(self, client: SeatClient, msg: dict[str, Any]) -> None:
        self.log.received.append(msg)
        kind = msg.get("type")
        if self.echo is not None:
            self.echo(describe(msg))
        if kind == "welcome":
            self.table = msg["table"]
            self.game = msg["table"]["game"]
            self.welcomed.set()
            obs = msg["observation"]
            self.log.over = bool(obs["is_over"])
            if obs["is_over"]:
                self._match_over()
            elif obs["deal_over"]:
                await self._send(client, {"type": "next_deal"})
            else:
                await self._turn(client, obs, msg["legal"])
        elif kind == "update":
            await self._turn(client, msg["observation"], msg["legal"])
        elif kind == "match_started":
            # The host's next match at this table: its first observation replaces the last
            # match's (the client's deltas start from it too), its deals count from 0.
            self.table = msg["table"]
            self.game = msg["table"]["game"]
            self.log.totals, self.log.deals, self.log.over = None, 0, False
            await self._turn(client, msg["observation"], msg["legal"])
        elif kind == "advice":
            await self._send(client, {"type": "act", "action": msg["action"], "ref": msg["ref"]})
        elif kind == "deal_over":
            self.log.totals = msg["totals"]
            self.log.deals += 1
            self.log.over = bool(msg["is_over"])
            if msg["is_over"]:
                self._match_over()
            else:
                await self._send(client, {"type": "next_deal"})
        elif kind == "error":
            self.log.errors.append(str(msg.get("code")))
            if msg.get("code") == "rate_limited" and self._last is not None:
                await asyncio.sleep(RATE_PAUSE)  # the server asked to slow down: a pause
                await self._send(client, self._last)

    def _match_over(self) -> None:
        """The match is over: the seat leaves, or waits where the host may deal another."""
        if self.waits_for_next_match and deals_new_matches(self.table):
            if self.echo is not None:
                self.echo(WAITING_TEXT)
        else:
            self.over.set()

    async def _turn(self, client: SeatClient, obs: dict[str, Any], legal: list[str]) -> None:
        if not legal:
            return
        self._ref += 1
        if self.level in HOST_LEVELS:
            await self._send(client, {"type": "hint", "ref": self._ref, "level": self.level})
            return
        if self.level == "coach":
            await self._send(client, {"type": "hint", "ref": self._ref})
            return
        if self.level == "easy" and self._rules() is None:
            await self._send(client, {"type": "hint", "ref": self._ref, "level": "easy"})
            return
        action = self.choose(obs, legal)
        await self._send(client, {"type": "act", "action": action, "ref": self._ref})

    def _rules(self) -> Any:
        """The game's rules of thumb that decide from an observation, if it has them."""
        module = for_game(self.game or "")
        return getattr(module, "choose", None)

    def choose(self, obs: dict[str, Any], legal: list[str]) -> str:
        """The move from what the seat sees: at random, or by the game's rules of thumb."""
        rules = self._rules() if self.level == "easy" else None
        if rules is None:
            return self.rng.choice(legal)
        actions = [Action.read(t) for t in legal]
        action, _reason = rules(obs, actions, self.rng)
        return action.text if action in actions else self.rng.choice(legal)

    async def _send(self, client: SeatClient, msg: dict[str, Any]) -> None:
        self._last = msg
        self.log.sent += 1
        await client.send(msg)


#: What a terminal seat says while it waits at the table after a match (English: the terminal
#: client is not translated).
WAITING_TEXT = "The match is over. Waiting for the host's next match (Ctrl-C leaves the table)."
#: What it says when the host deals the next match.
NEW_MATCH_TEXT = "A new match has begun at this table."


def describe(msg: dict[str, Any]) -> str:
    """One line for the terminal about a server message."""
    kind = msg.get("type")
    if kind == "welcome":
        table = msg["table"]
        return f"Seat {msg['seat']} at {table['game']} ({table['players']} players)."
    if kind == "match_started":
        obs = msg["observation"]
        return f"{NEW_MATCH_TEXT} Deal 1: hand {' '.join(obs['hand'])}"
    if kind == "update":
        event = msg.get("event")
        if event is None:
            obs = msg["observation"]
            return f"Deal {obs['deal_no'] + 1}: hand {' '.join(obs['hand'])}"
        return f"seat {event['seat']}: {event['action']}"
    if kind == "deal_over":
        return f"Deal over; totals {msg['totals']}"
    if kind == "error":
        return f"refused ({msg.get('code')}): {msg.get('message')}"
    return str(kind)


async def play(
    url: str,
    *,
    code: str | None = None,
    token: str | None = None,
    level: str = "random",
    name: str | None = None,
    seed: int = 0,
    ssl_context: Any = None,
    seat: BotSeat | None = None,
    keep_raw: bool = False,
    on_welcome: Callable[[SeatClient, dict[str, Any]], None] | None = None,
) -> SeatLog:
    """Play one seat to the end of the match (or until the seat is lost); what happened.
    Without a ``name`` the seat is called after its bot ("bot normal"). ``keep_raw``: the log
    keeps the messages as they came too (version 2's deltas). ``on_welcome`` hears each
    ``welcome`` first (``kartentisch-cli join`` keeps the token)."""
    seat = seat or BotSeat(level, seed)
    client = SeatClient(
        url,
        code=code,
        token=token,
        name=f"bot {seat.level}" if name is None else name,
        ssl_context=ssl_context,
        keep_raw=keep_raw,
        features=FEATURES,  # a BotSeat plays the host's next match (match_started)
    )
    on_message = seat.on_message
    if on_welcome is not None:
        told = on_welcome

        async def on_message(client: SeatClient, msg: dict[str, Any]) -> None:
            if msg.get("type") == "welcome":
                told(client, msg)
            await seat.on_message(client, msg)

    stop = asyncio.Event()

    async def finish() -> None:
        await seat.over.wait()
        stop.set()

    watcher = asyncio.ensure_future(finish())
    try:
        end = await run_seat(client, on_message, stop=stop)
        seat.log.reason, seat.log.end_code = end.text, end.code
    finally:
        watcher.cancel()
        seat.log.received_bytes = client.bytes_received
        seat.log.raw = client.raw_received or []
        seat.log.raw_sizes = client.raw_sizes
    return seat.log
