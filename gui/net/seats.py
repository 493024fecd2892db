"""The one place the GUI reaches the network library (``netplay``): making a seat's
connection and running the host's own table server.

Why one module: the dialogs and the window only see :data:`SeatMaker` and :class:`Hosting`,
so tests can give them a stand-in, and the GUI's use of netplay's API is in one page.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gui.net.remote_controller import Listener, Seat, SeatFactory

#: How long a seated person's window keeps coming back to a table that went away (seconds
#: between tries: quick at first, then every 3 s for about ten minutes), so the friends
#: return by themselves when the host's program is restarted after a crash.
REJOIN_DELAYS: tuple[float, ...] = (0.1, 0.25, 0.5, 1.0, 2.0, *([3.0] * 200))

#: (url, code, token, name, language) -> a factory of the seat's connection
SeatMaker = Callable[[str, str | None, str | None, str, str], SeatFactory]


def threaded_seat(
    url: str, code: str | None, token: str | None, name: str, language: str
) -> SeatFactory:
    """A real network seat: ``netplay.client.ThreadedSeat`` (its own thread; it reconnects
    with its token after a dropped connection)."""
    from netplay.client import ThreadedSeat
    from netplay.protocol import FEATURES

    def make(listener: Listener) -> Seat:
        return ThreadedSeat(
            url,
            listener,
            code=code,
            token=token,
            name=name,
            language=language,
            rejoin_delays=REJOIN_DELAYS,
            # The window handles match_started: the host's next match at the same table.
            features=FEATURES,
        )

    return make


@dataclass
class SeatChoice:
    """One seat of a hosted table: a friend's (open) or a bot's at ``level``."""

    kind: str  # "person" (open for a friend) or "bot"
    level: str | None = None


@dataclass
class Hosting:
    """The host's table server, running in this program, and the table on it."""

    server: Any
    port: int
    table_id: str
    codes: dict[int, str] = field(default_factory=dict)
    host_token: str = ""
    host_seat: int = 0
    #: Where the server saves the table (None: not saved, as in tests).
    tables_dir: Path | None = None

    def new_code(self, seat: int) -> str:
        """A new invitation for ``seat`` (no connected person may hold it): the old code and
        the token of whoever sat there stop working. ValueError says why not."""
        code = str(self.server.new_code(self.table_id, seat))
        self.codes[seat] = code
        return code

    def stop(self) -> None:
        """The host leaves: the table closes for good, and the friends are told at once
        (their seats do not try to come back)."""
        stop = getattr(self.server, "stop", None)
        if stop is not None:
            stop(for_good=True)


def start_hosting(
    game: str,
    players: int,
    options: dict[str, Any],
    seats: list[SeatChoice],
    *,
    port: int,
    host_name: str,
    bind: str = "0.0.0.0",
    data_dir: Path | None = None,
) -> Hosting:
    """Start an embedded table server on ``bind``:``port`` and open the table: the host at
    seat 0, ``seats`` for the others. With ``data_dir`` the table is saved there after every
    move (the host's autosave; ``kartentisch-server --data-dir`` resumes it, the seats coming
    back with their tokens). OSError (port taken) and ValueError (a set-up the game refuses)
    are the caller's to show."""
    from netplay.embedded import EmbeddedServer, SeatSpec

    server = EmbeddedServer(host=bind, port=port, data_dir=data_dir)
    bound = server.start()
    try:
        specs = [SeatSpec(kind="host", name=host_name)] + [
            SeatSpec(kind=s.kind, level=s.level) for s in seats
        ]
        info = server.create_table(game, players, options, specs)
    except Exception:
        server.stop()
        raise
    return Hosting(
        server=server,
        port=int(bound),
        table_id=str(info.table_id),
        codes=dict(info.codes),
        host_token=str(info.host_token or ""),
        host_seat=int(info.host_seat or 0),
        tables_dir=data_dir,
    )


def resume_hosting(
    table_id: str,
    tables_dir: Path,
    codes: dict[int, str],
    host_token: str,
    host_seat: int,
    *,
    port: int,
    bind: str = "0.0.0.0",
) -> Hosting:
    """The host's table again after its program ended (a crash): the server reads the table
    from ``tables_dir`` as it was saved after the last move, on the same ``port`` so the
    friends' windows find it again by themselves. OSError (port taken) is the caller's to
    show; ValueError if the folder no longer holds the table."""
    from netplay.embedded import EmbeddedServer

    server = EmbeddedServer(host=bind, port=port, data_dir=tables_dir)
    if table_id not in server.table_ids():
        raise ValueError(f"the table {table_id} is not in {tables_dir}")
    bound = server.start()
    return Hosting(
        server=server,
        port=int(bound),
        table_id=table_id,
        codes=dict(codes),
        host_token=host_token,
        host_seat=host_seat,
        tables_dir=tables_dir,
    )
