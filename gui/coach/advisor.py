"""The advice for the person's decision now: the hint and learn mode, one analysis for both.

Why together: the hint and the learn panel used to ask two searches and could disagree on
the very same position. Both now read the play-time analysis of the position on the table
from :class:`~gui.coach.service.CoachService` (cached by position), so they say the same.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from engine.coach import PLAY_SAMPLES, Analysis
from gui.coach.service import CoachService, PositionKey, position_key
from gui.coach.words import advice_sentences
from gui.controller import GameController


class Advisor(QObject):
    """Answers the controller's hint requests and tells learn mode the advice of the moment."""

    #: The play-time analysis of the person's decision now (learn mode words it).
    advice_ready = Signal(object)

    def __init__(
        self, controller: GameController, service: CoachService, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.service = service
        #: The position a hint was asked for and not yet given.
        self._hint_for: PositionKey | None = None
        #: The move to advise instead of the best, if any: at a lesson's taught decision the
        #: lesson's move when it is as good as the best (learn mode sets this), so the table
        #: marks the move the learn panel words.
        self.advised: Callable[[Analysis], str | None] = lambda _analysis: None
        controller.hint_requested.connect(self.hint)
        service.analysed.connect(self._on_analysed)

    def current_key(self) -> PositionKey | None:
        """The person's decision on the table now, or None when it is not their turn."""
        st = self.controller.state
        if st is None or not self.controller.is_human_turn():
            return None
        return position_key(st, 0)

    def current(self) -> Analysis | None:
        """The play-time analysis of the decision now, if known."""
        key = self.current_key()
        return None if key is None else self.service.cached(key, PLAY_SAMPLES)

    def ask(self) -> Analysis | None:
        """Make sure the decision now is being analysed; its analysis if already known."""
        st = self.controller.state
        if st is None or not self.controller.is_human_turn():
            return None
        _key, known = self.service.ask(st, 0, PLAY_SAMPLES)
        return known

    def hint(self) -> None:
        """The person asked for a hint: give it now if known, else as soon as it is."""
        key = self.current_key()
        if key is None:
            return
        known = self.ask()
        if known is not None:
            self._give(known)
        else:
            self._hint_for = key

    def _give(self, analysis: Analysis) -> None:
        self._hint_for = None
        action = self.advised(analysis) or analysis.best.action
        self.controller.give_hint(action, advice_sentences(analysis, action))

    def _on_analysed(self, key: PositionKey, analysis: Analysis) -> None:
        if self.service.cached(key, PLAY_SAMPLES) is not analysis or key != self.current_key():
            return
        if key == self._hint_for:
            self._give(analysis)
        self.advice_ready.emit(analysis)
