"""`python -m engine bench` times both paths; the figures themselves are never asserted."""

from __future__ import annotations

import engine
from engine.bench import bench_game


def test_bench_times_the_checked_and_the_search_path_of_every_game() -> None:
    for gid in engine.GAMES:
        result = bench_game(gid, min(engine.game(gid).players), seconds=0.02)
        assert result.steps > 0 and result.deals > 0
        assert result.us_per_step > 0 and result.search_us_per_step > 0
        assert "search" in result.row()
