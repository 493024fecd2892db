"""``python -m engine.bots.bench`` on tiny budgets: every figure it reports is there and in
the unit it says (ratios are the µs figures over the plain step of the same run)."""

from __future__ import annotations

import pytest

from engine.bots import bench


def test_a_game_s_row_gives_its_costs_in_plain_steps() -> None:
    row = bench.bench_game("bolachen", 1, 5, 2, levels=("easy", "normal"), seconds=0.02)
    assert row["plain_us"] > 0 and row["sim_us"] > 0
    # Each ratio is over the plain step timed beside that figure's own work.
    assert row["sim_ratio"] == pytest.approx(row["sim_us"] / row["plain_search_us"])
    assert row["step_ratio"] == pytest.approx(row["engine_step_us"] / row["plain_deals_us"])
    assert row["plain_us"] == pytest.approx((row["plain_search_us"] + row["plain_deals_us"]) / 2)
    # A Bolachen deal has bids and an exchange besides its cards: a card costs more than a step.
    assert row["card_us"] > row["engine_step_us"] > 0
    for level in ("easy", "normal"):
        median, worst, budget, reached = row["levels"][level]
        assert 0 < median <= worst
        assert budget > 0  # Bolachen's easy is a tiny search
        # Neither level has a time cap: every searched decision runs its whole budget.
        assert reached == 1.0


def test_the_share_reached_shows_a_cap_that_ended_the_search_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real_make = bench.make

    def capped(level: str, spec: object, seed: int) -> object:
        return real_make("normal", spec, seed=seed, iterations=10**7, seconds=0.01)

    monkeypatch.setattr(bench, "make", capped)
    _median, _worst, budget, reached = bench.decision_times("kaschlan", "strong", 2)
    assert budget == 10**7
    assert reached is not None and 0 < reached < 0.01


def test_the_command_refuses_an_unknown_level_before_measuring(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        bench.main(["kaschlan", "--levels", "expert"])
    assert stop.value.code == 2
    assert "expert" in capsys.readouterr().err


def test_the_plain_clock_plays_whole_deals_for_at_least_the_time_asked() -> None:
    clock = bench.PlainClock()
    clock.run(0.0)  # at least one deal
    assert clock.cards == 32 and clock.seconds >= 0
    clock.run(0.01)
    assert clock.seconds >= 0.01 and clock.cards % 32 == 0 and clock.cards > 32
    assert clock.us_per_card == pytest.approx(clock.seconds / clock.cards * 1e6)
