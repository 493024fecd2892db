"""The question before another match replaces an unfinished one (Game ▸ New, Open, Resume).

What is said depends on whether the window keeps an autosave and on the next match's game
(one autosave per game). Cancel is the default, also for Escape, so a hurried Enter keeps the
match. The words are the main window's (translation context "MainWindow"), where they were.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

import engine
from gui import names


def _t(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def leave_match_question(
    st: engine.GameState, kept: bool, next_game: str | None, parent: QWidget
) -> LeaveMatchBox:
    """The question for the match ``st`` (built, not shown). ``kept``: the window autosaves
    it; ``next_game``: the game of the match about to start, if known: a new match of the
    same game replaces the autosave of this one once the person plays in it, while a match
    of another game leaves it resumable."""
    game = names.game_name(st.spec.id, st.spec.name)
    score = " : ".join(score_text(t) for t in st.totals())
    text = _t("Your match of {game} is not finished (deal {deal}, score {score}).").format(
        game=game, deal=st.deal_no + 1, score=score
    )
    if not kept:
        more = _t("If you leave it now, it is lost.")
        leave = _t("Abandon match")
    elif next_game == st.spec.id:
        more = _t(
            "It stays saved automatically until you play in the next match of {game}: "
            "there is one automatic save per game, so that match then replaces it."
        ).format(game=game)
        leave = _t("Abandon match")
    else:
        more = _t("It stays saved automatically: Game ▸ Resume continues it whenever you like.")
        leave = _t("Leave match")
    return LeaveMatchBox(_t("Leave the unfinished match?"), text, more, leave, parent)


class LeaveMatchBox(QMessageBox):
    """The question before leaving an unfinished match: ``leave_button`` or Cancel (the
    default, also for Escape), so a hurried Enter keeps the match."""

    def __init__(self, title: str, text: str, more: str, leave: str, parent: QWidget) -> None:
        super().__init__(
            QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
        )
        self.setInformativeText(more)
        self.leave_button = self.addButton(leave, QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)


def score_text(value: float) -> str:
    """A total as the score sheet writes it (whole numbers without decimals)."""
    number = float(value)
    return QLocale().toString(number, "f", 0 if number.is_integer() else 1)
