"""Help > Rules: each game's rules for players, in the program's current language.

The texts are ``i18n/rules/<lang>/<game>.html`` (written for players, with the options
explained; English when a language lacks a file). The dialog follows a live language switch:
on ``LanguageChange`` it takes the language Qt's catalogs were just installed for and shows
the rules again, so an open rules window changes language with the rest of the program.
A game word at the table opens it at the word's rule (:meth:`RulesDialog.show_section`,
see ``gui/word_help.py``): the page scrolls to the section's ``id="sN"`` anchor, or to the
heading above it when that heading is the title the word's tooltip named (a plain paragraph
of a section: showing the paragraph left the heading just out of view).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QShowEvent, QTextBlock, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import engine
import i18n
from gui import names
from gui.rules_sections import titled_by_heading


def rules_html(game_id: str, language: str = "en") -> str:
    """The rules of ``game_id`` in ``language`` as HTML ("" for a game without rules text)."""
    try:
        return i18n.rules_html(game_id, language)
    except (KeyError, OSError):
        return ""


class RulesDialog(QDialog):
    """A game chooser above a browser showing that game's rules."""

    def __init__(self, game_id: str | None, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        #: The section shown (``"s5"``), kept across a language switch; "" for the top.
        self.anchor = ""
        self.games = QComboBox(self)
        for gid in engine.GAMES:
            self.games.addItem("", gid)
        if game_id in engine.GAMES:
            self.games.setCurrentIndex(list(engine.GAMES).index(game_id))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.games)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.games.currentIndexChanged.connect(self._game_chosen)
        self._fit_screen()
        self.retranslateUi()

    def _fit_screen(self) -> None:
        """Tall and wide enough to read a rules section without scrolling every few lines:
        about 90 characters wide and most of the screen's height (it opened at 640×600 on a
        1600×1000 screen), never larger than the screen."""
        chars = self.browser.fontMetrics().averageCharWidth() * 90 + 60
        screen = self.screen()
        room = screen.availableGeometry().size() if screen is not None else None
        if room is None:
            self.resize(max(640, chars), 700)
            return
        width = min(max(640, chars), int(room.width() * 0.9))
        self.resize(width, max(300, int(room.height() * 0.85)))

    def show_rules(self) -> None:
        gid = str(self.games.currentData() or "")
        html = rules_html(gid, self.language)
        self.browser.setHtml(html or self.tr("<p>No rules summary is available for this game.</p>"))
        self._scroll_to_section()

    def _scroll_to_section(self) -> None:
        if not self.anchor:
            return
        gid = str(self.games.currentData() or "")
        block = _anchor_block(self.browser.document(), self.anchor)
        if block is not None and titled_by_heading(gid, self.anchor, self.language):
            while block.isValid() and block.blockFormat().headingLevel() == 0:
                block = block.previous()
            if block.isValid():
                layout = self.browser.document().documentLayout()
                top = layout.blockBoundingRect(block).top()
                self.browser.verticalScrollBar().setValue(int(top))
                return
        self.browser.scrollToAnchor(self.anchor)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        # Scrolled before the first show, the page was laid out at another width: again now.
        super().showEvent(event)
        self._scroll_to_section()

    def show_section(self, game_id: str, anchor: str) -> None:
        """Show ``game_id``'s rules scrolled to section ``anchor`` (``"s5"``)."""
        self.anchor = anchor
        if game_id in engine.GAMES:
            index = list(engine.GAMES).index(game_id)
            self.games.blockSignals(True)
            self.games.setCurrentIndex(index)
            self.games.blockSignals(False)
        self.show_rules()

    def _game_chosen(self) -> None:
        self.anchor = ""
        self.show_rules()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.language = i18n.installed_language() or self.language
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt's convention
        self.setWindowTitle(self.tr("Rules"))
        for index in range(self.games.count()):
            gid = str(self.games.itemData(index))
            self.games.setItemText(index, names.game_name(gid, engine.game(gid).name))
        self.show_rules()


def _anchor_block(document: QTextDocument, anchor: str) -> QTextBlock | None:
    """The block holding ``anchor`` (an ``id`` or ``<a name>``), None when there is none."""
    block = document.begin()
    while block.isValid():
        if anchor in block.charFormat().anchorNames():
            return block
        it = block.begin()
        while not it.atEnd():
            if anchor in it.fragment().charFormat().anchorNames():
                return block
            it += 1
        block = block.next()
    return None
