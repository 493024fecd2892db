"""Learn mode's panel: what this decision is, what may be played and why not the rest, what the
coach advises, and after each trick or bout who won it and why.

Why a passive view: every sentence comes from the engine (legal moves, the rule refusing each
other card, events) and the vocabulary, worded by the caller; the panel only lays them out, so
it works for any game and changes language with the rest of the table.

Why so compact: the panel shares the right dock with the score sheet, and on a 1024×600 screen
a list with a line (or three) per card pushed the advice out of sight. The advice comes right
after the kind of decision; the possible moves are one line; the refused cards are one line
per reason, the cards with the same reason named together ("♠7, ♠9, ♣K: must follow suit").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from gui import word_help


@dataclass(frozen=True)
class LearnNote:
    """The panel's content for one decision, already in the person's language."""

    kind: str
    explanation: str = ""
    legal: tuple[str, ...] = ()
    refused: tuple[str, ...] = ()
    advice: str = ""
    #: The coach is still looking at this decision (its advice follows): said, so that a
    #: wait of a few seconds (1001's last free tricks are solved deal by deal) is not read
    #: as "no advice here".
    advice_pending: bool = False
    #: What just happened before this decision (a trick or bout won, and why).
    outcome: tuple[str, ...] = field(default=())
    #: The rule of this kind of decision (``kaschlan#s5``): a link opens the rules there.
    rule: str = ""
    #: The cards of the hand that cannot be used now, each with the reason, in hand order:
    #: shown one line per reason (:func:`group_refusals`). ``refused`` holds whole lines.
    refusals: tuple[tuple[str, str], ...] = ()


def group_refusals(refusals: Sequence[tuple[str, str]]) -> list[tuple[tuple[str, ...], str]]:
    """The refused cards grouped by their reason, in the order the reasons first appear; each
    card once (a card refused twice for one reason is named once)."""
    groups: dict[str, list[str]] = {}
    for card, reason in refusals:
        cards = groups.setdefault(reason, [])
        if card not in cards:
            cards.append(card)
    return [(tuple(cards), reason) for reason, cards in groups.items()]


class LearnPanel(QWidget):
    """The Learn tab; its check box switches learn mode off (or on) in the middle of a game."""

    enabled_changed = Signal(bool)
    #: The person ticked or cleared the box (not the program): remembered for the game.
    switched_by_person = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Unticked, as learn mode starts (gui/coach/learning.py): ticked here, the box said
        # learn mode was on at the program's start while no advice came and forced moves
        # waited for a click, until the person cleared and ticked it again.
        self.toggle = QCheckBox(self)
        self.toggle.toggled.connect(self._toggled)
        self.toggle.clicked.connect(lambda: self.switched_by_person.emit(self.toggle.isChecked()))
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setOpenExternalLinks(False)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.text.linkActivated.connect(lambda href: word_help.open_rules(href, self))
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.text)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.toggle)
        layout.addWidget(scroll, 1)
        self._note: LearnNote | None = None
        #: Between decisions: the last trick's or bout's outcome, and whether it is held.
        self._between: tuple[tuple[str, ...], bool] = ((), False)
        #: "deal" or "match" once that is over (nobody is waiting for the bots then).
        self._over = ""
        #: The guided lesson of this deal: (title, introduction), in the person's language.
        self._lesson: tuple[str, str] | None = None
        self.retranslateUi()

    def is_on(self) -> bool:
        return self.toggle.isChecked()

    def set_on(self, on: bool) -> None:
        self.toggle.setChecked(on)

    def show_note(self, note: LearnNote | None) -> None:
        self._note = note
        self._fill()

    def show_between(self, outcome: Sequence[str], held: bool, over: str = "") -> None:
        """While it is not the person's turn: who won the last trick or bout and why, and
        whether the table waits for the person's click (``held``), for the bots, or for
        nobody because the deal (``over="deal"``) or the match (``"match"``) is over."""
        self._between = (tuple(outcome), held)
        self._over = over

    def note(self) -> LearnNote | None:
        return self._note

    def show_lesson(self, title: str, intro: str) -> None:
        """A guided deal's title and introduction, above whatever else the panel says."""
        self._lesson = (title, intro) if title else None
        self._fill()

    def lesson(self) -> tuple[str, str] | None:
        return self._lesson

    def _toggled(self, on: bool) -> None:
        self._fill()
        self.enabled_changed.emit(on)

    def _fill(self) -> None:
        note = self._note
        if not self.is_on():
            self.text.setText(_escape(self.tr("Learn mode is off. Tick the box to switch it on.")))
            return
        parts: list[str] = []
        if self._lesson is not None:
            title, intro = self._lesson
            parts.append(f"<p><b>{_escape(title)}</b><br>{_escape(intro)}</p>")
        if note is None:
            outcome, held = self._between
            if outcome:
                parts.append(_paragraph(outcome))
            if held:
                wait = self.tr("Click the table or press a key to go on.")
            elif self._over == "match":
                wait = self.tr("The match is over. Its result is on the table.")
            elif self._over == "deal":
                wait = self.tr(
                    "The deal is over. Its result is on the table; Review deal… sets each of "
                    "your decisions beside the coach's advice."
                )
            else:
                wait = self.tr("Wait for your turn: the bots are playing.")
            self.text.setText("".join(parts) + f"<p>{_escape(wait)}</p>")
            return
        if note.outcome:
            parts.append(_paragraph(note.outcome))
        parts.append(f"<p><b>{_escape(note.kind)}</b></p>")
        if note.advice or note.advice_pending:
            advice = self.tr("The coach advises:")
            looking = self.tr("looking at this decision…")
            said = _escape(note.advice) if note.advice else f"<i>{_escape(looking)}</i>"
            parts.append(f"<p><b>{_escape(advice)}</b> {said}</p>")
        if note.legal:
            may = self.tr("You may:")
            parts.append(f"<p><b>{_escape(may)}</b> {_escape(' · '.join(note.legal))}</p>")
        refused = [*note.refused, *self._grouped(note.refusals)]
        if refused:
            why = self.tr("Not now, and why:")
            parts.append(f"<p><b>{_escape(why)}</b><br>{'<br>'.join(map(_escape, refused))}</p>")
        more = f"{_escape(note.explanation)}" if note.explanation else ""
        label = word_help.rule_label(note.rule)
        if label:
            href = word_help.LINK_SCHEME + note.rule
            link = f'<a href="{_escape(href)}">{_escape(label)}</a>'
            more = f"{more} {link}" if more else link
        if more:
            parts.append(f"<p>{more}</p>")
        self.text.setText("".join(parts))

    def _grouped(self, refusals: Sequence[tuple[str, str]]) -> list[str]:
        return [
            self.tr("{cards}: {reason}").format(cards=", ".join(cards), reason=reason)
            for cards, reason in group_refusals(refusals)
        ]

    def retranslateUi(self) -> None:  # noqa: N802
        self.toggle.setText(self.tr("Explain each decision (learn mode)"))
        self.text.setAccessibleName(self.tr("Learn mode explanation"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def _paragraph(lines: Sequence[str]) -> str:
    return "<p><i>" + "<br>".join(_escape(line) for line in lines) + "</i></p>"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
