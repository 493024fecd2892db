"""Spaced repetition: a missed puzzle is back after 1, 3 and 7 days; two solves retire it."""

from __future__ import annotations

import datetime as dt

import pytest

from engine.coach import repetition
from engine.coach.repetition import Schedule

DAY0 = dt.date(2026, 3, 1)


def _days(schedule: Schedule) -> int:
    return (schedule.due - DAY0).days


def test_a_new_puzzle_is_due_at_once() -> None:
    assert repetition.new(DAY0).is_due(DAY0)


def test_missed_it_comes_back_after_1_3_and_7_days() -> None:
    s = repetition.new(DAY0)
    gaps = []
    today = DAY0
    for _ in range(4):
        s = repetition.after_try(s, False, today)
        gaps.append((s.due - today).days)
        assert not s.is_due(today) and s.is_due(s.due)
        today = s.due
    assert gaps == [1, 3, 7, 7]
    assert s.tries == 4 and s.solved == 0 and not s.retired


def test_solved_twice_in_a_row_it_retires() -> None:
    s = repetition.after_try(repetition.new(DAY0), True, DAY0)
    assert not s.retired and _days(s) == 1
    s = repetition.after_try(s, True, s.due)
    assert s.retired and not s.is_due(DAY0 + dt.timedelta(days=365))


def test_a_miss_between_solves_breaks_the_streak() -> None:
    s = repetition.after_try(repetition.new(DAY0), True, DAY0)
    s = repetition.after_try(s, False, s.due)
    assert s.streak == 0 and not s.retired
    s = repetition.after_try(s, True, s.due)
    assert not s.retired
    s = repetition.after_try(s, True, s.due)
    assert s.retired and s.tries == 4 and s.solved == 3


def test_a_schedule_round_trips_and_refuses_rubbish() -> None:
    s = repetition.after_try(repetition.new(DAY0), False, DAY0)
    assert Schedule.from_json(s.to_json()) == s
    for bad in (
        None,
        {"due": "soon"},
        {"due": "2026-03-01", "streak": -1, "retired": False, "tries": 0, "solved": 0},
    ):
        with pytest.raises(ValueError):
            Schedule.from_json(bad)
