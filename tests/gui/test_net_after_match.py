"""At a network table the match-over panel's button leaves the table, says so, and asks first
while other people are still at it.

Why: the panel offered "New game…" there as at a local table; pressed (one Enter: the button
has the keyboard), it closed the network window, and the table with it, without a word to a
guest whose friends were still seated, under a label that did not say it leaves. Only the
host can deal another match at the table (tests/gui/test_net_new_match.py), so "Leave the
table" is what a guest's button can honestly offer there.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

import i18n
from gui.net.network_window import NetworkWindow
from gui.net.remote_controller import RemoteController
from gui.settings import MemoryStorage, Settings
from netplay.protocol import CLOSE_TABLE_CLOSED, SeatEnd
from tests import toss
from tests.gui.net_fakes import FakeTable
from tests.toss.games import toss as toygame


class FakeHosting:
    """The host's server as the window uses it when leaving (stopped with the table)."""

    port = 0
    codes: dict[int, str] = {}

    def __init__(self) -> None:
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True


class Home:
    """The local window's hooks that leaving a network table uses."""

    def __init__(self) -> None:
        self.window = QMainWindow()
        self.new_games: list[str | None] = []

    def new_game_dialog(self, game: str | None = None) -> None:
        self.new_games.append(game)


@pytest.fixture
def toy_game() -> Iterator[None]:
    """The toy game of tests/toss: a one-deal match over in a few moves."""
    toss.register()
    yield
    toss.unregister()


def _open(qtbot, hosting: FakeHosting | None) -> tuple[NetworkWindow, RemoteController, Home]:
    """Seat 0 of a three-seat Toss table whose one-deal match is played to its end."""
    fake = FakeTable(toygame.GAME_ID, 3, 0, seed=5, options={"deals": 1})
    c = RemoteController(0)
    c.set_trick_hold(0)
    home = Home()
    settings = Settings(MemoryStorage({"animation_speed": "off"}))
    win = NetworkWindow(settings, c, home=home, hosting=hosting)  # type: ignore[arg-type]
    qtbot.addWidget(win)
    qtbot.addWidget(home.window)
    win.show()
    qtbot.waitExposed(win)
    c.connect_seat(fake.seat_for)
    qtbot.waitUntil(lambda: c.welcomed, timeout=5000)
    rng = random.Random(3)
    while not (c.results and c.results[-1].get("is_over")):
        qtbot.waitUntil(lambda: c.is_human_turn() or bool(c.results), timeout=5000)
        if c.is_human_turn():
            c.play(rng.choice(c.legal_texts()))
    panel = win.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.next_button, timeout=5000)
    return win, c, home


def _seated(c: RemoteController, others_connected: bool) -> None:
    """Seat 1 is a person (the host, or a friend of the host), connected or not."""
    seats: list[dict[str, Any]] = [dict(s) for s in c.seats]
    seats[1].update(kind="person", name="Jan", level=None, connected=others_connected)
    c._receive({"v": 2, "type": "seats", "seats": seats})


def _answer(
    win: NetworkWindow, asked: list[tuple[str, ...]], leave: bool, tries: int = 500
) -> None:
    """Click Leave or Cancel in the leave question as soon as it is open (polled for five
    seconds at most: never a timer for good)."""
    box = win.leave_box_net
    if box is None or not box.isVisible():
        if tries > 0:
            QTimer.singleShot(10, lambda: _answer(win, asked, leave, tries - 1))
        return
    asked.append((box.windowTitle(), box.text(), box.informativeText()))
    role = QMessageBox.ButtonRole.DestructiveRole if leave else QMessageBox.ButtonRole.RejectRole
    next(b for b in box.buttons() if box.buttonRole(b) == role).click()


def _enter(qtbot, win: NetworkWindow) -> None:
    qtbot.keyClick(win.result_panel.next_button, Qt.Key.Key_Return)


def _click(qtbot, win: NetworkWindow) -> None:
    """The second press by the mouse: the panel takes a second Enter whose events carry the
    same timestamp as the first's (as every key event from QTest does) for a held key."""
    qtbot.mouseClick(win.result_panel.next_button, Qt.MouseButton.LeftButton)


def test_the_button_says_it_leaves_the_table(toy_game, qtbot, qapp) -> None:
    win, c, _home = _open(qtbot, None)
    panel = win.result_panel
    assert panel.title.text() == "The match is over"
    assert panel.next_button.text() == "Leave the table"
    # The button Enter presses is the one drawn as the default, as on the local panel.
    assert panel.next_button.isDefault() and panel.next_button.hasFocus()
    try:
        i18n.install(qapp, "pl")
        qtbot.waitUntil(lambda: panel.next_button.text() == "Opuść stół", timeout=5000)
    finally:
        i18n.uninstall(qapp)
    # Back in English before the toy game goes (the switch reaches the window meanwhile).
    qtbot.waitUntil(lambda: panel.next_button.text() == "Leave the table", timeout=5000)
    win.leave()


def test_a_guest_with_people_still_seated_is_asked_before_leaving(toy_game, qtbot) -> None:
    win, c, home = _open(qtbot, None)
    _seated(c, others_connected=True)
    qtbot.waitUntil(lambda: "Jan" in win.seat_names, timeout=5000)
    asked: list[tuple[str, ...]] = []
    QTimer.singleShot(10, lambda: _answer(win, asked, leave=False))
    _enter(qtbot, win)
    assert asked == [("Leave the table?", "Leave the table?", "Still at this table: Jan.")]
    # Cancelled: the table, its connection and the match's result all stay.
    assert win.isVisible() and c.seat is not None and win.result_panel.isVisible()
    QTimer.singleShot(10, lambda: _answer(win, asked, leave=True))
    _click(qtbot, win)
    assert len(asked) == 2
    assert not win.isVisible() and c.seat is None
    # Back at the local table, and no New game dialog the person did not ask for.
    assert home.window.isVisible() and home.new_games == []


def test_a_guest_alone_with_bots_leaves_at_once(toy_game, qtbot) -> None:
    win, c, home = _open(qtbot, None)
    _seated(c, others_connected=False)  # the other person has gone already
    _enter(qtbot, win)
    assert win.leave_box_net is None
    assert not win.isVisible() and c.seat is None and home.window.isVisible()
    assert home.new_games == []  # it said "Leave the table", and did only that


def test_a_guest_whose_table_went_away_is_not_asked_about_people_at_it(toy_game, qtbot) -> None:
    """The host closed the table after the match: the last seats still list Jan as
    seated, but nobody is at a table that is gone."""
    win, c, home = _open(qtbot, None)
    _seated(c, others_connected=True)
    qtbot.waitUntil(lambda: "Jan" in win.seat_names, timeout=5000)
    c._relay.on_closed(SeatEnd("the server closed the seat (4003)", CLOSE_TABLE_CLOSED))
    qtbot.waitUntil(lambda: c.seat is None and win.lost_box is not None, timeout=5000)
    asked: list[tuple[str, ...]] = []
    QTimer.singleShot(10, lambda: _answer(win, asked, leave=False))  # a question: cancelled
    _enter(qtbot, win)
    assert asked == []
    assert not win.isVisible() and home.window.isVisible()


def test_the_host_is_told_the_table_closes_for_the_friends(toy_game, qtbot) -> None:
    hosting = FakeHosting()
    win, c, _home = _open(qtbot, hosting)
    _seated(c, others_connected=True)
    qtbot.waitUntil(lambda: win.friends_seated() == 1, timeout=5000)
    asked: list[tuple[str, ...]] = []
    QTimer.singleShot(10, lambda: _answer(win, asked, leave=False))
    _enter(qtbot, win)
    assert asked == [
        (
            "Close the table?",
            "Your friends are seated at this table. If you leave, the table closes for them too.",
            "",
        )
    ]
    assert win.isVisible() and not hosting.stopped
    QTimer.singleShot(10, lambda: _answer(win, asked, leave=True))
    _click(qtbot, win)
    assert not win.isVisible() and hosting.stopped and len(asked) == 2
