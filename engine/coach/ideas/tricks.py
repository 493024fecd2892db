"""The ideas of card play that every trick game shares, each a predicate on a :class:`Spot`.

Why once: "wins the trick cheaply", "does not overtake the partner", "draws trumps" mean the
same in 1001, Bolachen, Scharwenzel and Chapanka; only which ones a game lists, and in which
order, is the game's (``engine/coach/ideas/<game>.py``). Each function returns its
:class:`Idea` only when its claim holds in the position as the seat sees it, so a stated idea
is never false; card codes and suits travel as values, shown in the table's pattern.
"""

from __future__ import annotations

from engine.coach.ideas.base import Idea
from engine.coach.ideas.spot import Spot
from engine.reasons import Reason, SuitWord


def _winners(spot: Spot) -> list[str]:
    return [c for c in spot.legal if spot.wins_now(c)]


def _cheapest(spot: Spot, cards: list[str]) -> str:
    return min(cards, key=spot.worth)


# --- taking tricks ---------------------------------------------------------------------------


def wins_cheaply(spot: Spot, card: str) -> Idea | None:
    """The cheapest card that heads the trick: last to play, it takes the trick for sure."""
    if spot.leading or not spot.wins_now(card):
        return None
    best = spot.best
    assert best is not None
    if best[0] in spot.partners:
        return None
    winners = _winners(spot)
    if len(winners) < 2 or _cheapest(spot, winners) != card:
        return None
    if spot.is_trump(card) and not spot.is_trump(best[1]):
        if spot.can_follow():
            return _trumps_low_by_choice(spot, card, best[1])
        return Idea(
            "ruffs-low",
            Reason(
                "You cannot follow suit: {card} is the lowest trump that wins the trick.",
                card=card,
            )
            if spot.last
            else Reason(
                "You cannot follow suit: {card} is the lowest trump that beats {best}.",
                card=card,
                best=best[1],
            ),
        )
    if spot.last:
        return Idea(
            "wins-cheaply",
            Reason("Last to play: {card} is the cheapest card that wins the trick.", card=card),
        )
    return Idea(
        "beats-cheaply",
        Reason("{card} is the cheapest card that beats {best}.", card=card, best=best[1]),
    )


def _trumps_low_by_choice(spot: Spot, card: str, best: str) -> Idea:
    """The lowest winning trump played while the seat holds the led suit: only where following
    is not compulsory (1001's free phase), so the words must not claim a void there."""
    if spot.last:
        return Idea(
            "trumps-low",
            Reason(
                "Here you need not follow suit: {card} is the lowest trump that wins the trick.",
                card=card,
            ),
        )
    return Idea(
        "trumps-low",
        Reason(
            "Here you need not follow suit: {card} is the lowest trump that beats {best}.",
            card=card,
            best=best,
        ),
    )


def only_winner(spot: Spot, card: str) -> Idea | None:
    """The one card of the hand that takes the trick from an opponent."""
    if spot.leading or not spot.wins_now(card) or _winners(spot) != [card]:
        return None
    best = spot.best
    assert best is not None
    if best[0] in spot.partners:
        return None
    if spot.last:
        return Idea(
            "takes-the-trick",
            Reason("Last to play: {card} is your only card that wins the trick.", card=card),
        )
    return Idea(
        "takes-the-lead",
        Reason("{card} is your only card that beats {best}.", card=card, best=best[1]),
    )


def ruffs(spot: Spot, card: str) -> Idea | None:
    """Trumps a plain suit it cannot follow (when it is the only winning trump)."""
    led = spot.led_suit
    if led is None or spot.can_follow() or not spot.is_trump(card):
        return None
    if spot.is_trump(spot.table[0][1]):
        return None
    if not spot.wins_now(card):
        return None
    return Idea(
        "ruffs",
        Reason("You cannot follow {suit}: {card} trumps the trick.", suit=SuitWord(led), card=card),
    )


def plays_master(spot: Spot, card: str) -> Idea | None:
    """Leads a card no unplayed card of its suit beats, or none outside the seat's own hand
    (the king led with the ace in hand wins as surely, and the ace stays)."""
    if not spot.leading:
        return None
    higher = spot.unplayed_higher(card)
    if higher and all(c in spot.hand for c in higher):
        return _plays_master_below_own(spot, card, higher[-1])
    if higher:
        return None
    top = not any(
        spot.suit(c) == spot.suit(card) and spot.rules.power[c] > spot.rules.power[card]
        for c in spot.pack
    )
    if top:
        return Idea(
            "plays-top",
            Reason("{card} is the highest trump: it wins the trick.", card=card)
            if spot.is_trump(card)
            else Reason("{card} is the highest card of its suit: it wins the trick.", card=card)
            if spot.rules.trump is None
            else Reason(
                "{card} is the highest card of its suit: it wins the trick unless somebody trumps.",
                card=card,
            ),
        )
    if spot.is_trump(card) or spot.rules.trump is None:
        return Idea(
            "plays-master",
            Reason(
                "Every higher card of its suit has been played: {card} is the master and wins "
                "the trick.",
                card=card,
            ),
        )
    return Idea(
        "plays-master",
        Reason(
            "Every higher card of its suit has been played: {card} is the master and wins the "
            "trick unless somebody trumps.",
            card=card,
        ),
    )


def _plays_master_below_own(spot: Spot, card: str, higher: str) -> Idea:
    """Every unplayed card above ``card`` is the seat's own: it wins like them, and they stay."""
    if spot.is_trump(card) or spot.rules.trump is None:
        return Idea(
            "plays-master-held",
            Reason(
                "Every higher card of its suit is played or in your hand: {card} wins the "
                "trick as surely as {higher}, and {higher} stays with you.",
                card=card,
                higher=higher,
            ),
        )
    return Idea(
        "plays-master-held",
        Reason(
            "Every higher card of its suit is played or in your hand: {card} wins the trick "
            "as surely as {higher} unless somebody trumps, and {higher} stays with you.",
            card=card,
            higher=higher,
        ),
    )


def draws_trumps(spot: Spot, card: str) -> Idea | None:
    """Leads a trump while trumps it does not hold are still unplayed."""
    if not spot.leading or not spot.is_trump(card):
        return None
    trump = spot.rules.trump
    out = [
        c
        for c in spot.pack
        if spot.suit(c) == trump and c not in spot.played and c not in spot.hand
    ]
    if not out:
        return None
    return Idea(
        "draws-trumps",
        Reason(
            "Leads a trump to draw the others' trumps (unplayed trumps you do not hold: {count}).",
            count=len(out),
        ),
    )


# --- partners --------------------------------------------------------------------------------


def leaves_partner(spot: Spot, card: str) -> Idea | None:
    """The partner heads the trick and this card does not take it from him."""
    best = spot.best
    if best is None or best[0] not in spot.partners or spot.wins_now(card):
        return None
    if spot.last:
        return Idea(
            "leaves-partner",
            Reason(
                "Your partner's {best} takes the trick: {card} leaves it to him.",
                best=best[1],
                card=card,
            ),
        )
    if not any(spot.wins_now(c) for c in spot.legal):
        if len(spot.legal) < 2 or _cheapest(spot, list(spot.legal)) != card:
            return None
        return Idea(
            "leaves-partner",
            Reason(
                "Your partner's {best} heads the trick and none of your cards beats it: {card} "
                "is the cheapest to give.",
                best=best[1],
                card=card,
            ),
        )
    return Idea(
        "leaves-partner",
        Reason(
            "Your partner's {best} heads the trick: {card} does not overtake it.",
            best=best[1],
            card=card,
        ),
    )


# --- giving tricks away ----------------------------------------------------------------------


def ducks_cheaply(spot: Spot, card: str) -> Idea | None:
    """No card of the hand can win the trick: the cheapest one goes."""
    if spot.leading or _winners(spot) or len(spot.legal) < 2:
        return None
    best = spot.best
    assert best is not None
    if best[0] in spot.partners or _cheapest(spot, list(spot.legal)) != card:
        return None
    return Idea(
        "gives-cheapest",
        Reason(
            "None of the cards you may play beats {best}: {card} is the cheapest to give.",
            best=best[1],
            card=card,
        ),
    )


def keeps_high(spot: Spot, card: str) -> Idea | None:
    """Lets an opponent's trick go with a low card and keeps the card that could have won."""
    if spot.leading or spot.wins_now(card):
        return None
    best = spot.best
    assert best is not None
    winners = _winners(spot)
    if not winners or best[0] in spot.partners or _cheapest(spot, list(spot.legal)) != card:
        return None
    high = max(winners, key=spot.worth)
    return Idea(
        "keeps-high",
        Reason(
            "{card} lets this trick go and keeps {high}, which could have beaten {best}.",
            card=card,
            high=high,
            best=best[1],
        ),
    )


def stays_under(spot: Spot, card: str) -> Idea | None:
    """Follows suit below the card that heads the trick, with the highest such card: a high
    card goes without taking the trick (the first aim of a trick-avoiding hand)."""
    if spot.leading or spot.wins_now(card) or spot.suit(card) != spot.led_suit:
        return None
    best = spot.best
    assert best is not None
    under = [c for c in spot.legal if not spot.wins_now(c) and spot.suit(c) == spot.led_suit]
    if len(under) >= 2 and max(under, key=spot.worth) == card:
        return Idea(
            "highest-under",
            Reason(
                "{card} is your highest card that stays under {best}: it goes without taking "
                "the trick.",
                card=card,
                best=best[1],
            ),
        )
    if any(spot.wins_now(c) for c in spot.legal):
        return Idea(
            "stays-under",
            Reason("{card} stays under {best}: this trick is not yours.", card=card, best=best[1]),
        )
    return None


def sheds_when_void(spot: Spot, card: str) -> Idea | None:
    """Cannot follow suit: the dearest card of the hand goes to another player's trick."""
    led = spot.led_suit
    if led is None or spot.can_follow() or spot.is_trump(card) or spot.wins_now(card):
        return None
    plain = [c for c in spot.legal if not spot.is_trump(c)]
    if len(plain) < 2 or spot.worth(card) < max(spot.worth(c) for c in plain):
        return None
    points = spot.card_points(card)
    if points:
        return Idea(
            "sheds-points",
            Reason(
                "You cannot follow {suit}: {card} goes to another player's trick with its "
                "points ({points}).",
                suit=SuitWord(led),
                card=card,
                points=points,
            ),
        )
    return Idea(
        "sheds-high",
        Reason(
            "You cannot follow {suit}: {card}, your highest card, goes without taking the trick.",
            suit=SuitWord(led),
            card=card,
        ),
    )


def discards_loser(spot: Spot, card: str) -> Idea | None:
    """Cannot follow and does not trump: a card that unplayed cards of its suit would beat."""
    led = spot.led_suit
    if led is None or spot.can_follow() or spot.is_trump(card):
        return None
    higher = [c for c in spot.unplayed_higher(card) if c not in spot.hand]
    if not higher or len(spot.legal) < 2:
        return None
    return Idea(
        "discards-loser",
        Reason(
            "You cannot follow {suit}: {card} goes, a card that would lose to higher cards of "
            "its suit you do not hold (unplayed: {count}).",
            suit=SuitWord(led),
            card=card,
            count=len(higher),
        ),
    )


def makes_void(spot: Spot, card: str) -> Idea | None:
    """Plays the last card of a plain suit while holding trumps: that suit can be trumped."""
    if spot.rules.trump is None or spot.is_trump(card):
        return None
    suit = spot.suit(card)
    if spot.held_in_suit(suit) != [card] or not any(spot.is_trump(c) for c in spot.hand):
        return None
    return Idea(
        "makes-void",
        Reason(
            "{card} is your last card of {suit}: once it is gone you can trump that suit.",
            card=card,
            suit=SuitWord(suit),
        ),
    )


def leads_low(spot: Spot, card: str) -> Idea | None:
    """Leads the lowest card of a suit, keeping its higher cards in hand."""
    if not spot.leading:
        return None
    mine = spot.held_in_suit(spot.suit(card))
    if len(mine) < 2 or min(mine, key=spot.worth) != card:
        return None
    higher = spot.unplayed_higher(card)
    others = [c for c in higher if c not in spot.hand]
    if not others:
        return None
    return Idea(
        "leads-low",
        Reason(
            "Leads {card}, your lowest of its suit (unplayed higher cards of it that you do not "
            "hold: {count}).",
            card=card,
            count=len(others),
        ),
    )


def leads_short(spot: Spot, card: str) -> Idea | None:
    """Leads a singleton of a plain suit (a void to come)."""
    if not spot.leading or spot.is_trump(card) or spot.rules.trump is None:
        return None
    return makes_void(spot, card)


def keeps_master(spot: Spot, card: str) -> Idea | None:
    """Gives a card of a suit in which it keeps the master, so that trick stays to come."""
    if spot.leading or spot.wins_now(card):
        return None
    suit = spot.suit(card)
    masters = [c for c in spot.held_in_suit(suit) if c != card and not spot.unplayed_higher(c)]
    if not masters:
        return None
    return Idea(
        "keeps-master",
        Reason(
            "{card} goes and {master}, the master of its suit, stays in your hand.",
            card=card,
            master=masters[0],
        ),
    )


def leads_under(spot: Spot, card: str) -> Idea | None:
    """Leads a card that unplayed higher cards of its suit in other hands would take: the way
    out of the lead in a trick-avoiding game. Said of the safest such lead only (the most
    such cards out), since nearly every low lead could claim it and the words would not tell
    the moves apart."""
    if not spot.leading:
        return None
    others = [c for c in spot.unplayed_higher(card) if c not in spot.hand]
    if not others:
        return None
    most = max(len([c for c in spot.unplayed_higher(x) if c not in spot.hand]) for x in spot.legal)
    if len(others) < most:
        return None
    return Idea(
        "leads-under",
        Reason(
            "Leads {card}: a higher card of its suit played to this trick takes it (unplayed "
            "higher cards you do not hold: {count}).",
            card=card,
            count=len(others),
        ),
    )


def may_be_overtaken(spot: Spot, card: str) -> Idea | None:
    """Heads the trick for now with players still to come who may hold a higher card of the
    suit: a trick-avoiding hand gets rid of a middle card this way."""
    if spot.leading or spot.last or not spot.wins_now(card) or spot.rules.trump is not None:
        return None
    others = [c for c in spot.unplayed_higher(card) if c not in spot.hand]
    if not others:
        return None
    return Idea(
        "may-be-overtaken",
        Reason(
            "{card} heads the trick for now, but a player after you may still take it "
            "(unplayed higher cards of its suit that you do not hold: {count}).",
            card=card,
            count=len(others),
        ),
    )


def wins_with_master(spot: Spot, card: str) -> Idea | None:
    """Heads the trick with a card no unplayed card of its suit beats."""
    if spot.leading or not spot.wins_now(card):
        return None
    best = spot.best
    assert best is not None
    if best[0] in spot.partners or [c for c in spot.unplayed_higher(card) if c not in spot.hand]:
        return None
    if spot.is_trump(card) or spot.rules.trump is None:
        return Idea(
            "wins-with-master",
            Reason(
                "{card} takes the lead from {best}, and no unplayed card of its suit is higher.",
                card=card,
                best=best[1],
            ),
        )
    return Idea(
        "wins-with-master",
        Reason(
            "{card} takes the lead from {best}, and no unplayed card of its suit is higher: only "
            "a trump could still beat it.",
            card=card,
            best=best[1],
        ),
    )


def leads_long(spot: Spot, card: str) -> Idea | None:
    """Leads from the longest plain suit of the hand (its low cards become winners as the
    others run out of it)."""
    if not spot.leading or spot.is_trump(card):
        return None
    suit = spot.suit(card)
    counts: dict[str, int] = {}
    for c in spot.hand:
        if not spot.is_trump(c):
            counts[spot.suit(c)] = counts.get(spot.suit(c), 0) + 1
    if counts.get(suit, 0) < 3 or counts[suit] < max(counts.values()):
        return None
    return Idea(
        "leads-long",
        Reason(
            "Leads from {suit}, your longest suit ({count} card(s)): the more of it is "
            "played, the more your remaining cards of it are worth.",
            plural_by="count",
            suit=SuitWord(suit),
            count=counts[suit],
        ),
    )


def leads_cheap(spot: Spot, card: str) -> Idea | None:
    """In a game of card points: leads the card with the fewest points."""
    if not spot.leading or spot.points is None or len(spot.legal) < 2:
        return None
    fewest = min(spot.card_points(c) for c in spot.legal)
    if spot.card_points(card) != fewest:
        return None
    return Idea(
        "leads-cheap",
        Reason(
            "Leads {card}, a card with the fewest points you hold ({points}): if the trick is "
            "lost, little goes with it.",
            card=card,
            points=fewest,
        ),
    )


def cannot_win(spot: Spot, card: str) -> Idea | None:
    """No card the seat may play beats the card heading the trick: nothing it plays takes it."""
    if spot.leading or len(spot.legal) < 2 or any(spot.wins_now(c) for c in spot.legal):
        return None
    best = spot.best
    assert best is not None
    if best[0] in spot.partners:
        return None
    return Idea(
        "cannot-win",
        Reason(
            "None of the cards you may play beats {best}: whatever you play, this trick is "
            "not yours.",
            best=best[1],
        ),
    )


#: The shared ideas of a game in which tricks are wanted, most specific first (Bolachen's
#: Brand and Mord, Scharwenzel): one order, so the same card play is worded alike in both.
FOR_TRICKS = (
    leaves_partner,
    ruffs,
    wins_cheaply,
    only_winner,
    wins_with_master,
    plays_master,
    draws_trumps,
    ducks_cheaply,
    keeps_high,
    discards_loser,
    makes_void,
    keeps_master,
    leads_low,
    leads_long,
    cannot_win,
)
