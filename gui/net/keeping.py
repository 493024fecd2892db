"""This window's seat at a network table, kept on disk while it sits there (issue 42).

Why: a seat's token lived only in the program that sat down, so a crash cost the person the
seat and the host its own table. :class:`SeatKeeping` writes the seat
(``netplay.kept_seats``) at every ``welcome`` (and at the host's next match) and forgets it
once there is nothing to come back to: the host closed the table or gave the seat away, the
table no longer knows the token, the host left its own table, or the match is over at a
table where nobody can deal another (``netplay.protocol.deals_new_matches``: a headless
server's, or an older server's). A person who leaves a friend's table keeps the seat, during
a match or after it: the table goes on with a stand-in (the host may deal the next match),
and they may come back (the question at start, or Game ▸ Join table…) while it lives.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

import engine
from gui import names
from gui.net.remote_controller import RemoteController
from gui.net.seats import Hosting
from netplay.kept_seats import KeptSeat, KeptSeats, code_digest
from netplay.protocol import CLOSE_SEAT_GIVEN, CLOSE_TABLE_CLOSED, SeatEnd, deals_new_matches

log = logging.getLogger(__name__)


class SeatKeeping(QObject):
    """Keeps ``controller``'s seat in ``kept`` (see the module docstring). ``code``: the
    invitation the seat is taken with (None for a return with a token, or the host);
    ``returning``: the kept seat this window comes back to (forgotten if the table refuses
    its token); ``hosting``: the host's own table (its folder, port and open codes are kept
    with the seat, so it can be opened again)."""

    def __init__(
        self,
        controller: RemoteController,
        kept: KeptSeats,
        address: str,
        url: str,
        *,
        code: str | None = None,
        returning: KeptSeat | None = None,
        hosting: Hosting | None = None,
    ) -> None:
        super().__init__(controller)
        self.controller = controller
        self.kept = kept
        self.address = address
        self.url = url
        self.code_sha256 = code_digest(code) if code else (returning or _NO_SEAT).code_sha256
        self.hosting = hosting
        self.current: KeptSeat | None = returning
        controller.seated.connect(self._seated)
        controller.match_finished.connect(self._match_finished)
        controller.connection_lost.connect(self._lost)
        controller.join_failed.connect(self._refused)

    def _seated(self, msg: Any) -> None:
        if not isinstance(msg, dict):
            return
        table = msg.get("table") if isinstance(msg.get("table"), dict) else {}
        assert isinstance(table, dict)
        if table.get("seats") and _over(msg) and not deals_new_matches(table):
            self.forget()
            return
        hosting = self.hosting
        self.current = KeptSeat(
            address=self.address,
            url=self.url,
            token=str(msg.get("token") or ""),
            table_id=str(table.get("id") or ""),
            game=str(table.get("game") or ""),
            seat=int(msg.get("seat") or 0),
            code_sha256=self.code_sha256,
            host=hosting is not None,
            tables_dir="" if hosting is None else str(hosting.tables_dir or ""),
            port=0 if hosting is None else hosting.port,
            codes={} if hosting is None else dict(hosting.codes),
        )
        if hosting is not None and hosting.tables_dir is None:
            return  # a table that is not saved cannot be opened again
        self._write()

    def codes_changed(self) -> None:
        """The host made a new code: the kept seat shows the new one on the next return."""
        if self.current is None or self.hosting is None:
            return
        data = self.current.to_json()
        data["codes"] = {str(k): v for k, v in self.hosting.codes.items()}
        self.current = KeptSeat.from_json(data)
        if self.hosting.tables_dir is not None:
            self._write()

    def _write(self) -> None:
        if self.current is None or not self.current.token or not self.current.table_id:
            return
        try:
            self.kept.keep(self.current)
        except OSError as exc:  # the seat is played all the same; only a crash would cost it
            log.warning("the seat cannot be kept for a restart: %s", exc)

    def forget(self) -> None:
        """Nothing to come back to: the seat's file goes."""
        if self.current is not None:
            self.kept.forget(self.current)

    def _match_finished(self, _totals: object) -> None:
        if not deals_new_matches(self.controller.table):
            self.forget()

    def _lost(self, end: SeatEnd) -> None:
        if end.code in (CLOSE_TABLE_CLOSED, CLOSE_SEAT_GIVEN):
            self.forget()

    def _refused(self, code: str, _text: str) -> None:
        if code == "bad_token":
            self.forget()


#: An empty stand-in for "no kept seat" (its code hash is "").
_NO_SEAT = KeptSeat(address="", url="", token="", table_id="", game="", seat=0)


def _over(msg: dict[str, Any]) -> bool:
    over = msg.get("deal_over")
    return isinstance(over, dict) and bool(over.get("is_over"))


def return_label(seat: KeptSeat) -> str:
    """What returning to the seat does, in the person's language (a button's text)."""
    try:
        game = names.game_name(seat.game, engine.game(seat.game).name)
    except KeyError:
        game = seat.game or "?"
    if seat.host:
        return QCoreApplication.translate(
            "Network", "Open the table you hosted again ({game})"
        ).format(game=game)
    return QCoreApplication.translate(
        "Network", "Return to the table at {address} ({game}, seat {n})"
    ).format(address=seat.address, game=game, n=seat.seat + 1)


def return_text(seat: KeptSeat) -> str:
    """The question that offers the seat back at start."""
    return QCoreApplication.translate("Network", "{offer}?").format(offer=return_label(seat))
