"""A long move-log line wraps in a narrow dock instead of being cut with "…" (issue #45
item 24: Polish at 1024×600, every game); every line also carries itself as its tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.move_log import LogEntry, LogGroup, MoveLog

LONG = (
    "Anna zagrywa dziesiątkę czerwień i bierze lewę z dwudziestoma punktami (jedyny możliwy ruch)"
)


def test_long_lines_wrap_within_the_dock(qtbot) -> None:
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(220, 400)
    log.show()
    qtbot.waitExposed(log)
    log.set_groups([LogGroup("Lewa 1", (LogEntry("Ty: 8♥", 0), LogEntry(LONG, 1)), LONG)])
    view, model = log.view, log.model
    group = model.index(0, 0)
    short, long_, outcome = (model.index(r, 0, group) for r in range(3))
    width = view.viewport().width()
    for index in (short, long_, outcome):
        assert view.visualRect(index).right() <= width  # nothing runs off to the right
    line = view.visualRect(short).height()
    assert view.visualRect(long_).height() >= 2 * line - 2  # wrapped, not elided
    assert model.data(outcome, Qt.ItemDataRole.ToolTipRole) == LONG
    assert model.data(long_, Qt.ItemDataRole.ToolTipRole) == LONG
