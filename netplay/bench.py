"""``python -m netplay.bench``: the network table's measures (run it with ``nice``).

- ``roundtrip``: a remote seat's action → the server's ``accepted`` (and → its ``update``),
  over loopback, median and worst in ms;
- ``traffic``: bytes and messages per deal per seat for each game, and the leak check's
  message count (every message of every seat checked against its observations);
- ``tables``: a ``kartentisch-server`` process with N tables of terminal bot seats (the seats
  in this process): the server's CPU seconds and resident memory per table.

Why a script and not a test: timings depend on the machine; tests assert behaviour only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path
from typing import Any

import engine
from netplay import seatbot
from netplay.cardscan import leaks
from netplay.client import SeatClient
from netplay.protocol import Limits
from netplay.server import TableServer
from netplay.table import SeatSpec

#: A short match of each game at its usual table size (the traffic and table measures),
#: as each game's spec gives it.
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    (spec.id, spec.default_players or spec.players[0], dict(spec.short_match))
    for spec in map(engine.game, engine.GAMES)
]
#: Bots that move at once and no rate limit, so the measure is the server's own time.
BENCH_LIMITS = Limits(rate_per_second=1e6, rate_burst=1_000_000, stand_in_after=60.0)


# --- round trip -------------------------------------------------------------------------------


async def roundtrip(moves: int) -> dict[str, float]:
    """Median and worst ms from sending ``act`` to its ``accepted`` and to the seat's
    ``update``, over ``moves`` moves of seat 0 against a server bot (1001, two players)."""
    accepted: list[float] = []
    updated: list[float] = []
    server = TableServer(limits=BENCH_LIMITS)
    await server.start()
    try:
        while len(accepted) < moves:
            info = server.create_table(
                "tausendundeins",
                2,
                {"target": 500},
                [SeatSpec("person"), SeatSpec("bot", "random")],
            )
            client = SeatClient(f"ws://127.0.0.1:{server.port}/", code=info.codes[0])
            await client.connect()
            seat = seatbot.BotSeat("random", seed=len(accepted))
            sent_at: float | None = None
            async for msg in client.messages():
                kind = msg["type"]
                now = time.perf_counter()
                if kind == "welcome":
                    seat.game = msg["table"]["game"]
                if kind == "accepted" and sent_at is not None:
                    accepted.append((now - sent_at) * 1000)
                if kind == "update" and sent_at is not None:
                    updated.append((now - sent_at) * 1000)
                    sent_at = None
                    if len(accepted) >= moves:
                        break
                if kind in ("welcome", "update") and msg["legal"]:
                    action = seat.choose(msg["observation"], msg["legal"])
                    sent_at = time.perf_counter()
                    await client.send({"type": "act", "action": action})
                elif kind == "deal_over":
                    if msg["is_over"]:
                        break
                    await client.send({"type": "next_deal"})
            await client.close()
    finally:
        await server.stop()
    return {
        "moves": len(accepted),
        "accepted_median_ms": round(statistics.median(accepted), 2),
        "accepted_worst_ms": round(max(accepted), 2),
        "update_median_ms": round(statistics.median(updated), 2),
        "update_worst_ms": round(max(updated), 2),
    }


# --- traffic and leaks ---------------------------------------------------------------------------


async def traffic(matches: int) -> list[dict[str, Any]]:
    """Per game: bytes and messages per deal per seat, and the messages the leak check read."""
    rows = []
    server = TableServer(limits=BENCH_LIMITS)
    await server.start()
    try:
        for game, players, options in GAMES:
            size = wire = count = deals = checked = leaked = 0
            for m in range(matches):
                info = server.create_table(game, players, options, [SeatSpec("person")] * players)
                url = f"ws://127.0.0.1:{server.port}/"
                logs = await asyncio.gather(
                    *(
                        seatbot.play(url, code=info.codes[s], level="random", seed=m * 10 + s)
                        for s in range(players)
                    )
                )
                for log in logs:
                    size += log.received_bytes
                    wire += deflated(log.received)
                    count += len(log.received)
                    deals += log.deals
                    checked += len(log.received)
                    leaked += len(leaks(log.received))
            rows.append(
                {
                    "game": game,
                    "players": players,
                    "deals": deals // players,
                    "bytes_per_deal_per_seat": round(size / deals),
                    "deflated_bytes_per_deal_per_seat": round(wire / deals),
                    "messages_per_deal_per_seat": round(count / deals, 1),
                    "leak_check_messages": checked,
                    "leaks": leaked,
                }
            )
    finally:
        await server.stop()
    return rows


def deflated(messages: list[dict[str, Any]]) -> int:
    """About what permessage-deflate (on by default in websockets, with context takeover)
    puts on the wire for these messages: one deflate stream, flushed after each message."""
    stream = zlib.compressobj(6, zlib.DEFLATED, -15)
    total = 0
    for msg in messages:
        text = json.dumps(msg, separators=(",", ":"), ensure_ascii=False).encode()
        total += len(stream.compress(text)) + len(stream.flush(zlib.Z_SYNC_FLUSH)) - 4
    return total


# --- many tables --------------------------------------------------------------------------------


def _proc(pid: int) -> tuple[float, int, int]:
    """(CPU seconds, resident kB now, peak resident kB) of a process (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    rss = peak = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1])
        elif line.startswith("VmHWM:"):
            peak = int(line.split()[1])
    return cpu, rss, peak


def serve_tables(count: int, data_dir: str) -> None:
    """The server side of ``tables`` (a child process): ``count`` tables, codes on stdout."""

    async def run() -> None:
        server = TableServer(data_dir=Path(data_dir), limits=BENCH_LIMITS)
        await server.start()
        tables = []
        for i in range(count):
            game, players, options = GAMES[i % len(GAMES)]
            info = server.create_table(game, players, options, [SeatSpec("person")] * players)
            tables.append({"game": game, "codes": [info.codes[s] for s in range(players)]})
        print(json.dumps({"port": server.port, "tables": tables}), flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
        await server.stop()

    asyncio.run(run())


async def _play_tables(port: int, tables: list[dict[str, Any]]) -> int:
    url = f"ws://127.0.0.1:{port}/"
    plays = [
        seatbot.play(url, code=code, level="random", seed=t * 10 + s)
        for t, table in enumerate(tables)
        for s, code in enumerate(table["codes"])
    ]
    logs = await asyncio.gather(*plays)
    return sum(1 for log in logs if log.totals is not None)


def many_tables(count: int) -> dict[str, Any]:
    """A server process with ``count`` tables played to their ends by terminal bot seats."""
    with tempfile.TemporaryDirectory() as folder:
        idle = subprocess.Popen(
            [sys.executable, "-m", "netplay.bench", "serve", "0", folder + "/idle"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert idle.stdout is not None and idle.stdin is not None
        idle.stdout.readline()
        _cpu, idle_rss, _peak = _proc(idle.pid)
        idle.stdin.close()
        idle.wait(30)
        child = subprocess.Popen(
            [sys.executable, "-m", "netplay.bench", "serve", str(count), folder + "/busy"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None and child.stdin is not None
        setup = json.loads(child.stdout.readline())
        cpu0, rss0, _ = _proc(child.pid)
        started = time.perf_counter()
        finished = asyncio.run(_play_tables(setup["port"], setup["tables"]))
        wall = time.perf_counter() - started
        cpu1, rss1, peak = _proc(child.pid)
        child.stdin.close()
        child.wait(60)
    return {
        "tables": count,
        "seats_finished": finished,
        "wall_s": round(wall, 1),
        "server_cpu_s": round(cpu1 - cpu0, 2),
        "server_cpu_s_per_table": round((cpu1 - cpu0) / count, 3),
        "server_rss_idle_mb": round(idle_rss / 1024, 1),
        "server_rss_tables_set_up_mb": round(rss0 / 1024, 1),
        "server_rss_peak_mb": round(peak / 1024, 1),
        "server_rss_per_table_kb": round((peak - idle_rss) / count),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m netplay.bench", description=__doc__)
    sub = parser.add_subparsers(dest="what", required=True)
    rt = sub.add_parser("roundtrip")
    rt.add_argument("--moves", type=int, default=500)
    tr = sub.add_parser("traffic")
    tr.add_argument("--matches", type=int, default=3)
    tb = sub.add_parser("tables")
    tb.add_argument("--count", type=int, default=50)
    serve = sub.add_parser("serve")  # the child process of ``tables``
    serve.add_argument("count", type=int)
    serve.add_argument("data_dir")
    args = parser.parse_args(argv)
    if args.what == "serve":
        serve_tables(args.count, args.data_dir)
        return 0
    if args.what == "roundtrip":
        result: Any = asyncio.run(roundtrip(args.moves))
    elif args.what == "traffic":
        result = asyncio.run(traffic(args.matches))
    else:
        result = many_tables(args.count)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
