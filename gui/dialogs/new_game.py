"""New-game dialog: game, players, the game's options (with their help), opponents' levels
and the deal number. The last choices are remembered in the settings."""

from __future__ import annotations

import random
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine
from gui import names
from gui.settings import LEVELS, Settings

MIN_WIDTH = 560

#: Internal value ids in an option's help ("two_hand: the classic game for 2; …").
_ID_BEFORE_COLON = r"\b{id}\b(?=\s*[:=])"


def option_help(opt: Any) -> str:
    """The option's help in the person's language, with the engine's value ids replaced by
    the names the value list shows ("two_hand:" → "Two hands:")."""
    text = QCoreApplication.translate("options", opt.help)
    for choice in opt.choices:
        if isinstance(choice, str) and choice:
            pattern = _ID_BEFORE_COLON.format(id=re.escape(choice))
            text = re.sub(pattern, names.choice_name(choice), text)
    return text


def fresh_seed() -> int:
    """A random deal number for a new game (any game's seed range; six digits to read)."""
    return random.randrange(1, 1_000_000)


def _is_bool(choices: tuple[Any, ...]) -> bool:
    return set(choices) == {True, False} and all(isinstance(c, bool) for c in choices)


class NewGameDialog(QDialog):
    def __init__(
        self, settings: Settings, parent: QWidget | None = None, current: str | None = None
    ):
        super().__init__(parent)
        self.settings = settings
        self.last = settings.last_new_game()
        self.game_combo = QComboBox(self)
        for gid in engine.GAMES:
            spec = engine.game(gid)
            self.game_combo.addItem(names.game_name(gid, spec.name), gid)
        wanted = current or self.last.get("game")
        if wanted in engine.GAMES:
            self.game_combo.setCurrentIndex(list(engine.GAMES).index(wanted))
        self.players_combo = QComboBox(self)
        # Options and opponents scroll together when a game has many of them, so the dialog
        # fits a 1024×600 screen; each option's help wraps below it at full length.
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(self.scroll_area)
        inner_layout = QVBoxLayout(inner)
        inner_layout.setContentsMargins(0, 0, 0, 0)
        self.inner_layout = inner_layout
        self.options_box = QGroupBox(inner)
        self.options_list = QVBoxLayout(self.options_box)
        self.options_list.setSpacing(4)
        self.levels_box = QGroupBox(inner)
        self.levels_form = QFormLayout(self.levels_box)
        inner_layout.addWidget(self.options_box)
        inner_layout.addWidget(self.levels_box)
        inner_layout.addStretch(1)
        self.scroll_area.setWidget(inner)
        self.inner = inner
        self._rows: list[QWidget] = []
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setRange(0, 2_147_483_647)
        # A new game deals new cards: the proposal is a fresh deal number every time (the
        # last one is not reused); it stays visible and editable, so a deal can be replayed.
        self.seed_spin.setValue(fresh_seed())
        self.random_button = QPushButton(self)
        self.random_button.clicked.connect(lambda: self.seed_spin.setValue(fresh_seed()))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_spin, 1)
        seed_row.addWidget(self.random_button)
        self.form = QFormLayout()
        self.game_label = QLabel(self)
        self.players_label = QLabel(self)
        self.seed_label = QLabel(self)
        self.form.addRow(self.game_label, self.game_combo)
        self.form.addRow(self.players_label, self.players_combo)
        self.form.addRow(self.seed_label, seed_row)
        # Learn mode explains every decision of the match (gui/coach/learning.py); a newcomer's
        # first match of a game is where it helps, so it is chosen here, not buried in menus.
        self.learn_box = QCheckBox(self)
        self.form.addRow("", self.learn_box)
        self.seed_label.setBuddy(self.seed_spin)  # a row of two: name the spin box itself
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(MIN_WIDTH)
        self.option_widgets: dict[str, QWidget] = {}
        self.level_combos: list[QComboBox] = []
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_combo.currentIndexChanged.connect(self._players_changed)
        self.retranslateUi()
        self._game_changed()

    # --- building -----------------------------------------------------------------------------

    def game_id(self) -> str:
        return str(self.game_combo.currentData())

    def _spec(self) -> engine.GameSpec:
        return engine.game(self.game_id())

    def _game_changed(self) -> None:
        # Learn mode is remembered per game: whoever is learning Bolachen keeps learning it
        # in every new match of it, and a game already known starts without.
        self.learn_box.setChecked(self.settings.learn_game(self._spec().id))
        self._build_options((self.last.get("options") or {}).get(self._spec().id, {}))

    def _build_options(self, saved: dict[str, Any]) -> None:
        """One block per option: its translated name with the control, the whole help below.

        Blocks are whole widgets, deleted and rebuilt on a game switch (a form layout's
        removed rows left stale heights behind, so the help of the next game overlapped)."""
        spec = self._spec()
        for row in self._rows:
            row.setParent(None)
            row.deleteLater()
        self._rows = []
        self.option_widgets = {}
        for name, opt in spec.options.items():
            value = saved.get(name, opt.default)
            row = QWidget(self.options_box)
            column = QVBoxLayout(row)
            column.setContentsMargins(0, 2, 0, 4)
            column.setSpacing(1)
            if _is_bool(opt.choices):
                check = QCheckBox(names.option_name(name), row)
                check.setChecked(bool(value))
                check.toggled.connect(self._options_changed)
                column.addWidget(check)
                widget: QWidget = check
            else:
                combo = QComboBox(row)
                widget = combo
                for choice in opt.choices:
                    combo.addItem(names.choice_name(choice), choice)
                index = next(
                    (i for i, c in enumerate(opt.choices) if c == value and type(c) is type(value)),
                    None,
                )
                if index is None:
                    index = opt.choices.index(opt.default) if opt.default in opt.choices else 0
                combo.setCurrentIndex(index)
                combo.currentIndexChanged.connect(self._options_changed)
                label = QLabel(names.option_name(name) + ":", row)
                label.setBuddy(widget)
                line = QHBoxLayout()
                line.addWidget(label)
                line.addWidget(widget, 1)
                column.addLayout(line)
            help_label = QLabel(option_help(opt), row)
            help_label.setWordWrap(True)
            help_label.setTextFormat(Qt.TextFormat.PlainText)
            help_label.setIndent(12)
            font = help_label.font()
            font.setPointSizeF(font.pointSizeF() * 0.92)
            help_label.setFont(font)
            widget.setToolTip(help_label.text())
            widget.setAccessibleDescription(help_label.text())
            column.addWidget(help_label)
            self.options_list.addWidget(row)
            row.show()  # now, not on the next event-loop turn: _fit() measures it at once
            self._rows.append(row)
            self.option_widgets[name] = widget
        self.options_box.setVisible(bool(spec.options))
        self._options_changed()
        self._fit()

    def _fit(self) -> None:
        """As tall as the content needs, at most what the screen (or 600 px) leaves."""
        width = max(self.scroll_area.viewport().width(), MIN_WIDTH - 40)
        layout = self.inner_layout
        layout.activate()
        need = (
            layout.heightForWidth(width)
            if layout.hasHeightForWidth()
            else self.inner.sizeHint().height()
        )
        screen = self.screen().availableGeometry().height() if self.screen() else 600
        fixed = self.form.sizeHint().height() + self.buttons.sizeHint().height() + 80
        room = max(160, min(screen, 600) - fixed)
        self.scroll_area.setMinimumHeight(min(need + 4, room))
        # As tall as that and no taller: adjustSize() asked the scroll area, whose size hint
        # still held the previous game's options, so a game with fewer kept the tall dialog.
        outer = self.layout()
        if outer is not None:
            outer.invalidate()
            outer.activate()
        width = max(self.minimumWidth(), self.sizeHint().width())
        if self.isVisible():
            width = max(width, self.width())  # as wide as the person made it
        self.resize(width, self.minimumSizeHint().height())

    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                out[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                out[name] = widget.currentData()
        return out

    def _allowed_players(self) -> tuple[int, ...]:
        spec = self._spec()
        try:
            resolved = spec.resolve(spec.players[0], None)
            resolved.update(self.options())
            if spec.players_for is not None:
                return tuple(spec.players_for(resolved))
        except ValueError:
            pass
        return tuple(spec.players)

    def _options_changed(self) -> None:
        spec = self._spec()
        allowed = self._allowed_players()
        current = self.players_combo.currentData()
        if current is None and self.last.get("game") == spec.id:
            current = self.last.get("players")
        if current not in allowed:
            current = spec.default_players if spec.default_players in allowed else allowed[0]
        self.players_combo.blockSignals(True)
        self.players_combo.clear()
        for n in allowed:
            self.players_combo.addItem(str(n), n)
        self.players_combo.setCurrentIndex(allowed.index(current))
        self.players_combo.blockSignals(False)
        self._players_changed()

    def _players_changed(self) -> None:
        players = int(self.players_combo.currentData() or 2)
        saved = list(self.last.get("levels") or [])
        old = [c.currentData() for c in self.level_combos]
        while self.levels_form.rowCount():
            self.levels_form.removeRow(0)
        self.level_combos = []
        seat_names = names.default_seat_names(players, self.settings.player_name())
        for seat in range(1, players):
            combo = QComboBox(self.levels_box)
            for level in LEVELS:
                combo.addItem(names.level_name(level), level)
            level = (
                old[seat - 1]
                if seat - 1 < len(old)
                else saved[seat - 1]
                if seat - 1 < len(saved)
                else self.settings.default_difficulty()
            )
            combo.setCurrentIndex(LEVELS.index(level) if level in LEVELS else 2)
            label = QLabel(seat_names[seat] + ":", self.levels_box)
            label.setBuddy(combo)
            combo.setAccessibleName(seat_names[seat])
            self.levels_form.addRow(label, combo)
            label.show()  # measured by _fit() right away
            combo.show()
            self.level_combos.append(combo)
        if hasattr(self, "inner"):
            self._fit()

    # --- result -------------------------------------------------------------------------------

    def choices(self) -> dict[str, Any]:
        return {
            "game": self.game_id(),
            "players": int(self.players_combo.currentData()),
            "options": self.options(),
            "seed": int(self.seed_spin.value()),
            "levels": [str(c.currentData()) for c in self.level_combos],
            "learn": self.learn_box.isChecked(),
        }

    def accept(self) -> None:
        choice = self.choices()
        remembered = dict(self.last)
        per_game = dict(remembered.get("options") or {})
        per_game[choice["game"]] = choice["options"]
        remembered.update(
            game=choice["game"],
            players=choice["players"],
            seed=choice["seed"],
            levels=choice["levels"],
            options=per_game,
        )
        self.settings.set_last_new_game(remembered)
        self.settings.set_learn_game(choice["game"], choice["learn"])
        super().accept()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
            # Game, option, value and seat names too, keeping what the person chose.
            for i, gid in enumerate(engine.GAMES):
                self.game_combo.setItemText(i, names.game_name(gid, engine.game(gid).name))
            self._build_options(self.options())
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game:"))
        self.players_label.setText(self.tr("Players:"))
        self.seed_label.setText(self.tr("Deal number:"))
        self.learn_box.setText(self.tr("Learn mode: explain each decision"))
        self.learn_box.setToolTip(
            self.tr(
                "Starts with a few guided deals, each showing one or two rules, then plays on. "
                "Says what kind of decision it is, which moves are possible and why the others "
                "are not, and what the coach advises and why. It can be switched off in the game."
            )
        )
        self.random_button.setText(self.tr("Random"))
        self.options_box.setTitle(self.tr("Options"))
        self.levels_box.setTitle(self.tr("Opponents"))
        self.seed_spin.setToolTip(self.tr("The same deal number gives the same cards again."))
