"""Kaschlan's coach facts: values in loser marks (at most one a deal), its ideas and
lessons."""

from __future__ import annotations

from engine.coach.ideas.kaschlan import ideas
from engine.coach.profile import CoachProfile
from engine.guided import Lesson

#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "kaschlan",
        9,
        4,
        "kaschlan_simple_attack",
        "Lesson 1: attack and defence",
        "You attack first. Lay one card against your left neighbour; he must beat it with a "
        "higher card of its suit or a trump, or take it. Then you draw back to five cards.",
        promise="attack_with_one_card",
        phase="attack",
    ),
    Lesson(
        "kaschlan",
        5,
        4,
        "kaschlan_adding",
        "Lesson 2: adding to the attack",
        "You hold two cards of one rank: attack with both. The others may reinforce the "
        "attack with cards of that rank, and the defender may add his own.",
        promise="attack_with_the_pair",
        phase="attack",
    ),
    Lesson(
        "kaschlan",
        3,
        4,
        "kaschlan_queen_of_diamonds",
        "Lesson 3: the queen of diamonds",
        "You hold the queen of diamonds, the Kaschlan: the highest trump, which nothing "
        "beats. Whoever is attacked with it must take it, so keep it for the right moment.",
        promise="keep_the_queen_of_diamonds",
        phase="attack",
    ),
    Lesson(
        "kaschlan",
        31,
        4,
        "kaschlan_taking",
        "Lesson 4: taking the cards and drawing",
        "This time you defend. When you cannot beat every card, take the ones left "
        "unbeaten (the pairs you beat go to the waste): you draw nothing, the attacker draws "
        "from the stock and attacks you again.",
        promise="take",
        phase="defend",
    ),
)

PROFILE = CoachProfile(
    unit="marks",
    # marks, at most one a deal
    thresholds=(0.06, 0.15, 0.30),
    ideas=ideas,
    lessons=LESSONS,
)
