"""Learn mode's guided first deals: per game, a few chosen deal numbers, each showing one or
two rules in action (``docs/design``'s "teach in steps": a first deal in which every rule
appears at once teaches nothing).

A lesson is data: the game, the deal number (the seed a new game is started with), a one-line
title and a short introduction (English source texts, translated by the GUI in context
``lessons``), and the name of the property the deal was chosen for. The properties are
functions here, so that the script that searched the deal numbers
(``scripts/find_lesson_deals.py``) and the tests that check them (replaying each deal from its
seed) use one definition. Where a property depends on play, it is checked by replaying the
deal's first moves with the game's rules of thumb (``engine.bots.heuristics``), the advice the
person reads in learn mode.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.cards import RANK_OF, SUIT_OF
from engine.contract import GameState
from engine.events import Event

#: Translation context of the lessons' titles and introductions.
CONTEXT = "lessons"
#: Search budget of the bot whose advice a lesson's deal must agree with (see _advised).
ADVICE_ITERATIONS = 400


@dataclass(frozen=True)
class Lesson:
    """One guided deal: start ``game`` with ``players`` and deal number ``seed``."""

    game: str
    seed: int
    players: int
    shows: str
    title: str
    intro: str
    options: dict[str, Any] = field(default_factory=dict)

    def start(self) -> GameState:
        import engine

        return engine.game(self.game).new_game(
            players=self.players, seed=self.seed, options=dict(self.options)
        )


# --- properties ------------------------------------------------------------------------------


def _hand(state: GameState) -> list[str]:
    return list(state.observation(0).get("hand") or [])


def _acts_first(state: GameState, phase: str) -> bool:
    return state.current_player == 0 and state.observation(0).get("phase") == phase


def _first_bout(state: GameState, limit: int = 60) -> list[Event]:
    """The events of the first Kaschlan bout, everyone (the person too) following the rules
    of thumb; played on a copy."""
    from engine.bots.heuristics import kaschlan

    copy = state.clone()
    rng = random.Random(0)
    start = len(copy.events())
    for _ in range(limit):
        seat = copy.current_player
        if seat is None:
            break
        action, _why = kaschlan.choose(dict(copy.observation(seat)), copy.legal_actions(), rng)
        copy.apply(action)
        event = copy.events()[-1]
        if any(e["kind"] == "bout_over" for e in event["effects"]):
            break
    return list(copy.events()[start:])


def _advised(state: GameState, *verbs: str) -> bool:
    """Whether a search bot (a small, fixed budget: reproducible) advises the person, to act
    now, one of ``verbs``: a lesson that says "bid" must not meet a hint that says "pass"."""
    import engine.bots

    bot = engine.bots.make("normal", state.spec, seed=0, iterations=ADVICE_ITERATIONS, workers=1)
    state = state.clone()
    seat = state.current_player
    while seat is not None and seat != 0:  # the others speak first, as the bot would
        state.apply(bot.choose(state, seat))
        seat = state.current_player
    if seat != 0:
        return False
    return bot.hint(state, 0).action.verb in verbs


def _bout_end(events: list[Event]) -> dict[str, Any]:
    for event in events:
        for effect in event["effects"]:
            if effect["kind"] == "bout_over":
                return dict(effect)
    return {}


def kaschlan_simple_attack(state: GameState) -> bool:
    """The person attacks first with single cards only (no pair, no queen of diamonds), and
    the defender beats the attack."""
    hand = _hand(state)
    ranks = Counter(RANK_OF[c] for c in hand)
    if not _acts_first(state, "attack") or max(ranks.values()) > 1 or "QD" in hand:
        return False
    events = _first_bout(state)
    attack = events[0]["action"].split() if events else []
    end = _bout_end(events)
    return len(attack) == 2 and end.get("took") is False and end.get("attacker") == 0


def kaschlan_adding(state: GameState) -> bool:
    """The person attacks first holding a pair, and in the first bout cards are added to the
    attack (reinforced by another player or added by the defender)."""
    hand = _hand(state)
    ranks = Counter(RANK_OF[c] for c in hand)
    if not _acts_first(state, "attack") or max(ranks.values()) < 2:
        return False
    verbs = {e["action"].split()[0] for e in _first_bout(state)}
    return bool(verbs & {"reinforce", "add"})


def kaschlan_queen_of_diamonds(state: GameState) -> bool:
    """The person holds the queen of diamonds (the highest trump) and attacks first."""
    return _acts_first(state, "attack") and "QD" in _hand(state)


def kaschlan_taking(state: GameState) -> bool:
    """The person defends in the first bout and cannot beat it all: takes the cards (and
    draws none, while the attacker draws back from the stock)."""
    events = _first_bout(state)
    end = _bout_end(events)
    draws = [e for ev in events for e in ev["effects"] if e["kind"] == "draw" and e["count"]]
    return end.get("defender") == 0 and end.get("took") is True and bool(draws)


def _holds_marriage(hand: list[str]) -> bool:
    return any("K" + s in hand and "Q" + s in hand for s in "SHDC")


def tausendundeins_free_play(state: GameState) -> bool:
    """The person leads the first trick and holds no marriage: plain tricks first."""
    return _acts_first(state, "play") and not _holds_marriage(_hand(state))


def tausendundeins_marriage(state: GameState) -> bool:
    """The person leads the first trick holding king and queen of one suit, and a search
    advises declaring it."""
    hand = _hand(state)
    return _acts_first(state, "play") and _holds_marriage(hand) and _advised(state, "marry")


def _longest(hand: list[str]) -> tuple[int, str]:
    counts = Counter(SUIT_OF[c] for c in hand)
    suit, length = counts.most_common(1)[0]
    return length, suit


def bolachen_brand(state: GameState) -> bool:
    """The person holds five or more cards of a suit with its ace, and when the bidding
    comes to the person a search advises claiming the game: a Brand to bid."""
    hand = _hand(state)
    length, suit = _longest(hand)
    return length >= 5 and "A" + suit in hand and _advised(state, "claim")


def bolachen_defending(state: GameState) -> bool:
    """The person holds no ace and no suit longer than three: pass, and defend."""
    hand = _hand(state)
    return not any(RANK_OF[c] == "A" for c in hand) and _longest(hand)[0] <= 3


def scharwenzel_olsch(state: GameState) -> bool:
    """The person bids first holding the Olsch (queen of clubs, the highest trump), and a
    search advises bidding."""
    hand = _hand(state)
    return _acts_first(state, "bidding") and "QC" in hand and _advised(state, "bid")


def scharwenzel_partner(state: GameState) -> bool:
    """The person holds a weak hand (no queen of clubs, no jack): the partner leads the way."""
    hand = _hand(state)
    return "QC" not in hand and not any(RANK_OF[c] == "J" for c in hand)


def chapanka_low_hand(state: GameState) -> bool:
    """The person holds neither an ace nor the Kinal: the plain aim, taking few points."""
    hand = _hand(state)
    return "JH" not in hand and not any(RANK_OF[c] == "A" for c in hand)


def chapanka_kinal(state: GameState) -> bool:
    """The person holds the Kinal (jack of hearts) and no more than one ace."""
    hand = _hand(state)
    return "JH" in hand and sum(1 for c in hand if RANK_OF[c] == "A") <= 1


#: Property name -> check of a deal's start (the state right after the deal).
PROPERTIES: dict[str, Callable[[GameState], bool]] = {
    "kaschlan_simple_attack": kaschlan_simple_attack,
    "kaschlan_adding": kaschlan_adding,
    "kaschlan_queen_of_diamonds": kaschlan_queen_of_diamonds,
    "kaschlan_taking": kaschlan_taking,
    "tausendundeins_free_play": tausendundeins_free_play,
    "tausendundeins_marriage": tausendundeins_marriage,
    "bolachen_brand": bolachen_brand,
    "bolachen_defending": bolachen_defending,
    "scharwenzel_olsch": scharwenzel_olsch,
    "scharwenzel_partner": scharwenzel_partner,
    "chapanka_low_hand": chapanka_low_hand,
    "chapanka_kinal": chapanka_kinal,
}


def has_property(lesson: Lesson) -> bool:
    """Whether the lesson's deal, replayed from its seed, shows what it was chosen for."""
    return PROPERTIES[lesson.shows](lesson.start())


# --- the lessons -------------------------------------------------------------------------------
# Deal numbers found by scripts/find_lesson_deals.py (the first number with each property).

LESSONS: dict[str, tuple[Lesson, ...]] = {
    "kaschlan": (
        Lesson(
            "kaschlan",
            9,
            4,
            "kaschlan_simple_attack",
            "Lesson 1: attack and defence",
            "You attack first. Lay one card against your left neighbour; he must beat it with a "
            "higher card of its suit or a trump, or take it. Then you draw back to five cards.",
        ),
        Lesson(
            "kaschlan",
            4,
            4,
            "kaschlan_adding",
            "Lesson 2: adding to the attack",
            "You hold two cards of one rank: attack with both. The others may reinforce the "
            "attack with cards of that rank, and the defender may add his own.",
        ),
        Lesson(
            "kaschlan",
            3,
            4,
            "kaschlan_queen_of_diamonds",
            "Lesson 3: the queen of diamonds",
            "You hold the queen of diamonds, the Kaschlan: the highest trump, which nothing "
            "beats. Whoever is attacked with it must take it, so keep it for the right moment.",
        ),
        Lesson(
            "kaschlan",
            31,
            4,
            "kaschlan_taking",
            "Lesson 4: taking the cards and drawing",
            "This time you defend. When you cannot beat every card, take them all: you draw "
            "nothing, the attacker draws from the stock and attacks you again.",
        ),
    ),
    "tausendundeins": (
        Lesson(
            "tausendundeins",
            1,
            2,
            "tausendundeins_free_play",
            "Lesson 1: tricks while the stock lasts",
            "You lead. While cards remain in the stock you may play any card; the higher card "
            "of the suit led or a trump wins, and the winner draws first.",
        ),
        Lesson(
            "tausendundeins",
            7,
            2,
            "tausendundeins_marriage",
            "Lesson 2: a marriage",
            "You hold king and queen of one suit. Lead one of them as a marriage: it scores at "
            "once and makes that suit trumps.",
        ),
    ),
    "bolachen": (
        Lesson(
            "bolachen",
            139,
            3,
            "bolachen_brand",
            "Lesson 1: bidding a Brand",
            "You hold a long suit with its ace. Claim the game in the auction and play a Brand: "
            "name that suit trumps and take six of the ten tricks.",
        ),
        Lesson(
            "bolachen",
            19,
            3,
            "bolachen_defending",
            "Lesson 2: defending",
            "A weak hand: no ace, no long suit. Pass, and defend together with the other player "
            "against the declarer.",
        ),
    ),
    "scharwenzel": (
        Lesson(
            "scharwenzel",
            18,
            4,
            "scharwenzel_olsch",
            "Lesson 1: the Olsch and the bidding",
            "You speak first in the bidding, holding the Olsch, the queen of clubs: the highest "
            "trump of all. The highest bid names trumps; win the majority of tricks with your "
            "partner opposite.",
        ),
        Lesson(
            "scharwenzel",
            3,
            4,
            "scharwenzel_partner",
            "Lesson 2: playing for your partner",
            "A weak hand: leave the bidding to the others and help your partner opposite "
            "win the majority of tricks.",
        ),
    ),
    "chapanka": (
        Lesson(
            "chapanka",
            1,
            4,
            "chapanka_low_hand",
            "Lesson 1: take as few points as you can",
            "First lay away one card in the exchange. Then play low, follow suit, and leave "
            "the tricks with aces and court cards to the others.",
        ),
        Lesson(
            "chapanka",
            11,
            4,
            "chapanka_kinal",
            "Lesson 2: the Kinal",
            "You hold the Kinal, the jack of hearts. Throw it on a trick led in another suit "
            "and its winner pays you; if a heart lead forces it out, you pay.",
        ),
    ),
}


def lessons(game: str) -> tuple[Lesson, ...]:
    """The guided lessons of ``game`` (none for a game without any)."""
    return LESSONS.get(game, ())
