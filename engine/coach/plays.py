"""Which play of a deal a par or an accuracy belongs to.

Why: a deal keeps its number when it is played again under the same match (the review's
"Replay this deal" and "Try again", or an undo after the deal ended), but it is another deal
then: other moves, another score. A par worked out for the first play shown beside the
second would compare the person's new score with the old play's replays, and a match's par
summed over its deals would mix two plays. So par and accuracy are kept per play: the digest
of the match's save up to the end of that deal (the setup and every action so far). Two
plays of deal ``k`` share it only when everything up to the end of deal ``k`` is the same.

For a finished match's last deal the digest is the match's own fingerprint
(:func:`engine.coach.match_entry.fingerprint`): the match's par belongs to that very play of
its last deal.
"""

from __future__ import annotations

import hashlib
import json

from engine.contract import GameState

#: Hex digits kept of the digest (96 bits: no two plays of a person's collide).
DIGITS = 24


def digest(save_text: str) -> str:
    """The short digest of a save's text (equal texts only)."""
    return hashlib.sha256(save_text.encode("utf-8")).hexdigest()[:DIGITS]


def start_of(state: GameState, deal: int) -> str:
    """Where deal ``deal`` (0-based, finished) started: the digest of the save cut before it.
    Two plays of the deal with the same start have the same par value (``strong``'s replays
    start there and never see the person's moves); only the person's score differs."""
    if not 0 <= deal < state.deals_finished:
        raise ValueError(f"deal {deal} is not finished (deals finished: {state.deals_finished})")
    data = json.loads(state.to_json())
    data["deals"] = data["deals"][:deal]
    data["start"] = deal
    return digest(json.dumps(data, separators=(",", ":")))


def play_of(state: GameState, deal: int) -> str:
    """The play of finished deal ``deal`` (0-based) at ``state``: the digest of the save cut
    at that deal's end. ValueError if the deal is not finished."""
    if not 0 <= deal < state.deals_finished:
        raise ValueError(f"deal {deal} is not finished (deals finished: {state.deals_finished})")
    data = json.loads(state.to_json())
    data["deals"] = data["deals"][: deal + 1]
    return digest(json.dumps(data, separators=(",", ":")))
