"""A read-only grid of texts (score sheet, deal result) as a model for a ``QTableView``.

Why not ``QTableWidget``: every ``QTableWidgetItem`` created in Python gets a shiboken wrapper
whose only owner is its table. Clearing and refilling a table after every move (as the
score sheet did) destroys those wrappers from inside ``QTableWidget.clear()``; with PySide6
6.11 that path sometimes reads a wrapper it has just freed and the process dies with a
segmentation fault (seen in the full test run, reproducible with a low garbage-collector
threshold). A model holds plain Python strings and hands them to Qt on request, so there is
no per-cell wrapper whose lifetime Qt and Python have to agree on.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

Index = QModelIndex | QPersistentModelIndex


class GridModel(QAbstractTableModel):
    """Texts in rows and columns with header labels; some rows bold, cells centred."""

    def __init__(self, parent: QObject | None = None, label_column: bool = False) -> None:
        super().__init__(parent)
        #: The first column holds row labels (left-aligned) rather than values.
        self.label_column = label_column
        self._columns: list[str] = []
        self._rows: list[str] = []
        self._cells: list[list[str]] = []
        self._bold: frozenset[int] = frozenset()
        #: A tooltip per row (a result row's explanation), "" for none.
        self._tips: list[str] = []
        #: A tooltip per column (the heading in full where the heading is short), "" for none.
        self._column_tips: list[str] = []
        self._bold_font = QFont()
        self._bold_font.setBold(True)

    def set_grid(
        self,
        columns: Sequence[str],
        rows: Sequence[str],
        cells: Sequence[Sequence[str]],
        bold_rows: Collection[int] = (),
    ) -> None:
        """Replace the whole grid (headers and cells) in one model reset."""
        self.beginResetModel()
        self._columns = [str(c) for c in columns]
        self._rows = [str(r) for r in rows]
        width = len(self._columns)
        self._cells = [([str(v) for v in row] + [""] * width)[:width] for row in cells]
        self._cells += [[""] * width for _ in range(len(self._rows) - len(self._cells))]
        self._bold = frozenset(bold_rows)
        self._tips = []
        self.endResetModel()
        # A reset with the same number of rows keeps the header's cached width: the labels
        # of another language ("Gesamt", "Razem") would be cut to the old one's ("Total").
        if self._rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self._rows) - 1)
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)

    def set_row_tips(self, tips: Sequence[str]) -> None:
        """Tooltips of the rows, in row order (the words a row's label stands for)."""
        self._tips = [str(t) for t in tips]

    def set_column_tips(self, tips: Sequence[str]) -> None:
        """Tooltips of the column headings, in column order."""
        self._column_tips = [str(t) for t in tips]

    def column_tip(self, column: int) -> str:
        return self._column_tips[column] if 0 <= column < len(self._column_tips) else ""

    def row_tip(self, row: int) -> str:
        return self._tips[row] if 0 <= row < len(self._tips) else ""

    def cell(self, row: int, column: int) -> str:
        """The text shown at (row, column); for tests and accessibility checks."""
        return self._cells[row][column]

    # --- QAbstractTableModel ------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._cells)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[row][column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if self.label_column and column == 0:
                return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.FontRole and row in self._bold:
            return self._bold_font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.row_tip(row) or None
        return None

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole:
            vertical = orientation == Qt.Orientation.Vertical
            return (self.row_tip(section) if vertical else self.column_tip(section)) or None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        labels = self._columns if orientation == Qt.Orientation.Horizontal else self._rows
        return labels[section] if 0 <= section < len(labels) else None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags


def read_only_view(model: GridModel, parent: QWidget, selectable: bool = False) -> QTableView:
    """A table view on ``model`` that the person reads but never edits: score sheets, deal
    results and statistics (and, ``selectable``, the Open dialog's list of saves by row)."""
    view = QTableView(parent)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Tab leaves the table for the next control, as in a native dialog; arrows move in it.
    view.setTabKeyNavigation(False)
    if selectable:
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    else:
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.verticalHeader().setVisible(False)
    return view
