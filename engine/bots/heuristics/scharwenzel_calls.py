"""Scharwenzel playouts outside card play: the bid, the trump suit, Tout, stop or go on.

Why: left to chance, a simulated auction names trumps at random and half the simulated
bidders announce a Tout (lost, it gives the opponents four hooks, each worth a whole
24-point race), and half the teams with a clean majority play on for one. Such deals are
nonsense, and the search would judge its real bid, trump and stop decisions by them. These
are the calls of a sensible player, cheap enough for every simulation (rules §4, §6, §7 in
``docs/rules/scharwenzel.md``).

- **Bid** (§4): the hand's best suit is the one with the most trumps if it were named plus
  its top trumps (``QC``, the suit's seven, ``QS``). With that suit worth at least half the
  hand plus one, bid the highest truthful bid for it ("better" for clubs), if that beats the
  bid so far; over the partner's bid only with clearly more trumps than his bid promises.
  Else pass. A tenth of the bids stay random (``NOISE``).
- **Trumps**: of the suits the bid allows, the one worth most.
- **Tout** and **go on** (§6, §7): only when every card in the hand is sure to take a trick,
  judged from the hand and the cards gone, never from the sampled hands of the others. A lost
  Tout costs the opponents' two or four hooks; stopping keeps the majority, *für die ersten*
  and the matadors, so a good player goes on only with a certainty.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from engine.actions import Action
from engine.bots.policies import NOISE, partners_of
from engine.games.scharwenzel import (
    ANNOUNCING,
    BID_ACTIONS,
    BIDDING,
    DECIDING,
    GO_ON,
    NAMING,
    NO_TOUT,
    PASS,
    POWER,
    STOP,
    SUIT_IN_PLAY,
    TOUT,
    TRUMP_ACTIONS,
    bid_value,
    printed_counts,
)

#: Trumps the bidder should hold over the partner's bid length before bidding over him.
OVER_PARTNER = 2


def suit_worth(hand: Sequence[str], suit: str) -> int:
    """What the hand is worth with ``suit`` as trumps: its trumps (the black queens and the
    jacks included) plus one more for each of the three top trumps held (``QC``, the
    suit's seven, ``QS``)."""
    suit_of = SUIT_IN_PLAY[suit]
    worth = 0
    for card in hand:
        if suit_of[card] == suit:
            worth += 1
            if card == "QC" or card == "QS" or card == "7" + suit:
                worth += 1
    return worth


def bid_call(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The bid of a sensible player, or ``pass`` (None: left to chance)."""
    if rng.random() < NOISE:
        return None
    seat = state.current_player
    hand = state.hands[seat]
    auction = state.auction
    high = -1 if auction.high is None else auction.high
    need = len(hand) // 2 + 1
    if auction.bidder is not None and auction.bidder in partners_of(state.teams, seat):
        need = max(need, high // 2 + OVER_PARTNER)  # the partner's bid names his suit
    counts = printed_counts(hand)
    best: tuple[int, int] | None = None  # (worth, bid value)
    for suit in "SHDC":
        length = counts[suit]
        if length < 3:
            continue
        value = bid_value(length, suit == "C")
        if value <= high:
            continue
        worth = suit_worth(hand, suit)
        if worth >= need and (best is None or (worth, value) > best):
            best = (worth, value)
    if best is None:
        return PASS
    action = BID_ACTIONS[best[1]]
    return action if action in legal else None


def trump_call(state: Any, legal: Sequence[Action]) -> Action:
    """The nameable suit worth most (ties: the longer trump suit, hearts or diamonds)."""
    hand = state.hands[state.current_player]
    named = [a.words[1] for a in legal]
    best = max(named, key=lambda s: (suit_worth(hand, s), s in "HD"))
    return TRUMP_ACTIONS[best]


def takes_every_trick(
    hand: Collection[str],
    unseen: Collection[str],
    suit_of: Mapping[str, str],
    power: Mapping[str, int],
    trump: str,
    leads: bool,
) -> bool:
    """Whether ``hand`` takes every remaining trick whatever the ``unseen`` cards' places:
    every card beats every unseen card of its suit, and if plain cards are to win too, the
    seat leads and holds enough trumps to draw every unseen one first (without the lead, a
    plain suit led that the hand lacks would be lost, so only trumps count then)."""
    tops: dict[str, int] = {}
    trumps_out = 0
    for card in unseen:
        suit = suit_of[card]
        if power[card] > tops.get(suit, -1):
            tops[suit] = power[card]
        if suit == trump:
            trumps_out += 1
    mine = 0
    plain = False
    for card in hand:
        suit = suit_of[card]
        if power[card] < tops.get(suit, -1):
            return False
        if suit == trump:
            mine += 1
        else:
            plain = True
    return not plain or (leads and mine >= trumps_out)


def tout_call(state: Any) -> Action:
    """Tout only when the bidder's hand alone surely takes every trick."""
    sure = _takes_the_rest(state, (), state.current_player == state.forehand)
    return TOUT if sure else NO_TOUT


def stop_call(state: Any) -> Action:
    """Go on for the Tout only when the seat (who leads next) surely takes every trick left."""
    sure = _takes_the_rest(state, (*state.won[0], *state.won[1]), True)
    return GO_ON if sure else STOP


def _takes_the_rest(state: Any, gone: Collection[str], leads: bool) -> bool:
    """:func:`takes_every_trick` for the seat to act, against every card of the pack that is
    neither in its hand nor ``gone``."""
    trump = state.trump
    hand = state.hands[state.current_player]
    seen = set(hand).union(gone)
    unseen = [c for c in state.pack if c not in seen]
    return takes_every_trick(hand, unseen, SUIT_IN_PLAY[trump], POWER[trump], trump, leads)


def call(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The playout's call in every phase but card play (None: left to chance)."""
    phase = state.phase
    if phase == BIDDING:
        return bid_call(state, legal, rng)
    if phase == NAMING:
        return trump_call(state, legal)
    if phase == ANNOUNCING:
        return tout_call(state)
    if phase == DECIDING:
        return stop_call(state)
    return None
