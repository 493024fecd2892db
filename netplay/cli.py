"""``kartentisch-cli``: ``join`` (a network seat in the terminal) here, everything else in
``engine.__main__``.

Why a dispatcher outside the engine: the engine must not import network code, yet one command
should offer both; this module is the only one that knows the two.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable
from typing import Any

from netplay import seatbot
from netplay.cliargs import OneLineParser, fail, port
from netplay.client import SeatClient
from netplay.kept_seats import KeptSeat, KeptSeats, code_digest, default_folder
from netplay.protocol import (
    CLOSE_SEAT_GIVEN,
    CLOSE_TABLE_CLOSED,
    DEFAULT_PORT,
    deals_new_matches,
)
from netplay.seatbot import SEAT_LEVELS


def join_main(argv: list[str]) -> int:
    parser = OneLineParser(
        prog="kartentisch-cli join",
        description="Sit down at a network table with an invitation: type the moves, or let a "
        "bot play the seat.",
    )
    parser.add_argument("address", help="host:port of the table, or a ws:// or wss:// URL")
    parser.add_argument("code", help="the invitation code, e.g. KRTW-9MXP")
    parser.add_argument(
        "--bot", choices=SEAT_LEVELS, help="let a bot play the seat (without: you type the moves)"
    )
    parser.add_argument("--name", default="", help="the name the table shows")
    parser.add_argument("--tls", action="store_true", help="connect with TLS (wss://)")
    parser.add_argument("--cafile", help="trust this certificate (a server's own, self-signed)")
    parser.add_argument("--quiet", action="store_true", help="print only the result")
    args = parser.parse_args(argv)
    try:
        url = address_url(args.address, tls=args.tls or bool(args.cafile))
    except ValueError as exc:
        fail(f"kartentisch-cli join: error: {exc}")
    context = None
    if args.cafile:
        import ssl
        from pathlib import Path

        if not Path(args.cafile).is_file():
            fail(f"kartentisch-cli join: error: --cafile {args.cafile}: not a file")
        try:
            context = ssl.create_default_context(cafile=args.cafile)
        except (OSError, ssl.SSLError, ValueError) as exc:
            fail(f"kartentisch-cli join: error: --cafile {args.cafile}: not a certificate ({exc})")
    seat = terminal_seat(args.bot, quiet=args.quiet)
    kept = KeptSeats(default_folder())
    back = kept.for_code(url, args.code)
    if back is not None and not args.quiet:
        print(f"Returning to seat {back.seat + 1} at table {back.table_id} ({back.game}).")
    interrupted = False
    try:
        log = asyncio.run(
            seatbot.play(
                url,
                code=None if back is not None else args.code,
                token=back.token if back is not None else None,
                name=args.name or (f"bot {args.bot}" if args.bot else ""),
                ssl_context=context,
                seat=seat,
                on_welcome=keeper(kept, args.address, url, args.code),
            )
        )
    except KeyboardInterrupt:  # Ctrl-C: the person leaves the table (and may come back)
        interrupted = True
        log = seat.log
        log.reason = log.reason or "left the table"
    if nothing_to_come_back_to(seat):
        gone = kept.for_code(url, args.code)
        if gone is not None:
            kept.forget(gone)
    if not log.over or log.totals is None:
        print(f"The seat was not played to the end: {log.reason}", file=sys.stderr)
        status = 1
    else:
        print(f"Match over after {log.deals} deals; totals {log.totals}")
        status = 0
    if interrupted:
        from netplay.textseat import end_now_if_reading

        end_now_if_reading(status)
    return status


def terminal_seat(
    bot: str | None,
    *,
    quiet: bool = False,
    ask: Callable[[str], str] = input,
    show: Callable[[str], None] = print,
) -> seatbot.BotSeat:
    """The seat ``join`` plays: typed by the person (``bot`` None; ``ask`` reads a line) or
    played by that bot level. Either stays after a match where the host may deal the next
    one, as a window does: a person at a friend's table is not thrown out of its next match."""
    seat: seatbot.BotSeat
    if bot is None:
        from netplay.textseat import TextSeat

        seat = TextSeat(ask=ask, show=show)
    else:
        seat = seatbot.BotSeat(bot)
        if not quiet:
            seat.echo = show
    seat.waits_for_next_match = True
    return seat


def nothing_to_come_back_to(seat: seatbot.BotSeat) -> bool:
    """Whether the kept seat goes: the table no longer knows its token (the host gave it a
    new code), the host closed the table or gave the seat to a bot, or its match is over at
    a table where no next match can come. A person who left (end of input, Ctrl-C) or lost
    the connection keeps it: the same command line returns to it while the table lives."""
    log = seat.log
    if "bad_token" in log.errors or log.end_code in (CLOSE_TABLE_CLOSED, CLOSE_SEAT_GIVEN):
        return True
    return log.over and not deals_new_matches(seat.table)


def keeper(
    kept: KeptSeats, address: str, url: str, code: str
) -> Callable[[SeatClient, dict[str, Any]], None]:
    """What keeps the seat on disk at its ``welcome``, so the same ``join ADDRESS CODE``
    comes back to it after a crash (a seat that cannot be kept is played all the same)."""

    def keep(_client: SeatClient, msg: dict[str, Any]) -> None:
        table = msg.get("table") if isinstance(msg.get("table"), dict) else {}
        assert isinstance(table, dict)
        seat = KeptSeat(
            address=address,
            url=url,
            token=str(msg.get("token") or ""),
            table_id=str(table.get("id") or ""),
            game=str(table.get("game") or ""),
            seat=int(msg.get("seat") or 0),
            code_sha256=code_digest(code),
        )
        try:
            kept.keep(seat)
        except (OSError, ValueError) as exc:
            print(f"The seat cannot be kept for a restart: {exc}", file=sys.stderr)

    return keep


def address_url(address: str, *, tls: bool = False) -> str:
    """``host:port`` (or a URL) as the WebSocket URL of the table server; an address without
    a port means the table's default port (:data:`netplay.protocol.DEFAULT_PORT`).
    ValueError names a port that is not one (``abc``, ``99999``)."""
    if address.startswith(("ws://", "wss://")):
        from urllib.parse import urlsplit

        try:
            urlsplit(address).port  # noqa: B018 - read for its check of the port
        except ValueError:
            raise ValueError(f"{address!r}: the port is not a number 1-65535") from None
        return address if address.endswith("/") else address + "/"
    scheme = "wss" if tls else "ws"
    host_part = address.rsplit("]", 1)[-1]  # an IPv6 address is written in brackets
    if ":" not in host_part:
        address = f"{address}:{DEFAULT_PORT}"
    else:
        text = host_part.rsplit(":", 1)[1]
        try:
            port(text)
        except argparse.ArgumentTypeError as exc:
            raise ValueError(f"{address!r}: {exc}") from None
        if text == "0" or not address[: -len(text) - 1]:
            raise ValueError(f"{address!r}: write HOST:PORT with a port 1-65535")
    return f"{scheme}://{address}/"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "join":
        return join_main(args[1:])
    if not args or args[0] in ("-h", "--help"):
        print("kartentisch-cli join ADDRESS CODE --bot LEVEL: a network seat played by a bot")
        print("  (kartentisch-cli join --help); everything else:\n")
    import engine.__main__

    return int(engine.__main__.main(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
