"""At a network table the host's match-over panel deals a new match for the same friends.

Why: after a match the panel only offered "Leave the table"; to play on, the host had to
open a new table and invite everybody again. Now the host's button says "New match": the
server deals it at the same table for the same seats, every window shows it from its first
deal (the last match's results gone from the panel and the score sheet), and the guests stay
seated. Against the real table server on loopback.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox

import i18n
from gui.net.network_window import NetworkWindow
from gui.net.remote_controller import RemoteController
from gui.net.seats import Hosting, SeatChoice, start_hosting, threaded_seat
from gui.settings import MemoryStorage, Settings
from tests import toss
from tests.gui.net_fakes import FakeTable
from tests.toss.games import toss as toygame


@pytest.fixture
def toy_table() -> Iterator[Hosting]:
    """Toss for three, one deal a match: the host, a friend's seat and a random bot."""
    toss.register()
    table = start_hosting(
        toygame.GAME_ID,
        3,
        {"deals": 1},
        [SeatChoice("person"), SeatChoice("bot", "random")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    yield table
    table.stop()
    toss.unregister()


def _window(qtbot, hosting: Hosting | None) -> tuple[NetworkWindow, RemoteController]:
    c = RemoteController(0)
    c.set_trick_hold(0)
    win = NetworkWindow(Settings(MemoryStorage({"animation_speed": "off"})), c, hosting=hosting)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win, c


def _seat_host_and_guest(
    qtbot, table: Hosting, host: RemoteController, guest: RemoteController
) -> None:
    """Anna takes the host's seat and Jan the friend's, and both are welcomed."""
    url = f"ws://127.0.0.1:{table.port}/"
    host.connect_seat(threaded_seat(url, None, table.host_token, "Anna", "en"))
    guest.connect_seat(threaded_seat(url, table.codes[1], None, "Jan", "en"))
    qtbot.waitUntil(lambda: host.welcomed and guest.welcomed, timeout=10000)


def _play_to_the_end(qtbot, controllers: list[RemoteController], rng: random.Random) -> None:
    """Each person plays at random until every window has the match's last result."""

    def all_over() -> bool:
        return all(c.results and c.results[-1].get("is_over") for c in controllers)

    def someone_to_move() -> bool:
        return all_over() or any(c.is_human_turn() for c in controllers)

    while not all_over():
        qtbot.waitUntil(someone_to_move, timeout=10000)
        for c in controllers:
            if c.is_human_turn():
                c.play(rng.choice(c.legal_texts()))


def test_the_host_deals_a_new_match_and_the_guest_stays_seated(qtbot, toy_table) -> None:
    host_win, host = _window(qtbot, toy_table)
    guest_win, guest = _window(qtbot, None)
    said: list[str] = []
    guest_win.statusBar().messageChanged.connect(said.append)
    try:
        _seat_host_and_guest(qtbot, toy_table, host, guest)
        first_id = guest.match_id
        _play_to_the_end(qtbot, [host, guest], random.Random(2))
        host_panel, guest_panel = host_win.result_panel, guest_win.result_panel
        qtbot.waitUntil(lambda: host_panel.isVisible() and guest_panel.isVisible(), timeout=10000)
        assert host_panel.next_button.text() == "New match"
        assert guest_panel.next_button.text() == "Leave the table"
        host_win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is host_panel.next_button)
        qtbot.keyClick(host_panel.next_button, Qt.Key.Key_Return)
        # The host is asked for the next match's options, set as the last match's: OK deals.
        dialog = host_win.next_match_dialog
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        assert dialog.options() == {"deals": 1}
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        # Every window shows the new match from its start; nobody left the table.
        for c, win in ((host, host_win), (guest, guest_win)):
            qtbot.waitUntil(lambda c=c: c.match_number == 2, timeout=10000)
            qtbot.waitUntil(lambda win=win: not win.result_panel.isVisible(), timeout=5000)
            assert c.results == [] and win.score.model.rowCount() <= 1
            obs = c.observation()
            assert obs is not None and obs["deal_no"] == 0 and not obs["is_over"]
            assert win.isVisible() and c.seat is not None
        assert "A new match has begun at this table." in said
        # The new match counts as a match of its own.
        assert guest.match_id != first_id
        # It is played to its end as the first was, and only its own result is shown.
        _play_to_the_end(qtbot, [host, guest], random.Random(3))
        qtbot.waitUntil(host_panel.isVisible, timeout=10000)
        assert len(host.results) == 1 and len(guest.results) == 1
        assert host_panel.next_button.text() == "New match"
        hosting_table = toy_table.server.server.tables[toy_table.table_id].table
        assert hosting_table.match == 2
    finally:
        guest_win.leave()
        host_win.leave()


def test_the_host_chooses_the_options_of_the_next_match(qtbot, toy_table) -> None:
    """The host's next match may be longer (or shorter): the options chosen reach every seat
    with the new match; Cancel deals nothing."""
    host_win, host = _window(qtbot, toy_table)
    guest = RemoteController(0)
    guest.set_trick_hold(0)
    try:
        _seat_host_and_guest(qtbot, toy_table, host, guest)
        _play_to_the_end(qtbot, [host, guest], random.Random(7))
        qtbot.waitUntil(host_win.result_panel.isVisible, timeout=10000)
        host_win.after_match()
        dialog = host_win.next_match_dialog
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        assert dialog.windowTitle() == "Options of the next match"
        assert not dialog.game_combo.isVisibleTo(dialog)  # the table's game and seats stay
        assert not dialog.levels_box.isVisibleTo(dialog)
        dialog.reject()
        assert host.match_number == 1 and host_win.result_panel.isVisible()
        # Options the game does not allow are refused by the table, in words; asked again,
        # the host's next try goes through.
        said: list[str] = []
        host.error.connect(said.append)
        host.start_new_match({"deals": 4})
        qtbot.waitUntil(lambda: bool(said), timeout=10000)
        assert said == ["The table cannot deal a match with these options."]
        assert host.match_number == 1
        host_win.after_match()
        dialog = host_win.next_match_dialog
        assert dialog is not None
        combo = dialog.option_widgets["deals"]
        assert isinstance(combo, QComboBox)
        combo.setCurrentIndex(combo.findData(2))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        for c in (host, guest):
            qtbot.waitUntil(lambda c=c: c.match_number == 2, timeout=10000)
            assert c.table["options"] == {"deals": 2}
        hosting_table = toy_table.server.server.tables[toy_table.table_id].table
        assert hosting_table.state.options == {"deals": 2}
    finally:
        guest.shutdown()
        host_win.leave()


def test_options_for_another_number_of_players_are_said_before_they_are_sent(qtbot) -> None:
    """1001's three-hand mode at a table of two: the dialog says so and sends nothing."""
    from gui.net.next_match_dialog import NextMatchDialog

    dialog = NextMatchDialog(
        Settings(MemoryStorage({})), "tausendundeins", 2, {"mode": "two_hand", "pack": 32}
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.options()["pack"] == 32  # set as the last match had it
    accepted: list[int] = []
    dialog.accepted.connect(lambda: accepted.append(1))
    mode = dialog.option_widgets["mode"]
    assert isinstance(mode, QComboBox)
    mode.setCurrentIndex(mode.findData("three_hand"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert accepted == [] and dialog.refusal is not None and dialog.refusal.isVisible()
    assert dialog.refusal.text() == (
        "These options need another number of players than this table has."
    )
    mode.setCurrentIndex(mode.findData("two_hand"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert accepted == [1]


def test_the_new_match_button_in_german_and_polish(qtbot, qapp, toy_table) -> None:
    win, host = _window(qtbot, toy_table)
    guest = RemoteController(0)
    guest.set_trick_hold(0)
    try:
        _seat_host_and_guest(qtbot, toy_table, host, guest)
        _play_to_the_end(qtbot, [host, guest], random.Random(4))
        panel = win.result_panel
        qtbot.waitUntil(panel.isVisible, timeout=10000)
        for language, words in (("de", "Neue Partie"), ("pl", "Nowa partia")):
            try:
                i18n.install(qapp, language)
                qtbot.waitUntil(lambda w=words: panel.next_button.text() == w, timeout=5000)
            finally:
                i18n.uninstall(qapp)
        qtbot.waitUntil(lambda: panel.next_button.text() == "New match", timeout=5000)
    finally:
        guest.shutdown()
        win.leave()


def test_a_host_at_an_older_server_is_offered_to_leave_only(qtbot, toy_table) -> None:
    """An older server's table carries no match number: it deals no new match, so the
    host's button leaves, as before."""
    fake = FakeTable(toygame.GAME_ID, 3, 0, seed=5, options={"deals": 1})
    win, c = _window(qtbot, None)
    c.connect_seat(fake.seat_for)
    qtbot.waitUntil(lambda: c.welcomed, timeout=5000)
    c.is_host = True
    _play_to_the_end(qtbot, [c], random.Random(3))
    qtbot.waitUntil(win.result_panel.isVisible, timeout=5000)
    assert not c.can_start_new_match()
    assert win.result_panel.next_button.text() == "Leave the table"
    qtbot.keyClick(win.result_panel.next_button, Qt.Key.Key_Return)
    assert not win.isVisible()
    assert all(m.get("type") != "new_match" for m in fake.sent)


class Recorder:
    """A seat that keeps what the controller sends."""

    def __init__(self) -> None:
        self.sent: list[dict[str, object]] = []

    def send(self, msg: dict[str, object]) -> None:
        self.sent.append(msg)

    def close(self) -> None:
        pass


def test_a_second_press_before_the_answer_asks_no_second_match(qtbot) -> None:
    """A double click on *New match* asked twice; the second was refused as the new match
    was not over, and the refusal shown to the host."""
    c = RemoteController(0)
    seat = Recorder()
    c.seat, c.is_host, c.table = seat, True, {"id": "t1", "match": 1}
    c._obs = {"is_over": True}
    c.start_new_match()
    c.start_new_match()
    assert [m["type"] for m in seat.sent] == ["new_match"]
    # Refused (a table that cannot save waits), the host may ask again.
    refused = {"type": "error", "ref": seat.sent[0]["ref"], "code": "paused", "message": "x"}
    c._handle(refused)
    c.start_new_match()
    assert [m["type"] for m in seat.sent] == ["new_match", "new_match"]


def test_an_older_guest_is_told_in_words_and_its_seat_is_left(qtbot, toy_table) -> None:
    """A guest whose program does not know new matches (its seat says no features) is told
    once that its program is too old for the table (not "another version" and then
    "connection lost (1008)"), and its seat is left as a dropped one: the host's new match
    is played all the same."""
    from gui.net.words import too_old_text
    from netplay.client import ThreadedSeat

    url = f"ws://127.0.0.1:{toy_table.port}/"
    host_win, host = _window(qtbot, toy_table)
    old_win, older = _window(qtbot, None)
    said: list[str] = []
    old_win.statusBar().messageChanged.connect(said.append)
    try:
        host.connect_seat(threaded_seat(url, None, toy_table.host_token, "Anna", "en"))
        older.connect_seat(
            lambda listener: ThreadedSeat(url, listener, code=toy_table.codes[1], name="Old")
        )
        qtbot.waitUntil(lambda: host.welcomed and older.welcomed, timeout=10000)
        _play_to_the_end(qtbot, [host, older], random.Random(5))
        qtbot.waitUntil(host_win.result_panel.isVisible, timeout=10000)
        host.start_new_match()
        qtbot.waitUntil(lambda: old_win.lost_box is not None, timeout=10000)
        assert old_win.lost_box.text() == too_old_text()
        assert too_old_text() in said
        assert "The table server runs another version of the program." not in said
        assert not [s for s in said if "was lost" in s]
        assert older.results and older.results[-1]["is_over"]  # its last match stays shown
        # The host's new match goes on: its seat is a dropped one (the stand-in takes it
        # after 20 s), which the host gives to a bot at once.
        qtbot.waitUntil(lambda: host.match_number == 2, timeout=10000)
        qtbot.waitUntil(lambda: not host.seats[1].get("connected"), timeout=10000)
        assert host.waits_for_person(1)
        host.give_seat_to_bot(1, "random")
        _play_to_the_end(qtbot, [host], random.Random(6))
        assert len(host.results) == 1
    finally:
        old_win.leave()
        host_win.leave()


def test_a_guest_who_left_after_the_match_returns_to_the_next_one(
    qtbot, toy_table, tmp_path
) -> None:
    """A guest's kept seat was forgotten when the match ended (and when a return found the
    match over), so a friend who left the finished table could only come back with a new
    invitation, which the host cannot make for a finished match. While the host may deal
    another match the seat is kept, and its token brings the friend back to it."""
    from gui.net.keeping import SeatKeeping
    from netplay.kept_seats import KeptSeats

    url = f"ws://127.0.0.1:{toy_table.port}/"
    address = f"127.0.0.1:{toy_table.port}"
    kept = KeptSeats(tmp_path / "seats")
    _host_win, host = _window(qtbot, toy_table)
    guest = RemoteController(0)
    guest.set_trick_hold(0)
    SeatKeeping(guest, kept, address, url, code=toy_table.codes[1])
    back = RemoteController(0)
    back.set_trick_hold(0)
    try:
        _seat_host_and_guest(qtbot, toy_table, host, guest)
        _play_to_the_end(qtbot, [host, guest], random.Random(7))
        (seat,) = kept.all()  # the match is over; the seat is kept all the same
        assert seat.token == guest.token and seat.seat == 1
        guest.shutdown()  # the friend leaves the finished table
        qtbot.waitUntil(lambda: not host.seats[1].get("connected"), timeout=10000)
        # The friend comes back while the host has not dealt the next match yet ...
        SeatKeeping(back, kept, address, url, returning=seat)
        back.connect_seat(threaded_seat(url, None, seat.token, "Jan", "en"))
        qtbot.waitUntil(lambda: back.welcomed, timeout=10000)
        obs = back.observation()
        assert obs is not None and obs["is_over"] and back.my_seat == 1
        assert kept.all() == [seat]
        # ... and is at the table when it comes.
        host.start_new_match()
        qtbot.waitUntil(lambda: back.match_number == 2, timeout=10000)
        assert back.my_seat == 1 and back.seat is not None
        assert [s.token for s in kept.all()] == [seat.token]
    finally:
        back.shutdown()
        guest.shutdown()
        _host_win.leave()


def test_a_seat_at_a_table_without_a_next_match_is_forgotten_when_it_ends(
    qtbot, toy_table, tmp_path
) -> None:
    """Where nobody can deal another match (an older server's table, as a headless
    server's without a host), the finished match leaves nothing to come back to."""
    from gui.net.keeping import SeatKeeping
    from netplay.kept_seats import KeptSeats

    fake = FakeTable(toygame.GAME_ID, 3, 0, seed=5, options={"deals": 1})
    kept = KeptSeats(tmp_path / "seats")
    c = RemoteController(0)
    c.set_trick_hold(0)
    SeatKeeping(c, kept, "example.org:47474", "ws://example.org:47474/", code="KRTW-9MXP")
    c.connect_seat(fake.seat_for)
    qtbot.waitUntil(lambda: c.welcomed, timeout=5000)
    assert [s.token for s in kept.all()] == ["secret"]
    _play_to_the_end(qtbot, [c], random.Random(3))
    assert kept.all() == []
