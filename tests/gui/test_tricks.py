"""Tricks that can be read (issue 16, item 2) and a result panel that covers nobody (item 6).

A finished trick stays on the table until the person clicks or presses a key (or its chosen
pause runs out) and the bots wait meanwhile; its cards lie towards their players, the lead is
ringed, the direction of play is drawn from the game's spec; L and a click on a trick pile
show the last trick again. After a deal, the result panel leaves every name plate and the
hand uncovered at 1024×600 and 1920×1080, and explains each of its rows.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

import engine
import i18n
from gui import names
from gui.dialogs.settings import SettingsDialog
from gui.language import Language
from gui.main_window import MainWindow
from gui.result_overlay import clear_spot
from gui.settings import Settings
from gui.storage.settings_store import JsonSettingsStorage, load_settings
from tests.gui.conftest import shown_window, wait_rendered

TRICK_GAMES = [
    ("tausendundeins", 2),
    ("bolachen", 3),
    ("scharwenzel", 4),
    ("scharwenzel", 6),
    ("scharwenzel", 8),
    ("chapanka", 4),
]
ALL_TABLES = [*TRICK_GAMES, ("kaschlan", 2), ("kaschlan", 3), ("kaschlan", 4), ("kaschlan", 5)]


@pytest.fixture
def held(qtbot) -> Iterator[MainWindow]:
    """A window with the default setting: a finished trick stays until a click or key."""
    for win in shown_window(qtbot, {"animation_speed": "off", "review_analysis": False}):
        assert win.settings.trick_hold() == "click"
        yield win


def new_game(window: MainWindow, game: str, players: int, seed: int) -> None:
    window.controller.new_game(game, players, {}, seed, "random")


def play_until_held(window: MainWindow, qtbot, rng: random.Random, bot_next: bool = False) -> dict:
    """The person plays at random (bots too) until a trick or bout is held; with
    ``bot_next`` until one is held after which a bot is to move."""
    c = window.controller
    for _ in range(400):
        qtbot.waitUntil(
            lambda: c.held is not None or c.is_human_turn() or c.state.current_player is None,
            timeout=10000,
        )
        if c.held is not None:
            if not bot_next or c.state.current_player not in (None, 0):
                return c.held
            c.acknowledge()
            continue
        if c.state.current_player is None:  # a deal over before such a trick: the next
            assert not c.state.is_over
            c.next_deal()
            continue
        c.play(rng.choice(c.legal_texts()))
    raise AssertionError("no trick was held")


def table_point(window: MainWindow) -> QPoint:
    """A point of the table away from every card (the felt near the top edge)."""
    return QPoint(window.view.viewport().width() // 2, 4)


# --- the hold ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players"), [*TRICK_GAMES, ("kaschlan", 3)])
def test_a_trick_stays_until_a_click_and_the_bots_wait(held, qtbot, game, players) -> None:
    c = held.controller
    new_game(held, game, players, seed=4)
    effect = play_until_held(held, qtbot, random.Random(4), bot_next=True)
    scene = held.scene
    assert scene.tricks.held == effect
    moves = len(c.state.history)
    # What lies in the middle is the finished trick (or the bout's rows), from the event.
    plays = effect["cards"] if effect["kind"] == "trick" else c.observation()["last_trick"]
    for play in plays:
        item = scene.item(play["card"])
        assert item is not None and item.isVisible(), play
        if effect["kind"] == "trick":  # who played it, for the mouse and a screen reader
            assert f"played by {held.seat_names[play['seat']]}" in item.toolTip()
            assert item.toolTip() == item.accessible
    QApplication.processEvents()
    # No bot is thinking or moving while the trick lies there.
    assert c.thinking_seat is None and c._pool.activeThreadCount() == 0
    assert len(c.state.history) == moves and c.held is effect
    assert held.input.caption(full=False) == scene.prompt.text
    assert held.panel.prompt.text() == held.input.caption()
    # A key held down since the last card repeats: no sign of reading.
    repeat = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", True
    )
    QApplication.sendEvent(held.view, repeat)
    assert c.held is effect
    # X11 without detectable auto-repeat: a release and a press of one timestamp.
    for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress):
        pair = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r")
        pair.setTimestamp(7000)
        QApplication.sendEvent(held.view, pair)
    assert c.held is effect
    qtbot.mouseClick(held.view.viewport(), Qt.MouseButton.LeftButton, pos=table_point(held))
    assert c.held is None and scene.tricks.held is None
    # Now the bots play on.
    qtbot.waitUntil(
        lambda: len(c.state.history) > moves or c.state.current_player is None, timeout=10000
    )


def test_a_fresh_key_press_puts_the_trick_away(held, qtbot) -> None:
    c = held.controller
    new_game(held, "chapanka", 4, seed=2)
    play_until_held(held, qtbot, random.Random(2))
    moves = len(c.state.history)
    qtbot.keyClick(held.view, Qt.Key.Key_Space)
    assert c.held is None
    qtbot.waitUntil(
        lambda: c.is_human_turn() or len(c.state.history) > moves or c.state.deal_over,
        timeout=10000,
    )


def test_with_the_pause_setting_the_trick_goes_by_itself(held, qtbot) -> None:
    held.settings.set_trick_hold("1s")
    c = held.controller
    assert c.trick_hold_ms == 1000
    new_game(held, "bolachen", 3, seed=6)
    effect = play_until_held(held, qtbot, random.Random(6), bot_next=True)
    moves = len(c.state.history)
    timer = held.scene.tricks.timer  # the table's one timer for a finished trick
    assert timer.isActive() and timer.interval() == 1000
    assert c.held is effect and held.scene.tricks.held == effect
    # Nobody clicks: the pause runs out and the bots go on.
    qtbot.waitUntil(lambda: c.held is None, timeout=5000)
    assert held.scene.tricks.held is None
    qtbot.waitUntil(
        lambda: len(c.state.history) > moves or c.state.current_player is None, timeout=10000
    )


def test_the_last_trick_of_a_deal_is_held_before_the_result(held, qtbot) -> None:
    c = held.controller
    new_game(held, "tausendundeins", 2, seed=8)
    rng = random.Random(8)
    while True:
        effect = play_until_held(held, qtbot, rng)
        if c.state.deal_over:
            break
        c.acknowledge()
    assert effect["kind"] == "trick"
    QApplication.processEvents()
    assert not held.result_panel.isVisible() and not c.results
    qtbot.keyClick(held.view, Qt.Key.Key_Return)
    qtbot.waitUntil(held.result_panel.isVisible, timeout=5000)


# --- where the cards lie, the lead, the direction ----------------------------------------------


def _angle(ax: float, ay: float, bx: float, by: float) -> float:
    dot = (ax * bx + ay * by) / ((math.hypot(ax, ay) * math.hypot(bx, by)) or 1.0)
    return math.degrees(math.acos(max(-1.0, min(1.0, dot))))


@pytest.mark.parametrize(("game", "players"), TRICK_GAMES)
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_trick_cards_lie_towards_their_players(held, qtbot, game, players, size) -> None:
    held.resize(*size)
    new_game(held, game, players, seed=3)
    effect = play_until_held(held, qtbot, random.Random(3))
    scene = held.scene
    cx, cy = scene.geo.center
    plates = {seat: p.sceneBoundingRect().center() for seat, p in scene.plates.items()}
    for play in effect["cards"]:
        seat = play["seat"]
        card = scene.item(play["card"]).sceneBoundingRect().center()
        dx, dy = card.x() - cx, card.y() - cy
        if seat == 0:
            # The person sits at the bottom, behind the hand.
            assert dy > 0 and _angle(dx, dy, 0, 1) < 10, (seat, dx, dy)
            continue
        plate = plates[seat]
        assert _angle(dx, dy, plate.x() - cx, plate.y() - cy) < 25, (seat, play)
        # Of all the players, the card points at the one who played it.
        nearest = min(
            (s for s in plates if s != 0),
            key=lambda s: _angle(dx, dy, plates[s].x() - cx, plates[s].y() - cy),
        )
        assert nearest == seat, (seat, nearest, play)


@pytest.mark.parametrize(("game", "players"), [("scharwenzel", 4), ("chapanka", 4)])
def test_the_lead_and_the_winner_are_ringed_and_the_arrow_turns_the_games_way(
    held, qtbot, game, players
) -> None:
    new_game(held, game, players, seed=5)
    effect = play_until_held(held, qtbot, random.Random(5))
    scene = held.scene
    lead = scene.item(effect["cards"][0]["card"])
    assert scene.lead_ring.isVisible() and scene.lead_ring.card is lead
    assert scene.lead_ring.pos() == lead.pos()
    winner = next(p for p in effect["cards"] if p["seat"] == effect["winner"])
    assert scene.win_ring.isVisible() and scene.win_ring.card is scene.item(winner["card"])
    assert scene.arrow.isVisible()
    assert scene.arrow.direction == engine.game(game).direction
    # The arrowheads point from each seat's card towards the next seat's in play order.
    g = scene.geo
    for seat in range(players):
        nxt = (seat + scene.arrow.direction) % players
        ax, ay = g.trick_position(seat)
        bx, by = g.trick_position(nxt)
        head = scene.arrow.point(scene.arrow.heads[seat])
        ux, uy = scene.arrow.tangent(scene.arrow.heads[seat])
        # Moving along the arrow brings the head nearer the next seat's card.
        ahead = QPointF(head.x() + ux * 5, head.y() + uy * 5)
        target = QPointF(bx + g.table_w / 2, by + g.table_h / 2)
        assert math.hypot(ahead.x() - target.x(), ahead.y() - target.y()) < math.hypot(
            head.x() - target.x(), head.y() - target.y()
        ), (seat, nxt)
    # While the next trick is played, its first card carries the lead's ring.
    held.controller.acknowledge()
    c = held.controller
    qtbot.waitUntil(lambda: bool(c.observation()["table"]) or c.is_human_turn(), timeout=10000)
    table = c.observation()["table"]
    if table:
        assert scene.lead_ring.card is scene.item(table[0]["card"])


def test_l_and_a_click_on_the_pile_show_the_last_trick(held, qtbot) -> None:
    c = held.controller
    new_game(held, "scharwenzel", 4, seed=9)
    rng = random.Random(9)
    effect = play_until_held(held, qtbot, rng)
    c.acknowledge()
    qtbot.waitUntil(lambda: c.is_human_turn() or c.held is not None, timeout=10000)
    while c.held is not None or not c.is_human_turn():
        if c.held is not None:
            effect = c.held
            c.acknowledge()
        qtbot.waitUntil(lambda: c.is_human_turn() or c.held is not None, timeout=10000)
    wait_rendered(held, qtbot)
    scene = held.scene
    moves = len(c.state.history)
    qtbot.keyClick(held.view, Qt.Key.Key_L)
    assert scene.tricks.again is not None
    for play in effect["cards"]:
        item = scene.item(play["card"])
        assert item is not None and item.isVisible()
    assert scene.lead_ring.card is scene.item(effect["cards"][0]["card"])
    winner = held.seat_names[effect["winner"]]
    assert (winner in scene.prompt.text) or (effect["winner"] == 0)
    # Looking changes nothing in the game; any key goes back.
    qtbot.keyClick(held.view, Qt.Key.Key_Right)
    assert scene.tricks.again is None and len(c.state.history) == moves
    assert held.input.focus is None or held.input.focus in c.observation()["hand"]
    # The winner's trick pile shows it too.
    pile = scene.piles[effect["winner"]]
    assert pile.isVisible() and pile.last
    point = held.view.mapFromScene(pile.sceneBoundingRect().center())
    qtbot.mouseClick(held.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert scene.tricks.again is not None
    qtbot.mouseClick(held.view.viewport(), Qt.MouseButton.LeftButton, pos=table_point(held))
    assert scene.tricks.again is None and len(c.state.history) == moves


def test_kaschlan_keeps_the_bout_readable(held, qtbot) -> None:
    c = held.controller
    new_game(held, "kaschlan", 3, seed=3)
    effect = play_until_held(held, qtbot, random.Random(3))
    assert effect["kind"] == "bout_over"
    rows = c.observation()["last_trick"]
    scene = held.scene
    for row in rows:
        for code in (row["card"], row.get("beaten_by")):
            if code:
                assert scene.item(code) is not None and scene.item(code).isVisible()
    defender = "You" if effect["defender"] == 0 else held.seat_names[effect["defender"]]
    assert defender in scene.prompt.text


# --- the setting --------------------------------------------------------------------------------


def test_the_trick_setting_persists_and_is_offered(qtbot, tmp_path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(JsonSettingsStorage(path))
    assert settings.trick_hold() == "click" and settings.trick_hold_ms() is None
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    offered = [dialog.trick_hold.itemData(i) for i in range(dialog.trick_hold.count())]
    assert offered == ["click", "1s", "2s", "3s"]
    dialog.trick_hold.setCurrentIndex(offered.index("3s"))
    assert settings.trick_hold_ms() == 3000
    assert load_settings(path)[0]["trick_hold"] == "3s"
    assert Settings(JsonSettingsStorage(path)).trick_hold() == "3s"
    # A damaged value costs only this setting.
    from gui.storage.settings_store import save_settings

    save_settings(path, {**load_settings(path)[0], "trick_hold": "forever"})
    values, warnings = load_settings(path)
    assert values["trick_hold"] == "click" and warnings


# --- the result panel ---------------------------------------------------------------------------


def test_clear_spot_avoids_every_obstacle() -> None:
    area = QRect(0, 0, 400, 300)
    blocks = [QRect(150, 100, 100, 100)]
    spot = clear_spot(area, QSize(120, 80), blocks, QPoint(200, 150))
    assert spot is not None and area.contains(spot)
    assert not spot.intersects(blocks[0])
    assert clear_spot(area, QSize(390, 290), blocks, QPoint(200, 150)) is None


def _finish_deal(window: MainWindow, qtbot, game: str, players: int) -> None:
    c = window.controller
    window.controller.new_game(game, players, {}, 11, "random")
    rng = random.Random(11)
    for _ in range(2000):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.current_player is None, timeout=15000)
        if c.state.current_player is None:
            break
        c.play(rng.choice(c.legal_texts()))
    qtbot.waitUntil(window.result_panel.isVisible, timeout=10000)


@pytest.mark.parametrize(("game", "players"), ALL_TABLES)
def test_the_result_panel_covers_no_player(window, qtbot, game, players) -> None:
    _finish_deal(window, qtbot, game, players)
    panel = window.result_panel
    for size in ((1024, 600), (1920, 1080)):
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.size().width() == s[0], timeout=5000)
        window.view.fit_scene()
        window.result_overlay.place()
        box = panel.geometry()
        assert window.view.rect().contains(box), (size, box)
        for rect in window.scene.player_rects():
            seen = window.view.mapFromScene(rect).boundingRect()
            assert not box.intersects(seen), (size, box, seen)
        # A trick pile is never cut by the panel's edge: clear of it, or stepped aside.
        for pile in window.scene.piles.values():
            if pile.isVisible():
                seen = window.view.mapFromScene(pile.sceneBoundingRect()).boundingRect()
                assert not box.intersects(seen), (size, "pile", pile.seat, box, seen)
        assert window.scene.plates and len(window.scene.player_rects()) >= players
        # Every row says what it counts: a tooltip from the game's vocabulary.
        model = panel.model
        tips = [model.row_tip(r) for r in range(model.rowCount())]
        assert all(tips), tips
        for r in range(model.rowCount()):
            tip = model.data(model.index(r, 1), Qt.ItemDataRole.ToolTipRole)
            assert tip == tips[r]


def test_result_rows_are_explained_in_the_games_words(window, qtbot) -> None:
    _finish_deal(window, qtbot, "tausendundeins", 2)
    panel = window.result_panel
    detail = window.controller.results[-1]["detail"]
    assert "card_points" in detail
    meaning = names.explanation("tausendundeins", "detail", "card_points")
    label = names.detail_label("tausendundeins", "card_points")
    tips = [panel.model.row_tip(r) for r in range(panel.model.rowCount())]
    assert meaning and any(meaning in tip for tip in tips), tips
    assert f"{label}: {meaning}" in panel.explain.text() or panel.compact
    assert meaning in panel.table.toolTip()


def test_learn_mode_explains_a_held_trick_and_says_how_to_go_on(held, qtbot) -> None:
    """While a trick is held the Learn tab says who won it and why, and that a click goes on
    (not that the bots are playing: they wait for the person)."""
    new_game(held, "chapanka", 4, seed=5)
    learning = held.learning
    learning.set_learn_mode(True)
    effect = play_until_held(held, qtbot, random.Random(2), bot_next=True)
    text = learning.panel.text.text()
    winner = held.seat_names[effect["winner"]]
    assert winner in text, text
    assert "Click the table or press a key to go on." in text
    assert "bots are playing" not in text
    held.controller.acknowledge()
    qtbot.waitUntil(lambda: held.controller.held is None, timeout=5000)
    assert "Click the table" not in learning.panel.text.text()


def test_closing_while_the_last_trick_is_held_still_reports_the_deal(held, qtbot) -> None:
    """The deal's result (statistics, the finished match's autosave) must not be lost when
    the window closes while the deal's final trick waits for a click."""
    c = held.controller
    new_game(held, "tausendundeins", 2, seed=3)
    rng = random.Random(5)
    finished = []
    c.deal_finished.connect(finished.append)
    for _ in range(60):
        play_until_held(held, qtbot, rng)
        if c.state.deal_over:
            break
        c.acknowledge()
    assert c.held is not None and c.state.deal_over and not finished
    held.close()
    assert len(finished) == 1


@pytest.mark.parametrize("language", ["pl", "de"])
def test_a_lead_that_takes_its_own_trick_shows_both_tabs_apart(held, qtbot, qapp, language) -> None:
    """Polish "Wyjście" beside "Bierze" (German "Ausspiel" beside "Sticht") is wider than a
    1001 card: side by side, the winner's tab hid the lead's word. One tab names both."""
    Language(qapp, held.settings, parent=held)
    held.settings.set_language(language)
    qtbot.waitUntil(lambda: i18n.installed_language() == language)
    new_game(held, "tausendundeins", 2, seed=7)
    rng = random.Random(7)
    c = held.controller
    for _ in range(40):
        effect = play_until_held(held, qtbot, rng)
        if effect["winner"] == effect["cards"][0]["seat"]:
            break
        c.acknowledge()
    else:
        raise AssertionError("no lead took its own trick")
    wait_rendered(held, qtbot)
    scene = held.scene
    assert scene.lead_ring.card is scene.win_ring.card
    assert scene.lead_ring.tab_rect().isEmpty()  # a ring, no tab of its own
    lead_word = QApplication.translate("TableScene", "Lead")
    takes_word = QApplication.translate("TableScene", "Takes")
    assert lead_word != "Lead" and lead_word in scene.win_ring.label
    assert takes_word in scene.win_ring.label
    # The tab stays on the table's visible part.
    visible = held.view.mapToScene(held.view.viewport().rect()).boundingRect()
    assert visible.contains(scene.win_ring.tab_rect())


def _heap_rects(scene) -> list[QRectF]:
    """The stock, its trump, the talon and their count chips as they lie on the table."""
    obs = scene.obs or {}
    heaps = [
        item.sceneBoundingRect()
        for key, item in scene.cards.items()
        if item.isVisible()
        and (key.startswith(("stock:", "talon:")) or key == obs.get("trump_card"))
        and not any(e.get("card") == key for e in obs.get("table") or [])
    ]
    heaps += [c.sceneBoundingRect() for c in (scene.stock_chip, scene.talon_chip) if c.isVisible()]
    return heaps


@pytest.mark.parametrize(("game", "players"), TRICK_GAMES)
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_trick_piles_lie_on_no_stock_or_talon(held, qtbot, game, players, size) -> None:
    """At 1024x600 a Bolachen player's pile lay on the Dopper (the talon)."""
    held.resize(*size)
    new_game(held, game, players, seed=11)
    rng = random.Random(11)
    c = held.controller
    checked = 0
    for _ in range(6):
        play_until_held(held, qtbot, rng)
        wait_rendered(held, qtbot)
        heaps = _heap_rects(held.scene)
        for seat, pile in held.scene.piles.items():
            if pile.isVisible():
                checked += 1
                box = pile.sceneBoundingRect()
                assert not any(box.intersects(h) for h in heaps), (seat, box, heaps)
        c.acknowledge()
    assert checked >= 3


@pytest.mark.parametrize("players", [6, 8])
def test_every_trick_card_keeps_its_top_index_in_sight(held, qtbot, players) -> None:
    """Six or eight trick cards overlap at the sides: played in order, Bruno's 8♥ lay over
    Anna's K♥ and hid its index."""
    new_game(held, "scharwenzel", players, seed=3)
    effect = play_until_held(held, qtbot, random.Random(3))
    wait_rendered(held, qtbot)
    scene = held.scene
    items = [scene.item(p["card"]) for p in effect["cards"]]
    assert len(items) == players
    for item in items:
        box = item.sceneBoundingRect()
        corner = QRectF(box.left(), box.top(), box.width() * 0.3, box.height() * 0.25)
        for other in items:
            if other is not item and other.zValue() > item.zValue():
                assert not other.sceneBoundingRect().intersects(corner), (item.code, other.code)


@pytest.mark.parametrize(
    ("game", "players"), [("scharwenzel", 6), ("scharwenzel", 8), *TRICK_GAMES]
)
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_the_held_tricks_caption_leaves_your_card_uncovered(
    held, qtbot, game, players, size
) -> None:
    """With six or eight seats "Clara takes the trick." lay over the bottom of your card."""
    held.resize(*size)
    new_game(held, game, players, seed=3)
    effect = play_until_held(held, qtbot, random.Random(3))
    wait_rendered(held, qtbot)
    scene = held.scene
    mine = next(p["card"] for p in effect["cards"] if p["seat"] == 0)
    caption = scene.prompt.sceneBoundingRect()
    assert scene.prompt.isVisible() and scene.prompt.text
    assert not caption.intersects(scene.item(mine).sceneBoundingRect()), (caption, mine)
