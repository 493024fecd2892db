"""The score sheet beside the table: one row per deal, the totals, and the game's facts.

A dock beside the table (the window's ``score``): the sheet's columns are the seats, or the
teams where partners play together (:func:`gui.panels.team_columns`, shared with the deal
result); under it the facts of the present moment (phase, contract, trumps...), each word
explained by its glossary entry.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui import detail_lines, names, word_help
from gui.grid_model import GridModel
from gui.panels import team_columns

#: Rows of the score sheet kept in view however short the window (the latest deals, totals).
SHEET_MIN_ROWS = 4


class ScorePanel(QWidget):
    """The match's score sheet (one row per deal, totals at the bottom) and game facts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.info.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.model = GridModel(self)
        self.sheet = QTableView(self)
        self.sheet.setModel(self.model)
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet.setAlternatingRowColors(True)
        self.sheet.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # Tab and Shift+Tab leave the sheet as in a native dialog (a view keeps Tab for its
        # cells by default, and a click trapped the keyboard there); arrows move in it.
        self.sheet.setTabKeyNavigation(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.info)
        layout.addWidget(self.sheet, 1)
        # The sheet is only as tall as its rows (see _fit_sheet); the rest stays plain.
        layout.addStretch(1)
        self._obs: dict[str, Any] | None = None
        self._results: list[dict[str, Any]] = []
        self._names: list[str] = []
        self._pattern = "french"
        self._game = ""
        self.sheet.setAccessibleName(self.tr("Score sheet"))

    def set_match(self, game_name: str, seat_names: list[str], pattern: str) -> None:
        self._game, self._names, self._pattern = game_name, list(seat_names), pattern
        self.retranslateUi()

    def set_observation(self, obs: dict[str, Any]) -> None:
        self._obs = obs
        self._fill_info()

    def set_results(self, results: list[dict[str, Any]]) -> None:
        self._results = list(results)
        self._fill_info()
        self._fill_sheet()

    def retranslateUi(self) -> None:  # noqa: N802
        self.sheet.setAccessibleName(self.tr("Score sheet"))
        self.info.setAccessibleName(self.tr("Game facts"))
        self._fill_info()
        self._fill_sheet()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _teams(self) -> list[list[int]]:
        return [list(t) for t in ((self._obs or {}).get("teams") or [])]

    def _me(self) -> int:
        """The person's seat: the observation's (any seat at a network table)."""
        seat = (self._obs or {}).get("seat")
        return seat if isinstance(seat, int) else 0

    def columns(self) -> list[tuple[str, int]]:
        """(header, seat to read) — partners share a score, so a team gets one column."""
        return team_columns(self._teams(), self._names, self._me())

    def add_graph(self, graph: QWidget) -> None:
        """Show the match graph under the sheet (gui/match_graph.py)."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(2, graph)

    def _fill_sheet(self) -> None:
        columns = self.columns()
        rows = self._results
        labels = [self.tr("Deal {n}").format(n=i + 1) for i in range(len(rows))]
        labels.append(self.tr("Total"))
        cells = []
        for result in rows:
            scores = result.get("scores") or []
            cells.append(
                [
                    names.format_value(scores[seat] if seat < len(scores) else "")
                    for _h, seat in columns
                ]
            )
        totals = (self._obs or {}).get("totals") or (rows[-1].get("totals") if rows else [])
        cells.append(
            [
                names.format_value(totals[seat] if totals and seat < len(totals) else 0)
                for _h, seat in columns
            ]
        )
        self.model.set_grid([c[0] for c in columns], labels, cells, (len(rows),))
        header = self.sheet.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Never narrower than its names and labels in the current language (the dock widens
        # up to its maximum), so "Gesamt", "Razem" and "Dieter" are never cut.
        widest = max(
            (header.sectionSizeFromContents(i).width() for i in range(len(columns))), default=0
        )
        header.setMinimumSectionSize(max(24, widest))  # equal columns, each wide enough
        need = widest * len(columns) + self.sheet.verticalHeader().sizeHint().width()
        need += 2 * self.sheet.frameWidth() + 2
        self.sheet.setMinimumWidth(need)
        self._fit_sheet()
        self.sheet.scrollToBottom()

    def _fit_sheet(self) -> None:
        """Cap the sheet at the height of its rows, so no empty white grid hangs below the
        totals; a long match still scrolls when the window is shorter than that."""
        sheet = self.sheet
        heights = [sheet.rowHeight(r) for r in range(self.model.rowCount())]
        header = sheet.horizontalHeader().sizeHint().height() + 2 * sheet.frameWidth()
        sheet.setMaximumHeight(header + sum(heights))
        # The last few rows (the latest deals and the totals) stay readable in a short
        # window: the graph below gives way first (at 1024x600 the sheet showed a row and
        # a half behind a scroll bar while the graph kept its full height).
        sheet.setMinimumHeight(header + sum(heights[-SHEET_MIN_ROWS:]))

    def _fill_info(self) -> None:
        obs = self._obs
        if obs is None:
            self.info.setText(f"<b>{self._game}</b>")
            return
        pattern = self._pattern
        lines = [f"<b>{self._game}</b>"]
        lines.append(self.tr("Deal {n}").format(n=int(obs.get("deal_no") or 0) + 1))
        words: list[list[tuple[str, str]]] = [[], []]  # each line's own words
        if any((r.get("detail") or {}).get("lower_is_better") for r in self._results):
            # The deal-result panel's sentence (one catalogue entry for both places).
            lines.append(QCoreApplication.translate("DealResultPanel", "Lower totals are better."))
            words.append([])
        phase = obs.get("phase")
        if phase:
            game = str(obs.get("game") or "")
            lines.append(self.tr("Phase: {phase}").format(phase=names.phase_name(game, str(phase))))
            words.append([("phase", str(phase))])
        trump = obs.get("trump")
        lines.append(
            self.tr("Trumps: {suit}").format(suit=names.suit_label(trump, pattern))
            if trump
            else self.tr("No trump suit")
        )
        words.append([])
        current = obs.get("current_player")
        if current is not None and current < len(self._names):
            lines.append(self.tr("To play: {name}").format(name=self._names[current]))
            words.append([])
        last = obs.get("last_trick")
        if last:
            cards = []
            for e in last:
                if isinstance(e, dict) and e.get("card"):
                    cards.append(names.card_short(e["card"], pattern))
                    if e.get("beaten_by"):
                        cards[-1] += "/" + names.card_short(e["beaten_by"], pattern)
            joined = names.card_separator(pattern).join(cards)
            lines.append(self.tr("Last trick: {cards}").format(cards=joined))
            words.append([])
        detail = {k: v for k, v in (obs.get("detail") or {}).items() if v is not False}
        # The trump line above already says it; the table shows the trick counts.
        skip = ("trump", "tricks")
        game = str(obs.get("game") or "")
        teams = self._teams()
        keyed = detail_lines.keyed_detail_lines(
            game, detail, self._names, pattern, teams=teams, skip=skip, me=self._me()
        )[:8]
        lines += [line for _key, line in keyed]
        words += [[("detail", key)] for key, _line in keyed]
        self.info.setText("<br>".join(_escape(line) if i else line for i, line in enumerate(lines)))
        # A right-click on a line opens its own word's rule (not all of them).
        word_help.attach_lines(self.info, game, words)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
