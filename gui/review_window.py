"""Deal review: step through a finished deal with every hand open, and see what each of the
person's decisions cost against the strong bot's choice.

Why frames: the window shows positions that the controller has already rebuilt through the
engine (hands, table, the move that led there, the verdict on it), so it decides nothing and
knows no game; stepping back and forth is indexing a list, never a replay on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from engine.review import DecisionReview, costliest

#: Colour of each verdict on the evaluation strip (Okabe–Ito, told apart with colour-blindness).
SEVERITY_COLOURS = {
    "forced": "#9a9a9a",
    "best": "#009E73",
    "good": "#56B4E9",
    "inaccuracy": "#E69F00",
    "mistake": "#D55E00",
    "blunder": "#B00020",
}


@dataclass(frozen=True)
class ReviewFrame:
    """One moment of the deal: after ``move`` (None: as dealt), with every hand open."""

    hands: tuple[tuple[str, ...], ...]
    table: tuple[tuple[int, str], ...] = ()
    move: str | None = None
    mover: int | None = None
    #: The verdict when ``move`` was a decision of the person, judged from before it.
    review: DecisionReview | None = None
    notes: tuple[str, ...] = field(default=())


class EvaluationStrip(QWidget):
    """One mark per frame that holds a decision of the person, coloured by its verdict."""

    frame_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._frames: list[ReviewFrame] = []
        self._current = 0
        self.setMinimumHeight(28)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(400, 30)

    def set_frames(self, frames: Sequence[ReviewFrame]) -> None:
        self._frames = list(frames)
        self.update()

    def set_current(self, index: int) -> None:
        self._current = index
        self.update()

    def x_of(self, index: int) -> float:
        count = max(1, len(self._frames) - 1)
        return 6 + (self.width() - 12) * index / count

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        middle = self.height() / 2
        text = self.palette().windowText().color()
        painter.setPen(QPen(text, 1))
        painter.drawLine(QPointF(6, middle), QPointF(self.width() - 6, middle))
        for index, frame in enumerate(self._frames):
            if frame.review is None:
                continue
            colour = QColor(SEVERITY_COLOURS.get(frame.review.severity, "#777777"))
            height = 6 + 16 * min(1.0, frame.review.cost / 0.3)
            x = self.x_of(index)
            painter.fillRect(QRectF(x - 3, middle - height / 2, 6, height), colour)
        painter.setPen(QPen(self.palette().highlight().color(), 2))
        x = self.x_of(self._current)
        painter.drawLine(QPointF(x, 2), QPointF(x, self.height() - 2))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if not self._frames:
            return
        x = event.position().x()
        nearest = min(range(len(self._frames)), key=lambda i: abs(self.x_of(i) - x))
        self.frame_clicked.emit(nearest)


class ReviewWindow(QDialog):
    """The review of one deal. ``try_again`` and ``replay_requested`` go to the controller."""

    #: The frame index whose decision the person wants to play again from that position.
    try_again = Signal(int)
    replay_requested = Signal()

    def __init__(
        self,
        seat_names: Sequence[str],
        card_text: Callable[[str], str],
        move_text: Callable[[int, str], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self._names = list(seat_names)
        self._card_text = card_text
        self._move_text = move_text
        self._frames: list[ReviewFrame] = []
        self._deal_no = 0
        self._index = 0
        self.title = QLabel(self)
        self.hands = QLabel(self)
        self.hands.setTextFormat(Qt.TextFormat.RichText)
        self.hands.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hands.setWordWrap(True)
        self.hands.setMinimumHeight(160)
        self.strip = EvaluationStrip(self)
        self.strip.frame_clicked.connect(self.show_frame)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.valueChanged.connect(self.show_frame)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(lambda: self.show_frame(self._index - 1))
        self.forward_button = QPushButton(self)
        self.forward_button.clicked.connect(lambda: self.show_frame(self._index + 1))
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setMinimumHeight(70)
        self.try_button = QPushButton(self)
        self.try_button.clicked.connect(lambda: self.try_again.emit(self._index))
        self.costly_title = QLabel(self)
        self.costly = QListWidget(self)
        self.costly.setMaximumHeight(90)
        self.costly.currentRowChanged.connect(self._costly_chosen)
        self.replay_button = QPushButton(self)
        self.replay_button.clicked.connect(self.replay_requested.emit)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.accept)
        self.close_button.setAutoDefault(False)
        for button in (self.back_button, self.forward_button, self.try_button, self.replay_button):
            button.setAutoDefault(False)

        steps = QHBoxLayout()
        steps.addWidget(self.back_button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.forward_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.replay_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.hands, 1)
        layout.addWidget(self.strip)
        layout.addLayout(steps)
        layout.addWidget(self.verdict)
        layout.addWidget(self.try_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.costly_title)
        layout.addWidget(self.costly)
        layout.addLayout(bottom)
        self._costly_frames: list[int] = []
        self.resize(720, 620)
        self.retranslateUi()

    # --- content ------------------------------------------------------------------------------

    def set_deal(self, deal_no: int, frames: Sequence[ReviewFrame]) -> None:
        self._deal_no = deal_no
        self._frames = list(frames)
        self.strip.set_frames(self._frames)
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self._frames) - 1))
        self.slider.blockSignals(False)
        self._fill_costly()
        self.retranslateUi()
        self.show_frame(0)

    def frames(self) -> list[ReviewFrame]:
        return list(self._frames)

    def current(self) -> int:
        return self._index

    def costliest_frames(self) -> list[int]:
        """Frame indices of the flagged decisions that cost most, most expensive first."""
        return list(self._costly_frames)

    def show_frame(self, index: int) -> None:
        if not self._frames:
            return
        index = max(0, min(len(self._frames) - 1, index))
        self._index = index
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.strip.set_current(index)
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self._frames) - 1)
        frame = self._frames[index]
        self.hands.setText(self._hands_html(frame))
        self.verdict.setText(self._verdict_html(frame))
        review = frame.review
        self.try_button.setVisible(review is not None and review.flagged)

    def _fill_costly(self) -> None:
        reviews = [f.review for f in self._frames if f.review is not None]
        frame_of = {id(f.review): i for i, f in enumerate(self._frames) if f.review is not None}
        worst = costliest(reviews)
        self._costly_frames = [frame_of[id(r)] for r in worst]
        self.costly.blockSignals(True)
        self.costly.clear()
        for review in worst:
            self.costly.addItem(
                self.tr("{move}: {cost} of the win chance lost ({severity})").format(
                    move=self._move_text(review.seat, review.played),
                    cost=f"{review.cost:.0%}",
                    severity=self._severity_word(review.severity),
                )
            )
        self.costly.blockSignals(False)

    def _costly_chosen(self, row: int) -> None:
        if 0 <= row < len(self._costly_frames):
            self.show_frame(self._costly_frames[row])

    def _hands_html(self, frame: ReviewFrame) -> str:
        rows = []
        for seat, hand in enumerate(frame.hands):
            name = _escape(self._names[seat] if seat < len(self._names) else str(seat + 1))
            cards = " ".join(_escape(self._card_text(c)) for c in hand) or "—"
            marker = " ◀" if seat == frame.mover else ""
            rows.append(f"<tr><td><b>{name}</b>{marker}</td><td>{cards}</td></tr>")
        table = " ".join(
            f"{_escape(self._names[s] if s < len(self._names) else str(s + 1))}: "
            f"{_escape(self._card_text(c))}"
            for s, c in frame.table
        )
        parts = [f"<table cellspacing='6'>{''.join(rows)}</table>"]
        if table:
            on_table = self.tr("On the table:")
            parts.append(f"<p>{_escape(on_table)} {table}</p>")
        if frame.move is not None and frame.mover is not None:
            parts.append(f"<p><b>{_escape(self._move_text(frame.mover, frame.move))}</b></p>")
        parts += [f"<p>{_escape(note)}</p>" for note in frame.notes]
        return "".join(parts)

    def _verdict_html(self, frame: ReviewFrame) -> str:
        review = frame.review
        if frame.move is None:
            return _escape(self.tr("As dealt: every hand before the first move."))
        if review is None:
            return _escape(self.tr("Not your decision."))
        word = self._severity_word(review.severity)
        colour = SEVERITY_COLOURS.get(review.severity, "#777777")
        lines = [f"<b style='color:{colour}'>{_escape(word)}</b>"]
        played = self._move_text(review.seat, review.played)
        lines.append(_escape(self.tr("Played: {move}").format(move=played)))
        if review.severity not in ("forced", "best"):
            best = self._move_text(review.seat, review.best)
            lines.append(_escape(self.tr("Better, says the strong bot: {move}").format(move=best)))
        if review.best_share is not None and review.played_share is not None:
            lines.append(
                _escape(
                    self.tr("Win chance: {mine} against {best}; points: {points} lost").format(
                        mine=f"{review.played_share:.0%}",
                        best=f"{review.best_share:.0%}",
                        points=f"{review.score_cost:.1f}",
                    )
                )
            )
        return "<br>".join(lines)

    def _severity_word(self, severity: str) -> str:
        return {
            "forced": self.tr("The only possible move"),
            "best": self.tr("Best move"),
            "good": self.tr("Good move"),
            "inaccuracy": self.tr("Inaccuracy (small loss)"),
            "mistake": self.tr("Mistake (medium loss)"),
            "blunder": self.tr("Blunder (large loss)"),
        }.get(severity, severity)

    # --- Qt -----------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.show_frame(self._index - 1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.show_frame(self._index + 1)
        elif key == Qt.Key.Key_Home:
            self.show_frame(0)
        elif key == Qt.Key.Key_End:
            self.show_frame(len(self._frames) - 1)
        else:
            super().keyPressEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Deal review"))
        self.title.setText(
            self.tr("Deal {n}: every hand open. Your decisions are marked on the strip.").format(
                n=self._deal_no + 1
            )
        )
        self.back_button.setText(self.tr("◀ Back"))
        self.forward_button.setText(self.tr("Forward ▶"))
        self.try_button.setText(self.tr("Try again from here"))
        self.replay_button.setText(self.tr("Replay this deal"))
        self.close_button.setText(self.tr("Close"))
        self.costly_title.setText(self.tr("The decisions that cost most:"))
        self.strip.setAccessibleName(self.tr("Evaluation of your decisions"))
        self.slider.setAccessibleName(self.tr("Move of the deal"))
        self._fill_costly()
        if self._frames:
            self.show_frame(self._index)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
