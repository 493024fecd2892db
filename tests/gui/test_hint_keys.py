"""The coach's frame and the keyboard's frame are two things (issue #45 item 23): after a
hint Enter plays the advised move, as the hint says; a number key brings the keyboard's
frame back and Enter then plays that card. The two frames are painted unlike each other."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gui.interaction import parse
from gui.main_window import MainWindow
from gui.table.card_item import FOCUS_COLOUR, HINT_COLOUR, CardItem
from tests.gui.conftest import press, start, wait_for_person


def _hint(window: MainWindow, qtbot) -> str:
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30000) as blocker:
        window.act_hint.trigger()
    return str(blocker.args[0])


def test_enter_plays_the_advised_move_after_a_hint(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "kaschlan", players=2, seed=5)
    wait_for_person(window, qtbot)
    c = window.controller
    advised = _hint(window, qtbot)
    assert window.input.focus is None  # no keyboard frame beside the coach's
    assert "Enter plays it" in window.statusBar().currentMessage()
    before = len(c.state.history)
    press(window, qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.history[before] == (0, advised)


def test_a_number_key_takes_enter_back_for_its_card(window: MainWindow, qtbot) -> None:
    start(window, qtbot, "tausendundeins", players=2, seed=3)
    wait_for_person(window, qtbot)
    c = window.controller
    advised = _hint(window, qtbot)
    hand = list(window.input.obs["hand"])
    other = next(
        (
            i
            for i, card in enumerate(hand)
            if f"play {card}" in c.legal_texts() and card not in parse(advised).cards
        ),
        None,
    )
    assert other is not None and other < 9
    press(window, qtbot, Qt.Key(Qt.Key.Key_1 + other))
    assert window.input.focus == hand[other]
    before = len(c.state.history)
    press(window, qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.history[before] == (0, f"play {hand[other]}")


def _painted(**flags: bool) -> QImage:
    item = CardItem("x", "AS", 60.0)
    item.set_flags(**flags)
    box = item.boundingRect()
    image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-box.left(), -box.top())
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def _count(image: QImage, colour: QColor) -> int:
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).rgb() == colour.rgb()
    )


def test_the_coachs_mark_is_not_the_keyboards_frame(qapp) -> None:
    hinted = _painted(hinted=True)
    focused = _painted(focused=True)
    assert _count(hinted, HINT_COLOUR) and not _count(hinted, FOCUS_COLOUR)
    # The coach's mark reaches outside the card (frame and tick); the keyboard's stays inside.
    assert hinted.width() > focused.width() and hinted.height() > focused.height()

    def painted_above_the_card(**flags: bool) -> int:
        image = _painted(**flags)
        item = CardItem("x", "AS", 60.0)
        item.set_flags(**flags)
        top = int(-item.boundingRect().top())  # the card edge (its outline antialiased above)
        return sum(
            1
            for y in range(top - 1)
            for x in range(image.width())
            if image.pixelColor(x, y).alpha()
        )

    assert painted_above_the_card(hinted=True) > 0
    assert painted_above_the_card(focused=True) == 0


def test_the_coachs_tick_is_not_under_the_next_card_of_a_fan(window: MainWindow, qtbot) -> None:
    # Found in real windows: in Chapanka's hand of 11 the tick stood at the card's top right
    # corner, which the next card of the fan covers.
    start(window, qtbot, "chapanka", seed=2)
    wait_for_person(window, qtbot)
    hand = list(window.input.obs["hand"])
    assert len(hand) >= 10
    items = [window.scene.item(code) for code in hand]
    covered = []
    for item in items:
        item.set_flags(hinted=True)
        centre = item.mapToScene(item.tick_rect().center())
        above = [
            other.code
            for other in items
            if other is not item
            and other.zValue() > item.zValue()
            and other.sceneBoundingRect().contains(centre)
        ]
        item.set_flags(hinted=False)
        if above:
            covered.append((item.code, above))
    assert covered == []


def test_the_tick_of_a_lifted_card_stays_clear_of_the_prompt(window: MainWindow, qtbot) -> None:
    # A picked hint lifts its cards: the tick above a lifted card went under the prompt.
    for size in ((1024, 600), (1280, 800), (1920, 1080)):
        window.resize(*size)
        start(window, qtbot, "chapanka", seed=2)
        wait_for_person(window, qtbot)
        g = window.scene.geo
        lifted_top = g.hand_top - g.lift
        item = window.scene.item(window.input.obs["hand"][0])
        tick = item.tick_rect()
        assert lifted_top + tick.top() >= g.prompt_bottom, size
        assert tick.right() <= item.w * 0.06  # left of the card's index
