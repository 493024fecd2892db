"""A table server in a thread of its own, for the GUI's host (Game ▸ Host table…).

Why a thread with its own event loop: the GUI thread runs Qt's loop and must never wait for
the network or a bot; the host's own seat then joins this server like any other seat, through
a :class:`netplay.client.ThreadedSeat`, so the host plays by the same rules as its guests.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import ssl
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from netplay.protocol import Limits
from netplay.server import TableServer
from netplay.table import SeatSpec, TableInfo


class EmbeddedServer:
    """``start()`` → port; ``create_table(...)`` → TableInfo (thread-safe); ``stop()``."""

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        data_dir: Path | None = None,
        ssl_context: ssl.SSLContext | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.server = TableServer(
            host=host, port=port, data_dir=data_dir, ssl_context=ssl_context, limits=limits
        )
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._stopped: asyncio.Event | None = None
        self._for_good = False

    @property
    def port(self) -> int:
        return self.server.port

    def start(self, timeout: float = 10.0) -> int:
        """Listen; blocks until the socket is open. OSError (port in use …) is raised here."""
        if self._thread is not None:
            return self.server.port
        self._thread = threading.Thread(target=self._run, name="netplay-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the table server did not start")
        if self._failure is not None:
            failure, self._failure = self._failure, None
            self._thread.join(timeout)
            self._thread = None
            raise failure
        return self.server.port

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        try:
            await self.server.start()
        except BaseException as exc:  # handed to start()'s caller
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        await self._stopped.wait()
        await self.server.stop(for_good=self._for_good)

    def call(self, fn: Any, *args: Any, timeout: float = 10.0, **kwargs: Any) -> Any:
        """Run ``fn(*args, **kwargs)`` on the server's loop thread and return its result."""
        loop = self._loop
        if loop is None:
            raise RuntimeError("the server is not running")
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def run() -> None:
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as exc:
                future.set_exception(exc)

        loop.call_soon_threadsafe(run)
        return future.result(timeout)

    def create_table(
        self,
        game: str,
        players: int,
        options: Mapping[str, Any] | None,
        seats: list[SeatSpec],
        *,
        seed: int | None = None,
    ) -> TableInfo:
        """A new table (ValueError names a bad set-up), from any thread."""
        info: TableInfo = self.call(
            self.server.create_table, game, players, options, seats, seed=seed
        )
        return info

    def table_ids(self) -> list[str]:
        """The tables this server holds (read from its folder at start, or made since)."""
        if self._loop is None:
            return list(self.server.tables)
        ids: list[str] = self.call(lambda: list(self.server.tables))
        return ids

    def new_code(self, table_id: str, seat: int) -> str:
        """A new invitation code for a seat no connected person holds; the old code and token
        stop working (ValueError says why not), from any thread."""
        code: str = self.call(self.server.new_code, table_id, seat)
        return code

    def stop(self, timeout: float = 10.0, *, for_good: bool = False) -> None:
        """Close every connection and the socket; waits for the thread to end. ``for_good``:
        the host closes its tables, and the seats are told not to come back."""
        loop, stopped, thread = self._loop, self._stopped, self._thread
        if loop is None or stopped is None or thread is None:
            return
        self._for_good = for_good
        loop.call_soon_threadsafe(stopped.set)
        thread.join(timeout)
        self._thread = None
        self._loop = None


#: The seats of a new table are part of this API: the GUI names them without reaching into
#: the table logic (``netplay.table``) itself.
__all__ = ["EmbeddedServer", "SeatSpec", "TableInfo"]
