"""`python -m engine coach` and `review`: deterministic JSON, one line and exit 2 on bad input."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from engine.__main__ import main

COACH = ["coach", "--game", "bolachen", "--seed", "4", "--moves", "6", "--samples", "12"]


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_coach_prints_the_same_json_twice(capsys: pytest.CaptureFixture[str]) -> None:
    code, first, _ = _run([*COACH, "--json"], capsys)
    again = _run([*COACH, "--json"], capsys)[1]
    assert code == 0 and first == again
    answer = json.loads(first)
    analysis = answer["analysis"]
    assert answer["game"] == "bolachen" and analysis["samples"] == 12
    assert analysis["options"][0]["verdict"] in ("best", "forced")
    for option in analysis["options"]:
        assert {"action", "value", "loss_se", "verdict", "ideas", "say"} <= set(option)


def test_coach_reaches_the_decision_after_the_random_moves(
    capsys: pytest.CaptureFixture[str],
) -> None:
    answer = json.loads(_run([*COACH, "--json"], capsys)[1])
    state = engine.game("bolachen").new_game(seed=4)
    rng = random.Random(4)
    for _ in range(6):
        if state.current_player is None:
            state.next_deal()
        state.apply(rng.choice(state.legal_actions()))
    while state.current_player is None:
        state.next_deal()
    legal = sorted(a.text for a in state.legal_actions())
    assert sorted(o["action"] for o in answer["analysis"]["options"]) == legal
    assert answer["analysis"]["seat"] == state.current_player


def test_coach_without_json_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(COACH, capsys)
    assert code == 0 and "sampled deals" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["coach", "--game", "skat"],
        ["coach", "--game", "bolachen", "--samples", "0"],
        ["coach", "--game", "bolachen", "--moves", "-1"],
        ["coach", "--game", "bolachen", "--players", "9"],
        ["coach", "--game", "bolachen", "--option", "nonsense"],
        ["review", "no/such/save.json"],
        ["coach", "--game", "bolachen", "--samples", "many"],
        ["coach", "--seed", "3"],
        ["review"],
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code, out, err = _run(argv, capsys)
    except SystemExit as exc:  # argparse's own checks end the program
        code = int(exc.code or 0)
        out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("error: ")


def _save(tmp_path: Path, wrapped: bool) -> Path:
    state = engine.game("tausendundeins").new_game(seed=5)
    rng = random.Random(5)
    while state.current_player is not None and len(state.history) < 10:
        state.apply(rng.choice(state.legal_actions()))
    text = state.to_json()
    path = tmp_path / "deal.json"
    path.write_text(json.dumps({"state": json.loads(text)}) if wrapped else text, "utf-8")
    return path


@pytest.mark.parametrize("wrapped", [False, True])
def test_review_prints_the_same_verdicts_twice(
    tmp_path: Path, wrapped: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(_save(tmp_path, wrapped))
    code, first, _ = _run(["review", path, "--samples", "6", "--json"], capsys)
    again = _run(["review", path, "--samples", "6", "--json"], capsys)[1]
    assert code == 0 and first == again
    answer = json.loads(first)
    rows = answer["decisions"]
    assert rows and all(
        r["verdict"] in ("forced", "best", "good", "inaccuracy", "mistake", "blunder") for r in rows
    )
    state = engine.load(_save(tmp_path, False).read_text("utf-8"))
    assert [r["played"] for r in rows] == [t for s, t in state.history if s == 0]


def test_review_of_a_broken_save_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json", "utf-8")
    code, _out, err = _run(["review", str(path)], capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1
