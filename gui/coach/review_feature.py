"""The deal review: every moment of a finished deal with all hands open and the coach's verdicts.

Why a feature of its own (split out of :mod:`gui.coach.learning`): the review window, the
queueing of the review's deeper look at a deal's decisions, "Try again" and "Replay" belong
together and need only the parts of the window the coach is handed
(:class:`~gui.coach.host.CoachHost`), the reviewer and the training feature (whose par and
accuracy the review shows).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject

from engine.coach.plays import play_of
from gui import names
from gui.coach.host import CoachHost
from gui.coach.log_words import move_line
from gui.coach.review_frames import review_frames, with_gave_away
from gui.coach.review_window import ReviewFrame, ReviewWindow
from gui.coach.reviewer import Reviewer
from gui.coach.training import TrainingCoach
from gui.controller import engine_text


class DealReview(QObject):
    """Opens the review of a deal and keeps its window in step with the verdicts."""

    def __init__(
        self,
        host: CoachHost,
        reviewer: Reviewer,
        training: TrainingCoach,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.controller = host.controller
        self.reviewer = reviewer
        self.training = training
        #: The review window last opened (None before the first).
        self.review: ReviewWindow | None = None
        host.settings.changed.connect(self.on_setting_changed)

    def review_frames(self, deal_no: int) -> list[ReviewFrame]:
        """Every moment of finished deal ``deal_no`` with all hands open and the coach's
        verdicts on the person's decisions."""
        st = self.controller.state
        if st is None:
            return []
        return review_frames(st, deal_no, with_gave_away(st, self.reviewer.reviews))

    def reviews_person(self, event: Mapping[str, Any]) -> bool:
        """Whether ``event`` is a decision of the person the review judges (seat 0, played
        by the person, not by a bot)."""
        levels = self.controller.levels
        return event["seat"] == 0 and bool(levels) and levels[0] is None

    def review_deal(self, deal_no: int) -> None:
        """Queue the review's look at every decision of the person in finished deal
        ``deal_no`` not judged yet: a match resumed after a restart has none of its earlier
        verdicts in memory (kept answers come back from disk at once, the others are
        worked out again in the background)."""
        st = self.controller.state
        if st is None or not self.host.settings.get("review_analysis"):
            return
        if not 0 <= deal_no < st.deals_finished:
            return
        for event in st.deal_record(deal_no)["events"]:
            if self.reviews_person(event):
                self.reviewer.submit(st, event["action"], event["index"])

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
        self.review_deal(deal_no)
        window = self.review_window(st.spec.id)
        shown = deal_no
        window.set_deal(shown, self.review_frames(shown))
        window.try_again.connect(lambda frame, w=window: self._try_again(w, frame))
        window.replay_requested.connect(lambda w=window: self._replay(w, shown))
        match = self.controller.match_id
        # The very play reviewed: after "Replay this deal" the deal is another one.
        play = play_of(st, shown) if shown < st.deals_finished else ""

        def follow(_index: int, w: ReviewWindow = window) -> None:
            """Each new verdict shown while the window is open on its own match's deal."""
            if self.controller.match_id == match:
                w.set_deal(shown, self.review_frames(shown))

        def training_line(w: ReviewWindow = window) -> None:
            with contextlib.suppress(RuntimeError):  # the window is gone
                w.set_training(self.training.text(match, shown, play))

        def let_go(_result: int) -> None:
            """Closed, the window follows nothing more: it redrew its deal at every verdict,
            and asked another match for it once one was at the table."""
            with contextlib.suppress(RuntimeError):  # disconnected already
                self.reviewer.analysed.disconnect(follow)
            with contextlib.suppress(RuntimeError):
                self.training.changed.disconnect(training_line)

        self.reviewer.analysed.connect(follow)
        training_line()
        self.training.changed.connect(training_line)
        window.finished.connect(let_go)
        self.review = window
        window.show()
        return window

    def review_window(self, game: str) -> ReviewWindow:
        """An empty review window for ``game`` drawn as the table is (names, cards, words)."""
        seat_names = list(self.host.seat_names())
        display = self.host.display
        # Read at each use, so a change of pattern or language shows at once.

        def card_text(code: str) -> str:
            return names.card_short(code, *display())

        def move_text(seat: int, text: str) -> str:
            return move_line(game, seat, text, seat_names, *display())

        def advice_words(sentence: Any) -> str:
            return engine_text(sentence, game, *display())

        return ReviewWindow(
            seat_names,
            card_text,
            move_text,
            self.host.window,
            pixmaps=self.host.pixmaps,
            display=self._card_display,
            words=advice_words,
            move_label=lambda action: names.action_label(game, action, *display()),
        )

    def show_review(
        self, game: str, deal_no: int, frames: Sequence[ReviewFrame], why_fixed: str
    ) -> ReviewWindow:
        """A review made elsewhere (a network table's host): its frames as given; the match
        cannot be rewound from it, so "Try again" and "Replay" are disabled, ``why_fixed``
        saying why."""
        window = self.review_window(game)
        window.set_deal(deal_no, frames)
        window.set_rewindable(False, why_fixed)
        self.review = window
        window.show()
        return window

    def on_setting_changed(self, key: str) -> None:
        if self.review is not None and key in ("patterns", "card_back", "language"):
            self.review.refresh_display()

    def _card_display(self) -> tuple[str, str, dict[str, str] | None]:
        """The pattern, back and index letters the table draws its cards with."""
        scene = self.host.scene
        return scene.pattern, scene.back, scene.letters

    def _try_again(self, window: ReviewWindow, frame: int) -> None:
        """Back to the position before that decision, the hidden cards as they were."""
        review = window.frames()[frame].review
        if not self.controller.can_rewind() or review is None:
            return
        window.accept()
        self.controller.rewind_to(review.index)
        self.reviewer.forget_from(review.index)

    def _replay(self, window: ReviewWindow, deal_no: int) -> None:
        """Deal the same cards again: the match goes back to the start of that deal."""
        st = self.controller.state
        if st is None:
            return
        window.accept()
        index = st.deal_starts[deal_no]
        self.controller.rewind_to(index)
        self.reviewer.forget_from(index)
