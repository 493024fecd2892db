"""GUI test fixtures: a main window with in-memory settings, animations off, random bots."""

from __future__ import annotations

import random
import shutil
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QMessageBox,
    QPushButton,
    QWidget,
)

import i18n
from gui.interaction import parse
from gui.main_window import MainWindow
from gui.settings import MemoryStorage, Settings


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "xvfb: needs xvfb-run and xdotool (real windows on a virtual X display)"
    )


def pytest_collection_modifyitems(config, items) -> None:
    """Tests of real windows run where a virtual X display can be made (scripts/test.sh
    installs xvfb, xauth and xdotool); elsewhere they are left out, not failed."""
    if shutil.which("xvfb-run") and shutil.which("xdotool"):
        return
    kept = [item for item in items if item.get_closest_marker("xvfb") is None]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept


@pytest.fixture(autouse=True)
def no_leaking_language(qapp) -> Iterator[None]:
    """Remove any catalog a test installed, so one test's language never reaches the next:
    every test starts with the English sources and the original default locale."""
    yield
    i18n.uninstall(qapp)


#: How long a modal dialog may stay open unanswered before the watchdog closes it.
UNANSWERED_SECONDS = 30.0


def modal_text(widget: QWidget) -> str:
    """What a modal dialog says, for the failure message: its title and its text."""
    text = widget.text() if isinstance(widget, QMessageBox) else ""
    return f"{widget.windowTitle()!r}: {text!r}"


@pytest.fixture(autouse=True)
def no_unanswered_dialog(qapp) -> Iterator[list[str]]:
    """A modal dialog no test answers (a warning box the code under test opened, say) would
    block the run for ever: offscreen there is no person to close it, and a CI run once hung
    so. Tests that expect a dialog answer it within milliseconds (a ``QTimer`` or a patched
    ``exec``); one left open for :data:`UNANSWERED_SECONDS` is closed here, which ends its
    event loop, and the test fails naming it. Timers fire inside a dialog's own loop, so the
    check runs while the dialog blocks the test."""
    closed: list[str] = []
    opened_at: dict[int, float] = {}

    def check() -> None:
        widget = QApplication.activeModalWidget()
        if widget is None:
            opened_at.clear()
            return
        first = opened_at.setdefault(id(widget), time.monotonic())
        if time.monotonic() - first < UNANSWERED_SECONDS:
            return
        closed.append(modal_text(widget))
        opened_at.pop(id(widget), None)
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()

    timer = QTimer()
    timer.setInterval(1000)
    timer.timeout.connect(check)
    timer.start()
    yield closed
    timer.stop()
    assert not closed, f"a modal dialog was left unanswered and closed: {closed}"


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    # The background review search is tested on its own (test_learning.py); here it would
    # only compete with the bots for the two cores. Held tricks are tested on their own
    # (test_tricks.py); here the bots play on after each trick.
    yield from shown_window(
        qtbot,
        {"animation_speed": "off", "review_analysis": False, "trick_hold": "none"},
    )


def shown_window(qtbot, stored: dict[str, Any]) -> Iterator[MainWindow]:
    """A 1280x800 window on these stored settings, shown; its bots stopped and the window
    deleted afterwards (the body of every window fixture). Why deleted here: closed only, it
    lives on until an event loop runs its deferred deletion, which waiting in the next test
    does not, and a later language switch still reaches it, with its game (a test's toy
    game, unregistered by then) no longer known."""
    win = MainWindow(Settings(MemoryStorage(stored)))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()
    win.close()
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def start(
    window: MainWindow,
    qtbot,
    game: str,
    players: int | None = None,
    seed: int = 1,
    options: dict[str, Any] | None = None,
) -> None:
    import engine

    spec = engine.game(game)
    n = players or spec.default_players or spec.players[0]
    window.controller.new_game(game, n, dict(options or {}), seed, "random")
    wait_for_person(window, qtbot)


def wait_for_person(window: MainWindow, qtbot, timeout: int = 10000) -> None:
    """Until the person must decide or the deal has ended (bots run in workers)."""
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() or c.state.current_player is None, timeout=timeout)
    wait_rendered(window, qtbot)


def wait_rendered(window: MainWindow, qtbot) -> None:
    qtbot.waitUntil(window.pixmaps.is_idle, timeout=20000)


def visible_point(window: MainWindow, code: str) -> QPoint:
    """A viewport point where the card ``code`` is the topmost item (fans overlap)."""
    item = window.scene.item(code)
    assert item is not None, f"{code} is not on the table"
    rect = item.sceneBoundingRect().adjusted(4, 4, -4, -4)
    for fy in (0.12, 0.5, 0.85):
        for fx in (0.08, 0.2, 0.35, 0.5, 0.7, 0.9):
            scene_pt = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            view_pt = window.view.mapFromScene(scene_pt)
            if window.view.itemAt(view_pt) is item:
                return view_pt
    raise AssertionError(f"{code} is completely covered")


def click_card(window: MainWindow, qtbot, code: str) -> None:
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(window, code)
    )


def panel_button(window: MainWindow, action: str = "", label_start: str = "") -> QPushButton | None:
    for button in window.panel.buttons:
        if action and button.property("action") == action:
            return button
        if label_start and button.text().startswith(label_start):
            return button
    return None


def perform(window: MainWindow, qtbot, text: str) -> None:
    """Carry out a legal action the way a person would: card clicks, selection, buttons."""
    turn = window.input.turn
    assert turn is not None
    parsed = parse(text)
    hand = set(turn.hand)
    button = panel_button(window, action=text)
    if button is not None:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    if parsed.text in [a.text for a in turn.panel_actions]:
        for combo in window.panel.findChildren(QComboBox):
            index = combo.findData(text)
            if index >= 0:
                combo.setCurrentIndex(index)
                sibling = [b for b in window.panel.buttons if b.parent() is combo.parent()][0]
                qtbot.mouseClick(sibling, Qt.MouseButton.LeftButton)
                return
        raise AssertionError(f"no panel control for {text}")
    table_part = [c for c in parsed.cards if c not in hand]
    hand_part = [c for c in parsed.cards if c in hand]
    if table_part:
        click_card(window, qtbot, table_part[0])
        for code in hand_part:
            click_card(window, qtbot, code)
        return
    for code in hand_part:
        click_card(window, qtbot, code)
    if window.input.turn is not turn:
        return  # the click already played it
    if turn.choices:
        choice = panel_button(window, action=text)
        assert choice is not None, f"no choice button for {text}: {turn.choices}"
        qtbot.mouseClick(choice, Qt.MouseButton.LeftButton)
        return
    if turn.selection:
        from gui import names

        confirm = panel_button(window, label_start=names.verb_label(window.game_id, parsed.verb))
        assert confirm is not None and confirm.isEnabled(), f"cannot confirm {text}"
        qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)


def play_deal(
    window: MainWindow,
    qtbot,
    rng: random.Random,
    max_steps: int = 400,
    perform: Callable[[MainWindow, Any, str], None] = perform,
    choose: Callable[[list[str], set[str], random.Random], str] | None = None,
) -> set[str]:
    """Play the person's decisions through the widgets until the deal ends; the verbs used.

    ``choose`` picks among the legal texts (default: at random); ``prefer_new_verbs`` steers
    towards decision kinds not seen yet, so one deal exercises as many of them as it can."""
    c = window.controller
    verbs: set[str] = set()
    steps = 0
    while not c.state.deal_over:
        assert steps < max_steps, "the deal does not end"
        wait_for_person(window, qtbot)
        if c.state.deal_over:
            break
        before = len(c.state.history)
        legal = c.legal_texts()
        text = choose(legal, verbs, rng) if choose else rng.choice(legal)
        perform(window, qtbot, text)
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
        assert c.state.history[before] == (0, text), (c.state.history[before], text)
        verbs.add(text.split()[0])
        steps += 1
        wait_for_person(window, qtbot)
    assert steps > 0
    return verbs


def prefer_new_verbs(legal: list[str], seen: set[str], rng: random.Random) -> str:
    """A legal text whose verb the person has not used yet (passing last), else any."""
    fresh = [t for t in legal if t.split()[0] not in seen]
    eager = [t for t in fresh if t.split()[0] not in ("pass", "decline", "nocall", "no-tout")]
    return rng.choice(eager or fresh or legal)


def press(window: MainWindow, qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(window.view, key, modifier)


def focus_card(window: MainWindow, qtbot, code: str) -> None:
    """Move the keyboard focus onto ``code`` with the arrow keys only."""
    turn = window.input.turn
    assert turn is not None
    if code in turn.hand:
        if window.input.focus not in turn.hand:
            press(window, qtbot, Qt.Key.Key_Down)
    elif window.input.focus not in turn.targets():
        press(window, qtbot, Qt.Key.Key_Up)
    for _ in range(len(turn.hand) + len(turn.table) + 1):
        if window.input.focus == code:
            return
        press(window, qtbot, Qt.Key.Key_Right)
    raise AssertionError(f"the arrow keys never reach {code}")


def press_button(window: MainWindow, qtbot, action: str = "", label_start: str = "") -> None:
    """A panel button the keyboard way: it takes Tab focus, has its Alt+digit shortcut (the
    first nine), and Space presses it.

    (The shortcut is asserted, not pressed, and focus is given rather than tabbed to: the
    offscreen platform has no key mapper and no lasting active window, so Qt matches no
    shortcuts and keeps no focus widget there.)"""
    button = panel_button(window, action=action, label_start=label_start)
    assert button is not None, f"no button for {action or label_start}"
    index = window.panel.buttons.index(button)
    if index < 9:
        assert button.shortcut().toString() == f"Alt+{index + 1}"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(button, Qt.Key.Key_Space)


def perform_by_keys(window: MainWindow, qtbot, text: str) -> None:
    """Carry out a legal action with the keyboard alone: arrows, Space, Enter, Alt+digit."""
    turn = window.input.turn
    assert turn is not None
    if panel_button(window, action=text) is not None:
        press_button(window, qtbot, action=text)
        return
    parsed = parse(text)
    assert parsed.text not in [a.text for a in turn.panel_actions], f"{text} needs a list"
    hand = set(turn.hand)
    table_part = [c for c in parsed.cards if c not in hand]
    hand_part = [c for c in parsed.cards if c in hand]
    if table_part:
        focus_card(window, qtbot, table_part[0])
        press(window, qtbot, Qt.Key.Key_Space)  # mark the table card as the target
    multi = parsed.verb in turn.multi_verbs
    for code in hand_part if multi else []:
        focus_card(window, qtbot, code)
        press(window, qtbot, Qt.Key.Key_Space)  # select
    if not multi:
        focus_card(window, qtbot, hand_part[0])
    press(window, qtbot, Qt.Key.Key_Return)
    if window.input.turn is turn and turn.choices:
        press_button(window, qtbot, action=text)
