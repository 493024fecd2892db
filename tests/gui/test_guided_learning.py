"""Learn mode through the window: the guided lessons come first, each with its title and
introduction in the learn panel, "Next deal" leads to the next lesson and, after the last,
to ordinary deals still explained; the strong bot's advice reads in the person's language."""

from __future__ import annotations

import random

import pytest

import engine
import engine.bots
import i18n
from engine.guided import lessons
from gui.language import Language
from tests.gui.conftest import wait_for_person


@pytest.fixture(autouse=True)
def quick_advice(monkeypatch):
    """The hint's strong bot at a small in-process budget: the advice is what is tested."""
    real = engine.bots.make

    def make(level, spec, seed=0, **kwargs):
        if level == "strong":
            return real("normal", spec, seed=seed, iterations=40, workers=1)
        return real(level, spec, seed=seed, **kwargs)

    monkeypatch.setattr(engine.bots, "make", make)


def _finish_deal(window, qtbot, rng: random.Random) -> None:
    c = window.controller
    for _ in range(400):
        wait_for_person(window, qtbot, timeout=20000)
        if c.state.deal_over:
            qtbot.waitUntil(window.result_panel.isVisible, timeout=10000)
            return
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    raise AssertionError("the deal does not end")


def test_the_guided_lessons_come_first_then_ordinary_deals(window, qtbot) -> None:
    learning = window.learning
    first, second = lessons("tausendundeins")
    assert learning.start_guided("tausendundeins", "random")
    c = window.controller
    wait_for_person(window, qtbot)
    assert learning.learn_mode and learning.learn_dock.isVisible()
    assert (c.state.seed, c.state.deal_no, c.state.players) == (first.seed, 0, first.players)
    assert learning.panel.lesson() == (first.title, first.intro)
    assert first.title in learning.panel.text.text()
    rng = random.Random(5)
    _finish_deal(window, qtbot, rng)
    assert window.result_panel.next_button.text() == "Next lesson"
    qtbot.mouseClick(window.result_panel.next_button, qtbot_left())
    wait_for_person(window, qtbot)
    assert (c.state.seed, c.state.deal_no) == (second.seed, 0)
    assert learning.panel.lesson() == (second.title, second.intro)
    _finish_deal(window, qtbot, rng)
    assert window.result_panel.next_button.text() == "Next deal"  # the last lesson
    qtbot.mouseClick(window.result_panel.next_button, qtbot_left())
    wait_for_person(window, qtbot)
    # After the last lesson: the match goes on with its next ordinary deal, still explained.
    assert (c.state.seed, c.state.deal_no) == (second.seed, 1)
    assert learning.panel.lesson() is None and learning.learn_mode
    qtbot.waitUntil(lambda: learning.panel.note() is not None, timeout=10000)


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_a_game_chosen_without_learn_mode_leaves_the_series(window, qtbot) -> None:
    learning = window.learning
    learning.start_guided("kaschlan", "random")
    wait_for_person(window, qtbot)
    assert learning.current_lesson() is lessons("kaschlan")[0]
    window.controller.new_game("kaschlan", 4, {}, 77, "random")
    wait_for_person(window, qtbot)
    assert learning.current_lesson() is None and learning.panel.lesson() is None


@pytest.mark.parametrize(("language", "word", "english"), [("pl", "Lekcja", "Lesson")])
def test_lesson_and_advice_read_in_polish(window, qtbot, qapp, language, word, english) -> None:
    Language(qapp, window.settings, parent=window)
    window.settings.set_language(language)
    qtbot.waitUntil(lambda: i18n.installed_language() == language)
    learning = window.learning
    learning.start_guided("kaschlan", "random")
    wait_for_person(window, qtbot)
    qtbot.waitUntil(
        lambda: bool(learning.panel.note() and learning.panel.note().advice), timeout=30000
    )
    text = learning.panel.text.text()
    assert word in text and english not in text
    advice = learning.panel.note().advice
    # The coach's words on the advised move, in Polish ("deals": "rozdań", "w 2 rozdaniach").
    assert "deals" not in advice and ("rozdań" in advice or "rozdaniach" in advice), advice


def test_another_game_s_lessons_start_after_a_later_lesson(window, qtbot) -> None:
    """From Kaschlan's fourth lesson to Bolachen's two: the series starts at its first."""
    learning = window.learning
    learning.start_guided("kaschlan", "random")
    learning.next_deal()
    learning.next_deal()
    learning.next_deal()
    assert learning.lesson_index == 3
    assert learning.start_guided("bolachen", "random")
    wait_for_person(window, qtbot)
    assert learning.current_lesson() is lessons("bolachen")[0]
