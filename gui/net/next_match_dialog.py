"""The host's options for the next match at a network table (its "New match" button).

Why: the host's next match at the same table could only repeat the last match's options
(a longer match, another scoring, meant leaving the table and inviting everybody again).
It is the New-game dialog (gui/dialogs/new_game.py) showing the options alone, set as the
last match had them: the game, the players and the seats are the table's and stay. A
choice that needs another number of players is said here, before the server would refuse
it (``bad_options``, docs/protocol.md).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

import engine
from gui.dialogs.new_game import NewGameDialog
from gui.settings import Settings


class NextMatchDialog(NewGameDialog):
    def __init__(
        self,
        settings: Settings,
        game: str,
        players: int,
        options: dict[str, Any],
        parent: QWidget | None = None,
    ) -> None:
        self.table_game = game
        self.players = players
        self.refusal: QLabel | None = None
        super().__init__(settings, parent, game)
        for row in range(self.form.rowCount()):  # game, players, deal number, learn mode
            self.form.setRowVisible(row, False)
        self.levels_box.hide()
        self._build_options(dict(options))
        self.refusal = QLabel(self)
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        column = self.layout()
        assert isinstance(column, QVBoxLayout)  # the New-game dialog's: form, options, buttons
        column.insertWidget(column.count() - 1, self.refusal)
        self.retranslateUi()

    def game_id(self) -> str:
        """The table's game, whichever it is (the game list knows the built-in ones only)."""
        return self.table_game

    def _spec(self) -> engine.GameSpec:
        return engine.game(self.table_game)

    def retranslateUi(self) -> None:  # noqa: N802
        super().retranslateUi()
        self.setWindowTitle(self.tr("Options of the next match"))

    def fits(self) -> bool:
        """Whether the options chosen can be dealt to the table's number of players."""
        try:
            self._spec().resolve(self.players, self.options())
        except ValueError:
            return False
        return True

    def accept(self) -> None:
        """Only options the table can deal; the New-game dialog's remembered choices stay
        the person's own (a table's options are not their next local game's)."""
        if not self.fits():
            assert self.refusal is not None
            self.refusal.setText(
                self.tr("These options need another number of players than this table has.")
            )
            self.refusal.show()
            return
        QDialog.accept(self)
