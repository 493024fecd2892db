"""Deal review: step through a finished deal with every hand open, and see what each of the
person's decisions cost, as the coach's deeper look (``engine.coach``) judges it.

Why frames: the window shows positions that the controller has already rebuilt through the
engine (hands, table, the move that led there, the verdict on it), so it decides nothing and
knows no game; stepping back and forth is indexing a list, never a replay on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
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

import i18n
from engine.cards import is_card
from engine.events import TABLE_CLEARING
from gui import names, word_help
from gui.coach.review_table import MiddleCard, Picture, ReviewTable
from gui.coach.verdicts import DecisionVerdict, costliest
from gui.coach.words import earlier_text, verdict_word
from gui.numbers import local_number
from gui.pixmaps import CardPixmaps
from gui.table.facts import fact_bits

#: (pattern, card back, index letters) of the cards as the person chose them.
Display = tuple[str, str, dict[str, str] | None]

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
    review: DecisionVerdict | None = None
    notes: tuple[str, ...] = field(default=())
    #: The person's observation at this moment (trumps, contract, the middle with who laid
    #: each card, the last trick, stock and talon); None: only ``table`` is known.
    obs: Mapping[str, Any] | None = None
    #: What ``move`` caused (a trick won, cards taken up), from the deal's events.
    effects: tuple[Mapping[str, Any], ...] = ()


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
            height = 6 + 16 * min(1.0, frame.review.win_loss / 0.3)
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
    """The review of one deal. ``try_again`` and ``replay_requested`` go to the controller.

    Read-only: the picture takes no clicks and the window changes no state; it only asks
    the controller (through the signals) to go back to a position.
    """

    #: The frame index whose decision the person wants to play again from that position.
    try_again = Signal(int)
    replay_requested = Signal()

    def __init__(
        self,
        seat_names: Sequence[str],
        card_text: Callable[[str], str],
        move_text: Callable[[int, str], str],
        parent: QWidget | None = None,
        *,
        pixmaps: CardPixmaps | None = None,
        display: Callable[[], Display] | None = None,
        words: Callable[[Any], str] = str,
        move_label: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        #: A move as its button reads ("Trumps: Leaves"), for the verdict's sentences.
        self._move_label = move_label or (lambda action: move_text(self._person, action))
        self._names = list(seat_names)
        self._card_text = card_text
        self._move_text = move_text
        #: Words an engine sentence (the analyst's Reason) in the person's language.
        self._words = words
        self._display = display or (lambda: ("french", "classic", None))
        self._frames: list[ReviewFrame] = []
        self._longest = 1
        self._person = 0
        self._deal_no = 0
        self._index = 0
        self.title = QLabel(self)
        self.facts = QLabel(self)
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        #: The deal's par and accuracy in words (gui/coach/training.py), hidden while unknown.
        self.training = QLabel(self)
        self.training.setObjectName("ReviewTraining")
        self.training.setTextFormat(Qt.TextFormat.PlainText)
        self.training.setWordWrap(True)
        self.training.hide()
        #: The picture of the moment: every hand open, the middle, the move just made.
        self.hands = ReviewTable(pixmaps, self)
        self.table = self.hands
        self.strip = EvaluationStrip(self)
        self.strip.frame_clicked.connect(self.show_frame)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.valueChanged.connect(self.show_frame)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(lambda: self.show_frame(self._index - 1))
        self.forward_button = QPushButton(self)
        self.forward_button.clicked.connect(lambda: self.show_frame(self._index + 1))
        self.move_label = QLabel(self)
        self.move_label.setWordWrap(True)
        self.move_label.setTextFormat(Qt.TextFormat.RichText)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.try_button = QPushButton(self)
        self.try_button.clicked.connect(lambda: self.try_again.emit(self._index))
        self.costly_title = QLabel(self)
        self.costly_title.setWordWrap(True)
        self.costly = QListWidget(self)
        self.costly.setMaximumHeight(140)
        self.costly.setWordWrap(True)
        self.costly.currentRowChanged.connect(self._costly_chosen)
        self.replay_button = QPushButton(self)
        self.replay_button.clicked.connect(self.replay_requested.emit)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.accept)
        self.close_button.setAutoDefault(False)
        for button in (self.back_button, self.forward_button, self.try_button, self.replay_button):
            button.setAutoDefault(False)

        # The verdict panel beside the picture: the move, what it cost, the costliest ones.
        self.panel = QWidget(self)
        self.panel.setFixedWidth(270)
        side = QVBoxLayout(self.panel)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.move_label)
        side.addWidget(self.verdict)
        side.addWidget(self.try_button, 0, Qt.AlignmentFlag.AlignLeft)
        side.addStretch(1)
        side.addWidget(self.costly_title)
        side.addWidget(self.costly)
        middle = QHBoxLayout()
        middle.addWidget(self.hands, 1)
        middle.addWidget(self.panel)
        steps = QHBoxLayout()
        steps.addWidget(self.back_button)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.forward_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.replay_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.facts)
        layout.addWidget(self.training)
        layout.addLayout(middle, 1)
        layout.addWidget(self.strip)
        layout.addLayout(steps)
        layout.addLayout(bottom)
        self._costly_frames: list[int] = []
        self.resize(*self._first_size())
        self.refresh_display()
        self.retranslateUi()

    def _first_size(self) -> tuple[int, int]:
        screen = self.screen() if self.screen() is not None else QGuiApplication.primaryScreen()
        if screen is None:
            return 1000, 580
        room = screen.availableGeometry()
        return first_size(room.width(), room.height())

    # --- content ------------------------------------------------------------------------------

    def set_training(self, text: str) -> None:
        """The deal's par and accuracy in words ("" hides the line)."""
        self.training.setText(text)
        self.training.setVisible(bool(text))

    def set_deal(self, deal_no: int, frames: Sequence[ReviewFrame]) -> None:
        self._deal_no = deal_no
        self._frames = list(frames)
        first = self._frames[0].obs if self._frames else None
        #: The person's seat: the frames' observations are theirs (0 at a table of one's own).
        self._person = int((first or {}).get("seat") or 0)
        self._longest = max(
            (len(h) for f in self._frames for s, h in enumerate(f.hands) if s != self._person),
            default=1,
        )
        self.strip.set_frames(self._frames)
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self._frames) - 1))
        self.slider.blockSignals(False)
        self._fill_costly()
        self.retranslateUi()
        self.show_frame(min(self._index, max(0, len(self._frames) - 1)) if self._frames else 0)

    def refresh_display(self) -> None:
        """Re-read the card pattern and back (after the person changed them): every card and
        every card name is drawn again."""
        pattern, back, letters = self._display()
        self.hands.set_display(pattern, back, letters)
        if self._frames:
            self.show_frame(self._index)

    def frames(self) -> list[ReviewFrame]:
        return list(self._frames)

    def set_rewindable(self, on: bool, why_not: str = "") -> None:
        """Whether the match can be taken back to a moment of this deal ("Try again from
        here", "Replay this deal"); when not, both buttons are disabled and say ``why_not``."""
        for button in (self.try_button, self.replay_button):
            button.setEnabled(on)
            button.setToolTip("" if on else why_not)

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
        previous = self._frames[index - 1] if index else None
        self.hands.set_picture(self._picture(frame, previous), self._description(frame))
        self.facts.setText(self._facts(frame, index))
        self.move_label.setText(self._move_html(frame))
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
            move = self._move_text(review.seat, review.played)
            severity = self._severity_word(review.severity)
            if round(review.win_loss * 100) >= 1:
                line = self.tr("{move}: {cost} of the win chance lost ({severity})").format(
                    move=move, cost=f"{review.win_loss:.0%}", severity=severity
                )
            elif review.unit != "marks" and review.loss >= 0.05:
                # Flagged for its points: "0 %" of the win chance says nothing, the points do.
                points = round(review.loss) if review.loss >= 10 else round(review.loss, 1)
                line = self.tr("{move}: about {points} points a deal lost ({severity})").format(
                    move=move,
                    points=local_number(points, i18n.installed_language() or "en"),
                    severity=severity,
                )
            else:
                line = self.tr("{move}: {severity}").format(move=move, severity=severity)
            self.costly.addItem(line)
        if not worst:
            pending = any(
                f.mover == self._person and f.move is not None and f.review is None
                for f in self._frames
            )
            # "so far" only while decisions are still being judged: a finished review that
            # found nothing costly says so plainly.
            self.costly.addItem(
                self.tr("None so far.")
                if pending
                else self.tr(
                    "None: none of your decisions lost much against the coach's best move."
                )
            )
        self.costly.blockSignals(False)

    def _costly_chosen(self, row: int) -> None:
        if 0 <= row < len(self._costly_frames):
            self.show_frame(self._costly_frames[row])

    # --- the picture --------------------------------------------------------------------------

    def _name(self, seat: int | None) -> str:
        if seat is None:
            return "?"
        return self._names[seat] if 0 <= seat < len(self._names) else str(seat + 1)

    @staticmethod
    def _moved_cards(frame: ReviewFrame, previous: ReviewFrame | None) -> set[str]:
        """The cards the move just made moved: those that left the mover's hand (played,
        laid, discarded) and those it took up; not the card it beat, which stays put."""
        if frame.move is None or frame.mover is None:
            return set()
        moved: set[str] = set()
        if previous is not None and frame.mover < len(previous.hands):
            moved = set(previous.hands[frame.mover]) - set(frame.hands[frame.mover])
        else:
            moved = {w for w in frame.move.split() if is_card(w)}
        for effect in frame.effects:
            if effect.get("kind") == "take":
                moved.update(str(c) for c in effect.get("cards") or [])
        return moved

    def _picture(self, frame: ReviewFrame, previous: ReviewFrame | None = None) -> Picture:
        obs = frame.obs or {}
        game = str(obs.get("game") or "")
        roles = list(obs.get("roles") or [])
        labels = []
        label_words = []
        for seat in range(len(frame.hands)):
            seat_roles = [str(r) for r in (roles[seat] if seat < len(roles) else [])]
            words = [
                names.role_name(game, r, names.is_feminine(self._name(seat))) for r in seat_roles
            ]
            labels.append(" · ".join([self._name(seat), *words]))
            label_words.append(tuple(("role", r) for r in seat_roles))
        middle, row = self._middle(frame)
        held = {c for hand in frame.hands for c in hand}
        shown = held | {m.code for m in middle}
        extra: tuple[tuple[str, str], ...] = ()
        trump_card = obs.get("trump_card")
        if trump_card and obs.get("stock") and trump_card not in shown:
            extra = ((str(trump_card), self.tr("Turned-up trump")),)
        marked = self._moved_cards(frame, previous)
        return Picture(
            tuple(frame.hands),
            tuple(labels),
            tuple(middle),
            row,
            frozenset(marked & shown),
            frame.mover,
            extra,
            frozenset(self._better_cards(frame) & held),
            self._longest,
            game,
            tuple(label_words),
            self._person,
        )

    @staticmethod
    def _better_cards(frame: ReviewFrame) -> set[str]:
        """The cards of the coach's preferred move, when the person's was worse."""
        review = frame.review
        if review is None or not review.flagged:
            return set()
        return {w for w in review.best.split() if is_card(w)} - set(review.played.split())

    def _middle(self, frame: ReviewFrame) -> tuple[list[MiddleCard], bool]:
        """The cards lying in the middle, and whether they form a row (a bout). Right after
        the move that closed a trick the middle is empty in the game; the review still shows
        that trick, with who takes it, so the card just played can be seen."""
        if frame.obs is None:
            cards = [MiddleCard(c, s, self._name(s)) for s, c in frame.table]
            return cards, len({s for s, _c in frame.table}) < len(frame.table)
        table = list(frame.obs.get("table") or [])
        winner: int | None = None
        closing = [e for e in frame.effects if e.get("kind") in TABLE_CLEARING]
        played = {w for w in (frame.move or "").split() if is_card(w)}
        last = list(frame.obs.get("last_trick") or [])
        last_codes = {str(c) for e in last for c in (e.get("card"), e.get("beaten_by")) if c}
        if not table and closing and played & last_codes:
            held = {c for hand in frame.hands for c in hand}
            table = [e for e in last if e.get("card") not in held]
            winner = closing[0].get("winner") if closing[0].get("kind") == "trick" else None
        seats = [e.get("seat") for e in table]
        row = any("beaten_by" in e for e in table) or len(set(seats)) < len(seats)
        defender = next((e.get("defender") for e in closing if "defender" in e), None)
        if defender is None:
            roles = list(frame.obs.get("roles") or [])
            defender = next((s for s, r in enumerate(roles) if "defender" in r), None)
        out = []
        for entry in table:
            seat = entry.get("seat")
            caption = self._name(seat)
            if winner is not None and seat == winner:
                caption = self.tr("Trick: {name}").format(name=caption)
            out.append(MiddleCard(str(entry["card"]), seat, caption))
            beater = entry.get("beaten_by")
            if beater:
                by = entry.get("by_seat", defender)
                out.append(MiddleCard(str(beater), by, self._name(by), beats=str(entry["card"])))
        return out, row

    def _description(self, frame: ReviewFrame) -> str:
        """The moment in words: each hand, the middle, the move just made."""
        lines = []
        for seat, hand in enumerate(frame.hands):
            cards = " ".join(self._card_text(c) for c in hand) or "—"
            lines.append(f"{self._name(seat)}: {cards}")
        middle, _row = self._middle(frame)
        if middle:
            on_table = " ".join(f"{m.caption}: {self._card_text(m.code)}" for m in middle)
            word = self.tr("On the table:")
            lines.append(f"{word} {on_table}")
        if frame.move is not None and frame.mover is not None:
            lines.append(self._move_text(frame.mover, frame.move))
        lines += list(frame.notes)
        return "\n".join(lines)

    def _facts(self, frame: ReviewFrame, index: int) -> str:
        """Deal, trumps, contract, stock and talon in one line, and which move this is."""
        obs = frame.obs or {}
        pattern = self._display()[0]
        bits, words = fact_bits(obs, pattern) if obs else ([], [])
        if obs.get("game"):
            word_help.attach(self.facts, str(obs["game"]), words)
        stock = int(obs.get("stock") or 0)
        if stock:
            bits.append(QCoreApplication.translate("TableScene", "Stock: {n}").format(n=stock))
        talon = int(obs.get("talon") or 0)
        if talon and obs.get("game"):
            bits.append(f"{names.talon_name(str(obs['game']))}: {talon}")
        bits.append(self.tr("Move {n} of {total}").format(n=index, total=len(self._frames) - 1))
        return "   ·   ".join(bits)

    def _move_html(self, frame: ReviewFrame) -> str:
        if frame.move is None or frame.mover is None:
            return ""
        line = _escape(self._move_text(frame.mover, frame.move))
        notes = "".join(f"<br>{_escape(n)}" for n in frame.notes)
        return f"<b>{line}</b>{notes}"

    def _verdict_html(self, frame: ReviewFrame) -> str:
        review = frame.review
        if frame.move is None:
            return _escape(self.tr("As dealt: every hand before the first move."))
        if review is None and frame.mover == self._person:
            return _escape(self.tr("Your decision; not judged (yet)."))
        if review is None:
            return _escape(self.tr("Not your decision."))
        word = self._severity_word(review.severity)
        colour = SEVERITY_COLOURS.get(review.severity, "#777777")
        lines = [f"<b style='color:{colour}'>{_escape(word)}</b>"]
        # Whole sentences, each move quoted as its button reads: "Played: You: Trumps:
        # Acorns" chained colons, and the ideas ran on after the move with no full stop.
        played = self._move_label(review.played)
        lines.append(_escape(self.tr("You chose “{move}”.").format(move=played)))
        if review.say is not None:
            lines.append(_escape(self._words(review.say)))
        if review.flagged:
            best = self._move_label(review.best)
            lines.append(_escape(self.tr("The coach prefers “{move}”.").format(move=best)))
            if review.gave_away is not None:
                lines.append(_escape(self._words(review.gave_away)))
            ideas = self._words(tuple(idea.reason for idea in review.best_ideas))
            if ideas:
                lines.append(_escape(ideas))
            if self._better_cards(frame) & set(frame.hands[review.seat]):
                lines.append(_escape(self.tr("(its card is outlined in green in your hand)")))
        earlier = earlier_text(review, lambda action: self._move_text(review.seat, action))
        if earlier:
            lines.append(f"<i>{_escape(earlier)}</i>")
        return "<br>".join(lines)

    def _severity_word(self, severity: str) -> str:
        return verdict_word(severity)

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
        self.hands.setAccessibleName(self.tr("Every hand at this move"))
        self.strip.setAccessibleName(self.tr("Evaluation of your decisions"))
        self.slider.setAccessibleName(self.tr("Move of the deal"))
        self._fill_costly()
        if self._frames:
            self.show_frame(self._index)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def first_size(room_w: int, room_h: int) -> tuple[int, int]:
    """The review's size on a screen with ``room_w``×``room_h`` free: most of it (85 %), at
    least 1000×580 where there is room, less on a smaller screen (a 1024×600 netbook keeps
    room for the title bar). A fixed 1000×580 on a 1600×1000 screen left twelve-card hands
    so small that their ranks were hard to read."""
    width = min(room_w - 16, max(1000, round(room_w * 0.85)))
    height = min(room_h - 36, max(580, round(room_h * 0.85)))
    return width, height


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
