"""The plain object-style trick step, the yardstick of the search's cost (issue #32): it is
the game it says (follow suit, the highest of the led suit wins), so its µs per card mean
what the benchmark says they mean."""

from __future__ import annotations

import random

from engine.bots import plainstep
from engine.bots.plainstep import Card, Deal


def test_a_deal_deals_eight_cards_to_each_of_four_seats_and_plays_all_32() -> None:
    deal = Deal(random.Random(3))
    assert [len(p.hand) for p in deal.players] == [8, 8, 8, 8]
    cards = {(c.suit, c.rank) for p in deal.players for c in p.hand}
    assert len(cards) == 32
    assert plainstep.play_out(random.Random(3)) == 32


def test_followers_must_follow_suit_and_the_highest_of_the_led_suit_wins() -> None:
    deal = Deal(random.Random(0))
    hands = [
        [Card("H", 2), Card("S", 7)],
        [Card("H", 5), Card("C", 7)],
        [Card("D", 7), Card("S", 6)],  # no heart: may throw anything
        [Card("H", 3), Card("H", 4)],
    ]
    for player, hand in zip(deal.players, hands, strict=True):
        player.hand = hand
    assert deal.players[1].legal("H") == [hands[1][0]]
    assert deal.players[2].legal("H") == hands[2]
    deal.play(hands[0][0])  # H 2 led
    deal.play(hands[1][0])  # H 5
    deal.play(hands[2][0])  # D 7: higher rank, but not the led suit
    deal.play(hands[3][0])  # H 3
    assert deal.leader == 1 and deal.players[1].won == 1 and deal.trick == []


def test_every_trick_of_a_played_deal_is_won_and_the_deal_ends() -> None:
    rng = random.Random(9)
    deal = Deal(rng)
    while not deal.over:
        led = deal.trick[0][1].suit if deal.trick else None
        options = deal.to_play().legal(led)
        deal.play(options[rng.randrange(len(options))])
    assert sum(p.won for p in deal.players) == 8


def test_its_cost_per_card_is_measured_in_process_time() -> None:
    assert plainstep.us_per_card(seconds=0.01) > 0
