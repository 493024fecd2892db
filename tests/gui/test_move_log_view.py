"""A moment of the move log looked at after a deal (issue 31, item 8): the result panel makes
way for it, Esc in the log returns to the game as it does at the table, and the table shows
the game as it is afterwards, with no card of the trick looked at left behind."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from gui.main_window import MainWindow
from gui.move_log import MoveLog
from gui.table.card_item import CardItem
from tests.gui.conftest import perform, play_deal, shown_window, start


def _trick_ends(state) -> list[int]:
    return [
        e["index"]
        for e in state.events()
        if any(x["kind"] in ("trick", "bout_over") for x in e["effects"])
    ]


def _settled_perform(window: MainWindow, qtbot, text: str) -> None:
    """Play ``text`` by mouse once no card is moving (a card in flight covers others)."""
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
    perform(window, qtbot, text)


@pytest.fixture
def animated(qtbot) -> Iterator[MainWindow]:
    # Animations on: a finished trick lies a moment before it is swept to its winner.
    yield from shown_window(
        qtbot, {"animation_speed": "fast", "review_analysis": False, "trick_hold": "none"}
    )


def test_a_trick_looked_at_after_the_deal_gives_way_and_leaves_nothing_behind(
    animated: MainWindow, qtbot
) -> None:
    window = animated
    start(window, qtbot, "tausendundeins", seed=7)
    play_deal(window, qtbot, random.Random(7), perform=_settled_perform)
    c = window.controller
    panel = window.result_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
    learning = window.learning
    log = window.findChild(MoveLog)
    assert log is not None
    # The person clicks a trick's last card in the log: that moment is shown.
    index = _trick_ends(c.state)[-2]
    log.moment_requested.emit(index)
    assert learning.viewing == index
    assert not panel.isVisible(), "the result panel covers the moment looked at"
    # Esc where the focus is, in the log, returns to the game.
    log.view.setFocus()
    qtbot.keyClick(log.view, Qt.Key.Key_Escape)
    assert learning.viewing is None
    assert panel.isVisible(), "the deal's result is back"
    # The moment's cards just go: none flies off to the pile of a trick long taken.
    assert not window.scene.is_animating()
    # On the table: exactly the cards of the game as it is (the deal is over).
    obs = c.observation()
    wanted = set(obs["hand"]) | {str(e.get("card")) for e in obs["table"] or []}
    shown = {
        item.code
        for item in window.scene.items()
        if isinstance(item, CardItem) and item.isVisible() and item.code
    }
    assert shown <= wanted | {obs.get("trump_card")}, shown - wanted
