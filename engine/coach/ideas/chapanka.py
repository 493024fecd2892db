"""Chapanka's ideas: take as few card points as possible, slip the Kinal and the aces onto
other players' tricks (they pay for them), keep the Kinal from being forced under a heart
lead, stay under the card that heads the trick and keep low cards to escape."""

from __future__ import annotations

from engine.coach.ideas import tricks
from engine.coach.ideas.base import Idea
from engine.coach.ideas.spot import Spot, read_spot
from engine.contract import GameState
from engine.games.chapanka import ACES, KINAL, POINTS, ChapankaState
from engine.reasons import Reason

_PLAY = (
    tricks.stays_under,
    tricks.sheds_when_void,
    tricks.may_be_overtaken,
    tricks.leads_under,
    tricks.plays_master,
    tricks.cannot_win,
)


def ideas(state: GameState, seat: int, action: str) -> list[Idea]:
    words = action.split()
    if words[0] in ("exchange", "discard") and len(words) == 2:
        return _lays_away(state, seat, words[1])
    if words[0] != "play" or len(words) != 2:
        return []
    spot = read_spot(state, seat, points=POINTS)
    if spot is None:
        return []
    card = words[1]
    found: list[Idea] = []
    for own in (_pancerola, _slips_paying_card, _keeps_kinal, _must_take_high):
        idea = own(spot, card, state)
        if idea is not None:
            found.append(idea)
    found += [idea for p in _PLAY if (idea := p(spot, card)) is not None]
    kept = _keeps_paying_card(spot, card)
    if kept is not None:
        found.append(kept)
    return found


def _keeps_paying_card(spot: Spot, card: str) -> Idea | None:
    """Another card goes while an ace or the Kinal, which could have gone now, stays for a
    later discard that pays."""
    if card in ACES or card == KINAL or spot.leading:
        return None
    # Only where the paying card could go now: otherwise every move keeps it alike.
    kept = [c for c in spot.legal if c in ACES or c == KINAL]
    if not kept:
        return None
    return Idea(
        "keeps-paying-card",
        Reason(
            "{card} goes and you keep {kept}: slipped onto another player's trick later, it "
            "makes that trick's winner pay you.",
            card=card,
            kept=kept[0],
        ),
    )


def _slips_paying_card(spot: Spot, card: str, state: GameState) -> Idea | None:
    """The Kinal or an ace played to a trick led in another suit: the trick's winner pays."""
    led = spot.led_suit
    if led is None or spot.suit(card) == led:
        return None
    if card == KINAL:
        if state.options.get("kinal_pot"):
            return Idea(
                "discards-kinal",
                Reason(
                    "The Kinal slips onto another player's trick: its winner pays you, and the "
                    "pot is yours.",
                ),
            )
        return Idea(
            "discards-kinal",
            Reason("The Kinal slips onto another player's trick: its winner pays you."),
        )
    if card in ACES:
        return Idea(
            "discards-ace",
            Reason(
                "{card} slips onto another player's trick: its winner pays you for the ace.",
                card=card,
            ),
        )
    return None


def _keeps_kinal(spot: Spot, card: str, state: GameState) -> Idea | None:
    """Another player led hearts: a heart other than the Kinal, which would be forced now."""
    if spot.leading or spot.led_suit != "H" or spot.table[0][0] == spot.seat:
        return None
    if KINAL not in spot.hand or card == KINAL or spot.suit(card) != "H":
        return None
    return Idea(
        "keeps-kinal",
        Reason(
            "{card} follows hearts and the Kinal stays in your hand: played to another "
            "player's heart lead it would be forced and pay.",
            card=card,
        ),
    )


def _must_take_high(spot: Spot, card: str, state: GameState) -> Idea | None:
    """Last to play and every allowed card wins: the trick is taken with the highest one, and
    the low cards stay to escape later tricks."""
    if not spot.last or len(spot.legal) < 2 or not all(spot.wins_now(c) for c in spot.legal):
        return None
    fewest = min(POINTS[c] for c in spot.legal)
    if POINTS[card] == fewest and any(POINTS[c] > fewest for c in spot.legal):
        return Idea(
            "takes-with-fewest-points",
            Reason(
                "Every card you may play wins this trick: {card} adds the fewest points to it.",
                card=card,
            ),
        )
    if max(spot.legal, key=spot.worth) != card:
        return None
    return Idea(
        "takes-with-highest",
        Reason(
            "Every card you may play wins this trick: {card}, your highest, goes with it and "
            "the low cards stay to escape later.",
            card=card,
        ),
    )


def _lays_away(state: GameState, seat: int, card: str) -> list[Idea]:
    """Laid away, a card can never take a trick: the dearest one goes."""
    hand = state.hand(seat)
    if card not in hand:
        return []
    if card == KINAL:
        return [
            Idea(
                "lays-away-kinal",
                Reason(
                    "The Kinal is laid away: it can never be forced under another player's "
                    "heart lead and make you pay."
                ),
            )
        ]
    points = POINTS.get(card, 0)
    if points and points == max(POINTS.get(c, 0) for c in hand if c != KINAL):
        return [
            Idea(
                "lays-away-points",
                Reason(
                    "{card} is laid away: its points ({points}) can never come back to you in "
                    "a trick.",
                    card=card,
                    points=points,
                ),
            )
        ]
    return []


def _pancerola(spot: Spot, card: str, state: GameState) -> Idea | None:
    """Holding a Pancerola (its privilege is this seat's own knowledge): renouncing commits
    it to lose every trick; following leaves the choice open."""
    if not isinstance(state, ChapankaState) or state.pancerola_right != spot.seat:
        return None
    if state.pancerola == spot.seat or spot.leading or not spot.can_follow():
        return None
    if not any(spot.suit(c) != spot.led_suit for c in spot.legal):
        return None  # from trick 10 on the privilege is gone
    if spot.suit(card) != spot.led_suit:
        return Idea(
            "commits-pancerola",
            Reason(
                "You renounce with the Pancerola: from now on you must lose every trick, and "
                "losing them all wins the settlement."
            ),
        )
    return Idea(
        "keeps-pancerola-open",
        Reason(
            "You follow suit and leave the Pancerola unused: once you renounce, you must lose "
            "every trick."
        ),
    )
