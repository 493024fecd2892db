"""The deal review's frames: every moment of a deal, all hands open, with the verdicts.

Made from :func:`engine.review.deal_frames` (here, or by the host of a network table and
received as JSON) for the review window (gui/coach/review_window.py); a flagged card play
says what it gave away once its trick is on record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import engine
from engine.coach.ideas.review import gave_away
from engine.review import deal_frames
from gui.coach.review_window import ReviewFrame
from gui.coach.verdicts import DecisionVerdict


def review_frames(
    st: engine.GameState,
    deal_no: int,
    reviews: dict[int, DecisionVerdict] | None = None,
    seat: int = 0,
) -> list[ReviewFrame]:
    """Every moment of deal ``deal_no`` of ``st`` (a finished one from its record, the deal in
    progress up to now): all hands open, what ``seat`` saw, and ``reviews``' verdict on
    each of its decisions (by history index). ``st`` itself is not changed."""
    return frames_from_json(deal_frames(st, deal_no, seat), reviews)


def frames_from_json(
    frames: Sequence[Mapping[str, Any]], reviews: Mapping[int, DecisionVerdict] | None = None
) -> list[ReviewFrame]:
    """The review window's frames from :func:`engine.review.deal_frames`' dicts (made here,
    or by the host of a network table and received), with the verdicts by history index."""
    reviews = reviews or {}
    out = []
    for f in frames:
        index = f.get("index")
        out.append(
            ReviewFrame(
                tuple(tuple(str(c) for c in hand) for hand in f["hands"]),
                tuple((int(s), str(c)) for s, c in f["table"]),
                f.get("move"),
                f.get("mover"),
                reviews.get(index) if isinstance(index, int) else None,
                obs=f.get("obs"),
                effects=tuple(f.get("effects") or ()),
            )
        )
    return out


def with_gave_away(
    st: engine.GameState, reviews: dict[int, DecisionVerdict]
) -> dict[int, DecisionVerdict]:
    """``reviews`` with each flagged card play saying what it gave away in its trick, once
    that trick is on record (the game's own account, :func:`gave_away`)."""
    shown = dict(reviews)
    for index, verdict in reviews.items():
        if verdict.flagged and verdict.gave_away is None:
            why = gave_away(st, index, verdict.best)
            if why is not None:
                shown[index] = replace(verdict, gave_away=why)
    return shown
