"""The learn panel never contradicts the lesson in words: at the decision a lesson teaches,
when the coach rates the promised move as good as its best, the panel words the promised move
("as good as Pass, as far as can be told"), not only the other move and its idea.

Bolachen lesson 1 promises "claim"; the stand-in analyst ranks "pass" first and every other
move "good", as the real one does there (equal within noise)."""

from __future__ import annotations

from gui import names
from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.conftest import wait_for_person


def _first_bidding_choice(window, qtbot) -> None:
    c = window.controller
    wait_for_person(window, qtbot)
    assert "claim" in c.legal_texts() and "pass" in c.legal_texts(), c.legal_texts()


def _advice(window, qtbot) -> str:
    panel = window.learning.panel
    qtbot.waitUntil(lambda: panel.note() is not None and bool(panel.note().advice), timeout=20000)
    return panel.note().advice


def test_the_lesson_s_move_is_worded_when_it_is_as_good_as_the_best(window, qtbot) -> None:
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst(first="pass"))
    assert learning.start_guided("bolachen", "random")
    _first_bidding_choice(window, qtbot)
    advice = _advice(window, qtbot)
    claim = names.action_label("bolachen", "claim", *window.display())
    passing = names.action_label("bolachen", "pass", *window.display())
    assert advice.startswith(f"{claim} — As good as {passing}, as far as can be told"), advice


def test_a_promised_move_rated_worse_is_not_offered(window, qtbot) -> None:
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst(first="pass", worst="claim", worst_verdict="mistake"))
    assert learning.start_guided("bolachen", "random")
    _first_bidding_choice(window, qtbot)
    passing = names.action_label("bolachen", "pass", *window.display())
    assert _advice(window, qtbot).startswith(f"{passing} — "), _advice(window, qtbot)


def test_outside_a_lesson_the_best_move_is_advised(window, qtbot) -> None:
    from tests.gui.conftest import start

    learning = window.learning
    learning.service.use_analyst(FakeAnalyst(first="pass"))
    learning.set_learn_mode(True)
    start(window, qtbot, "bolachen", players=3, seed=512)  # the lesson's deal, as a plain game
    _first_bidding_choice(window, qtbot)
    passing = names.action_label("bolachen", "pass", *window.display())
    assert _advice(window, qtbot).startswith(f"{passing} — "), _advice(window, qtbot)


def test_the_table_marks_the_move_the_panel_words(window, qtbot) -> None:
    """One move in both places (issue 45 item 13): the table marked the coach's best move
    ("pass") while the panel worded the lesson's ("claim")."""
    learning = window.learning
    learning.service.use_analyst(FakeAnalyst(first="pass"))
    assert learning.start_guided("bolachen", "random")
    _first_bidding_choice(window, qtbot)
    claim = names.action_label("bolachen", "claim", *window.display())
    assert _advice(window, qtbot).startswith(f"{claim} — ")
    qtbot.waitUntil(lambda: window.input.hint_action is not None, timeout=20000)
    assert window.input.hint_action == "claim"
    said = window.statusBar().currentMessage()
    assert said.startswith(f"Hint: {claim} (Enter plays it). As good as "), said
    # Outside the taught decision the best move is marked, as the panel words it.
    window.controller.play("claim")
    wait_for_person(window, qtbot)
    advice = _advice(window, qtbot)
    qtbot.waitUntil(lambda: window.input.hint_action is not None, timeout=20000)
    marked = names.action_label("bolachen", window.input.hint_action, *window.display())
    assert advice.startswith(f"{marked} — "), (advice, marked)
