"""Coming back to a network table after a crash, a new code for a seat, and one name per
person on every screen (issue 42 items 1 and 7), against the real table server on loopback.

A crash is played by leaving the seat without a word (its connection closes, its window goes
without its Leave) and starting again from the same per-user folder.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from gui.net.home import Home
from gui.net.hosting import host, join_now, offer_return, return_box
from gui.net.keeping import return_text
from gui.net.network_window import NetworkWindow
from gui.net.remote_controller import RemoteController
from gui.net.seats import Hosting, SeatChoice, start_hosting, threaded_seat
from gui.storage.paths import UserPaths
from netplay.kept_seats import KeptSeat, default_folder
from netplay.table import SeatSpec, Table


class Storage(SimpleNamespace):
    """The per-user storage a Home is given: its folders, autosave on, statistics nowhere."""

    def count_seat_deal(self, *args: Any) -> None:
        pass

    def count_seat_match(self, *args: Any, **kwargs: Any) -> None:
        pass


def a_home(window, base: Path) -> Home:
    storage = Storage(paths=UserPaths.from_base(base), autosave_enabled=True)
    return Home(window.hooks, storage)  # type: ignore[arg-type]


@pytest.fixture
def friend_table() -> Iterator[Hosting]:
    """Kaschlan for two: the host (no name) and one friend's seat."""
    table = start_hosting(
        "kaschlan", 2, {}, [SeatChoice("person")], port=0, host_name="", bind="127.0.0.1"
    )
    yield table
    table.stop()


def host_seat(qtbot, table: Hosting, name: str = "") -> RemoteController:
    c = RemoteController(0)
    c.connect_seat(
        threaded_seat(f"ws://127.0.0.1:{table.port}/", None, table.host_token, name, "en")
    )
    qtbot.waitUntil(lambda: c.welcomed, timeout=10000)
    return c


def crash(net: NetworkWindow) -> None:
    """The program ends without leaving: the connection drops, nothing is forgotten."""
    net.remote.close_seat()
    net._left = True  # its Leave (and the host's closing of the table) never runs
    net.hide()


def test_a_joiner_returns_to_its_seat_from_the_start_question(
    window, qtbot, tmp_path, friend_table
):
    host_c = host_seat(qtbot, friend_table)
    home = a_home(window, tmp_path)
    address = f"127.0.0.1:{friend_table.port}"
    opened: list[NetworkWindow] = []
    join_now(home, address, friend_table.codes[1], opened=opened.append)
    qtbot.waitUntil(lambda: bool(opened), timeout=10000)
    kept = home.kept_seats()
    assert kept is not None
    seats = kept.all()
    assert [(s.seat, s.game, s.address, s.host) for s in seats] == [(1, "kaschlan", address, False)]
    crash(opened[0])
    qtbot.waitUntil(lambda: not host_c.seats[1]["connected"], timeout=10000)

    asked: list[str] = []
    back: list[NetworkWindow] = []

    def answer(seat: KeptSeat) -> str:
        asked.append(return_text(seat))
        return "return"

    from gui.net import hosting as hosting_module

    c = offer_return(home, ask=answer)
    assert isinstance(c, RemoteController)
    c.match_started.connect(lambda _s: None)
    qtbot.waitUntil(lambda: c.opened, timeout=10000)
    assert asked == [f"Return to the table at {address} (Kaschlan, seat 2)?"]
    assert c.my_seat == 1 and c.table["id"] == friend_table.table_id
    qtbot.waitUntil(lambda: host_c.seats[1]["connected"], timeout=10000)
    assert hosting_module  # the module the question came from
    # The same invitation typed again finds the kept seat (its code was spent).
    c.close_seat()
    qtbot.waitUntil(lambda: not host_c.seats[1]["connected"], timeout=10000)
    again = join_now(home, address, friend_table.codes[1].lower(), opened=back.append)
    qtbot.waitUntil(lambda: again.welcomed, timeout=10000)
    assert again.my_seat == 1
    again.close_seat()
    host_c.shutdown()


def test_the_start_question_reads_well_and_can_forget_the_table(window, qtbot, tmp_path):
    home = a_home(window, tmp_path)
    kept = home.kept_seats()
    assert kept is not None
    seat = KeptSeat(
        address="192.168.1.20:47474",
        url="ws://192.168.1.20:47474/",
        token="t",
        table_id="ab12cd34",
        game="tausendundeins",
        seat=2,
    )
    kept.keep(seat)
    box = return_box(window, seat)
    assert (
        box.text() == "Return to the table at 192.168.1.20:47474 (1001 (Tausendundeins), seat 3)?"
    )
    assert [b.text() for b in box.buttons()] == [
        "Return to the table",
        "Not now",
        "Forget this table",
    ]
    box.deleteLater()
    assert offer_return(home, ask=lambda s: "later") is None and kept.all() == [seat]
    assert offer_return(home, ask=lambda s: "forget") is None and kept.all() == []


def test_kept_seats_live_in_the_guis_data_folder(tmp_path):
    env = {"KARTENTISCH_HOME": str(tmp_path)}
    assert default_folder(env) == UserPaths.default(env).data_dir / "seats"


def test_a_new_code_for_a_dropped_seat_works_and_the_old_token_does_not(
    window, qtbot, tmp_path, friend_table
):
    home = a_home(window, tmp_path)
    host_c = RemoteController(0)
    host_win = NetworkWindow(window.hooks.settings, host_c, hosting=friend_table)
    qtbot.addWidget(host_win)
    host_c.connect_seat(
        threaded_seat(
            f"ws://127.0.0.1:{friend_table.port}/", None, friend_table.host_token, "", "en"
        )
    )
    qtbot.waitUntil(lambda: host_c.welcomed, timeout=10000)
    address = f"127.0.0.1:{friend_table.port}"
    opened: list[NetworkWindow] = []
    join_now(home, address, friend_table.codes[1], opened=opened.append)
    qtbot.waitUntil(lambda: bool(opened), timeout=10000)
    # The friend is connected: the seat is theirs once the host has heard so (the friend's
    # window opens on its own welcome, which may come before the host's news of it).
    qtbot.waitUntil(lambda: host_win.renewable_seats() == [], timeout=10000)
    crash(opened[0])
    qtbot.waitUntil(lambda: host_win.renewable_seats() == [1], timeout=10000)
    host_win.show_invitation()
    dialog = host_win.invitation
    assert dialog is not None
    assert dialog.renew_buttons[1].text() == "New code for seat 2"
    first = friend_table.codes[1]
    code = dialog.renew(1)
    assert code and dialog.code_labels[1].text() == code and code != first
    assert friend_table.codes[1] == code
    qtbot.waitUntil(lambda: host_c.seats[1]["kind"] == "open", timeout=10000)

    # The old seat's token is refused, and its kept seat is forgotten.
    kept = home.kept_seats()
    assert kept is not None
    (old,) = kept.all()
    refused: list[str] = []
    c = join_now(home, address, "", returning=old)
    c.join_failed.connect(lambda code_, text: refused.append(code_))
    qtbot.waitUntil(lambda: bool(refused), timeout=10000)
    assert refused[0] == "bad_token" and kept.all() == []

    newcomer: list[NetworkWindow] = []
    fresh = join_now(home, address, code, opened=newcomer.append)
    qtbot.waitUntil(lambda: fresh.welcomed, timeout=10000)
    assert fresh.my_seat == 1
    fresh.close_seat()
    host_win.leave()


def test_the_host_opens_its_table_again_and_the_friend_comes_back_by_itself(
    window, qtbot, tmp_path
):
    home = a_home(window, tmp_path)
    net = host(home, "kaschlan", 2, {}, [SeatChoice("person")], 0)
    assert net is not None and net.hosting is not None
    hosting = net.hosting
    qtbot.waitUntil(lambda: net.remote.welcomed, timeout=10000)
    if net.invitation is not None:
        net.invitation.close()
    kept = home.kept_seats()
    assert kept is not None
    (mine,) = kept.all()
    assert mine.host and mine.port == hosting.port and mine.codes == hosting.codes
    assert Path(mine.tables_dir) == hosting.tables_dir

    friend = RemoteController(0)
    welcomes: list[object] = []
    friend.seated.connect(welcomes.append)
    friend.connect_seat(
        threaded_seat(f"ws://127.0.0.1:{hosting.port}/", hosting.codes[1], None, "Jan", "en")
    )
    qtbot.waitUntil(lambda: len(welcomes) == 1, timeout=10000)
    deal = friend.table["id"]

    crash(net)  # the host's program dies: its server too (its table saved after each move)
    hosting.server.stop()
    assert kept.all() == [mine]

    reopened = offer_return(home, ask=lambda s: "return")
    assert isinstance(reopened, NetworkWindow) and reopened.hosting is not None
    qtbot.waitUntil(lambda: reopened.remote.welcomed, timeout=10000)
    assert reopened.remote.my_seat == 0 and reopened.remote.table["id"] == deal
    # The friend's window comes back by itself, with its token, to the same seat.
    qtbot.waitUntil(lambda: len(welcomes) == 2, timeout=20000)
    assert friend.my_seat == 1 and friend.seat_names() == reopened.remote.seat_names()
    assert reopened.remote.seat_names() == ["Host", "Jan"]
    friend.shutdown()
    reopened.leave()  # the host closes the table (the window's question answered)
    assert kept.all() == []  # for good: nothing to come back to


def test_one_name_per_person_on_every_screen_and_bots_take_no_persons_name(qtbot):
    table = start_hosting(
        "chapanka",
        4,
        {},
        [SeatChoice("person"), SeatChoice("bot", "random"), SeatChoice("person")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    try:
        host_c = host_seat(qtbot, table, "Anna")
        url = f"ws://127.0.0.1:{table.port}/"
        bruno = RemoteController(0)
        bruno.connect_seat(threaded_seat(url, table.codes[1], None, "Bruno", "en"))
        nameless = RemoteController(0)
        nameless.connect_seat(threaded_seat(url, table.codes[3], None, "", "en"))
        qtbot.waitUntil(lambda: bruno.welcomed and nameless.welcomed, timeout=10000)
        qtbot.waitUntil(lambda: all(s.get("kind") != "open" for s in host_c.seats), timeout=10000)
        qtbot.waitUntil(lambda: host_c.seats == bruno.seats == nameless.seats, timeout=10000)
        shown = host_c.seat_names()
        assert shown == bruno.seat_names() == nameless.seat_names()
        assert shown[0] == "Anna" and shown[1] == "Bruno" and shown[3] == "Guest 4"
        assert shown[2] not in ("Anna", "Bruno", "Guest 4")  # the bot's own name
        for c in (host_c, bruno, nameless):
            c.shutdown()
    finally:
        table.stop()


def test_the_waiting_seat_says_it_waits_for_a_friend(qtbot):
    seed = next(
        s
        for s in range(200)
        if Table.create("t", "kaschlan", 2, {}, [SeatSpec("host"), SeatSpec("person")], seed=s)[
            0
        ].state.current_player
        == 1
    )
    table, info = Table.create(
        "t", "kaschlan", 2, {}, [SeatSpec("host", name="Anna"), SeatSpec("person")], seed=seed
    )
    c = RemoteController(0)
    from gui.settings import MemoryStorage, Settings

    win = NetworkWindow(Settings(MemoryStorage({"animation_speed": "off"})), c)
    qtbot.addWidget(win)
    c._receive(table.welcome(0, info.host_token or ""))
    qtbot.waitUntil(lambda: win.scene.obs is not None, timeout=5000)
    assert c.waits_for_person(1) and not c.waits_for_person(0)
    assert win.input.prompt() == "Open seat: waiting for a friend to join"
    assert "thinking" not in win.input.prompt()
