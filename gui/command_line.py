"""The GUI's command line: every value is checked before any window opens.

Why: bad values used to be found late or never: ``--bots junk`` started a table whose bots
could not move, ``--speed junk`` and ``--size 99999999999x2`` ended in tracebacks, ``--players
0`` and ``--pattern junk`` were silently replaced, ``--option junk`` exited 1 where every
other bad input exits 2 (issue 31 item 4). Now each bad value ends the program with exit
status 2 and one line naming it, the way argparse reports its own errors.

The checks come in two steps, because the game a value must fit may only be known from the
settings (the last game played): :func:`parse_args` checks each value on its own, and
:func:`check_set_up` checks the players, options and pattern against the game.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NoReturn

import cardart
import engine
from engine import cli_values
from gui.packs import pattern_fits_game
from gui.settings import LEVELS, SPEEDS

#: The largest window side accepted: an 8K screen. A 100000x100000 window took 26 s to
#: render for a screenshot and most of the memory of the machine.
MAX_SIDE = 8192
#: The smallest: below this no table can be drawn at all.
MIN_SIDE = 200
PROG = "kartentisch"


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (no usage block) and exit with 2."""

    def error(self, message: str) -> NoReturn:
        fail(message)


def fail(message: str) -> NoReturn:
    """End the program as a bad command-line value does: one line on stderr, status 2."""
    print(f"{PROG}: {message}", file=sys.stderr)
    raise SystemExit(2)


@dataclass(frozen=True)
class Arguments:
    """The command line's values, typed (argparse's namespace types every one as Any)."""

    game: str | None
    players: int | None
    seed: int | None
    option: list[tuple[str, str]]
    bots: str | None
    screenshot: str | None
    size: tuple[int, int] | None
    pattern: str | None
    back: str | None
    language: str | None
    speed: str | None
    moves: int
    view: str | None
    #: (game, players, [(kind, level)] of every seat but the host's).
    host: tuple[str, int, list[tuple[str, str | None]]] | None
    port: int | None
    #: (address, invitation code).
    join: tuple[str, str] | None
    name: str | None
    timeout: float


def parse_args(argv: Sequence[str] | None) -> Arguments:
    """The command line with every value checked on its own (see :func:`check_set_up`)."""
    parser = _Parser(prog=PROG, description="A card table for rare games.")
    parser.add_argument("--game", type=_game_id, help="game id, e.g. kaschlan")
    parser.add_argument("--players", type=cli_values.positive_int, help="number of players")
    parser.add_argument("--seed", type=int, help="deal number")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        type=cli_values.option_pair,
        metavar="KEY=VALUE",
        help="a game option",
    )
    parser.add_argument(
        "--bots", choices=LEVELS, help="level of every opponent: random, easy, normal, strong"
    )
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG of the window and exit")
    parser.add_argument(
        "--size", type=_size, metavar="WxH", help=f"window size, e.g. 1280x800 (at most {MAX_SIDE})"
    )
    parser.add_argument("--pattern", choices=cardart.PATTERNS, help="card pattern for this run")
    parser.add_argument("--back", choices=cardart.BACKS, help="card back for this run")
    parser.add_argument("--language", choices=("en", "de", "pl"), help="language for this run")
    parser.add_argument("--speed", choices=tuple(SPEEDS), help="animation speed")
    parser.add_argument(
        "--moves",
        type=cli_values.count,
        default=0,
        help="let a random player make your first N decisions (of this deal)",
    )
    parser.add_argument(
        "--view",
        choices=("log", "review", "learn", "graph", "training", "puzzle"),
        help="open this view at that moment: the move log, the deal review (of the deal so far), "
        "learn mode, the match graph, the Training window, a puzzle in it",
    )
    parser.add_argument(
        "--host",
        type=_host_table,
        metavar="GAME:PLAYERS:SEATS",
        help="host a network table, e.g. scharwenzel:4:person,bot:normal,person (the seats "
        "after your own: person = open for a friend); prints the invitation codes",
    )
    parser.add_argument(
        "--port",
        type=_port,
        default=None,
        help="the hosted table's port (default 47474; 0: any free port)",
    )
    parser.add_argument("--join", nargs=2, metavar=("ADDRESS", "CODE"), help="join a network table")
    parser.add_argument("--name", help="your name at a network table")
    parser.add_argument(
        "--timeout", type=cli_values.positive_seconds, default=60.0, help=argparse.SUPPRESS
    )
    args = parser.parse_args(argv)
    if args.host and args.join:
        fail("argument --join: not allowed with argument --host")
    if args.join:
        _check_join(*args.join)
        args.join = tuple(args.join)
    return Arguments(**vars(args))


def _host_table(text: str) -> tuple[str, int, list[tuple[str, str | None]]]:
    """``GAME:PLAYERS:SEATS`` → (game, players, [(kind, level)] for every seat but the
    host's): ``person`` (open for a friend) or ``bot:LEVEL``."""
    game_text, _, rest = text.partition(":")
    players_text, _, seats_text = rest.partition(":")
    game = _game_id(game_text)
    try:
        players = int(players_text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"needs GAME:PLAYERS:SEATS, e.g. scharwenzel:4:person,bot:normal,person, "
            f"not {cli_values.quoted(text)}"
        ) from None
    spec = engine.game(game)
    if players not in spec.players:
        allowed = ", ".join(str(n) for n in spec.players)
        raise argparse.ArgumentTypeError(f"{game} is played by {allowed}, not {players}")
    seats: list[tuple[str, str | None]] = []
    for item in [p for p in seats_text.split(",") if p] if seats_text else []:
        kind, _, level = item.partition(":")
        if kind == "person" and not level:
            seats.append(("person", None))
        elif kind == "bot" and level in LEVELS:
            seats.append(("bot", level))
        else:
            raise argparse.ArgumentTypeError(
                f"a seat is person or bot:LEVEL ({', '.join(LEVELS)}), "
                f"not {cli_values.quoted(item)}"
            )
    if len(seats) != players - 1:
        raise argparse.ArgumentTypeError(
            f"{players} players need {players - 1} seats after the host's, not {len(seats)}"
        )
    return game, players, seats


def _port(text: str) -> int:
    """1 to 65535, or 0 for any free port (the host prints the one it got)."""
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {cli_values.quoted(text)}")
    return int(text)


def _check_join(address: str, code: str) -> None:
    from gui.net.addresses import AddressError, parse_address, tidy_code

    try:
        parse_address(address)
    except AddressError:
        fail(f"argument --join: not an address: {cli_values.quoted(address)}")
    try:
        tidy_code(code)
    except AddressError:
        fail(f"argument --join: not an invitation code: {cli_values.quoted(code)}")


def options_of(args: Arguments) -> dict[str, str]:
    """The ``--option`` pairs as a mapping (a later pair of one key wins)."""
    return dict(args.option)


def check_set_up(
    game_id: str, players: int | None, options: dict[str, str], pattern: str | None
) -> int:
    """The number of players for ``game_id``, after checking that the players, the options
    and the pattern fit that game; a misfit ends the program (:func:`fail`)."""
    try:
        spec = engine.game(game_id)
    except KeyError as exc:
        fail(f"argument --game: {exc.args[0]}")
    count = players or spec.default_players or spec.players[0]
    if count not in spec.players:
        allowed = ", ".join(str(n) for n in spec.players)
        fail(f"argument --players: {spec.id} is played by {allowed}, not {count}")
    try:
        spec.new_game(players=count, seed=1, options=dict(options))
    except (KeyError, TypeError, ValueError) as exc:
        fail(f"argument --option: {str(exc).strip(chr(34))}")
    if pattern is not None and not pattern_fits_game(pattern, spec.id, count, dict(options)):
        fail(f"argument --pattern: a {pattern} pack lacks cards {spec.id} deals")
    return count


def _game_id(text: str) -> str:
    try:
        return engine.game(text).id
    except KeyError:
        raise argparse.ArgumentTypeError(
            f"unknown game {cli_values.quoted(text)}; known games: {', '.join(engine.GAMES)}"
        ) from None


def _size(text: str) -> tuple[int, int]:
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise argparse.ArgumentTypeError(
            f"needs WIDTHxHEIGHT, e.g. 1280x800, not {cli_values.quoted(text)}"
        )
    width, height = (int(p) for p in parts)
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE):
        raise argparse.ArgumentTypeError(
            f"each side must be {MIN_SIDE} to {MAX_SIDE} pixels, not {cli_values.quoted(text)}"
        )
    return width, height
