"""The table server's measures for issue 42 (run with ``nice``; loopback only; each bounded).

    python scripts/bench_net_server.py latency --tables 50 --dir /var/tmp/x   # a real disk
    python scripts/bench_net_server.py latency --tables 50 --dir /dev/shm/x   # tmpfs
    python scripts/bench_net_server.py idle --connections 300
    python scripts/bench_net_server.py slow --seconds 60
    python scripts/bench_net_server.py guesses --seconds 60
    python scripts/bench_net_server.py kills --count 30 --mount /mnt/tiny   # root: a tiny tmpfs
    python scripts/bench_net_server.py bytes

Every measure runs the server in a process of its own (``serve``: a ``TableServer`` with the
limits given), so its resident memory and CPU are its own. Why a script and not a test:
figures depend on the machine (and on what else runs on it); the tests assert behaviour.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import errno
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import websockets

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from netplay import seatbot  # noqa: E402
from netplay.client import SeatClient  # noqa: E402
from netplay.protocol import VERSION, Limits  # noqa: E402
from netplay.server import TableServer  # noqa: E402
from netplay.table import SeatSpec  # noqa: E402

PERSON_AND_BOTS = "scharwenzel:4:person,bot:random,bot:random,bot:random"


# --- the server process ----------------------------------------------------------------------


def serve(args: argparse.Namespace) -> None:
    """Run a TableServer with the given tables; print the port, the codes (JSON), then wait."""
    known = {f.name for f in dataclasses.fields(Limits)}  # an older tree knows fewer limits
    limits = Limits(**{k: v for k, v in json.loads(args.limits).items() if k in known})
    tables = json.loads(args.tables)

    async def run() -> None:
        server = TableServer(
            host="127.0.0.1", port=0, data_dir=Path(args.dir) if args.dir else None, limits=limits
        )
        await server.start()
        made = []
        existing = [
            {"id": tid, "codes": {}} for tid in server.tables
        ]  # resumed tables keep their seats
        for game, players, options, seats in tables:
            specs = [SeatSpec(*s) for s in seats]
            info = server.create_table(game, players, options, specs)
            made.append({"id": info.table_id, "codes": info.codes})
        print(json.dumps({"port": server.port, "tables": existing + made}), flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGTERM, stop.set)
        await stop.wait()
        await server.stop()

    asyncio.run(run())


class Server:
    """A ``serve`` subprocess."""

    def __init__(
        self,
        limits: Limits | dict[str, Any] | None = None,
        tables: list[Any] | None = None,
        data_dir: str | None = None,
    ) -> None:
        fields = dataclasses.asdict(limits) if isinstance(limits, Limits) else (limits or {})
        fields = {k: v for k, v in fields.items() if v != getattr(Limits, k, None)}
        cmd = [sys.executable, __file__, "serve", "--limits", json.dumps(fields)]
        cmd += ["--tables", json.dumps(tables or [])]
        if data_dir:
            cmd += ["--dir", data_dir]
        self.proc = subprocess.Popen(
            cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the server did not start")
        started = json.loads(line)
        self.port: int = started["port"]
        self.tables: list[dict[str, Any]] = started["tables"]
        self.url = f"ws://127.0.0.1:{self.port}/"

    def rss_kib(self) -> int:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def cpu_s(self) -> float:
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(30)

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(30)


def _table(game: str, players: int, options: dict[str, Any], seats: str) -> list[Any]:
    kinds = [tuple(w.split(":")) if ":" in w else (w,) for w in seats.split(",")]
    return [game, players, options, kinds]


# --- acknowledgement latency -------------------------------------------------------------------


async def _acting_seat(url: str, code: str, until: float, lat: list[float], seed: int) -> None:
    """A person seat that moves at once on each turn and notes act → accepted, in ms."""
    client = SeatClient(url, code=code, name="bench")
    rng = random.Random(seed)
    await client.connect()
    sent: dict[int, float] = {}
    ref = 0
    with contextlib.suppress(Exception):
        async for msg in client.messages():
            kind = msg.get("type")
            if kind == "accepted" and msg.get("ref") in sent:
                lat.append((time.perf_counter() - sent.pop(msg["ref"])) * 1000)
            if time.perf_counter() > until:
                break
            if msg.get("legal") and kind in ("welcome", "update"):
                ref += 1
                sent[ref] = time.perf_counter()
                action = rng.choice(msg["legal"])
                await client.send({"type": "act", "action": action, "ref": ref})
            elif kind == "deal_over" and not msg.get("is_over"):
                await client.send({"type": "next_deal"})
            elif kind == "deal_over":
                break
    await client.close()


def latency(args: argparse.Namespace) -> dict[str, Any]:
    folder = Path(args.dir)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    # every seat joins from 127.0.0.1 at once: the per-address cap is lifted for the measure
    limits = {
        "rate_per_second": 1e6,
        "rate_burst": 1_000_000,
        "stand_in_after": 600.0,
        "max_unjoined_per_address": 10_000,
    }
    game = _table("scharwenzel", 4, {"match_target": 3}, PERSON_AND_BOTS.split(":", 2)[2])
    server = Server(limits, [game] * args.tables, str(folder))
    try:
        lat: list[float] = []
        until = time.perf_counter() + args.seconds

        async def run() -> None:
            await asyncio.gather(
                *(
                    _acting_seat(server.url, t["codes"]["0"], until, lat, i)
                    for i, t in enumerate(server.tables)
                )
            )

        cpu = server.cpu_s()
        asyncio.run(run())
        cpu = server.cpu_s() - cpu
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)
    lat.sort()
    return {
        "tables": args.tables,
        "dir": str(folder.parent),
        "moves acknowledged": len(lat),
        "median ms": round(statistics.median(lat), 1) if lat else None,
        "p99 ms": round(lat[int(0.99 * (len(lat) - 1))], 1) if lat else None,
        "server CPU s": round(cpu, 1),
    }


# --- memory under idle connections and under a reader that never reads ---------------------------


def idle(args: argparse.Namespace) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for label, limits in (
        ("defaults (16 per address, 10 s)", Limits()),
        (
            "no per-address cap, no timeout",
            Limits(max_unjoined_per_address=10**6, join_timeout=1e6),
        ),
    ):
        server = Server(limits)
        try:
            before = server.rss_kib()

            async def run(server: Server) -> tuple[int, int]:
                conns = []
                for _ in range(args.connections):
                    with contextlib.suppress(Exception):
                        conns.append(await websockets.connect(server.url))
                await asyncio.sleep(1.0)  # the server settles (a measure, not a test)
                open_now = 0
                for ws in conns:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(ws.ping(), 2)
                        open_now += 1
                rss = server.rss_kib()
                for ws in conns:
                    with contextlib.suppress(Exception):
                        await ws.close()
                return open_now, rss

            open_now, rss = asyncio.run(run(server))
        finally:
            server.stop()
        out[label] = {
            "connections tried": args.connections,
            "still open after 1 s": open_now,
            "RSS before KiB": before,
            "RSS with them KiB": rss,
            "KiB per open connection": round((rss - before) / max(open_now, 1), 1),
        }
    return out


def slow(args: argparse.Namespace) -> dict[str, Any]:
    """A seat that plays its first deal, then never reads again and asks for that deal's review
    (a big answer) 20 times a second; the server's RSS over ``seconds``."""
    limits = Limits(review_samples=4, stand_in_after=600.0)
    server = Server(limits, [_table("kaschlan", 2, {"match_games": 3}, "person,bot:random")])
    samples: list[tuple[float, int]] = []
    try:
        code = server.tables[0]["codes"]["0"]

        async def run() -> tuple[int | None, int]:
            client = SeatClient(server.url, code=code, name="slow")
            await client.connect()
            rng = random.Random(1)
            async for msg in client.messages():
                if msg.get("legal"):
                    action = rng.choice(msg["legal"])
                    await client.send({"type": "act", "action": action})
                if msg.get("type") == "deal_over":
                    break
            # from now on nothing is read: the answers pile up at the server
            start = time.perf_counter()
            sent = 0
            with contextlib.suppress(Exception):
                while time.perf_counter() - start < args.seconds:
                    await client.send({"type": "review", "deal": 0, "ref": sent})
                    sent += 1
                    samples.append((time.perf_counter() - start, server.rss_kib()))
                    await asyncio.sleep(0.05)
            return client.close_code, sent

        before = server.rss_kib()
        code_at_end, sent = asyncio.run(run())
    finally:
        server.stop()
    return {
        "seconds": args.seconds,
        "review requests sent": sent,
        "RSS before KiB": before,
        "RSS highest KiB": max(r for _, r in samples) if samples else None,
        "RSS at end KiB": samples[-1][1] if samples else None,
        "closed with": code_at_end,
    }


# --- guessing codes from one address -----------------------------------------------------------


def guesses(args: argparse.Namespace) -> dict[str, Any]:
    server = Server(Limits(), [_table("kaschlan", 2, {"match_games": 1}, "person,person")])
    answered = 0
    refused_connections = 0
    try:

        async def guesser(until: float) -> None:
            nonlocal answered, refused_connections
            while time.perf_counter() < until:
                try:
                    ws = await websockets.connect(server.url)
                    code = "".join(random.choice("ACDEFGHJKMNPQRTUVWXY34679") for _ in range(8))
                    await ws.send(json.dumps({"v": VERSION, "type": "join", "code": code}))
                    left = until - time.perf_counter()
                    reply = json.loads(await asyncio.wait_for(ws.recv(), max(left, 0.01)))
                    if reply.get("code") == "bad_code":
                        answered += 1
                    await ws.close()
                except (TimeoutError, websockets.ConnectionClosed, OSError):
                    refused_connections += 1

        async def run() -> None:
            until = time.perf_counter() + args.seconds
            await asyncio.gather(*(guesser(until) for _ in range(args.parallel)))

        asyncio.run(run())
    finally:
        server.stop()
    return {
        "seconds": args.seconds,
        "parallel connections": args.parallel,
        "wrong codes answered": answered,
        "per minute": round(answered * 60 / args.seconds, 1),
        "connections refused or cut": refused_connections,
    }


# --- kills during a full disk ---------------------------------------------------------------


def _fill(folder: Path) -> Path:
    """Fill the filesystem of ``folder``; the filler file."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    block = b"\0" * 65536
    try:
        while True:
            try:
                os.write(fd, block)
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                break
    finally:
        os.close(fd)
    return filler


def kills(args: argparse.Namespace) -> dict[str, Any]:
    mount = Path(args.mount)
    mount.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)], check=True)
    rng = random.Random(42)
    acknowledged: list[str] = []
    lost_total = 0
    acknowledged_total = 0
    done_before = 0
    over: list[int] = []
    paused_seen = 0
    token: str | None = None
    table_id: str | None = None
    limits = {
        "rate_per_second": 1e6,
        "rate_burst": 1_000_000,
        "stand_in_after": 600.0,
        "save_retry": 0.05,
    }
    try:
        data = mount / "data"
        for round_no in range(args.count):
            first = token is None
            tables = [_table("tausendundeins", 2, {"target": 1000}, "person,bot:random")]
            server = Server(limits, tables if first else [], str(data))
            if first:
                table_id = server.tables[-1]["id"]
            filler: Path | None = None

            async def run(server: Server, first: bool, round_no: int) -> None:
                nonlocal token, filler, paused_seen
                kwargs = {"code": server.tables[-1]["codes"]["0"]} if first else {"token": token}
                client = SeatClient(server.url, name="k", **kwargs)
                await client.connect()
                sent: dict[int, str] = {}
                ref = 1000 * round_no

                async def fill_then_kill(server: Server) -> None:
                    nonlocal filler
                    await asyncio.sleep(rng.uniform(0.05, 0.4))
                    filler = _fill(mount)  # from now on every save fails
                    if args.verbose:
                        print(f"round {round_no}: full, {len(acknowledged)} acks", file=sys.stderr)
                    await asyncio.sleep(rng.uniform(0.0, 0.6))
                    if args.verbose:
                        print(f"round {round_no}: kill, {len(acknowledged)} acks", file=sys.stderr)
                    os.kill(server.proc.pid, signal.SIGKILL)

                chaos = asyncio.ensure_future(fill_then_kill(server))
                async for msg in client.messages():
                    kind = msg.get("type")
                    if kind == "welcome":
                        token = msg["token"]
                        over_now = msg.get("deal_over")
                        if over_now and not over_now["is_over"]:
                            await client.send({"type": "next_deal"})  # it came back between deals
                    if kind == "accepted" and msg.get("ref") in sent:
                        acknowledged.append(sent.pop(msg["ref"]))
                    if kind == "paused":
                        paused_seen += 1
                    if args.verbose and kind in ("paused", "resumed", "error"):
                        print(f"round {round_no}: {kind} {msg.get('code')}", file=sys.stderr)
                    if msg.get("legal") and kind in ("welcome", "update"):
                        ref += 1
                        sent[ref] = msg["legal"][0]
                        await client.send({"type": "act", "action": sent[ref], "ref": ref})
                    elif kind == "deal_over" and not msg.get("is_over"):
                        await client.send({"type": "next_deal"})
                    elif kind == "deal_over":
                        over.append(round_no)  # the next round opens a new table
                await chaos
                await client.close()

            with contextlib.suppress(TimeoutError, OSError):
                asyncio.run(asyncio.wait_for(run(server, first, round_no), 30))
            if server.proc.poll() is None:
                os.kill(server.proc.pid, signal.SIGKILL)
            server.proc.wait(30)
            (mount / "filler").unlink(missing_ok=True)  # room again for the restart
            save = json.loads((data / "tables" / f"{table_id}.json").read_text())["save"]
            mine = [text for seat, text in engine.load(json.dumps(save)).history if seat == 0]
            kept = 0
            while kept < min(len(mine), len(acknowledged)) and mine[kept] == acknowledged[kept]:
                kept += 1
            lost_total += len(acknowledged) - kept
            acknowledged_total += len(acknowledged) - done_before
            acknowledged[:] = mine  # the seat's moves on disk, acknowledged or not
            done_before = len(acknowledged)
            if over:
                over.clear()
                token = None
                acknowledged.clear()
                done_before = 0
    finally:
        subprocess.run(["umount", str(mount)], check=False)
    return {
        "kills": args.count,
        "moves acknowledged over all rounds": acknowledged_total,
        "paused messages seen": paused_seen,
        "acknowledged moves lost": lost_total,
    }


# --- bytes per deal, version 1 and version 2 ---------------------------------------------------


def bytes_per_deal(args: argparse.Namespace) -> dict[str, Any]:
    limits = Limits(rate_per_second=1e6, rate_burst=1_000_000)

    async def run() -> list[seatbot.SeatLog]:
        server = TableServer(limits=limits)
        await server.start()
        try:
            info = server.create_table(
                "kaschlan", 2, {"match_games": 5}, [SeatSpec("person")] * 2, seed=args.seed
            )
            url = f"ws://127.0.0.1:{server.port}/"
            seats = [seatbot.BotSeat("random", seed=s) for s in range(2)]
            return list(
                await asyncio.gather(
                    *(
                        seatbot.play(url, code=info.codes[s], seat=seats[s], keep_raw=True)
                        for s in range(2)
                    )
                )
            )
        finally:
            await server.stop()

    logs = asyncio.run(run())
    out: dict[str, Any] = {}
    for seat, log in enumerate(logs):
        v2: dict[int, int] = {}
        v1: dict[int, int] = {}
        deal = None
        for size, whole in zip(log.raw_sizes, log.received, strict=True):
            obs = whole.get("observation")
            if obs is not None:
                deal = obs["deal_no"]
            if deal is None:
                continue
            v2[deal] = v2.get(deal, 0) + size
            as_v1 = dict(whole, v=1)
            v1[deal] = v1.get(deal, 0) + len(
                json.dumps(as_v1, separators=(",", ":"), ensure_ascii=False).encode()
            )
        out[f"seat {seat}"] = {
            f"deal {d + 1}": {"v1 bytes": v1[d], "v2 bytes": v2[d]} for d in sorted(v2)
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("serve")
    p.add_argument("--limits", default="{}")
    p.add_argument("--tables", default="[]")
    p.add_argument("--dir")
    p = sub.add_parser("latency")
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--dir", required=True)
    p.add_argument("--seconds", type=float, default=20.0)
    p = sub.add_parser("idle")
    p.add_argument("--connections", type=int, default=300)
    p = sub.add_parser("slow")
    p.add_argument("--seconds", type=float, default=60.0)
    p = sub.add_parser("guesses")
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--parallel", type=int, default=16)
    p = sub.add_parser("kills")
    p.add_argument("--count", type=int, default=30)
    p.add_argument("--mount", default="/mnt/kartentisch-full")
    p.add_argument("--verbose", action="store_true")
    p = sub.add_parser("bytes")
    p.add_argument("--seed", type=int, default=2007)
    args = parser.parse_args(argv)
    if args.what == "serve":
        serve(args)
        return 0
    measure = {
        "latency": latency,
        "idle": idle,
        "slow": slow,
        "guesses": guesses,
        "kills": kills,
        "bytes": bytes_per_deal,
    }[args.what]
    print(json.dumps(measure(args), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
