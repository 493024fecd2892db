"""Scharwenzel's ideas: bids the hand's length backs, trumps where the cards are, the
permanent trumps (Olsch, Nillje, Basta, the Burs) saved for the tricks that matter, the
partner's trick left to him, and the card play every trick game shares."""

from __future__ import annotations

from engine.coach.ideas import tricks
from engine.coach.ideas.base import Idea
from engine.coach.ideas.spot import Spot, read_spot
from engine.contract import GameState
from engine.games.scharwenzel import SUIT_IN_PLAY, bid_value, matador_order, printed_counts
from engine.reasons import Reason, SuitWord

_PLAY = tricks.FOR_TRICKS


def ideas(state: GameState, seat: int, action: str) -> list[Idea]:
    words = action.split()
    if words[0] == "bid":
        return _bid(state, seat, words)
    if words[0] == "trump" and len(words) == 2:
        return _names_trumps(state, seat, words[1])
    if words[0] == "pass":
        return _passes(state, seat)
    if words[0] == "no-tout":
        return _no_tout(state, seat)
    if words[0] != "play" or len(words) != 2:
        return []
    team = next((set(t) for t in state.teams if seat in t), {seat})
    spot = read_spot(state, seat, partners=frozenset(team - {seat}))
    if spot is None:
        return []
    card = words[1]
    found = [idea for p in _PLAY if (idea := p(spot, card)) is not None]
    saved = _saves_matador(spot, card)
    if saved is not None:
        found.append(saved)
    return found


def _bid(state: GameState, seat: int, words: list[str]) -> list[Idea]:
    """A bid says "I hold n cards of one suit" (clubs with "better"): name the suit."""
    if len(words) < 2 or not words[1].isdigit():
        return []
    n = int(words[1])
    counts = printed_counts(state.hand(seat))
    if len(words) == 3:
        if counts["C"] < n:
            return []
        return [
            Idea(
                "bids-length",
                Reason(
                    "You hold {held} card(s) of {suit}: a 'better' bid of {n} promises no "
                    "more than that.",
                    plural_by="held",
                    held=counts["C"],
                    suit=SuitWord("C"),
                    n=n,
                ),
            )
        ]
    suit = max("SHD", key=lambda s: counts[s])
    if counts[suit] < n:
        return []
    return [
        Idea(
            "bids-length",
            Reason(
                "You hold {held} card(s) of {suit}: a bid of {n} promises no more than that.",
                plural_by="held",
                held=counts[suit],
                suit=SuitWord(suit),
                n=n,
            ),
        )
    ]


def _names_trumps(state: GameState, seat: int, suit: str) -> list[Idea]:
    """Trumps where the most cards will be trumps, counting the permanent ones."""
    if suit not in SUIT_IN_PLAY:
        return []
    hand = state.hand(seat)
    counts = {s: sum(1 for c in hand if SUIT_IN_PLAY[s][c] == s) for s in "SHD"}
    if counts[suit] < max(counts.values()):
        return []
    return [
        Idea(
            "names-long-trumps",
            Reason(
                "With {suit} as trumps you hold {count} trump(s), the permanent ones "
                "included; no other suit gives you more.",
                plural_by="count",
                suit=SuitWord(suit),
                count=counts[suit],
            ),
        )
    ]


def _saves_matador(spot: Spot, card: str) -> Idea | None:
    """Another card goes while the Olsch, the Nillje or the Basta stays in hand."""
    trump = spot.rules.trump
    if trump is None:
        return None
    tops = matador_order(trump)[:3]
    if card in tops:
        return None
    for top, key in zip(tops, ("olsch", "nillje", "basta"), strict=True):
        if top in spot.hand:
            if key == "olsch":
                reason = Reason("{card} goes and you keep the Olsch, the highest trump.", card=card)
            elif key == "nillje":
                reason = Reason(
                    "{card} goes and you keep the Nillje, the second-highest trump.", card=card
                )
            else:
                reason = Reason(
                    "{card} goes and you keep the Basta, the third-highest trump.", card=card
                )
            return Idea("saves-top-trump", reason)
    return None


def _passes(state: GameState, seat: int) -> list[Idea]:
    """Passing although a bid is open: which bid that would be, on how many cards, so that the
    learner sees what the pass gives up (a pass with no bid open is no choice at all)."""
    bids = [a for a in state.legal_actions() if a.verb == "bid"]
    if not bids:
        return []
    lowest = min(bids, key=lambda a: bid_value(int(a.args[0]), len(a.args) == 2))
    counts = printed_counts(state.hand(seat))
    suit = "C" if len(lowest.args) == 2 else max("SHD", key=lambda s: counts[s])
    return [
        Idea(
            "passes-short",
            Reason(
                "{bid} is open to you on {held} card(s) of {suit}, the lowest bid now: passing "
                "leaves the contract to a hand with a longer suit.",
                plural_by="held",
                bid=lowest.text,
                held=counts[suit],
                suit=SuitWord(suit),
            ),
        )
    ]


def _no_tout(state: GameState, seat: int) -> list[Idea]:
    """A Tout must win every trick: no-tout unless the hand is all trumps and masters."""
    trump = getattr(state, "trump", None)
    if trump is None:
        return []
    hand = state.hand(seat)
    trumps = sum(1 for c in hand if SUIT_IN_PLAY[trump][c] == trump)
    if trumps == len(hand):
        return []
    return [
        Idea(
            "no-tout",
            Reason(
                "A Tout must win every trick, and you hold {count} card(s) other than trumps.",
                plural_by="count",
                count=len(hand) - trumps,
            ),
        )
    ]
