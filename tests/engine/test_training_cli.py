"""`python -m engine par SAVE` and `puzzles GAME`: deterministic JSON, exit 2 on bad input."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from engine.__main__ import main
from engine.coach import training_cli
from engine.coach.match_par import match_rule, par_of_match
from engine.coach.par import par_of_deal
from engine.coach.puzzle_set import load


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own checks end the program
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def _save(tmp_path: Path, levels: list[str | None] | None) -> Path:
    state = engine.game("chapanka").new_game(seed=8)
    rng = random.Random(8)
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    data: object = json.loads(state.to_json())
    if levels is not None:
        data = {"kartentisch": 1, "meta": {"levels": levels}, "state": data}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


PAR = ["--scale", "0.02", "--max-runs", "2", "--json"]


def test_par_prints_the_same_json_twice_with_the_saves_levels(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    levels: list[str | None] = ["easy", None, "easy", "normal"]
    path = str(_save(tmp_path, levels))
    code, first, _ = _run(["par", path, *PAR], capsys)
    again = _run(["par", path, *PAR], capsys)[1]
    assert code == 0 and first == again
    answer = json.loads(first)
    assert answer["seat"] == 1 and len(answer["deals"]) == 1
    state = engine.load(json.dumps(json.loads(Path(path).read_text("utf-8"))["state"]))
    expected = par_of_deal(state, 0, 1, levels, scale=0.02, max_runs=2, min_runs=2)
    assert answer["deals"][0] == json.loads(json.dumps(expected.to_json()))


def test_par_of_a_bare_save_is_seat_0s(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["par", str(_save(tmp_path, None)), *PAR], capsys)
    assert code == 0 and json.loads(out)["seat"] == 0
    assert json.loads(out)["match"] is None  # Chapanka is not played for the match


def test_par_reports_the_match_where_the_game_is_played_for_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A whole match over (Kaschlan's three games, taken as played for the match here: a
    1001 match of strong's replays is minutes of CPU): its points and the share won."""
    monkeypatch.setattr(training_cli, "has_match_par", lambda game: True)
    state = engine.game("kaschlan").new_game(seed=6, options={"match_games": 3})
    rng = random.Random(6)
    while True:
        while state.current_player is not None:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            break
        state.next_deal()
    levels: list[str | None] = [None, "easy", "easy", "easy"]
    path = tmp_path / "match.json"
    wrapped = {"kartentisch": 1, "meta": {"levels": levels}, "state": json.loads(state.to_json())}
    path.write_text(json.dumps(wrapped), "utf-8")
    argv = ["par", str(path), *PAR, "--match-runs", "2"]
    code, first, _ = _run(argv, capsys)
    assert code == 0 and first == _run(argv, capsys)[1]
    answer = json.loads(first)
    pars = [par_of_deal(state, k, 0, levels, scale=0.02, max_runs=2, min_runs=2) for k in range(3)]
    rule = match_rule(min_runs=2, max_runs=2)
    expected = par_of_match(state, 0, levels, pars, rule=rule, scale=0.02)
    assert answer["match"] == json.loads(json.dumps(expected.to_json()))
    assert answer["match"]["replays"] == 2 and answer["match"]["deals"] == 3
    assert answer["match"]["par"] == pytest.approx(sum(d["par"] for d in answer["deals"]))
    code, text, _ = _run([a for a in argv if a != "--json"], capsys)
    last = text.splitlines()[-1]
    assert code == 0 and last.startswith(f"match: score {expected.score:+.1f}, par ")
    assert f"strong won {expected.wins:g} of 2 replays, you " in last


def test_puzzles_print_the_stored_answers(capsys: pytest.CaptureFixture[str]) -> None:
    code, first, _ = _run(["puzzles", "chapanka", "--json"], capsys)
    assert code == 0 and first == _run(["puzzles", "chapanka", "--json"], capsys)[1]
    rows = json.loads(first)["puzzles"]
    stored = load("chapanka")
    assert [(r["id"], r["answer"]) for r in rows] == [(p.id, p.answer) for p in stored]
    assert all(r["margin"] > 0 for r in rows)


def _unfinished(tmp_path: Path) -> Path:
    state = engine.game("chapanka").new_game(seed=8)
    path = tmp_path / "fresh.json"
    path.write_text(state.to_json(), "utf-8")
    return path


@pytest.mark.parametrize(
    "argv",
    [
        ["puzzles", "skat"],
        ["puzzles"],
        ["par", "no/such/save.json"],
        ["par"],
        ["par", "SAVE", "--seat", "7"],
        ["par", "SAVE", "--max-runs", "0"],
        ["par", "SAVE", "--match-runs", "0"],
        ["par", "FRESH"],
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    swap = {"SAVE": str(_save(tmp_path, None)), "FRESH": str(_unfinished(tmp_path))}
    code, out, err = _run([swap.get(a, a) for a in argv], capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("error: ")
