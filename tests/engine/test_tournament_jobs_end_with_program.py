"""A tournament's job processes never outlive the tournament.

Why: stopping a tournament by hand (stop 64, a measurement cut short with ``kill``) left its
two job workers idle for good, adopted by init, as stop 63 had found for the search's
workers. Every pool the engine starts is now ``parent_watch.watched_pool``, whose workers
end with their parent (``test_search_workers_end_with_program`` kills a program that holds
one); these tests check that the tournaments take their pools from it."""

from __future__ import annotations

from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path

import pytest

from engine.bots import measures, parent_watch, playing


@pytest.fixture
def pools(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The worker counts of the watched pools asked for (each served by threads here)."""
    asked: list[int] = []

    def recording_pool(workers: int) -> Executor:
        asked.append(workers)
        return ThreadPoolExecutor(workers)

    monkeypatch.setattr(parent_watch, "watched_pool", recording_pool)
    return asked


def test_a_tournament_of_games_plays_its_jobs_in_a_watched_pool(pools: list[int]) -> None:
    outcomes = playing.play_all(
        ("kaschlan", ["random", "random"], 2, {}, 3),
        games=2,
        iterations=None,
        deals_only=True,
        workers=1,
        jobs=2,
    )
    assert pools == [2]
    assert len(outcomes) == 2


def test_a_bounded_tournament_plays_its_deals_in_a_watched_pool(
    pools: list[int], tmp_path: Path
) -> None:
    out = tmp_path / "deals.jsonl"
    measures.run_bounded(["kaschlan"], 1, 5, 1.0, 2, str(out), 5.0, pairs=(("easy", "random"),))
    assert pools == [2]
    assert len(out.read_text().splitlines()) == 2  # the deck in both seatings


def test_one_job_starts_no_pool(pools: list[int]) -> None:
    playing.play_all(("kaschlan", ["random", "random"], 2, {}, 3), 1, None, True, 1, jobs=1)
    assert pools == []
