"""The statistics and Open dialogs (pytest-qt, offscreen)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt  # noqa: E402

import engine  # noqa: E402
import i18n  # noqa: E402
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
    model = dialog.table.model()
    assert model.rowCount() == len(engine.GAMES) + 1
    assert model.headerData(5, Qt.Orientation.Horizontal) == "Won %"
    row = list(engine.GAMES).index("kaschlan")
    cells = [model.cell(row, c) for c in range(model.columnCount())]
    assert cells[1:6] == ["4", "1", "1", "2", "25"]
    assert cells[6:8] == ["0", "3"] and cells[8]
    assert model.cell(model.rowCount() - 1, 0) == "from-the-future"
    assert "fewer points are better" in dialog.note.text()
    unplayed = list(engine.GAMES).index("bolachen")
    assert model.cell(unplayed, 1) == "0" and model.cell(unplayed, 6) == "–"


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
    model = dialog.table.model()
    assert model.rowCount() == 2
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Saved"
    assert [model.cell(r, 0) for r in range(2)] == ["newer", "older"]
    players = model.cell(0, 2)
    assert players.startswith("You, Computer")
    assert "deal 1" in model.cell(0, 4)
    assert dialog.problem_label.text().count("broken.json") >= 1
    assert dialog.selected_path() == newer and dialog.open_button.isEnabled()

    dialog.confirm_delete = lambda entry: False
    dialog.delete_button.click()
    assert newer.exists()
    dialog.confirm_delete = lambda entry: True
    dialog.delete_button.click()
    assert not newer.exists() and model.rowCount() == 1

    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        dialog.open_button.click()
    assert dialog.selected_path() == older


def test_open_dialog_row_choice_and_double_click(qtbot, tmp_path: Path) -> None:
    """Clicking a row selects that save; double-clicking opens it; a retranslate keeps it."""
    _save(tmp_path, "bolachen", "older", "2025-01-01T10:00:00+00:00")
    older = tmp_path / "older.json"
    _save(tmp_path, "chapanka", "newer", "2025-03-01T10:00:00+00:00")
    dialog = OpenGameDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.table
    centre = view.visualRect(view.model().index(1, 1)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert dialog.selected_path() == older
    dialog.retranslate()
    assert dialog.selected_path() == older and dialog.open_button.isEnabled()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        # QTest's double click is only the second press; a real one starts with a click.
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert dialog.selected_path() == older


def test_open_dialog_with_no_saves(qtbot, tmp_path: Path) -> None:
    dialog = OpenGameDialog(tmp_path / "not-yet")
    qtbot.addWidget(dialog)
    assert dialog.table.model().rowCount() == 0 and not dialog.open_button.isEnabled()
    assert not dialog.empty.isHidden()


def _words(text: str) -> set[str]:
    """The words of a header, singular and plural alike (German adds -e: Spiel, Spiele)."""
    return {w.removesuffix("e") for w in text.split()}


def test_german_statistics_tell_the_card_game_from_a_deal(qtbot, qapp) -> None:
    """German calls a deal "Spiel" at the whole table, so the card game (Kaschlan, 1001…) and
    the matches played must be named with other words, or "Spiel" means two things."""
    i18n.install(qapp, "de")
    dialog = StatisticsDialog(Statistics({}))
    qtbot.addWidget(dialog)
    model = dialog.table.model()
    header = [
        model.headerData(c, Qt.Orientation.Horizontal).replace("\n", " ")
        for c in range(model.columnCount())
    ]
    game, played, deals = header[0], header[1], header[8]
    assert deals == "Spiele"
    assert not _words(game) & _words(deals), (game, deals)
    assert not _words(played) & _words(deals), (played, deals)
    assert not _words(dialog.tabs.tabText(0)) & _words(deals)
    history = dialog.history_table.model()
    assert history.headerData(1, Qt.Orientation.Horizontal).replace("\n", " ") == game
