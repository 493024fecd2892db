"""The deal review at a network table: asked of the host, shown in the usual review window.

Why the host makes it: this program never has the others' cards; the host's server has, and
sends a seat its review of a deal only once that deal is over (docs/protocol.md, ``review``):
every moment with all hands open, and the host's coach's analysis of each of the seat's
decisions. Here the analyses are judged and worded exactly as a local review's
(:func:`gui.coach.verdicts.judge`), and the frames are the same engine frames
(:func:`gui.coach.learning.frames_from_json`). The match cannot be rewound from it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from engine.coach import Analysis
from engine.reasons import reason_from_json
from gui.coach.learning import Learning, frames_from_json
from gui.coach.review_window import ReviewFrame, ReviewWindow
from gui.coach.verdicts import DecisionVerdict, judge
from gui.net.remote_controller import RemoteController


def network_frames(msg: dict[str, Any], seat: int) -> list[ReviewFrame]:
    """The review window's frames from the host's ``review`` message, with ``seat``'s
    decisions judged from the analyses it carries. ValueError on a damaged message."""
    frames = msg.get("frames")
    analyses = msg.get("analyses") or {}
    if not isinstance(frames, list) or not frames or not isinstance(analyses, dict):
        raise ValueError("a review without frames")
    gave = msg.get("gave_away") or {}
    played = {f.get("index"): f.get("move") for f in frames if isinstance(f, dict)}
    verdicts: dict[int, DecisionVerdict] = {}
    for key, data in analyses.items():
        index = int(key)
        move = played.get(index)
        if isinstance(move, str):
            verdict = judge(index, seat, move, Analysis.from_json(data))
            why = gave.get(key) if isinstance(gave, dict) else None
            if verdict.flagged and isinstance(why, dict):
                verdict = replace(verdict, gave_away=reason_from_json(why))
            verdicts[index] = verdict
    try:
        return frames_from_json(frames, verdicts)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"a damaged review: {exc!r}") from None


def not_rewindable() -> str:
    """Why "Try again" and "Replay" are off in a network table's review."""
    return QCoreApplication.translate(
        "Network",
        "A network match cannot be taken back: the other players play on from where it is.",
    )


class NetReview(QObject):
    """Asks for a deal's review, says that the host is at it, and opens the window."""

    def __init__(self, remote: RemoteController, learning: Learning, say: Any) -> None:
        super().__init__(learning)
        self.remote = remote
        self.learning = learning
        #: Shows a line in the window's status bar.
        self.say = say
        self.window: ReviewWindow | None = None
        self._asked: int | None = None
        remote.review_ready.connect(self._on_review)
        remote.review_failed.connect(self._on_failed)

    def finished_deals(self) -> list[int]:
        return [int(r.get("deal_no") or 0) for r in self.remote.results]

    def open(self, deal_no: int | None = None) -> bool:
        """Ask for the review of ``deal_no`` (default: the latest deal over); False when no
        such deal is over."""
        done = self.finished_deals()
        if deal_no is None:
            deal_no = done[-1] if done else None
        if deal_no is None or deal_no not in done:
            return False
        self._asked = deal_no
        self.remote.request_review(deal_no)
        self.say(
            QCoreApplication.translate(
                "Network", "The host is looking at deal {n} for your review…"
            ).format(n=deal_no + 1)
        )
        return True

    def _on_review(self, msg: Any) -> None:
        if not isinstance(msg, dict) or msg.get("deal") != self._asked:
            return
        self._asked = None
        try:
            frames = network_frames(msg, self.remote.my_seat)
        except ValueError as exc:
            self._on_failed(str(exc))
            return
        game = self.remote.spec.id if self.remote.spec is not None else ""
        self.window = self.learning.show_review(game, int(msg["deal"]), frames, not_rewindable())
        self.say("")

    def _on_failed(self, text: str) -> None:
        self._asked = None
        self.say(text)
