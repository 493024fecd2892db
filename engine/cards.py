"""Card codes, ranks, suits and the packs the five games use: the one card alphabet.

The engine always names cards with French letters (``QD``, ``10H``): German suits are a display
matter. The engine, its actions and the GUI's names all read codes through this module
(:func:`is_card`, :data:`RANK_OF`, :data:`SUIT_SYMBOL`); only ``cardart`` keeps its own copy,
because the layering keeps it free of the engine. Codes are plain ``str`` because they are
what saves, logs and actions contain; the lookup tables below make rank and suit queries a
dict access, which keeps the hot paths of the games and the bots cheap.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from engine.quoting import excerpt

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
#: The suit symbol people read beside an index letter (K♥); the same for every pattern's
#: French-suited faces and the one notation of messages, hints, refusals and result rows.
SUIT_SYMBOL: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: Stands in for a card an observer did not see (a face-down move's public form); never a code.
HIDDEN_CARD = "??"
SUIT_NAMES: dict[str, str] = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES: dict[str, str] = {
    "A": "ace",
    "K": "king",
    "Q": "queen",
    "J": "jack",
    "10": "ten",
    "9": "nine",
    "8": "eight",
    "7": "seven",
    "6": "six",
    "5": "five",
    "4": "four",
    "3": "three",
    "2": "two",
}


def _code(rank: str, suit: str) -> str:
    """The code of a card, interned: every table, pack and action word then holds the one
    object per card, so a table lookup or a hand's ``remove`` finds its card by identity
    instead of comparing the text (a search looks cards up millions of times)."""
    return sys.intern(rank + suit)


#: Every code of the 52-card pack, in suit-major order S H D C, each suit from ace down.
ALL_CODES: tuple[str, ...] = tuple(_code(r, s) for s in SUITS for r in RANKS)

RANK_OF: dict[str, str] = {_code(r, s): r for s in SUITS for r in RANKS}
SUIT_OF: dict[str, str] = {_code(r, s): s for s in SUITS for r in RANKS}
#: Natural strength of a rank, ace high (A=14 … 2=2); games with other orders build their own.
NATURAL_VALUE: dict[str, int] = {r: v for r, v in zip(RANKS, range(14, 1, -1), strict=True)}
#: Index of each code in ALL_CODES: a stable small integer for bitmasks.
INDEX: dict[str, int] = {c: i for i, c in enumerate(ALL_CODES)}
#: Each code's bit in a set of cards held as one integer (bit ``INDEX[code]``).
BIT_OF: dict[str, int] = {c: 1 << i for c, i in INDEX.items()}


def mask_of_codes(codes: Iterable[str]) -> int:
    """The cards as one integer, bit ``INDEX[code]`` each: set algebra on a few machine
    words where a search does it millions of times."""
    return sum(map(BIT_OF.__getitem__, codes))


def codes_of_mask(mask: int) -> list[str]:
    """The codes of :func:`mask_of_codes`'s integer, in pack order (:data:`ALL_CODES`)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(ALL_CODES[low.bit_length() - 1])
        mask ^= low
    return out


def is_card(word: str) -> bool:
    """Whether ``word`` is a canonical card code (rank then suit letter, upper case)."""
    return word in RANK_OF


def split_card(code: str) -> tuple[str, str]:
    """(rank, suit) of a canonical code: ``"10H"`` -> ``("10", "H")``."""
    return RANK_OF[code], SUIT_OF[code]


PACK_RANKS: dict[int, tuple[str, ...]] = {
    20: ("A", "10", "K", "Q", "J"),
    24: ("A", "K", "Q", "J", "10", "9"),
    32: ("A", "K", "Q", "J", "10", "9", "8", "7"),
    36: ("A", "K", "Q", "J", "10", "9", "8", "7", "6"),
    48: ("A", "K", "Q", "J", "9", "8", "7", "6", "5", "4", "3", "2"),
    52: RANKS,
}


def pack(size: int) -> tuple[str, ...]:
    """The codes of a pack by its size; 48 is the French pack without the tens (Chapanka)."""
    try:
        ranks = PACK_RANKS[size]
    except KeyError:
        allowed = ", ".join(str(k) for k in sorted(PACK_RANKS))
        raise ValueError(f"unknown pack size {size!r}; allowed: {allowed}") from None
    return tuple(_code(r, s) for s in SUITS for r in ranks)


def parse_card(text: str) -> str:
    """Return the canonical code for ``text`` (case-insensitive) or raise ValueError."""
    code = text.strip().upper()
    if code not in RANK_OF:
        raise ValueError(
            f"{excerpt(text)!r} is not a card: write rank then suit, e.g. QD, 10H "
            f"(ranks {' '.join(RANKS)}; suits {' '.join(SUITS)})"
        )
    return code


def check_deck(deck: Iterable[str], expected: Iterable[str]) -> list[str]:
    """Validate that ``deck`` is a permutation of ``expected``; return it as canonical codes.

    The message names the first problem found so a test author can fix the deck quickly.
    """
    try:
        cards = [parse_card(c) for c in deck]
    except (ValueError, AttributeError, TypeError) as exc:
        raise ValueError(f"deck: {exc}") from None
    want = list(expected)
    seen: set[str] = set()
    for c in cards:
        if c in seen:
            raise ValueError(f"deck: {c} appears twice")
        seen.add(c)
    missing = [c for c in want if c not in seen]
    extra = [c for c in cards if c not in set(want)]
    if extra:
        raise ValueError(f"deck: {', '.join(extra)} not in this game's {len(want)}-card pack")
    if missing:
        raise ValueError(f"deck: missing {', '.join(missing)} ({len(cards)} of {len(want)} cards)")
    return cards


def sort_hand(
    cards: Iterable[str], suit_order: str = "CSHD", rank_value: dict[str, int] | None = None
) -> list[str]:
    """Cards grouped by suit (alternating colours by default) and strongest first, for display."""
    value = rank_value or NATURAL_VALUE
    return sorted(cards, key=lambda c: (suit_order.index(SUIT_OF[c]), -value[RANK_OF[c]]))
