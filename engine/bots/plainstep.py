"""The yardstick of search cost: a plain, object-style trick-taking step (issue #32).

Why: µs per simulation alone says as much about the machine as about the code, and these
machines are shared, so a figure from one run cannot be compared with one from another.
The issue measures instead against "the plain object-style trick step": the simplest
trick-taking game written the way anyone would write it in plain Python — card objects,
player objects with a hand list, a trick list; deal 32 cards to 4 seats, follow suit if you
can, the highest card of the led suit wins, the winner leads — played out with random legal
cards. Its µs per played card, measured in the same run as a game's search, is the unit the
search's cost is given in ("µs per simulation = 80 plain steps").

It is deliberately *not* optimised (no bit masks, no precomputed tables): it is what the
engine is compared with, not a faster engine.
"""

from __future__ import annotations

import random
import time

SUITS = ("C", "D", "H", "S")
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")


class Card:
    """One card: its suit and its strength within the suit."""

    __slots__ = ("suit", "rank")

    def __init__(self, suit: str, rank: int) -> None:
        self.suit = suit
        self.rank = rank


class Player:
    """A seat: its hand and the tricks it won."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.hand: list[Card] = []
        self.won = 0

    def legal(self, led: str | None) -> list[Card]:
        """Cards it may play: any to lead, else the led suit if it has one."""
        if led is None:
            return list(self.hand)
        same = [c for c in self.hand if c.suit == led]
        return same if same else list(self.hand)


class Deal:
    """One deal of the plain game: 32 cards shuffled and dealt 8 to each of 4 seats."""

    def __init__(self, rng: random.Random) -> None:
        deck = [Card(s, r) for s in SUITS for r in range(len(RANKS))]
        rng.shuffle(deck)
        self.players = [Player(i) for i in range(4)]
        for i, card in enumerate(deck):
            self.players[i % 4].hand.append(card)
        self.leader = 0
        self.trick: list[tuple[Player, Card]] = []

    @property
    def over(self) -> bool:
        return not self.trick and not self.players[self.leader].hand

    def to_play(self) -> Player:
        return self.players[(self.leader + len(self.trick)) % 4]

    def play(self, card: Card) -> None:
        """The player to act plays ``card``; a full trick goes to the highest of the led suit."""
        player = self.to_play()
        player.hand.remove(card)
        self.trick.append((player, card))
        if len(self.trick) == 4:
            led = self.trick[0][1].suit
            winner = max((pc for pc in self.trick if pc[1].suit == led), key=lambda pc: pc[1].rank)
            winner[0].won += 1
            self.leader = winner[0].seat
            self.trick = []


def play_out(rng: random.Random) -> int:
    """Deal and play one deal with random legal cards; the number of cards played (32)."""
    deal = Deal(rng)
    played = 0
    while not deal.over:
        led = deal.trick[0][1].suit if deal.trick else None
        options = deal.to_play().legal(led)
        deal.play(options[rng.randrange(len(options))])
        played += 1
    return played


def us_per_card(seconds: float = 0.5, seed: int = 1) -> float:
    """µs of CPU time per played card (dealing included), over whole deals for at least
    ``seconds`` of process time."""
    rng = random.Random(seed)
    cards = 0
    start = time.process_time()
    while True:
        cards += play_out(rng)
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return elapsed / cards * 1e6
