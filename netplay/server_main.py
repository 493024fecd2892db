"""``kartentisch-server``: the headless table server for a machine that is always on.

Tables are saved under ``--data-dir`` after every change and resumed after a restart; their
seats come back with their tokens. ``--table`` opens a table at start and prints its codes.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from pathlib import Path

from netplay.protocol import LEVELS, Limits
from netplay.table import SeatSpec


def parse_table(text: str) -> tuple[str, int, list[SeatSpec]]:
    """``GAME:PLAYERS:SEATS`` (seats comma-separated: ``person`` or ``bot:LEVEL``) as a
    table's set-up; ValueError says what is wrong."""
    parts = text.split(":", 2)
    if len(parts) != 3:
        raise ValueError(f"{text!r}: write GAME:PLAYERS:SEATS, e.g. scharwenzel:4:person,bot:easy")
    game, players_text, seats_text = parts
    try:
        players = int(players_text)
    except ValueError:
        raise ValueError(f"{text!r}: the number of players is a whole number") from None
    seats: list[SeatSpec] = []
    for word in seats_text.split(","):
        kind, _, level = word.strip().partition(":")
        if kind == "person" and not level:
            seats.append(SeatSpec("person"))
        elif kind == "bot" and level in LEVELS:
            seats.append(SeatSpec("bot", level))
        else:
            raise ValueError(f"{word!r}: a seat is person or bot:LEVEL ({', '.join(LEVELS)})")
    return game, players, seats


def ssl_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The server's TLS context for ``--cert``/``--key`` (both or neither)."""
    if not cert and not key:
        return None
    if not cert or not key:
        raise ValueError("TLS needs both --cert and --key")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kartentisch-server", description="Run Kartentisch network tables without a GUI."
    )
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (all: 0.0.0.0)")
    parser.add_argument("--port", type=int, default=8765, help="TCP port (default 8765)")
    parser.add_argument("--data-dir", type=Path, help="keep tables here and resume them")
    parser.add_argument("--cert", help="TLS certificate (PEM); with --key the server speaks wss://")
    parser.add_argument("--key", help="TLS private key (PEM)")
    parser.add_argument(
        "--table",
        action="append",
        default=[],
        metavar="GAME:PLAYERS:SEATS",
        help="open a table at start, e.g. scharwenzel:4:person,bot:normal,person,bot:strong",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option for the --table tables (JSON value), e.g. match_target=1",
    )
    parser.add_argument(
        "--stand-in-after",
        type=float,
        default=Limits.stand_in_after,
        help="seconds before a dropped person's seat is played by a bot",
    )
    return parser


def _options(pairs: list[str]) -> dict[str, object]:
    import json

    options: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"{pair!r}: write KEY=VALUE")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


async def serve(args: argparse.Namespace) -> int:
    from netplay.server import TableServer

    try:
        context = ssl_context(args.cert, args.key)
        tables = [parse_table(t) for t in args.table]
        options = _options(args.option)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    server = TableServer(
        host=args.host,
        port=args.port,
        data_dir=args.data_dir,
        ssl_context=context,
        limits=Limits(stand_in_after=args.stand_in_after),
    )
    await server.start()
    scheme = "wss" if context else "ws"
    print(
        f"Listening on {scheme}://{args.host}:{server.port}/ ({len(server.tables)} tables resumed)"
    )
    for game, players, seats in tables:
        try:
            info = server.create_table(game, players, options, seats)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            await server.stop()
            return 2
        codes = ", ".join(f"seat {s}: {c}" for s, c in sorted(info.codes.items()))
        print(f"Table {info.table_id} ({game}, {players} players): {codes}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.stop()
    return 0


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    args = build_parser().parse_args(argv)
    return asyncio.run(serve(args))


if __name__ == "__main__":
    sys.exit(main())
