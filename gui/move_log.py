"""The move log: every move of the deal in words, grouped by trick, bout or auction round.

Why a tree model and not a list widget: the groups (trick 3, bout 2, auction) fold, and a
model hands Qt plain strings, so no per-row wrapper whose lifetime Qt and Python must agree on
(see gui/grid_model.py for the crash that taught us this). The words come from the caller:
this view knows no game, it shows groups of lines and says which moment was clicked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class LogEntry:
    """One move in words, and the moment (event index in the match) it stands for."""

    text: str
    event: int
    hidden: bool = False


@dataclass(frozen=True)
class LogGroup:
    """A trick, a bout or an auction round: a title and its moves, in order."""

    title: str
    entries: tuple[LogEntry, ...] = field(default=())
    #: A line under the title that says how the group ended ("Anna wins with A♥, 11 points").
    outcome: str = ""
    #: The title's tooltip when it is a game word (a phase: its meaning and rule).
    tip: str = ""


class MoveLogModel(QAbstractItemModel):
    """Two levels: groups, and under each group its moves (and its outcome line)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._groups: list[LogGroup] = []
        self._bold = QFont()
        self._bold.setBold(True)
        self._italic = QFont()
        self._italic.setItalic(True)

    def set_groups(self, groups: Sequence[LogGroup]) -> None:
        self.beginResetModel()
        self._groups = list(groups)
        self.endResetModel()

    def groups(self) -> list[LogGroup]:
        return list(self._groups)

    def _rows(self, group: LogGroup) -> int:
        return len(group.entries) + (1 if group.outcome else 0)

    def event_at(self, index: Index) -> int | None:
        """The moment a row stands for: a move's event, or a group's last move."""
        if not index.isValid():
            return None
        parent = index.internalId()
        if parent == 0:
            entries = self._groups[index.row()].entries
            return entries[-1].event if entries else None
        group = self._groups[parent - 1]
        if index.row() < len(group.entries):
            return group.entries[index.row()].event
        return group.entries[-1].event if group.entries else None

    # --- QAbstractItemModel -------------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            if row >= len(self._groups):
                return QModelIndex()
            return self.createIndex(row, 0, 0)
        if parent.internalId() != 0:
            return QModelIndex()
        group = self._groups[parent.row()]
        if row >= self._rows(group):
            return QModelIndex()
        # The internal id of a move is its group's number + 1 (0 marks a group).
        return self.createIndex(row, 0, parent.row() + 1)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        if not parent.isValid():
            return len(self._groups)
        if parent.internalId() != 0:
            return 0
        return self._rows(self._groups[parent.row()])

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        group_no = index.internalId()
        if group_no == 0:
            group = self._groups[index.row()]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return group.title
            if role == Qt.ItemDataRole.FontRole:
                return self._bold
            if role == Qt.ItemDataRole.ToolTipRole:
                return group.tip or None
            return None
        group = self._groups[group_no - 1]
        if index.row() < len(group.entries):
            entry = group.entries[index.row()]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return entry.text
            if role == Qt.ItemDataRole.FontRole and entry.hidden:
                return self._italic
            if role == Qt.ItemDataRole.ToolTipRole:
                # A narrow dock elides a long line ("… (only possible move)"): whole here.
                return entry.text
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return group.outcome
        if role == Qt.ItemDataRole.FontRole:
            return self._italic
        if role == Qt.ItemDataRole.ToolTipRole:
            return group.outcome
        return None


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their text wrapped to the view's width: QTreeView's own word wrap
    paints wrapped text but sizes every row for one line, so a long line was cut."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802
        hint = super().sizeHint(option, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text:
            return hint
        depth = 1 if index.parent().isValid() else 0
        room = self._view.viewport().width() - self._view.indentation() * (depth + 1) - 12
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else option.font)
        flags = int(Qt.TextFlag.TextWordWrap)
        height = metrics.boundingRect(0, 0, max(room, 40), 100000, flags, text).height()
        return QSize(min(hint.width(), max(room, 40)), max(hint.height(), height + 4))


class MoveLog(QWidget):
    """The dock's content: the tree of moves; a click asks the table to show that moment."""

    moment_requested = Signal(int)
    #: Esc in the log: back from a moment looked at to the game (as Esc at the table).
    escape_pressed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = MoveLogModel(self)
        self.view = QTreeView(self)
        self.view.setModel(self.model)
        self.view.setHeaderHidden(True)
        # A long line (Polish, a narrow dock at 1024×600) wraps within the dock instead of
        # being cut with "…": rows are as tall as their text, never wider than the view.
        self.view.setWordWrap(True)
        self.view.setUniformRowHeights(False)
        self.view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.header().setStretchLastSection(True)
        self.view.setItemDelegate(_WrappingDelegate(self.view))
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.clicked.connect(self._clicked)
        self.view.activated.connect(self._clicked)
        # After a click on a move the focus is here, so Esc must work here too.
        self.view.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view)
        self.retranslateUi()

    def set_groups(self, groups: Sequence[LogGroup]) -> None:
        """Show ``groups``; the newest group is open and scrolled to, older ones stay open."""
        self.model.set_groups(groups)
        self.view.expandAll()
        last = self.model.rowCount() - 1
        if last >= 0:
            parent = self.model.index(last, 0)
            rows = self.model.rowCount(parent)
            target = self.model.index(rows - 1, 0, parent) if rows else parent
            self.view.scrollTo(target)

    def _clicked(self, index: QModelIndex) -> None:
        event = self.model.event_at(index)
        if event is not None:
            self.moment_requested.emit(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            watched is self.view
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Escape
        ):
            self.escape_pressed.emit()
            return True
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.view.scheduleDelayedItemsLayout()  # the rows wrap anew to the new width

    def retranslateUi(self) -> None:  # noqa: N802
        self.view.setAccessibleName(self.tr("Moves of this deal"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
