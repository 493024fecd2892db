"""RemoteController: a table whose engine runs elsewhere, behind one network seat.

Why a controller and not a new window: the table, the move log, the score sheet, the graph
and the result panel already draw whatever a :class:`~gui.controller.GameController` tells
them by its signals. This controller emits the same signals from the server's messages
(docs/protocol.md), so all of them work unchanged at a network table. It keeps no engine
state (``state`` stays None, :attr:`is_local` is False): the only authority is the server,
and this seat knows only its own observation and the events as it may see them.

Threads: the network seat (``netplay.client.ThreadedSeat``) calls its listener on its own
thread; the :class:`_Relay` re-emits each message as a Qt signal, which Qt queues onto the GUI
thread, so every message is handled there, in order.

Pacing: the server sends the other seats' moves as fast as they come (bots at once). The
messages wait in a queue and are shown one by one, ``move_delay_ms`` apart after another
seat's move, and not at all while a finished trick is held for the person to read; so the
table reads as a local one does.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

import engine
from engine.events import TABLE_CLEARING
from gui import names
from gui.controller import engine_text
from gui.net.words import (
    error_text,
    lost_text,
    no_server_text,
    paused_text,
    resumed_text,
    sentence,
    sentences,
    too_many_text,
    undo_unavailable,
)
from gui.table_controller import TableController
from netplay.protocol import REFUSED_TOO_MANY, SeatEnd


class Seat(Protocol):
    """What the controller needs of a network seat (``netplay.client.ThreadedSeat``)."""

    def send(self, msg: dict[str, Any]) -> None: ...

    def close(self) -> None: ...


class Listener(Protocol):
    def on_message(self, msg: dict[str, Any]) -> None: ...

    def on_closed(self, end: SeatEnd) -> None: ...


#: Makes the network seat: (listener) -> Seat. The address and the code or token are bound in.
SeatFactory = Callable[[Listener], Seat]


class _Relay(QObject):
    """The listener the network thread calls: each call becomes a queued signal."""

    message = Signal(object)
    #: a :class:`SeatEnd` (the reason and the close code)
    closed = Signal(object)

    def on_message(self, msg: dict[str, Any]) -> None:
        self.message.emit(msg)

    def on_closed(self, end: SeatEnd) -> None:
        self.closed.emit(end)


class RemoteController(TableController):
    """The :class:`~gui.table_controller.TableController` of one seat of a network table
    (see the module docstring).

    ``connect_seat(factory)`` starts it; the server's ``welcome`` seats the person. Undo is
    not offered (the server's record is the match's); a hint is the host's coach answering
    for this seat only; the next deal starts when every person at the table is ready.
    """

    #: the table's seats changed: [{"name", "kind", "level", "connected"}, …]
    seats_changed = Signal(object)
    #: the server refused to seat us (code, the reason in the person's language)
    join_failed = Signal(str, str)
    #: the connection ended for good (the network seat's :class:`SeatEnd`)
    connection_lost = Signal(object)
    #: waiting for the other players to be ready for the next deal
    waiting_for_others = Signal()
    #: the host's review of a finished deal arrived (the ``review`` message)
    review_ready = Signal(object)
    #: the host refused or failed the review asked for (the reason in the person's language)
    review_failed = Signal(str)
    #: the host's advice for learn mode arrived (the ``advice`` message, for this position)
    advice_ready = Signal(object)
    #: the server seated us (the ``welcome`` message: seat, token, table); every time, a
    #: return after a dropped connection included (the seat is kept on disk from it)
    seated = Signal(object)
    #: the table cannot save and takes no moves (why, in the language shown now), or ""
    #: once it goes on again (``resumed``, a new welcome, the seat closed)
    pause_changed = Signal(str)

    is_local = False

    def __init__(self, move_delay_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(move_delay_ms, parent)
        self.seat: Seat | None = None
        self.token = ""
        self.is_host = False
        self.table: dict[str, Any] = {}
        self.seats: list[dict[str, Any]] = []
        self.welcomed = False
        self._obs: dict[str, Any] | None = None
        self._legal: list[str] = []
        self._ref = 0
        #: ref -> the action sent and not yet answered
        self._sent: dict[int, str] = {}
        self._hint_ref: int | None = None
        #: The refs of the hint (H, shows the move) and of learn mode's question (words only).
        self._learn_ref: int | None = None
        self._review_ref: int | None = None
        #: The ref of the host's ``new_match`` while its ``match_started`` (or refusal) is
        #: awaited.
        self._new_match_ref: int | None = None
        self._backlog: deque[dict[str, Any]] = deque()
        self._pacing = QTimer(self)
        self._pacing.setSingleShot(True)
        self._pacing.timeout.connect(self._drain)
        self._relay = _Relay(self)
        self._relay.message.connect(self._receive)
        self._relay.closed.connect(self._on_closed)
        self._closing = False
        # Why the table went away, until the moves that came before it have been shown.
        self._lost_reason: SeatEnd | None = None
        #: A window shows this table (see :meth:`replay`).
        self.opened = False
        #: The server's ``paused`` while the table waits (None while it plays): a state,
        #: shown until ``resumed`` (an 8-second status message was missed by anyone looking
        #: away), worded afresh in the language shown (:attr:`paused_message`).
        self._pause: dict[str, Any] | None = None

    # --- connection ---------------------------------------------------------------------------

    def connect_seat(self, factory: SeatFactory) -> None:
        """Open the network seat (its thread starts connecting at once)."""
        self.close_seat()
        self._closing = False
        self.seat = factory(self._relay)

    def close_seat(self) -> None:
        """Leave the table: the connection closes; nothing arrives any more."""
        seat, self.seat = self.seat, None
        self._closing = True
        self._lost_reason = None
        self._backlog.clear()
        self._pacing.stop()
        self._set_paused(None)
        if seat is not None:
            with contextlib.suppress(Exception):
                seat.close()

    def send(self, msg: dict[str, Any]) -> None:
        if self.seat is not None:
            self.seat.send({"v": 1, **msg})

    def _next_ref(self) -> int:
        self._ref += 1
        return self._ref

    # --- queries (the GameController's, from the messages) -------------------------------------

    def observation(self) -> engine.Observation | None:
        return self._obs  # type: ignore[return-value]

    def legal_texts(self) -> list[str]:
        return list(self._legal) if self.is_human_turn() else []

    def is_human_turn(self) -> bool:
        obs = self._obs
        return (
            obs is not None
            and obs.get("current_player") == self.my_seat
            and bool(self._legal)
            and not self._sent
        )

    def can_undo(self) -> bool:
        return False

    def has_match(self) -> bool:
        return self.welcomed

    def can_save(self) -> bool:
        return False  # the server keeps the match

    def can_review(self) -> bool:
        return False  # the host reviews a deal for this seat (gui/net/net_review.py)

    def can_rewind(self) -> bool:
        return False  # the server's record is the match's

    def wait_idle(self, msecs: int = 30000) -> bool:
        return True  # no bot thinks in this process

    def bot_seed(self, seat: int) -> int:
        return 0  # the bots play at the server, with its seeds

    def person_has_moved(self) -> bool:
        """At a network table the match is the table's, not this window's: leaving it always
        asks (the window does)."""
        return self.welcomed

    def is_unfinished(self) -> bool:
        obs = self._obs
        return obs is not None and not obs.get("is_over")

    def setup(self) -> dict[str, Any]:
        table = self.table
        if not table:
            return {}
        return {
            "game": table.get("game"),
            "players": table.get("players"),
            "seed": None,
            "options": dict(table.get("options") or {}),
            "levels": list(self.levels),
            "network": True,
        }

    def seat_names(self) -> list[str]:
        """The names shown at the table, the same on every screen (each is made from the
        seats the server sends everybody): the name a person gave, else "Host" or
        "Guest N" (N the seat's number; "Open seat" until somebody sits down); a bot without
        a name gets one of the table's usual names that no person at this table has, in
        seat order."""
        people: list[str] = []
        for index, seat in enumerate(self.seats):
            if seat.get("kind") == "bot":
                continue
            given = str(seat.get("name") or "")
            if given:
                people.append(given)
            elif seat.get("kind") == "open":
                people.append(QCoreApplication.translate("Network", "Open seat"))
            elif seat.get("host"):
                people.append(QCoreApplication.translate("Network", "Host"))
            else:
                people.append(
                    QCoreApplication.translate("Network", "Guest {n}").format(n=index + 1)
                )
        taken = {name.casefold() for name in people}
        spare = iter(n for n in names.default_seat_names(8)[1:] if n.casefold() not in taken)
        shown: list[str] = []
        person = iter(people)
        for index, seat in enumerate(self.seats):
            if seat.get("kind") != "bot":
                shown.append(next(person))
            elif seat.get("name") and str(seat["name"]).casefold() not in taken:
                shown.append(str(seat["name"]))
            else:
                shown.append(next(spare, str(index + 1)))
        return shown

    def waits_for_person(self, seat: int) -> bool:
        """The table waits for a friend at ``seat``: nobody has taken it yet, or its person
        left and no stand-in plays it (yet)."""
        if not 0 <= seat < len(self.seats) or seat == self.my_seat:
            return False
        s = self.seats[seat]
        if s.get("kind") == "open":
            return not s.get("stand_in")
        return s.get("kind") == "person" and not s.get("connected") and not s.get("stand_in")

    def replay(self) -> None:
        """Tell a window that starts listening now what it missed: the match, the seats and
        the table as it is (the Join dialog was seated before the table's window existed)."""
        self.opened = True
        if not self.welcomed:
            return
        self.match_started.emit(self.setup())
        self.seats_changed.emit(list(self.seats))
        self._show_turn()
        obs = self._obs or {}
        if obs.get("deal_over") and self.results:
            self.deal_finished.emit(self.results[-1])

    # --- the person's requests ------------------------------------------------------------------

    def new_game(
        self,
        spec_id: str,
        players: int,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        levels: Sequence[str | None] | str | None = None,
    ) -> None:
        self.error.emit(
            QCoreApplication.translate(
                "Network", "A network table cannot start another game: leave it first."
            )
        )

    @Slot(str)
    def play(self, action_text: str) -> None:
        if not self.is_human_turn():
            self.error.emit(
                QCoreApplication.translate("GameController", "Please wait: it is not your turn.")
            )
            return
        self.acknowledge()
        ref = self._next_ref()
        self._sent[ref] = action_text
        self.send({"type": "act", "action": action_text, "ref": ref})

    @Slot()
    def acknowledge(self) -> bool:
        if self.held is None:
            return False
        self.held = None
        self.trick_released.emit()
        self._drain()
        return True

    @Slot()
    def next_deal(self) -> None:
        obs = self._obs
        if obs is None or not obs.get("deal_over") or obs.get("is_over"):
            return
        self.send({"type": "next_deal"})
        self.waiting_for_others.emit()

    @Slot()
    def undo(self) -> None:
        self.error.emit(undo_unavailable())

    def rewind_to(self, index: int) -> None:
        self.error.emit(undo_unavailable())

    def resume(
        self,
        state: engine.GameState,
        levels: Sequence[str | None],
        bot_seeds: Sequence[int | None] | None = None,
        match_id: str = "",
    ) -> None:
        self.new_game(state.spec.id, state.players)

    @Slot()
    def hint(self) -> None:
        if not self.is_human_turn():
            self.error.emit(
                QCoreApplication.translate(
                    "GameController", "A hint is only available on your turn."
                )
            )
            return
        if self._learn_ref is not None:
            return  # learn mode's question is open: its answer marks the move (hint_ready)
        self._hint_ref = self._next_ref()
        self.send({"type": "hint", "ref": self._hint_ref})

    def ask_advice(self) -> bool:
        """Learn mode's question to the host's coach for this decision (answered by
        ``advice_ready``); False when it is not the person's turn or a question is open."""
        if not self.is_human_turn() or self._learn_ref is not None:
            return False
        self._learn_ref = self._next_ref()
        self.send({"type": "hint", "ref": self._learn_ref})
        return True

    def request_review(self, deal_no: int) -> None:
        """Ask the host for the review of finished deal ``deal_no`` (``review_ready``)."""
        self._review_ref = self._next_ref()
        self.send({"type": "review", "deal": deal_no, "ref": self._review_ref})

    def can_start_new_match(self) -> bool:
        """The host, once the match is over, may deal the next one at this table (if its
        server offers new matches: an older one's table carries no match number)."""
        obs = self._obs
        knows = isinstance(self.table.get("match"), int)
        return self.is_host and knows and self.seat is not None and bool(obs and obs.get("is_over"))

    def start_new_match(self, options: dict[str, Any] | None = None) -> None:
        """The host's next match here, same game and seats, ``options`` over the last one's;
        every seat is answered with ``match_started`` (:meth:`_match_started`). Asked once: a
        second press before the answer would be refused (the new match is not over)."""
        if self.can_start_new_match() and self._new_match_ref is None:
            self._new_match_ref = self._next_ref()
            extra = {"options": options} if options else {}
            self.send({"type": "new_match", "ref": self._new_match_ref, **extra})

    @property
    def match_number(self) -> int:
        """Which match at this table is shown (1 for the first, and for an older server)."""
        number = self.table.get("match")
        return number if isinstance(number, int) and not isinstance(number, bool) else 1

    def give_seat_to_bot(self, seat: int, level: str) -> None:
        """The host gives a waiting or dropped seat to a bot."""
        self.send({"type": "seat_bot", "seat": seat, "level": level})

    def shutdown(self) -> None:
        self.close_seat()

    # --- messages -----------------------------------------------------------------------------

    def _receive(self, msg: object) -> None:
        if self._closing or not isinstance(msg, dict):
            return
        kind = msg.get("type")
        if kind in ("pong",):
            return
        if kind == "seats":
            self._set_seats(msg.get("seats"))
            return
        if kind == "review":  # about a deal that is over: not paced with the play
            if _ref(msg) == self._review_ref:
                self._review_ref = None
                self.review_ready.emit(msg)
            return
        # The table's state now, not a move to pace: shown at once, even under a held trick.
        # A welcome (back after a dropped connection) starts unpaused; the server follows it
        # with ``paused`` if the table still cannot save.
        if kind == "paused":
            self._set_paused(msg)
            return
        if kind == "resumed":
            was = self._pause is not None
            self._set_paused(None)
            if was:
                self.error.emit(resumed_text())
            return
        if kind == "welcome":
            self._set_paused(None)
        self._backlog.append(msg)
        if not self._pacing.isActive():
            self._drain()

    def _drain(self) -> None:
        """Show the waiting messages in order, pausing after another seat's move and while
        a finished trick is held."""
        while self._backlog and self.held is None and not self._pacing.isActive():
            msg = self._backlog.popleft()
            pause = self._handle(msg)
            if pause > 0 and self._backlog:
                self._pacing.start(pause)
        if not self._backlog and self._lost_reason is not None:
            self._tell_lost()

    def _handle(self, msg: dict[str, Any]) -> int:
        """Act on one message; the pause (ms) before the next one is shown."""
        kind = msg.get("type")
        if kind == "welcome":
            self._welcome(msg)
        elif kind == "update":
            return self._update(msg)
        elif kind == "deal_over":
            self._deal_over(msg)
        elif kind == "match_started":
            self._match_started(msg)
        elif kind == "accepted":
            pass  # the move's update (with its event) follows and ends the wait
        elif kind == "advice":
            self._advice(msg)
        elif kind == "error":
            self._error(msg)
        return 0

    @property
    def paused_message(self) -> str:
        """Why the table waits, in the language shown now ("" while it plays): worded at
        each call, so a banner that asks again after a language switch reads the new one."""
        return "" if self._pause is None else paused_text(self._pause)

    def _set_paused(self, msg: dict[str, Any] | None) -> None:
        if msg != self._pause:
            self._pause = msg
            self.pause_changed.emit(self.paused_message)

    def _welcome(self, msg: dict[str, Any]) -> None:
        table = msg.get("table") if isinstance(msg.get("table"), dict) else {}
        assert isinstance(table, dict)
        again = (
            self.welcomed
            and self.table.get("id") == table.get("id")
            and self.table.get("match") == table.get("match")
        )
        self.my_seat = int(msg.get("seat") or 0)
        self.token = str(msg.get("token") or self.token)
        self.is_host = bool(msg.get("host"))
        self.table = dict(table)
        try:
            self.spec = engine.game(str(table.get("game")))
        except KeyError:
            self.error.emit(str(table.get("game")))
            return
        if not again:
            # Each match at the table is a match of its own in the statistics; the first
            # keeps the id it had before new matches were offered.
            match = table.get("match")
            of_match = f":{match}" if isinstance(match, int) and match > 1 else ""
            self.match_id = (
                "net-"
                + hashlib.sha256(
                    f"{table.get('id')}:{self.my_seat}:{self.token}{of_match}".encode()
                ).hexdigest()[:24]
            )
            self.results = []
            # Answers still on their way are about the last match.
            self._hint_ref = self._learn_ref = self._review_ref = None
            self._new_match_ref = None
        self.welcomed = True
        self.seated.emit(dict(msg))
        self._sent.clear()
        self._set_seats(table.get("seats"), announce=False)
        self._obs = dict(msg.get("observation") or {})
        self._legal = [str(a) for a in msg.get("legal") or []]
        self._release_quietly()
        if not again:
            self.match_started.emit(self.setup())
        self.seats_changed.emit(list(self.seats))
        self._show_turn()

    def _match_started(self, msg: dict[str, Any]) -> None:
        """The host dealt a new match at this table: the same seat, shown afresh as a
        welcome to a new match is (its results, the score sheet, the result panel)."""
        if not self.welcomed:
            return
        self._welcome(
            {
                "type": "welcome",
                "seat": self.my_seat,
                "token": self.token,
                "host": self.is_host,
                "table": msg.get("table"),
                "observation": msg.get("observation"),
                "legal": msg.get("legal"),
                "deal_over": None,
            }
        )

    def _set_seats(self, seats: Any, announce: bool = True) -> None:
        if not isinstance(seats, list):
            return
        self.seats = [dict(s) for s in seats if isinstance(s, dict)]
        self.levels = [
            None if i == self.my_seat else (s.get("level") or str(s.get("kind") or "person"))
            for i, s in enumerate(self.seats)
        ]
        if announce:
            self.seats_changed.emit(list(self.seats))

    def _update(self, msg: dict[str, Any]) -> int:
        obs = msg.get("observation")
        if not isinstance(obs, dict):
            return 0
        event = msg.get("event") if isinstance(msg.get("event"), dict) else None
        self._obs = dict(obs)
        self._legal = [str(a) for a in msg.get("legal") or []]
        if event is None:
            self._show_turn()
            return 0
        assert isinstance(event, dict)
        seat = int(event.get("seat") or 0)
        if seat == self.my_seat:
            self._sent.clear()
        self.thinking_seat = None
        clearing = [e for e in event.get("effects") or [] if e.get("kind") in TABLE_CLEARING]
        hold = bool(clearing) and self._holds()
        self.action_applied.emit(seat, str(event.get("public") or event.get("action") or ""))
        self.event_applied.emit(event)
        if hold:
            self.held = dict(clearing[0])
        if clearing:
            plays = self._obs.get("last_trick") or []
            self.trick_finished.emit(self.held if hold else dict(clearing[0]), plays, hold)
        self._show_turn()
        if hold:
            self.trick_held.emit(self.held)
        pause = self.move_delay_ms * (3 if clearing and not hold else 1)
        return pause if seat != self.my_seat or clearing else 0

    def _show_turn(self) -> None:
        obs = self._obs
        if obs is None:
            return
        self.state_changed.emit(obs)
        current = obs.get("current_player")
        if isinstance(current, int) and current != self.my_seat and not obs.get("deal_over"):
            self.thinking_seat = current
            self.bot_thinking.emit(current)
        else:
            self.thinking_seat = None

    def _deal_over(self, msg: dict[str, Any]) -> None:
        record = msg.get("record") if isinstance(msg.get("record"), dict) else {}
        assert isinstance(record, dict)
        result = record.get("result") if isinstance(record.get("result"), dict) else {}
        assert isinstance(result, dict)
        totals = list(msg.get("totals") or record.get("totals") or [])
        is_over = bool(msg.get("is_over"))
        row = {
            "deal_no": int(record.get("deal_no") or (self._obs or {}).get("deal_no") or 0),
            "scores": list(result.get("scores") or []),
            "detail": dict(result.get("detail") or {}),
            "totals": totals,
            "is_over": is_over,
            "record": record,
        }
        self.results.append(row)
        self.deal_finished.emit(row)
        if is_over:
            self.match_finished.emit(totals)

    def _advice(self, msg: dict[str, Any]) -> None:
        if _ref(msg) == self._learn_ref and _ref(msg) is not None:
            self._learn_ref = None
            action = str(msg.get("action") or "")
            if action in self.legal_texts():
                self.advice_ready.emit(msg)
                # As local learn mode does: the advised move marked on the table.
                self.hint_ready.emit(action, sentences(msg.get("sentences")))
            return
        if _ref(msg) != self._hint_ref:
            return
        self._hint_ref = None
        action = str(msg.get("action") or "")
        if not action or action not in self.legal_texts():
            return  # an answer late for its position
        said = sentences(msg.get("sentences"))
        self.hint_ready.emit(action, said)

    def _error(self, msg: dict[str, Any]) -> None:
        ref = _ref(msg)
        code = str(msg.get("code") or "")
        reason = sentence(msg.get("reason"))
        game = self.spec.id if self.spec is not None else ""
        text = (
            engine_text(reason, game, self.card_pattern)
            if reason is not None
            else error_text(code)
            if code
            else str(msg.get("message") or "")
        )
        if not self.welcomed and code in ("bad_code", "seat_taken", "bad_token", "bad_version"):
            self.join_failed.emit(code, text)
            return
        if code == "bad_version":  # seated: the close (1008) that follows says it, once
            return
        if ref is not None and ref == self._learn_ref:
            self._learn_ref = None  # an advice overtaken by play: the next turn asks again
            return
        if ref is not None and ref == self._new_match_ref:
            self._new_match_ref = None  # refused (the table cannot save): it may ask again
        if ref is not None and ref == self._review_ref:
            self._review_ref = None
            self.review_failed.emit(text)
            return
        action = self._sent.pop(ref, None) if ref is not None else None
        if action is not None:
            self.refused.emit(action, text)
            self._show_turn()  # the turn is the person's again
        self.error.emit(text)

    def _on_closed(self, end: SeatEnd) -> None:
        if self._closing:
            return
        self.seat = None
        self._set_paused(None)  # the table is gone: nothing waits for it to save
        if not self.welcomed:
            if end.code == REFUSED_TOO_MANY:  # a table answered, and said why not
                self.join_failed.emit("too_many", too_many_text())
            else:
                self.join_failed.emit("closed", no_server_text(end.text))
            return
        self._lost_reason = end
        if not self._backlog:
            self._tell_lost()

    def _tell_lost(self) -> None:
        """Said once every move that arrived before the close has been shown: a host who
        leaves right after the deal's last card must not cut the friend's view of it short."""
        end, self._lost_reason = self._lost_reason, None
        if end is None:
            return
        self.connection_lost.emit(end)
        self.error.emit(lost_text(end))


def _ref(msg: dict[str, Any]) -> int | None:
    ref = msg.get("ref")
    return ref if isinstance(ref, int) and not isinstance(ref, bool) else None
