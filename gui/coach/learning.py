"""Follow, learn and review: the move log, learn mode, the deal review and the match graph,
fed from the controller's signals into the widgets the window hands over.

Why one coordinator beside the window rather than more code in it: these views only read the
match record the engine keeps (events, rewind, deal records), the game's vocabulary and the
one analyst's answers; they decide no rule and change no state. The window's only part is the
hook that builds a :class:`~gui.coach.host.CoachHost` and creates this object.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QWidget

import engine
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF, SUITS
from engine.coach import Analysis
from engine.coach.explain import trick_outcome
from engine.coach.lesson import Lesson
from engine.contract import GameState
from engine.events import HIDDEN, Event
from engine.guided import CONTEXT as LESSONS_CONTEXT
from engine.guided import lessons, promised
from engine.lessons import guide
from engine.reasons import Reason
from gui import names, word_help
from gui.coach.advisor import Advisor
from gui.coach.host import CoachHost
from gui.coach.learn_panel import LearnNote, LearnPanel
from gui.coach.move_words import move_line
from gui.coach.refusals import refusal_lines
from gui.coach.review_feature import (
    DealReview,
)
from gui.coach.review_window import ReviewFrame, ReviewWindow
from gui.coach.reviewer import Reviewer
from gui.coach.service import CoachService, Lane
from gui.coach.training import TrainingCoach
from gui.coach.training_window import TrainingWindow
from gui.coach.words import advice_text
from gui.controller import engine_text
from gui.match_graph import MatchGraph, series_from_results
from gui.move_log import LogEntry, LogGroup, MoveLog
from i18n import plurals


def log_groups(
    game: str,
    events: Sequence[engine.Event],
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
    phases: dict[int, str] | None = None,
    forced: Collection[int] = (),
    me: int = 0,
) -> list[LogGroup]:
    """The deal's events as groups: a group closes with the effect that clears the table (a
    trick, a bout) or when the phase changes (an auction, an exchange); a trick's or bout's
    outcome line says who won it and what it carried.

    ``phases`` maps an event index to the phase it was made in (see :func:`event_phases`);
    ``forced`` holds the indices of the person's moves that were the only possible one, marked
    so: a move that played itself is said in the log, not only in the passing status line.
    ``me`` is the person's seat ("You"): 0 at a local table, any seat at a network table.
    """
    phases = phases or {}
    groups: list[LogGroup] = []
    entries: list[LogEntry] = []
    group_phase: str | None = None
    counts = {"trick": 0, "bout_over": 0}
    last_closing = ""
    closing_phase: str | None = None

    def name(seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(seat_names):
            return "?"
        return seat_names[seat]

    def close(title: str, outcome: str = "", tip: str = "") -> None:
        nonlocal entries
        if entries:
            groups.append(LogGroup(title, tuple(entries), outcome, tip))
        entries = []

    def phase_tip(phase: str) -> str:
        return word_help.tooltip(game, [("phase", phase)], language)

    # The phases of trick or bout play: those of the moves that closed one, and every phase
    # seen after the first close. A change between two of them (Kaschlan's attack, reinforce,
    # defend) stays inside its bout; a change into or out of another phase (an auction, an
    # exchange) closes the group.
    play_phases: set[str] = set()
    closed_once = False
    for event in events:
        closes = any(e["kind"] in ("trick", "bout_over") for e in event["effects"])
        if closes or closed_once:
            play_phases.add(phases.get(event["index"], ""))
        closed_once = closed_once or closes
    for event in events:
        seat = event["seat"]
        text = event["action"]
        phase = phases.get(event["index"], group_phase or "")
        changed = phase != group_phase
        if entries and changed and not {phase, group_phase or ""} <= play_phases:
            close(names.phase_name(game, group_phase or ""), tip=phase_tip(group_phase or ""))
        group_phase = phase
        line = move_line(game, seat, text, seat_names, pattern, language, me)
        if event["index"] in forced:
            line = QCoreApplication.translate("Learning", "{move} (only possible move)").format(
                move=line
            )
        entries.append(LogEntry(line, event["index"], HIDDEN in text.split()))
        for effect in event["effects"]:
            if effect["kind"] == "draw" and effect["count"]:
                entries.append(
                    LogEntry(_draw_line(effect, name, pattern, language, me), event["index"])
                )
            if effect["kind"] == "announce" and effect["what"] == "pancerola":
                entries.append(LogEntry(_pancerola_line(effect["seat"], name, me), event["index"]))
        closing = [e for e in event["effects"] if e["kind"] in ("trick", "bout_over")]
        if closing:
            effect = closing[0]
            kind = effect["kind"]
            counts[kind] += 1
            last_closing = kind
            closing_phase = phase
            close(_closed_title(kind, counts[kind]), _outcome(effect, name, me))
            group_phase = None
    if entries:
        tip = ""
        if last_closing and group_phase == closing_phase:
            title = _closed_title(last_closing, counts[last_closing] + 1)
        else:
            title = names.phase_name(game, group_phase or "")
            tip = phase_tip(group_phase or "")
        groups.append(LogGroup(title, tuple(entries), tip=tip))
    return groups


def _closed_title(kind: str, number: int) -> str:
    return (
        QCoreApplication.translate("Learning", "Trick {n}")
        if kind == "trick"
        else QCoreApplication.translate("Learning", "Bout {n}")
    ).format(n=number)


def _outcome(effect: Any, name: Any, me: int = 0) -> str:
    if effect["kind"] == "trick":
        winner = effect["winner"]
        points = effect["points"]
        if winner == me:
            if points is None:
                return QCoreApplication.translate("Learning", "You win the trick")
            return QCoreApplication.translate("Learning", "You win the trick ({points})").format(
                points=plurals.points(points)
            )
        if points is None:
            return QCoreApplication.translate("Learning", "{name} wins the trick").format(
                name=name(winner)
            )
        return QCoreApplication.translate("Learning", "{name} wins the trick ({points})").format(
            name=name(winner), points=plurals.points(points)
        )
    defender = effect["defender"]
    if effect["took"]:
        if defender == me:
            return QCoreApplication.translate("Learning", "You take the cards")
        return QCoreApplication.translate("Learning", "{name} takes the cards").format(
            name=name(defender)
        )
    if defender == me:
        return QCoreApplication.translate("Learning", "You beat every card")
    return QCoreApplication.translate("Learning", "{name} beat every card").format(
        name=name(defender)
    )


def _bout_line(effect: Any, name: Any, me: int = 0) -> str:
    """A finished Kaschlan bout in a whole sentence for learn mode: where its cards went (§5:
    beaten pairs to the waste, the cards left unbeaten into the defender's hand)."""
    defender = effect["defender"]
    if effect["took"]:
        if defender == me:
            return QCoreApplication.translate(
                "Learning", "You take up the cards left unbeaten; beaten pairs go to the waste."
            )
        return QCoreApplication.translate(
            "Learning", "{name} takes up the cards left unbeaten; beaten pairs go to the waste."
        ).format(name=name(defender))
    if defender == me:
        return QCoreApplication.translate(
            "Learning", "You beat every card: they all go to the waste."
        )
    return QCoreApplication.translate(
        "Learning", "{name} beat every card: they all go to the waste."
    ).format(name=name(defender))


def _pancerola_line(seat: int, name: Any, me: int = 0) -> str:
    """Chapanka's Pancerola announced (rules §6): what it is and what it now demands, where
    the word first appears."""
    if seat == me:
        return QCoreApplication.translate(
            "Learning",
            "You play a Pancerola (four aces, or three and the Kinal, and a renounce): from "
            "now on you must lose every trick.",
        )
    return QCoreApplication.translate(
        "Learning",
        "{name} plays a Pancerola (four aces, or three and the Kinal, and a renounce): from "
        "now on {name} must lose every trick.",
    ).format(name=name(seat))


def _draw_line(effect: Any, name: Any, pattern: str, language: str | None, me: int = 0) -> str:
    seat = effect["seat"]
    cards = effect["cards"]
    count = effect["count"]
    what = names.cards_short(cards, pattern, language) if cards else plurals.cards_drawn(count)
    if seat == me:
        return QCoreApplication.translate("Learning", "You draw {cards}").format(cards=what)
    return QCoreApplication.translate("Learning", "{name} draws {cards}").format(
        name=name(seat), cards=what
    )


def outcome_reason(
    effect: Any,
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
    why: Reason | None = None,
    game: str = "",
) -> str:
    """Who won a trick or bout and why, for learn mode. ``why`` is the game's own
    explanation (:func:`engine.coach.explain.trick_outcome`): the table's rules decided the
    trick, so only they can say why (a card printed in one suit may play as a trump)."""

    def name(seat: int) -> str:
        return seat_names[seat] if 0 <= seat < len(seat_names) else "?"

    if effect["kind"] == "bout_over":
        return _bout_line(effect, name)
    outcome = _outcome(effect, name)
    if why is None:
        return outcome
    return QCoreApplication.translate("Learning", "{outcome}. {why}").format(
        outcome=outcome, why=engine_text(why, game, pattern, language)
    )


def _legal_lines(
    game: str, legal: Sequence[str], pattern: str, language: str | None
) -> tuple[str, ...]:
    """The possible moves, one a line; a kind with many (choosing 2 of 12 cards to lay away
    has 66) is summed up as its name and count, so the list stays readable."""
    by_verb: dict[str, list[str]] = {}
    for text in legal:
        by_verb.setdefault(text.split()[0], []).append(text)
    lines: list[str] = []
    for verb, texts in by_verb.items():
        texts = sorted(texts, key=_card_order)
        if len(texts) > 12:
            lines.append(
                QCoreApplication.translate("Learning", "{move}: {count}").format(
                    move=names.verb_label(game, verb), count=plurals.moves(len(texts))
                )
            )
        else:
            lines += [names.action_label(game, t, pattern, language) for t in texts]
    return tuple(lines)


def _card_order(text: str) -> tuple[tuple[int, int], ...]:
    """A move's place in the list of possible moves: by the suit and rank of its cards, so a
    hand dealt and exchanged in any order reads suit by suit, high to low (Chapanka's list
    read as if shuffled); a move without cards keeps its place."""
    return tuple(
        (SUITS.index(SUIT_OF[c]), -NATURAL_VALUE[RANK_OF[c]])
        for c in text.split()[1:]
        if c in SUIT_OF
    )


def _rule(game: str, section: str, key: str) -> str:
    term = names.vocabulary(game).term(section, key)
    return term.rule if term is not None else ""


def event_phases(state: engine.GameState) -> dict[int, str]:
    """The phase each event of the current deal was made in (see :func:`deal_notes`)."""
    return deal_notes(state)[0]


def deal_notes(state: engine.GameState) -> tuple[dict[int, str], set[int]]:
    """The phase each event of the current deal was made in, and which of the person's moves
    were the only possible one, found by replaying the deal on a copy (neither is part of an
    event: they are the position's, not the move's)."""
    start = state.deal_starts[-1]
    replay = state.clone()
    replay.rewind_to(start)
    phases: dict[int, str] = {}
    forced: set[int] = set()
    for index in range(start, len(state.history)):
        phases[index] = str(replay.observation(0).get("phase") or "")
        if only_move_of_person(replay):
            forced.add(index)
        replay.apply(state.history[index][1])
    return phases, forced


def only_move_of_person(state: engine.GameState) -> bool:
    """Whether the person (seat 0) is to move and has exactly one possible move."""
    return state.current_player == 0 and len(state.legal_actions()) == 1


class Learning(QObject):
    """Creates the Moves and Learn docks, the match graph and the review, and feeds them.

    It is handed the parts of the window it fills (:class:`~gui.coach.host.CoachHost`) and
    listens to the controller; every piece of advice comes from one
    :class:`~gui.coach.service.CoachService`."""

    def __init__(
        self,
        host: CoachHost,
        service: CoachService | None = None,
        parent: QObject | None = None,
        ask_remote: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else host.window)
        self.host = host
        self.controller = host.controller
        self.log = MoveLog()
        self.log_dock = self._dock("MovesDock", self.log)
        self.panel = LearnPanel()
        self.learn_dock = self._dock("LearnDock", self.panel)
        host.window.tabifyDockWidget(host.score_dock, self.log_dock)
        host.window.tabifyDockWidget(self.log_dock, self.learn_dock)
        host.score_dock.raise_()
        self.graph = MatchGraph()
        host.score.add_graph(self.graph)
        #: The one way to the analyst: hint, learn mode and review share its answers.
        self.service = service or CoachService(self)
        self.advisor = Advisor(self.controller, self.service, self)
        self.reviewer = Reviewer(self.service, 0, self)
        #: Par, accuracy and puzzles (the training feature).
        self.training = TrainingCoach(host, self.service, self.reviewer, self)
        self.training_window: TrainingWindow | None = None
        #: The deal review (its window, "Try again", "Replay").
        self.deal_review = DealReview(host, self.reviewer, self.training, self)
        #: The event index shown read-only on the table, or None while playing.
        self.viewing: int | None = None
        self._viewed_obs: dict[str, Any] | None = None
        self.learn_mode = False
        #: Asks a network table's host for the advice of the decision now (None: the local
        #: coach answers); the answer is handed to :meth:`show_advice`.
        self.ask_remote = ask_remote
        #: The phase each event of the current deal was made in (rebuilt after a rewind).
        self._phases: dict[int, str] = {}
        #: The person's moves of this deal that were the only possible one (by event index).
        self._forced: set[int] = set()
        #: The coach's analysis of this decision, worded when shown (so that a language
        #: switch rewords it).
        self._advice: Analysis | None = None
        self._last_outcome: tuple[str, ...] = ()
        #: The guided series being played (learn mode's first deals) and the lesson at hand.
        self.guided: tuple[Lesson, ...] = ()
        self.lesson_index: int | None = None
        self._starting_lesson = False
        self._levels: Sequence[str | None] | str | None = None
        c = self.controller
        c.state_changed.connect(self._on_state)
        c.event_applied.connect(self._on_event)
        c.match_started.connect(self._on_match_started)
        c.deal_finished.connect(self._on_deal_finished)
        c.trick_held.connect(lambda _effect: self._refresh_note())
        c.trick_released.connect(self._refresh_note)
        # The background analysis never competes with a thinking bot.
        c.bot_thinking.connect(lambda _seat: self.service.set_paused(True))
        # ... and it runs again as soon as the bot has chosen: the move delay that follows
        # (over half a second a move, more after a trick) takes no CPU.
        c.bot_search_ended.connect(self._resume_if_no_bot_thinks)
        self.advisor.advice_ready.connect(self._on_advice)
        self.log.moment_requested.connect(self.show_moment)
        # Any finished deal of the match: double-click its row of the score sheet.
        host.score.sheet.doubleClicked.connect(lambda index: self.open_review(index.row()))
        host.view.key_pressed.connect(self._on_key)
        host.view.viewport().installEventFilter(self)
        self.panel.enabled_changed.connect(self.set_learn_mode)
        # After the main window's own handler (connected first), which re-configures the table.
        self.retranslateUi()

    def _dock(self, name: str, widget: QWidget) -> QDockWidget:
        window = self.host.window
        dock = QDockWidget(window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def retranslateUi(self) -> None:  # noqa: N802
        self.log_dock.setWindowTitle(QCoreApplication.translate("Learning", "Moves"))
        self.learn_dock.setWindowTitle(QCoreApplication.translate("Learning", "Learn"))
        self.refresh_log()
        self._refresh_graph()
        self._refresh_note()
        self.training.retranslate()

    def shutdown(self) -> None:
        """Stop the coach's workers (window closing)."""
        self.service.shutdown()

    # --- the move log -------------------------------------------------------------------------

    def refresh_log(self) -> None:
        st = self.controller.state
        if st is None:
            self._log_from_observation()
            return
        pattern, language = self.host.display()
        events = st.events(0)
        if any(e["index"] not in self._phases for e in events):
            self._phases, self._forced = deal_notes(st)
        groups = log_groups(
            st.spec.id,
            events,
            self.host.seat_names(),
            pattern,
            language,
            self._phases,
            self._forced,
        )
        self.log.set_groups(groups)

    def _log_from_observation(self) -> None:
        """A table without an engine state here (a network seat, gui/net): the log is the
        deal's events as the observation gives them to this seat, nothing more."""
        obs = self.controller.observation()
        events = list(obs["events"]) if obs is not None else []
        if obs is None or not events:
            self.log.set_groups([])
            return
        pattern, language = self.host.display()
        game = str(obs.get("game") or "")
        me = obs["seat"]
        groups = log_groups(game, events, self.host.seat_names(), pattern, language, me=me)
        self.log.set_groups(groups)

    def show_moment(self, index: int) -> None:
        """Show the table as it was right after event ``index`` (read-only) until the person
        returns (Esc, or a click on the prompt)."""
        st = self.controller.state
        if st is None or not 0 <= index < len(st.history):
            return
        past = st.clone()
        past.rewind_to(index + 1)
        self.viewing = index
        self._viewed_obs = dict(past.observation(0))
        self._viewed_obs["current_player"] = None
        self.host.view.setInteractive(False)
        self.host.action_panel.setEnabled(False)
        self.host.scene.set_observation(self._viewed_obs)
        self.host.scene.set_prompt(
            QCoreApplication.translate(
                "Learning", "Move {n} of the match, as it was. Press Esc to return to the game."
            ).format(n=index + 1)
        )

    def _on_key(self, event: QKeyEvent) -> None:
        if self.viewing is not None and event.key() == Qt.Key.Key_Escape:
            self.back_to_game()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if self.viewing is not None and event.type() == QEvent.Type.MouseButtonPress:
            self.back_to_game()
            return True
        return super().eventFilter(watched, event)

    def back_to_game(self) -> None:
        if self.viewing is None:
            return
        self.viewing = None
        self._viewed_obs = None
        self.host.view.setInteractive(True)
        self.host.action_panel.setEnabled(True)
        obs = self.controller.observation()
        if obs is not None:
            self.host.turn_input.on_state(obs)

    # --- learn mode ---------------------------------------------------------------------------

    def set_learn_mode(self, on: bool) -> None:
        self.learn_mode = on
        if self.panel.is_on() != on:
            self.panel.set_on(on)
        if on:
            self.learn_dock.show()
            self.learn_dock.raise_()
            self._ask_advice()
        self._refresh_note()

    # --- guided lessons -----------------------------------------------------------------------

    def start_guided(self, game: str, levels: Sequence[str | None] | str | None) -> bool:
        """Learn mode's guided series for ``game``: its first lesson's deal; False (nothing
        started) for a game without lessons, or at a network table (lessons are local)."""
        if self.ask_remote is not None:
            return False
        self.guided = lessons(game)
        if not self.guided:
            self.lesson_index = None
            return False
        self._levels = levels
        self.set_learn_mode(True)
        self._start_lesson(0)
        return True

    def restore_lesson(
        self, game: str, index: int, levels: Sequence[str | None] | str | None
    ) -> bool:
        """After a resume: lesson ``index`` of ``game``'s series is the one on the table again
        (its title, introduction and advice), and "Next lesson" starts the next one against
        ``levels``. The resumed match replaced the series, so it is set again; the deal is not
        restarted. False (no lesson) for an index the series does not have."""
        series = lessons(game)
        if not 0 <= index < len(series):
            self.guided, self.lesson_index = (), None
            return False
        self.guided, self.lesson_index, self._levels = series, index, levels
        self._refresh_note()
        return True

    def _start_lesson(self, index: int) -> None:
        lesson = self.guided[index]
        self.lesson_index = index
        self._starting_lesson = True
        try:
            self.controller.new_game(
                lesson.game, lesson.players, dict(lesson.options), lesson.seed, self._levels
            )
        finally:
            self._starting_lesson = False
        self._refresh_note()

    def current_lesson(self) -> Lesson | None:
        """The lesson whose deal is on the table (None after the guided deals)."""
        st = self.controller.state
        if self.lesson_index is None or st is None or not self.learn_mode:
            return None
        lesson = self.guided[self.lesson_index]
        if st.spec.id != lesson.game or st.seed != lesson.seed or st.deal_no != 0:
            return None
        return lesson

    def next_deal(self) -> None:
        """The result panel's "Next deal": the next guided lesson while there is one (and learn
        mode is on), else the match's next ordinary deal."""
        index = self.lesson_index
        if self.learn_mode and index is not None and index + 1 < len(self.guided):
            self._start_lesson(index + 1)
            return
        self.lesson_index = None
        self.controller.next_deal()

    def _refresh_lesson(self) -> None:
        lesson = self.current_lesson()
        if lesson is None:
            self.panel.show_lesson("", "")
            return
        title = QCoreApplication.translate(LESSONS_CONTEXT, lesson.title)
        intro = QCoreApplication.translate(LESSONS_CONTEXT, lesson.intro)
        self.panel.show_lesson(title, intro)

    def _refresh_note(self) -> None:
        self._refresh_lesson()
        c = self.controller
        st = c.state
        if not c.is_human_turn() or (st is None and self.ask_remote is None):
            # Between the person's decisions: what the last trick or bout showed, and whether
            # the table waits for a click (a held trick) or for the bots.
            over = ""
            if st is not None and st.current_player is None:
                over = "match" if st.is_over else "deal"
            obs = c.observation() if st is None else None
            if obs is not None and obs.get("deal_over"):
                over = "match" if obs.get("is_over") else "deal"
            outcome = self._latest_outcome(st) if st is not None else self._last_outcome
            self.panel.show_between(outcome, held=c.held is not None, over=over)
            self.panel.show_note(None)
            return
        self.panel.show_note(self._note())

    def _note(self) -> LearnNote | None:
        st = self.controller.state
        pattern, language = self.host.display()
        if st is None:
            # A network seat: the position and the moves allowed are its own observation's;
            # which cards the rules refuse and why needs the whole position (the host's).
            seen = self.controller.observation()
            if seen is None:
                return None
            obs: dict[str, Any] = dict(seen)
            game = str(obs.get("game") or "")
            moves: Sequence[str] = self.controller.legal_texts()
            refusals: Any = ()
        else:
            game = st.spec.id
            obs = dict(st.observation(0))
            info = guide(st, list(obs.get("hand") or []), str(obs.get("phase") or ""))
            moves = info.legal
            # Each refused card with its rule's reason; the panel groups the cards by reason.
            refusals = refusal_lines(info.refusals, game, pattern, language)
        phase = str(obs.get("phase") or "")
        legal = _legal_lines(game, moves, pattern, language)
        advice = self._advice
        return LearnNote(
            kind=names.phase_name(game, phase),
            explanation=names.explanation(game, "phase", phase),
            rule=_rule(game, "phase", phase),
            legal=legal,
            refusals=refusals,
            advice=(
                advice_text(advice, game, pattern, language, self._lesson_move(advice, phase))
                if advice is not None
                else ""
            ),
            advice_pending=advice is None and self.learn_mode and self.controller.is_human_turn(),
            outcome=self._latest_outcome(st) if st is not None else self._last_outcome,
        )

    def _lesson_move(self, analysis: Analysis, phase: str) -> str | None:
        """At the decision a lesson teaches, the move its introduction promised when the coach
        rates it as good as its best: the panel then words that move ("as good as Pass, as far
        as can be told"), so that it does not contradict the lesson with the other move's idea.
        None anywhere else (the best move is advised)."""
        lesson = self.current_lesson()
        st = self.controller.state
        if lesson is None or not lesson.promise or st is None or analysis.forced:
            return None
        if lesson.phase and phase != lesson.phase:
            return None
        # Only the person's first real choice in that phase is the taught decision.
        for index in range(st.deal_starts[-1], len(st.history)):
            seat = st.history[index][0]
            made_in = self._phases.get(index, "")
            if seat == 0 and index not in self._forced and made_in == (lesson.phase or made_in):
                return None
        ranked = {o.action: o.verdict for o in analysis.options}
        kept = [a for a in promised(lesson, st) if ranked.get(a) in ("best", "good")]
        if not kept or analysis.best.action in kept:
            return None
        return kept[0]

    def _ask_advice(self) -> None:
        """In learn mode, on the person's turn: the coach's analysis of this decision (shown
        at once when known, else when it arrives), and its move marked on the table."""
        if not self.learn_mode or not self.controller.is_human_turn():
            return
        if self.controller.state is None:
            if self.ask_remote is not None:
                self.ask_remote()  # the answer comes to show_advice
            return
        self._advice = self.advisor.ask()
        # The same answer as the Hint command: the table marks the move and says why.
        self.advisor.hint()

    def wait_for_advice(self, msecs: int = 60000) -> bool:
        """Run the event loop until learn mode shows the coach's advice for the decision on
        the table (the command line's ``--view learn``); False on time-out or when it is not
        the person's turn."""
        if not self.controller.is_human_turn():
            return False
        if self._advice is None:
            loop = QEventLoop()
            self.advisor.advice_ready.connect(loop.quit)
            QTimer.singleShot(msecs, loop.quit)
            loop.exec()
            self.advisor.advice_ready.disconnect(loop.quit)
        return self._advice is not None

    def show_advice(self, analysis: Analysis) -> None:
        """Learn mode's advice made elsewhere (a network table's host, for this seat's
        decision now), shown and worded as the local coach's."""
        self._on_advice(analysis)

    def _on_advice(self, analysis: Analysis) -> None:
        if not self.learn_mode:
            return
        self._advice = analysis
        self._refresh_note()

    # --- controller signals -------------------------------------------------------------------

    def _on_match_started(self, setup: dict[str, Any]) -> None:
        if not self._starting_lesson:
            self.lesson_index = None  # another match (New game, Open): the series ends
        self.reviewer.reset()
        self.service.drop_queue()
        # Only the workers this match will ask (learn mode's advice, the review's look).
        lanes: list[Lane] = ["now"] if self.learn_mode else []
        if self.host.settings.get("review_analysis"):
            lanes.append("later")
        self.service.warm_up(tuple(lanes))
        self._phases = {}
        self._forced = set()
        self.back_to_game()
        self._last_outcome = ()
        self._advice = None
        self.refresh_log()
        self._refresh_graph()

    def _on_state(self, obs: dict[str, Any]) -> None:
        st = self.controller.state
        if st is not None and st.current_player is not None:
            # The phase the next move will be made in: noted now, read once it is made.
            self._phases[len(st.history)] = str(obs.get("phase") or "")
            # Set or cleared: after an undo the same index may be another position.
            if only_move_of_person(st):
                self._forced.add(len(st.history))
            else:
                self._forced.discard(len(st.history))
        if self.viewing is not None and self._viewed_obs is not None:
            # A bot moved meanwhile: keep showing the past until the person returns.
            self.host.scene.set_observation(self._viewed_obs)
        self.refresh_log()
        self._advice = None
        self._refresh_note()
        if self.learn_mode and self.controller.is_human_turn():
            QTimer.singleShot(0, self._ask_advice)
        # After the controller has moved on: a bot that starts thinking pauses it again.
        QTimer.singleShot(0, self._resume_if_no_bot_thinks)

    def _resume_if_no_bot_thinks(self) -> None:
        self.service.set_paused(self.controller.searching)

    def _on_event(self, event: Event) -> None:
        st = self.controller.state
        if st is None:
            return
        analyse = bool(self.host.settings.get("review_analysis"))
        if analyse and self.deal_review.reviews_person(event):
            # The review's deeper look at the person's decision, from the position before it
            # (the worker rewinds its own copy: a replay has no place on this thread).
            self.reviewer.submit(st, event["action"], event["index"])
        if any(e["kind"] in ("trick", "bout_over") for e in event["effects"]):
            self._last_outcome = self._latest_outcome(st)
            self._refresh_note()

    def _latest_outcome(self, st: GameState) -> tuple[str, ...]:
        """What the last trick or bout of this deal showed, read from the game itself (not
        from the order events reached the window: the line lagged a bout behind)."""
        pattern, language = self.host.display()
        seat_names = self.host.seat_names()
        for event in reversed(st.events()):
            closing = [e for e in event["effects"] if e["kind"] in ("trick", "bout_over")]
            if closing:
                why = self._trick_why(st, event)
                game = st.spec.id
                return tuple(
                    outcome_reason(e, seat_names, pattern, language, why, game) for e in closing
                )
        return ()

    @staticmethod
    def _trick_why(st: GameState, event: Event) -> Reason | None:
        if not any(e["kind"] == "trick" for e in event["effects"]):
            return None
        return trick_outcome(st, event["index"])

    def _on_deal_finished(self, result: dict[str, Any]) -> None:
        st = self.controller.state
        if st is not None:
            # A match resumed in the middle of this deal: its earlier decisions too.
            self.deal_review.review_deal(st.deal_no)
        index = self.lesson_index
        more = self.learn_mode and index is not None and index + 1 < len(self.guided)
        self.host.result_panel.next_is_lesson = bool(more and self.current_lesson())
        self._refresh_graph()
        self.refresh_log()

    def _refresh_graph(self) -> None:
        columns = self.host.score.columns()
        results = self.controller.results
        lower = any((r.get("detail") or {}).get("lower_is_better") for r in results)
        self.graph.set_series(series_from_results(results, columns), lower)

    # --- the deal review ----------------------------------------------------------------------

    @property
    def review(self) -> ReviewWindow | None:
        """The review window last opened."""
        return self.deal_review.review

    def review_frames(self, deal_no: int) -> list[ReviewFrame]:
        return self.deal_review.review_frames(deal_no)

    def open_review(self, deal_no: int | None = None, partial: bool = False) -> ReviewWindow | None:
        """The review of a finished deal (:meth:`DealReview.open_review`)."""
        return self.deal_review.open_review(deal_no, partial)

    def review_window(self, game: str) -> ReviewWindow:
        return self.deal_review.review_window(game)

    def show_review(
        self, game: str, deal_no: int, frames: Sequence[ReviewFrame], why_fixed: str
    ) -> ReviewWindow:
        """A review made elsewhere (:meth:`DealReview.show_review`)."""
        return self.deal_review.show_review(game, deal_no, frames, why_fixed)

    def open_view(self, view: str) -> QWidget:
        """Bring ``view`` (log, learn, graph, review) to the front, for the command line's
        ``--view``; returns the widget that shows it."""
        if view == "log":
            self.log_dock.show()
            self.log_dock.raise_()
        elif view == "learn":
            self.set_learn_mode(True)
            self.wait_for_advice()
        elif view == "graph":
            self.host.score_dock.show()
            self.host.score_dock.raise_()
        elif view == "review":
            self.reviewer.wait()
            review = self.open_review(partial=True)
            if review is not None:
                review.show_frame(len(review.frames()) - 1)  # the moment asked for
                return review
        elif view in ("training", "puzzle"):
            window = self.open_training()
            if view == "puzzle":
                window.next_puzzle("due")
            return window
        else:
            raise ValueError(
                f"unknown view {view!r}; views: log, learn, graph, review, training, puzzle"
            )
        return self.host.window

    def open_training(self, game: str | None = None) -> TrainingWindow:
        """Game ▸ Training…: the Training window on ``game`` (default: the game on the table)."""
        st = self.controller.state
        chosen = game or (st.spec.id if st is not None else "")
        window = self.training_window
        if window is None:
            window = self.training_window = TrainingWindow(self.training, chosen, self.host.window)
            window.resize(self.host.window.size())
        elif chosen:
            window.game_box.setCurrentIndex(window.game_box.findData(chosen))
        window.show()
        window.raise_()
        return window
