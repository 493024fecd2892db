"""Luck-corrected tournaments (issue #32): the all-seeing bot, the par of a deck and the
table's arithmetic, on tiny budgets."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

import engine
from engine.bots import par
from engine.bots.measures import _deal, budget
from engine.bots.playing import all_seeing, play_game


def test_the_all_seeing_bot_searches_the_real_deal() -> None:
    spec = engine.game("tausendundeins")
    bot = all_seeing(spec, seed=1, iterations=20)
    state = spec.new_game(players=2, seed=4)
    seat = state.current_player
    assert seat is not None
    config = bot.config  # type: ignore[attr-defined]
    sample = config.sample(state, seat, random.Random(0))
    # Every card where it really is: the sample is the real deal, not a redeal.
    assert sample.card_locations() == state.card_locations()
    assert config.likelihood is None and config.endgame is None and config.prune is None
    assert bot.choose(state, seat) in state.legal_actions()


def test_the_par_of_a_deck_is_the_all_seeing_bot_s_result_on_it() -> None:
    """The par deal recorded by the run is the deal the all-seeing bot plays in the first
    level's seats against the same opponent on the same deck, whatever else is run."""
    game = "chapanka"
    spec = engine.game(game)
    options = spec.resolve(4, None)
    levels = ["seeing:12", "baseline:6"]
    record = _deal(game, levels, 7, 1)
    direct = play_game(game, levels, 4, options, 7, 1, None, True, 1)
    assert record["score"] == list(direct.score)
    assert record["bots"] == list(direct.bots)
    assert par.margin_of(record) == pytest.approx(
        sum(direct.score[s] for s in range(4) if direct.bots[s] == 0) / 2
        - sum(direct.score[s] for s in range(4) if direct.bots[s] == 1) / 2
    )


def test_par_entries_keep_the_level_s_budget() -> None:
    assert par.seeing_entry("strong:8000") == "seeing:8000"
    with pytest.raises(ValueError, match="budget"):
        par.seeing_entry("easy")
    tasks = par.tasks(["kaschlan"], 1, 3, 1.0, [("strong", "baseline")])
    assert [t[1][0].partition(":")[0] for t in tasks] == ["strong", "strong", "seeing", "seeing"]
    assert {t[1][1] for t in tasks} == {"baseline:1400"}
    assert [t[3] for t in tasks] == [0, 1, 0, 1]


def _rec(first: str, seed: int, index: int, score: list[float]) -> dict[str, object]:
    bots = [0, 1] if index % 2 == 0 else [1, 0]
    return {
        "game": "g",
        "levels": [first, "baseline:5"],
        "seed": seed,
        "index": index,
        "bots": bots,
        "win": [1.0, 0.0] if score[0] > score[1] else [0.0, 1.0],
        "score": score,
        "decisions": 1,
        "lower": False,
    }


def test_the_table_pairs_each_deck_with_its_par() -> None:
    # Two decks. Deck 0: the level's margin +2 in both rotations, the par's +6 and +4.
    # Deck 1: the level's 0 and +2, the par's +4 and +4. An unfinished deck 2 is left out.
    records = [
        _rec("strong:10", 0, 0, [3, 1]),
        _rec("strong:10", 0, 1, [1, 3]),
        _rec("seeing:10", 0, 0, [6, 0]),
        _rec("seeing:10", 0, 1, [0, 4]),
        _rec("strong:10", 0, 2, [1, 1]),
        _rec("strong:10", 0, 3, [0, 2]),
        _rec("seeing:10", 0, 2, [4, 0]),
        _rec("seeing:10", 0, 3, [0, 4]),
        _rec("strong:10", 0, 4, [9, 0]),
    ]
    (row,) = par.table(records)
    assert row["decks"] == 2 and row["deals"] == 8
    assert row["margin"][0] == pytest.approx(1.5)  # decks +2, +1
    assert row["par"][0] == pytest.approx(4.5)  # decks +5, +4
    assert row["against_par"][0] == pytest.approx(-3.0)  # decks -3, -3: no spread
    assert row["against_par"][1] == pytest.approx(0.0)
    assert row["recovered"][0] == pytest.approx(1.5 / 4.5)
    # Games won: the level both of deck 0 and one of deck 1 (the tie of [1, 1] went to the
    # seat with the higher index in _rec, baseline); the par all four.
    assert row["won"][0] == pytest.approx(0.75)
    assert row["par_won"][0] == pytest.approx(1.0)
    assert row["recovered_won"][0] == pytest.approx((0.25) / 0.5)


def test_the_ratio_interval_follows_the_delta_method() -> None:
    pairs = [(1.0, 2.0), (3.0, 4.0), (2.0, 3.0)]
    r, half = par.ratio_ci(pairs)
    assert r == pytest.approx(2.0 / 3.0)
    # Residuals a - r b: -1/3, 1/3, 0 (their mean is 0); variance 1/9; se = 1/3/sqrt(3)/3.
    assert half == pytest.approx(1.96 * (1 / 3) / 3**0.5 / 3)
    assert math.isnan(par.ratio_ci([(1.0, 0.0), (1.0, 0.0)])[0])  # a par of 0: no ratio
    assert math.isnan(par.ratio_ci([(1.0, 2.0)])[1])  # one deck: no interval


def test_the_command_records_a_deck_and_goes_on_where_it_stopped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "par.jsonl"
    argv = ["kaschlan", "--decks", "1", "--scale", "0.005", "--pairs", "strong/baseline"]
    assert par.main([*argv, "--out", str(out)]) == 0
    assert len(out.read_text().splitlines()) == 4
    assert par.main([*argv, "--out", str(out)]) == 0  # nothing left to play
    assert len(out.read_text().splitlines()) == 4
    printed = capsys.readouterr().out
    assert "kaschlan" in printed and budget("strong", "kaschlan", 0.005) in printed
    with pytest.raises(SystemExit) as stop:
        par.main(["--pairs", "nosuch/row", "--join", str(out)])
    assert stop.value.code == 2


def test_the_tournament_command_seats_the_all_seeing_bot_only_with_a_budget(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from engine.bots import tournament

    def run(bots: str) -> int:
        parser = tournament.argparse.ArgumentParser()
        tournament.add_arguments(parser)
        argv = ["kaschlan", "--bots", bots, "--games", "2", "--deals-only", "--jobs", "1"]
        return tournament.run(parser.parse_args(argv))

    assert run("seeing,random") == 2
    assert "seeing" in capsys.readouterr().err
    assert run("seeing:10,random") == 0
    assert "seeing" in capsys.readouterr().out


def test_a_match_par_plays_the_whole_match_and_is_its_own_row(tmp_path: Path) -> None:
    """1001 is a race to 1001 points: ``--matches`` plays each deck's whole match and scores
    it by the totals, in a row of its own beside the single deals of the same decks."""
    game = "tausendundeins"
    spec = engine.game(game)
    options = spec.resolve(2, None)
    levels = ["seeing:3", "baseline:2"]
    record = _deal(game, levels, 11, 1, whole_match=True)
    direct = play_game(game, levels, 2, options, 11, 1, None, False, 1)
    assert record["match"] is True
    assert record["score"] == list(direct.score)
    assert max(record["score"]) >= 1001  # the match was played to its end
    single = _deal(game, levels, 11, 1)
    assert "match" not in single and max(single["score"]) < 1001
    out = tmp_path / "par.jsonl"
    argv = [game, "--decks", "1", "--scale", "0.0005", "--pairs", "strong/baseline"]
    assert par.main([*argv, "--out", str(out)]) == 0
    assert par.main([*argv, "--matches", "--out", str(out)]) == 0
    records = par.read([str(out)])
    assert len(records) == 8 and sum(bool(r.get("match")) for r in records) == 4
    rows = par.table(records)
    assert [r["matches"] for r in rows] == [False, True]
    assert all(r["decks"] == 1 for r in rows)
