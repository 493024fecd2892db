"""Trick-taking mechanics shared by 1001, Bolachen, Scharwenzel and Chapanka.

A game describes its cards with two lookups: ``suit_of[card]`` — the suit the card *belongs
to for play* (Scharwenzel maps its permanent trumps to the trump suit; a game with no trump
just uses printed suits) — and ``power[card]``, its strength within that suit. With these,
who wins a trick and which cards a player may play are the same code for every game; the
obligations (follow, head, trump, overtrump) are switches.

:func:`complete_trick` is the one place a finished trick is decided and reported to the
match record, so every trick game's events carry the same trick effect.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, TypeVar, runtime_checkable

from engine.cards import RANK_OF

if TYPE_CHECKING:
    from engine.contract import GameState


def deal_tricks(state: GameState) -> list[list[tuple[int, str]]]:
    """The current deal's tricks as (seat, card) in play order, the last one possibly
    unfinished, read back from the history (every seat plays to every trick). Why: the
    samplers and the bots' inference read voids, discards and ducks off the public record,
    kept off the hot path of play; one reading keeps them agreeing."""
    per_trick = state.players
    tricks: list[list[tuple[int, str]]] = []
    for seat, text in state.history[state.deal_starts[-1] :]:
        if not text.startswith("play "):
            continue
        if not tricks or len(tricks[-1]) == per_trick:
            tricks.append([])
        tricks[-1].append((seat, text[5:]))
    return tricks


#: A card as a game or a solver names it: its code ("QS"), or a solver's bit number.
Card = TypeVar("Card")


def trick_winner(
    cards: Sequence[Card], suit_of: Mapping[Card, str], power: Mapping[Card, int], trump: str | None
) -> int:
    """Index (in play order) of the card that wins: the highest trump, else the highest card
    of the led suit; a card of any other suit never wins. The exact solvers ask it with their
    bit numbers, so the rule of the trick stays in one place."""
    best = 0
    best_card = cards[0]
    best_suit = suit_of[best_card]
    for i in range(1, len(cards)):
        card = cards[i]
        suit = suit_of[card]
        if suit == best_suit:
            if power[card] > power[best_card]:
                best, best_card = i, card
        elif suit == trump:
            best, best_card, best_suit = i, card, suit
    return best


def beats(
    card: str,
    best: str,
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
) -> bool:
    """Whether ``card`` played now would beat ``best``, the card currently winning."""
    suit = suit_of[card]
    best_suit = suit_of[best]
    if suit == best_suit:
        return power[card] > power[best]
    return suit == trump


def legal_plays(
    hand: Iterable[str],
    trick: Sequence[str],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
    *,
    follow: bool = True,
    head: bool = False,
    must_trump: bool = False,
    overtrump: bool = False,
) -> list[str]:
    """The cards of ``hand`` a player may add to ``trick`` under the given obligations.

    - ``follow``: play a card of the led suit if you have one;
    - ``head``: among those, one that beats the trick so far if you can (a led-suit card can
      never beat a trump already played to a plain lead, so then any led-suit card will do);
    - ``must_trump``: void in the led suit, play a trump if you have one;
    - ``overtrump``: when trumping, beat the trick if you can.
    The order of ``hand`` is kept.
    """
    # No copy unless the whole hand is the answer: this runs at every step of every search.
    cards = hand if isinstance(hand, (list, tuple)) else list(hand)
    if not trick or not follow:
        return list(cards)
    led = suit_of[trick[0]]
    same = [c for c in cards if suit_of[c] == led]
    if same:
        if head:
            best = trick[trick_winner(trick, suit_of, power, trump)]
            better = [c for c in same if beats(c, best, suit_of, power, trump)]
            if better:
                return better
        return same
    if must_trump and trump is not None:
        trumps = [c for c in cards if suit_of[c] == trump]
        if trumps:
            if overtrump:
                best = trick[trick_winner(trick, suit_of, power, trump)]
                better = [c for c in trumps if beats(c, best, suit_of, power, trump)]
                if better:
                    return better
            return trumps
    return list(cards)


def card_points(cards: Iterable[str], points: Mapping[str, int]) -> int:
    """Sum of the card-point values (missing cards count 0)."""
    return sum(points.get(c, 0) for c in cards)


def rank_points(values: Mapping[str, int], pack: Iterable[str]) -> dict[str, int]:
    """A per-card point table from per-rank values, e.g. {"A": 11, "10": 10, …}."""
    return {c: values.get(RANK_OF[c], 0) for c in pack}


#: CLOCKWISE[players][leader]: the seats of a trick in play order when play passes to the
#: left (seat ``s + 1`` after ``s``); shared tuples, so a trick's record costs no new list.
CLOCKWISE: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((leader + i) % n for i in range(n)) for leader in range(n)) for n in range(2, 9)
}


def complete_trick(
    state: GameState,
    seats: Sequence[int],
    cards: Sequence[str],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str | None,
    points: int | None = None,
) -> int:
    """The seat that wins the finished trick ``cards`` (played by ``seats``, in order), and
    the trick effect noted in ``state``'s record (``points``: the card points it carries, in
    games that count them). ``cards`` must never change afterwards: the record keeps it."""
    winner = seats[trick_winner(cards, suit_of, power, trump)]
    if state.recording:
        note_trick(state, winner, seats, cards, points)
    return winner


def note_trick(
    state: GameState,
    winner: int,
    seats: Sequence[int],
    cards: Sequence[str],
    points: int | None = None,
) -> None:
    """Note the finished trick's effect in ``state``'s record (which must be recording): the
    raw note (see engine.events) that :func:`complete_trick` appends for every trick, for a
    game that works the winner out itself."""
    state._fx.append((len(state.history) - 1, "trick", (winner, seats, cards, points)))


@dataclass(frozen=True)
class TrickRules:
    """How the trick being played ranks its cards, as the game itself decides it.

    Why a value of its own: a trick's winner must be *explained* by the same tables that
    decided it (:func:`trick_winner`), not guessed from printed suits — in Scharwenzel the Olsch
    (Q♣) is a trump whatever suit is trumps. ``named`` maps a card with a name of its own in
    this trick ("olsch", "nillje", "basta", "bur") to that name's key, so the explanation can
    say it. A trick game returns this from its ``trick_rules()`` method.
    """

    suit_of: Mapping[str, str]
    power: Mapping[str, int]
    trump: str | None
    named: Mapping[str, str] = field(default_factory=dict)
    #: The cards of the trick in progress, in play order.
    played: tuple[str, ...] = ()
    #: Who plays together in this deal's tricks when that is not the match's teams (a
    #: Bolachen declarer against the two defenders); empty: ``state.teams``.
    sides: tuple[tuple[int, ...], ...] = ()
    #: Seats that play to lose tricks (every seat in Chapanka, a Bettel's declarer): for
    #: them a trick "let go" is no loss, so nothing may say it was.
    avoiders: frozenset[int] = frozenset()


@runtime_checkable
class HasTrickRules(Protocol):
    """A game whose deals are played in tricks: it tells how the trick in progress is ranked."""

    def trick_rules(self) -> TrickRules: ...
