"""``python -m engine.bots.bench`` on tiny budgets: every figure it reports is there and in
the unit it says (ratios are the µs figures over the plain step of the same run)."""

from __future__ import annotations

import pytest

from engine.bots import bench


def test_a_game_s_row_gives_its_costs_in_plain_steps() -> None:
    row = bench.bench_game("bolachen", 1, 5, 2, levels=("easy", "normal"), seconds=0.02)
    assert row["plain_us"] > 0 and row["sim_us"] > 0
    assert row["sim_ratio"] == pytest.approx(row["sim_us"] / row["plain_us"])
    assert row["step_ratio"] == pytest.approx(row["engine_step_us"] / row["plain_us"])
    # A Bolachen deal has bids and an exchange besides its cards: a card costs more than a step.
    assert row["card_us"] > row["engine_step_us"] > 0
    for level in ("easy", "normal"):
        median, worst, _budget = row["levels"][level]
        assert 0 < median <= worst


def test_the_command_refuses_an_unknown_level_before_measuring(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        bench.main(["kaschlan", "--levels", "expert"])
    assert stop.value.code == 2
    assert "expert" in capsys.readouterr().err
