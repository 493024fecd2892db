"""Kaschlan's ideas: shed the low cards (attack and reinforce with them), beat with the
cheapest card that does it, keep the trumps and the queen of diamonds (the Kaschlan) for
cards only they can beat, and take rather than spend trumps on a bout that is lost anyway."""

from __future__ import annotations

from engine.bots.heuristics.kaschlan import cost
from engine.cards import ALL_CODES, NATURAL_VALUE, RANK_OF
from engine.coach.ideas.base import Idea
from engine.contract import GameState
from engine.games.kaschlan import CODE, KaschlanState, beats
from engine.reasons import Reason

KASCHLAN = "QD"


def ideas(state: GameState, seat: int, action: str) -> list[Idea]:
    if not isinstance(state, KaschlanState):
        return []
    words = action.split()
    hand = state.hand(seat)
    trump = state.trump
    open_cards = [CODE[y] for _seat, y, by in state.table if by < 0]  # public: on the table
    verb = words[0]
    if verb == "beat" and len(words) == 3:
        return _beat(hand, trump, words[1], words[2])
    if verb == "take":
        return _take(hand, trump, open_cards)
    cards = words[1 : words.index("coachman")] if "coachman" in words else words[1:]
    if verb == "attack" and cards:
        return _attack(hand, trump, cards)
    if verb in ("reinforce", "add") and cards:
        return _shed(hand, trump, cards, verb, open_cards)
    if verb == "decline":
        return _decline(state, hand, trump)
    return []


def _is_trump(card: str, trump: str) -> bool:
    return card == KASCHLAN or card[-1] == trump


def _beat(hand: list[str], trump: str, target: str, card: str) -> list[Idea]:
    beaters = [c for c in hand if beats(c, target, trump)]
    if card not in beaters:
        return []
    found: list[Idea] = []
    if len(beaters) == 1:
        found.append(
            Idea(
                "only-beater",
                Reason("{card} is your only card that beats {target}.", card=card, target=target),
            )
        )
    elif min(beaters, key=lambda c: cost(c, trump)) == card and all(
        cost(c, trump) > cost(card, trump) for c in beaters if c != card
    ):
        found.append(
            Idea(
                "beats-cheaply",
                Reason(
                    "{card} is the cheapest card that beats {target}.", card=card, target=target
                ),
            )
        )
    trumps = [c for c in hand if _is_trump(c, trump)]
    if (
        not found
        and card != KASCHLAN
        and _is_trump(card, trump)
        and len(trumps) >= 2
        and min(trumps, key=lambda c: cost(c, trump)) == card
    ):
        found.append(
            Idea(
                "beats-low-trump",
                Reason("{card} is your lowest trump: the higher ones stay in hand.", card=card),
            )
        )
    if not found:
        found.extend(_keeps_higher(beaters, trump, target, card))
    if not _is_trump(card, trump) and trumps:
        found.append(
            Idea(
                "keeps-trumps",
                Reason(
                    "{card} is no trump: your trumps stay for cards only a trump can beat.",
                    card=card,
                ),
            )
        )
    if KASCHLAN in hand and card != KASCHLAN:
        found.append(_keeps_kaschlan())
    return found


def _keeps_higher(beaters: list[str], trump: str, target: str, card: str) -> list[Idea]:
    """Not the cheapest beater, but not the dearest either: the dearer ones are saved for
    cards that only they can beat."""
    kept = [c for c in beaters if cost(c, trump) > cost(card, trump)]
    if not kept:
        return []
    return [
        Idea(
            "beats-keeps-higher",
            Reason(
                "{card} beats {target}; the higher {cards} stays for a harder card.",
                card=card,
                target=target,
                cards=" ".join(kept),
            )
            if len(kept) == 1
            else Reason(
                "{card} beats {target}; the higher {cards} stay for harder cards.",
                card=card,
                target=target,
                cards=" ".join(kept),
            ),
        )
    ]


def _keeps_kaschlan() -> Idea:
    return Idea(
        "keeps-kaschlan",
        Reason("You keep the queen of diamonds, the Kaschlan, which beats any card, for later."),
    )


def _take(hand: list[str], trump: str, open_cards: list[str]) -> list[Idea]:
    if not open_cards or not hand:
        return []
    unbeatable = [y for y in open_cards if not any(beats(x, y, trump) for x in hand)]
    if unbeatable:
        return [
            Idea(
                "takes-anyway",
                Reason(
                    "Nothing in your hand beats {cards}, so you must take in the end: taking "
                    "now keeps the cards you would beat with.",
                    cards=" ".join(unbeatable),
                ),
            )
        ]
    dear = [y for y in open_cards if all(_is_trump(x, trump) for x in hand if beats(x, y, trump))]
    if dear:
        return [
            Idea(
                "takes-not-trumps",
                Reason(
                    "Only trumps of yours beat {cards}: taking keeps them for later.",
                    cards=" ".join(dear),
                ),
            )
        ]
    if not any(_is_trump(x, trump) for x in hand):
        beaters = [x for x in hand if any(beats(x, y, trump) for y in open_cards)]
        return [
            Idea(
                "takes-no-trump",
                Reason(
                    "You hold no trump: taking keeps {cards}, your only defence.",
                    cards=" ".join(beaters),
                ),
            )
        ]
    return []


def _attack(hand: list[str], trump: str, cards: list[str]) -> list[Idea]:
    found: list[Idea] = []
    rank = RANK_OF[cards[0]]
    plain = [c for c in hand if not _is_trump(c, trump)]
    if not any(_is_trump(c, trump) for c in cards) and all(
        NATURAL_VALUE[RANK_OF[c]] >= NATURAL_VALUE[rank] for c in plain
    ):
        found.append(
            Idea(
                "attacks-low",
                Reason(
                    "You attack with your lowest plain cards ({cards}): the high ones stay "
                    "for defending.",
                    cards=" ".join(cards),
                ),
            )
        )
    if (
        not found
        and not any(_is_trump(c, trump) for c in cards)
        and any(_is_trump(c, trump) for c in hand)
    ):
        found.append(
            Idea(
                "attacks-plain",
                Reason(
                    "You attack with plain cards ({cards}) and keep your trumps for defending.",
                    cards=" ".join(cards),
                ),
            )
        )
    if not found and not any(_is_trump(c, trump) for c in cards):
        higher = [
            c for c in plain if c not in cards and NATURAL_VALUE[RANK_OF[c]] > NATURAL_VALUE[rank]
        ]
        if higher:
            found.append(
                Idea(
                    "attacks-keeps-higher",
                    Reason(
                        "You attack with {cards}; your higher cards ({kept}) stay for defending.",
                        cards=" ".join(cards),
                        kept=" ".join(higher),
                    ),
                )
            )
    if len(cards) == 1:
        found.extend(_attacks_master(hand, trump, cards[0]))
    same = [c for c in hand if RANK_OF[c] == rank]
    if len(cards) >= 2 and len(same) == len(cards):
        found.append(
            Idea(
                "sheds-set",
                Reason(
                    "{cards} go together: every card of that rank leaves your hand in one bout.",
                    cards=" ".join(cards),
                ),
            )
        )
    if KASCHLAN in hand and KASCHLAN not in cards:
        found.append(_keeps_kaschlan())
    return found


def _attacks_master(hand: list[str], trump: str, card: str) -> list[Idea]:
    """A plain card no other plain card can beat (every higher one of its suit is the
    attacker's own): the defender must spend a trump or the Kaschlan on it, or take it."""
    if _is_trump(card, trump):
        return []
    higher = [x for x in ALL_CODES if beats(x, card, trump) and not _is_trump(x, trump)]
    if any(x not in hand for x in higher):
        return []
    return [
        Idea(
            "attacks-master",
            Reason(
                "Only a trump or the Kaschlan beats {card}: the defender must spend one on it "
                "or take it.",
                card=card,
            ),
        )
    ]


def _shed(
    hand: list[str], trump: str, cards: list[str], verb: str, open_cards: list[str]
) -> list[Idea]:
    rest = [c for c in hand if c not in cards]
    shown = " ".join(cards)
    if verb == "reinforce":
        if any(_is_trump(c, trump) for c in cards):
            return []  # a trump given away is no plain card shed: nothing to teach
        return [
            Idea(
                "reinforces-plain",
                Reason(
                    "{cards} leaves your hand, and the defender must beat it as well.",
                    cards=shown,
                )
                if len(cards) == 1
                else Reason(
                    "{cards} leave your hand, and the defender must beat them as well.",
                    cards=shown,
                ),
            )
        ]
    if all(any(beats(x, c, trump) for x in rest) for c in cards):
        return [
            Idea(
                "adds-coverable",
                Reason(
                    "You hold a card that beats {cards}: added now, it can leave your hand in "
                    "this bout.",
                    cards=shown,
                )
                if len(cards) == 1
                else Reason(
                    "You hold a card that beats each of {cards}: added now, they can leave "
                    "your hand in this bout.",
                    cards=shown,
                ),
            )
        ]
    return []


def _decline(state: KaschlanState, hand: list[str], trump: str) -> list[Idea]:
    rank = state.rank
    if not rank:
        return []
    same = [c for c in hand if RANK_OF[c] == rank]
    if same and not all(_is_trump(c, trump) for c in same):
        return [
            Idea(
                "keeps-for-attack",
                Reason(
                    "You keep {cards} for an attack of your own.",
                    cards=" ".join(same),
                ),
            )
        ]
    if same:
        return [
            Idea(
                "keeps-trump-set",
                Reason(
                    "Your card of the attack rank ({cards}) is a trump: worth more kept than shed.",
                    cards=" ".join(same),
                )
                if len(same) == 1
                else Reason(
                    "Your cards of the attack rank ({cards}) are trumps: worth more kept than "
                    "shed.",
                    cards=" ".join(same),
                ),
            )
        ]
    return []
