"""Inline panels around the table: the decision strip and the deal result (the score sheet
beside it: gui/score_panel.py).

The decision strip is built from the legal actions alone (via :class:`HumanTurn`), so a new
game needs no new widgets: bids, contracts, calls, Tout/stop/go-on, "take" and "keep" all
become buttons with readable labels, and card-selection verbs get a confirm button.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gui import detail_lines, names, result_reasons, word_help
from gui.discard import discard
from gui.grid_model import GridModel, read_only_view
from gui.interaction import HumanTurn

COMBO_THRESHOLD = 8


class ActionPanel(QFrame):
    """The strip under the table: what to do now, and a button for each panel decision."""

    action_chosen = Signal(str)
    confirm_requested = Signal(str)
    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setMinimumWidth(180)
        self.buttons_box = QWidget(self)
        self.buttons_layout = QGridLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setHorizontalSpacing(6)
        self.buttons_layout.setVerticalSpacing(4)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        # Half the strip each, all of it for the words when there is no button: at 1024 px
        # the keys hint took three lines in two sevenths of the strip beside one button.
        layout.addWidget(self.prompt, 1)
        layout.addWidget(self.buttons_box, 1)
        # Room for a row of buttons from the start: the table above keeps its size when the
        # first turn's prompt and buttons come (it was laid out, and its cards rendered,
        # three times over during the first deal).
        margins = layout.contentsMargins()
        probe = QPushButton("X")
        row = max(probe.sizeHint().height(), 2 * self.prompt.fontMetrics().lineSpacing())
        probe.deleteLater()
        self.setMinimumHeight(row + margins.top() + margins.bottom() + 2 * self.frameWidth())
        self.buttons: list[QPushButton] = []
        self._entries: list[QWidget] = []
        #: Where the keyboard focus goes when the strip's last button disappears (the table).
        self.focus_home: QWidget | None = None
        self._args: tuple[Any, ...] = (None, "", "french", "en")

    def show_turn(
        self,
        turn: HumanTurn | None,
        prompt: str,
        pattern: str = "french",
        language: str = "en",
        game: str = "",
    ) -> None:
        self._args = (turn, prompt, pattern, language, game)
        self.prompt.setText(prompt)
        focused = QApplication.focusWidget()
        had_focus = focused is not None and self.isAncestorOf(focused)
        # Remove the old entries through our own list: a wrapper from QLayout.itemAt() outlives
        # its QWidgetItem (Qt deletes it with the widget), and shiboken 6.11 may later hand
        # that stale wrapper out for a new object at the same address.
        for widget in self._entries:
            discard(widget)
        self._entries = []
        self.buttons = []
        self.buttons_box.setVisible(turn is not None)
        if turn is None:
            return
        entries: list[QWidget] = []
        for text in turn.choices:
            button = self._button(names.action_label(game, text, pattern, language), text, True)
            button.setProperty("choice", True)
            word_help.attach(button, game, word_help.action_entries(game, text), language)
            entries.append(button)
        for verb in turn.confirm_verbs():
            matches = [t for t in turn.selection_matches() if t.split()[0] == verb]
            sel = names.cards_short(turn.selection, pattern, language)
            label = names.verb_label(game, verb) + (f": {sel}" if sel else "")
            button = self._button(
                label, "", bool(matches), lambda _=False, v=verb: self.confirm_requested.emit(v)
            )
            button.setEnabled(bool(matches))
            word_help.attach(button, game, [("move", verb)], language)
            if not matches:
                tip = self.tr("Select the cards first, then confirm.")
                button.setToolTip(word_help.with_line(button.toolTip(), tip))
            entries.append(button)
        groups: dict[str, list[str]] = {}
        for parsed in turn.panel_actions:
            groups.setdefault(parsed.verb, []).append(parsed.text)
        for verb, texts in groups.items():
            if len(texts) > COMBO_THRESHOLD:
                entries.append(self._combo(game, verb, texts, pattern, language))
            else:
                for text in texts:
                    button = self._button(names.action_label(game, text, pattern, language), text)
                    word_help.attach(button, game, word_help.action_entries(game, text), language)
                    entries.append(button)
        if turn.selection or turn.target:
            clear = QPushButton(self.tr("Clear selection"), self.buttons_box)
            clear.setShortcut(QKeySequence(Qt.Key.Key_Escape))
            clear.clicked.connect(self.clear_requested.emit)
            entries.append(clear)
        self._entries = entries
        columns = self._columns(entries)
        for i, widget in enumerate(entries):
            self.buttons_layout.addWidget(widget, i // columns, i % columns)
        for c in range(columns + 1):
            self.buttons_layout.setColumnStretch(c, 1 if c == columns else 0)
        for n, button in enumerate(self.buttons[:9], start=1):
            button.setShortcut(QKeySequence(f"Alt+{n}"))
            shortcut = self.tr("Shortcut: Alt+{n}").format(n=n)
            button.setToolTip(word_help.with_line(button.toolTip(), shortcut))
        if had_focus:
            # The focused button was just replaced: keep the keyboard in the strip, or hand
            # it back to the table when there is nothing left to press.
            enabled = [b for b in self.buttons if b.isEnabled()]
            home = enabled[0] if enabled else self.focus_home
            if home is not None:
                home.setFocus(Qt.FocusReason.OtherFocusReason)

    def _columns(self, entries: list[QWidget]) -> int:
        """Up to four buttons a row, fewer when the strip is too narrow for them beside the
        words: Polish Bolachen's four Brand bids a row made the window 1070 px wide, wider
        than a 1024×600 screen."""
        most = 4 if len(entries) > 4 else max(1, len(entries))
        if self.width() < 300 or not entries:
            return most  # not laid out yet
        spacing = self.buttons_layout.horizontalSpacing()
        widest = max(w.sizeHint().width() for w in entries) + spacing
        room = self.width() - self.prompt.minimumWidth() - 40
        return max(1, min(most, room // max(1, widest)))

    def focus_choice(self) -> None:
        """Put the keyboard on the first of a card's meanings (marriage or plain lead), so a
        person who picked the card by keys goes on with Enter, Tab or Esc, not the mouse."""
        first = next((b for b in self.buttons if b.property("choice")), None)
        if first is not None:
            first.show()  # a button just laid out is shown only by a queued call
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _button(
        self, label: str, action: str, primary: bool = False, on_click: Any = None
    ) -> QPushButton:
        button = QPushButton(label, self.buttons_box)
        button.setAutoDefault(True)
        button.setProperty("action", action)
        if primary:
            font = button.font()
            font.setBold(True)
            button.setFont(font)
        if on_click is None:
            on_click = lambda _=False, a=action: self.action_chosen.emit(a)  # noqa: E731
        button.clicked.connect(on_click)
        self.buttons.append(button)
        return button

    def _combo(
        self, game: str, verb: str, texts: list[str], pattern: str, language: str
    ) -> QWidget:
        box = QWidget(self.buttons_box)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        combo = QComboBox(box)
        for text in texts:
            combo.addItem(names.action_label(game, text, pattern, language), text)
            tip = word_help.tooltip(game, word_help.action_entries(game, text), language)
            combo.setItemData(combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        button = QPushButton(names.verb_label(game, verb), box)
        word_help.attach(button, game, [("move", verb)], language)
        word_help.attach(combo, game, [("move", verb)], language)
        combo.setAccessibleName(button.text())
        button.setAutoDefault(True)
        button.setProperty("action", "")
        button.clicked.connect(lambda _=False, c=combo: self.action_chosen.emit(c.currentData()))
        self.buttons.append(button)
        row.addWidget(combo, 1)
        row.addWidget(button)
        return box

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.show_turn(*self._args)


#: A tight result panel (:meth:`DealResultPanel.set_compact`): pixels of air in a row of the
#: table, between the lines and around them.
TIGHT_AIR = 3
TIGHT_SPACING = 2
TIGHT_MARGIN = 6


class DealResultPanel(QFrame):
    """Shown over the table after each deal: scores, the deal's detail, and "Next deal".

    Each row says in words what it counts (its tooltip and a line under the table), from the
    game's vocabulary; the window places the panel clear of every player
    (:func:`gui.result_overlay.clear_spot`).
    """

    next_deal_requested = Signal()
    new_game_requested = Signal()
    review_requested = Signal()
    #: What the panel shows grew or shrank after it was placed (the coach's par arrived).
    resized_content = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DealResultPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#DealResultPanel { background: palette(window); border: 2px solid #b08d3a;"
            " border-radius: 8px; }"
        )
        self.title = QLabel(self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.model = GridModel(self, label_column=True)
        self.table = read_only_view(self.model, self)
        self._row_height = self.table.verticalHeader().defaultSectionSize()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Sized to its rows and columns (retranslateUi): a scroll bar could only hide a row.
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        #: "Row: what it counts" for each row of the table, in plain words.
        self.explain = QLabel(self)
        self.explain.setWordWrap(True)
        self.explain.setTextFormat(Qt.TextFormat.PlainText)
        self.explain.setObjectName("ResultExplanations")
        self.extra = QLabel(self)
        self.extra.setWordWrap(True)
        self.extra.setTextFormat(Qt.TextFormat.PlainText)
        #: Par and accuracy of the deal, filled by the coach (gui/coach/training.py).
        self.training = QLabel(self)
        self.training.setObjectName("ResultTraining")
        self.training.setWordWrap(True)
        self.training.setTextFormat(Qt.TextFormat.PlainText)
        self.training.hide()
        self._training = ("", "")
        #: Why the deal scored as it did (gui/result_reasons.py): kept at every size, since
        #: the figures alone ("0 : 0" after a tie) read as nonsense.
        self.why = QLabel(self)
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setObjectName("ResultWhy")
        # Enter presses the focused button, and the focused one is drawn as the default (a
        # dialog's rule, which a plain widget does not follow by itself): Tab on to "Review
        # deal…" left "Next deal" framed as the default while Space opened the review.
        self.next_button = QPushButton(self)
        self.next_button.setAutoDefault(True)
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self._next)
        self.review_button = QPushButton(self)
        self.review_button.setAutoDefault(True)
        self.review_button.clicked.connect(self._review)
        for button in (self.next_button, self.review_button):
            button.installEventFilter(self)
        #: A widget outside the panel whose plain Enter presses the Next button while the
        #: panel is up (the table under it: gui/result_overlay.py); the frame is drawn there
        #: too. Elsewhere (the score sheet, the move log) no button is framed: Enter there
        #: presses nothing of the panel's.
        self.enter_home: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            # Every move of the focus, also by a click outside the panel, redraws the frame.
            app.focusChanged.connect(self._focus_moved)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(self.why)
        layout.addWidget(self.explain)
        layout.addWidget(self.extra)
        layout.addWidget(self.training)
        row = QHBoxLayout()
        row.addWidget(self.review_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        layout.addLayout(row)
        self._result: dict[str, Any] | None = None
        self._seat_names: list[str] = []
        self._pattern = "french"
        self._game_id = ""
        self._teams: list[list[int]] = []
        self._me = 0
        #: Short of room on a small table: the explanation and detail lines only as tooltips.
        self.compact = False
        self.tight = False
        margins = layout.contentsMargins()
        self._margins = (margins.left(), margins.top(), margins.right(), margins.bottom())
        self._spacing = layout.spacing()
        self.wrap_headers = False
        #: Compact, but the legend (each row's meaning) still shown under the figures.
        self.legend = False
        #: (key, timestamp) of the last key release the Next button saw (see eventFilter).
        self._released: tuple[int, int] | None = None
        #: Learn mode's guided series goes on with its next lesson (gui/learning.py).
        self.next_is_lesson = False
        #: The words of the button once the match is over, asked again at each language
        #: switch; None: "New game…". A network table's window deals the host's next match
        #: at the table there, or leaves it (gui/net/network_window.py).
        self.over_label: Callable[[], str] | None = None
        self.hide()

    def set_training(self, text: str, short: str = "") -> None:
        """The deal's par and accuracy in words ("" hides the line); ``short``, the same
        figures in one line, stands in for them on a compact panel (the words its tooltip).
        The panel's size changes: :attr:`resized_content` asks the window to place it again
        (grown where it lay, it covered the players below it)."""
        self._training = (text, short)
        self._show_training()
        if self.isVisible():
            self.adjustSize()
            self.resized_content.emit()

    def _show_training(self) -> None:
        text, short = self._training
        brief = self.compact and bool(short) and short != text
        self.training.setText(short if brief else text)
        self.training.setToolTip(text if brief else "")
        self.training.setVisible(bool(text))

    def result(self) -> dict[str, Any] | None:
        """The deal result last shown (kept while the panel is hidden)."""
        return self._result

    def show_result(
        self,
        result: dict[str, Any],
        seat_names: list[str],
        pattern: str,
        teams: list[list[int]] | None = None,
        game: str = "",
        me: int = 0,
    ) -> None:
        """Show a deal's result; ``teams`` (the observation's) groups partners in one column;
        ``game`` (the id) names the vocabulary its rows and details are read with; ``me`` is
        the person's seat (whose team is "Your team")."""
        self._result, self._seat_names, self._pattern = result, list(seat_names), pattern
        self._game_id = game
        self._me = me
        self._teams = [list(t) for t in (teams or [])]
        self.retranslateUi()
        self.show()
        self.raise_()
        self.next_button.setFocus()
        # In a window not active, setFocus only marks where the focus will return.
        self._mark_default()

    def rename_seats(self, seat_names: list[str]) -> None:
        """The seats' names in a new language ("You" is "Sie", "Ty"): the column headers are
        built from these names, so a language switch must hand them over again."""
        self._seat_names = list(seat_names)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        result = self._result
        if result is None:
            return
        seat_names = self._seat_names
        players = len(seat_names)
        detail = dict(result.get("detail") or {})
        over = bool(result.get("is_over"))
        self.title.setText(
            self.tr("The match is over")
            if over
            else self.tr("Result of deal {n}").format(n=int(result.get("deal_no") or 0) + 1)
        )
        totals = list(result.get("totals") or [])
        lower = bool(detail.pop("lower_is_better", False))
        columns = team_columns(self._teams, seat_names, self._me)
        summary = ""
        if over and totals:
            best = (min if lower else max)(totals)
            winners = [
                header for header, seat in columns if seat < len(totals) and totals[seat] == best
            ]
            summary = self.tr("Winner: {names}").format(names=", ".join(winners))
        elif lower:
            summary = self.tr("Lower totals are better.")
        self.summary.setText(summary)
        self.summary.setVisible(bool(summary))
        partnered = len(columns) < players
        width = len(columns) if partnered else players
        # Only figures (one number per seat or team) go under the seats: a list of cards that
        # happens to be as long (Chapanka's four discards) belongs to nobody's column.
        per_column = {
            k: v
            for k, v in detail.items()
            if isinstance(v, list)
            and len(v) == width
            and names.detail_label(self._game_id, k) is not None
            and all(
                x is None or (isinstance(x, (int, float)) and not isinstance(x, bool)) for x in v
            )
        }
        rows = [
            (self.tr("This deal"), [_at(result.get("scores"), seat) for _h, seat in columns]),
            (self.tr("Total"), [_at(totals, seat) for _h, seat in columns]),
        ]
        meanings = [
            self.tr("What each won or lost in this deal."),
            self.tr("The match standing after this deal.")
            + (" " + self.tr("Lower totals are better.") if lower else ""),
        ]
        row_keys = ["", ""]
        for key, value in per_column.items():
            label = names.detail_label(self._game_id, key) or key
            if label not in [r[0] for r in rows]:  # the same figure under two keys
                rows.append((label, list(value)))
                row_keys.append(key)
                meanings.append(names.explanation(self._game_id, "detail", key))
        cells = [
            [label] + [names.format_value(v, self._pattern) for v in values]
            for label, values in rows
        ]
        headers = [h for h, _s in columns]
        if self.wrap_headers:  # the narrowest panel: a header's words on lines of their own
            headers = [h.replace(" ", "\n") for h in headers]
        # Compact, the rows are as tall as their text and a little air: the table's text never
        # shrinks below 9 pt, so on a small screen the panel gives up padding instead.
        rows_header = self.table.verticalHeader()
        rows_header.setMinimumSectionSize(1)
        air = TIGHT_AIR if self.tight else 8
        rows_header.setDefaultSectionSize(
            self.table.fontMetrics().height() + air if self.compact else self._row_height
        )
        self.model.set_grid(["", *headers], [label for label, _v in rows], cells, (0, 1))
        # Each result row explains its word; a right-click opens the rules at it.
        game = self._game_id
        # Rows of words (not "This deal", "Total") also link their rule.
        self.model.set_row_tips(
            [
                word_help.tooltip(game, [("detail", k)]) if k else m
                for k, m in zip(row_keys, meanings, strict=True)
            ]
        )
        word_help.attach(
            self.table, game, [("detail", k) for k in row_keys if k], show_tooltip=False
        )
        header = self.table.horizontalHeader()
        # Row labels as wide as they need; the seats share the rest equally.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(48)
        # Never narrower than every column's header and cells: the placement looks for room
        # for this width, and a narrower panel cut "Your team" to "our tea" (8 seats, 1024 px).
        least = header.minimumSectionSize()
        self.table.setMinimumWidth(
            sum(
                max(least, header.sectionSizeHint(c), self.table.sizeHintForColumn(c))
                for c in range(self.model.columnCount())
            )
            + 2 * self.table.frameWidth()
        )
        # Exactly the rows: any slack shows the grid's column lines running on below the
        # last row, like the start of a row that is not there.
        self.table.setFixedHeight(
            self.table.horizontalHeader().sizeHint().height()
            + sum(self.table.rowHeight(r) for r in range(len(rows)))
            + 2 * self.table.frameWidth()
        )
        explained = [
            self.tr("{row}: {meaning}").format(row=label, meaning=tip)
            for (label, _v), tip in zip(rows, meanings, strict=True)
            if tip
        ]
        self.explain.setText("\n".join(explained))
        self.table.setToolTip("\n".join(explained))
        self.explain.setVisible(bool(explained) and (not self.compact or self.legend))
        reasons = result_reasons.why_lines(game, detail, seat_names)
        lines = detail_lines.detail_lines(
            self._game_id,
            detail,
            seat_names,
            self._pattern,
            teams=self._teams,
            skip=[*per_column, *result_reasons.event_keys(game)],
            me=self._me,
        )
        # Compact, one line still says why: the most telling reason.
        why = reasons if not self.compact else reasons[:1]
        self.why.setText("\n".join(why))
        self.why.setToolTip("\n".join(reasons) if len(reasons) > len(why) else "")
        self.why.setVisible(bool(why))
        self.extra.setText("\n".join(lines[:10]))
        terms = [
            ("detail", k)
            for k, v in detail.items()
            if v not in (None, "", []) and k not in per_column
        ]
        word_help.attach(self.extra, game, terms)
        self.extra.setVisible(bool(lines) and not self.compact)
        if self.compact:
            # The details the compact panel leaves out, and their words with their rules.
            word_help.attach(self.summary, game, terms)
            self.summary.setToolTip(word_help.tooltip(game, terms, lead=reasons + lines))
        else:
            word_help.attach(self.summary, game, [], show_tooltip=False)
            self.summary.setToolTip("")
        next_text = self.tr("Next lesson") if self.next_is_lesson else self.tr("Next deal")
        over_text = self.over_label() if self.over_label is not None else self.tr("New game…")
        self.next_button.setText(over_text if over else next_text)
        self.table.setAccessibleName(self.title.text())
        self.review_button.setText(self.tr("Review deal…"))
        self._show_training()
        self.adjustSize()

    def why_width(self) -> int:
        """The panel's width at which its "why" line needs no second line (0: no line)."""
        lines = self.why.text().splitlines() if not self.why.isHidden() else []
        if not lines:
            return 0
        layout = self.layout()
        side = 0
        if layout is not None:
            margins = layout.contentsMargins()
            side = margins.left() + margins.right()
        text = max(self.why.fontMetrics().horizontalAdvance(line) for line in lines)
        return text + side + 2 * self.frameWidth() + 4

    def set_compact(
        self, compact: bool, wrap_headers: bool = False, legend: bool = False, tight: bool = False
    ) -> None:
        """On a table too small for the whole panel beside the players: the table of figures
        and the buttons, with ``legend`` the rows' meanings under it too (the first thing to
        keep: a Scharwenzel deal's figures read as nonsense without them), the other details
        as tooltips. Still too wide, ``wrap_headers`` puts a column header's words on lines
        of their own. Still too tall (a six-seat Scharwenzel at 1024 x 600 with par and
        accuracy), ``tight`` gives up the air between the rows and the lines."""
        wanted = (compact, wrap_headers, legend, compact and tight)
        if wanted != (self.compact, self.wrap_headers, self.legend, self.tight):
            self.compact, self.wrap_headers, self.legend, self.tight = wanted
            layout = self.layout()
            if layout is not None:
                layout.setSpacing(TIGHT_SPACING if self.tight else self._spacing)
                layout.setContentsMargins(*((TIGHT_MARGIN,) * 4 if self.tight else self._margins))
            self.retranslateUi()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The key that played the last card must not also press "Next deal": a held Enter
        or Space repeats, and those repeats reach this button as soon as it has the focus.

        Qt flags a repeat with ``isAutoRepeat()`` where the window system says so; X11 without
        detectable auto-repeat (seen under Xvfb) sends each repeat as a release and a press
        with the same timestamp instead, so such a press is a repeat too. Only a fresh press
        (the person has seen the result) goes on.

        The focused button is also the one drawn as the default (:meth:`_mark_default`)."""
        if watched in (self.next_button, self.review_button) and event.type() in (
            QEvent.Type.FocusIn,
            QEvent.Type.FocusOut,
        ):
            self._mark_default()
        if (
            watched is self.next_button
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        ):
            if event.type() == QEvent.Type.KeyRelease:
                self._released = (event.key(), event.timestamp())
                if event.isAutoRepeat():
                    return True
            elif event.type() == QEvent.Type.KeyPress and (
                event.isAutoRepeat() or self._released == (event.key(), event.timestamp())
            ):
                event.accept()
                return True
        return super().eventFilter(watched, event)

    def enter_target(self) -> QPushButton | None:
        """The button Enter presses now: the focused button of the panel, or Next while the
        keyboard is on :attr:`enter_home`; None while it is anywhere else. Read from the
        window's focus widget, which it keeps while the window is not active: the frame then
        says what Enter will press once the person is back."""
        if not self.isVisible():
            return None
        focus = self.window().focusWidget()
        if focus is None:
            return None
        if focus is self.review_button and self.review_button.isEnabled():
            return self.review_button
        if focus is self.next_button or focus is self.enter_home:
            return self.next_button
        return None

    def _mark_default(self) -> None:
        """The button framed as the default is the one Enter presses (:meth:`enter_target`),
        and none is framed while Enter presses none: Shift+Tab into the score sheet left
        "Next deal" framed while Enter there did nothing."""
        target = self.enter_target()
        self.review_button.setDefault(target is self.review_button)
        self.next_button.setDefault(target is self.next_button)

    def _focus_moved(self, _old: QWidget | None, _new: QWidget | None) -> None:
        if self.isVisible():
            self._mark_default()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002
        """While the panel is up, Tab and Shift+Tab go round its buttons, as in a dialog: the
        next widget in the window's chain was the score sheet, whose table keeps Tab for its
        cells, so the keyboard could not come back to the panel."""
        buttons: list[QWidget] = [
            b for b in (self.review_button, self.next_button) if b.isEnabled() and b.isVisible()
        ]
        focus = QApplication.focusWidget()
        if focus is None or focus not in buttons:
            return super().focusNextPrevChild(next)
        step = 1 if next else -1
        buttons[(buttons.index(focus) + step) % len(buttons)].setFocus(
            Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        )
        return True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._mark_default()

    def _review(self) -> None:
        """The review opens in a window of its own; back from it, Enter goes on to the next
        deal (the Review button, which takes no Enter, kept the focus)."""
        self.next_button.setFocus()
        self.review_requested.emit()

    def _next(self) -> None:
        """On to the next deal; after the match, what the window does then (the New game
        dialog; a network table is left, :attr:`over_label`). The match's result stays
        up meanwhile: a dialog cancelled (an Enter too many, then Esc) left the table with
        no word of who had won; a new match puts the panel away itself."""
        if self._result and self._result.get("is_over"):
            self.new_game_requested.emit()
            return
        self.hide()
        self.next_deal_requested.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def team_columns(
    teams: list[list[int]], seat_names: list[str], me: int = 0
) -> list[tuple[str, int]]:
    """(header, seat to read) for score tables: one column per team when partners play
    together ("Your team" is seat ``me``'s, "Opponents"), else one per seat."""
    if teams and any(len(t) > 1 for t in teams):
        return [(names.team_name(i, teams, me), t[0]) for i, t in enumerate(teams)]
    return [(name, s) for s, name in enumerate(seat_names)]


def _at(values: Any, index: int) -> Any:
    values = list(values or [])
    return values[index] if index < len(values) else ""
