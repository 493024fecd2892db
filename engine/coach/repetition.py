"""Spaced repetition of the puzzles made from a person's mistakes.

Why this schedule: a mistake practised once is forgotten; practised at growing gaps it
sticks (Leitner boxes, as flash-card programs and Lichess's "learn from your mistakes" do).
A new puzzle is due at once. Each try that does not retire it sets the next due day by how
many tries it has had: after 1, then 3, then 7 days (and 7 from then on), so a missed puzzle
comes back after 1, 3 and 7 days; a miss only breaks the streak. Solved twice in a row, it
retires.

Days are whole days counted in the person's calendar (a date, not a clock time), so "due
tomorrow" means tomorrow whatever the hour of the try.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

#: Days until a puzzle is due again after its first, second, third (and later) try since it
#: was last missed.
INTERVALS: tuple[int, ...] = (1, 3, 7)
#: Solved this many times in a row, a puzzle retires.
RETIRE_STREAK = 2


@dataclass(frozen=True)
class Schedule:
    """Where one puzzle stands: when it is due, its tries, the streak."""

    due: dt.date
    #: Solved in a row.
    streak: int = 0
    retired: bool = False
    #: Tries so far (the step of ``INTERVALS``), and how many of them solved it.
    tries: int = 0
    solved: int = 0

    def is_due(self, today: dt.date) -> bool:
        return not self.retired and self.due <= today

    def to_json(self) -> dict[str, object]:
        return {
            "due": self.due.isoformat(),
            "streak": self.streak,
            "retired": self.retired,
            "tries": self.tries,
            "solved": self.solved,
        }

    @classmethod
    def from_json(cls, data: object) -> Schedule:
        """ValueError on anything :meth:`to_json` cannot have written."""
        if not isinstance(data, dict):
            raise ValueError("a schedule is an object")
        try:
            out = cls(
                dt.date.fromisoformat(str(data["due"])),
                int(data["streak"]),
                bool(data["retired"]),
                int(data["tries"]),
                int(data["solved"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a schedule: {exc!r}") from None
        if min(out.streak, out.tries, out.solved) < 0 or out.solved > out.tries:
            raise ValueError("not a schedule: counts out of range")
        return out


def new(today: dt.date) -> Schedule:
    """A puzzle just made: due today."""
    return Schedule(today)


def after_try(schedule: Schedule, solved: bool, today: dt.date) -> Schedule:
    """The schedule after one try on ``today``."""
    tries = schedule.tries + 1
    done = schedule.solved + (1 if solved else 0)
    streak = schedule.streak + 1 if solved else 0
    if streak >= RETIRE_STREAK:
        return Schedule(schedule.due, streak, True, tries, done)
    gap = INTERVALS[min(tries, len(INTERVALS)) - 1]
    return Schedule(today + dt.timedelta(days=gap), streak, False, tries, done)
