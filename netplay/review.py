"""A seat's review of a finished deal, made by the host: every moment with all hands open and
the coach's deeper look at each of that seat's decisions.

Why at the host: only the host has the hidden cards, and the review (unlike everything else a
seat is sent) shows them all — allowed once the deal is over, and only for a deal that is
over (``Table.review_state`` refuses any other). The frames are the engine's
(:func:`engine.review.deal_frames`), the same the local review window shows; each decision is
judged by :func:`engine.coach.analyse` from the position *as the seat knew it* (hidden cards
sampled blind to the real ones), as the local review does.
"""

from __future__ import annotations

import contextlib
import os
import threading
from typing import Any

from engine.coach import DEEP_SAMPLES, analyse
from engine.coach.ideas.review import gave_away
from engine.contract import GameState
from engine.reasons import reason_to_json
from engine.review import deal_frames, decisions

#: Sampled deals per decision of a network review: the local review's depth. Measured
#: (scripts/bench_net_review.py, 3 deals per game, one core): at most about 16 CPU seconds
#: for a whole deal, so the host needs no shallower look (docs/protocol.md).
REVIEW_SAMPLES = DEEP_SAMPLES


def deal_review(
    state: GameState, deal_no: int, seat: int, samples: int = REVIEW_SAMPLES
) -> dict[str, Any]:
    """``frames`` (every moment of finished deal ``deal_no``, all hands open, ``seat``'s view)
    and ``analyses`` (history index as text -> ``Analysis.to_json()`` of each of ``seat``'s
    decisions with a choice). ``state`` is the table's own; it is only cloned."""
    if not 0 <= deal_no < state.deals_finished:
        raise ValueError(f"deal {deal_no} is not over")
    frames = deal_frames(state, deal_no, seat)
    begin = state.deal_starts[deal_no]
    end = state.deal_starts[deal_no + 1] if deal_no + 1 < len(state.deal_starts) else None
    start = state.clone()
    start.rewind_to(begin)
    moves = state.history[begin:end]
    analyses: dict[str, Any] = {}
    gave: dict[str, Any] = {}
    for offset, position, text in decisions(start, moves, seat):
        if len(position.legal_actions()) < 2:
            continue  # a forced move needs no verdict (the review marks it as forced)
        analysis = analyse(position, seat, samples=samples)
        analyses[str(begin + offset)] = analysis.to_json()
        # What a lost trick cost, from the finished deal's record (all of it public now):
        # the client says it where its verdict flags the move, as the local review does.
        if analysis.best.action != text:
            why = gave_away(state, begin + offset, analysis.best.action)
            if why is not None:
                gave[str(begin + offset)] = reason_to_json(why)
    return {"deal": deal_no, "frames": frames, "analyses": analyses, "gave_away": gave}


def lowest_priority() -> None:
    """A worker thread's initializer: its thinking yields the CPU to everything else (Linux
    gives each thread its own nice value; elsewhere this does nothing)."""
    with contextlib.suppress(AttributeError, OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
