"""Limits per address, not per connection: unjoined connections time out and are capped per
address, wrong codes are counted per address with a growing delay, codes expire and belong to
one table, hints are one at a time per seat, and a slow reader is capped in bytes."""

import asyncio
import dataclasses
import functools
import json
import math
import secrets
import threading

import websockets

from netplay import server as server_module
from netplay.client import SeatClient, run_seat
from netplay.gate import AddressGate, address_key
from netplay.protocol import (
    CLOSE_REFUSED,
    REFUSED_TOO_MANY,
    REFUSED_TOO_MANY_TEXT,
    VERSION,
    Limits,
    SeatEnd,
    message,
)
from netplay.table import SeatSpec, Table
from tests.netplay.netkit import FAST, Probe, serving, url_of

TWO = [SeatSpec("person"), SeatSpec("person")]


async def _closed_code(ws, timeout=10.0):
    """The close code of a connection that sends nothing and only waits to be closed."""
    try:
        await asyncio.wait_for(ws.recv(), timeout)
    except websockets.ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else None
    return "open"


def test_a_connection_that_does_not_join_in_time_is_closed():
    async def run():
        async with serving(limits=dataclasses.replace(FAST, join_timeout=0.1)) as server:
            ws = await websockets.connect(url_of(server))
            return await _closed_code(ws)

    assert asyncio.run(run()) == CLOSE_REFUSED


def test_unjoined_connections_are_capped_per_address_and_a_seat_frees_a_place():
    async def run():
        limits = dataclasses.replace(FAST, max_unjoined_per_address=3)
        async with serving(limits=limits) as server:
            info = server.create_table("kaschlan", 2, {"match_games": 1}, TWO)
            url = url_of(server)
            idle = [await websockets.connect(url) for _ in range(2)]
            seat = await Probe.open(url, code=info.codes[0])  # the third, joins
            await seat.wait_type("welcome")
            idle.append(await websockets.connect(url))  # the place the seat freed
            handled = []
            admit = server.gate.admit

            def admitted(address):  # asked of every connection that got a WebSocket
                handled.append(address)
                return admit(address)

            server.gate.admit = admitted
            try:
                await websockets.connect(url, open_timeout=5)
                refused = None
            except websockets.InvalidStatus as exc:
                refused = exc.response
            unjoined = server.gate.unjoined("127.0.0.1")
            for ws in idle:
                await ws.close()
            await seat.close()
            return refused, unjoined, handled

    refused, unjoined, handled = asyncio.run(run())
    # Refused before the handshake completes, with the reason: no WebSocket was opened for it
    # (nothing to read from it, no join timer), and it holds no place of the address's three.
    assert refused is not None and refused.status_code == REFUSED_TOO_MANY
    assert refused.body.decode().strip() == REFUSED_TOO_MANY_TEXT
    assert refused.headers["Retry-After"] == str(math.ceil(FAST.join_timeout))
    assert handled == []
    assert unjoined == 3


def test_handshakes_at_the_same_moment_over_the_cap_are_closed_with_the_reason():
    """The check before the handshake counts nothing, so handshakes of one address at the
    same moment may all pass it: the count after them closes the ones over the cap, with
    the same reason, which the client reports as the same refusal."""

    async def run():
        limits = dataclasses.replace(FAST, max_unjoined_per_address=1)
        async with serving(limits=limits) as server:
            url = url_of(server)
            server.gate.full = lambda _address: False  # as if both passed it at once
            first = await websockets.connect(url)
            client = SeatClient(url, code="ABCD")
            end = await run_seat(client, _ignore, delays=())
            await first.close()
            return end

    end = asyncio.run(run())
    assert end == SeatEnd(f"refused: {REFUSED_TOO_MANY_TEXT}", REFUSED_TOO_MANY)


async def raw_handshake(port):
    """A bare socket that sends a WebSocket opening handshake and nothing after it (a client
    that will never answer a closing handshake): its reader and writer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        b"Sec-WebSocket-Version: 13\r\n\r\n"
    )
    await writer.drain()
    return reader, writer


def test_a_hostile_client_over_the_cap_gets_no_websocket_to_hold_open():
    """A raw client that sends its handshake and then answers nothing: over the cap it gets
    the refusal and the server ends the connection by itself (it had a WebSocket whose
    closing handshake it waited out: measured 10 to 20 s each)."""

    async def run():
        limits = dataclasses.replace(FAST, max_unjoined_per_address=1)
        async with serving(limits=limits) as server:
            idle = await websockets.connect(url_of(server))
            reader, writer = await raw_handshake(server.port)
            # Everything until the server closes the connection; the client sends nothing more.
            answer = await asyncio.wait_for(reader.read(), 30)
            writer.close()
            await idle.close()
            return answer

    head, _, body = asyncio.run(run()).partition(b"\r\n\r\n")
    assert head.split(b"\r\n")[0] == b"HTTP/1.1 429 Too Many Requests"
    assert body.decode().strip() == REFUSED_TOO_MANY_TEXT  # no WebSocket frame follows


def test_a_same_moment_handshake_over_the_cap_is_ended_without_waiting_for_its_answer(
    monkeypatch,
):
    """The fallback for handshakes of one address at the same moment (they all passed the
    check before the handshake): the one over the cap gets the close frame with the reason,
    then the server ends the connection itself. It waited for the closing handshake, which a
    client that never answers drew out to websockets' close timeout (10 s, then as long
    again for the TCP close: measured 10 to 20 s per connection held). Here the server's
    close timeout is an hour, so a server that waits for the answer holds the connection
    past the test's 30 s."""
    patient = functools.partial(server_module.serve, close_timeout=3600)
    monkeypatch.setattr(server_module, "serve", patient)

    async def run():
        limits = dataclasses.replace(FAST, max_unjoined_per_address=1)
        async with serving(limits=limits) as server:
            server.gate.full = lambda _address: False  # as if both passed it at once
            idle = await websockets.connect(url_of(server))
            reader, writer = await raw_handshake(server.port)
            try:
                # Everything until the server ends the connection; the client answers nothing.
                answer = await asyncio.wait_for(reader.read(), 30)
                return answer, server.gate.unjoined("127.0.0.1")
            finally:
                writer.close()  # (a server still waiting for the answer then gives up too)
                await idle.close()

    answer, unjoined = asyncio.run(run())
    head, _, frames = answer.partition(b"\r\n\r\n")
    assert head.split(b"\r\n")[0] == b"HTTP/1.1 101 Switching Protocols"
    # One close frame (unmasked, from the server): 1008 and the reason, and nothing after it.
    reason = REFUSED_TOO_MANY_TEXT.encode()
    assert frames == bytes([0x88, 2 + len(reason)]) + CLOSE_REFUSED.to_bytes(2, "big") + reason
    assert unjoined == 1  # the idle connection's place only


async def _ignore(_client, _msg) -> None:
    return None


def test_a_client_over_the_cap_is_told_why_at_once():
    async def run():
        limits = dataclasses.replace(FAST, max_unjoined_per_address=2)
        async with serving(limits=limits) as server:
            url = url_of(server)
            idle = [await websockets.connect(url) for _ in range(2)]
            refusals = []
            full = server.gate.full

            def refuse(address):
                answer = full(address)
                refusals.append(answer)
                return answer

            server.gate.full = refuse
            end = await run_seat(SeatClient(url, code="ABCD"), _ignore)
            for ws in idle:
                await ws.close()
            return end, refusals

    end, refusals = asyncio.run(run())
    assert end == SeatEnd(f"refused: {REFUSED_TOO_MANY_TEXT}", REFUSED_TOO_MANY)
    assert refusals == [True]  # told at once, not after the reconnection's seven tries


def test_wrong_codes_from_new_connections_are_counted_per_address_with_a_growing_delay():
    async def run():
        limits = dataclasses.replace(FAST, free_guesses=2, guess_delay=1.0, max_guess_delay=4.0)
        async with serving(limits=limits) as server:
            pauses = []

            async def pause(seconds):  # the delay noted instead of waited
                pauses.append(seconds)

            server._sleep = pause
            info = server.create_table("kaschlan", 2, {"match_games": 1}, TWO)
            url = url_of(server)
            answers = []
            for _ in range(6):  # a new connection for every guess
                probe = await Probe.open(url, code="AAAA-AAAA")
                answers.append((await probe.wait_type("error"))["code"])
                await probe.close()
            good = await Probe.open(url, code=info.codes[0])
            welcome = await good.wait_type("welcome")
            await good.close()
            return pauses, answers, welcome

    pauses, answers, welcome = asyncio.run(run())
    assert answers == ["bad_code"] * 6
    assert pauses == [1.0, 2.0, 4.0, 4.0]  # two free, then doubling up to the cap
    assert welcome["seat"] == 0  # the right code still seats its person


def test_the_guess_window_slides():
    now = [0.0]
    gate = AddressGate(Limits(free_guesses=1, guess_window=60.0, guess_delay=1.0), lambda: now[0])
    assert [gate.failed("a") for _ in range(4)] == [0.0, 1.0, 2.0, 4.0]
    assert gate.failed("b") == 0.0  # another address has its own count
    now[0] = 61.0
    assert gate.delay("a") == 0.0 and gate.failed("a") == 0.0
    gate.release("b")
    assert "b" not in gate._by_address  # forgotten once its window passed
    for i in range(50):
        gate.failed(f"10.0.0.{i}")
    now[0] = 200.0
    gate.sweep()
    assert list(gate._by_address) == []  # memory stays bounded however many addresses came


def test_codes_expire_end_with_the_match_and_belong_to_one_table():
    limits = Limits(code_ttl=60.0)
    table, info = Table.create("aa", "kaschlan", 2, {"match_games": 1}, TWO, limits=limits)
    made = table.seats[1].code_expires - 60.0  # when the code was made
    now = [made + 59.0]
    table.clock = lambda: now[0]
    other, _ = Table.create("bb", "kaschlan", 2, {"match_games": 1}, TWO, limits=limits)
    assert table.seat_of_code(info.codes[1]) == 1
    other.seats[1].code_hash = table.seats[1].code_hash  # the same stored hash elsewhere
    assert other.seat_of_code(info.codes[1]) is None
    now[0] = made + 60.0
    assert table.seat_of_code(info.codes[1]) is None  # expired
    now[0] = made
    assert table.seat_of_code(info.codes[1]) == 1
    while not table.state.is_over:
        table.state.apply(table.state.legal_actions()[0].text)
    assert table.seat_of_code(info.codes[1]) is None  # the match is over


def test_one_hint_at_a_time_per_seat_even_over_a_new_connection(monkeypatch):
    release = threading.Event()

    def slow_advice(state, seat, samples=None):
        release.wait(30)
        return {"action": state.legal_actions()[0].text, "analysis": None, "sentences": []}

    monkeypatch.setattr(server_module, "advise", slow_advice)

    async def run():
        async with serving() as server:
            info = server.create_table("kaschlan", 2, {"match_games": 1}, TWO, seed=3)
            url = url_of(server)
            seats = [await Probe.open(url, code=info.codes[s]) for s in range(2)]
            welcomes = [await p.wait_type("welcome") for p in seats]
            mover = 0 if welcomes[0]["legal"] else 1
            await seats[mover].client.send({"type": "hint", "ref": 1})
            again = await Probe.open(url, token=welcomes[mover]["token"])  # a new connection
            await again.wait_type("welcome")
            await again.client.send({"type": "hint", "ref": 2})
            answer = await again.wait_for(lambda m: m.get("ref") == 2)
            release.set()
            for p in (*seats, again):
                await p.close()
            return answer

    try:
        answer = asyncio.run(run())
    finally:
        release.set()
    assert answer["type"] == "error" and answer["code"] == "busy"


def test_a_reader_that_never_reads_is_closed_by_bytes_and_its_seat_stood_in():
    async def run():
        limits = dataclasses.replace(FAST, max_queued_bytes=256 * 1024, stand_in_after=0.0)
        async with serving(limits=limits) as server:
            info = server.create_table("kaschlan", 2, {"match_games": 1}, TWO)
            url = url_of(server)
            reader = await Probe.open(url, code=info.codes[1])
            await reader.wait_type("welcome")
            # a seat that never reads: a raw connection whose messages nobody takes
            silent = await websockets.connect(url, max_queue=1)
            await silent.send(json.dumps({"v": VERSION, "type": "join", "code": info.codes[0]}))
            rt = next(iter(server.tables.values()))
            for _ in range(2000):  # bounded: 2000 x 64 KiB is far more than any buffer
                if 0 in rt.conns:
                    break
                await asyncio.sleep(0)
            conn = rt.conns[0]
            big = message("pong", pad=secrets.token_urlsafe(49152))  # 64 KiB, incompressible
            most = 0
            for _ in range(2000):
                if conn.closing:
                    break
                mark = len(reader.received)
                server._deliver(rt, [(0, big), (1, big)])
                most = max(most, conn.queued_bytes)
                await reader.wait_type("pong", mark)  # the reading seat takes each one
            stood_in = await reader.wait_for(
                lambda m: m["type"] == "seats" and m["seats"][0]["stand_in"]
            )
            still_open = not reader.closed
            await reader.close()
            return conn.closing, most, stood_in, still_open

    closing, most, stood_in, still_open = asyncio.run(run())
    assert closing and most <= 256 * 1024
    assert stood_in["seats"][0]["stand_in"]
    assert still_open  # a reader that reads keeps its connection


def test_every_limit_is_documented_and_an_option_of_the_server():
    from pathlib import Path

    from netplay.server_main import LIMIT_OPTIONS

    doc = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text()
    as_options = {name: option for option, name, _, _ in LIMIT_OPTIONS}
    for field in dataclasses.fields(Limits):
        assert f"`Limits.{field.name}`" in doc, field.name
        assert field.name in as_options, field.name  # every limit is an option
    for option in as_options.values():
        assert f"`{option}`" in doc, option
    for name in (
        "join_timeout",
        "max_unjoined_per_address",
        "guess_window",
        "free_guesses",
        "guess_delay",
        "max_guess_delay",
        "code_ttl",
        "max_queued_bytes",
    ):
        assert name in as_options, name


def test_an_ipv6_subscriber_counts_as_one_address():
    assert address_key("2001:db8:1:2::1") == address_key("2001:db8:1:2:ffff::9")
    assert address_key("2001:db8:1:2::1") != address_key("2001:db8:1:3::1")
    assert address_key("::ffff:192.0.2.7") == address_key("192.0.2.7") == "192.0.2.7"
