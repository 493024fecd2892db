"""Follow, learn and review: the move log, learn mode, the deal review and the match graph,
fed from the controller's signals into the widgets the window hands over.

Why one coordinator beside the window rather than more code in it: these views only read the
match record the engine keeps (events, rewind, deal records), the game's vocabulary and the
one analyst's answers; they decide no rule and change no state. The window's only part is the
hook that builds a :class:`~gui.coach.host.CoachHost` and creates this object.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QWidget

from engine.coach import Analysis
from engine.coach.lesson import Lesson
from engine.events import Event
from engine.guided import CONTEXT as LESSONS_CONTEXT
from engine.guided import lessons, promised
from engine.lessons import guide
from gui import names
from gui.coach.advisor import Advisor
from gui.coach.host import CoachHost
from gui.coach.learn_panel import LearnNote, LearnPanel
from gui.coach.log_words import (
    closing_lines,
    deal_notes,
    event_phases,
    last_closing,
    legal_lines,
    log_groups,
    move_line,
    only_move_of_person,
    outcome_reason,
    phase_rule,
)
from gui.coach.refusals import refusal_lines
from gui.coach.review_feature import DealReview
from gui.coach.review_frames import frames_from_json, review_frames, with_gave_away
from gui.coach.review_window import ReviewFrame, ReviewWindow
from gui.coach.reviewer import Reviewer
from gui.coach.service import CoachService, Lane
from gui.coach.training import TrainingCoach
from gui.coach.training_window import TrainingWindow
from gui.coach.warm_up import DeferredWarmUp
from gui.coach.words import advice_text
from gui.match_graph import MatchGraph, series_from_results
from gui.move_log import MoveLog

# The move log's words and the review's frames are gui/coach/log_words.py's and
# gui/coach/review_frames.py's; their names are known from here as well.
__all__ = [
    "Learning",
    "deal_notes",
    "event_phases",
    "frames_from_json",
    "log_groups",
    "move_line",
    "outcome_reason",
    "review_frames",
    "with_gave_away",
]


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
        #: The deal results the graph shows (a rewind's shorter list is redrawn at once).
        self._graphed: list[dict[str, Any]] = []
        host.score.add_graph(self.graph)
        #: The one way to the analyst: hint, learn mode and review share its answers.
        self.service = service or CoachService(self)
        self.advisor = Advisor(self.controller, self.service, self)
        # The table marks the move the panel words (a lesson's move as good as the best).
        self.advisor.advised = self._advised_move
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
        #: The last outcome worded: (event index, pattern, language, seat names) → its lines.
        self._worded_outcome: tuple[tuple[object, ...], tuple[str, ...]] | None = None
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
        #: The coach's workers a new match will ask, started once its table is drawn.
        self._warm_up = DeferredWarmUp(self.service, host.pixmaps, self, host.scene.is_drawn)
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
        # The index of another game's series means nothing in this one (Kaschlan's fourth
        # lesson's index broke the panel when Bolachen's two lessons started).
        self.lesson_index = None
        if not self.guided:
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
            self.panel.show_between(self.last_outcome(), held=c.held is not None, over=over)
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
        legal = legal_lines(game, moves, pattern, language)
        advice = self._advice
        return LearnNote(
            kind=names.phase_name(game, phase),
            explanation=names.explanation(game, "phase", phase),
            rule=phase_rule(game, "phase", phase),
            legal=legal,
            refusals=refusals,
            advice=(
                advice_text(advice, game, pattern, language, self._lesson_move(advice, phase))
                if advice is not None
                else ""
            ),
            advice_pending=advice is None and self.learn_mode and self.controller.is_human_turn(),
            outcome=self.last_outcome(),
        )

    def _advised_move(self, analysis: Analysis) -> str | None:
        """The move the hint marks in place of the best: the lesson's, where the panel words
        it (:meth:`_lesson_move`); None elsewhere."""
        st = self.controller.state
        if st is None:
            return None
        return self._lesson_move(analysis, str(st.observation(0).get("phase") or ""))

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
        if not self.controller.is_local:
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
        self._warm_up.request(tuple(lanes))
        self._phases = {}
        self._forced = set()
        self.back_to_game()
        self._advice = None
        self.refresh_log()
        self._refresh_graph()

    def _on_state(self, obs: dict[str, Any]) -> None:
        if self._graphed != self.controller.results:
            # A rewind took deals back (the review's "Replay this deal", an undo past a
            # deal's end): their results leave the graph now, as they leave the sheet.
            self._refresh_graph()
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
            self._refresh_note()

    def last_outcome(self) -> tuple[str, ...]:
        """Who won the current deal's last trick or bout and why, in today's language; ()
        before the deal's first one.

        Why read from the record at each showing rather than kept as words: kept words
        outlived their deal (the next deal's first decision began with the last trick of the
        one before), stayed in the language they were made in, and were lost on a resume."""
        st = self.controller.state
        event = last_closing(st) if st is not None else None
        if st is None or event is None:
            return ()
        pattern, language = self.host.display()
        seat_names = tuple(self.host.seat_names())
        key = (event["index"], pattern, language, seat_names)
        if self._worded_outcome is None or self._worded_outcome[0] != key:
            self._worded_outcome = (key, closing_lines(st, event, seat_names, pattern, language))
        return self._worded_outcome[1]

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
        self._graphed = list(results)

    # --- the deal review ----------------------------------------------------------------------

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
