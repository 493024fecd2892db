"""Bolachen's coach facts: values in points on the sheet (a Brand is worth 2 to the
declarer), its ideas and lessons."""

from __future__ import annotations

from engine.coach.ideas.bolachen import ideas
from engine.coach.profile import CoachProfile
from engine.guided import Lesson

#: Deal numbers found by scripts/find_lesson_deals.py (see :mod:`engine.guided`).
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "bolachen",
        512,
        3,
        "bolachen_auction",
        "Lesson 1: the auction",
        "You speak first and hold a long suit with its ace: say Play to be the declarer. "
        "When another player wants to play too, the earlier seat names a contract and the "
        "later must name a higher one or drop out; the earlier may hold the same level. "
        "Brands rank by suit (Acorns lowest, then Leaves, Bells, Hearts), then Bettel and "
        "Mord. A Brand needs six of the ten tricks, and the deal stops as soon as the "
        "outcome is certain.",
        promise="claim",
        phase="bidding",
    ),
    Lesson(
        "bolachen",
        19,
        3,
        "bolachen_defending",
        "Lesson 2: defending",
        "A weak hand: no ace, no long suit. Pass, and defend together with the other player "
        "against the declarer.",
        promise="pass",
        phase="bidding",
    ),
)

PROFILE = CoachProfile(
    # points on the sheet, a Brand is worth 2 to the declarer
    thresholds=(0.3, 0.75, 1.5),
    ideas=ideas,
    lessons=LESSONS,
)
