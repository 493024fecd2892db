"""TableController: the one interface the window and its add-ons talk to.

Why: a table is played either here (:class:`gui.controller.GameController`, the engine in
this process) or at a server (:class:`gui.net.remote_controller.RemoteController`, one
network seat). The window, the table, the move log, the score sheet, the coach and the saves
must never ask which one they have: they connect to the signals declared here and call the
methods declared here, and every difference between the two tables is a question this
interface answers (:meth:`can_save`, :meth:`can_review`, :meth:`can_rewind`,
:attr:`is_local`, …). Each controller implements the whole interface itself; the only code
they share is the small bookkeeping both truly do the same way (the held trick, the move
delay, a hint given for the current turn).

It is a ``QObject`` base rather than a ``typing.Protocol`` because Qt signals must be
declared on a ``QObject`` class, and a declaration shared by both keeps their signatures the
same. A member left unimplemented raises ``NotImplementedError``; a test checks that both
controllers define every one of them (tests/gui/test_table_controller.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal, Slot

import engine

#: The members a controller must define itself (checked by tests/gui/test_table_controller.py).
INTERFACE_METHODS: tuple[str, ...] = (
    "observation",
    "legal_texts",
    "is_human_turn",
    "has_match",
    "can_undo",
    "can_save",
    "can_review",
    "can_rewind",
    "waits_for_person",
    "person_has_moved",
    "is_unfinished",
    "setup",
    "wait_idle",
    "new_game",
    "play",
    "acknowledge",
    "next_deal",
    "undo",
    "rewind_to",
    "resume",
    "bot_seed",
    "hint",
    "shutdown",
)


class TableController(QObject):
    """What the window needs of a table's controller (see the module docstring)."""

    #: observation(my_seat): an ``engine.contract.Observation``
    state_changed = Signal(object)
    #: seat, the action's full text (for the person's own view use ``event_applied``)
    action_applied = Signal(int, str)
    #: the applied action's ``engine.events.Event`` as the person's seat may know it
    event_applied = Signal(object)
    #: the finished deal's result row (see :func:`gui.controller.result_row`)
    deal_finished = Signal(object)
    #: the match totals, list[float]
    match_finished = Signal(object)
    bot_thinking = Signal(int)
    #: a bot's search ended (its move may still wait for the move delay): see :attr:`searching`
    bot_search_ended = Signal()
    error = Signal(str)
    #: the person's refused action text and the engine's reason, translated (also ``error``)
    refused = Signal(str, str)
    #: the coach's move and why (a sentence or a tuple of sentences; see
    #: :func:`gui.controller.engine_text`)
    hint_ready = Signal(str, object)
    #: the person asked for a hint on their turn; the coach answers with :meth:`give_hint`
    hint_requested = Signal()
    #: the set-up, see :meth:`setup`
    match_started = Signal(object)
    #: a finished trick (or bout) is held on the table: its effect (engine.events, "trick"
    #: with ``winner`` and ``cards``, or "bout_over"); bots wait until ``trick_released``
    trick_held = Signal(object)
    #: the held trick went (acknowledged, its pause ran out, or the match changed)
    trick_released = Signal()
    #: a trick (or bout) ended: the engine's effect, the cards as they lay (the
    #: observation's ``last_trick``) and whether it is held; before the observation that
    #: follows it (``state_changed``), so the table never draws the cleared middle first
    trick_finished = Signal(object, object, bool)

    #: The engine runs in this process (a local table); False: it runs at a server.
    is_local: ClassVar[bool] = True

    def __init__(self, move_delay_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The engine's state where this controller keeps one (a local table with a match);
        #: None before the first match and at a table whose engine runs elsewhere. Readers
        #: that need the engine (the coach, saves) use it; the window asks the questions
        #: below instead of testing it.
        self.state: engine.GameState | None = None
        self.spec: engine.GameSpec | None = None
        self.levels: list[str | None] = []
        #: The person's own seat: whose observation the table shows and whose turn is theirs.
        self.my_seat = 0
        self.results: list[dict[str, Any]] = []
        #: Names this match for the statistics and the saves (see the implementations).
        self.match_id = ""
        self.move_delay_ms = move_delay_ms
        #: The card pattern refusals are worded in (the window sets it with its display).
        self.card_pattern = "french"
        self.thinking_seat: int | None = None
        self.last_think_seconds = 0.0
        #: How long a finished trick is held: None until acknowledged, 0 not at all, else ms
        #: (the table times the pause and then calls :meth:`acknowledge`).
        self.trick_hold_ms: int | None = 0
        #: The effect of the trick (or bout) held on the table now, else None.
        self.held: dict[str, Any] | None = None

    # --- queries --------------------------------------------------------------------------------

    def observation(self) -> engine.Observation | None:
        """What the person's seat sees now; None before a match."""
        raise NotImplementedError

    def legal_texts(self) -> list[str]:
        """The person's legal moves (empty when it is not their turn)."""
        raise NotImplementedError

    def is_human_turn(self) -> bool:
        """It is the person's turn and a move of theirs would be taken now."""
        raise NotImplementedError

    def has_match(self) -> bool:
        """A match is on this table (the window shows "no game" otherwise)."""
        raise NotImplementedError

    def can_undo(self) -> bool:
        raise NotImplementedError

    def can_save(self) -> bool:
        """The match can be saved to a file here (Game ▸ Save)."""
        raise NotImplementedError

    def can_review(self) -> bool:
        """The window's own deal review (all hands open) can show a finished deal."""
        raise NotImplementedError

    def can_rewind(self) -> bool:
        """:meth:`rewind_to` can take moves back (the review's "try again", "replay")."""
        raise NotImplementedError

    def waits_for_person(self, seat: int) -> bool:
        """Whether the table waits for a person to come to ``seat``."""
        raise NotImplementedError

    def person_has_moved(self) -> bool:
        raise NotImplementedError

    def is_unfinished(self) -> bool:
        raise NotImplementedError

    def setup(self) -> dict[str, Any]:
        """How the current match was set up (for the window title, saves and new-game)."""
        raise NotImplementedError

    @property
    def searching(self) -> bool:
        """A bot's search takes CPU in this process now (the background analysis waits)."""
        return False

    def wait_idle(self, msecs: int = 30000) -> bool:
        """Block until this process's bot work is done (benchmarks and shutdown only)."""
        raise NotImplementedError

    def bot_seed(self, seat: int) -> int:
        raise NotImplementedError

    # --- requests -------------------------------------------------------------------------------

    def new_game(
        self,
        spec_id: str,
        players: int,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        levels: Sequence[str | None] | str | None = None,
    ) -> None:
        raise NotImplementedError

    def play(self, action_text: str) -> None:
        raise NotImplementedError

    def acknowledge(self) -> bool:
        """The person has seen the held trick; False when nothing was held."""
        raise NotImplementedError

    def next_deal(self) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def rewind_to(self, index: int) -> None:
        raise NotImplementedError

    def resume(
        self,
        state: engine.GameState,
        levels: Sequence[str | None],
        bot_seeds: Sequence[int | None] | None = None,
        match_id: str = "",
    ) -> None:
        raise NotImplementedError

    def hint(self) -> None:
        raise NotImplementedError

    def shutdown(self) -> None:
        raise NotImplementedError

    # --- shared bookkeeping (both controllers do exactly this) ---------------------------------

    @Slot(object)
    def set_trick_hold(self, msecs: int | None) -> None:
        """None: hold each finished trick until :meth:`acknowledge`; 0: no hold; else ms."""
        self.trick_hold_ms = None if msecs is None else max(0, int(msecs))

    @Slot(int)
    def set_move_delay(self, msecs: int) -> None:
        self.move_delay_ms = max(0, int(msecs))

    def give_hint(self, text: str, reason: Any) -> None:
        """The coach's answer to :attr:`hint_requested`, shown while it is still the person's
        turn and ``text`` still a legal move (an answer late for its position is dropped)."""
        if self.is_human_turn() and text in self.legal_texts():
            self.hint_ready.emit(text, reason)

    def _holds(self) -> bool:
        """Tricks are held for a person at the table (a match of bots alone runs on)."""
        return (
            self.trick_hold_ms != 0
            and self.my_seat < len(self.levels)
            and self.levels[self.my_seat] is None
        )

    def _release_quietly(self) -> None:
        """Drop a held trick without moving on (a new match, an undo, a resumed save)."""
        if self.held is not None:
            self.held = None
            self.trick_released.emit()
