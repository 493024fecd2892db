"""A dialog showing the per-game statistics as a table.

Self-contained: give it a :class:`~gui.storage.statistics.Statistics` (from
``load_statistics``) and ``exec()`` it. Every game appears, played or not, so the table also
tells a new user which games there are.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QEvent, QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

import engine
from gui.grid_model import GridModel, read_only_view
from gui.storage.statistics import GameRecord, Statistics


def game_title(game_id: str) -> str:
    """The game's display name (translated where the GUI's name list knows it)."""
    try:
        english = engine.game(game_id).name
    except KeyError:
        return game_id
    try:
        from gui.names import game_name

        return game_name(game_id, english)
    except Exception:  # noqa: BLE001 - names are a nicety; the id or English name will do
        return english


def format_score(value: float | None) -> str:
    if value is None:
        return "–"
    return QLocale().toString(float(value), "f", 0 if float(value).is_integer() else 1)


def format_date(iso: str) -> str:
    """An ISO time stamp in the user's local time and locale; empty if unreadable."""
    try:
        when = datetime.fromisoformat(iso)
    except ValueError:
        return ""
    stamp = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)


class StatisticsDialog(QDialog):
    """Games down, counters across; read-only."""

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        # A model + view rather than QTableWidget: Python-created QTableWidgetItems can crash
        # shiboken 6.11 when Qt destroys them (see gui.grid_model).
        self.model = GridModel(self, label_column=True)
        self.table = read_only_view(self.model, self)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(760, 320)
        self.retranslate()

    def game_ids(self) -> list[str]:
        """Every known game, then any other id the file holds (a game from a newer build)."""
        extra = sorted(gid for gid in self.statistics.games if gid not in engine.GAMES)
        return [*engine.GAMES, *extra]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        headers = [
            self.tr("Game"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Drawn"),
            self.tr("Lost"),
            self.tr("Won %"),
            self.tr("Best"),
            self.tr("Worst"),
            self.tr("Last played"),
        ]
        ids = self.game_ids()
        lower = [
            game_title(gid)
            for gid in ids
            if gid in self.statistics.games and self.statistics.games[gid].lower_is_better
        ]
        note = self.tr("Best and worst are your own final totals.")
        if lower:
            note += " " + self.tr("In {games} fewer points are better.").format(
                games=", ".join(lower)
            )
        self.note.setText(note)
        rows: list[list[str]] = []
        for gid in ids:
            record = self.statistics.games.get(gid, GameRecord())
            rate = record.win_rate
            rows.append(
                [
                    game_title(gid),
                    str(record.played),
                    str(record.won),
                    str(record.drawn),
                    str(record.lost),
                    "–" if rate is None else QLocale().toString(100 * rate, "f", 0),
                    format_score(record.best),
                    format_score(record.worst),
                    format_date(record.last_played) if record.last_played else "",
                ]
            )
        self.model.set_grid(headers, ids, rows)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
