"""The statistics and Open dialogs (pytest-qt, offscreen)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

import engine  # noqa: E402
from gui.storage.open_dialog import OpenGameDialog  # noqa: E402
from gui.storage.saves import SaveMeta, write_save  # noqa: E402
from gui.storage.statistics import GameRecord, Statistics  # noqa: E402
from gui.storage.statistics_dialog import StatisticsDialog  # noqa: E402


def test_statistics_dialog_lists_every_game(qtbot) -> None:
    stats = Statistics(
        {
            "kaschlan": GameRecord(
                played=4,
                won=1,
                lost=2,
                drawn=1,
                best=0,
                worst=3,
                lower_is_better=True,
                last_played="2025-05-01T18:00:00+00:00",
            ),
            "from-the-future": GameRecord(played=1, won=1, best=7.5, worst=7.5),
        }
    )
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.rowCount() == len(engine.GAMES) + 1
    row = list(engine.GAMES).index("kaschlan")
    cells = [table.item(row, c).text() for c in range(table.columnCount())]
    assert cells[1:6] == ["4", "1", "1", "2", "25"]
    assert cells[6:8] == ["0", "3"] and cells[8]
    assert table.item(table.rowCount() - 1, 0).text() == "from-the-future"
    assert "fewer points are better" in dialog.note.text()
    unplayed = list(engine.GAMES).index("bolachen")
    assert table.item(unplayed, 1).text() == "0" and table.item(unplayed, 6).text() == "–"


def _save(folder: Path, game: str, name: str, when: str) -> Path:
    spec = engine.game(game)
    state = spec.new_game(players=spec.default_players or spec.players[0], seed=2)
    rng = random.Random(2)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    path = folder / f"{name}.json"
    write_save(path, state, SaveMeta.from_state(state, name=name, saved_at=when))
    return path


def test_open_dialog_lists_opens_and_deletes(qtbot, tmp_path: Path) -> None:
    older = _save(tmp_path, "bolachen", "older", "2025-01-01T10:00:00+00:00")
    newer = _save(tmp_path, "chapanka", "newer", "2025-03-01T10:00:00+00:00")
    (tmp_path / "broken.json").write_text('{"kartentisch": "save"')
    dialog = OpenGameDialog(tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2
    assert [dialog.table.item(r, 0).text() for r in range(2)] == ["newer", "older"]
    players = dialog.table.item(0, 2).text()
    assert players.startswith("You, Computer")
    assert "deal 1" in dialog.table.item(0, 4).text()
    assert dialog.problem_label.text().count("broken.json") >= 1
    assert dialog.selected_path() == newer and dialog.open_button.isEnabled()

    dialog.confirm_delete = lambda entry: False
    dialog.delete_button.click()
    assert newer.exists()
    dialog.confirm_delete = lambda entry: True
    dialog.delete_button.click()
    assert not newer.exists() and dialog.table.rowCount() == 1

    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        dialog.open_button.click()
    assert dialog.selected_path() == older


def test_open_dialog_with_no_saves(qtbot, tmp_path: Path) -> None:
    dialog = OpenGameDialog(tmp_path / "not-yet")
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 0 and not dialog.open_button.isEnabled()
    assert not dialog.empty.isHidden()
