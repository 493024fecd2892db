"""How a Bolachen player reads his hand: which contracts it can make, what to bid, call,
give, lay away and name as trumps (docs/rules/bolachen.md §4–§6).

Why: a playout that bids, exchanges and names trumps at random plays Morde nobody could
make and throws aces into the dopper, so the search judges "claim" and "pass", and the
contract it chooses, against nonsense. A player at the table counts his sure tricks; these
counts are the usual rough ones of the Préférence family (aces, guarded kings, long trumps,
top runs) and are cheap, because a playout asks them once or twice per deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from engine.cards import RANK_OF, SUIT_OF
from engine.games.bolachen import BETTEL, BRAND_LEVEL, MORD, POWER

#: Estimated tricks (of 10) a Brand needs before the dopper is seen. The declarer needs 6,
#: leads the first trick and improves his hand by two dopper cards. In 3,000 deals played by
#: this policy alone the declarer made his Brand in 63 % of deals at an estimate of 5, in
#: half at 4.5 (break-even) and in 39 % at 4.
BRAND_TRICKS = 5.0
#: Tricks lost per trump short of four: with few trumps the defenders ruff the side winners.
SHORT_TRUMPS = 0.75
#: Cards a Bettel or Mord hand may have wrong: the exchange lays two away.
SPARE = 1
#: Cards of one suit in the pack.
SUIT_LENGTH = 8
ACE, KING, QUEEN = 14, 13, 12
#: A low card, counted from the seven (0) up to the ace (7).
LOW = 7


def by_suit(hand: Iterable[str]) -> dict[str, list[int]]:
    """The card powers held in each suit, highest first (every suit present)."""
    suits: dict[str, list[int]] = {s: [] for s in BRAND_LEVEL}
    for card in hand:
        suits[SUIT_OF[card]].append(POWER[card])
    for powers in suits.values():
        powers.sort(reverse=True)
    return suits


def top_run(powers: Sequence[int]) -> int:
    """How many cards from the ace down the suit holds without a gap (sure winners)."""
    run = 0
    for expected, power in zip(range(ACE, 0, -1), powers, strict=False):
        if power != expected:
            break
        run += 1
    return run


def side_tricks(powers: Sequence[int]) -> float:
    """Tricks a plain suit is worth: the ace, a king behind the ace or guarded, a queen
    behind both."""
    held = set(powers)
    tricks = 0.0
    if ACE in held:
        tricks += 1.0
        if KING in held:
            tricks += 1.0
            if QUEEN in held and len(powers) >= 3:
                tricks += 0.5
    elif KING in held and len(powers) >= 2:
        tricks += 0.5
    return min(tricks, float(len(powers)))


def trump_tricks(powers: Sequence[int]) -> float:
    """Tricks a trump suit is worth: its top honours, and every trump beyond the third
    (the defenders run out of trumps first)."""
    held = set(powers)
    length = len(powers)
    tricks = float(ACE in held)
    tricks += float(KING in held and length >= 2)
    tricks += float(QUEEN in held and length >= 3)
    tricks += max(0, length - 3)
    return min(tricks, float(length))


def brand_tricks(hand: Iterable[str], trump: str) -> float:
    """Estimated tricks of a Brand with ``trump``."""
    return _brand_tricks(by_suit(hand), trump)


def _brand_tricks(suits: dict[str, list[int]], trump: str) -> float:
    tricks = trump_tricks(suits[trump])
    trumps = len(suits[trump])
    tricks -= SHORT_TRUMPS * max(0, 4 - trumps)  # the defenders ruff the side winners
    for suit, powers in suits.items():
        if suit != trump:
            tricks += side_tricks(powers)
            if not powers and trumps >= 4:  # a void with trumps to spare ruffs
                tricks += 0.5
    return tricks


def best_trump(hand: Iterable[str], suits: Iterable[str] = BRAND_LEVEL) -> str:
    """The suit whose Brand promises the most tricks (the higher-ranking one on a tie)."""
    return _best_trump(frozenset(hand), tuple(suits))


#: Hands remembered by the readings a playout asks at every bid (each seat's hand stays the
#: same through the auction, and the searching seat's own hand through all its playouts).
#: Since the auction below the search's root is played by these rules (``policy_plays``),
#: reading the hands anew was a fifth of a Bolachen simulation (docs/bots.md, "Search cost").
HAND_CACHE = 4096


@lru_cache(maxsize=HAND_CACHE)
def _best_trump(hand: frozenset[str], suits: tuple[str, ...]) -> str:
    held = by_suit(hand)
    return max(suits, key=lambda s: (_brand_tricks(held, s), BRAND_LEVEL[s]))


def bettel_risks(hand: Iterable[str]) -> int:
    """Cards that may be forced to take a trick in a Bettel: the i-th lowest card of a suit
    is safe while it is at most the (2i+1)-th card from the seven up."""
    return len(_wrong_cards(hand, "bettel"))


def mord_losers(hand: Iterable[str]) -> int:
    """Cards that may lose a trick in a Mord (no trumps, the declarer leads): those below a
    suit's top run, unless the run is long enough to draw every other card of the suit."""
    return len(_wrong_cards(hand, "mord"))


def highest_makeable(hand: Iterable[str]) -> int:
    """The highest contract level the hand can make (0: none). Winning the auction at a
    level lets the declarer play any contract at or above it, so every lower bid is safe."""
    return _highest_makeable(frozenset(hand))


@lru_cache(maxsize=HAND_CACHE)
def _highest_makeable(hand: frozenset[str]) -> int:
    if mord_losers(hand) <= SPARE:
        return MORD
    if bettel_risks(hand) <= SPARE:
        return BETTEL
    suits = by_suit(hand)
    makeable = [lvl for s, lvl in BRAND_LEVEL.items() if _brand_tricks(suits, s) >= BRAND_TRICKS]
    return max(makeable, default=0)


def discard_for(hand: Sequence[str], contract: str, trump: str | None) -> tuple[str, str]:
    """The two cards to lay away after taking the dopper.

    Brand: the lowest side cards, shortest suits first (a void lets trumps ruff), never a
    trump or an ace while another card may go. Bettel and Mord: one card at a time, the
    card the contract misses least (``_spare``)."""
    if contract == "brand":
        suits = by_suit(hand)
        ranked = sorted(
            hand,
            key=lambda c: (
                SUIT_OF[c] == trump,
                RANK_OF[c] == "A",
                len(suits[SUIT_OF[c]]),
                POWER[c],
            ),
        )
        return ranked[0], ranked[1]
    first = _spare(hand, contract)
    second = _spare([c for c in hand if c != first], contract)
    return first, second


def _spare(hand: Sequence[str], contract: str, keep: str | None = None) -> str:
    """The card (other than ``keep``) a Bettel or Mord hand misses least: in a Bettel the
    highest card that may be forced to take a trick (else the highest), in a Mord the lowest
    card that may lose one (else the lowest)."""
    cards = [c for c in hand if c != keep]
    wrong = _wrong_cards(hand, contract)
    if contract == "bettel":
        return max(cards, key=lambda c: (c in wrong, POWER[c]))
    return min(cards, key=lambda c: (c not in wrong, POWER[c]))


def _wrong_cards(hand: Iterable[str], contract: str) -> set[str]:
    """The cards :func:`bettel_risks` or :func:`mord_losers` count."""
    suits: dict[str, list[str]] = {}
    for card in sorted(hand, key=POWER.__getitem__, reverse=True):
        suits.setdefault(SUIT_OF[card], []).append(card)  # each suit highest first
    wrong: set[str] = set()
    for cards in suits.values():
        if contract == "bettel":
            for i, card in enumerate(reversed(cards)):
                if POWER[card] - LOW > 2 * i + 1:
                    wrong.add(card)
        else:
            run = top_run([POWER[c] for c in cards])
            if run < len(cards) and run < SUIT_LENGTH - len(cards):
                wrong.update(cards[run:])
    return wrong


def call_for(hand: Sequence[str], contract: str) -> str | None:
    """The card to call in a Bettel or Mord (None: no call). Mord: the highest card
    missing from the suit that has most losers; Bettel: the lowest card missing from the
    suit of the most dangerous card, which is then given away."""
    held = set(hand)
    suits = by_suit(hand)
    if contract == "mord":
        weakest = max(suits, key=lambda s: len(suits[s]) - top_run(suits[s]))
        missing = [c for c in _suit_cards(weakest) if c not in held]
        return max(missing, key=POWER.__getitem__) if missing else None
    worst = max(hand, key=POWER.__getitem__)
    missing = [c for c in _suit_cards(SUIT_OF[worst]) if c not in held]
    low = min(missing, key=POWER.__getitem__) if missing else None
    return low if low is not None and POWER[low] < POWER[worst] else None


def give_for(hand: Sequence[str], contract: str, called: str | None) -> str:
    """The card handed back for the called one: the one the contract misses least."""
    return _spare(hand, contract, keep=called)


def _suit_cards(suit: str) -> list[str]:
    return [c for c in POWER if SUIT_OF[c] == suit]


__all__ = [
    "BRAND_TRICKS",
    "bettel_risks",
    "best_trump",
    "brand_tricks",
    "call_for",
    "discard_for",
    "give_for",
    "highest_makeable",
    "mord_losers",
]
