"""The card table shows where the keyboard is (gui/table/view.py).

Why: with the focus on the table and no card framed (a bid to make by the strip's buttons,
a bot's turn) nothing on screen showed the focus: a keyboard user could not tell where it
was. Now the felt carries the keyboard's blue dashed frame then, a Tab onto the table on
the person's turn frames the first card they may play, and a click puts the frame away
until the next key.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from gui.main_window import MainWindow
from gui.table.card_item import FOCUS_COLOUR
from gui.table.view import FRAME_INSET, FRAME_WIDTH
from tests.gui.conftest import start


def frame_pixels(window: MainWindow) -> int:
    """The keyboard-blue pixels in the felt's frame band along the view's left edge."""
    image = window.view.viewport().grab().toImage()
    band = range(int(FRAME_INSET), int(FRAME_INSET + FRAME_WIDTH) + 2)
    blue = FOCUS_COLOUR.rgb()
    return sum(
        1
        for y in range(20, image.height() - 20)
        for x in band
        if image.pixelColor(x, y).rgb() == blue
    )


def keyboard_on(window: MainWindow, qtbot, reason: Qt.FocusReason) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.clearFocus()  # the table has the focus from the start: take it, give it again
    window.view.setFocus(reason)
    qtbot.waitUntil(window.view.hasFocus)


def test_the_felt_is_framed_while_it_has_the_keyboard_and_no_card_does(window, qtbot) -> None:
    start(window, qtbot, "scharwenzel", seed=3)  # the person bids: no card to frame
    view = window.view
    view.clearFocus()
    assert frame_pixels(window) == 0
    keyboard_on(window, qtbot, Qt.FocusReason.TabFocusReason)
    assert window.input.focus is None  # a bid to make: the Tab framed no card
    assert view.frame_shown()
    assert frame_pixels(window) > 50
    # A click on the felt: the mouse is in use, the frame goes.
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert QApplication.focusWidget() is view
    assert not view.frame_shown()
    assert frame_pixels(window) == 0
    # The next key brings it back.
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.frame_shown()
    assert frame_pixels(window) > 50
    # A card with the keyboard's frame is the mark then, not the felt.
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.input.focus == window.input.obs["hand"][0]
    assert window.scene.keyboard_card() is window.scene.item(window.input.focus)
    assert not view.frame_shown()
    assert frame_pixels(window) == 0


def test_tab_onto_the_table_frames_the_first_card_to_play(window, qtbot) -> None:
    start(window, qtbot, "tausendundeins", 2, seed=3)
    c = window.controller
    turn = window.input.turn
    assert turn is not None and turn.has_card_actions and window.input.focus is None
    keyboard_on(window, qtbot, Qt.FocusReason.BacktabFocusReason)
    first = next(card for card in turn.hand if turn.playable(card))
    assert window.input.focus == first
    assert window.scene.keyboard_card() is window.scene.item(first)
    assert not window.view.frame_shown()
    # Enter plays that card, as the frame says.
    before = len(c.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.history[before] == (0, f"play {first}")


def test_focus_given_by_the_program_frames_no_card(window, qtbot) -> None:
    """Only a Tab frames a card: the focus coming back to the table by itself (after the
    result panel, a dialog) must not make Enter play a card the person did not pick."""
    start(window, qtbot, "tausendundeins", 2, seed=3)
    keyboard_on(window, qtbot, Qt.FocusReason.OtherFocusReason)
    assert window.input.focus is None
    assert window.view.frame_shown()


def test_enter_with_no_card_framed_frames_the_first_card_to_play(window, qtbot) -> None:
    """A newcomer pressing Enter after the framed card was played (at the last card, say)
    sees the card Enter would play, and plays it with the next Enter."""
    start(window, qtbot, "tausendundeins", 2, seed=3)
    c = window.controller
    turn = window.input.turn
    assert turn is not None and turn.has_card_actions
    keyboard_on(window, qtbot, Qt.FocusReason.OtherFocusReason)
    assert window.input.focus is None
    before = len(c.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    first = next(card for card in turn.hand if turn.playable(card))
    assert window.input.focus == first
    assert len(c.state.history) == before  # framed, not played
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=5000)
    assert c.state.history[before] == (0, f"play {first}")
