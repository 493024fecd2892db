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
from PySide6.QtWidgets import QDialog, QMessageBox

from gui.net.addresses import parse_address
from gui.net.home import Home
from gui.net.host_dialog import HostTableDialog
from gui.net.join_dialog import JoinDialog
from gui.net.network_window import NetworkWindow
from gui.net.remote_controller import RemoteController
from gui.net.seats import Hosting, SeatChoice, SeatMaker, start_hosting, threaded_seat


def _t(text: str) -> str:
    return QCoreApplication.translate("Hosting", text)


def open_table(
    home: Home, controller: RemoteController, hosting: Hosting | None = None
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
    controller = RemoteController(settings.move_delay_ms())
    net = open_table(home, controller, hosting)
    url = f"ws://127.0.0.1:{hosting.port}/"
    controller.connect_seat(seat_maker(url, None, hosting.host_token, name, settings.language()))
    if hosting.codes:
        net.show_invitation()
    return net


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
    """Game ▸ Join table…"""
    dialog = JoinDialog(home.hooks.settings, home.hooks.window, seat_maker)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.controller is None:
            return None
        controller = dialog.controller
        dialog.controller = None
    finally:
        dialog.deleteLater()
    return open_table(home, controller)


def join_now(
    home: Home,
    address: str,
    code: str,
    seat_maker: SeatMaker = threaded_seat,
    opened: Callable[[NetworkWindow], object] | None = None,
) -> RemoteController:
    """``kartentisch --join ADDRESS CODE``: join without the dialog; the window opens when
    the server seats the person (``join_failed`` says why not) and is handed to ``opened``."""
    settings = home.hooks.settings
    url = parse_address(address).url()
    controller = RemoteController(settings.move_delay_ms())

    def seated(_setup: object) -> None:
        if not controller.opened:
            net = open_table(home, controller)
            if opened is not None:
                opened(net)

    controller.match_started.connect(seated)
    controller.connect_seat(
        seat_maker(url, code, None, settings.player_name(), settings.language())
    )
    return controller
