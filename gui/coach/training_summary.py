"""The Statistics dialog's Training tab: each game's training in a few figures.

Why here and not in the Statistics dialog's own module: the figures are the Training
window's (the last point of each series of :func:`engine.coach.progress.summary`, the puzzle
rating and counts of the same record, :mod:`gui.storage.training_store`), so they are read
the way the Training window reads them and never summed a second time; the dialog only
adds the page. A button (or a double click on a row) opens the Training window on the game
of the row clicked.

Fitting a small screen (1024×600, and the 760 pixels a dialog may be given on a smaller
one): the headings are short and broken over lines where each language breaks them (the
translators choose the breaks), each with its full name as a tooltip; the columns share the
table's width, each at least as wide as its widest figure, so no figure is cut and there is
no sideways scrolling.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLabel, QPushButton, QVBoxLayout, QWidget

import engine
from engine.coach.progress import summary
from gui.coach import training_words as words
from gui.grid_model import GridModel, read_only_view
from gui.numbers import decimal
from gui.storage.training_store import Training

DASH = "–"


def _tr(text: str) -> str:
    """The Statistics dialog's context: the tab's words are translated with the dialog's."""
    return QCoreApplication.translate("StatisticsDialog", text)


def headers() -> list[str]:
    """The columns' names in full (the headings' tooltips)."""
    return [
        _tr("Game"),
        _tr("Deals with par"),
        _tr("Accuracy"),
        _tr("Lost per decision"),
        _tr("Score minus par"),
        _tr("Puzzle rating"),
        _tr("Puzzles solved"),
        _tr("Puzzles due"),
    ]


def short_headers() -> list[str]:
    """The headings as the table shows them: short lines, broken where the language does."""
    return [
        _tr("Game"),
        _tr("Deals\nwith par"),
        _tr("Accuracy"),
        _tr("Lost per\ndecision"),
        _tr("Score\nminus par"),
        _tr("Puzzle\nrating"),
        _tr("Puzzles\nsolved"),
        _tr("Puzzles\ndue"),
    ]


def row(training: Training, game: str, today: dt.date) -> list[str]:
    """The figures of ``game`` as the tab shows them (the game's title is the caller's)."""
    figures = summary(training.deals, game)
    rating = training.ratings.get(game)
    tries, solved = training.answers.get(game, (0, 0))
    return [
        str(figures.with_par),
        DASH if figures.accuracy is None else f"{decimal(100 * figures.accuracy.mean, 0)} %",
        DASH if figures.lost is None else decimal(figures.lost.mean, 1),
        DASH if figures.luck is None else words.mean_band(figures.luck),
        DASH if rating is None else f"{round(rating.rating)} ± {round(2 * rating.rd)}",
        _tr("{solved} of {tries}").format(solved=solved, tries=tries) if tries else DASH,
        str(len(training.due(game, today))),
    ]


class TrainingSummary(QWidget):
    """The tab: games down, the training's figures across, a note and the button."""

    def __init__(
        self,
        training: Training,
        today: dt.date,
        title: Callable[[str], str],
        open_training: Callable[[str], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.training = training
        self.today = today
        self.title = title
        self.open_training = open_training
        self.model = GridModel(self, label_column=True)
        self.table = read_only_view(self.model, self)
        self.table.doubleClicked.connect(lambda _index: self._open())
        # Sized here (share_width), not by the header: its contents' mode leaves the room over
        # at the right and cannot give a column more than its contents.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.viewport().installEventFilter(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.clicked.connect(self._open)
        self.button.setVisible(open_training is not None)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(self.button)
        column = QVBoxLayout(self)
        column.addWidget(self.table)
        column.addLayout(bottom)

    def retranslate(self) -> None:
        """Fill the table in the chosen language."""
        ids = list(engine.GAMES)
        rows = [[self.title(gid), *row(self.training, gid, self.today)] for gid in ids]
        self.model.set_grid(short_headers(), ids, rows)
        self.model.set_column_tips(headers())
        self.share_width()
        self.note.setText(
            _tr(
                "As in the Training window: accuracy is the share of your decisions the review "
                "judged best or good, lost per decision in the game's unit (marks in "
                "Kaschlan, else points), score minus par your score less a strong player's "
                "with your cards, with its 95 % band."
            )
        )
        self.button.setText(_tr("Training…"))

    def share_width(self) -> None:
        """Each column as wide as its widest figure and heading line, and the room left over
        shared among the figures' columns (none is cut while the table has room for all)."""
        view = self.table
        view.resizeColumnsToContents()
        header = view.horizontalHeader()
        count = header.count()
        if count < 2:
            return
        spare = view.viewport().width() - header.length()
        if spare <= 0:
            return
        share, rest = divmod(spare, count - 1)
        for c in range(1, count):
            header.resizeSection(c, header.sectionSize(c) + share + (1 if c <= rest else 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.share_width()
        return super().eventFilter(watched, event)

    def chosen_game(self) -> str:
        """The game of the row last clicked, else "" (the Training window then opens on the
        game on the table)."""
        row = self.table.currentIndex().row()
        ids = list(engine.GAMES)
        return ids[row] if 0 <= row < len(ids) else ""

    def _open(self) -> None:
        if self.open_training is not None:
            self.open_training(self.chosen_game())
