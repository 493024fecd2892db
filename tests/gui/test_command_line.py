"""The GUI's command line: every bad value ends the program with exit status 2 and one line
naming it, before any window opens (issue 31 item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from gui.command_line import MAX_SIDE, check_set_up, options_of, parse_args
from gui.storage.paths import ENV_HOME

#: argv -> a word the one line must contain (the option it names).
BAD_VALUES = {
    "bots junk": (["--bots", "junk"], "--bots"),
    "speed junk": (["--speed", "junk"], "--speed"),
    "size overflow": (["--size", "99999999999x2"], "--size"),
    "size too large": (["--size", "100000x100000"], "--size"),
    "size not WxH": (["--size", "big"], "--size"),
    "size three parts": (["--size", "800x600x2"], "--size"),
    "size negative": (["--size", "-800x600"], "--size"),
    "option without =": (["--option", "junk"], "--option"),
    "option without key": (["--option", "=1"], "--option"),
    "players 0": (["--players", "0"], "--players"),
    "players text": (["--players", "many"], "--players"),
    "game empty": (["--game", ""], "--game"),
    "game unknown": (["--game", "skat"], "--game"),
    "pattern junk": (["--pattern", "junk"], "--pattern"),
    "back junk": (["--back", "junk"], "--back"),
    "moves negative": (["--moves", "-1"], "--moves"),
    "timeout nan": (["--timeout", "nan"], "--timeout"),
}


@pytest.mark.parametrize("kind", list(BAD_VALUES))
def test_a_bad_value_exits_2_with_one_line_naming_it(
    kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv, name = BAD_VALUES[kind]
    with pytest.raises(SystemExit) as ended:
        parse_args(argv)
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("kartentisch: ")
    assert name in err, err


def test_a_huge_bad_value_is_quoted_in_part(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--game", "x" * 100_000])
    assert len(capsys.readouterr().err) < 300


def test_good_values_are_read_as_their_types() -> None:
    args = parse_args(
        ["--game", "bolachen", "--players", "3", "--size", f"1024x{MAX_SIDE}"]
        + ["--option", "target = 7", "--bots", "strong", "--speed", "off", "--moves", "0"]
    )
    assert args.size == (1024, MAX_SIDE)
    assert options_of(args) == {"target": "7"}
    assert (args.players, args.bots, args.speed) == (3, "strong", "off")


@pytest.mark.parametrize(
    ("players", "options", "pattern", "name"),
    [
        (99, {}, None, "--players"),
        (None, {"nosuch": "1"}, None, "--option"),
    ],
)
def test_a_value_that_does_not_fit_the_game_exits_2(
    players: int | None,
    options: dict[str, str],
    pattern: str | None,
    name: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as ended:
        check_set_up("kaschlan", players, options, pattern)
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and name in err, err


def test_the_set_up_of_every_game_with_its_defaults_is_accepted() -> None:
    for gid in engine.GAMES:
        spec = engine.game(gid)
        assert check_set_up(gid, None, {}, None) == (spec.default_players or spec.players[0])


def test_the_program_exits_2_before_a_window_for_bad_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import gui.app

    def no_window(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a window was made for bad input")

    monkeypatch.setattr("gui.main_window.MainWindow", no_window)
    monkeypatch.setenv(ENV_HOME, str(tmp_path))
    for argv in (["--bots", "junk"], ["--game", "kaschlan", "--players", "0"]):
        with pytest.raises(SystemExit) as ended:
            gui.app.main(argv)
        assert ended.value.code == 2
    with pytest.raises(SystemExit) as ended:
        gui.app.main(["--game", "kaschlan", "--players", "9", "--screenshot", "x.png"])
    assert ended.value.code == 2
    assert "--players" in capsys.readouterr().err
