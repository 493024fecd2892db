"""Chapanka's coach facts: values in points of the settlement and side payments, its
ideas and lessons."""

from __future__ import annotations

from engine.coach.ideas.chapanka import ideas
from engine.coach.profile import CoachProfile
from engine.guided import Lesson

#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "chapanka",
        1,
        4,
        "chapanka_low_hand",
        "Lesson 1: take as few points as you can",
        "First lay away one card in the exchange. Then play low, follow suit, and leave "
        "the tricks with aces and court cards to the others.",
        promise="exchange",
        phase="exchange",
    ),
    Lesson(
        "chapanka",
        11,
        4,
        "chapanka_kinal",
        "Lesson 2: the Kinal",
        "You hold the Kinal, the jack of hearts. Throw it on a trick led in another suit "
        "and its winner pays you; if a heart lead forces it out, you pay.",
        promise="keep_the_kinal",
    ),
)

PROFILE = CoachProfile(
    # points of the settlement and side payments
    thresholds=(1.0, 2.5, 5.0),
    ideas=ideas,
    lessons=LESSONS,
)
