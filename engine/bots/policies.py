"""Playout policies for trick games: what a decent player does without thinking hard.

Why: a search whose playouts are random judges every move by how it does among players who
throw cards at random; good players do not overtake a partner's sure trick or waste a trump on
a worthless trick, so moves that are good against them look no better than bad ones. These
rules of thumb are cheap (a few µs per step, they run at every step of every simulation) and
deliberately simple; a little randomness (``NOISE``) keeps the playouts varied.

``trick_play`` is the rule for a card to a trick, shared by every trick game; each game's
``engine.bots.heuristics.<game>.rollout`` gives it the game's lookups (suit, power, points,
who sits where) and handles its other decisions (bids, marriages) or leaves them random.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence

from engine.actions import Action

#: Share of playout steps left to chance (keeps playouts varied; a pure rule is predictable).
NOISE = 0.1


def trick_play(
    plays: Mapping[str, Action],
    trick: Sequence[str],
    trick_seats: Sequence[int],
    seat: int,
    partners: Sequence[int],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    points: Mapping[str, int] | None,
    trump: str | None,
    rng: random.Random,
) -> Action | None:
    """The card a sensible player adds to ``trick`` (``plays``: card -> its legal action).

    Leading: the lowest plain card (keep trumps and high cards for later). Following:
    if a partner already wins the trick, give it points (or the cheapest card) and never
    overtake it; if the trick can be won, win it with the cheapest card that does; else throw
    the cheapest card. "Cheapest" is the card's points, then its power, with trumps dearer.
    """
    if rng.random() < NOISE:
        return None

    def cost(card: str) -> tuple[int, int, int]:
        return (
            suit_of[card] == trump,
            points[card] if points is not None else 0,
            power[card],
        )

    if not trick:
        return plays[min(plays, key=cost)]
    led = suit_of[trick[0]]
    best_i = trick_leader(trick, suit_of, power, trump)
    best = trick[best_i]
    best_suit = suit_of[best]
    if partners and trick_seats[best_i] in partners:
        if points is not None and led == best_suit:
            # Feed the partner: the most points that do not overtake his card.
            safe = [
                c
                for c in plays
                if not (suit_of[c] == best_suit and power[c] > power[best]) and suit_of[c] != trump
            ]
            if safe:
                return plays[max(safe, key=lambda c: (points[c], -power[c]))]
        return plays[min(plays, key=cost)]
    winners = [
        c
        for c in plays
        if (suit_of[c] == best_suit and power[c] > power[best])
        or (suit_of[c] == trump and best_suit != trump)
    ]
    if winners:
        return plays[min(winners, key=cost)]
    return plays[min(plays, key=cost)]


def trick_play_ranked(
    plays: Mapping[str, Action],
    trick: Sequence[str],
    trick_seats: Sequence[int],
    partners: Sequence[int],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
    rank: Mapping[str, int],
    rng: random.Random,
) -> Action | None:
    """:func:`trick_play` without card points (``points=None``), its cost of a card looked
    up in ``rank`` (:func:`cost_ranks`: one number per card ordered as the cost tuple): the
    same card for the same generator, without a tuple per card compared. Why: it runs at
    every card of every playout of a search (issue #32)."""
    card = ranked_card(plays, trick, trick_seats, partners, suit_of, power, trump, rank, rng)
    return None if card is None else plays[card]


def ranked_card(
    cards: Collection[str],
    trick: Sequence[str],
    trick_seats: Sequence[int],
    partners: Sequence[int],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
    rank: Mapping[str, int],
    rng: random.Random,
) -> str | None:
    """:func:`trick_play_ranked`'s card among ``cards`` (the legal cards in the legal
    order: ties go to the first), or None for a random one. Given the cards themselves, a
    game's playout loop needs no action per card (``heuristics.scharwenzel.playout_loop``)."""
    if rng.random() < NOISE:
        return None
    key = rank.__getitem__
    if not trick:
        return min(cards, key=key)
    best_i = trick_leader(trick, suit_of, power, trump)
    if partners and trick_seats[best_i] in partners:
        return min(cards, key=key)
    best = trick[best_i]
    best_suit = suit_of[best]
    top = power[best]
    # The cards that win the trick so far (a trump beats a plain card): a plain loop, as
    # in CPython 3.11 a comprehension is a function call.
    winners = []
    for c in cards:
        suit = suit_of[c]
        if (suit == best_suit and power[c] > top) or (suit == trump and best_suit != trump):
            winners.append(c)
    return min(winners or cards, key=key)


def cost_ranks(
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
    points: Mapping[str, int] | None = None,
) -> dict[str, int]:
    """Per card, a number ordered as :func:`trick_play`'s cost (trumps dearer, then card
    points, then power; ``points`` None: none): equal numbers for equal costs, so ``min``
    picks the same card. The cost (trump, points, power) is written in mixed radix, points
    (0 or more) below the trump digit and power below the points."""
    top = max(power.values(), default=0) + 1
    low = min(power.values(), default=0)
    span = top - low
    levels = max(points.values(), default=0) + 1 if points else 1
    return {
        card: ((suit_of[card] == trump) * levels + (points.get(card, 0) if points else 0)) * span
        + power[card]
        - low
        for card in power
        if card in suit_of
    }


def partners_of(teams: Sequence[Sequence[int]], seat: int) -> tuple[int, ...]:
    """The seats on ``seat``'s side other than itself."""
    for team in teams:
        if seat in team:
            return tuple(s for s in team if s != seat)
    return ()


def duck_play(
    plays: Mapping[str, Action],
    trick: Sequence[str],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    rng: random.Random,
) -> Action | None:
    """The card of a player who wants *no* trick (Bettel, misère): lead the lowest card;
    following, play the highest card that still loses, else (every card would win) the
    highest; unable to follow, throw the highest card."""
    card = duck_card(plays, trick, suit_of, power, rng)
    return None if card is None else plays[card]


def duck_card(
    cards: Collection[str],
    trick: Sequence[str],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    rng: random.Random,
) -> str | None:
    """:func:`duck_play`'s card among ``cards`` (the legal cards in the legal order: ties go
    to the first), or None for a random one; a game's playout loop asks it without the
    actions."""
    if rng.random() < NOISE:
        return None
    if not trick:
        return min(cards, key=power.__getitem__)
    led = suit_of[trick[0]]
    # Plain loops, not a generator and comprehensions (each a function call in CPython
    # 3.11): it runs at most cards of a Bolachen Bettel's playouts (issue #44 item 7).
    top = power[trick[0]]  # the highest card of the led suit in the trick
    for c in trick:
        if suit_of[c] == led:
            p = power[c]
            if p > top:
                top = p
    following = []
    under = []
    for c in cards:
        if suit_of[c] == led:
            following.append(c)
            if power[c] < top:
                under.append(c)
    if not following:
        return max(cards, key=power.__getitem__)
    return max(under or following, key=power.__getitem__)


def trick_leader(
    trick: Sequence[str],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
) -> int:
    """Index in ``trick`` of the card that wins it so far (the led suit or the highest trump)."""
    best_i = 0
    best = trick[0]
    best_suit = suit_of[best]
    best_power = power[best]
    for i in range(1, len(trick)):
        card = trick[i]
        suit = suit_of[card]
        if (suit == best_suit and power[card] > best_power) or (
            suit == trump and best_suit != trump
        ):
            best_i = i
            best_suit = suit
            best_power = power[card]
    return best_i


def spare_partners_trick(
    plays: Mapping[str, Action],
    trick: Sequence[str],
    trick_seats: Sequence[int],
    seat: int,
    partners: Sequence[int],
    players: int,
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
) -> list[Action] | None:
    """The moves left when the partner's trick is sure: the seat plays last to a trick its
    partner is winning, so any card that would overtake him spends a high card or a trump
    on a trick the side has anyway. None when the rule does not apply (or every card would
    overtake)."""
    if len(trick) != players - 1 or not partners:
        return None
    best_i = trick_leader(trick, suit_of, power, trump)
    if trick_seats[best_i] not in partners:
        return None
    best = trick[best_i]
    best_suit = suit_of[best]
    keep = [
        action
        for card, action in plays.items()
        if not (
            (suit_of[card] == best_suit and power[card] > power[best])
            or (suit_of[card] == trump and best_suit != trump)
        )
    ]
    return keep or None


def lowest_losing_follow(
    plays: Mapping[str, Action],
    trick: Sequence[str],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
) -> list[Action] | None:
    """The one move left when the seat follows suit and no card it may play beats the card
    winning the trick: its lowest. Why: whichever it plays loses the trick and changes
    nothing in it, so it only decides which card stays in hand, and in a game where tricks
    count and cards do not, a higher card of the suit can later do all that the lower can
    (a king thrown under the led ace is a master given away; issue #32). None when the rule
    does not apply (leading, a discard or a trump among the moves, a card that wins)."""
    if not trick or len(plays) < 2:
        return None
    led = suit_of[trick[0]]
    if any(suit_of[card] != led for card in plays):
        return None
    best = trick[trick_leader(trick, suit_of, power, trump)]
    if suit_of[best] == led and any(power[card] > power[best] for card in plays):
        return None
    return [plays[min(plays, key=power.__getitem__)]]
