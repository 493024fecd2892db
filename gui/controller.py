"""GameController: owns the engine state; the views talk to it only by signals and slots.

Flow: a person (``play``) or a bot (worker → ``_on_bot_chosen``) chooses an action → the
engine applies it → ``action_applied`` and ``state_changed(observation(my_seat))`` are emitted →
the views redraw. Bots think in a thread pool on a clone of the state; their answers come
back by queued signal and are applied after a pause that makes the play readable (the
animation speed; 0 in tests). A finished trick (or Kaschlan bout) is *held* when the person
plays (``set_trick_hold``): nobody moves on until the person acknowledges it (``acknowledge``,
a click or key on the table, or its pause running out on the table's timer,
``gui/table/trick_display.py``), so nothing vanishes unread; the wait is a state, never a
blocking call. The person sits at :attr:`GameController.my_seat` (0 at a local table; a
network table seats them anywhere, gui/net). Every finished trick is reported once, with the
engine's effect (``trick_finished``): the table shows it from that, never by comparing
observations. Every fact about the match comes from the engine's record: undo is
``state.undo_to_decision(me)``, the result history is ``state.deal_records()``, the pause
after a trick, the trick held and what the person may read of a face-down move come from the
event (``event_applied``).
"""

from __future__ import annotations

import contextlib
import hashlib
import threading
import time
import uuid
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

import engine
from engine.events import TABLE_CLEARING, DealRecord, Event
from gui import names
from gui.bot_worker import BotSignals, BotTask
from gui.lasting_pool import pool_for
from gui.table_controller import TableController


def translate_illegal(exc: Exception, game: str = "", pattern: str = "french") -> str:
    """The engine's reason in the user's language (the template is the catalogue key), with
    actions and cards in the table's notation, in its parameters and its examples alike
    ("e.g. 'play 7C'"): never "JH"."""
    return engine_text(exc, game, pattern)


def engine_text(
    sentence: Any, game: str = "", pattern: str = "french", language: str | None = None
) -> str:
    """Any sentence the engine keeps as a template and parameters (a refusal's
    ``IllegalAction``, a bot's ``engine.reasons.Reason``) in the user's language, cards and
    actions in the table's notation; plain text is only put in the notation. A sequence of
    sentences (the coach's advice and the ideas behind it) is worded one after the other."""
    if isinstance(sentence, (list, tuple)):
        worded = (engine_text(s, game, pattern, language) for s in sentence)
        return " ".join(w for w in worded if w)
    template = getattr(sentence, "template", None)
    params = getattr(sentence, "params", None)
    if isinstance(template, str) and isinstance(params, dict):
        count = getattr(sentence, "count", None)
        if count is None:
            text = QCoreApplication.translate("engine", template)
        else:
            # A counted sentence: the catalog's plural form, else the English one.
            text = QCoreApplication.translate("engine", template, None, count)
            if text == template:
                text = sentence.english()
        shown = {k: names.render_param(game, v, pattern, language) for k, v in params.items()}
        try:
            return names.notate(text.format(**shown), pattern, language)
        except (KeyError, IndexError, ValueError):
            pass
    return names.notate(str(sentence), pattern, language)


class GameController(TableController):
    """The :class:`~gui.table_controller.TableController` of a table played here: it owns
    the engine state (see the module docstring)."""

    def __init__(self, move_delay_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(move_delay_ms, parent)
        #: Each seat's bot seed when a resumed save names them; empty: the default seeds.
        self.bot_seeds: list[int | None] = []
        self.bot_threads: set[int] = set()
        self.gui_thread = threading.get_ident()
        #: Bot searches running in the pool, a stale match's included (see :attr:`searching`).
        self._searches = 0
        self._generation = 0
        self._bots: dict[tuple[int, str, int], Any] = {}
        self._deal_reported = False
        self._extra_pause = 0
        self._signals = BotSignals(self)
        self._signals.chosen.connect(self._on_bot_chosen)
        self._signals.failed.connect(self._on_bot_failed)
        self._pool = pool_for(self, 2)  # never this object's child: see gui/lasting_pool.py

    # --- queries ------------------------------------------------------------------------------

    def observation(self) -> engine.Observation | None:
        return self.state.observation(self.my_seat) if self.state is not None else None

    def legal_texts(self) -> list[str]:
        if not self.is_human_turn():
            return []
        assert self.state is not None
        return [a.text for a in self.state.legal_actions()]

    def is_human_turn(self) -> bool:
        return (
            self.state is not None
            and self.state.current_player == self.my_seat
            and self.my_seat < len(self.levels)
            and self.levels[self.my_seat] is None
        )

    def can_undo(self) -> bool:
        return self.state is not None and self.state.last_decision(self.my_seat) is not None

    def has_match(self) -> bool:
        return self.state is not None

    def can_save(self) -> bool:
        return self.state is not None

    def can_review(self) -> bool:
        return self.state is not None and self.state.deals_finished > 0

    def can_rewind(self) -> bool:
        return self.state is not None

    def waits_for_person(self, seat: int) -> bool:
        """Whether the table waits for a person to come to ``seat`` (never at a local
        table: every other seat is a bot's)."""
        return False

    def person_has_moved(self) -> bool:
        """True if a person at this table has made a move of the match (so leaving it for
        another match would abandon something of theirs; bots' moves follow from the seed)."""
        st = self.state
        if st is None:
            return False
        people = {seat for seat, level in enumerate(self.levels) if level is None}
        return any(seat in people for seat, _text in st.history)

    def is_unfinished(self) -> bool:
        """A match is on the table and not over, and a person has moved in it."""
        return self.state is not None and not self.state.is_over and self.person_has_moved()

    def setup(self) -> dict[str, Any]:
        """How the current match was set up (for the window title, saves and new-game)."""
        st = self.state
        if st is None:
            return {}
        return {
            "game": st.spec.id,
            "players": st.players,
            "seed": st.seed,
            "options": dict(st.options),
            "levels": list(self.levels),
        }

    @property
    def searching(self) -> bool:
        """A bot's search takes CPU now. Unlike :attr:`thinking_seat` it ends when the bot has
        chosen, not when its move is shown after the move delay, and it counts a search of a
        match left meanwhile, which runs on to its end: the background analysis waits for
        exactly this (gui/coach/learning.py)."""
        return self._searches > 0

    def wait_idle(self, msecs: int = 30000) -> bool:
        """Block until bot workers finish (benchmarks and shutdown only)."""
        return self._pool.waitForDone(msecs)

    # --- slots --------------------------------------------------------------------------------

    def new_game(
        self,
        spec_id: str,
        players: int,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        levels: Sequence[str | None] | str | None = None,
    ) -> None:
        try:
            spec = engine.game(spec_id)
            state = spec.new_game(players=players, seed=seed, options=options or {})
        except (KeyError, ValueError) as exc:
            self.error.emit(str(exc).strip("'\""))
            return
        self.bot_seeds = []
        self.match_id = uuid.uuid4().hex
        self._start(state, self._normalise_levels(levels, players), [])

    @Slot(str)
    def play(self, action_text: str) -> None:
        st = self.state
        if st is None:
            self.error.emit(self.tr("Start a new game first."))
            return
        if st.current_player is None:
            self.error.emit(
                self.tr("The match is over.") if st.is_over else self.tr("The deal is over.")
            )
            return
        if self.levels[st.current_player] is not None:
            self.error.emit(self.tr("Please wait: it is not your turn."))
            return
        self.acknowledge()  # a move made means the held trick has been seen
        self._apply(st.current_player, action_text)

    @Slot()
    def acknowledge(self) -> bool:
        """The person has seen the held trick: it goes, and play goes on (the bots, or the
        deal's result). False when nothing was held."""
        if self.held is None:
            return False
        self.held = None
        self.trick_released.emit()
        self._advance()
        return True

    @Slot()
    def next_deal(self) -> None:
        st = self.state
        if st is None or not st.deal_over or st.is_over:
            return
        st.next_deal()
        self._deal_reported = False
        self._emit_state()
        self._advance()

    @Slot()
    def undo(self) -> None:
        st = self.state
        if st is None:
            return
        if st.last_decision(self.my_seat) is None:
            self.error.emit(self.tr("Nothing to undo."))
            return
        st.undo_to_decision(self.my_seat)
        self._start(st, self.levels, result_rows(st), announce=False)

    def rewind_to(self, index: int) -> None:
        """Back to the moment before action ``index`` of the match (the review's "try again"
        and "replay this deal"): the same cards, the later moves taken back."""
        st = self.state
        if st is None:
            return
        try:
            st.rewind_to(index)
        except ValueError as exc:
            self.error.emit(str(exc))
            return
        self._start(st, self.levels, result_rows(st), announce=False)

    def resume(
        self,
        state: engine.GameState,
        levels: Sequence[str | None],
        bot_seeds: Sequence[int | None] | None = None,
        match_id: str = "",
    ) -> None:
        """Continue a saved match exactly where it was: same levels, same bot seeds (a bot's
        moves depend only on its seed and what it sees, so the bots play on identically),
        same ``match_id`` (without one: a fingerprint of the match so far).

        Reading and writing files is not the controller's job: ``gui.persistence`` opens a
        save with ``gui.storage.saves`` and hands the rebuilt match over here."""
        self.bot_seeds = list(bot_seeds or [])
        self.match_id = match_id or (
            "resumed-" + hashlib.sha256(state.to_json().encode("utf-8")).hexdigest()[:24]
        )
        self._start(state, list(levels), result_rows(state))

    def bot_seed(self, seat: int) -> int:
        """The seed of the bot at ``seat``: the resumed save's, else ``seed * 31 + seat``."""
        given = self.bot_seeds[seat] if seat < len(self.bot_seeds) else None
        if given is not None:
            return given
        return (self.state.seed if self.state is not None else 0) * 31 + seat

    @Slot()
    def hint(self) -> None:
        st = self.state
        if st is None or not self.is_human_turn():
            self.error.emit(self.tr("A hint is only available on your turn."))
            return
        # The coach (gui/coach) asks the analyst off this thread and answers with give_hint.
        self.hint_requested.emit()

    def shutdown(self) -> None:
        """Forget pending bot answers and close search workers (window closing)."""
        self._generation += 1
        self._pool.clear()
        self._pool.waitForDone(5000)
        for bot in self._bots.values():
            close = getattr(bot, "close", None)
            if close is not None:
                with contextlib.suppress(Exception):
                    close()
        self._bots.clear()

    # --- internals ----------------------------------------------------------------------------

    def _normalise_levels(
        self, levels: Sequence[str | None] | str | None, players: int
    ) -> list[str | None]:
        if levels is None or isinstance(levels, str):
            return [None] + [levels or "normal"] * (players - 1)
        given = list(levels)
        if len(given) == players - 1:
            given = [None, *given]
        given = (given + ["normal"] * players)[:players]
        return [None if (lv in (None, "", "human")) else str(lv) for lv in given]

    def _start(
        self,
        state: engine.GameState,
        levels: list[str | None],
        results: list[dict[str, Any]],
        announce: bool = True,
    ) -> None:
        self._generation += 1
        if self.spec is not state.spec:
            self._bots.clear()
        self.state = state
        self.spec = state.spec
        self.levels = list(levels)
        self.results = list(results)
        self.thinking_seat = None
        self._deal_reported = state.deal_over
        self._extra_pause = 0
        self._release_quietly()
        if announce:
            self.match_started.emit(self.setup())
        self._emit_state()
        if state.deal_over and results and not state.is_over:
            self.deal_finished.emit(results[-1])
        self._advance()

    def _emit_state(self) -> None:
        if self.state is not None:
            self.state_changed.emit(self.state.observation(self.my_seat))

    def _apply(self, seat: int, text: str) -> bool:
        st = self.state
        assert st is not None
        try:
            st.apply(text)
        except ValueError as exc:
            message = translate_illegal(exc, st.spec.id, self.card_pattern)
            if seat < len(self.levels) and self.levels[seat] is None:
                self.refused.emit(text, message)
            self.error.emit(message)
            return False
        event: Event = st.events(self.my_seat)[-1]
        clearing = [e for e in event["effects"] if e["kind"] in TABLE_CLEARING]
        hold = bool(clearing) and self._holds()
        # Let the finished trick (or bout) lie a moment before the next card comes.
        self._extra_pause = self.move_delay_ms * 2 if clearing and not hold else 0
        self.action_applied.emit(seat, st.history[-1][1])
        self.event_applied.emit(event)
        if hold:
            self.held = dict(clearing[0])
        if clearing:
            plays = st.observation(self.my_seat)["last_trick"] or []
            self.trick_finished.emit(self.held if hold else dict(clearing[0]), plays, hold)
        self._emit_state()
        if hold:
            self.trick_held.emit(self.held)
        self._advance()
        return True

    def _advance(self) -> None:
        st = self.state
        if st is None or self.held is not None:
            return  # a held trick: nobody moves on (not even to the result) until it goes
        if st.current_player is None:
            if st.deal_over and not self._deal_reported:
                self._deal_reported = True
                payload = result_row(st.deal_record(st.deal_no), st.is_over)
                self.results.append(payload)
                self.deal_finished.emit(payload)
                if st.is_over:
                    self.match_finished.emit(list(st.totals()))
            return
        seat = st.current_player
        level = self.levels[seat] if seat < len(self.levels) else "normal"
        if level is None:
            return
        self._start_bot(seat, level)

    def _bot(self, seat: int, level: str) -> Any:
        seed = self.bot_seed(seat)
        key = (seat, level, seed)
        bot = self._bots.get(key)
        if bot is None:
            import engine.bots

            assert self.state is not None
            bot = engine.bots.make(level, self.state.spec, seed=seed)
            self._bots[key] = bot
        return bot

    def _start_bot(self, seat: int, level: str) -> None:
        assert self.state is not None
        try:
            bot = self._bot(seat, level)
        except Exception as exc:  # noqa: BLE001
            self.error.emit(self.tr("The computer player cannot move: {reason}").format(reason=exc))
            return
        self.thinking_seat = seat
        self._think_started = time.perf_counter()
        self._searches += 1
        self.bot_thinking.emit(seat)
        self._pool.start(BotTask(self._signals, self._generation, bot, self.state.clone(), seat))

    def _on_bot_chosen(self, generation: int, seat: int, text: str, thread_id: int) -> None:
        self._search_ended()
        if generation != self._generation:
            return
        self.bot_threads.add(thread_id)
        elapsed = time.perf_counter() - self._think_started
        self.last_think_seconds = elapsed
        wait = max(0, self.move_delay_ms + self._extra_pause - int(elapsed * 1000))
        QTimer.singleShot(wait, self, lambda: self._apply_bot(generation, seat, text))

    def _search_ended(self) -> None:
        self._searches = max(0, self._searches - 1)
        self.bot_search_ended.emit()

    def _apply_bot(self, generation: int, seat: int, text: str) -> None:
        st = self.state
        if generation != self._generation or st is None or st.current_player != seat:
            return
        self.thinking_seat = None
        self._apply(seat, text)

    def _on_bot_failed(self, generation: int, message: str) -> None:
        self._search_ended()
        if generation == self._generation:
            self.thinking_seat = None
            self.error.emit(self.tr("The computer player failed: {reason}").format(reason=message))


def result_row(record: DealRecord, is_over: bool) -> dict[str, Any]:
    """A finished deal as the score sheet and the result panel show it."""
    result = record["result"]
    return {
        "deal_no": record["deal_no"],
        "scores": list(result["scores"]) if result else [],
        "detail": dict(result["detail"]) if result else {},
        "totals": list(record["totals"]),
        "is_over": is_over,
    }


def result_rows(state: engine.GameState) -> list[dict[str, Any]]:
    """Every finished deal's row, from the engine's record (the last one is the match's end
    when the match is over)."""
    records = state.deal_records()
    last = len(records) - 1
    return [result_row(r, state.is_over and k == last) for k, r in enumerate(records)]
