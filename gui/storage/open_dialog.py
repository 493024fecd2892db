"""The Open dialog (Ctrl+O): the saved games with game, players, date and score.

Self-contained: ``OpenGameDialog(saves_dir)``; after ``exec()`` returns Accepted,
``selected_path()`` is the save to open with :func:`gui.storage.saves.open_save`. Saves that
cannot be read are left out of the list and named below it (they have been moved aside).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.grid_model import GridModel, read_only_view
from gui.storage.atomic import StorageError
from gui.storage.saves import SaveEntry, delete_save, list_saves
from gui.storage.statistics_dialog import format_date, format_score, game_title


class _SelectableGridModel(GridModel):
    """A :class:`GridModel` whose cells can be selected, so the user can pick a row."""

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsSelectable if index.isValid() else flags


class OpenGameDialog(QDialog):
    """A table of saves, newest first; Open, Delete, Cancel."""

    def __init__(self, saves_dir: str | os.PathLike[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.saves_dir = Path(saves_dir)
        self.entries: list[SaveEntry] = []
        self.problems: list[str] = []
        # A model + view rather than QTableWidget: Python-created QTableWidgetItems can crash
        # shiboken 6.11 when Qt destroys them (see gui.grid_model).
        self.model = _SelectableGridModel(self, label_column=True)
        self.table = read_only_view(self.model, self, selectable=True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self._open())
        self.empty = QLabel(self)
        self.problem_label = QLabel(self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(self)
        self.open_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Open)
        self.delete_button = QPushButton(self)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.open_button.clicked.connect(self._open)
        self.delete_button.clicked.connect(self._delete)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)
        self.resize(720, 400)
        self.refresh()

    # --- public -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the folder again (bad files are moved aside and reported)."""
        self.entries = list_saves(self.saves_dir, self.problems)
        self.retranslate()
        if self.entries:
            self.table.selectRow(0)
        self._update_buttons()

    def selected_entry(self) -> SaveEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        return self.entries[row] if 0 <= row < len(self.entries) else None

    def selected_path(self) -> Path | None:
        entry = self.selected_entry()
        return entry.path if entry else None

    def confirm_delete(self, entry: SaveEntry) -> bool:
        """Ask before deleting (tests replace this method)."""
        answer = QMessageBox.question(
            self,
            self.tr("Delete saved game"),
            self.tr("Delete the saved game “{name}”? This cannot be undone.").format(
                name=entry.meta.name or entry.path.stem
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    # --- drawing ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open saved game"))
        self.delete_button.setText(self.tr("Delete"))
        headers = [
            self.tr("Name"),
            self.tr("Game"),
            self.tr("Players"),
            self.tr("Saved"),
            self.tr("Score"),
        ]
        self.empty.setText(self.tr("There are no saved games yet."))
        self.empty.setVisible(not self.entries)
        self.problem_label.setText("\n".join(self.problems))
        self.problem_label.setVisible(bool(self.problems))
        rows: list[list[str]] = []
        for entry in self.entries:
            meta = entry.meta
            status = (
                self.tr("finished")
                if meta.is_over
                else self.tr("deal {n}").format(n=meta.deal_no + 1)
            )
            score = " : ".join(format_score(t) for t in meta.totals)
            rows.append(
                [
                    meta.name or entry.path.stem,
                    game_title(meta.game),
                    self._players(entry),
                    format_date(meta.saved_at),
                    f"{score}  ({status})",
                ]
            )
        # A model reset drops the selection; keep the user's row across a language change.
        chosen = self.table.selectionModel().selectedRows()
        self.model.set_grid(headers, [str(n + 1) for n in range(len(rows))], rows)
        if chosen and chosen[0].row() < len(rows):
            self.table.selectRow(chosen[0].row())

    def _players(self, entry: SaveEntry) -> str:
        meta = entry.meta
        names = []
        for seat in range(meta.players):
            name = meta.seat_names[seat]
            if not name:
                name = self.tr("You") if meta.levels[seat] is None else self.tr("Computer")
            names.append(name)
        return ", ".join(names)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- buttons ----------------------------------------------------------------------------

    def _update_buttons(self) -> None:
        chosen = self.selected_entry() is not None
        self.open_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def _open(self) -> None:
        if self.selected_entry() is not None:
            self.accept()

    def _delete(self) -> None:
        entry = self.selected_entry()
        if entry is None or not self.confirm_delete(entry):
            return
        try:
            delete_save(entry.path)
        except StorageError as exc:
            self.problems.append(str(exc))
        self.refresh()
