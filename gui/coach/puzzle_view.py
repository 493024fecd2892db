"""One puzzle on screen: the table as the seat saw it, "find the best move", then the answer.

Why its own widget: the Training window shows puzzles from the person's mistakes and the
built-in ones alike, and a test solves them by mouse and by keys. Only the seat's observation
is shown (its hand, the cards on the table, trumps, the scores, the deal's moves so far as it
saw them); every legal move is a row of the list (a card's row shows the card). Mouse:
click a row, then Answer (or double-click it). Keys: Up/Down or the row's number, Enter.
After the answer: right or not, the best move with the coach's idea in words, what the move
chosen costs where the puzzle kept each move's loss (else only what is known: every other
move is at least the margin behind), and what the person's move cost when the puzzle came
from their deal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action
from engine.coach.puzzle import Puzzle
from engine.contract import GameState
from engine.seats import side_of
from gui import names
from gui.coach import training_words as words
from gui.coach.puzzle_seats import seat_names, seats_line
from gui.controller import engine_text
from gui.numbers import local_number
from gui.panels import team_columns
from gui.pixmaps import CardPixmaps, card_key


def _tr(text: str) -> str:
    """The training feature's context: its words are translated together."""
    return QCoreApplication.translate("Training", text)


#: Card width of the hand and the moves' icons (device pixels).
CARD_WIDTH = 64
ICON_WIDTH = 28


class PuzzleView(QWidget):
    """Shows :attr:`puzzle`; :attr:`answered` says (puzzle, solved) once the person chose."""

    answered = Signal(object, bool)
    next_requested = Signal()

    def __init__(
        self,
        pixmaps: CardPixmaps | None,
        display: Callable[[], tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.display = display
        self.puzzle: Puzzle | None = None
        self.chosen: str | None = None
        self._names: list[str] = []
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        self.situation = QLabel(self)
        self.situation.setWordWrap(True)
        self.situation.setTextFormat(Qt.TextFormat.PlainText)
        self.hand = QHBoxLayout()
        self.hand.setSpacing(2)
        self.moves = QListWidget(self)
        self.moves.setIconSize(QSize(ICON_WIDTH, int(ICON_WIDTH * 1.55)))
        self.moves.itemDoubleClicked.connect(lambda _item: self.answer())
        self.moves.installEventFilter(self)
        self.answer_button = QPushButton(self)
        self.answer_button.clicked.connect(self.answer)
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(self.next_requested.emit)
        self.feedback = QLabel(self)
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback.setObjectName("PuzzleFeedback")
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.situation)
        layout.addLayout(self.hand)
        layout.addWidget(self.moves, 1)
        layout.addWidget(self.feedback)
        buttons = QHBoxLayout()
        buttons.addWidget(self.answer_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)
        if pixmaps is not None:
            pixmaps.ready.connect(self._refresh_cards)
        self.retranslateUi()

    # --- showing ------------------------------------------------------------------------------

    def show_puzzle(self, puzzle: Puzzle | None) -> None:
        self.puzzle = puzzle
        self.chosen = None
        self.feedback.clear()
        self.retranslateUi()
        self.moves.setFocus()

    def retranslateUi(self) -> None:  # noqa: N802
        self.answer_button.setText(_tr("Answer"))
        self.next_button.setText(_tr("Next puzzle"))
        puzzle = self.puzzle
        self.moves.clear()
        self._clear_hand()
        if puzzle is None:
            self.heading.setText(_tr("No puzzle to show."))
            self.situation.clear()
            self.answer_button.setEnabled(False)
            return
        pattern, language = self.display()
        state = puzzle.position()
        obs = state.observation(puzzle.seat)
        game = puzzle.game
        self.heading.setText(_tr("Find the best move"))
        self._names = seat_names(state.players, puzzle.seat)
        lines = [_tr("Phase: {phase}").format(phase=names.phase_name(game, obs["phase"]))]
        lines.append(seats_line(state, puzzle.seat, game))
        if obs.get("trump"):
            suit = names.suit_name(str(obs["trump"]), pattern)
            lines.append(_tr("Trumps: {suit}").format(suit=suit))
        table = obs.get("table") or []
        if table:
            cards = names.cards_short([str(t["card"]) for t in table], pattern, language)
            lines.append(_tr("On the table: {cards}").format(cards=cards))
        totals = " · ".join(
            f"{header}: {local_number(state.totals()[s], language):g}"
            for header, s in self._score_columns(state)
        )
        lines.append(_tr("Scores: {totals}").format(totals=totals))
        seen = state.visible_history(puzzle.seat, state.deal_starts[-1])
        if seen:
            last = seen[-6:]
            moves = "; ".join(
                f"{self._seat(seat)}: {names.action_label(game, text, pattern, language)}"
                for seat, text in last
            )
            lines.append(_tr("Moves so far: {moves}").format(moves=moves))
        if puzzle.source == "mistake" and puzzle.played is not None:
            lines.append(_tr("From one of your deals."))
        self.situation.setText("\n".join(lines))
        for i, action in enumerate(state.legal_actions()):
            label = names.action_label(game, action.text, pattern, language)
            item = QListWidgetItem(f"{i + 1}. {label}" if i < 9 else label)
            item.setData(Qt.ItemDataRole.UserRole, action.text)
            self.moves.addItem(item)
        # Drawn again (a new language or pattern): the move answered stays the one marked.
        texts = [a.text for a in state.legal_actions()]
        self.moves.setCurrentRow(texts.index(self.chosen) if self.chosen in texts else 0)
        self.answer_button.setEnabled(self.chosen is None)
        self._hand_codes = list(obs["hand"])
        self._refresh_cards()
        if self.chosen is not None:
            self._say(self.chosen)

    def _score_columns(self, state: GameState) -> list[tuple[str, int]]:
        """The table's score columns (a team's where partners share a score), the person's
        own first."""
        me = self.puzzle.seat if self.puzzle is not None else 0
        teams = [list(t) for t in state.teams]
        columns = team_columns(teams, self._names, me)
        mine = side_of(teams, me)
        return sorted(columns, key=lambda column: column[1] not in mine)

    def _seat(self, seat: int) -> str:
        """The seat's name as the table says it ("you", Anna, Bruno … from the person's left)."""
        return self._names[seat] if 0 <= seat < len(self._names) else str(seat + 1)

    def _clear_hand(self) -> None:
        while self.hand.count():
            item = self.hand.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._hand_codes = []

    def _refresh_cards(self) -> None:
        """The hand's pictures and the moves' icons (rendered in the background: drawn again
        when they are ready)."""
        if self.pixmaps is None or self.puzzle is None:
            return
        pattern, language = self.display()
        letters = names.index_letters(language, pattern)
        while self.hand.count():
            item = self.hand.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for code in self._hand_codes:
            label = QLabel(self)
            pix = self.pixmaps.get(card_key(code, CARD_WIDTH, pattern, "classic", letters))
            if pix is not None:
                label.setPixmap(
                    pix.scaledToWidth(CARD_WIDTH, Qt.TransformationMode.SmoothTransformation)
                )
            else:
                label.setText(names.card_short(code, pattern, language))
            label.setToolTip(names.card_name(code, pattern))
            self.hand.addWidget(label)
        self.hand.addStretch(1)
        for row in range(self.moves.count()):
            move = self.moves.item(row)
            words_of = Action.read(str(move.data(Qt.ItemDataRole.UserRole))).words[1:]
            cards = [w for w in words_of if w in self._hand_codes]
            if len(cards) == 1:
                key = card_key(cards[0], ICON_WIDTH, pattern, "classic", letters)
                pix = self.pixmaps.get(key)
                if pix is not None:
                    move.setIcon(QIcon(pix))

    # --- answering ----------------------------------------------------------------------------

    def eventFilter(self, watched: object, event: object) -> bool:  # noqa: N802
        if (
            watched is self.moves
            and isinstance(event, QKeyEvent)
            and event.type() == QKeyEvent.Type.KeyPress
        ):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if self.chosen is None:
                    self.answer()
                else:
                    self.next_requested.emit()
                return True
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                row = key - Qt.Key.Key_1
                if row < self.moves.count():
                    self.moves.setCurrentRow(row)
                return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def answer(self) -> None:
        """Take the selected move as the answer."""
        item = self.moves.currentItem()
        if self.puzzle is None or item is None or self.chosen is not None:
            return
        self.chosen = str(item.data(Qt.ItemDataRole.UserRole))
        self.answer_button.setEnabled(False)
        self._say(self.chosen)
        self.answered.emit(self.puzzle, self.puzzle.is_solved_by(self.chosen))

    def _say(self, chosen: str) -> None:
        puzzle = self.puzzle
        if puzzle is None:
            return
        pattern, language = self.display()
        best = names.action_label(puzzle.game, puzzle.answer, pattern, language)
        lines = []
        solved = puzzle.is_solved_by(chosen)
        if solved:
            lines.append(_tr("Right: {move} is the best move.").format(move=best))
        else:
            lines.append(_tr("Not this time: the best move is {move}.").format(move=best))
        mine = names.action_label(puzzle.game, chosen, pattern, language)
        loss = puzzle.loss_of(chosen)
        if solved or loss is not None:
            lines.append(words.margin_line(puzzle.margin, puzzle.unit))
        else:
            lines.append(words.behind_line(mine, puzzle.margin, puzzle.unit))
        from_deal = puzzle.source == "mistake" and puzzle.played is not None
        said = from_deal and puzzle.cost is not None and chosen == puzzle.played
        if not solved and loss is not None and not said:
            lines.append(words.loss_line(mine, loss, puzzle.unit))
        if puzzle.idea_reason is not None:
            lines.append(engine_text(puzzle.idea_reason, puzzle.game, pattern, language))
        if from_deal and puzzle.played is not None and puzzle.cost is not None:
            played = names.action_label(puzzle.game, puzzle.played, pattern, language)
            lines.append(words.cost_line(played, puzzle.cost, puzzle.unit))
        self.feedback.setText("\n".join(lines))
