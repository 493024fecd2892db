"""Card pixmaps follow the pattern setting and the window size; --screenshot writes a PNG."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtGui import QImage

import cardart
from gui import app
from gui.pixmaps import CardPixmaps, Key, face_key
from gui.table.scene import TableScene
from tests.gui.conftest import start, wait_rendered


def test_pattern_switch_rerenders_cards(window, qtbot):
    start(window, qtbot, "kaschlan", seed=5)
    code = window.controller.observation()["hand"][0]
    item = window.scene.item(code)
    french = item.pixmap
    assert french is not None
    window.settings.set_pattern("kaschlan", "german")
    wait_rendered(window, qtbot)
    qtbot.waitUntil(lambda: item.pixmap is not None and item.pixmap.cacheKey() != french.cacheKey())
    key = window.scene._pixmap_key(item)
    assert key[1] == "german"
    assert window.pixmaps.get(key) is item.pixmap
    assert window.pattern_actions["german"].isChecked()


def test_card_back_switch_rerenders_the_hidden_cards(window, qtbot):
    start(window, qtbot, "kaschlan", players=3, seed=5)
    hidden = next(item for item in window.scene.cards.values() if item.code is None)
    before = hidden.pixmap
    assert before is not None
    other = next(b for b in cardart.BACKS if b != window.scene.back)
    window.settings.set_card_back(other)
    wait_rendered(window, qtbot)
    qtbot.waitUntil(
        lambda: hidden.pixmap is not None and hidden.pixmap.cacheKey() != before.cacheKey()
    )
    assert window.scene._pixmap_key(hidden)[1] == other
    assert window.back_actions[other].isChecked()


def test_a_pack_comes_with_its_own_back_until_one_is_chosen(window, qtbot):
    start(window, qtbot, "kaschlan", players=3, seed=5)
    window.settings.set_card_back("")
    window.settings.set_pattern("kaschlan", "german")
    wait_rendered(window, qtbot)
    qtbot.waitUntil(lambda: window.scene.back == "lozenge")
    assert window.back_actions["lozenge"].isChecked()
    window.settings.set_pattern("kaschlan", "french")
    qtbot.waitUntil(lambda: window.scene.back == cardart.default_back("french"))
    window.settings.set_card_back("rosette")
    window.settings.set_pattern("kaschlan", "german")
    qtbot.waitUntil(lambda: window.scene.back == "rosette")


def test_resize_rerenders_at_the_new_size(window, qtbot):
    start(window, qtbot, "tausendundeins", seed=5)
    code = window.controller.observation()["hand"][0]
    item = window.scene.item(code)
    small_w = item.w
    window.resize(900, 600)
    qtbot.waitUntil(lambda: window.scene.item(code).w < small_w - 1)
    wait_rendered(window, qtbot)
    item = window.scene.item(code)
    dpr = window.view.devicePixelRatioF()
    # Rendered at the stepped width (cardart.step_width), so small layout changes share a size
    # (up to 2 px from the item's own width below 128 px).
    stepped = cardart.step_width(item.w * dpr)
    qtbot.waitUntil(lambda: item.pixmap is not None and item.pixmap.width() == stepped)
    assert window.scene._pixmap_key(item)[3] == stepped


def test_screenshot_in_process(qapp, tmp_path):
    out = tmp_path / "shot.png"
    rc = app.main(
        [
            "--game",
            "kaschlan",
            "--players",
            "3",
            "--seed",
            "2",
            "--bots",
            "random",
            "--size",
            "900x600",
            "--screenshot",
            str(out),
        ]
    )
    assert rc == 0
    assert gc.isenabled()  # the program's own collector handed collections back on return
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)
    # The desktop finds the menu entry and the icon through the freedesktop id.
    assert qapp.desktopFileName() == app.APP_ID
    assert app.WINDOW_ICON.is_file()
    assert not qapp.windowIcon().isNull()


def test_screenshot_command_line(tmp_path):
    out = tmp_path / "cli.png"
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "gui.app",
            "--game",
            "chapanka",
            "--players",
            "4",
            "--seed",
            "3",
            "--bots",
            "random",
            "--option",
            "kinal_pot=off",
            "--size",
            "1280x800",
            "--screenshot",
            str(out),
        ],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)


class _RecordingPixmaps(CardPixmaps):
    """Card pixmaps that note every key asked to be rendered (and render nothing)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[Key] = []

    def request(self, keys: Iterable[Key]) -> None:
        self.asked.extend(keys)


def test_a_table_renders_no_card_before_it_is_given_its_size(qapp):
    """The start lays the first deal out before the window has its size: rendering then drew
    every visible card twice (at the default layout's width and again at the window's)."""
    pixmaps = _RecordingPixmaps()
    scene = TableScene(pixmaps)
    obs = {
        "game": "kaschlan",
        "players": 3,
        "hand": ["AS", "KH", "QD", "7C"],
        "hand_sizes": [4, 4, 4],
        "table": [],
        "stock": 9,
        "talon": 0,
        "trump": "H",
        "trump_card": "9H",
        "deal_no": 0,
        "current_player": 0,
    }
    scene.set_observation(obs)
    assert scene.cards and pixmaps.asked == []
    scene.resize_table(900, 600)
    wanted = {scene._pixmap_key(item) for item in scene.cards.values()}
    assert {key[2] for key in wanted} >= {"AS", "KH", "QD", "7C"}
    assert set(pixmaps.asked) == wanted


def test_a_card_asked_for_at_two_widths_in_one_turn_is_rendered_at_the_last(qtbot):
    """As the window settles, the table is laid out again before any card is rendered: only
    the width asked for last is drawn (the start drew the hand at 116 px and again at 112)."""
    pixmaps = CardPixmaps()
    first, last = (face_key("french", "QS", width, None) for width in (116, 112))
    assert pixmaps.get(first) is None and pixmaps.get(last) is None
    assert not pixmaps.is_idle()
    qtbot.waitUntil(pixmaps.is_idle, timeout=20000)
    assert pixmaps.rendered_count == 1
    assert pixmaps.get(last) is pixmaps.peek(first)  # the nearest size stands in
    assert pixmaps.peek(last) is not None and pixmaps.peek(last).width() == 112


def test_the_table_keeps_its_size_when_the_first_deal_is_dealt(window, qtbot):
    """The status bar's first message and the first turn's prompt and buttons took rows from
    the table, which was laid out and rendered again at each (three sizes before the first
    frame)."""
    before = window.view.viewport().size()
    start(window, qtbot, "kaschlan", players=4, seed=7)
    assert window.statusBar().isVisible() and window.panel.buttons
    assert window.view.viewport().size() == before
