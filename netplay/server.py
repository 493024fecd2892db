"""The table server: many tables on one WebSocket port, each the only authority of its match.

Why this split: :class:`netplay.table.Table` decides everything and returns the messages a
change causes; this module moves messages, runs bots and the coach in worker threads (a bot's
search never stalls the event loop, so one table's bot never holds up another table), keeps
the stand-in timers of dropped seats and saves each table after every change.

Every connection passes the same gate: the per-address limits (``netplay.gate``: unjoined
connections, wrong codes), size (websockets refuses frames above ``Limits.max_message_bytes``
and closes with 1009), rate (a token bucket per connection), then
:func:`netplay.protocol.parse`; a refused message gets an ``error`` and changes nothing.

A change is acknowledged only once it is durable: the messages it causes (``accepted``, every
seat's ``update``, a ``welcome`` with a new token) go out when the table's save
(``netplay.saving``, off the event loop) is on disk. A table whose save fails stops taking
moves and tells every seat why, until saving works again.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import math
import secrets
import ssl
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

import engine.bots
from engine.bots.players import Bot
from engine.contract import GameState
from engine.reasons import reason_to_json
from netplay import delta, files, words
from netplay.gate import AddressGate, address_key
from netplay.protocol import (
    CLOSE_REFUSED,
    CLOSE_REPLACED,
    CLOSE_SEAT_GIVEN,
    CLOSE_SLOW,
    CLOSE_TABLE_CLOSED,
    NEW_MATCH,
    REFUSED_TOO_MANY_TEXT,
    Limits,
    ProtocolError,
    TokenBucket,
    error,
    message,
    parse,
)
from netplay.review import REVIEW_SAMPLES, deal_review, lowest_priority
from netplay.saving import TableSaver
from netplay.table import Out, SeatSpec, Table, TableInfo, TableSchemaError

log = logging.getLogger("netplay.server")

_CLOSE = object()  # the writer's signal to close after what is queued


class _Connection:
    """One client: its write queue (so a slow reader never blocks a table), capped in bytes,
    its rate bucket, its address and the seat it holds once joined."""

    def __init__(self, ws: ServerConnection, limits: Limits, address: str) -> None:
        self.ws = ws
        self.limits = limits
        self.address = address
        self.bucket = TokenBucket(limits.rate_per_second, limits.rate_burst)
        self.queue: asyncio.Queue[Any] = asyncio.Queue()
        #: Bytes of text waiting in :attr:`queue` (``Limits.max_queued_bytes``).
        self.queued_bytes = 0
        self.runtime: _Runtime | None = None
        self.seat: int | None = None
        #: The first table commit whose messages this connection is sent (its welcome's):
        #: the ones before are in the welcome's observation already.
        self.since = 0
        #: The observation this seat was last sent whole or rebuilt (the base of a delta).
        self.last_obs: dict[str, Any] | None = None
        #: Its welcome went out (messages outside a commit wait for nothing before it).
        self.welcomed = False
        #: What the client said it understands (``features`` of its join or rejoin).
        self.features: frozenset[str] = frozenset()
        self.failed_joins = 0
        self.refused = 0  # rate-limited messages in a row
        self.closing = False
        self.writer = asyncio.create_task(self._write())

    def send(self, msg: dict[str, Any]) -> None:
        if self.closing:
            return
        msg = self._compact(msg)
        try:
            text = json.dumps(msg, separators=(",", ":"), ensure_ascii=False)
            size = len(text.encode("utf-8"))
        except (ValueError, UnicodeEncodeError):  # a bug: never the connection's end
            log.exception("a message to a seat could not be encoded")
            return
        if self.queued_bytes + size > self.limits.max_queued_bytes:
            self.too_slow()
            return
        self.queued_bytes += size
        self.queue.put_nowait((text, size))

    def _compact(self, msg: dict[str, Any]) -> dict[str, Any]:
        """Version 2: an ``update`` after the first observation carries only its delta."""
        if msg.get("type") == "welcome":
            self.welcomed = True
        obs = msg.get("observation")
        if not isinstance(obs, dict):
            return msg
        previous, self.last_obs = self.last_obs, obs
        if msg.get("type") != "update" or previous is None:
            return msg
        compact = {k: v for k, v in msg.items() if k != "observation"}
        compact["delta"] = delta.diff(previous, obs)
        return compact

    def too_slow(self) -> None:
        """The reader fell a budget behind: drop what waits, close (4002), and if the
        closing handshake cannot get through either, cut the connection."""
        if self.closing:
            return
        self.closing = True
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queued_bytes = 0
        self.writer.cancel()
        log.warning("closed a reader %d bytes behind", self.limits.max_queued_bytes)
        self.writer = asyncio.create_task(self._close_or_abort(CLOSE_SLOW, "too slow"))

    async def _close_or_abort(self, code: int, reason: str) -> None:
        try:
            await asyncio.wait_for(self.ws.close(code, reason), 2.0)
        except (TimeoutError, ConnectionClosed):
            pass
        finally:
            self.ws.transport.abort()

    def close(self, code: int, reason: str) -> None:
        """Close after the messages already queued (the last one often says why)."""
        if not self.closing:
            self.closing = True
            self.queue.put_nowait((_CLOSE, code, reason))

    async def _write(self) -> None:
        try:
            while True:
                item = await self.queue.get()
                if item[0] is _CLOSE:
                    await self.ws.close(item[1], item[2])
                    return
                text, size = item
                self.queued_bytes -= size
                await self.ws.send(text)
        except ConnectionClosed:
            return


@dataclass
class _Runtime:
    """A table and what the server keeps beside it (connections, timers, its bot task)."""

    table: Table
    conns: dict[int, _Connection] = field(default_factory=dict)
    timers: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    bots: dict[tuple[int, str], Bot] = field(default_factory=dict)
    bot_task: asyncio.Task[None] | None = None
    bot_seed: int = field(default_factory=lambda: secrets.randbelow(2**31))
    #: Deal reviews made or being made, per (deal, seat): a deal over never changes.
    reviews: dict[tuple[int, int], asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    #: Seats whose hint the coach works on (one at a time per seat, whatever its connections).
    hinting: set[int] = field(default_factory=set)
    #: The table's durable writer (None without a data folder).
    saver: TableSaver | None = None
    #: Changes committed so far (each a save and the messages it releases).
    commits: int = 0
    #: True while the table's save fails: it takes no moves.
    paused: bool = False
    #: Why (told to every seat, and to a seat that comes back meanwhile).
    pause_error: OSError | None = None


class TableServer:
    """Many tables behind one WebSocket port. ``await start()``, then ``create_table``.

    With ``data_dir`` the folder must be writable (OSError otherwise, raised here: the
    headless server refuses to start); stale temporary files are removed, and every table file
    is checked against the table schema, a bad one set aside while the others resume."""

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        data_dir: Path | None = None,
        ssl_context: ssl.SSLContext | None = None,
        limits: Limits | None = None,
        workers: int = 4,
        save_workers: int = 4,
    ) -> None:
        self.host = host
        self.port = port
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.ssl_context = ssl_context
        self.limits = limits or Limits()
        self.tables: dict[str, _Runtime] = {}
        self.gate = AddressGate(self.limits)
        self._server: Server | None = None
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="netplay")
        #: Table saves: write and fsync block, so they run here, never on the event loop.
        self._save_executor = ThreadPoolExecutor(
            max_workers=save_workers, thread_name_prefix="netplay-save"
        )
        #: Deal reviews: one at a time, at the lowest priority (play and hints come first).
        self._review_executor = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="netplay-review", initializer=lowest_priority
        )
        self._tasks: set[asyncio.Task[Any]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        #: How a wrong code's delay is waited (a test notes it instead).
        self._sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
        if self.data_dir is not None:
            files.check_writable(self.data_dir)
            for stale in files.remove_stale_temps(self.data_dir / "tables"):
                log.info("removed a stale temporary file %s", stale.name)
            self._load_tables()

    # --- life cycle -----------------------------------------------------------------------

    async def start(self) -> None:
        """Listen (``port`` 0 picks a free port; read :attr:`port` afterwards)."""
        self._loop = asyncio.get_running_loop()
        self._server = await serve(
            self._handle,
            self.host,
            self.port,
            ssl=self.ssl_context,
            max_size=self.limits.max_message_bytes,
            max_queue=16,
            process_request=self._refuse_over_cap,
        )
        self.port = self._server.sockets[0].getsockname()[1] if self._server.sockets else 0
        for rt in self.tables.values():
            for seat, s in enumerate(rt.table.seats):
                if s.kind == "person" and not s.is_open:
                    self._start_timer(rt, seat)
            self._schedule(rt)

    async def stop(self, *, for_good: bool = False) -> None:
        """Close every connection, stop the bots, save every table. ``for_good``: the tables
        close (the host left), so the seats are told not to come back (4003) instead of the
        restart's 1001, after which they would try to reconnect for a while."""
        if for_good:
            conns = [c for rt in self.tables.values() for c in rt.conns.values()]
            for conn in conns:
                conn.close(CLOSE_TABLE_CLOSED, "the host closed the table")
            writers = [c.writer for c in conns]
            if writers:
                await asyncio.wait(writers, timeout=2.0)
        for rt in self.tables.values():
            for timer in rt.timers.values():
                timer.cancel()
            rt.timers.clear()
            if rt.bot_task is not None:
                rt.bot_task.cancel()
        for task in list(self._tasks):
            task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for rt in self.tables.values():
            if rt.saver is not None:
                rt.saver.cancel()
                await rt.saver.flush(5.0)
                self._save_now(rt)
        self.close_executors()

    def close_executors(self) -> None:
        """End the worker threads (a server used without :meth:`start`, or after stop)."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        self._save_executor.shutdown(wait=True)
        self._review_executor.shutdown(wait=False, cancel_futures=True)

    # --- tables ---------------------------------------------------------------------------

    def create_table(
        self,
        game: str,
        players: int,
        options: Mapping[str, Any] | None,
        seats: list[SeatSpec],
        *,
        seed: int | None = None,
    ) -> TableInfo:
        """A new table (call on the server's loop thread, or before :meth:`start`).
        ValueError names a bad set-up. The table file is on disk when this returns."""
        table_id = secrets.token_hex(4)
        while table_id in self.tables:
            table_id = secrets.token_hex(4)
        table, info = Table.create(
            table_id, game, players, options, seats, seed=seed, limits=self.limits
        )
        rt = self._add(table)
        self._save_now(rt)
        if self._loop is not None:
            self._schedule(rt)
        return info

    def new_code(self, table_id: str, seat: int) -> str:
        """A new invitation code for a person seat nobody holds now (call on the loop
        thread, or before :meth:`start`): the seat's old code and token stop working at once.
        ValueError says why not (no such table or seat, a bot seat, a connected person)."""
        rt = self.tables.get(table_id)
        if rt is None:
            raise ValueError(f"there is no table {table_id}")
        if seat in rt.conns:
            raise ValueError(f"seat {seat} is held by a connected person")
        code, outs = rt.table.new_code(seat, taken=self._code_taken)
        self._cancel_timer(rt, seat)
        if self._loop is None:
            self._save_now(rt)  # the server is not running: nobody to tell
        else:
            self._commit(rt, outs)
        return code

    def _code_taken(self, code: str) -> bool:
        """Whether any table knows ``code`` already (a new code must be unique)."""
        return any(rt.table.seat_of_code(code) is not None for rt in self.tables.values())

    def _add(self, table: Table) -> _Runtime:
        rt = _Runtime(table)
        if self.data_dir is not None:
            rt.saver = TableSaver(
                self._path_of(table.table_id),
                table.to_json,
                self._save_executor,
                retry=self.limits.save_retry,
                on_failed=lambda exc: self._pause(rt, exc),
                on_recovered=lambda: self._resume(rt),
            )
        self.tables[table.table_id] = rt
        return rt

    def _path_of(self, table_id: str) -> Path:
        assert self.data_dir is not None
        return self.data_dir / "tables" / f"{table_id}.json"

    def _load_tables(self) -> None:
        assert self.data_dir is not None
        folder = self.data_dir / "tables"
        if not folder.is_dir():
            return
        for path in sorted(folder.glob("*.json")):
            try:
                table = Table.from_json(files.read_json(path), self.limits)
                if path.stem != table.table_id or table.table_id in self.tables:
                    raise TableSchemaError(f"its name does not match its id {table.table_id!r}")
            except (OSError, ValueError) as exc:
                moved = files.set_aside(path)
                log.warning("table file %s set aside as %s: %s", path.name, moved.name, exc)
                continue
            self._add(table)

    def _save_now(self, rt: _Runtime) -> None:
        """Save on the calling thread (a new table, a new code, the server's stop)."""
        if self.data_dir is None:
            return
        try:
            files.write_json(self._path_of(rt.table.table_id), rt.table.to_json())
        except OSError as exc:
            log.error("cannot save table %s: %s", rt.table.table_id, exc)
            if self._loop is None:
                raise

    def _pause(self, rt: _Runtime, exc: OSError) -> None:
        """A save failed: the table takes no moves and every seat is told why."""
        rt.paused, rt.pause_error = True, exc
        for seat, conn in rt.conns.items():
            self._tell_paused(rt, seat, conn)

    def _tell_paused(self, rt: _Runtime, seat: int, conn: _Connection) -> None:
        exc = rt.pause_error
        if exc is None:
            return
        language = rt.table.seats[seat].language
        cause, detail = words.cause_of(exc)
        text = words.paused(language, cause, detail)
        # The cause beside the words: a client words them again after a language switch.
        conn.send(message("paused", reason="save_failed", cause=cause, detail=detail, message=text))

    def _resume(self, rt: _Runtime) -> None:
        rt.paused, rt.pause_error = False, None
        for seat, conn in rt.conns.items():
            language = rt.table.seats[seat].language
            conn.send(message("resumed", message=words.say(words.RESUMED, language)))
        self._schedule(rt)

    # --- connections --------------------------------------------------------------------------

    def _refuse_over_cap(self, ws: ServerConnection, _request: Request) -> Response | None:
        """The earliest a connection can be told why it is refused: its request read (a few
        bounded lines, within websockets' ``open_timeout``), the handshake not answered. An
        address at its cap of connections without a seat gets HTTP 429 with the reason and
        the connection ends: no WebSocket, no reader, no join timer, no place in the gate.

        The count itself stays with :meth:`_handle` (``gate.admit``): handshakes of one
        address at the same moment may all pass here, and the ones over the cap are then
        closed right after theirs (1008, :func:`_refuse_now`)."""
        if not self.gate.full(_address_of(ws)):
            return None
        response = ws.respond(HTTPStatus.TOO_MANY_REQUESTS, REFUSED_TOO_MANY_TEXT + "\n")
        response.headers["Retry-After"] = str(math.ceil(self.limits.join_timeout))
        return response

    async def _handle(self, ws: ServerConnection) -> None:
        address = _address_of(ws)
        if not self.gate.admit(address):
            await _refuse_now(ws)
            return
        conn = _Connection(ws, self.limits, address)
        loop = asyncio.get_running_loop()
        deadline = loop.call_later(self.limits.join_timeout, self._join_due, conn)
        try:
            async for raw in ws:
                if conn.closing:  # read on (and drop) until the closing handshake is done
                    continue
                if not conn.bucket.take():
                    conn.refused += 1
                    if conn.refused > self.limits.max_refused:
                        conn.close(CLOSE_REFUSED, "too many messages")
                        continue
                    conn.send(error("rate_limited", "Too many messages; slow down."))
                    continue
                conn.refused = 0
                try:
                    msg = parse(raw)
                    if msg["type"] in ("join", "rejoin") and conn.runtime is None:
                        await self._join_gated(conn, msg)
                        if conn.runtime is not None:
                            deadline.cancel()
                    else:
                        self._dispatch(conn, msg)
                except ProtocolError as exc:
                    conn.send(exc.to_message())
                except Exception:  # a bug must cost one message, not the connection
                    log.exception("message from a client failed")
                    conn.send(error("internal", "The server failed on this message."))
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            if conn.runtime is None:
                self.gate.joined_or_gone(address)
            self.gate.release(address)
            self._dropped(conn)
            if not conn.writer.done():
                if not conn.closing:
                    conn.queue.put_nowait((_CLOSE, 1000, ""))
                with contextlib.suppress(TimeoutError, ConnectionClosed):
                    await asyncio.wait_for(conn.writer, 5)
                conn.writer.cancel()

    def _join_due(self, conn: _Connection) -> None:
        """``join_timeout`` passed: a connection without a seat is closed."""
        if conn.runtime is None:
            conn.close(CLOSE_REFUSED, "no join in time")

    def _dispatch(self, conn: _Connection, msg: dict[str, Any]) -> None:
        try:
            self._answer(conn, msg)
        except ProtocolError as exc:
            if exc.ref is None:
                exc.ref = msg.get("ref")
            raise

    def _answer(self, conn: _Connection, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        ref = msg.get("ref")
        if kind == "ping":
            conn.send(message("pong"))
            return
        if kind in ("join", "rejoin"):
            raise ProtocolError("already_joined", "This connection has a seat already.")
        rt, seat = conn.runtime, conn.seat
        if rt is None or seat is None:
            raise ProtocolError("not_joined", "Join a table first.", ref=ref)
        table = rt.table
        if kind in ("act", "next_deal", "seat_bot", "new_match") and rt.paused:
            raise ProtocolError("paused", "The table cannot save its moves now; it waits.", ref=ref)
        if kind == "act":
            outs = table.act(seat, msg["action"], ref)
            self._commit(rt, [(seat, message("accepted", ref=ref)), *outs])
        elif kind == "next_deal":
            self._commit(rt, table.ready(seat))
        elif kind == "hint":
            self._hint(rt, conn, seat, ref, msg.get("level"))
        elif kind == "review":
            self._review(rt, conn, seat, msg["deal"], ref)
        elif kind == "seat_bot":
            target = msg["seat"]
            outs = table.give_to_bot(seat, target, msg["level"])
            old = rt.conns.pop(target, None)
            if old is not None:
                old.runtime = None
                old.send(error("not_host", "The host gave your seat to a bot."))
                old.close(CLOSE_SEAT_GIVEN, "seat given to a bot")
            self._cancel_timer(rt, target)
            self._commit(rt, outs)
        elif kind == "new_match":
            self._new_match(rt, seat, msg.get("options"))

    def _new_match(self, rt: _Runtime, seat: int, options: dict[str, Any] | None = None) -> None:
        """The host's next match at the same table. A connected client that did not say it
        knows ``match_started`` (an older program) would go on showing the last match under
        the new one's moves: it is told to update and its seat left, as a dropped seat is
        (the stand-in takes it after ``stand_in_after``, or the host gives it to a bot)."""
        outs = rt.table.new_match(seat, options=options)
        rt.reviews.clear()  # keyed by deal number: the new match's deals are other deals
        for other, conn in list(rt.conns.items()):
            if NEW_MATCH in conn.features:
                continue
            del rt.conns[other]
            conn.runtime = None
            _turn_away_older(conn)
            outs += rt.table.disconnect(other)
            self._start_timer(rt, other)
        self._commit(rt, outs)

    async def _join_gated(self, conn: _Connection, msg: dict[str, Any]) -> None:
        """A join or rejoin, in turn with the other attempts of its address: a wrong one is
        answered after the address's delay (``netplay.gate``)."""
        async with self.gate.lock(conn.address):
            if conn.closing:
                return
            if self._join(conn, msg):
                self.gate.joined_or_gone(conn.address)
                return
            conn.failed_joins += 1
            pause = self.gate.failed(conn.address)
            if pause > 0:
                await self._sleep(pause)  # the delay is the limit itself, not a wait for work
        code = "bad_code" if msg["type"] == "join" else "bad_token"
        words_ = "invitation code" if code == "bad_code" else "seat token"
        conn.send(error(code, f"No table knows this {words_}."))
        if conn.failed_joins >= self.limits.max_failed_joins:
            conn.close(CLOSE_REFUSED, "too many wrong codes")

    def _join(self, conn: _Connection, msg: dict[str, Any]) -> bool:
        """Seat ``conn`` if its code or token is known; False if not."""
        found: tuple[_Runtime, int] | None = None
        if msg["type"] == "join":
            for rt in self.tables.values():
                seat = rt.table.seat_of_code(msg["code"])
                if seat is not None:
                    found = (rt, seat)
                    break
        else:
            for rt in self.tables.values():
                seat = rt.table.seat_of_token(msg["token"])
                if seat is not None:
                    found = (rt, seat)
                    break
        if found is None:
            return False
        rt, seat = found
        table = rt.table
        features = frozenset(msg.get("features") or ())
        if msg["type"] == "rejoin" and table.match > 1 and NEW_MATCH not in features:
            # An older program would show the new match under the last one's results.
            # A known token, not a guess: no wrong try counted. The connection closes unjoined
            # (the error raised here is not sent again: the close is queued after the first).
            _turn_away_older(conn)
            raise ProtocolError("bad_version", OLDER_CLIENT_TEXT)
        conn.features = features
        if rt.paused and msg["type"] == "join":  # a new token must be saved before it is given
            raise ProtocolError("paused", "The table cannot save its moves now; it waits.")
        if msg["type"] == "join":
            token = table.take_seat(seat, msg.get("name", ""), msg.get("language", "en"))
        else:
            token = msg["token"]
            old = rt.conns.get(seat)
            if old is not None and old is not conn:
                old.runtime = None
                old.close(CLOSE_REPLACED, "the seat connected again elsewhere")
        conn.runtime, conn.seat = rt, seat
        conn.since = rt.commits + 1
        conn.last_obs = None
        conn.welcomed = False
        rt.conns[seat] = conn
        self._cancel_timer(rt, seat)
        outs = table.connect(seat, msg.get("language") if msg["type"] == "rejoin" else None)
        welcome = (seat, table.welcome(seat, token))
        if msg["type"] == "join":  # a new token: sent once it is on disk
            self._commit(rt, [welcome, *outs])
        else:
            rt.commits += 1
            self._deliver(rt, [welcome, *outs], rt.commits)
            if rt.paused:
                self._tell_paused(rt, seat, conn)
            self._schedule(rt)  # a person is back: the bots may move again
        return True

    def _dropped(self, conn: _Connection) -> None:
        rt, seat = conn.runtime, conn.seat
        conn.runtime = None
        if rt is None or seat is None or rt.conns.get(seat) is not conn:
            return
        del rt.conns[seat]
        self._deliver(rt, rt.table.disconnect(seat))
        self._start_timer(rt, seat)

    # --- changes, bots, timers ---------------------------------------------------------------

    def _deliver(self, rt: _Runtime, outs: list[Out], commit: int | None = None) -> None:
        """Send each message to its seat's connection; ``commit``: only to connections whose
        welcome came before that commit's messages (the later ones hold them already)."""
        for seat, msg in outs:
            conn = rt.conns.get(seat)
            if conn is None:
                continue
            if (commit is None and conn.welcomed) or (commit is not None and commit >= conn.since):
                conn.send(msg)

    def _commit(self, rt: _Runtime, outs: list[Out]) -> None:
        """A change of the table: its messages go out once it is saved (at once without a
        data folder), in the order the changes were made."""
        rt.commits += 1
        number = rt.commits
        if rt.saver is None:
            self._deliver(rt, outs, number)
        else:
            done = rt.saver.save()
            done.add_done_callback(
                lambda f: None if f.cancelled() else self._deliver(rt, outs, number)
            )
        self._schedule(rt)

    def _start_timer(self, rt: _Runtime, seat: int) -> None:
        loop = self._loop
        if loop is None:
            return
        self._cancel_timer(rt, seat)
        rt.timers[seat] = loop.call_later(self.limits.stand_in_after, self._stand_in_due, rt, seat)

    def _cancel_timer(self, rt: _Runtime, seat: int) -> None:
        timer = rt.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()

    def _stand_in_due(self, rt: _Runtime, seat: int) -> None:
        rt.timers.pop(seat, None)
        if seat not in rt.conns:
            self._commit(rt, rt.table.stand_in(seat))

    def _schedule(self, rt: _Runtime) -> None:
        """Start the bot of the seat to move, if a bot is to move, none is thinking and the
        table can save."""
        if rt.bot_task is not None or self._loop is None or rt.paused:
            return
        turn = rt.table.bot_turn()
        if turn is None:
            return
        rt.bot_task = self._loop.create_task(self._bot_move(rt, *turn))

    async def _bot_move(self, rt: _Runtime, seat: int, level: str) -> None:
        table = rt.table
        version = table.version
        try:
            bot = rt.bots.get((seat, level))
            if bot is None:
                bot = engine.bots.make(level, table.state.spec, seed=rt.bot_seed + seat)
                rt.bots[(seat, level)] = bot
            state = table.state.clone()
            loop = asyncio.get_running_loop()
            try:
                action = (await loop.run_in_executor(self._executor, bot.choose, state, seat)).text
            except Exception:  # a bot's bug must not stop the table
                log.exception("bot of seat %d at table %s failed", seat, table.table_id)
                action = state.legal_actions()[0].text
            if self.limits.bot_delay > 0:
                await asyncio.sleep(self.limits.bot_delay)
            if table.version == version and table.bot_turn() == (seat, level) and not rt.paused:
                self._commit(rt, table.bot_move(seat, action))
        finally:
            rt.bot_task = None
        self._schedule(rt)

    def _hint(
        self, rt: _Runtime, conn: _Connection, seat: int, ref: int | None, level: str | None
    ) -> None:
        if level is not None and level not in BOT_LEVELS:
            raise ProtocolError(
                "bad_level", f"A hint's level is one of: {', '.join(BOT_LEVELS)}.", ref=ref
            )
        if seat in rt.hinting:
            raise ProtocolError("busy", "The coach is still thinking about your last question.")
        state = rt.table.hint_state(seat)
        version = rt.table.version
        rt.hinting.add(seat)
        self._spawn(self._advise(rt, conn, state, seat, ref, version, level))

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` beside the connection's reader, kept until it ends (so ``stop``
        cancels whatever is still running)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _advise(
        self,
        rt: _Runtime,
        conn: _Connection,
        state: GameState,
        seat: int,
        ref: int | None,
        version: int,
        level: str | None = None,
    ) -> None:
        try:
            loop = asyncio.get_running_loop()
            if level is None:
                answer = await loop.run_in_executor(
                    self._executor, advise, state, seat, self.limits.hint_samples
                )
            else:
                seed = _bot_seed(rt.table.table_id, seat)
                answer = await loop.run_in_executor(
                    self._executor, bot_advice, state, seat, level, seed
                )
            if rt.table.version != version:
                conn.send(error("not_your_turn", "The position changed before the advice.", ref))
                return
            conn.send(message("advice", ref=ref, **answer))
        except Exception:  # the coach's bug: the seat hears of it, the table goes on
            log.exception("the coach failed for seat %d", seat)
            conn.send(error("internal", "The coach could not answer.", ref))
        finally:
            rt.hinting.discard(seat)

    def _review(
        self, rt: _Runtime, conn: _Connection, seat: int, deal: int, ref: int | None
    ) -> None:
        """The review of a finished deal for this seat: made once in the review worker, then
        sent from the cache to every later request."""
        key = (deal, seat)
        made = rt.reviews.get(key)
        if made is None:
            state = rt.table.review_state(deal)  # refuses a deal that is not over
            loop = asyncio.get_running_loop()
            samples = self.limits.review_samples or REVIEW_SAMPLES
            made = asyncio.ensure_future(
                loop.run_in_executor(self._review_executor, deal_review, state, deal, seat, samples)
            )
            rt.reviews[key] = made
        self._spawn(self._send_review(rt, conn, key, made, ref))

    async def _send_review(
        self,
        rt: _Runtime,
        conn: _Connection,
        key: tuple[int, int],
        made: asyncio.Future[dict[str, Any]],
        ref: int | None,
    ) -> None:
        try:
            review = await made
        except Exception:  # the coach's bug: the seat hears of it; a later request tries again
            log.exception("the review of deal %d failed for seat %d", *key)
            if rt.reviews.get(key) is made:
                del rt.reviews[key]
            conn.send(error("internal", "The review could not be made.", ref))
            return
        conn.send(message("review", ref=ref, **review))


async def _refuse_now(ws: ServerConnection) -> None:
    """Close a connection over its address's cap that got its WebSocket (handshakes at the
    same moment): the close frame with the reason, then the end of the connection, without
    waiting for the client's answer. websockets' ``close`` waits for the closing handshake
    up to its close timeout (10 s, then as long again for the TCP close), so a client that
    never answered held each such connection 10 to 20 s; with no timeout left the library
    sends the frame and aborts the transport at once, as it does after refusing a handshake.
    """
    ws.close_timeout = 0
    await ws.close(CLOSE_REFUSED, REFUSED_TOO_MANY_TEXT)


#: What an older client is told when the table plays a match after the first (it shows the
#: ``bad_version`` code in the person's language: "another version of the program").
OLDER_CLIENT_TEXT = (
    "The host started a new match at this table, which this program cannot show; "
    "update Kartentisch to play on."
)


def _turn_away_older(conn: _Connection) -> None:
    """Tell a client without the ``new_match`` feature why, and close its connection with
    1008, after which an older client does not come back by itself."""
    conn.send(error("bad_version", OLDER_CLIENT_TEXT))
    conn.close(CLOSE_REFUSED, "update Kartentisch to play the new match")


def _address_of(ws: ServerConnection) -> str:
    """The peer's address as the per-address limits count it (``netplay.gate.address_key``;
    its port aside: every connection has a new one)."""
    peer = ws.remote_address
    if isinstance(peer, tuple) and peer:
        return address_key(str(peer[0]))
    return str(peer)


#: The engine's bot levels a seat may ask the host to choose its move with (``hint.level``).
BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "strong")


def _bot_seed(table_id: str, seat: int) -> int:
    """A seat's bot seed from the table and the seat, never from the match seed."""
    digest = hashlib.sha256(f"{table_id}:{seat}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def bot_advice(state: GameState, seat: int, level: str, seed: int) -> dict[str, Any]:
    """The move the engine's bot of ``level`` would make for ``seat``, for a seat played by a
    bot at the other end (``kartentisch-cli join … --bot normal``). The search bots need a
    whole game state to sample from, which only the host has; like the coach they sample the
    hidden cards blind to the real ones (engine.bots.sampling), so the move uses only what
    the seat knows. One worker process at most: a remote seat must not take the host's
    cores."""
    bot = engine.bots.make(level, state.spec, seed=seed, workers=1)
    try:
        action = bot.choose(state, seat)
    finally:
        bot.close()
    return {"action": action.text, "analysis": None, "sentences": [], "level": level}


def advise(state: GameState, seat: int, samples: int | None = None) -> dict[str, Any]:
    """The coach's answer for ``seat`` (engine.coach.analyse: hidden cards sampled blind):
    the best move, the analysis as JSON and the advice's sentences as templates."""
    from engine.coach import PLAY_SAMPLES, analyse

    analysis = analyse(state, seat, samples=samples or PLAY_SAMPLES)
    best = analysis.best
    sentences = []
    with contextlib.suppress(NotImplementedError):
        sentences.append(reason_to_json(analysis.say(best.action)))
    sentences += [reason_to_json(idea.reason) for idea in best.ideas]
    return {"action": best.action, "analysis": analysis.to_json(), "sentences": sentences}
