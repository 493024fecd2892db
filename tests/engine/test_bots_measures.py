"""The measures table: budgets per level and win shares clustered by deck."""

from __future__ import annotations

import argparse

import pytest

import engine.bots
from engine.bots import measures
from engine.bots.playing import GameOutcome


def _out(bots: tuple[int, ...], win: tuple[float, ...]) -> GameOutcome:
    n = len(bots)
    return GameOutcome(bots, win, (0.0,) * n, (0.0,) * n, 1)


def test_share_is_of_the_first_places_and_pools_each_deck_s_rotations():
    # Four seats, two seats per bot: bot 0 wins deck 0 in both rotations, deck 1 in one.
    outcomes = [
        _out((0, 1, 0, 1), (1, 0, 0, 0)),
        _out((1, 0, 1, 0), (0, 1, 0, 0)),
        _out((0, 1, 0, 1), (0, 1, 0, 0)),
        _out((1, 0, 1, 0), (0, 1, 0, 0)),
    ]
    mean, half = measures.clustered_share(outcomes, 0, 2)
    assert mean == pytest.approx(0.75)  # deck 0: 1.0, deck 1: 0.5
    assert half == pytest.approx(1.96 * 0.25)  # sd 0.354 over 2 decks
    assert measures.clustered_share(outcomes, 1, 2)[0] == pytest.approx(0.25)


def test_budgets_scale_the_level_defaults():
    base = engine.bots.strong_iterations("chapanka")
    assert measures.budget("strong", "chapanka", 0.5) == f"strong:{base * 2 // 2}"
    assert measures.budget("baseline", "chapanka", 1) == f"baseline:{base}"
    assert measures.budget("normal", "chapanka", 1) == f"normal:{base // 8}"
    assert measures.budget("random", "chapanka", 1) == "random"


def test_the_all_seeing_row_is_asked_for_and_searches_with_strong_s_budget():
    # Bolachen's strong searches more than twice the base budget (its strong_factor): the
    # all-seeing bot must get what strong gets, or the ceiling it measures is not strong's.
    assert ("seeing", "frozen") not in measures.PAIRS
    assert measures.parse_pairs("seeing/frozen") == (("seeing", "frozen"),)
    strong = measures.budget("strong", "bolachen", 1)
    assert measures.budget("seeing", "bolachen", 1) == strong.replace("strong", "seeing")
    assert strong != f"strong:{engine.bots.strong_iterations('bolachen') * 2}"
    assert measures.budget("seeing", "kaschlan", 0.5) == measures.budget(
        "strong", "kaschlan", 0.5
    ).replace("strong", "seeing")


def test_the_table_runs_and_prints_a_row_per_question(capsys):
    rows = measures.run(["chapanka"], 2, 1, 0.01, 1, pairs=(("easy", "random"),))
    assert [(r["first"], r["second"], r["deals"]) for r in rows] == [("easy", "random", 2)]
    assert 0.0 <= rows[0]["share"] <= 1.0
    assert rows[0]["margin"] == rows[0]["margin"]  # a number, not NaN (one deck)
    assert "chapanka" in capsys.readouterr().out


def test_margin_pairs_each_deck_s_rotations_and_turns_penalties():
    """Two seats, one per bot: deck 0 gives bot 0 +10 and -2 (mean +4), deck 1 +6 and +2
    (mean +4, but penalty marks, so -4); a margin that ignored the sign would say +4."""
    outcomes = [
        GameOutcome((0, 1), (1, 0), (0, 1), (15.0, 5.0), 1),
        GameOutcome((1, 0), (1, 0), (0, 1), (4.0, 2.0), 1),
        GameOutcome((0, 1), (0, 1), (1, 0), (7.0, 1.0), 1, True),
        GameOutcome((1, 0), (1, 0), (0, 1), (0.0, 2.0), 1, True),
    ]
    mean, half = measures.clustered_margin(outcomes, 0, 2)
    assert mean == pytest.approx(0.0)  # deck 0: +4, deck 1: -4
    assert half == pytest.approx(1.96 * 4.0)  # sd 5.66 over 2 decks
    assert measures.clustered_margin(outcomes[:2], 1, 2)[0] == pytest.approx(-4.0)


def test_bounded_measures_record_every_deal_and_rebuild_the_table(tmp_path, capsys):
    """Deck by deck, each deal appended as a JSON line; the table is rebuilt from the file
    (only decks with both rotations); a zero time limit starts nothing."""
    import json

    out = tmp_path / "deals.jsonl"
    rows = measures.run_bounded(
        ["chapanka"], 2, 1, 0.01, 1, str(out), 60.0, pairs=(("easy", "random"),)
    )
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["index"] for r in lines) == [0, 1, 2, 3]
    assert [(r["first"], r["second"], r["deals"]) for r in rows] == [("easy", "random", 4)]
    swings, ahead, behind = rows[0]["swings"]
    assert 0 <= ahead + behind <= swings <= 2  # of the two decks
    assert (
        rows[0]["share"]
        == measures.clustered_share(
            [
                GameOutcome(
                    tuple(r["bots"]),
                    tuple(r["win"]),
                    tuple(r["last"]),
                    tuple(r["score"]),
                    r["decisions"],
                )
                for r in sorted(lines, key=lambda r: r["index"])
            ],
            0,
            2,
        )[0]
    )
    empty = tmp_path / "none.jsonl"
    assert measures.run_bounded(["chapanka"], 2, 1, 0.01, 1, str(empty), 0.0) == []
    assert empty.read_text() == ""
    assert "chapanka" in capsys.readouterr().out


def test_rows_can_be_chosen_by_name_in_the_ladder_s_order():
    assert measures.parse_pairs("easy/random, strong/baseline") == (
        ("strong", "baseline"),
        ("easy", "random"),
    )
    assert measures.parse_pairs("strong-informed/frozen") == (("strong-informed", "frozen"),)
    assert measures.budget("strong-informed", "bolachen", 1.0) == measures.budget(
        "strong", "bolachen", 1.0
    ).replace("strong", "strong-informed")
    assert measures.parse_pairs("strong/nobody") == ()
    assert measures.parse_pairs("strong/baseline,weak/easy") == ()


def test_the_cli_runs_only_the_rows_asked_for(capsys):
    import argparse

    from engine.bots import tournament

    parser = argparse.ArgumentParser()
    tournament.add_arguments(parser)
    args = parser.parse_args(
        ["kaschlan", "--measures", "--games", "2", "--scale", "0.01", "--jobs", "1"]
        + ["--pairs", "easy/random"]
    )
    assert tournament.run(args) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("kaschlan")]
    assert len(rows) == 1 and "easy" in rows[0] and "random" in rows[0]
    args = parser.parse_args(["kaschlan", "--measures", "--pairs", "strong/weak"])
    assert tournament.run(args) == 2


def test_swing_decks_are_those_the_cards_did_not_decide():
    """A deck swings when its rotations do not put the same seats first; who came out
    ahead on it is counted, and decks the cards decided are not."""
    outcomes = [
        _out((0, 1), (1, 0)),
        _out((1, 0), (1, 0)),  # deck 0: seat 0 first twice
        _out((0, 1), (1, 0)),
        _out((1, 0), (0, 1)),  # deck 1: bot 0 first twice
        _out((0, 1), (0, 1)),
        _out((1, 0), (1, 0)),  # deck 2: bot 1 first twice
        _out((0, 1), (0.5, 0.5)),
        _out((1, 0), (1, 0)),  # deck 3: a tie, then seat 0 (bot 1): bot 1 ahead
    ]
    assert measures.swing_decks(outcomes, 0, 2) == (4, 3, 1, 2)
    assert measures.swing_decks(outcomes, 1, 2) == (4, 3, 2, 1)
    assert measures._swing_text(measures.swing_decks(outcomes, 0, 2)) == "3/4 1-2"


def test_runs_continued_on_later_decks_are_read_together_deck_by_deck(tmp_path, capsys):
    """A measure continued on the next decks into another file is one table; the same deck
    in two files is refused, since it would count twice."""
    import json

    from engine.bots import tournament

    easy_random = (("easy", "random"),)
    first, later, again = (tmp_path / f"{name}.jsonl" for name in ("first", "later", "again"))
    measures.run_bounded(["chapanka"], 2, 40, 0.01, 1, str(first), 60.0, pairs=easy_random)
    measures.run_bounded(["chapanka"], 1, 42, 0.01, 1, str(later), 60.0, pairs=easy_random)
    measures.run_bounded(["chapanka"], 1, 41, 0.01, 1, str(again), 60.0, pairs=easy_random)
    assert {json.loads(line)["seed"] for line in later.read_text().splitlines()} == {42}

    rows = measures.table_from_files([str(first), str(later)])
    alone = [measures.table_from_files([str(p)])[0] for p in (first, later)]
    assert rows[0]["deals"] == 6 == alone[0]["deals"] + alone[1]["deals"]
    swings = [row["swings"] for row in alone]
    assert rows[0]["swings"] == tuple(a + b for a, b in zip(*swings, strict=True))
    assert min(a["share"] for a in alone) <= rows[0]["share"] <= max(a["share"] for a in alone)

    with pytest.raises(ValueError, match="deck 41"):
        measures.table_from_files([str(first), str(again)])

    parser = argparse.ArgumentParser()
    tournament.add_arguments(parser)
    capsys.readouterr()
    joined = ["--join", str(first), "--join", str(later)]
    assert tournament.run(parser.parse_args(["chapanka", "--measures", *joined])) == 0
    table = [line for line in capsys.readouterr().out.splitlines() if line.startswith("chap")]
    assert len(table) == 1 and table[0].split()[3] == "6"
    assert tournament.run(parser.parse_args(["kaschlan", "--measures", *joined])) == 0
    assert not [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("chap")]
    overlap = ["--join", str(first), "--join", str(again)]
    assert tournament.run(parser.parse_args(["all", "--measures", *overlap])) == 2
    assert "deck 41" in capsys.readouterr().err


def test_with_common_seeds_a_bot_against_itself_plays_every_seating_alike(monkeypatch):
    """Common seeds: both bots of a deck search from one seed in both seatings, so the same
    program on both sides plays the deck's rotations as one game and the margin is exactly 0
    (Bolachen: one bot holds two of the three seats, and the seatings swap which). Seeded
    apart, the same pairing swings on some of these decks."""
    from engine.bots import playing

    seeds: list[tuple[int, int]] = []
    make = playing.make

    def recording(level: str, spec: object, **kwargs: object) -> object:
        seeds.append((len(seeds) % 2, int(kwargs["seed"])))  # type: ignore[call-overload]
        return make(level, spec, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(playing, "make", recording)
    levels = ["normal:24", "normal:24"]

    def deck(index: int, common: bool) -> list[GameOutcome]:
        return [
            playing.play_game("bolachen", levels, 3, {}, 30, index + r, None, True, 1, common)
            for r in (0, 1)
        ]

    decks = [deck(2 * d, True) for d in range(4)]
    assert len({seed for _bot, seed in seeds}) == 4  # one seed a deck, whatever the seating
    for first, second in decks:
        assert first.bots != second.bots and first.score == second.score
    outcomes = [out for pair in decks for out in pair]
    assert measures.clustered_margin(outcomes, 0, 2) == (0.0, 0.0)
    apart = [out for d in range(4) for out in deck(2 * d, False)]
    assert any(apart[2 * d].score != apart[2 * d + 1].score for d in range(4))


def test_deals_played_with_common_seeds_are_a_row_of_their_own(tmp_path, capsys):
    """A run with common seeds records it, and its deals are never read into one row with
    deals of bots seeded apart (the two designs measure with different noise)."""
    import json

    apart, common = tmp_path / "apart.jsonl", tmp_path / "common.jsonl"
    pairs = (("easy", "random"),)
    measures.run_bounded(["chapanka"], 1, 40, 0.01, 1, str(apart), 60.0, pairs=pairs)
    measures.run_bounded(["chapanka"], 1, 41, 0.01, 1, str(common), 60.0, pairs, True)
    assert all(json.loads(line)["common_seeds"] for line in common.read_text().splitlines())
    assert all("common_seeds" not in line for line in apart.read_text().splitlines())
    rows = measures.table_from_files([str(apart), str(common)])
    assert [(row["deals"], row["common_seeds"]) for row in rows] == [(2, False), (2, True)]
    assert "common seeds" in capsys.readouterr().out
