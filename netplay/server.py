"""The table server: many tables on one WebSocket port, each the only authority of its match.

Why this split: :class:`netplay.table.Table` decides everything and returns the messages a
change causes; this module moves messages, runs bots and the coach in worker threads (a bot's
search never stalls the event loop, so one table's bot never holds up another table), keeps
the stand-in timers of dropped seats and saves each table after every change.

Every connection passes the same gate: size (websockets refuses frames above
``Limits.max_message_bytes`` and closes with 1009), rate (a token bucket per connection), then
:func:`netplay.protocol.parse`; a refused message gets an ``error`` and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import secrets
import ssl
from collections.abc import Coroutine, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

import engine.bots
from engine.bots.players import Bot
from engine.contract import GameState
from engine.reasons import reason_to_json
from netplay import files
from netplay.protocol import (
    CLOSE_REFUSED,
    CLOSE_REPLACED,
    CLOSE_SEAT_GIVEN,
    CLOSE_SLOW,
    CLOSE_TABLE_CLOSED,
    Limits,
    ProtocolError,
    TokenBucket,
    error,
    message,
    parse,
)
from netplay.review import REVIEW_SAMPLES, deal_review, lowest_priority
from netplay.table import Out, SeatSpec, Table, TableInfo

log = logging.getLogger("netplay.server")

_CLOSE = object()  # the writer's signal to close after what is queued


class _Connection:
    """One client: its write queue (so a slow reader never blocks a table), rate bucket and
    the seat it holds once joined."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.limits = limits
        self.bucket = TokenBucket(limits.rate_per_second, limits.rate_burst)
        self.queue: asyncio.Queue[Any] = asyncio.Queue()
        self.runtime: _Runtime | None = None
        self.seat: int | None = None
        self.failed_joins = 0
        self.refused = 0  # rate-limited messages in a row
        self.hinting = False
        self.closing = False
        self.writer = asyncio.create_task(self._write())

    def send(self, msg: dict[str, Any]) -> None:
        if self.closing:
            return
        if self.queue.qsize() >= self.limits.max_queued:
            self.close(CLOSE_SLOW, "too slow")
            return
        self.queue.put_nowait(json.dumps(msg, separators=(",", ":"), ensure_ascii=False))

    def close(self, code: int, reason: str) -> None:
        """Close after the messages already queued (the last one often says why)."""
        if not self.closing:
            self.closing = True
            self.queue.put_nowait((_CLOSE, code, reason))

    async def _write(self) -> None:
        try:
            while True:
                item = await self.queue.get()
                if isinstance(item, tuple) and item[0] is _CLOSE:
                    await self.ws.close(item[1], item[2])
                    return
                await self.ws.send(item)
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


class TableServer:
    """Many tables behind one WebSocket port. ``await start()``, then ``create_table``."""

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        data_dir: Path | None = None,
        ssl_context: ssl.SSLContext | None = None,
        limits: Limits | None = None,
        workers: int = 4,
    ) -> None:
        self.host = host
        self.port = port
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.ssl_context = ssl_context
        self.limits = limits or Limits()
        self.tables: dict[str, _Runtime] = {}
        self._server: Server | None = None
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="netplay")
        #: Deal reviews: one at a time, at the lowest priority (play and hints come first).
        self._review_executor = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="netplay-review", initializer=lowest_priority
        )
        self._tasks: set[asyncio.Task[Any]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        if self.data_dir is not None:
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
            self._save(rt)
        self._executor.shutdown(wait=False, cancel_futures=True)
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
        ValueError names a bad set-up."""
        table_id = secrets.token_hex(4)
        while table_id in self.tables:
            table_id = secrets.token_hex(4)
        table, info = Table.create(
            table_id, game, players, options, seats, seed=seed, limits=self.limits
        )
        rt = _Runtime(table)
        self.tables[table_id] = rt
        self._save(rt)
        if self._loop is not None:
            self._schedule(rt)
        return info

    def new_code(self, table_id: str, seat: int) -> str:
        """A new invitation code for ``seat`` of table ``table_id`` (see ``Table.new_code``;
        call on the server's loop thread). The seats are told; ValueError names why not."""
        rt = self.tables.get(table_id)
        if rt is None:
            raise ValueError(f"there is no table {table_id}")
        if seat in rt.conns:
            raise ValueError(f"seat {seat + 1} is held by a connected person")
        code, outs = rt.table.new_code(seat)
        self._cancel_timer(rt, seat)
        self._changed(rt, outs)
        return code

    def _load_tables(self) -> None:
        assert self.data_dir is not None
        folder = self.data_dir / "tables"
        if not folder.is_dir():
            return
        for path in sorted(folder.glob("*.json")):
            try:
                table = Table.from_json(files.read_json(path), self.limits)
            except (OSError, ValueError) as exc:
                moved = files.set_aside(path)
                log.warning("table file %s set aside as %s: %s", path.name, moved.name, exc)
                continue
            self.tables[table.table_id] = _Runtime(table)

    def _save(self, rt: _Runtime) -> None:
        if self.data_dir is None:
            return
        path = self.data_dir / "tables" / f"{rt.table.table_id}.json"
        try:
            files.write_json(path, rt.table.to_json())
        except OSError as exc:  # a full disk must not stop the play; it is logged
            log.error("cannot save table %s: %s", rt.table.table_id, exc)

    # --- connections --------------------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        conn = _Connection(ws, self.limits)
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
                    self._dispatch(conn, msg)
                except ProtocolError as exc:
                    conn.send(exc.to_message())
                except Exception:  # a bug must cost one message, not the connection
                    log.exception("message from a client failed")
                    conn.send(error("internal", "The server failed on this message."))
        except ConnectionClosed:
            pass
        finally:
            self._dropped(conn)
            if not conn.writer.done():
                conn.queue.put_nowait((_CLOSE, 1000, ""))
                with contextlib.suppress(TimeoutError, ConnectionClosed):
                    await asyncio.wait_for(conn.writer, 5)
                conn.writer.cancel()

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
            if conn.runtime is not None:
                raise ProtocolError("already_joined", "This connection has a seat already.")
            self._join(conn, msg)
            return
        rt, seat = conn.runtime, conn.seat
        if rt is None or seat is None:
            raise ProtocolError("not_joined", "Join a table first.", ref=ref)
        table = rt.table
        if kind == "act":
            outs = table.act(seat, msg["action"], ref)
            conn.send(message("accepted", ref=ref))
            self._changed(rt, outs)
        elif kind == "next_deal":
            self._changed(rt, table.ready(seat))
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
            self._changed(rt, outs)

    def _join(self, conn: _Connection, msg: dict[str, Any]) -> None:
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
            conn.failed_joins += 1
            code = "bad_code" if msg["type"] == "join" else "bad_token"
            words = "invitation code" if code == "bad_code" else "seat token"
            conn.send(error(code, f"No table knows this {words}."))
            if conn.failed_joins >= self.limits.max_failed_joins:
                conn.close(CLOSE_REFUSED, "too many wrong codes")
            return
        rt, seat = found
        table = rt.table
        if msg["type"] == "join":
            token = table.take_seat(seat, msg.get("name", ""), msg.get("language", "en"))
        else:
            token = msg["token"]
            old = rt.conns.get(seat)
            if old is not None and old is not conn:
                old.runtime = None
                old.close(CLOSE_REPLACED, "the seat connected again elsewhere")
        conn.runtime, conn.seat = rt, seat
        rt.conns[seat] = conn
        self._cancel_timer(rt, seat)
        outs = table.connect(seat)
        conn.send(table.welcome(seat, token))
        self._changed(rt, outs)

    def _dropped(self, conn: _Connection) -> None:
        rt, seat = conn.runtime, conn.seat
        conn.runtime = None
        if rt is None or seat is None or rt.conns.get(seat) is not conn:
            return
        del rt.conns[seat]
        self._deliver(rt, rt.table.disconnect(seat))
        self._start_timer(rt, seat)

    # --- changes, bots, timers ---------------------------------------------------------------

    def _deliver(self, rt: _Runtime, outs: list[Out]) -> None:
        for seat, msg in outs:
            conn = rt.conns.get(seat)
            if conn is not None:
                conn.send(msg)

    def _changed(self, rt: _Runtime, outs: list[Out]) -> None:
        self._deliver(rt, outs)
        self._save(rt)
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
            self._changed(rt, rt.table.stand_in(seat))

    def _schedule(self, rt: _Runtime) -> None:
        """Start the bot of the seat to move, if a bot is to move and none is thinking."""
        if rt.bot_task is not None or self._loop is None:
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
            if table.version == version and table.bot_turn() == (seat, level):
                outs = table.bot_move(seat, action)
                self._deliver(rt, outs)
                self._save(rt)
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
        if conn.hinting:
            raise ProtocolError("busy", "The coach is still thinking about your last question.")
        state = rt.table.hint_state(seat)
        version = rt.table.version
        conn.hinting = True
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
            conn.hinting = False

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
