"""Scharwenzel's coach facts: values in race points ahead of the other team (a thread
counted as 24), its ideas and lessons."""

from __future__ import annotations

from engine.coach.ideas.scharwenzel import ideas
from engine.coach.profile import CoachProfile
from engine.guided import Lesson

#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "scharwenzel",
        18,
        4,
        "scharwenzel_olsch",
        "Lesson 1: the Olsch and the bidding",
        "You speak first in the bidding, holding the Olsch, the queen of clubs: the highest "
        "trump of all. The highest bid names trumps; win the majority of tricks with your "
        "partner opposite.",
        promise="bid",
        phase="bidding",
    ),
    Lesson(
        "scharwenzel",
        59,
        4,
        "scharwenzel_partner",
        "Lesson 2: playing for your partner",
        "A weak hand: leave the bidding to the others and help your partner opposite "
        "win the majority of tricks.",
        promise="pass",
        phase="bidding",
    ),
)

PROFILE = CoachProfile(
    # race points ahead, a thread counted as 24
    thresholds=(0.75, 2.0, 4.0),
    margin=True,
    ideas=ideas,
    lessons=LESSONS,
)
