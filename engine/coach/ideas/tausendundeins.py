"""1001's ideas: the marriage declared while the lead is yours, the marriage kept together,
points taken, and the card play every trick game shares."""

from __future__ import annotations

from engine.coach.ideas import tricks
from engine.coach.ideas.base import Idea
from engine.coach.ideas.spot import Spot, read_spot
from engine.contract import GameState
from engine.games.tausendundeins import ORDER_VALUES, PARTNER, POINTS
from engine.reasons import Reason, SuitWord

_PLAY = (
    tricks.ruffs,
    tricks.wins_cheaply,
    tricks.only_winner,
    tricks.wins_with_master,
    tricks.plays_master,
    tricks.draws_trumps,
    tricks.ducks_cheaply,
    tricks.keeps_high,
    tricks.discards_loser,
    tricks.makes_void,
    tricks.keeps_master,
    tricks.leads_low,
    tricks.leads_long,
    tricks.leads_cheap,
    tricks.cannot_win,
)


def ideas(state: GameState, seat: int, action: str) -> list[Idea]:
    words = action.split()
    spot = read_spot(state, seat, points=POINTS)
    if spot is None or len(words) != 2:
        return []
    card = words[1]
    found: list[Idea] = []
    if words[0] == "marry":
        found.append(_declares(state, card))
    grab = _takes_points(spot, card)
    for predicate in _PLAY:
        idea = predicate(spot, card)
        if idea is not None:
            found.append(idea)
            if grab is not None and idea.key in ("wins-cheaply", "takes-the-trick", "ruffs-low"):
                found.append(grab)
                grab = None
    if words[0] == "play":
        kept = _keeps_marriage(spot, card, state)
        if kept is not None:
            found.append(kept)
    return found


def _declares(state: GameState, card: str) -> Idea:
    """Leading a king or queen whose partner is in hand scores the pair and names trumps."""
    suit = card[-1]
    count = len(getattr(state, "marriages", ()))
    by_order = bool(getattr(state, "by_order", False))
    values = getattr(state, "suit_values", {})
    value = ORDER_VALUES[min(count, len(ORDER_VALUES) - 1)] if by_order else values[suit]
    return Idea(
        "declares-marriage",
        Reason(
            "Declares the marriage of {suit} while you have the lead: it scores {points} and "
            "makes {suit} trumps at once.",
            suit=SuitWord(suit),
            points=value,
        ),
    )


def _takes_points(spot: Spot, card: str) -> Idea | None:
    """Last to play and winning: the points on the table are certain."""
    if not spot.last or not spot.wins_now(card):
        return None
    total = sum(POINTS[c] for _s, c in spot.table) + POINTS[card]
    if total < 10:
        return None
    return Idea(
        "takes-points",
        Reason(
            "{card} takes the trick and its {points} card point(s).",
            plural_by="points",
            card=card,
            points=total,
        ),
    )


def _keeps_marriage(spot: Spot, card: str, state: GameState) -> Idea | None:
    """Another card goes while a king and queen of one suit stay together for a marriage."""
    declared = {m[1] for m in getattr(state, "marriages", ())}
    hand = set(spot.hand)
    for king in ("KS", "KH", "KD", "KC"):
        queen = PARTNER[king]
        if king in hand and queen in hand and card not in (king, queen):
            if king[-1] in declared:
                continue
            return Idea(
                "keeps-marriage",
                Reason(
                    "{card} goes and your king and queen of {suit} stay together for a marriage.",
                    card=card,
                    suit=SuitWord(king[-1]),
                ),
            )
    return None
