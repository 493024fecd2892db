"""``kartentisch-server``: the headless table server for a machine that is always on.

Tables are saved under ``--data-dir`` after every change and resumed after a restart; their
seats come back with their tokens. ``--table`` opens a table at start and prints its codes.
``--new-code TABLE:SEAT`` gives a seat whose person lost their token a new invitation (the
old token stops working): a running server is asked through a request file and SIGUSR1
(``netplay.requests``), a stopped one's table file is changed directly.

Every bad value ends the program with one line on stderr and exit status 2: a bad option, a
``--data-dir`` that cannot be written, a port in use or an address that does not resolve.
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

from netplay import requests
from netplay.cliargs import OneLineParser, fail, number, port, whole
from netplay.protocol import DEFAULT_PORT, LEVELS, Limits
from netplay.table import SeatSpec, Table


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
    """The server's TLS context for ``--cert``/``--key`` (both or neither); ValueError names
    the file that cannot be read."""
    if not cert and not key:
        return None
    if not cert or not key:
        raise ValueError("TLS needs both --cert and --key")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    for option, path in (("--cert", cert), ("--key", key)):
        if not Path(path).is_file():
            raise ValueError(f"{option} {path}: not a file")
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        words = f"--cert {cert} / --key {key}: not a certificate and its key ({exc})"
        raise ValueError(words) from None
    return context


def level(text: str) -> str:
    """A bot level (``--stand-in-level``)."""
    if text not in LEVELS:
        raise argparse.ArgumentTypeError(f"{text!r} is not one of {', '.join(LEVELS)}")
    return text


#: The limit options: (option, Limits field, type, help). Each is documented in
#: docs/protocol.md (Limits); the defaults are Limits' own.
LIMIT_OPTIONS: list[tuple[str, str, object, str]] = [
    ("--stand-in-after", "stand_in_after", number(0), "seconds before a dropped seat's bot"),
    ("--join-timeout", "join_timeout", number(0, above=True), "seconds to join before close"),
    ("--max-unjoined", "max_unjoined_per_address", whole(1), "unjoined connections per address"),
    ("--guess-window", "guess_window", number(0, above=True), "seconds wrong codes are counted"),
    ("--free-guesses", "free_guesses", whole(0), "wrong codes per address answered at once"),
    ("--guess-delay", "guess_delay", number(0), "first delay after them, doubling, seconds"),
    ("--max-guess-delay", "max_guess_delay", number(0), "longest delay of a wrong code, seconds"),
    ("--code-ttl", "code_ttl", number(0, above=True), "seconds an invitation stays valid"),
    ("--max-queued-bytes", "max_queued_bytes", whole(1024), "bytes waiting for a slow reader"),
    ("--max-message-bytes", "max_message_bytes", whole(256), "largest message accepted"),
    ("--rate", "rate_per_second", number(0, above=True), "messages per second per connection"),
    ("--burst", "rate_burst", whole(1), "messages at once per connection"),
    ("--save-retry", "save_retry", number(0, above=True), "seconds between tries of a save"),
    ("--max-failed-joins", "max_failed_joins", whole(1), "wrong codes before a close"),
    ("--max-refused", "max_refused", whole(1), "rate-limited messages in a row before a close"),
    ("--max-name", "max_name", whole(1), "longest player name kept"),
    ("--stand-in-level", "stand_in_level", level, "the stand-in bot's level"),
    ("--bot-delay", "bot_delay", number(0), "seconds a bot waits before its move"),
    ("--hint-samples", "hint_samples", whole(1), "sampled deals of a hint"),
    ("--review-samples", "review_samples", whole(1), "sampled deals of a review"),
]


def _shown(value: object) -> str:
    if value is None:
        return "the engine's"
    return str(value) if isinstance(value, int | str) else f"{value:g}"


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="kartentisch-server", description="Run Kartentisch network tables without a GUI."
    )
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (all: 0.0.0.0)")
    parser.add_argument(
        "--port", type=port, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT})"
    )
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
        "--new-code",
        metavar="TABLE:SEAT",
        help="print a new invitation for a seat nobody holds now (its old token stops "
        "working), then exit; needs --data-dir",
    )
    defaults = Limits()
    for option, field_name, kind, words in LIMIT_OPTIONS:
        parser.add_argument(
            option,
            dest=field_name,
            metavar="N" if field_name != "stand_in_level" else "LEVEL",
            type=kind,  # type: ignore[arg-type]
            default=getattr(defaults, field_name),
            help=f"{words} (default {_shown(getattr(defaults, field_name))})",
        )
    return parser


def limits_of(args: argparse.Namespace) -> Limits:
    return Limits(**{name: getattr(args, name) for _, name, _, _ in LIMIT_OPTIONS})


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
        for game, players, seats in tables:  # a bad set-up is refused before listening
            Table.create("check", game, players, options, seats)
    except (ValueError, OSError) as exc:
        fail(f"kartentisch-server: error: {exc}")
    try:
        server = TableServer(
            host=args.host,
            port=args.port,
            data_dir=args.data_dir,
            ssl_context=context,
            limits=limits_of(args),
        )
    except OSError as exc:
        fail(f"kartentisch-server: error: cannot write tables to --data-dir {args.data_dir}: {exc}")
    try:
        await server.start()
    except OSError as exc:
        await server.stop()
        fail(f"kartentisch-server: error: cannot listen on {args.host}:{args.port}: {exc}")
    scheme = "wss" if context else "ws"
    print(
        f"Listening on {scheme}://{args.host}:{server.port}/ ({len(server.tables)} tables resumed)"
    )
    for game, players, seats in tables:
        try:
            info = server.create_table(game, players, options, seats)
        except ValueError as exc:
            await server.stop()
            fail(f"kartentisch-server: error: {exc}")
        codes = ", ".join(f"seat {s}: {c}" for s, c in sorted(info.codes.items()))
        print(f"Table {info.table_id} ({game}, {players} players): {codes}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    if args.data_dir is not None:
        requests.listen(server, args.data_dir, loop)
    await stop.wait()
    if args.data_dir is not None:
        requests.stop_listening(args.data_dir, loop)
    await server.stop()
    return 0


def new_code(args: argparse.Namespace) -> int:
    """``--new-code TABLE:SEAT``: the new code on stdout, or one line and exit 2."""
    if args.data_dir is None:
        fail("kartentisch-server: error: --new-code needs --data-dir (where the table is kept)")
    table_id, sep, seat_text = str(args.new_code).rpartition(":")
    if not sep or not seat_text.isdigit():
        fail(f"kartentisch-server: error: --new-code {args.new_code!r}: write TABLE:SEAT")
    try:
        code = requests.new_code(Path(args.data_dir), table_id, int(seat_text), limits_of(args))
    except (ValueError, OSError, TimeoutError) as exc:
        fail(f"kartentisch-server: error: {exc}")
    print(f"Table {table_id}, seat {seat_text}: {code}")
    return 0


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    # websockets logs every connection opened and closed: a flood of connections (refused at
    # once by the per-address limits) would fill the log; the server's own lines say what counts
    logging.getLogger("websockets.server").setLevel(logging.WARNING)
    args = build_parser().parse_args(argv)
    if args.new_code is not None:
        return new_code(args)
    return asyncio.run(serve(args))


if __name__ == "__main__":
    sys.exit(main())
