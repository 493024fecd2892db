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
    totals: list[float] | None = None
    deals: int = 0
    errors: list[str] = field(default_factory=list)
    reason: str = ""
    #: The messages as they came over the wire and their sizes (``play(..., keep_raw=True)``).
    raw: list[dict[str, Any]] = field(default_factory=list)
    raw_sizes: list[int] = field(default_factory=list)


class BotSeat:
    """Plays one seat from the server's messages: acts on its turn, asks for the next deal,
    stops when the match is over."""

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

    async def on_message(self, client: SeatClient, msg: dict[str, Any]) -> None:
        self.log.received.append(msg)
        kind = msg.get("type")
        if self.echo is not None:
            self.echo(describe(msg))
        if kind == "welcome":
            self.game = msg["table"]["game"]
            self.welcomed.set()
            obs = msg["observation"]
            if obs["is_over"]:
                self.over.set()
            elif obs["deal_over"]:
                await self._send(client, {"type": "next_deal"})
            else:
                await self._turn(client, obs, msg["legal"])
        elif kind == "update":
            await self._turn(client, msg["observation"], msg["legal"])
        elif kind == "advice":
            await self._send(client, {"type": "act", "action": msg["action"], "ref": msg["ref"]})
        elif kind == "deal_over":
            self.log.totals = msg["totals"]
            self.log.deals += 1
            if msg["is_over"]:
                self.over.set()
            else:
                await self._send(client, {"type": "next_deal"})
        elif kind == "error":
            self.log.errors.append(str(msg.get("code")))
            if msg.get("code") == "rate_limited" and self._last is not None:
                await asyncio.sleep(RATE_PAUSE)  # the server asked to slow down: a pause
                await self._send(client, self._last)

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


def describe(msg: dict[str, Any]) -> str:
    """One line for the terminal about a server message."""
    kind = msg.get("type")
    if kind == "welcome":
        table = msg["table"]
        return f"Seat {msg['seat']} at {table['game']} ({table['players']} players)."
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
        seat.log.reason = (await run_seat(client, on_message, stop=stop)).text
    finally:
        watcher.cancel()
        seat.log.received_bytes = client.bytes_received
        seat.log.raw = client.raw_received or []
        seat.log.raw_sizes = client.raw_sizes
    return seat.log
