"""Game ▸ Training…: your progress per game, and puzzles to practise.

Why a window of its own: the result panel speaks of one deal; here the person sees the trend
over their deals with the luck taken out (``engine.coach.progress``: accuracy, value lost per
decision and score minus par, each with its running mean and band), the deals where they lost
most against par, the ideas they most often missed, and practises: the puzzles made from their
mistakes that are due today (spaced repetition), then built-in puzzles near their rating.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

import engine
from engine.coach import glicko, puzzle_set, repetition
from engine.coach.glicko import Rating
from engine.coach.progress import (
    accuracy_share,
    lost_per_decision,
    luck_corrected,
    missed_ideas,
    series,
    worst_deals,
)
from engine.coach.puzzle import Puzzle
from gui import names
from gui.coach import training_words as words
from gui.coach.progress_graph import ProgressGraph
from gui.coach.puzzle_view import PuzzleView
from gui.coach.training import TrainingCoach
from gui.numbers import decimal
from gui.packs import shown_pattern
from gui.storage.training_store import KEEP_TRIED, Training


def _tr(text: str) -> str:
    """The training feature's context: its words are translated together."""
    return QCoreApplication.translate("Training", text)


#: How many built-in puzzles just tried are not offered again at once.
RECENT = 10


class TrainingWindow(QDialog):
    """The Training window; its game is chosen at the top."""

    def __init__(self, coach: TrainingCoach, game: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("TrainingWindow")
        self.coach = coach
        host = coach.host
        self.display = host.display
        self.game_box = QComboBox(self)
        for gid in engine.GAMES:
            self.game_box.addItem(names.game_name(gid, engine.game(gid).name), gid)
        if game in engine.GAMES:
            self.game_box.setCurrentIndex(list(engine.GAMES).index(game))
        self.game_box.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.tabs = QTabWidget(self)
        # --- progress
        progress = QWidget(self)
        self.graphs = [ProgressGraph(progress) for _ in range(3)]
        self.graphs[0].percent = True
        self.worst = QLabel(progress)
        self.ideas = QLabel(progress)
        for label in (self.worst, self.ideas):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        grid = QGridLayout(progress)
        grid.addWidget(self.graphs[0], 0, 0)
        grid.addWidget(self.graphs[1], 0, 1)
        grid.addWidget(self.graphs[2], 1, 0, 1, 2)
        grid.addWidget(self.worst, 2, 0)
        grid.addWidget(self.ideas, 2, 1)
        grid.setRowStretch(0, 2)
        grid.setRowStretch(1, 2)
        grid.setRowStretch(2, 1)
        self.tabs.addTab(progress, "")
        # --- puzzles
        puzzles = QWidget(self)
        self.rating_label = QLabel(puzzles)
        self.due_label = QLabel(puzzles)
        self.due_button = QPushButton(puzzles)
        self.due_button.clicked.connect(lambda: self.next_puzzle("due"))
        self.builtin_button = QPushButton(puzzles)
        self.builtin_button.clicked.connect(lambda: self.next_puzzle("builtin"))
        #: Where the next puzzle comes from: "due" (your mistakes) or "builtin".
        self.mode: str = "due"
        self.view = PuzzleView(host.pixmaps, self._puzzle_display, puzzles)
        self.view.answered.connect(self._on_answered)
        self.view.next_requested.connect(lambda: self.next_puzzle(self.mode))
        top = QHBoxLayout()
        top.addWidget(self.rating_label)
        top.addStretch(1)
        top.addWidget(self.due_label)
        top.addWidget(self.due_button)
        top.addWidget(self.builtin_button)
        column = QVBoxLayout(puzzles)
        column.addLayout(top)
        column.addWidget(self.view, 1)
        self.tabs.addTab(puzzles, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.game_box)
        layout.addWidget(self.tabs, 1)
        self._builtin: dict[str, list[Puzzle]] = {}
        coach.changed.connect(self.refresh)
        host.settings.changed.connect(self._setting_changed)
        self.resize(900, 640)
        self.retranslateUi()
        self._offer_due()

    @property
    def game(self) -> str:
        return str(self.game_box.currentData())

    @property
    def record(self) -> Training:
        return self.coach.record

    def builtin(self, game: str) -> list[Puzzle]:
        if game not in self._builtin:
            self._builtin[game] = puzzle_set.load(game)
        return self._builtin[game]

    def _game_display(self, game: str, save: Mapping[str, Any] | None = None) -> tuple[str, str]:
        """The pattern chosen for ``game``, not for the game at the table (a Bolachen puzzle
        in German suits while a Scharwenzel match is open), and the language."""
        _table_pattern, language = self.display()
        save = save or {}
        chosen = self.coach.host.settings.pattern(game)
        return shown_pattern(chosen, game, save.get("players"), save.get("options")), language

    def _puzzle_display(self) -> tuple[str, str]:
        """The puzzle's cards in the pattern chosen for the puzzle's game."""
        puzzle = self.view.puzzle if hasattr(self, "view") else None
        if puzzle is None:
            return self._game_display(self.game)
        return self._game_display(puzzle.game, puzzle.save)

    def _setting_changed(self, key: str) -> None:
        if key == "patterns":  # drawn again at once in the pattern just chosen
            self.refresh()
            self.view.retranslateUi()

    def _game_changed(self) -> None:
        """Another game chosen: its figures, and never the last game's puzzle under its name."""
        self.refresh()
        self._offer_due()

    def _offer_due(self) -> None:
        """Unless a puzzle of the chosen game is on screen: the first one due, else none (the
        buttons offer the built-in ones)."""
        shown = self.view.puzzle
        if shown is not None and shown.game == self.game:
            return
        due = self.record.due(self.game, self.coach.today())
        self.mode = "due"
        self.view.show_puzzle(due[0] if due else None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(_tr("Training"))
        self.tabs.setTabText(0, _tr("Your progress"))
        self.tabs.setTabText(1, _tr("Puzzles"))
        self.due_button.setText(_tr("Solve your puzzles"))
        self.builtin_button.setText(_tr("A puzzle near your rating"))
        titles = (
            _tr("Accuracy: best or good decisions"),
            _tr("Lost per decision against the coach's best"),
            _tr("Your score minus par (luck taken out)"),
        )
        for graph, title in zip(self.graphs, titles, strict=True):
            graph.title = title
            graph.empty_text = _tr("No deals with this figure yet.")
        for i, gid in enumerate(engine.GAMES):
            self.game_box.setItemText(i, names.game_name(gid, engine.game(gid).name))
        self.refresh()
        self.view.retranslateUi()

    def refresh(self) -> None:
        game, record = self.game, self.record
        deals = record.deals
        for graph, metric in zip(
            self.graphs, (accuracy_share, lost_per_decision, luck_corrected), strict=True
        ):
            graph.set_points(series(deals, game, metric))
        worst = worst_deals(deals, game)
        lines = [_tr("Deals where you lost most against par:")]
        for e in worst:
            when = e.when[:10]
            lines.append(
                _tr("{date}, deal {n}: {diff} against par").format(
                    date=when, n=e.deal + 1, diff=decimal(e.difference or 0.0, 1, signed=True)
                )
            )
        if not worst:
            lines.append(_tr("none yet"))
        self.worst.setText("\n".join(lines))
        lines = [_tr("Ideas you most often missed:")]
        for key, count in missed_ideas(deals, game):
            lines.append(f"{count}× {words.idea_name(key)}")
        if len(lines) == 1:
            lines.append(_tr("none yet"))
        self.ideas.setText("\n".join(lines))
        rating = record.rating(game)
        self.rating_label.setText(words.rating_line(rating.rating, rating.rd))
        due = record.due(game, self.coach.today())
        self.due_label.setText(_tr("Due today: {n}").format(n=len(due)))
        self.due_button.setEnabled(bool(due))
        self.builtin_button.setEnabled(bool(self.builtin(game)))

    # --- puzzles ------------------------------------------------------------------------------

    def next_puzzle(self, mode: str) -> Puzzle | None:
        """Show the next puzzle: the longest-waiting one due (``"due"``), else the built-in
        one nearest the rating that was not tried lately."""
        self.mode = mode
        game, record = self.game, self.record
        puzzle: Puzzle | None = None
        if mode == "due":
            due = record.due(game, self.coach.today())
            puzzle = due[0] if due else None
        if puzzle is None:
            self.mode = "builtin"
            recent = record.tried.get(game, [])[-RECENT:]
            puzzle = puzzle_set.nearest(self.builtin(game), record.rating(game).rating, recent)
            if puzzle is None:  # every one tried lately: start again
                puzzle = puzzle_set.nearest(self.builtin(game), record.rating(game).rating)
        self.tabs.setCurrentIndex(1)
        self.view.show_puzzle(puzzle)
        return puzzle

    def _on_answered(self, puzzle: Puzzle, solved: bool) -> None:
        today = self.coach.today()

        def note(t: Training) -> bool:
            before = t.rating(puzzle.game)
            opponent = Rating(puzzle.rating, 100.0)
            t.ratings[puzzle.game] = glicko.after_try(before, opponent, solved)
            t.note_answer(puzzle.game, solved)
            if puzzle.id in t.puzzles:
                kept, schedule = t.puzzles[puzzle.id]
                t.puzzles[puzzle.id] = (kept, repetition.after_try(schedule, solved, today))
            else:
                tried = [i for i in t.tried.get(puzzle.game, []) if i != puzzle.id]
                t.tried[puzzle.game] = [*tried, puzzle.id][-KEEP_TRIED:]
            return True

        self.coach.change(note)
