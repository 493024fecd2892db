"""Follow, learn and review: the move log, learn mode, the deal review and the match graph,
wired to the main window.

Why one coordinator beside the window rather than more code in it: these views only read the
match record the engine keeps (events, rewind, deal records) and the game's vocabulary; they
decide no rule and change no state. Keeping them together leaves the main window and the
controller as they were, apart from the hook that creates this object.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QWidget

import engine
from engine.cards import sort_hand
from engine.events import HIDDEN
from engine.guided import CONTEXT as LESSONS_CONTEXT
from engine.guided import Lesson, lessons
from engine.lessons import guide
from gui import names, word_help
from gui.coach.learn_panel import LearnNote, LearnPanel
from gui.coach.review_analyst import ReviewAnalyst
from gui.coach.review_window import ReviewFrame, ReviewWindow
from gui.controller import engine_text
from gui.match_graph import MatchGraph, series_from_results
from gui.move_log import LogEntry, LogGroup, MoveLog
from i18n import plurals

if TYPE_CHECKING:
    from gui.main_window import MainWindow


def log_groups(
    game: str,
    events: Sequence[engine.Event],
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
    phases: dict[int, str] | None = None,
) -> list[LogGroup]:
    """The deal's events as groups: a group closes with the effect that clears the table (a
    trick, a bout) or when the phase changes (an auction, an exchange); a trick's or bout's
    outcome line says who won it and what it carried.

    ``phases`` maps an event index to the phase it was made in (see :func:`event_phases`).
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
        line = move_line(game, seat, text, seat_names, pattern, language)
        entries.append(LogEntry(line, event["index"], HIDDEN in text.split()))
        for effect in event["effects"]:
            if effect["kind"] == "draw" and effect["count"]:
                entries.append(
                    LogEntry(_draw_line(effect, name, pattern, language), event["index"])
                )
        closing = [e for e in event["effects"] if e["kind"] in ("trick", "bout_over")]
        if closing:
            effect = closing[0]
            kind = effect["kind"]
            counts[kind] += 1
            last_closing = kind
            closing_phase = phase
            close(_closed_title(kind, counts[kind]), _outcome(effect, name))
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


def move_line(
    game: str,
    seat: int,
    text: str,
    seat_names: Sequence[str],
    pattern: str,
    language: str | None = None,
) -> str:
    """A move in words: "Anna plays K♥"; the person's own as "You: Play K♥" (the sentences
    are written for a third person, which "You" is not)."""
    if seat == 0:
        return QCoreApplication.translate("Learning", "You: {action}").format(
            action=names.action_label(game, text, pattern, language)
        )
    name = seat_names[seat] if 0 <= seat < len(seat_names) else "?"
    return names.action_sentence(game, name, text, pattern, language)


def _closed_title(kind: str, number: int) -> str:
    return (
        QCoreApplication.translate("Learning", "Trick {n}")
        if kind == "trick"
        else QCoreApplication.translate("Learning", "Bout {n}")
    ).format(n=number)


def _outcome(effect: Any, name: Any) -> str:
    if effect["kind"] == "trick":
        winner = effect["winner"]
        points = effect["points"]
        if winner == 0:
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
        if defender == 0:
            return QCoreApplication.translate("Learning", "You take the cards")
        return QCoreApplication.translate("Learning", "{name} takes the cards").format(
            name=name(defender)
        )
    if defender == 0:
        return QCoreApplication.translate("Learning", "You beat every card")
    return QCoreApplication.translate("Learning", "{name} beat every card").format(
        name=name(defender)
    )


def _draw_line(effect: Any, name: Any, pattern: str, language: str | None) -> str:
    seat = effect["seat"]
    cards = effect["cards"]
    what = names.cards_short(cards, pattern, language) if cards else plurals.cards(effect["count"])
    if seat == 0:
        return QCoreApplication.translate("Learning", "You draw {cards}").format(cards=what)
    return QCoreApplication.translate("Learning", "{name} draws {cards}").format(
        name=name(seat), cards=what
    )


def outcome_reason(
    effect: Any, seat_names: Sequence[str], pattern: str, language: str | None = None
) -> str:
    """Who won a trick and why, for learn mode: with which card, and whether it won as a
    trump (a card of another suit than the one led) or as the best card of the suit led."""

    def name(seat: int) -> str:
        return seat_names[seat] if 0 <= seat < len(seat_names) else "?"

    if effect["kind"] == "bout_over":
        return _outcome(effect, name)
    plays = effect["cards"]
    winning = next((p["card"] for p in plays if p["seat"] == effect["winner"]), "")
    if not plays or not winning:
        return _outcome(effect, name)
    card = names.card_short(winning, pattern, language)
    led = names.card_short(plays[0]["card"], pattern, language)
    if winning[-1] != plays[0]["card"][-1]:
        why = QCoreApplication.translate(
            "Learning", "{card} is a trump: it beats the suit led ({led})"
        ).format(card=card, led=led)
    elif winning == plays[0]["card"]:
        why = QCoreApplication.translate("Learning", "nobody beat the card led, {card}").format(
            card=card
        )
    else:
        why = QCoreApplication.translate(
            "Learning", "{card} is the best card of the suit led"
        ).format(card=card)
    return QCoreApplication.translate("Learning", "{outcome}: {why}.").format(
        outcome=_outcome(effect, name), why=why
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
        if len(texts) > 12:
            lines.append(
                QCoreApplication.translate("Learning", "{move}: {count}").format(
                    move=names.verb_label(game, verb), count=plurals.moves(len(texts))
                )
            )
        else:
            lines += [names.action_label(game, t, pattern, language) for t in texts]
    return tuple(lines)


def _rule(game: str, section: str, key: str) -> str:
    term = names.vocabulary(game).term(section, key)
    return term.rule if term is not None else ""


def event_phases(state: engine.GameState) -> dict[int, str]:
    """The phase each event of the current deal was made in, found by replaying the deal on
    a copy (phases are not part of an event: they are the state's, not the move's)."""
    start = state.deal_starts[-1]
    replay = state.clone()
    replay.rewind_to(start)
    found: dict[int, str] = {}
    for index in range(start, len(state.history)):
        found[index] = str(replay.observation(0).get("phase") or "")
        replay.apply(state.history[index][1])
    return found


def review_frames(
    st: engine.GameState, deal_no: int, reviews: dict[int, Any] | None = None
) -> list[ReviewFrame]:
    """Every moment of deal ``deal_no`` of ``st`` (a finished one from its record, the deal in
    progress up to now): all hands open, what the person saw, and ``reviews``' verdict on
    each of the person's decisions (by history index). ``st`` itself is not changed."""
    reviews = reviews or {}
    finished = deal_no < st.deals_finished
    events = st.deal_record(deal_no)["events"] if finished else st.events()
    position = st.clone()
    position.rewind_to(st.deal_starts[deal_no])
    frames = [ReviewFrame(_hands(position), _table(position), obs=_seen(position))]
    for event in events:
        position.apply(event["action"])
        frames.append(
            ReviewFrame(
                _hands(position),
                _table(position),
                event["action"],
                event["seat"],
                reviews.get(event["index"]),
                obs=_seen(position),
                effects=tuple(event["effects"]),
            )
        )
    return frames


def _hands(state: engine.GameState) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(sort_hand(state.hand(s))) for s in range(state.players))


def _table(state: engine.GameState) -> tuple[tuple[int, str], ...]:
    table = state.observation(0).get("table") or []
    return tuple((int(t["seat"]), str(t["card"])) for t in table)


def _seen(state: engine.GameState) -> dict[str, Any]:
    """What the person saw at that moment, without the deal's event list (every frame would
    carry its own copy of it)."""
    obs = dict(state.observation(0))
    obs.pop("events", None)
    return obs


class Learning(QObject):
    """Creates the Moves and Learn docks, the match graph and the review, and feeds them."""

    def __init__(self, window: MainWindow, review_iterations: int | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.log = MoveLog()
        self.log_dock = self._dock("MovesDock", self.log)
        self.panel = LearnPanel()
        self.learn_dock = self._dock("LearnDock", self.panel)
        window.tabifyDockWidget(window.score_dock, self.log_dock)
        window.tabifyDockWidget(self.log_dock, self.learn_dock)
        window.score_dock.raise_()
        self.graph = MatchGraph()
        window.score.add_graph(self.graph)
        self.analyst = ReviewAnalyst(review_iterations, self)
        self.review: ReviewWindow | None = None
        #: The event index shown read-only on the table, or None while playing.
        self.viewing: int | None = None
        self._viewed_obs: dict[str, Any] | None = None
        self.learn_mode = False
        #: The phase each event of the current deal was made in (rebuilt after a rewind).
        self._phases: dict[int, str] = {}
        #: The strong bot's move and reason for this decision, worded when shown (so that a
        #: language switch rewords it).
        self._advice: tuple[str, Any] | None = None
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
        c.hint_ready.connect(self._on_hint)
        c.trick_held.connect(lambda _effect: self._refresh_note())
        c.trick_released.connect(self._refresh_note)
        self.log.moment_requested.connect(self.show_moment)
        # Any finished deal of the match: double-click its row of the score sheet.
        window.score.sheet.doubleClicked.connect(lambda index: self.open_review(index.row()))
        window.view.key_pressed.connect(self._on_key)
        window.view.viewport().installEventFilter(self)
        self.panel.enabled_changed.connect(self.set_learn_mode)
        # After the main window's own handler (connected first), which re-configures the table.
        window.settings.changed.connect(self._on_setting_changed)
        self.retranslateUi()

    def _dock(self, name: str, widget: Any) -> QDockWidget:
        dock = QDockWidget(self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def retranslateUi(self) -> None:  # noqa: N802
        self.log_dock.setWindowTitle(QCoreApplication.translate("Learning", "Moves"))
        self.learn_dock.setWindowTitle(QCoreApplication.translate("Learning", "Learn"))
        self.refresh_log()
        self._refresh_graph()
        self._refresh_note()

    # --- the move log -------------------------------------------------------------------------

    def refresh_log(self) -> None:
        st = self.controller.state
        if st is None:
            self.log.set_groups([])
            return
        pattern, language = self.window.display()
        events = st.events(0)
        if any(e["index"] not in self._phases for e in events):
            self._phases = event_phases(st)
        groups = log_groups(
            st.spec.id, events, self.window.seat_names, pattern, language, self._phases
        )
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
        self.window.view.setInteractive(False)
        self.window.panel.setEnabled(False)
        self.window.scene.set_observation(self._viewed_obs)
        self.window.scene.set_prompt(
            QCoreApplication.translate(
                "Learning", "Move {n} of the match, as it was. Press Esc to return to the game."
            ).format(n=index + 1)
        )

    def _on_key(self, event: Any) -> None:
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
        self.window.view.setInteractive(True)
        self.window.panel.setEnabled(True)
        obs = self.controller.observation()
        if obs is not None:
            self.window.input.on_state(obs)

    # --- learn mode ---------------------------------------------------------------------------

    def set_learn_mode(self, on: bool) -> None:
        self.learn_mode = on
        if self.panel.is_on() != on:
            self.panel.set_on(on)
        if on:
            self.learn_dock.show()
            self.learn_dock.raise_()
        self._refresh_note()

    # --- guided lessons -----------------------------------------------------------------------

    def start_guided(self, game: str, levels: Sequence[str | None] | str | None) -> bool:
        """Learn mode's guided series for ``game``: its first lesson's deal; False (nothing
        started) for a game without lessons."""
        self.guided = lessons(game)
        if not self.guided:
            self.lesson_index = None
            return False
        self._levels = levels
        self.set_learn_mode(True)
        self._start_lesson(0)
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
        if st is None or not c.is_human_turn():
            # Between the person's decisions: what the last trick or bout showed, and whether
            # the table waits for a click (a held trick) or for the bots.
            over = ""
            if st is not None and st.current_player is None:
                over = "match" if st.is_over else "deal"
            self.panel.show_between(self._last_outcome, held=c.held is not None, over=over)
            self.panel.show_note(None)
            return
        self.panel.show_note(self._note())

    def _note(self) -> LearnNote | None:
        st = self.controller.state
        if st is None:
            return None
        game = st.spec.id
        pattern, language = self.window.display()
        obs = st.observation(0)
        phase = str(obs.get("phase") or "")
        info = guide(st, list(obs.get("hand") or []), phase)
        legal = _legal_lines(game, info.legal, pattern, language)
        refused = tuple(
            QCoreApplication.translate("Learning", "{card}: {reason}").format(
                card=names.card_short(r.card, pattern, language),
                reason=engine_text(r, game, pattern, language),
            )
            for r in info.refusals
        )
        return LearnNote(
            kind=names.phase_name(game, phase),
            explanation=names.explanation(game, "phase", phase),
            rule=_rule(game, "phase", phase),
            legal=legal,
            refused=refused,
            advice=self._advice_text(game, pattern, language),
            outcome=self._last_outcome,
        )

    def _advice_text(self, game: str, pattern: str, language: str) -> str:
        if self._advice is None:
            return ""
        text, reason = self._advice
        why = engine_text(reason, game, pattern, language)
        return f"{names.action_label(game, text, pattern, language)} — {why}"

    def _on_hint(self, text: str, reason: Any) -> None:
        st = self.controller.state
        if st is None or not self.learn_mode:
            return
        self._advice = (text, reason)
        self._refresh_note()

    # --- controller signals -------------------------------------------------------------------

    def _on_match_started(self, setup: dict[str, Any]) -> None:
        if not self._starting_lesson:
            self.lesson_index = None  # another match (New game, Open): the series ends
        self.analyst.reset()
        self._phases = {}
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
        if self.viewing is not None and self._viewed_obs is not None:
            # A bot moved meanwhile: keep showing the past until the person returns.
            self.window.scene.set_observation(self._viewed_obs)
        self.refresh_log()
        self._advice = None
        self._refresh_note()
        c = self.controller
        if self.learn_mode and c.is_human_turn():
            QTimer.singleShot(0, c.hint)

    def _on_event(self, event: engine.Event) -> None:
        st = self.controller.state
        if st is None:
            return
        analyse = bool(self.window.settings.get("review_analysis"))
        levels = self.controller.levels
        if analyse and event["seat"] == 0 and levels and levels[0] is None:
            # Judge the person's decision in the background, from the position before it
            # (the worker rewinds its private copy: a replay has no place on this thread).
            self.analyst.submit(st.clone(), event["action"], event["index"], st.seed * 31 + 977)
        pattern, language = self.window.display()
        seat_names = self.window.seat_names
        reasons = [
            outcome_reason(e, seat_names, pattern, language)
            for e in event["effects"]
            if e["kind"] in ("trick", "bout_over")
        ]
        if reasons:
            self._last_outcome = tuple(reasons)
            self._refresh_note()

    def _on_deal_finished(self, result: dict[str, Any]) -> None:
        index = self.lesson_index
        more = self.learn_mode and index is not None and index + 1 < len(self.guided)
        self.window.result_panel.next_is_lesson = bool(more and self.current_lesson())
        self._refresh_graph()
        self.refresh_log()

    def _refresh_graph(self) -> None:
        columns = self.window.score.columns()
        results = self.controller.results
        lower = any((r.get("detail") or {}).get("lower_is_better") for r in results)
        self.graph.set_series(series_from_results(results, columns), lower)

    # --- the deal review ----------------------------------------------------------------------

    def review_frames(self, deal_no: int) -> list[ReviewFrame]:
        """Every moment of finished deal ``deal_no`` with all hands open and the verdicts the
        analyst has for the person's decisions."""
        st = self.controller.state
        if st is None:
            return []
        return review_frames(st, deal_no, self.analyst.reviews)

    def open_view(self, view: str) -> QWidget:
        """Bring ``view`` (log, learn, graph, review) to the front, for the command line's
        ``--view``; returns the widget that shows it."""
        if view == "log":
            self.log_dock.show()
            self.log_dock.raise_()
        elif view == "learn":
            self.set_learn_mode(True)
        elif view == "graph":
            self.window.score_dock.show()
            self.window.score_dock.raise_()
        elif view == "review":
            self.analyst.wait()
            QCoreApplication.processEvents()
            review = self.open_review(partial=True)
            if review is not None:
                review.show_frame(len(review.frames()) - 1)  # the moment asked for
                return review
        else:
            raise ValueError(f"unknown view {view!r}; views: log, learn, graph, review")
        return self.window

    def open_review(self, deal_no: int | None = None, partial: bool = False) -> ReviewWindow | None:
        """The review of finished deal ``deal_no`` (default: the latest finished deal).

        Every hand is open in a review, so the deal being played is never reviewed — except
        with ``partial`` (the command line's ``--view review``: the deal so far, for looking
        at the view itself)."""
        st = self.controller.state
        if st is None:
            return None
        if deal_no is None:
            deal_no = st.deal_no if partial or st.deal_over else st.deals_finished - 1
        if deal_no < 0 or (deal_no >= st.deals_finished and not partial):
            return None
        game = st.spec.id
        seat_names = list(self.window.seat_names)
        # Read at each use, so a change of pattern or language shows at once.

        def card_text(code: str) -> str:
            return names.card_short(code, *self.window.display())

        def move_text(seat: int, text: str) -> str:
            return move_line(game, seat, text, seat_names, *self.window.display())

        window = ReviewWindow(
            seat_names,
            card_text,
            move_text,
            self.window,
            pixmaps=self.window.pixmaps,
            display=self._card_display,
        )
        window.set_deal(deal_no, self.review_frames(deal_no))
        window.try_again.connect(lambda frame, w=window: self._try_again(w, deal_no, frame))
        window.replay_requested.connect(lambda w=window: self._replay(w, deal_no))
        self.analyst.analysed.connect(
            lambda _i, w=window: w.set_deal(deal_no, self.review_frames(deal_no))
        )
        self.review = window
        window.show()
        return window

    def _on_setting_changed(self, key: str) -> None:
        if self.review is not None and key in ("patterns", "card_back", "language"):
            self.review.refresh_display()

    def _card_display(self) -> tuple[str, str, dict[str, str] | None]:
        """The pattern, back and index letters the table draws its cards with."""
        scene = self.window.scene
        return scene.pattern, scene.back, scene.letters

    def _try_again(self, window: ReviewWindow, deal_no: int, frame: int) -> None:
        """Back to the position before that decision, the hidden cards as they were."""
        st = self.controller.state
        if st is None:
            return
        review = window.frames()[frame].review
        if review is None:
            return
        window.accept()
        self.controller.rewind_to(review.index)
        self.analyst.forget_from(review.index)

    def _replay(self, window: ReviewWindow, deal_no: int) -> None:
        """Deal the same cards again: the match goes back to the start of that deal."""
        st = self.controller.state
        if st is None:
            return
        window.accept()
        index = st.deal_starts[deal_no]
        self.controller.rewind_to(index)
        self.analyst.forget_from(index)
