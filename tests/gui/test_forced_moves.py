"""Forced moves play themselves: said in the status line first, made after a short pause, in
learn mode by default (Preferences: always, or never).

Bolachen deal 24 with random bots: the two others pass, so the person, the dealer, must claim
the game (bolachen.md §5): the one possible move of the person's first decision.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gui import names
from gui.dialogs.settings import SettingsDialog
from tests.gui.conftest import wait_for_person

SEED = 24


def record(window) -> list[tuple[str, str]]:
    """What happened, in order: status lines and the person's moves."""
    seen: list[tuple[str, str]] = []
    window.statusBar().messageChanged.connect(lambda text: text and seen.append(("said", text)))
    window.controller.action_applied.connect(
        lambda seat, text: seat == 0 and seen.append(("played", text))
    )
    return seen


def start(window, qtbot) -> None:
    """Bolachen deal 24; the person's first decision has one possible move, claim (made
    already if it plays itself)."""
    window.forced_moves.pause_ms = 50
    window.controller.new_game("bolachen", 3, {}, SEED, "random")
    wait_for_person(window, qtbot)
    history = window.controller.state.history
    assert window.controller.legal_texts() == ["claim"] or (0, "claim") in history


def test_in_learn_mode_the_only_move_is_said_and_then_made(window, qtbot) -> None:
    window.learning.set_learn_mode(True)
    seen = record(window)
    start(window, qtbot)
    c = window.controller
    qtbot.waitUntil(lambda: (0, "claim") in c.state.history, timeout=5000)
    said = [i for i, (kind, text) in enumerate(seen) if kind == "said" and "Only possible" in text]
    played = seen.index(("played", "claim"))
    assert said and said[0] < played
    label = names.action_label("bolachen", "claim", *window.display())
    assert seen[said[0]][1] == f"Only possible move: {label}"


def test_without_learn_mode_it_waits_for_the_person(window, qtbot) -> None:
    assert window.settings.forced_moves() == "learn"
    start(window, qtbot)
    window.forced_moves.check()
    assert window.forced_moves._pending is None  # nothing announced, nothing to be played
    assert window.controller.legal_texts() == ["claim"]


def test_always_plays_it_without_learn_mode_and_never_after_an_undo(window, qtbot) -> None:
    window.settings.set_forced_moves("always")
    start(window, qtbot)
    c = window.controller
    qtbot.waitUntil(lambda: (0, "claim") in c.state.history, timeout=5000)
    wait_for_person(window, qtbot)
    c.play(c.legal_texts()[0])  # the next decision is the person's own
    qtbot.waitUntil(lambda: len([s for s, _ in c.state.history if s == 0]) == 2, timeout=5000)
    wait_for_person(window, qtbot)
    c.undo()
    c.undo()  # back to the claim: the person went there on purpose
    assert c.legal_texts() == ["claim"]
    window.forced_moves.check()
    assert window.forced_moves._pending is None


def test_switched_off_meanwhile_it_is_not_made(window, qtbot) -> None:
    window.settings.set_forced_moves("always")
    window.forced_moves.pause_ms = 60_000  # announced, and waiting
    window.controller.new_game("bolachen", 3, {}, SEED, "random")
    wait_for_person(window, qtbot)
    qtbot.waitUntil(lambda: window.forced_moves._pending is not None, timeout=5000)
    window.settings.set_forced_moves("off")
    window.forced_moves._timer.setInterval(0)
    window.forced_moves._timer.start()
    qtbot.waitUntil(lambda: window.forced_moves._pending is None, timeout=5000)
    assert window.controller.legal_texts() == ["claim"]


@pytest.mark.parametrize("choice", ["always", "off", "learn"])
def test_preferences_offer_the_setting(window, qtbot, choice) -> None:
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.forced.setCurrentIndex(dialog.forced.findData(choice))
    assert window.settings.forced_moves() == choice
    assert dialog.forced.count() == 3


def test_switched_on_while_it_waits_it_plays_itself(window, qtbot) -> None:
    start(window, qtbot)
    c = window.controller
    window.forced_moves.check()
    assert c.legal_texts() == ["claim"] and window.forced_moves._pending is None
    panel = window.learning.panel
    panel.show()
    # The person ticks the Learn tab's box, once: it starts unticked, as learn mode does.
    qtbot.mouseClick(panel.toggle, Qt.MouseButton.LeftButton, pos=panel.toggle.rect().center())
    assert window.learning.learn_mode
    qtbot.waitUntil(lambda: (0, "claim") in c.state.history, timeout=5000)


def test_the_setting_switched_to_always_plays_it(window, qtbot) -> None:
    start(window, qtbot)
    window.settings.set_forced_moves("always")
    qtbot.waitUntil(lambda: (0, "claim") in window.controller.state.history, timeout=5000)


def _log_lines(window) -> list[str]:
    return [e.text for g in window.learning.log.model.groups() for e in g.entries]


def test_the_move_that_played_itself_is_marked_in_the_log(window, qtbot) -> None:
    window.learning.set_learn_mode(True)
    start(window, qtbot)
    c = window.controller
    qtbot.waitUntil(lambda: (0, "claim") in c.state.history, timeout=5000)
    wait_for_person(window, qtbot)
    # The person's move as a statement, as the bots' are ("Anna passes").
    mine = [line for line in _log_lines(window) if line.startswith("You ")]
    assert mine == ["You want to play (only possible move)"], _log_lines(window)
    # The bots' passes and the person's later free choices are not marked.
    assert sum("only possible move" in line for line in _log_lines(window)) == 1


def test_the_mark_is_rebuilt_from_the_deal_itself(window, qtbot) -> None:
    """A log made from scratch (after a resume, a language switch) marks the same move: the
    mark is the position's, found by replaying the deal, not a memory of the timer."""
    from gui.coach.learning import deal_notes

    window.settings.set_forced_moves("always")
    start(window, qtbot)
    c = window.controller
    qtbot.waitUntil(lambda: (0, "claim") in c.state.history, timeout=5000)
    _phases, forced = deal_notes(c.state)
    claim = c.state.history.index((0, "claim"))
    assert forced == {claim}
    window.learning._phases = {}  # as a resumed window starts
    window.learning.refresh_log()
    assert any(line.endswith("(only possible move)") for line in _log_lines(window))


@pytest.mark.parametrize(
    ("language", "mark"), [("de", "einzig möglicher Zug"), ("pl", "jedyny możliwy ruch")]
)
def test_the_mark_reads_in_german_and_polish(qapp, language, mark) -> None:
    import engine
    import i18n
    from gui.coach.learning import log_groups

    state = engine.game("bolachen").new_game(players=3, seed=SEED)
    while state.current_player != 0:
        state.apply("pass")
    state.apply("claim")
    claim = len(state.history) - 1
    i18n.install(qapp, language)
    groups = log_groups("bolachen", state.events(0), ["Du", "Anna", "Bruno"], "french", language,
                        forced={claim})  # fmt: skip
    lines = [e.text for g in groups for e in g.entries]
    assert lines[-1].endswith(f"({mark})"), lines
    assert not any(mark in line for line in lines[:-1])


def test_an_elided_log_line_is_whole_in_its_tooltip(qapp) -> None:
    from gui.move_log import LogEntry, LogGroup, MoveLogModel

    model = MoveLogModel()
    line = "You: Claim the game (only possible move)"
    model.set_groups([LogGroup("Auction", (LogEntry(line, 3),))])
    row = model.index(0, 0, model.index(0, 0))
    assert model.data(row, Qt.ItemDataRole.ToolTipRole) == line
