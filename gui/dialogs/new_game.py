"""New-game dialog: game, players, the game's options (with their help), opponents' levels
and the deal number. The last choices are remembered in the settings."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine
from gui import names
from gui.settings import LEVELS, Settings


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
        self.options_box = QGroupBox(self)
        self.options_form = QFormLayout(self.options_box)
        self.levels_box = QGroupBox(self)
        self.levels_form = QFormLayout(self.levels_box)
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
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.options_box)
        layout.addWidget(self.levels_box)
        layout.addWidget(self.buttons)
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
        spec = self._spec()
        saved = (self.last.get("options") or {}).get(spec.id, {})
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for name, opt in spec.options.items():
            value = saved.get(name, opt.default)
            if _is_bool(opt.choices):
                widget: QWidget = QCheckBox(names.option_name(name), self.options_box)
                widget.setChecked(bool(value))
                widget.toggled.connect(self._options_changed)
                label_widget: QWidget | None = None
            else:
                widget = QComboBox(self.options_box)
                for choice in opt.choices:
                    widget.addItem(names.choice_name(choice), choice)
                index = next(
                    (i for i, c in enumerate(opt.choices) if c == value and type(c) is type(value)),
                    None,
                )
                if index is None:
                    index = opt.choices.index(opt.default) if opt.default in opt.choices else 0
                widget.setCurrentIndex(index)
                widget.currentIndexChanged.connect(self._options_changed)
                label_widget = QLabel(names.option_name(name), self.options_box)
            help_label = QLabel(QCoreApplication.translate("options", opt.help), self.options_box)
            help_label.setWordWrap(True)
            help_label.setStyleSheet("color: palette(mid);")
            widget.setToolTip(help_label.text())
            column = QVBoxLayout()
            column.setSpacing(1)
            column.addWidget(widget)
            column.addWidget(help_label)
            if label_widget is None:
                self.options_form.addRow(column)
            else:
                self.options_form.addRow(label_widget, column)
            self.option_widgets[name] = widget
        self.options_box.setVisible(bool(spec.options))
        self._options_changed()

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
            self.levels_form.addRow(seat_names[seat], combo)
            self.level_combos.append(combo)

    # --- result -------------------------------------------------------------------------------

    def choices(self) -> dict[str, Any]:
        return {
            "game": self.game_id(),
            "players": int(self.players_combo.currentData()),
            "options": self.options(),
            "seed": int(self.seed_spin.value()),
            "levels": [str(c.currentData()) for c in self.level_combos],
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
        super().accept()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game:"))
        self.players_label.setText(self.tr("Players:"))
        self.seed_label.setText(self.tr("Deal number:"))
        self.random_button.setText(self.tr("Random"))
        self.options_box.setTitle(self.tr("Options"))
        self.levels_box.setTitle(self.tr("Opponents"))
        self.seed_spin.setToolTip(self.tr("The same deal number gives the same cards again."))
