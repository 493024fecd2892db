"""Opening a network table from the main window: Game ▸ Host table…, Game ▸ Join table…, and
the same from the command line (``kartentisch --host …`` / ``--join ADDRESS CODE``), so that a
test can start a host and a joiner in two processes.

The local window stays as it was (hidden) while its person sits at the network table; the
network table's window brings it back when it closes (gui/net/network_window.py).

Each function is given the local window as a :class:`~gui.net.home.Home`: its hooks
(:class:`~gui.window_hooks.WindowHooks`) and its per-user storage, and returns the network
table's window (or its controller) instead of setting it on the local window.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from gui.net.addresses import parse_address
from gui.net.home import Home
from gui.net.host_dialog import HostTableDialog
from gui.net.join_dialog import JoinDialog
from gui.net.keeping import SeatKeeping, return_text
from gui.net.network_window import NetworkWindow
from gui.net.remote_controller import RemoteController
from gui.net.seats import (
    Hosting,
    SeatChoice,
    SeatMaker,
    resume_hosting,
    start_hosting,
    threaded_seat,
)
from netplay.kept_seats import KeptSeat


def _t(text: str) -> str:
    return QCoreApplication.translate("Hosting", text)


def open_table(
    home: Home,
    controller: RemoteController,
    hosting: Hosting | None = None,
    keeping: SeatKeeping | None = None,
) -> NetworkWindow:
    """The network table's window over ``home`` (hidden meanwhile)."""
    hooks = home.hooks
    net = NetworkWindow(
        hooks.settings,
        controller,
        pixmaps=hooks.pixmaps,
        home=hooks,
        hosting=hosting,
        statistics=home.storage,
        keeping=keeping,
    )
    net.resize(hooks.window.size())
    controller.replay()
    net.show()
    hooks.window.hide()
    return net


def hosted_tables_dir(data_dir: Path | None) -> Path | None:
    """A new folder for this hosting under the user's data folder ``data_dir``
    (``hosted/<time>``; the server writes ``tables/<id>.json`` in it after every move): a
    later hosting never picks an old table up by itself, and ``kartentisch-server
    --data-dir`` on that folder resumes it. None without per-user storage (tests)."""
    if data_dir is None:
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = Path(data_dir) / "hosted" / stamp
    suffix = 1
    while folder.exists():
        suffix += 1
        folder = Path(data_dir) / "hosted" / f"{stamp}-{suffix}"
    return folder


def host(
    home: Home,
    game: str,
    players: int,
    options: dict[str, Any],
    seats: list[SeatChoice],
    port: int,
    seat_maker: SeatMaker = threaded_seat,
) -> NetworkWindow | None:
    """Start the table server here, open the table and sit the host down at it through a
    network seat on loopback with the host's token, like any friend's."""
    settings = home.hooks.settings
    parent = home.hooks.window
    name = settings.player_name()
    try:
        hosting = start_hosting(
            game,
            players,
            options,
            seats,
            port=port,
            host_name=name,
            data_dir=hosted_tables_dir(
                None if home.storage is None else home.storage.paths.data_dir
            ),
        )
    except OSError as exc:
        QMessageBox.warning(
            parent,
            _t("The table could not be opened"),
            _t("Port {port} cannot be used: {error}. Choose another port.").format(
                port=port, error=exc.strerror or exc
            ),
        )
        return None
    except ValueError as exc:
        QMessageBox.warning(parent, _t("The table could not be opened"), str(exc))
        return None
    return sit_at_hosted(home, hosting, seat_maker, invite=bool(hosting.codes))


def sit_at_hosted(
    home: Home, hosting: Hosting, seat_maker: SeatMaker = threaded_seat, *, invite: bool
) -> NetworkWindow:
    """The host sits down at its own table through a seat on loopback with its token; the
    seat is kept on disk with the table's folder, so a crash does not lose the table."""
    settings = home.hooks.settings
    controller = RemoteController(settings.move_delay_ms())
    url = f"ws://127.0.0.1:{hosting.port}/"
    kept = home.kept_seats()
    keeping = (
        None
        if kept is None
        else SeatKeeping(controller, kept, f"127.0.0.1:{hosting.port}", url, hosting=hosting)
    )
    net = open_table(home, controller, hosting, keeping)
    controller.connect_seat(
        seat_maker(url, None, hosting.host_token, settings.player_name(), settings.language())
    )
    if invite:
        net.show_invitation()
    return net


def reopen_hosted(
    home: Home, seat: KeptSeat, seat_maker: SeatMaker = threaded_seat
) -> NetworkWindow | None:
    """The table this person hosted, opened again after its program ended (resumed from its
    folder, on its port, so the friends' windows come back by themselves)."""
    parent = home.hooks.window
    try:
        hosting = resume_hosting(
            seat.table_id,
            Path(seat.tables_dir),
            seat.codes,
            seat.token,
            seat.seat,
            port=seat.port,
        )
    except OSError as exc:
        QMessageBox.warning(
            parent,
            _t("The table could not be opened"),
            _t("Port {port} cannot be used: {error}. Choose another port.").format(
                port=seat.port, error=exc.strerror or exc
            ),
        )
        return None
    except ValueError:
        kept = home.kept_seats()
        if kept is not None:
            kept.forget(seat)
        QMessageBox.warning(
            parent,
            _t("The table could not be opened"),
            _t("The table you hosted is no longer in your data folder."),
        )
        return None
    return sit_at_hosted(home, hosting, seat_maker, invite=False)


def return_to(
    home: Home,
    seat: KeptSeat,
    seat_maker: SeatMaker = threaded_seat,
    opened: Callable[[NetworkWindow], object] | None = None,
) -> RemoteController | NetworkWindow | None:
    """Back to a kept seat: the host opens its table again; a friend rejoins with the
    seat's token (the window opens once the table has seated them, as ``join_now``)."""
    if seat.host:
        net = reopen_hosted(home, seat, seat_maker)
        if net is not None and opened is not None:
            opened(net)
        return net
    controller = join_now(home, seat.address, "", seat_maker, opened, returning=seat)

    def refused(_code: str, text: str) -> None:
        if not controller.opened:
            QMessageBox.warning(home.hooks.window, _t("Back to the table?"), text)

    controller.join_failed.connect(refused)
    return controller


def offer_return(
    home: Home,
    ask: Callable[[KeptSeat], str] | None = None,
    seat_maker: SeatMaker = threaded_seat,
) -> RemoteController | NetworkWindow | None:
    """At start: the newest kept seat is offered back ("Return to the table at …?").
    ``ask`` answers "return", "later" or "forget" (default: the question box). What
    :func:`return_to` gives, or None when the person stays here."""
    kept = home.kept_seats()
    seats = [] if kept is None else kept.all()
    if kept is None or not seats:
        return None
    seat = seats[0]
    answer = (ask or (lambda s: ask_return(home.hooks.window, s)))(seat)
    if answer == "forget":
        kept.forget(seat)
    if answer != "return":
        return None
    return return_to(home, seat, seat_maker)


def ask_return(parent: QWidget, seat: KeptSeat) -> str:
    """The question box: "return", "later" or "forget"."""
    box = return_box(parent, seat)
    try:
        box.exec()
        return str(box.property("answer") or "later")
    finally:
        box.deleteLater()


def return_box(parent: QWidget, seat: KeptSeat) -> QMessageBox:
    """The question (built apart from its modal loop, so a test can read and answer it)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        _t("Back to the table?"),
        return_text(seat),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    back = box.addButton(
        _t("Open the table") if seat.host else _t("Return to the table"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    later = box.addButton(_t("Not now"), QMessageBox.ButtonRole.RejectRole)
    forget = box.addButton(_t("Forget this table"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(back)
    box.setEscapeButton(later)
    answers = {back: "return", later: "later", forget: "forget"}
    box.buttonClicked.connect(lambda button: box.setProperty("answer", answers.get(button)))
    return box


def host_table(home: Home) -> NetworkWindow | None:
    """Game ▸ Host table…"""
    hooks = home.hooks
    dialog = HostTableDialog(hooks.settings, hooks.window, hooks.game_id() or None)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        c = dialog.choices()
    finally:
        dialog.deleteLater()
    return host(home, c["game"], c["players"], c["options"], c["seats"], c["port"])


def join_table(home: Home, seat_maker: SeatMaker = threaded_seat) -> NetworkWindow | None:
    """Game ▸ Join table… (which also offers the kept seats back; the hosted table is
    opened again from there too)."""
    kept = home.kept_seats()
    dialog = JoinDialog(home.hooks.settings, home.hooks.window, seat_maker, kept)
    try:
        result = dialog.exec()
        if dialog.reopen is not None:
            return reopen_hosted(home, dialog.reopen, seat_maker)
        if result != QDialog.DialogCode.Accepted or dialog.controller is None:
            return None
        controller = dialog.controller
        dialog.controller = None
        keeping = dialog.keeping
    finally:
        dialog.deleteLater()
    return open_table(home, controller, keeping=keeping)


def join_now(
    home: Home,
    address: str,
    code: str,
    seat_maker: SeatMaker = threaded_seat,
    opened: Callable[[NetworkWindow], object] | None = None,
    returning: KeptSeat | None = None,
) -> RemoteController:
    """``kartentisch --join ADDRESS CODE``: join without the dialog; the window opens when
    the server seats the person (``join_failed`` says why not) and is handed to ``opened``.
    A seat kept for this invitation (or ``returning``) is taken back with its token."""
    settings = home.hooks.settings
    url = returning.url if returning is not None else parse_address(address).url()
    kept = home.kept_seats()
    if returning is None and kept is not None and code:
        returning = kept.for_code(url, code)
    controller = RemoteController(settings.move_delay_ms())
    keeping = (
        None
        if kept is None
        else SeatKeeping(controller, kept, address, url, code=code or None, returning=returning)
    )

    def seated(_setup: object) -> None:
        if not controller.opened:
            net = open_table(home, controller, keeping=keeping)
            if opened is not None:
                opened(net)

    controller.match_started.connect(seated)
    token = returning.token if returning is not None else None
    controller.connect_seat(
        seat_maker(
            url,
            None if token else code,
            token,
            settings.player_name(),
            settings.language(),
        )
    )
    return controller
