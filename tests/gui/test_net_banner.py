"""A network table says why play waits for as long as it waits: the server's "paused" (it
cannot save) and a friend's dropped connection stay above the table until play goes on, not
8 seconds in the status line (gui/net/table_banner.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import i18n
from gui.net.network_window import NetworkWindow
from gui.net.remote_controller import RemoteController
from gui.settings import MemoryStorage, Settings
from netplay import words
from tests.gui.net_fakes import FakeTable


@pytest.fixture
def table(qtbot) -> Iterator[tuple[NetworkWindow, RemoteController, FakeTable]]:
    """A friend's seat (seat 1 of four) at a Scharwenzel table, its window shown."""
    fake = FakeTable("scharwenzel", 4, 1, seed=3)
    c = RemoteController(0)
    c.set_trick_hold(0)
    win = NetworkWindow(Settings(MemoryStorage({"animation_speed": "off"})), c)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    c.connect_seat(fake.seat_for)
    qtbot.waitUntil(lambda: c.welcomed, timeout=5000)
    yield win, c, fake
    win.leave()


def _say(fake: FakeTable, msg: dict) -> None:
    fake.listener.on_message({"v": 2, **msg})


def _seats(dropped: dict | None = None) -> list[dict]:
    seats = [
        {"name": "Anna", "kind": "person", "connected": True, "host": True},
        {"name": "Ben", "kind": "person", "connected": True},
        {"name": "Cleo", "kind": "person", "connected": True},
        {"name": "", "kind": "bot", "level": "easy", "connected": True},
    ]
    if dropped is not None:
        seats[2].update(dropped)
    return seats


def test_a_paused_table_says_so_until_it_goes_on(table, qtbot) -> None:
    win, c, fake = table
    assert win.banner.isHidden()
    paused = words.say(words.PAUSED, "en", why="no space left on the disk")
    _say(fake, {"type": "paused", "reason": "save_failed", "message": paused})
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    assert win.banner.text() == paused
    # Above the table, over nobody: the table keeps all of its own room below it.
    assert win.banner.geometry().bottom() < win.view.geometry().top()
    _say(fake, {"type": "resumed", "message": words.say(words.RESUMED, "en")})
    qtbot.waitUntil(win.banner.isHidden, timeout=5000)
    assert win.statusBar().currentMessage() == words.say(words.RESUMED, "en")


def test_the_banner_goes_when_the_table_is_left(table, qtbot) -> None:
    win, c, fake = table
    _say(fake, {"type": "paused", "reason": "save_failed", "message": "It waits."})
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    win.leave()
    assert win.banner.isHidden() and c.paused_message == ""


def test_a_friend_who_dropped_is_waited_for_until_a_bot_or_the_friend_is_back(table, qtbot) -> None:
    win, c, fake = table
    _say(fake, {"type": "seats", "seats": _seats({"connected": False})})
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    assert win.banner.text() == (
        "Cleo has left the table: a bot plays for them after a short wait."
    )
    _say(fake, {"type": "seats", "seats": _seats({"connected": False, "stand_in": True})})
    qtbot.waitUntil(win.banner.isHidden, timeout=5000)
    _say(fake, {"type": "seats", "seats": _seats({"connected": False})})
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    _say(fake, {"type": "seats", "seats": _seats()})
    qtbot.waitUntil(win.banner.isHidden, timeout=5000)


def test_the_waiting_is_said_in_the_persons_language(table, qtbot, qapp) -> None:
    win, c, fake = table
    i18n.install(qapp, "pl")
    _say(fake, {"type": "seats", "seats": _seats({"connected": False})})
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    assert win.banner.text() == "Cleo odchodzi od stołu: po chwili za to miejsce zagra komputer."


def test_a_new_welcome_starts_unpaused(table, qtbot) -> None:
    """Back after a dropped connection the table may have resumed meanwhile: the server says
    "paused" again after its welcome if it still waits, and nothing if it does not."""
    win, c, fake = table
    _say(fake, {"type": "paused", "reason": "save_failed", "message": "It waits."})
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    fake._welcome()
    qtbot.waitUntil(win.banner.isHidden, timeout=5000)


def test_the_pause_follows_a_language_switch_while_the_table_waits(table, qtbot, qapp) -> None:
    """The server words ``paused`` in the language the seat joined with (English here); a
    person who switches to Polish meanwhile reads why the table waits in Polish, and in
    English again after switching back, as every other line of the window."""
    win, c, fake = table
    joined_with = words.paused("en", "disk_full")
    _say(
        fake,
        {
            "type": "paused",
            "reason": "save_failed",
            "cause": "disk_full",
            "detail": "",
            "message": joined_with,
        },
    )
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    assert win.banner.text() == joined_with
    i18n.install(qapp, "pl")
    polish = (
        "Stół nie może zapisać ruchów (dysk gospodarza jest pełny); "
        "gra czeka, aż zapis znów zadziała."
    )
    qtbot.waitUntil(lambda: win.banner.text() == polish, timeout=5000)
    assert c.paused_message == polish
    i18n.uninstall(qapp)
    qtbot.waitUntil(lambda: win.banner.text() == joined_with, timeout=5000)
    i18n.install(qapp, "pl")
    qtbot.waitUntil(lambda: win.banner.text() == polish, timeout=5000)
    # Play goes on: said in the language shown now, whatever the seat joined with.
    _say(fake, {"type": "resumed", "message": words.say(words.RESUMED, "en")})
    qtbot.waitUntil(win.banner.isHidden, timeout=5000)
    assert win.statusBar().currentMessage() == "Stół znów zapisuje ruchy; gra toczy się dalej."


def test_an_error_only_the_system_names_keeps_its_words_in_the_new_sentence(
    table, qtbot, qapp
) -> None:
    win, c, fake = table
    detail = "Input/output error"
    _say(
        fake,
        {
            "type": "paused",
            "reason": "save_failed",
            "cause": "other",
            "detail": detail,
            "message": words.paused("en", "other", detail),
        },
    )
    qtbot.waitUntil(win.banner.isVisible, timeout=5000)
    i18n.install(qapp, "pl")
    qtbot.waitUntil(
        lambda: (
            win.banner.text()
            == f"Stół nie może zapisać ruchów ({detail}); gra czeka, aż zapis znów zadziała."
        ),
        timeout=5000,
    )


def test_a_pause_from_an_older_server_is_shown_in_its_own_words(table, qtbot, qapp) -> None:
    """No cause (a server before it was sent), or one this program does not know: the
    server's sentence is all there is to show."""
    win, c, fake = table
    for msg in (
        {"type": "paused", "reason": "save_failed", "message": "Der Tisch wartet."},
        {"type": "paused", "reason": "save_failed", "cause": "moon", "message": "Er wartet."},
    ):
        _say(fake, msg)
        qtbot.waitUntil(lambda m=msg: win.banner.text() == m["message"], timeout=5000)
    i18n.install(qapp, "pl")
    qtbot.waitUntil(lambda: win.banner.accessibleName() != "Play waits", timeout=5000)
    assert win.banner.text() == "Er wartet."
