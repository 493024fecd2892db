"""Network play from the GUI against the real table server on loopback (issue 34): a whole
deal with the person's seat driven through the remote controller and bots in the others, a
refusal worded in the person's language, the network window's limits, and the Host and Join
dialogs' checks."""

from __future__ import annotations

import random
import socket
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

import i18n
from engine.reasons import reason_from_json
from gui.controller import engine_text
from gui.net.addresses import AddressError, parse_address, tidy_code
from gui.net.host_dialog import FRIEND, HostTableDialog
from gui.net.join_dialog import JoinDialog
from gui.net.network_window import NetworkWindow
from gui.net.remote_controller import RemoteController
from gui.net.seats import Hosting, SeatChoice, start_hosting, threaded_seat
from gui.settings import MemoryStorage, Settings
from gui.storage.statistics import Statistics


@pytest.fixture
def hosting() -> Iterator[Hosting]:
    """A 2-player 1001 on loopback: the host's seat and a random bot."""
    table = start_hosting(
        "tausendundeins",
        2,
        {},
        [SeatChoice("bot", "random")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    yield table
    table.stop()


def seat(qtbot, hosting: Hosting, hook=None) -> RemoteController:
    c = RemoteController(0)
    c.set_trick_hold(0)
    if hook is not None:
        hook(c)
    url = f"ws://127.0.0.1:{hosting.port}/"
    c.connect_seat(threaded_seat(url, None, hosting.host_token, "Anna", "en"))
    qtbot.waitUntil(lambda: c.welcomed, timeout=10000)
    return c


def test_a_whole_deal_against_the_real_server(qtbot, hosting):
    finished: list[dict] = []
    moves: list[tuple[int, str]] = []

    def listen(c: RemoteController) -> None:
        c.deal_finished.connect(finished.append)
        c.action_applied.connect(lambda s, text: moves.append((s, text)))

    c = seat(qtbot, hosting, listen)
    assert c.is_host and c.my_seat == hosting.host_seat == 0
    assert [s["kind"] for s in c.seats] == ["person", "bot"]
    rng = random.Random(7)
    mine = 0
    while not finished:
        qtbot.waitUntil(lambda: c.is_human_turn() or bool(finished), timeout=15000)
        if finished:
            break
        obs = c.observation()
        assert obs["seat"] == 0 and obs["current_player"] == 0
        c.play(rng.choice(c.legal_texts()))
        mine += 1
    row = finished[0]
    assert row["deal_no"] == 0 and len(row["scores"]) == 2 and len(row["totals"]) == 2
    assert c.observation()["deal_over"]
    assert sum(1 for s, _t in moves if s == 0) == mine
    assert {s for s, _t in moves} == {0, 1}
    # Only this seat's cards ever showed: the other hand is a count.
    assert "hand" in c.observation() and len(c.observation()["hand_sizes"]) == 2
    c.shutdown()


def test_a_refusal_from_the_server_is_worded_in_the_players_language(qtbot, qapp, hosting):
    i18n.install(qapp, "de")
    raw: list[dict] = []
    refused: list[tuple[str, str]] = []

    def listen(c: RemoteController) -> None:
        c._relay.message.connect(raw.append)
        c.refused.connect(lambda action, text: refused.append((action, text)))

    c = seat(qtbot, hosting, listen)
    qtbot.waitUntil(c.is_human_turn, timeout=15000)
    obs = c.observation()
    legal = c.legal_texts()
    # A card of the pack that is not in this hand: the engine refuses to play it.
    suits, ranks = "CSHD", ("A", "10", "K", "Q", "J", "9")
    card = next(r + s for s in suits for r in ranks if r + s not in obs["hand"])
    c.play(f"play {card}")
    qtbot.waitUntil(lambda: bool(refused), timeout=10000)
    error = next(m for m in raw if m.get("type") == "error")
    assert error["code"] == "illegal" and error["reason"]["template"]
    action, text = refused[0]
    assert action == f"play {card}"
    expected = engine_text(reason_from_json(error["reason"]), "tausendundeins", c.card_pattern)
    assert text == expected
    assert text != error["message"], "the reason was shown in English, not in German"
    # Nothing changed: still the person's turn, with the same moves.
    assert c.is_human_turn() and c.observation() == obs and c.legal_texts() == legal
    c.shutdown()


# --- the window and the dialogs ----------------------------------------------------------------


def settings() -> Settings:
    return Settings(
        MemoryStorage({"animation_speed": "off", "review_analysis": False, "trick_hold": "none"})
    )


def test_network_window_offers_no_undo_and_says_why(qtbot, hosting):
    c = RemoteController(0)
    win = NetworkWindow(settings(), c, hosting=hosting)
    qtbot.addWidget(win)
    url = f"ws://127.0.0.1:{hosting.port}/"
    c.connect_seat(threaded_seat(url, None, hosting.host_token, "Anna", "en"))
    qtbot.waitUntil(lambda: c.welcomed and win.scene.obs is not None, timeout=10000)
    assert not win.act_undo.isEnabled() and "network" in win.act_undo.toolTip()
    # No deal is over yet: nothing to review (the host reviews a deal once it is over).
    assert not win.act_review.isEnabled() and win.act_review.toolTip()
    # Learn mode asks the host's coach; its tooltip says the lessons stay local.
    assert win.learning.panel.toggle.isEnabled()
    assert "lessons" in win.learning.panel.toggle.toolTip()
    # One name per person on every screen (issue 42 item 7): the host's own seat too reads
    # "Anna", as the others see it; the nameless bot gets a name nobody at the table has.
    assert win.seat_names[0] == "Anna"
    assert win.seat_names[1] and win.seat_names[1] != "Anna"
    assert "network" in win.windowTitle()
    win.close()
    assert c.seat is None


def test_join_dialog_checks_its_fields(qtbot):
    made: list[tuple] = []
    dialog = JoinDialog(settings(), None, lambda *args: made.append(args) or (lambda _l: None))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.address_edit.setText("")
    dialog.code_edit.setText("KRTW-9MXP")
    ok.click()
    assert dialog.message.isVisibleTo(dialog) and "address" in dialog.message.text()
    dialog.address_edit.setText("192.168.1.20:99999")
    ok.click()
    assert "65535" in dialog.message.text()
    dialog.address_edit.setText("192.168.1.20")
    dialog.code_edit.setText("?!")
    ok.click()
    assert "code" in dialog.message.text()
    assert made == []  # nothing was tried with a field that cannot be right
    dialog.code_edit.setText("krtw 9mxp")
    dialog.name_edit.setText("  Jan  ")
    assert dialog.check() == ("ws://192.168.1.20:47474/", "KRTW-9MXP", "Jan")


def test_join_dialog_says_when_no_table_answers(qtbot):
    dialog = JoinDialog(settings(), None)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText("127.0.0.1:1")  # nothing listens on port 1
    dialog.code_edit.setText("KRTW-9MXP")
    dialog.name_edit.setText("Jan")
    dialog.join()
    qtbot.waitUntil(lambda: dialog.message.isVisibleTo(dialog), timeout=10000)
    assert "No table answers" in dialog.message.text()
    assert dialog.controller is None
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_join_dialog_says_when_the_code_is_wrong_or_used(qtbot):
    table = start_hosting(
        "tausendundeins",
        2,
        {},
        [SeatChoice("person")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    try:
        code = table.codes[1]
        first = JoinDialog(settings(), None)
        qtbot.addWidget(first)
        first.address_edit.setText(f"127.0.0.1:{table.port}")
        first.name_edit.setText("Jan")
        first.code_edit.setText("AAAA-AAAA" if code != "AAAA-AAAA" else "CCCC-CCCC")
        first.join()
        qtbot.waitUntil(lambda: first.message.isVisibleTo(first), timeout=10000)
        assert "not valid" in first.message.text()
        first.code_edit.setText(code)
        with qtbot.waitSignal(first.accepted, timeout=10000):
            first.join()
        seated = first.controller
        assert seated is not None and seated.my_seat == 1
        again = JoinDialog(settings(), None)
        qtbot.addWidget(again)
        again.address_edit.setText(f"127.0.0.1:{table.port}")
        again.name_edit.setText("Ewa")
        again.code_edit.setText(code)
        again.join()
        qtbot.waitUntil(lambda: again.message.isVisibleTo(again), timeout=10000)
        assert "not valid" in again.message.text() or "taken" in again.message.text()
        seated.shutdown()
    finally:
        table.stop()


def test_host_dialog_seats_friends_and_bots(qtbot):
    dialog = HostTableDialog(settings(), None, "scharwenzel")
    qtbot.addWidget(dialog)
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(4))
    assert len(dialog.level_combos) == 3
    assert dialog.level_combos[0].currentData() == FRIEND
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("strong"))
    dialog.level_combos[2].setCurrentIndex(dialog.level_combos[2].findData(FRIEND))
    choice = dialog.choices()
    assert choice["game"] == "scharwenzel" and choice["players"] == 4
    assert [(s.kind, s.level) for s in choice["seats"]] == [
        ("person", None),
        ("bot", "strong"),
        ("person", None),
    ]
    assert choice["port"] == 47474
    assert not dialog.seed_spin.isVisibleTo(dialog)


def test_addresses_and_codes_are_checked():
    assert str(parse_address("10.0.0.5")) == "10.0.0.5:47474"
    assert parse_address("ws://example.org:5000/").url() == "ws://example.org:5000/"
    assert parse_address("[::1]:7000").url() == "ws://[::1]:7000/"
    for bad in ("", "host:port", "a b", "10.0.0.5:0", "[::1]x"):
        with pytest.raises(AddressError):
            parse_address(bad)
    assert tidy_code(" krtw 9mxp ") == "KRTW-9MXP"
    with pytest.raises(AddressError):
        tidy_code("K")


def test_a_network_seats_match_counts_for_its_side_with_the_person_first():
    stats = Statistics()
    # Scharwenzel-like teams: seats 0 and 2 against 1 and 3; the person sits at seat 1.
    got = stats.record_seat_match(
        "scharwenzel",
        1,
        [1, 3, 1, 3],
        [[0, 2], [1, 3]],
        False,
        5,
        "net-m",
        ["Anna", "You", "Clara", "Dieter"],
        ["normal", None, "person", "easy"],
    )
    assert got == "won"
    record = stats.games["scharwenzel"]
    assert (record.played, record.won, record.best) == (1, 1, 3)
    entry = stats.history[-1]
    assert entry.names == ["You", "Clara", "Dieter", "Anna"]
    assert entry.totals == [3, 1, 3, 1] and entry.winners == [0, 2]
    assert entry.levels == [None, "person", "easy", "normal"] and entry.deals == 5
    # Counted once.
    assert (
        stats.record_seat_match(
            "scharwenzel",
            1,
            [1, 3, 1, 3],
            [[0, 2], [1, 3]],
            False,
            5,
            "net-m",
            ["Anna", "You", "Clara", "Dieter"],
            ["normal", None, "person", "easy"],
        )
        is None
    )
    assert stats.games["scharwenzel"].played == 1


def test_a_network_seats_deal_counts_in_its_own_statistics():
    stats = Statistics()
    detail: dict = {}
    assert stats.record_seat_deal("chapanka", 0, "net-x", 2, [1, -1, 3, -3], detail, [])
    assert stats.games["chapanka"].deal_points == 3
    # Once per match and deal.
    assert not stats.record_seat_deal("chapanka", 0, "net-x", 2, [1, -1, 3, -3], detail, [])


def test_the_hosts_coach_answers_a_hint_for_this_seat(qtbot, hosting):
    hints: list[tuple[str, object]] = []
    c = seat(qtbot, hosting, lambda c: c.hint_ready.connect(lambda a, w: hints.append((a, w))))
    qtbot.waitUntil(c.is_human_turn, timeout=15000)
    c.hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=30000)
    action, why = hints[0]
    assert action in c.legal_texts()
    assert engine_text(why, "tausendundeins")  # sentences worded here, in this language
    c.shutdown()


def test_the_host_gives_a_waiting_seat_to_a_bot(qtbot):
    table = start_hosting(
        "tausendundeins",
        2,
        {},
        [SeatChoice("person")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    try:
        c = RemoteController(0)
        win = NetworkWindow(settings(), c, hosting=table)
        qtbot.addWidget(win)
        c.connect_seat(
            threaded_seat(f"ws://127.0.0.1:{table.port}/", None, table.host_token, "Anna", "en")
        )
        qtbot.waitUntil(lambda: c.welcomed and win.scene.obs is not None, timeout=10000)
        assert c.seats[1]["kind"] == "open" and win.seat_names[1] == "Open seat"
        assert win.bot_menu.isEnabled()
        seat_menu = win.bot_menu.actions()[0].menu()
        normal = next(a for a in seat_menu.actions() if a.text() == "Normal")
        normal.trigger()
        qtbot.waitUntil(lambda: c.seats[1]["kind"] == "bot", timeout=10000)
        assert c.seats[1]["level"] == "normal"
        # The bot plays: the table goes on to the person's turn or beyond.
        qtbot.waitUntil(
            lambda: c.is_human_turn() or c.observation()["current_player"] == 0, timeout=10000
        )
        assert not win.bot_menu.isEnabled()  # no seat left to give
        win.close()
        assert c.seat is None
    finally:
        table.stop()


def test_the_host_is_asked_before_closing_a_table_friends_sit_at(qtbot):
    table = start_hosting(
        "tausendundeins",
        2,
        {},
        [SeatChoice("person")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    c = RemoteController(0)
    win = NetworkWindow(settings(), c, hosting=table)
    qtbot.addWidget(win)
    friend = RemoteController(0)
    said: list[str] = []  # every status line shown (a later one may replace it at once)
    win.statusBar().messageChanged.connect(said.append)
    try:
        win.show()
        url = f"ws://127.0.0.1:{table.port}/"
        c.connect_seat(threaded_seat(url, None, table.host_token, "Anna", "en"))
        # The host sits down first: a friend already seated then is no news to announce.
        qtbot.waitUntil(lambda: c.welcomed and bool(win.seat_names), timeout=10000)
        friend.connect_seat(threaded_seat(url, table.codes[1], None, "Jan", "en"))
        qtbot.waitUntil(lambda: friend.welcomed and win.friends_seated() == 1, timeout=10000)
        qtbot.waitUntil(lambda: "Jan" in win.seat_names, timeout=5000)
        qtbot.waitUntil(lambda: "Jan sat down at the table." in said, timeout=5000)
        answers = iter(["cancel", "leave"])
        polls = iter(range(500))  # ten seconds of polling at most: never a timer for good

        def answer() -> None:
            box = win.leave_box_net
            if box is None:
                if next(polls, None) is not None:
                    QTimer.singleShot(20, answer)
                return
            which = next(answers)
            buttons = [
                b
                for b in box.buttons()
                if box.buttonRole(b)
                == (
                    QMessageBox.ButtonRole.DestructiveRole
                    if which == "leave"
                    else QMessageBox.ButtonRole.RejectRole
                )
            ]
            buttons[0].click()

        QTimer.singleShot(20, answer)
        assert not win.close()  # Cancel: the table stays, the friend with it
        assert win.isVisible() and c.seat is not None
        QTimer.singleShot(20, answer)
        assert win.close()
        assert c.seat is None
        # The host's server is gone with the table (the friend's seat gives up after its
        # reconnection attempts: netplay.client).
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", table.port), timeout=2).close()
    finally:
        # Whatever failed above, the window must not ask its question at tear-down: a modal
        # box nobody answers would hold the whole test run.
        win.leave()
        friend.shutdown()
        table.stop()


def test_the_game_menu_offers_host_and_join(window, qtbot, qapp):
    from gui.net.home import Home
    from gui.net.menu import NetworkMenu

    menu = NetworkMenu(Home(window.hooks))
    window.place(menu.menu_entries())
    actions = window.game_menu.actions()
    assert menu.act_host in actions and menu.act_join in actions
    assert actions.index(menu.act_join) < actions.index(window.act_undo)
    assert menu.act_host.text() == "&Host table…"
    i18n.install(qapp, "de")
    qtbot.waitUntil(lambda: menu.act_host.text() != "&Host table…", timeout=5000)
    assert "Tisch" in menu.act_host.text()


def test_joining_opens_the_table_in_its_own_window_and_leaving_brings_home_back(window, qtbot):
    from gui.net.home import Home
    from gui.net.hosting import join_now

    table = start_hosting(
        "chapanka",
        4,
        {},
        [SeatChoice("bot", "random"), SeatChoice("person"), SeatChoice("bot", "random")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    try:
        host_seat = RemoteController(0)
        url = f"ws://127.0.0.1:{table.port}/"
        host_seat.connect_seat(threaded_seat(url, None, table.host_token, "Anna", "en"))
        opened: list[NetworkWindow] = []
        address = f"127.0.0.1:{table.port}"
        c = join_now(Home(window.hooks), address, table.codes[2], opened=opened.append)
        qtbot.waitUntil(lambda: bool(opened), timeout=10000)
        net = opened[0]
        qtbot.addWidget(net)
        qtbot.waitUntil(lambda: net.scene.obs is not None, timeout=10000)
        assert net.remote is c and c.my_seat == 2 and net.scene.me == 2
        assert net.isVisible() and not window.isVisible()
        # The joiner gave no name: "Guest 3" (its seat), as every screen calls it.
        assert net.seat_names[0] == "Anna" and net.seat_names[2] == "Guest 3"
        # The host's seat hears of the guest through its own connection, in its own time.
        qtbot.waitUntil(lambda: host_seat.seat_names() == net.seat_names, timeout=10000)
        net.close()
        assert c.seat is None and window.isVisible()
        host_seat.shutdown()
    finally:
        table.stop()


def test_the_hosted_table_is_saved_as_it_goes_in_a_folder_of_its_own(tmp_path, qtbot):
    """The host's autosave: the table file under the user's data folder, one folder per
    hosting (a later hosting never resumes an old table by itself)."""
    import json

    from gui.net.hosting import hosted_tables_dir

    assert hosted_tables_dir(None) is None  # no per-user storage: the table is not kept
    first = hosted_tables_dir(tmp_path)
    assert first is not None and first.parent == tmp_path / "hosted"
    first.mkdir(parents=True)
    second = hosted_tables_dir(tmp_path)
    assert second is not None and second != first
    table = start_hosting(
        "tausendundeins",
        2,
        {},
        [SeatChoice("bot", "random")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
        data_dir=first,
    )
    try:
        c = RemoteController(0)
        c.connect_seat(
            threaded_seat(f"ws://127.0.0.1:{table.port}/", None, table.host_token, "Anna", "en")
        )
        qtbot.waitUntil(lambda: bool(c.legal_texts()), timeout=10000)
        move = c.legal_texts()[0]
        c.play(move)
        qtbot.waitUntil(
            lambda: any(
                move in sum(json.loads(f.read_text())["save"]["deals"], [])
                for f in first.glob("tables/*.json")
            ),
            timeout=10000,
        )
        c.shutdown()
    finally:
        table.stop()


def test_a_friend_is_told_at_once_and_without_a_blocking_box_when_the_host_closes(qtbot):
    """The host's leaving closes the table for good (close 4003): the friend's window says so
    in words and does not wait for a reconnection that cannot come, and the notice is not a
    modal loop (a blocking box would hold this test, and a screenshot run, forever)."""
    table = start_hosting(
        "tausendundeins",
        2,
        {},
        [SeatChoice("person")],
        port=0,
        host_name="Anna",
        bind="127.0.0.1",
    )
    url = f"ws://127.0.0.1:{table.port}/"
    host = RemoteController(0)
    host.connect_seat(threaded_seat(url, None, table.host_token, "Anna", "en"))
    friend = RemoteController(0)
    win = NetworkWindow(settings(), friend)
    qtbot.addWidget(win)
    friend.connect_seat(threaded_seat(url, table.codes[1], None, "Jan", "en"))
    qtbot.waitUntil(lambda: friend.welcomed and host.welcomed, timeout=10000)
    try:
        table.stop()
        # The seat's first retry would come after a second; a final close ends it at once.
        qtbot.waitUntil(lambda: win.lost_box is not None, timeout=3000)
        assert win.lost_box.text() == "The host has closed the table."
        assert win.lost_box.isVisible()
        assert "closed the table" in win.statusBar().currentMessage()
        assert friend.seat is None
    finally:
        host.close_seat()
        win.lost_box = None
        win.close()
