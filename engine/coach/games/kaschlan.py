"""Kaschlan's coach facts: values in loser marks (at most one a deal), its ideas and
lessons."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.actions import Action
from engine.cards import RANK_OF, SUIT_OF
from engine.coach.ideas.kaschlan import KASCHLAN, ideas
from engine.coach.lesson import Lesson
from engine.coach.profile import CoachProfile
from engine.contract import GameState, Observation
from engine.events import Event
from engine.guided import acts_first, cards_of, hand, reach, verb

# --- what the lessons' deals show ------------------------------------------------------------


def first_bout(state: GameState, limit: int = 60) -> list[Event]:
    """The events of the first bout, everyone (the person too) following the rules of thumb;
    played on a copy."""
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


def bout_end(events: list[Event]) -> dict[str, Any]:
    """The bout-over effect among ``events`` (who attacked, defended, took)."""
    for event in events:
        for effect in event["effects"]:
            if effect["kind"] == "bout_over":
                return dict(effect)
    return {}


def _is_trump(card: str, trump: str) -> bool:
    """A card of the trump suit, or the Kaschlan (the queen of diamonds, the highest trump)."""
    return card == KASCHLAN or SUIT_OF[card] == trump


def _trump(state: GameState) -> str:
    return str(state.observation(0).get("trump") or "")


def simple_attack(state: GameState) -> bool:
    """The person attacks first with single cards only (no pair, no queen of diamonds), holds
    a card that is no trump, and the defender beats the attack."""
    held = hand(state)
    ranks = Counter(RANK_OF[c] for c in held)
    if not acts_first(state, "attack") or max(ranks.values()) > 1 or KASCHLAN in held:
        return False
    if all(_is_trump(c, _trump(state)) for c in held):
        return False
    events = first_bout(state)
    attack = events[0]["action"].split() if events else []
    end = bout_end(events)
    return len(attack) == 2 and end.get("took") is False and end.get("attacker") == 0


def _plain_pairs(held: list[str], trump: str) -> list[str]:
    """Ranks of which the hand holds two or more cards that are no trumps."""
    ranks = Counter(RANK_OF[c] for c in held if not _is_trump(c, trump))
    return [rank for rank, n in ranks.items() if n >= 2]


def adding(state: GameState) -> bool:
    """The person attacks first holding a pair of plain cards (no trump among them: the
    lesson says to keep the trumps), and in the first bout cards are added to the attack
    (reinforced by another player or added by the defender)."""
    if not acts_first(state, "attack") or not _plain_pairs(hand(state), _trump(state)):
        return False
    verbs = {e["action"].split()[0] for e in first_bout(state)}
    return bool(verbs & {"reinforce", "add"})


def queen_of_diamonds(state: GameState) -> bool:
    """The person holds the queen of diamonds (the highest trump) and attacks first."""
    return acts_first(state, "attack") and KASCHLAN in hand(state)


def cannot_beat_all(state: GameState) -> bool:
    """At a defence, a card on the table that no card of the hand beats: the defender must
    take (at least that one)."""
    unbeaten = {
        e["card"] for e in state.observation(0).get("table") or [] if not e.get("beaten_by")
    }
    beatable = {a.args[0] for a in state.legal_actions() if a.verb == "beat"}
    return bool(unbeaten - beatable)


def taking(state: GameState) -> bool:
    """The person defends in the first bout and, at the defence, cannot beat every card on
    the table (the lesson says so); beating some of them is a choice there too."""
    if bout_end(first_bout(state)).get("defender") != 0:
        return False  # the cheap check first: the search bots' replay costs far more
    first = reach(state, "defend")
    return first is not None and cannot_beat_all(first)


# --- what the lessons promise ----------------------------------------------------------------


def attack_with_a_plain_card(action: Action, view: Observation) -> bool:
    """Attack with one card that is no trump."""
    cards = cards_of(action)
    return (
        action.verb == "attack" and len(cards) == 1 and not _is_trump(cards[0], view["trump"] or "")
    )


def attack_with_the_pair(action: Action, view: Observation) -> bool:
    """Attack with two or more cards of one rank, none a trump."""
    cards = cards_of(action)
    plain = not any(_is_trump(c, view["trump"] or "") for c in cards)
    return action.verb == "attack" and len(cards) >= 2 and plain


def keep_the_queen_of_diamonds(action: Action, view: Observation) -> bool:
    """Attack, but not with the queen of diamonds."""
    return action.verb == "attack" and KASCHLAN not in action.args


#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "kaschlan",
        9,
        4,
        simple_attack,
        "Lesson 1: attack and defence",
        "You attack first. Lay one card that is no trump against your left neighbour (keep your "
        "trumps for beating); he must beat it with a higher card of its suit or a trump, or take "
        "it. Then you draw back to five cards.",
        promise=attack_with_a_plain_card,
        phase="attack",
    ),
    Lesson(
        "kaschlan",
        443,
        4,
        adding,
        "Lesson 2: adding to the attack",
        "You hold two cards of one rank, neither of them a trump: attack with both. The others "
        "may reinforce the attack with cards of that rank, and the defender may add his own.",
        promise=attack_with_the_pair,
        phase="attack",
    ),
    Lesson(
        "kaschlan",
        3,
        4,
        queen_of_diamonds,
        "Lesson 3: the queen of diamonds",
        "You hold the queen of diamonds, the Kaschlan: the highest trump, which nothing "
        "beats. Whoever is attacked with it must take it, so keep it for the right moment.",
        promise=keep_the_queen_of_diamonds,
        phase="attack",
    ),
    Lesson(
        "kaschlan",
        86,
        4,
        taking,
        "Lesson 4: taking the cards and drawing",
        "This time you defend. When you cannot beat every card, take the ones left "
        "unbeaten (the pairs you beat go to the waste): you draw nothing, the attacker draws "
        "from the stock and attacks you again.",
        promise=verb("take"),
        phase="defend",
    ),
)

PROFILE = CoachProfile(
    unit="marks",
    # marks, at most one a deal
    thresholds=(0.06, 0.15, 0.30),
    # every decision: strong searches them; where a root rule of its narrows the moves (its
    # exact two-hand endgame among them) the coach ranks the rule's moves first, as strong
    searched_phases=frozenset(("attack", "reinforce", "add", "defend")),
    ideas=ideas,
    lessons=LESSONS,
)
