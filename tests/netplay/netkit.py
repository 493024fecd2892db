"""What the network tests share: a server on loopback, quick matches, the leak check.

Every wait is on an event (a message arriving, a match ending) bounded by ``asyncio.wait_for``;
nothing sleeps to synchronise.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from netplay.cardscan import leaks  # noqa: F401  (the tests import it from here)
from netplay.client import SeatClient
from netplay.protocol import Limits
from netplay.server import TableServer

#: Limits for bot-against-bot matches: no rate limit in the way, stand-ins at once.
FAST = Limits(
    rate_per_second=100000.0,
    rate_burst=100000,
    stand_in_after=0.05,
    hint_samples=4,
    review_samples=4,
)

#: Short matches of every game at every table size from two to eight seats.
MATCHES: list[tuple[str, int, dict[str, Any]]] = [
    ("kaschlan", 2, {"match_games": 1}),
    ("kaschlan", 3, {"match_games": 1}),
    ("kaschlan", 4, {"match_games": 1}),
    ("kaschlan", 5, {"match_games": 1}),
    ("tausendundeins", 2, {"target": 500}),
    ("tausendundeins", 3, {"target": 500, "mode": "three_hand"}),
    ("bolachen", 3, {"match_deals": 3}),
    ("scharwenzel", 4, {"match_target": 1}),
    ("scharwenzel", 6, {"match_target": 1}),
    ("scharwenzel", 8, {"match_target": 1}),
    ("chapanka", 4, {"match_deals": 1}),
]


@contextlib.asynccontextmanager
async def serving(**kwargs: Any) -> AsyncIterator[TableServer]:
    kwargs.setdefault("limits", FAST)
    server = TableServer(**kwargs)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url_of(server: TableServer) -> str:
    return f"ws://127.0.0.1:{server.port}/"


class Probe:
    """A raw client for the hostile and reconnect tests: sends what it is told, collects
    every message, waits for the one it needs."""

    def __init__(self, client: SeatClient) -> None:
        self.client = client
        self.received: list[dict[str, Any]] = []
        self._arrived = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, url: str, **kwargs: Any) -> Probe:
        probe = cls(SeatClient(url, **kwargs))
        await probe.client.connect()
        probe._task = asyncio.ensure_future(probe._read())
        return probe

    async def _read(self) -> None:
        async for msg in self.client.messages():
            self.received.append(msg)
            self._arrived.set()
        self._arrived.set()

    @property
    def closed(self) -> bool:
        return self._task is not None and self._task.done()

    async def wait_for(
        self, test: Callable[[dict[str, Any]], bool], start: int = 0, timeout: float = 10.0
    ) -> dict[str, Any]:
        """The first message from index ``start`` on that passes ``test``."""

        async def scan() -> dict[str, Any]:
            seen = start
            while True:
                while seen < len(self.received):
                    msg = self.received[seen]
                    seen += 1
                    if test(msg):
                        return msg
                if self.closed:
                    raise ConnectionError("closed before the message came")
                self._arrived.clear()
                if seen < len(self.received):
                    continue
                await self._arrived.wait()

        return await asyncio.wait_for(scan(), timeout)

    async def wait_type(self, kind: str, start: int = 0, timeout: float = 10.0) -> dict[str, Any]:
        return await self.wait_for(lambda m: m.get("type") == kind, start, timeout)

    async def wait_closed(self, timeout: float = 10.0) -> None:
        assert self._task is not None
        await asyncio.wait_for(asyncio.shield(self._task), timeout)

    async def close(self) -> None:
        await self.client.close()
        if self._task is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._task, 5)


async def bounded(awaitable: Awaitable[Any], seconds: float = 60.0) -> Any:
    return await asyncio.wait_for(awaitable, seconds)
