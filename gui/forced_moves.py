"""Forced moves play themselves: when the person has exactly one possible move, the status line
says it ("Only possible move: Claim the game") and, after a short pause to read it, the move
is made.

Why: a learner who must click the one thing he is allowed to do learns nothing from the click,
and waits for a table that waits for him. Why the pause and the words: a move made without a
word would look as if the program played for him; said first, it is his move, made for him.
The setting (``Settings.forced_moves``) is on in learn mode by default, and can be on always or
never (Preferences).

Driven by Qt timers only: the check runs after every state change and whenever a held trick
goes (a held trick is never dismissed by a forced move: nothing vanishes unread). A position
whose forced move was once made for the person is not played again after an undo back to it,
or the undo could never stop there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from gui.settings import Settings
from gui.table_controller import TableController

#: How long the forced move is announced before it is made, in milliseconds: long enough to
#: read a short line, short enough not to feel like waiting.
PAUSE_MS = 1200

History = tuple[tuple[int, str], ...]
#: A decision: the match, the moves that led to it and its one possible move.
Position = tuple[str, History, str]


class ForcedMoves(QObject):
    """Plays the person's single possible move after announcing it (see module docstring).

    ``learning()`` says whether learn mode is on; ``say(text)`` shows a line in the status
    bar; ``label(action)`` words an action as the table shows it.
    """

    #: The action text of a forced move, just before it is made.
    playing = Signal(str)

    def __init__(
        self,
        controller: TableController,
        settings: Settings,
        learning: Callable[[], bool],
        say: Callable[[str], None],
        label: Callable[[str], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.learning = learning
        self.say = say
        self.label = label
        self.pause_ms = PAUSE_MS
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play)
        #: The position announced: (match id, the moves made so far, the one move).
        self._pending: Position | None = None
        #: Positions whose forced move was made for the person (see module docstring).
        self._done: set[tuple[str, History]] = set()
        controller.state_changed.connect(lambda _obs: QTimer.singleShot(0, self.check))
        controller.trick_released.connect(lambda: QTimer.singleShot(0, self.check))
        controller.match_started.connect(lambda _setup: self._done.clear())
        # Switched on while a forced move waits: it plays itself then too.
        settings.changed.connect(self._setting_changed)

    def _setting_changed(self, key: str) -> None:
        if key == "forced_moves":
            self.recheck()

    def recheck(self) -> None:
        """Look again (the setting or learn mode changed), on the next turn of the loop."""
        QTimer.singleShot(0, self.check)

    def is_on(self) -> bool:
        return self.settings.plays_forced_moves(self.learning())

    def _position(self) -> Position | None:
        """The current position if the person has exactly one move and may make it now."""
        c = self.controller
        st = c.state
        if st is None or not c.is_human_turn() or c.held is not None:
            return None
        legal = c.legal_texts()
        if len(legal) != 1:
            return None
        return (c.match_id, tuple(st.history), legal[0])

    def check(self) -> None:
        """Announce the forced move of this position and start the pause (once)."""
        if not self.is_on():
            return
        position = self._position()
        if position is None or position == self._pending or position[:2] in self._done:
            return
        self._pending = position
        self.say(
            QCoreApplication.translate("ForcedMoves", "Only possible move: {move}").format(
                move=self.label(position[2])
            )
        )
        self._timer.start(self.pause_ms)

    def _play(self) -> None:
        pending, self._pending = self._pending, None
        # Still that position, and still wanted (an undo, a new match, the setting switched
        # off or a trick held meanwhile cancel it).
        if pending is None or not self.is_on() or self._position() != pending:
            return
        self._done.add(pending[:2])
        self.playing.emit(pending[2])
        self.controller.play(pending[2])
