"""The seat's side: one connection (:class:`SeatClient`), a reconnecting driver
(:func:`run_seat`) and the same in a daemon thread for the GUI (:class:`ThreadedSeat`).

Why a reconnecting driver: a dropped Wi-Fi must not cost a person the seat. After the first
``welcome`` the client holds its seat's token and comes back with ``rejoin`` (a few attempts,
waiting longer each time); a close the server means as final (a wrong code, the seat given to
a bot, the seat opened elsewhere) ends it at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, Protocol

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from netplay import delta
from netplay.protocol import (
    CLOSE_REFUSED,
    FINAL_CLOSE_CODES,
    REFUSED_TOO_MANY,
    REFUSED_TOO_MANY_TEXT,
    TOO_OLD,
    VERSION,
    SeatEnd,
)

#: Waits between reconnection attempts, in seconds (then it gives up).
RETRY_DELAYS: tuple[float, ...] = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
#: Largest server message accepted (a whole deal's record of an 8-seat table is far less).
MAX_SERVER_MESSAGE = 4 * 1024 * 1024
#: Error codes that end a join for good: retrying the same code or token cannot help.
FINAL_ERRORS = frozenset({"bad_code", "bad_token", "seat_taken"})


class SeatClient:
    """One WebSocket connection to a table: ``connect`` sends join (with ``code``) or rejoin
    (with ``token``); after the ``welcome`` :attr:`token` and :attr:`seat` are known.

    Protocol version 2 sends an ``update`` as a delta of the seat's last observation; this
    class rebuilds the whole ``observation`` (``netplay.delta.apply``), so every message it
    yields reads as version 1's. ``keep_raw``: the messages as they came are kept in
    :attr:`raw_received` too (the leak check reads both)."""

    def __init__(
        self,
        url: str,
        *,
        code: str | None = None,
        token: str | None = None,
        name: str = "",
        language: str = "en",
        ssl_context: ssl.SSLContext | None = None,
        keep_raw: bool = False,
        features: tuple[str, ...] = (),
    ) -> None:
        if code is None and token is None:
            raise ValueError("a seat joins with an invitation code or a token")
        self.url = url
        self.code = code
        self.token = token
        self.name = name
        self.language = language
        self.ssl_context = ssl_context
        #: What the program behind this seat handles beyond the first version 2
        #: (``netplay.protocol.FEATURES``; e.g. ``match_started``), told at every join and
        #: rejoin; none by default, as an older client.
        self.features = tuple(features)
        self.seat: int | None = None
        #: Text received so far, in bytes (the measures read it).
        self.bytes_received = 0
        #: The messages as they came over the wire (with ``keep_raw``).
        self.raw_received: list[dict[str, Any]] | None = [] if keep_raw else None
        #: Each of those messages' size in bytes (with ``keep_raw``).
        self.raw_sizes: list[int] = []
        self._ws: ClientConnection | None = None
        self._observation: dict[str, Any] | None = None

    async def connect(self) -> None:
        """Open the connection and ask for the seat (the answer comes from :meth:`messages`)."""
        kwargs: dict[str, Any] = {"max_size": MAX_SERVER_MESSAGE, "open_timeout": 10}
        if self.url.startswith("wss://"):
            kwargs["ssl"] = self.ssl_context or ssl.create_default_context()
        self._ws = await connect(self.url, **kwargs)
        self._observation = None
        ask: dict[str, Any]
        if self.token is not None:
            ask = {"type": "rejoin", "token": self.token, "language": self.language}
        else:
            ask = {"type": "join", "code": self.code, "name": self.name, "language": self.language}
        if self.features:
            ask["features"] = list(self.features)
        # Closed as soon as it opened (over the address's cap): the close code and reason say
        # why (see run_seat); the failed send must not hide them behind an exception.
        with contextlib.suppress(ConnectionClosed):
            await self.send(ask)

    async def send(self, msg: dict[str, Any]) -> None:
        """Send ``msg`` stamped with this client's protocol version (whatever ``v`` the
        caller wrote: the client, which decodes the answers, is what speaks a version)."""
        if self._ws is None:
            raise ConnectionError("not connected")
        await self._ws.send(json.dumps({**msg, "v": VERSION}))

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        """The server's messages until the connection closes (a ``welcome`` keeps its token)."""
        ws = self._ws
        if ws is None:
            raise ConnectionError("not connected")
        with contextlib.suppress(ConnectionClosed):
            async for raw in ws:
                size = len(raw) if isinstance(raw, bytes) else len(raw.encode())
                self.bytes_received += size
                msg = json.loads(raw)
                if self.raw_received is not None:
                    self.raw_received.append(msg)
                    self.raw_sizes.append(size)
                try:
                    msg = self._whole(msg)
                except ValueError:  # lost track: a new connection rejoins with a welcome
                    await ws.close()
                    return
                if msg.get("type") == "welcome":
                    self.token = msg["token"]
                    self.seat = msg["seat"]
                yield msg

    def _whole(self, msg: dict[str, Any]) -> dict[str, Any]:
        """``msg`` with a delta turned into the whole observation it stands for."""
        if "delta" in msg:
            if self._observation is None:
                raise ValueError("an update before the first observation")
            observation = delta.apply(self._observation, msg["delta"])
            msg = {k: v for k, v in msg.items() if k != "delta"}
            msg["observation"] = observation
        if isinstance(msg.get("observation"), dict):
            self._observation = msg["observation"]
        return msg

    @property
    def close_code(self) -> int | None:
        return None if self._ws is None else self._ws.close_code

    @property
    def close_reason(self) -> str | None:
        return None if self._ws is None else self._ws.close_reason

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()


Handler = Callable[["SeatClient", dict[str, Any]], Awaitable[None]]


async def run_seat(
    client: SeatClient,
    on_message: Handler,
    *,
    stop: asyncio.Event | None = None,
    delays: tuple[float, ...] = RETRY_DELAYS,
    on_connected: Callable[[SeatClient], Awaitable[None]] | None = None,
    rejoin_delays: tuple[float, ...] | None = None,
) -> SeatEnd:
    """Drive ``client`` until ``stop`` is set or the seat is lost: every server message goes
    to ``on_message``; a dropped connection is reopened with the seat's token. Once seated,
    ``rejoin_delays`` (if given) replace ``delays``: a person's window waits for a host whose
    program is restarting, while a mistyped address is still told at once. The reason it
    ended, in English."""
    stop = stop or asyncio.Event()
    attempt = 0
    last_error: str | None = None
    seated = False
    while not stop.is_set():
        if seated and rejoin_delays is not None:
            delays = rejoin_delays
        try:
            await client.connect()
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            if isinstance(exc, InvalidURI | ssl.SSLError):  # trying again cannot help
                return SeatEnd(f"cannot connect: {exc}")
            if _too_many(exc):
                # Said at once to a person sitting down (they may try again); a seated one
                # keeps trying, as after any failed reconnection: the cap frees within the
                # server's join timeout.
                if not seated or attempt >= len(delays):
                    return SeatEnd(f"refused: {REFUSED_TOO_MANY_TEXT}", REFUSED_TOO_MANY)
            elif attempt >= len(delays):
                return SeatEnd(f"cannot connect: {exc}")
            await _wait(stop, delays[attempt])
            attempt += 1
            continue
        if on_connected is not None:
            await on_connected(client)
        welcomed = False
        reader = asyncio.ensure_future(_pump(client, on_message))
        stopper = asyncio.ensure_future(stop.wait())
        try:
            done, _ = await asyncio.wait({reader, stopper}, return_when=asyncio.FIRST_COMPLETED)
        except asyncio.CancelledError:
            # Cancelled (the terminal's Ctrl-C): the seat leaves; its reader must not go on
            # playing on an open connection.
            reader.cancel()
            await client.close()
            raise
        finally:
            stopper.cancel()
        if reader not in done:
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await reader
            await client.close()
            return SeatEnd("closed")
        welcomed, last_error = reader.result()
        if welcomed:
            attempt = 0
            seated = True
        code = client.close_code
        if code == CLOSE_REFUSED and client.close_reason == REFUSED_TOO_MANY_TEXT:
            # Let through the handshake beside others of this address, then over the cap.
            return SeatEnd(f"refused: {REFUSED_TOO_MANY_TEXT}", REFUSED_TOO_MANY)
        if code == CLOSE_REFUSED and last_error == "bad_version":
            return SeatEnd("refused: this program is too old for the table", TOO_OLD)
        if code in FINAL_CLOSE_CODES:
            return SeatEnd(f"the server closed the seat ({code})", code)
        if last_error in FINAL_ERRORS and not welcomed:
            return SeatEnd(f"refused: {last_error}")
        if client.token is None or attempt >= len(delays):
            return SeatEnd("connection lost")
        await _wait(stop, delays[attempt])
        attempt += 1
    return SeatEnd("closed")


def _too_many(exc: BaseException) -> bool:
    """The server refused the handshake: this address holds its cap of connections without a
    seat (``netplay.protocol.REFUSED_TOO_MANY``)."""
    return isinstance(exc, InvalidStatus) and exc.response.status_code == REFUSED_TOO_MANY


async def _pump(client: SeatClient, on_message: Handler) -> tuple[bool, str | None]:
    welcomed = False
    last_error: str | None = None
    async for msg in client.messages():
        if msg.get("type") == "welcome":
            welcomed = True
        elif msg.get("type") == "error":
            last_error = msg.get("code")
            if last_error in FINAL_ERRORS and not welcomed:
                await client.close()
        await on_message(client, msg)
    return welcomed, last_error


async def _wait(stop: asyncio.Event, seconds: float) -> None:
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), seconds)


class Listener(Protocol):
    def on_message(self, msg: dict[str, Any]) -> None: ...

    def on_closed(self, end: SeatEnd) -> None: ...


class ThreadedSeat:
    """A seat in a daemon thread: ``listener.on_message(msg)`` and, once at the end,
    ``listener.on_closed(end)`` (a :class:`SeatEnd`) are called on that thread (the GUI
    re-emits them as queued signals); :meth:`send` and :meth:`close` may be called from any
    thread."""

    def __init__(
        self,
        url: str,
        listener: Listener,
        *,
        code: str | None = None,
        token: str | None = None,
        name: str = "",
        language: str = "en",
        ssl_context: ssl.SSLContext | None = None,
        delays: tuple[float, ...] = RETRY_DELAYS,
        rejoin_delays: tuple[float, ...] | None = None,
        features: tuple[str, ...] = (),
    ) -> None:
        self.client = SeatClient(
            url,
            code=code,
            token=token,
            name=name,
            language=language,
            ssl_context=ssl_context,
            features=features,
        )
        self.listener = listener
        self.delays = delays
        self.rejoin_delays = rejoin_delays
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._outbox: asyncio.Queue[dict[str, Any]] | None = None
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, name="netplay-seat", daemon=True)
        self._thread.start()
        self._started.wait(10)

    @property
    def token(self) -> str | None:
        return self.client.token

    @property
    def seat(self) -> int | None:
        return self.client.seat

    def _run(self) -> None:
        end = SeatEnd("closed")
        try:
            end = asyncio.run(self._main())
        except Exception as exc:  # reported, never raised into a dead thread
            end = SeatEnd(f"failed: {exc}")
        finally:
            self._started.set()
            self.listener.on_closed(end)

    async def _main(self) -> SeatEnd:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self._outbox = asyncio.Queue()
        self._started.set()
        sender = asyncio.ensure_future(self._send_loop())
        try:
            return await run_seat(
                self.client,
                self._deliver,
                stop=self._stop,
                delays=self.delays,
                rejoin_delays=self.rejoin_delays,
            )
        finally:
            sender.cancel()

    async def _deliver(self, client: SeatClient, msg: dict[str, Any]) -> None:
        self.listener.on_message(msg)

    async def _send_loop(self) -> None:
        assert self._outbox is not None
        while True:
            msg = await self._outbox.get()
            while True:
                try:
                    await self.client.send(msg)
                    break
                except (ConnectionError, ConnectionClosed):
                    await asyncio.sleep(0.05)  # waits for the reconnection, not for a result

    def send(self, msg: dict[str, Any]) -> None:
        """Queue ``msg`` for the server (sent once connected)."""
        loop, outbox = self._loop, self._outbox
        if loop is None or outbox is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(outbox.put_nowait, msg)

    def close(self, timeout: float = 5.0) -> None:
        """End the seat's connection (the listener hears ``on_closed``) and the thread."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)
