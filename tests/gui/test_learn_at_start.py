"""Learn mode at the program's start: the Learn tab's box says what learn mode is, and a game
the person left in learn mode starts in it, with the coach's advice at the first decision.

Why: the box was ticked at start while learn mode was off, so the tab showed the legal moves
with no advice and forced moves waited for a click, until the person cleared and ticked the
box again (found by playing in a real window)."""

from __future__ import annotations

from gui import app
from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.conftest import wait_for_person


def test_the_learn_box_starts_as_learn_mode_does(window) -> None:
    learning = window.learning
    assert not learning.learn_mode
    assert learning.panel.is_on() is learning.learn_mode
    assert "Learn mode is off" in learning.panel.text.text()


def test_a_game_left_in_learn_mode_starts_in_it_with_advice(window, qtbot) -> None:
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst())
    window.settings.set_learn_game("kaschlan", True)
    app.start_match(window, "kaschlan", 4, {}, 31, "random")
    assert learning.learn_mode and learning.panel.is_on()
    assert learning.learn_dock.isVisible()
    wait_for_person(window, qtbot)
    qtbot.waitUntil(lambda: bool(learning.panel.note() and learning.panel.note().advice))
    note = learning.panel.note()
    assert note.advice.split(" — ")[0] in note.legal


def test_a_game_not_left_in_learn_mode_starts_without_it(window, qtbot) -> None:
    learning = window.learning
    window.settings.set_learn_game("kaschlan", True)  # another game's choice is its own
    app.start_match(window, "bolachen", 3, {}, 31, "random")
    assert not learning.learn_mode and not learning.panel.is_on()
    wait_for_person(window, qtbot)
    assert learning.panel.note() is None or not learning.panel.note().advice
