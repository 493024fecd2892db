"""The move log view: groups of moves, and a click that names the moment to show."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.move_log import LogEntry, LogGroup, MoveLog


def _groups() -> list[LogGroup]:
    return [
        LogGroup("Auction", (LogEntry("Anna bids 4", 0), LogEntry("You pass", 1))),
        LogGroup(
            "Trick 1",
            (LogEntry("You play K♥", 2), LogEntry("Anna discards a card", 3, hidden=True)),
            outcome="You win the trick: 4 points",
        ),
    ]


def test_groups_hold_their_moves_and_outcome_in_order(qtbot) -> None:
    log = MoveLog()
    qtbot.addWidget(log)
    log.set_groups(_groups())
    model = log.model
    assert model.rowCount() == 2
    trick = model.index(1, 0)
    assert model.data(trick) == "Trick 1"
    lines = [model.data(model.index(r, 0, trick)) for r in range(model.rowCount(trick))]
    assert lines == ["You play K♥", "Anna discards a card", "You win the trick: 4 points"]
    # A face-down move is set apart (italic), so it reads as "a card", not a missing name.
    assert model.data(model.index(1, 0, trick), Qt.ItemDataRole.FontRole).italic()
    assert model.parent(model.index(0, 0, trick)) == trick


def test_clicking_a_move_asks_for_that_moment(qtbot) -> None:
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(300, 300)
    log.show()
    log.set_groups(_groups())
    model = log.model
    move = model.index(1, 0, model.index(0, 0))
    rect = log.view.visualRect(move)
    with qtbot.waitSignal(log.moment_requested) as signal:
        qtbot.mouseClick(log.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert signal.args == [1]
    # A group title or outcome line stands for the group's last move.
    assert model.event_at(model.index(1, 0)) == 3
    assert model.event_at(model.index(2, 0, model.index(1, 0))) == 3
