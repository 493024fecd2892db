"""Hostile input to the engine: damaged saves end in SaveError (never RecursionError or a
bare ValueError), the replay command reports them without a traceback, and action texts
that were never legal are not kept for the rest of the run."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import jsondoc
from engine.actions import Action

GAMES = engine.GAMES


def _save_text(gid: str = "kaschlan") -> str:
    state = engine.game(gid).new_game(seed=3)
    state.apply(random.Random(3).choice(state.legal_actions()))
    return state.to_json()


def test_deeply_nested_json_is_a_save_error_not_a_recursion_error() -> None:
    deep = "[" * 200_000 + "]" * 200_000
    with pytest.raises(engine.SaveError):
        engine.load(deep)
    data = json.loads(_save_text())
    data["options"] = "NESTED"
    nested = "[" * 200_000 + "]" * 200_000
    nested_inside = json.dumps(data).replace('"NESTED"', '{"x": ' + nested + "}")
    with pytest.raises(engine.SaveError):
        engine.load(nested_inside)


def test_a_number_with_5000_digits_is_a_save_error_naming_the_number() -> None:
    data = json.loads(_save_text())
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "7" * 5000, 1)
    with pytest.raises(engine.SaveError, match="number"):
        engine.load(text)


@pytest.mark.parametrize(
    "content",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"format": 1, "seed": ' + "9" * 5000 + "}",
        '{"kartentisch": "save", "state": ' + "[" * 100_000 + "]" * 100_000 + "}",
    ],
    ids=["deep", "long-number", "deep-in-gui-save"],
)
def test_replay_command_reports_a_hostile_file_without_a_traceback(
    tmp_path: Path, content: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("error: cannot replay")
    assert len(done.stderr) < 2000  # the message does not repeat the file


def test_replay_refuses_a_device_without_reading_it() -> None:
    from engine.__main__ import main as engine_cli

    with pytest.raises(jsondoc.DocumentError) as caught:
        jsondoc.read("/dev/zero", follow_links=True)
    assert caught.value.problem is jsondoc.Problem.NOT_REGULAR
    assert engine_cli(["replay", "/dev/zero"]) == 2


def test_replay_refuses_a_fifo_instead_of_waiting_for_a_writer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.__main__ import main as engine_cli

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert engine_cli(["replay", str(fifo)]) == 2  # returns at once: no writer ever comes
    assert "not a regular file" in capsys.readouterr().err


def test_replay_follows_a_link_to_a_save_but_caps_its_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.__main__ import main as engine_cli

    save = tmp_path / "save.json"
    save.write_text(_save_text(), encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(save)
    assert engine_cli(["replay", str(link)]) == 0
    monkeypatch.setattr(jsondoc, "MAX_BYTES", 100)
    capsys.readouterr()
    assert engine_cli(["replay", str(save)]) == 2
    assert "too large" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", jsondoc.Problem.EMPTY),
        ('{"a": [1, 2', jsondoc.Problem.CUT_OFF),
        ("{'a': 1}", jsondoc.Problem.INVALID),
        ("[" * 100_000 + "]" * 100_000, jsondoc.Problem.TOO_DEEP),
        ("[" * 65 + "]" * 65, jsondoc.Problem.TOO_DEEP),
        ('{"seed": ' + "7" * 5000 + "}", jsondoc.Problem.NUMBER_TOO_LONG),
        ('{"a": NaN}', jsondoc.Problem.NOT_A_NUMBER),
        (b"\xff\xfe{}", jsondoc.Problem.BINARY),
    ],
    ids=["empty", "cut-off", "invalid", "deep", "65-levels", "long-number", "nan", "binary"],
)
def test_the_one_parser_has_one_error_type(text: str | bytes, problem: jsondoc.Problem) -> None:
    with pytest.raises(jsondoc.DocumentError) as caught:
        jsondoc.parse(text)
    assert caught.value.problem is problem
    assert len(str(caught.value)) < 300  # never the whole offending text


@pytest.mark.parametrize("gid", GAMES)
def test_illegal_action_texts_are_not_interned(gid: str) -> None:
    state = engine.game(gid).new_game(seed=4)
    legal_before = [a.text for a in state.legal_actions()]
    before = len(Action._interned)
    hostile = [
        "play 7 " + "x" * 5000,
        "attack " + "6H " * 2000,
        "bid " + "7" * 4000,
        "discard 9S " + "JD" * 3000,
        "PLAY " + "Q" * 3000 + "D",
    ]
    for text in hostile:
        with pytest.raises(engine.IllegalAction):
            state.apply(text)
        assert text not in Action._interned
    assert len(Action._interned) == before
    assert max(len(k) for k in Action._interned) < 1000
    # legal moves still go through, typed in another case and spacing
    assert [a.text for a in state.legal_actions()] == legal_before
    typed = "  " + legal_before[0].upper() + " "
    state.apply(typed)
    assert state.history[-1][1] == legal_before[0]


def test_a_legal_action_read_from_text_is_the_interned_object() -> None:
    state = engine.game("chapanka").new_game(seed=1)
    legal = state.legal_actions()
    assert Action.read(legal[0].text.upper()) is legal[0]
    assert Action.read("nonsense " * 50) is not Action.read("nonsense " * 50)
    assert Action.read("Nonsense  x") == Action.read("nonsense x")
    assert legal[0] == legal[0].text.upper()


@pytest.mark.parametrize("gid", GAMES)
def test_a_refusal_quotes_only_an_excerpt_of_a_huge_action(gid: str) -> None:
    state = engine.game(gid).new_game(seed=3)
    huge = "play " + "X" * 1_000_000
    with pytest.raises(engine.IllegalAction) as caught:
        state.apply(huge)
    assert len(str(caught.value)) < 800
    assert all(len(v) <= 240 for v in caught.value.params.values() if isinstance(v, str))


def test_the_engines_own_long_parameters_stay_whole() -> None:
    """A phase's task or a sample of the legal moves is translated and rendered by the GUI
    as a whole: only outside text is cut."""
    task = "add own cards of the attack rank or decline"
    refusal = engine.IllegalAction("You must {task} now.", task=task)
    assert refusal.params["task"] == task
    sample = ", ".join(f"attack {c}S {c}H {c}D" for c in "6789TJQK")
    assert engine.IllegalAction("You may: {legal}.", legal=sample).params["legal"] == sample


def test_a_save_with_a_huge_action_is_refused_in_a_short_message() -> None:
    data = json.loads(_save_text("chapanka"))
    data["deals"][0].append("play " + "X" * 1_000_000)
    with pytest.raises(engine.SaveError) as caught:
        engine.load(json.dumps(data))
    message = str(caught.value)
    assert "is impossible" in message and "XXXX" in message
    assert len(message) < 500
