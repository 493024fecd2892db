"""Settings dialog: every change applies at once (the table re-renders while it is open)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

import cardart
import engine
from gui import names
from gui.packs import pattern_fits_game
from gui.settings import FORCED_MOVES, LANGUAGES, LEVELS, SPEEDS, TRICK_HOLDS, Settings

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "pl": "Polski"}


def back_name(style: str) -> str:
    """The card back's name in the person's language (the menu and this dialog)."""
    return {
        "classic": QCoreApplication.translate("SettingsDialog", "Classic"),
        "rosette": QCoreApplication.translate("SettingsDialog", "Rosette"),
        "lattice": QCoreApplication.translate("SettingsDialog", "Lattice"),
        "lozenge": QCoreApplication.translate("SettingsDialog", "Lozenge"),
    }.get(style, names.humanize(style))


class SettingsDialog(QDialog):
    def __init__(
        self, settings: Settings, parent: QWidget | None = None, pack_back: str = ""
    ) -> None:
        """``pack_back``: the back the table shows while none is chosen (the pattern's own)."""
        super().__init__(parent)
        self.settings = settings
        self.language = QComboBox(self)
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(LANGUAGES.index(settings.language()))
        self.language.currentIndexChanged.connect(
            lambda: settings.set_language(self.language.currentData())
        )
        self.player_name = QLineEdit(settings.player_name(), self)
        self.player_name.editingFinished.connect(
            lambda: settings.set_player_name(self.player_name.text())
        )
        self.back = QComboBox(self)
        for style in cardart.BACKS:
            self.back.addItem(back_name(style), style)
        current_back = settings.card_back() or pack_back or cardart.BACKS[0]
        self.back.setCurrentIndex(
            max(0, list(cardart.BACKS).index(current_back)) if current_back in cardart.BACKS else 0
        )
        self.back.currentIndexChanged.connect(
            lambda: settings.set_card_back(self.back.currentData())
        )
        self.speed = QComboBox(self)
        self.speed.currentIndexChanged.connect(
            lambda: settings.set_animation_speed(self.speed.currentData())
        )
        self.trick_hold = QComboBox(self)
        self.trick_hold.currentIndexChanged.connect(
            lambda: settings.set_trick_hold(self.trick_hold.currentData())
        )
        self.forced = QComboBox(self)
        self.forced.currentIndexChanged.connect(
            lambda: settings.set_forced_moves(self.forced.currentData())
        )
        self.difficulty = QComboBox(self)
        self.difficulty.currentIndexChanged.connect(
            lambda: settings.set_default_difficulty(self.difficulty.currentData())
        )
        # The coach's background work (the review's verdicts, par after each deal): off on a
        # slow machine; turned on again, the work left waiting goes on.
        self.analysis = QCheckBox(self)
        self.analysis.setChecked(bool(settings.get("review_analysis")))
        self.analysis.toggled.connect(lambda on: settings.set("review_analysis", bool(on)))
        self.patterns_box = QGroupBox(self)
        patterns_form = QFormLayout(self.patterns_box)
        self.pattern_combos: dict[str, QComboBox] = {}
        self.game_labels: dict[str, QLabel] = {}
        self.german_blocked: list[QComboBox] = []
        for gid in engine.GAMES:
            combo = QComboBox(self.patterns_box)
            for pattern in cardart.PATTERNS:
                combo.addItem(names.pattern_name(pattern), pattern)
            combo.setCurrentIndex(list(cardart.PATTERNS).index(settings.pattern(gid)))
            if not pattern_fits_game("german", gid):
                # No German-suited pack has the 2-5 this game needs; the tooltip says so.
                model = combo.model()
                assert isinstance(model, QStandardItemModel)  # a plain QComboBox's model
                item = model.item(list(cardart.PATTERNS).index("german"))
                item.setEnabled(False)
                self.german_blocked.append(combo)
            combo.currentIndexChanged.connect(
                lambda _i, g=gid, c=combo: settings.set_pattern(g, c.currentData())
            )
            label = QLabel(self.patterns_box)
            label.setBuddy(combo)
            patterns_form.addRow(label, combo)
            self.pattern_combos[gid] = combo
            self.game_labels[gid] = label
        self.form = QFormLayout()
        self.labels = [QLabel(self) for _ in range(8)]
        for label, widget in zip(
            self.labels,
            (
                self.language,
                self.player_name,
                self.back,
                self.speed,
                self.trick_hold,
                self.forced,
                self.difficulty,
                self.analysis,
            ),
            strict=True,
        ):
            label.setBuddy(widget)  # the label names the control for a screen reader too
            self.form.addRow(label, widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.patterns_box)
        layout.addWidget(buttons)
        # Sized by their texts after every language switch, not once at the first show: a
        # dialog opened in English cut the longer German and Polish choices off.
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Settings"))
        for label, text in zip(
            self.labels,
            (
                self.tr("Language:"),
                self.tr("Your name:"),
                self.tr("Card back:"),
                self.tr("Animation speed:"),
                self.tr("Finished trick:"),
                self.tr("Only one possible move:"),
                self.tr("Default difficulty:"),
                self.tr("Coach:"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.analysis.setText(self.tr("Judge my decisions and work out par after each deal"))
        self.analysis.setToolTip(
            self.tr(
                "In the background, at the lowest priority: the deal review's verdicts, "
                "accuracy and par for the Training window. Par left waiting goes on when "
                "this is turned on again."
            )
        )
        # Everything the dialog shows follows a language switch while it is open: the game
        # names, the pattern and back names, not only the captions.
        for gid, label in self.game_labels.items():
            label.setText(names.game_name(gid, engine.game(gid).name) + ":")
        for combo in self.pattern_combos.values():
            for i in range(combo.count()):
                combo.setItemText(i, names.pattern_name(str(combo.itemData(i))))
        for i in range(self.back.count()):
            self.back.setItemText(i, back_name(str(self.back.itemData(i))))
        self.patterns_box.setTitle(self.tr("Card pattern per game"))
        why = self.tr(
            "No German suits: this game needs the 2 to 5, which no German-suited pack has."
        )
        for combo in self.german_blocked:
            combo.setItemData(
                list(cardart.PATTERNS).index("german"), why, Qt.ItemDataRole.ToolTipRole
            )
            combo.setToolTip(why)
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        hold = self.settings.trick_hold()
        hold_names = {
            "click": self.tr("Stays until I click or press a key"),
            "1s": self.tr("Stays 1 second"),
            "2s": self.tr("Stays 2 seconds"),
            "3s": self.tr("Stays 3 seconds"),
            "none": self.tr("Goes at once (L shows it again)"),
        }
        # "none" is for tests and bot matches; offered only when it is already the choice.
        holds = [k for k in TRICK_HOLDS if k != "none" or hold == "none"]
        self.trick_hold.setToolTip(
            self.tr(
                "How long a finished trick or bout stays on the table. "
                "L or a click on a trick pile shows the last trick again at any time."
            )
        )
        forced_names = {
            "learn": self.tr("Plays itself in learn mode"),
            "always": self.tr("Always plays itself"),
            "off": self.tr("Waits for me"),
        }
        self.forced.setToolTip(
            self.tr(
                "When you have only one possible move, the status line says which, and after "
                "a moment it is made for you."
            )
        )
        for combo, items, current in (
            (self.speed, [(k, speed_names[k]) for k in SPEEDS], self.settings.animation_speed()),
            (self.trick_hold, [(k, hold_names[k]) for k in holds], hold),
            (
                self.forced,
                [(k, forced_names[k]) for k in FORCED_MOVES],
                self.settings.forced_moves(),
            ),
            (
                self.difficulty,
                [(k, names.level_name(k)) for k in LEVELS],
                self.settings.default_difficulty(),
            ),
        ):
            combo.blockSignals(True)
            combo.clear()
            for key, text in items:
                combo.addItem(text, key)
            combo.setCurrentIndex([k for k, _ in items].index(current))
            combo.blockSignals(False)
        self.player_name.setPlaceholderText(self.tr("You"))
        layout = self.layout()
        if self.isVisible() and layout is not None:
            # Grow to the new texts (never shrink under the person's own resizing); the
            # layouts' cached hints still know only the old texts.
            for combo in self.findChildren(QComboBox):
                combo.updateGeometry()
            self.form.invalidate()
            layout.invalidate()
            hint = self.sizeHint()
            self.resize(max(self.width(), hint.width()), max(self.height(), hint.height()))
