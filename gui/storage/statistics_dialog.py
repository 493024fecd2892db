"""A dialog showing the statistics: a per-game table and the history of finished matches.

Self-contained: give it a :class:`~gui.storage.statistics.Statistics` (from
``load_statistics``) and ``exec()`` it. Every game appears in the first tab, played or not,
so the table also tells a new user which games there are; the second tab lists the finished
matches, newest first. Given the training record, a third tab shows each game's training
(:mod:`gui.coach.training_summary`) with a button to the Training window.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime

from PySide6.QtCore import QDateTime, QEvent, QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

import engine
from gui.coach.training_summary import TrainingSummary
from gui.grid_model import GridModel, read_only_view
from gui.storage.contracts import has_contracts
from gui.storage.statistics import GameRecord, MatchEntry, Statistics
from gui.storage.training_store import Training


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


def two_lines(text: str, longer_than: int = 8) -> str:
    """A long column header broken at the space nearest its middle, so that the thirteen
    columns fit a 1024-pixel screen in every language ("Contracts\nmade")."""
    if len(text) <= longer_than or " " not in text:
        return text
    middle = len(text) / 2
    cut = min((i for i, ch in enumerate(text) if ch == " "), key=lambda i: abs(i - middle))
    return text[:cut] + "\n" + text[cut + 1 :]


def format_mean(value: float | None) -> str:
    """A mean score per deal: one decimal (a mean of whole points is rarely whole)."""
    if value is None:
        return "–"
    return QLocale().toString(float(value), "f", 1)


class StatisticsDialog(QDialog):
    """Tab 1: games down, counters across. Tab 2: the finished matches. Read-only."""

    def __init__(
        self,
        statistics: Statistics,
        parent: QWidget | None = None,
        training: Training | None = None,
        open_training: Callable[[str], object] | None = None,
        today: date | None = None,
    ) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.tabs = QTabWidget(self)
        # Models + views rather than QTableWidget: Python-created QTableWidgetItems can crash
        # shiboken 6.11 when Qt destroys them (see gui.grid_model).
        games_page = QWidget(self.tabs)
        self.model = GridModel(self, label_column=True)
        self.table = read_only_view(self.model, games_page)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.note = QLabel(games_page)
        self.note.setWordWrap(True)
        column = QVBoxLayout(games_page)
        column.addWidget(self.table)
        column.addWidget(self.note)
        history_page = QWidget(self.tabs)
        self.history_model = GridModel(self)
        self.history_table = read_only_view(self.history_model, history_page)
        self.history_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.history_empty = QLabel(history_page)
        column = QVBoxLayout(history_page)
        column.addWidget(self.history_table)
        column.addWidget(self.history_empty)
        self.tabs.addTab(games_page, "")
        self.tabs.addTab(history_page, "")
        self.training_page: TrainingSummary | None = None
        if training is not None:

            def leave_for(game: str) -> None:
                """The Training window, once this (modal) dialog is closed."""
                self.accept()
                if open_training is not None:
                    open_training(game)

            self.training_page = TrainingSummary(
                training,
                today or date.today(),
                game_title,
                leave_for if open_training is not None else None,
                self.tabs,
            )
            self.tabs.addTab(self.training_page, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(980, 380)
        self.retranslate()

    def game_ids(self) -> list[str]:
        """Every known game, then any other id the file holds (a game from a newer build)."""
        extra = sorted(gid for gid in self.statistics.games if gid not in engine.GAMES)
        return [*engine.GAMES, *extra]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setTabText(0, self.tr("Games"))
        self.tabs.setTabText(1, self.tr("Finished matches"))
        self._fill_games()
        self._fill_history()
        if self.training_page is not None:
            self.tabs.setTabText(2, self.tr("Training"))
            self.training_page.retranslate()
        self._fit_width()

    def _fit_width(self) -> None:
        """Grow (never shrink) to show every column of either table without scrolling: the
        German and Polish headers are wider than the English ones."""
        widest = 0
        views = [self.table, self.history_table]
        if self.training_page is not None:
            views.append(self.training_page.table)
        for view in views:
            view.resizeColumnsToContents()
            widest = max(widest, view.horizontalHeader().length() + 2 * view.frameWidth())
        needed = widest + 60  # the tab page's and the dialog's margins
        screen = self.screen().availableGeometry().width() if self.screen() else needed
        if needed > self.width():
            self.resize(min(needed, screen - 40), self.height())

    def _fill_games(self) -> None:
        headers = [
            self.tr("Game"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Drawn"),
            self.tr("Lost"),
            self.tr("Won %"),
            self.tr("Best"),
            self.tr("Worst"),
            self.tr("Deals"),
            self.tr("Mean per deal"),
            self.tr("Contracts made"),
            self.tr("Contracts lost"),
            self.tr("Last played"),
        ]
        ids = self.game_ids()
        lower = [
            game_title(gid)
            for gid in ids
            if gid in self.statistics.games and self.statistics.games[gid].lower_is_better
        ]
        note = self.tr(
            "Matches count when finished, deals as soon as each is over. Best and worst are "
            "your own final totals, the mean per deal your own score per deal. Contracts are "
            "those your side played."
        )
        if lower:
            note += " " + self.tr("In {games} fewer points are better.").format(
                games=", ".join(lower)
            )
        self.note.setText(note)
        rows: list[list[str]] = []
        for gid in ids:
            record = self.statistics.games.get(gid, GameRecord())
            rate = record.win_rate
            contracts = has_contracts(gid)
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
                    str(record.deals),
                    format_mean(record.mean_per_deal),
                    str(record.contracts_made) if contracts else "–",
                    str(record.contracts_lost) if contracts else "–",
                    format_date(record.last_played) if record.last_played else "",
                ]
            )
        self.model.set_grid([two_lines(h) for h in headers], ids, rows)

    def _fill_history(self) -> None:
        headers = [
            self.tr("Date"),
            self.tr("Game"),
            self.tr("Players"),
            self.tr("Final score"),
            self.tr("Your result"),
            self.tr("Winner"),
            self.tr("Deals"),
        ]
        entries = list(reversed(self.statistics.history))
        rows = [self._history_row(entry) for entry in entries]
        self.history_model.set_grid(
            [two_lines(h) for h in headers], [str(n + 1) for n in range(len(rows))], rows
        )
        self.history_empty.setText(self.tr("No match has been finished yet."))
        self.history_empty.setVisible(not rows)

    def _history_row(self, entry: MatchEntry) -> list[str]:
        names = [self._seat_name(entry, seat) for seat in range(entry.players)]
        result = {
            "won": self.tr("Won", "your result of one match"),
            "lost": self.tr("Lost", "your result of one match"),
            "drawn": self.tr("Drawn", "your result of one match"),
        }.get(entry.outcome, entry.outcome)
        return [
            format_date(entry.when),
            game_title(entry.game),
            ", ".join(
                self._player_label(entry, seat, names[seat]) for seat in range(entry.players)
            ),
            " : ".join(format_score(t) for t in entry.totals),
            result,
            ", ".join(names[s] for s in entry.winners if s < len(names)),
            str(entry.deals),
        ]

    def _seat_name(self, entry: MatchEntry, seat: int) -> str:
        """The stored name, else the table's names ("You", Anna, Bruno, …) as at the table."""
        if entry.names[seat]:
            return entry.names[seat]
        from gui.names import default_seat_names

        return default_seat_names(entry.players)[seat]

    def _player_label(self, entry: MatchEntry, seat: int, name: str) -> str:
        level = entry.levels[seat]
        if level is None or not level:
            return name
        from gui.names import level_name

        return self.tr("{name} ({level})").format(name=name, level=level_name(level))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
