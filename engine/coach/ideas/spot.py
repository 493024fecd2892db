"""What a seat knows at a card play of a trick game, read once for every idea predicate.

Why one reading: each idea is a claim the seat could check itself ("every higher heart has
been played"), so every predicate must start from the same facts, and only from facts the
seat has: its own hand, the cards played to tricks (public), the trick on the table and the
game's own ranking (:class:`engine.tricks.TrickRules`). Hidden hands are never read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.contract import GameState
from engine.tricks import HasTrickRules, TrickRules, trick_winner

#: Verbs that put one card into a trick (1001 leads a marriage with ``marry``).
CARD_VERBS = frozenset({"play", "marry"})


@dataclass(frozen=True)
class Spot:
    """A card play seen from ``seat``: ``legal`` are the cards it may play now."""

    seat: int
    players: int
    hand: tuple[str, ...]
    legal: tuple[str, ...]
    #: The trick so far as (seat, card), in play order.
    table: tuple[tuple[int, str], ...]
    rules: TrickRules
    #: Every card played to a trick of this deal before the trick on the table.
    played: frozenset[str]
    #: The cards of the pack (its make-up is public, not where the cards are).
    pack: frozenset[str]
    #: Seats on this seat's side (itself excluded); empty when everybody plays alone.
    partners: frozenset[int]
    #: Card points, in games that count them (None: only tricks count).
    points: Mapping[str, int] | None = None

    # --- facts the predicates share ---------------------------------------------------------

    @property
    def leading(self) -> bool:
        return not self.table

    @property
    def last(self) -> bool:
        """This seat plays the last card of the trick: what wins now wins the trick."""
        return len(self.table) == self.players - 1

    def suit(self, card: str) -> str:
        return self.rules.suit_of[card]

    def is_trump(self, card: str) -> bool:
        return self.rules.trump is not None and self.suit(card) == self.rules.trump

    @property
    def led_suit(self) -> str | None:
        return self.suit(self.table[0][1]) if self.table else None

    @property
    def best(self) -> tuple[int, str] | None:
        """(seat, card) winning the trick so far."""
        if not self.table:
            return None
        cards = [c for _s, c in self.table]
        rules = self.rules
        return self.table[trick_winner(cards, rules.suit_of, rules.power, rules.trump)]

    def wins_now(self, card: str) -> bool:
        """``card`` played now would head the trick (certain to win it when this seat is last)."""
        cards = [c for _s, c in self.table] + [card]
        rules = self.rules
        return trick_winner(cards, rules.suit_of, rules.power, rules.trump) == len(cards) - 1

    def can_follow(self) -> bool:
        led = self.led_suit
        return led is not None and any(self.suit(c) == led for c in self.hand)

    def worth(self, card: str) -> tuple[int, int]:
        """How dear a card is to give: its points first (in point games), then its strength."""
        points = self.points.get(card, 0) if self.points is not None else 0
        return (points, self.rules.power[card] + (1000 if self.is_trump(card) else 0))

    def unplayed_higher(self, card: str) -> list[str]:
        """Cards of ``card``'s suit (as it plays) above it that no trick has taken yet."""
        suit, power = self.suit(card), self.rules.power[card]
        return sorted(
            (
                c
                for c in self.pack
                if c not in self.played
                and c not in self.table_cards
                and self.suit(c) == suit
                and self.rules.power[c] > power
            ),
            key=lambda c: -self.rules.power[c],
        )

    @property
    def table_cards(self) -> frozenset[str]:
        return frozenset(c for _s, c in self.table)

    def held_in_suit(self, suit: str) -> list[str]:
        return [c for c in self.hand if self.suit(c) == suit]

    def card_points(self, card: str) -> int:
        return self.points.get(card, 0) if self.points is not None else 0


def read_spot(
    state: GameState,
    seat: int,
    *,
    partners: frozenset[int] = frozenset(),
    points: Mapping[str, int] | None = None,
) -> Spot | None:
    """The spot of ``seat`` about to play a card, or None when it is not at a card play."""
    if not isinstance(state, HasTrickRules) or state.current_player != seat:
        return None
    legal = tuple(
        a.args[0] for a in state.legal_actions() if a.verb in CARD_VERBS and len(a.args) == 1
    )
    if not legal:
        return None
    rules = state.trick_rules()
    history = state.history[state.deal_starts[-1] :]
    plays = [(who, text.split()[1]) for who, text in history if text.split()[0] in CARD_VERBS]
    on_table = len(rules.played)
    table = tuple(plays[len(plays) - on_table :]) if on_table else ()
    played = frozenset(card for _who, card in plays[: len(plays) - on_table])
    pack = frozenset(c for cards in state.card_locations().values() for c in cards)
    return Spot(
        seat=seat,
        players=state.players,
        hand=tuple(state.hand(seat)),
        legal=tuple(dict.fromkeys(legal)),
        table=table,
        rules=rules,
        played=played,
        pack=pack,
        partners=partners,
        points=points,
    )
