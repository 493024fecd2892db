"""The start screen: the five games side by side, each with a picture, one line saying what
it is, *Learn this game* and *Play*.

Why a screen of its own: a newcomer dropped into a running deal of a game he has never heard
of learns nothing from it, and does not know that learn mode exists. Here the first choice is
the game, and learning it is the first button. It is shown at the first start (``gui/app.py``)
and from Game ▸ Choose a game….

The screen only reports the choice (``choice()``: the game and ``"learn"`` or ``"play"``); what
starts then is the main window's business (:meth:`MainWindow.start_chosen`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import cardart
import engine
import i18n
from engine import registry
from gui import names
from gui.packs import shown_pattern
from gui.pixmaps import CardPixmaps, face_key
from gui.settings import Settings

Choice = Literal["learn", "play"]

#: Logical width of one card of a fan, in pixels: wide enough for the engraved figures
#: (narrower cards are drawn in the small-card mode, a panel with the suit sign).
CARD_WIDTH = cardart.SMALL_WIDTH + 8
#: Logical width of a game's tile: five side by side fit a 1024-pixel-wide screen.
TILE_WIDTH = 180
#: Degrees between two cards of a fan.
FAN_ANGLE = 13.0


def game_line(game: str) -> str:
    """What the game is, in one line a newcomer can read before choosing it: the blurb its
    vocabulary brings (``engine/games/<id>_words.py``), translated in its own context."""
    vocab = engine.game(game).vocabulary
    if vocab is None or not vocab.blurb:
        return ""
    return QCoreApplication.translate(vocab.about_context, vocab.blurb)


def emblem(game: str) -> tuple[str, ...]:
    """The game's characteristic cards for its fan (its vocabulary's ``emblem``)."""
    vocab = engine.game(game).vocabulary
    return vocab.emblem if vocab is not None else ()


class CardFan(QWidget):
    """A few cards of one game fanned out, drawn from the table's card pixmaps (rendered in
    the background: the fan repaints as they arrive)."""

    def __init__(
        self,
        cards: Sequence[str],
        pattern: str,
        letters: dict[str, str] | None,
        pixmaps: CardPixmaps,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.cards = tuple(cards)
        self.pattern = pattern
        self.letters = letters
        self.pixmaps = pixmaps
        pixmaps.ready.connect(self.update)
        height = round(CARD_WIDTH * cardart.CARD_RATIO)
        # The outer cards' far corners swing out by the card's height times sin(FAN_ANGLE).
        self.setFixedSize(QSize(round(CARD_WIDTH * 2.3), height + 18))

    def set_display(self, pattern: str, letters: dict[str, str] | None) -> None:
        self.pattern, self.letters = pattern, letters
        self.update()

    def card_pixmaps(self) -> list[QPixmap | None]:
        """The fan's cards as far as they are rendered (None: not yet)."""
        width = CARD_WIDTH * self.devicePixelRatioF()
        keys = [
            face_key(self.pattern, code, cardart.step_width(width), self.letters)
            for code in self.cards
        ]
        return [self.pixmaps.get(key) for key in keys]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = float(CARD_WIDTH)
        h = w * cardart.CARD_RATIO
        pivot = QPointF(self.width() / 2, self.height() - 4)
        middle = (len(self.cards) - 1) / 2
        for i, pix in enumerate(self.card_pixmaps()):
            if pix is None:
                continue
            painter.save()
            painter.translate(pivot)
            painter.rotate((i - middle) * FAN_ANGLE)
            painter.drawPixmap(QRectF(-w / 2, -h - 6, w, h), pix, QRectF(pix.rect()))
            painter.restore()
        painter.end()


class GameTile(QFrame):
    """One game: its name, picture, line and the two buttons."""

    def __init__(
        self, game: str, settings: Settings, pixmaps: CardPixmaps, parent: StartScreen
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.settings = settings
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(TILE_WIDTH)
        self.title = QLabel(self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title.setWordWrap(True)
        pattern, letters = self._display()
        self.fan = CardFan(emblem(game), pattern, letters, pixmaps, self)
        self.line = QLabel(self)
        self.line.setWordWrap(True)
        self.line.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.learn_button = QPushButton(self)
        self.play_button = QPushButton(self)
        # Enter presses the focused button (Tab moves between them): a dialog's buttons are
        # auto-default.
        for button in (self.learn_button, self.play_button):
            button.setAutoDefault(True)
        self.learn_button.clicked.connect(lambda: parent.choose(game, "learn"))
        self.play_button.clicked.connect(lambda: parent.choose(game, "play"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.title)
        layout.addWidget(self.fan, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.line, 1)
        layout.addWidget(self.learn_button)
        layout.addWidget(self.play_button)
        self.retranslateUi()

    def _display(self) -> tuple[str, dict[str, str] | None]:
        pattern = shown_pattern(self.settings.pattern(self.game), self.game)
        return pattern, i18n.index_letters(self.settings.language(), pattern)

    def refresh_display(self) -> None:
        self.fan.set_display(*self._display())

    def retranslateUi(self) -> None:  # noqa: N802
        name = names.game_name(self.game, engine.game(self.game).name)
        self.title.setText(name)
        self.line.setText(game_line(self.game))
        self.learn_button.setText(self.tr("Learn this game"))
        self.play_button.setText(self.tr("Play"))
        self.learn_button.setToolTip(
            self.tr(
                "Guided deals that show the rules one or two at a time; every decision is "
                "explained."
            )
        )
        self.play_button.setToolTip(self.tr("Choose the players and opponents, then play a match."))
        self.learn_button.setAccessibleName(self.tr("Learn {game}").format(game=name))
        self.play_button.setAccessibleName(self.tr("Play {game}").format(game=name))


class StartScreen(QDialog):
    """Choose a game, to learn or to play it; ``choice()`` after ``exec()``."""

    def __init__(
        self, settings: Settings, pixmaps: CardPixmaps, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._choice: tuple[str, Choice] | None = None
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        grid = QGridLayout()
        grid.setSpacing(8)
        self.tiles: dict[str, GameTile] = {}
        for column, game in enumerate(registry.known()):
            tile = GameTile(game, settings, pixmaps, self)
            grid.addWidget(tile, 0, column)
            grid.setColumnStretch(column, 1)
            self.tiles[game] = tile
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.intro)
        layout.addLayout(grid, 1)
        layout.addWidget(self.buttons)
        settings.changed.connect(self._on_setting_changed)
        self.retranslateUi()
        first = next(iter(self.tiles.values()), None)
        if first is not None:
            first.learn_button.setDefault(True)
            first.learn_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def choose(self, game: str, how: Choice) -> None:
        self._choice = (game, how)
        self.accept()

    def choice(self) -> tuple[str, Choice] | None:
        """The game chosen and how (learn or play); None if the screen was closed."""
        return self._choice

    def _on_setting_changed(self, key: str) -> None:
        if key in ("patterns", "language"):
            for tile in self.tiles.values():
                tile.refresh_display()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(self.tr("Welcome to Kartentisch"))
        self.heading.setText(self.tr("Five rare card games"))
        self.intro.setText(
            self.tr(
                "Choose a game. Learn this game starts guided deals that explain every "
                "decision; Play starts a match against the computer."
            )
        )
        for tile in self.tiles.values():
            tile.retranslateUi()
        # The dialog sizes itself by its widgets' plain size hints, which know nothing of
        # wrapping: reserve each wrapped label's height, the same in every tile, so that no
        # text runs into a picture and the pictures and buttons stand in line.
        inner = TILE_WIDTH - 20
        for part in ("title", "line"):
            labels: list[QLabel] = [getattr(tile, part) for tile in self.tiles.values()]
            height = max((label.heightForWidth(inner) for label in labels), default=0)
            for label in labels:
                label.setMinimumHeight(height)
