"""The engine's command lines refuse bad values with exit status 2 and a message on stderr,
never a traceback, an endless read or a silent success (issue 31 item 5)."""

from __future__ import annotations

import pytest

from engine.__main__ import main as engine_cli
from engine.bots import bench as bots_bench
from engine.bots import tournament


def _exit_code(call: object) -> int:
    """The status of a command that refuses either by returning it or by SystemExit."""
    try:
        return int(call())  # type: ignore[operator]
    except SystemExit as ended:
        return int(ended.code or 0)


@pytest.mark.parametrize(
    "argv",
    [
        ["bench", "--seconds", "-1"],
        ["bench", "--seconds", "nan"],
        ["bench", "--seconds", "inf"],
        ["bench", "--seconds", "0"],
        ["play", "kaschlan", "--option", "junk"],
        ["play", "kaschlan", "--option", "=1"],
        ["play", "kaschlan", "--players", "0"],
    ],
    ids=lambda argv: " ".join(argv),
)
def test_engine_command_refuses_a_bad_value(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert _exit_code(lambda: engine_cli(argv)) == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and argv[-2] in captured.err
    assert captured.out == ""


@pytest.mark.parametrize(
    "argv",
    [
        ["nosuch"],
        ["--positions", "-1"],
        ["--iterations", "0"],
        ["--decisions", "x"],
    ],
    ids=lambda argv: " ".join(argv),
)
def test_bots_bench_refuses_a_bad_value_before_starting_workers(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_pool(_workers: int) -> None:
        raise AssertionError("the worker pool was started for bad input")

    monkeypatch.setattr(bots_bench.parallel, "warm_up", no_pool)
    assert _exit_code(lambda: bots_bench.main(argv)) == 2
    assert argv[0] in capsys.readouterr().err


def test_bots_bench_reports_a_failed_game_in_its_status(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*_args: object) -> dict[str, object]:
        raise RuntimeError("still being written")

    monkeypatch.setattr(bots_bench.parallel, "warm_up", lambda _workers: None)
    monkeypatch.setattr(bots_bench, "bench_game", broken)
    assert bots_bench.main(["kaschlan"]) == 1
    assert "failed" in capsys.readouterr().out


def _tournament(argv: list[str]) -> int:
    parser = tournament.argparse.ArgumentParser()
    tournament.add_arguments(parser)
    return tournament.run(parser.parse_args(argv))


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["kaschlan", "--games", "-1"], "--games"),
        (["kaschlan", "--games", "0"], "--games"),
        (["kaschlan", "--jobs", "0"], "--jobs"),
        (["kaschlan", "--workers", "-2"], "--workers"),
        (["kaschlan", "--iterations", "-5"], "--iterations"),
        (["kaschlan", "--measures", "--scale", "nan"], "--scale"),
        (["kaschlan", "--bots", "strong:-5,random"], "bad search budget in strong:-5"),
        (["kaschlan", "--bots", "strong:x,random"], "bad search budget in strong:x"),
        (["kaschlan", "--bots", "wizard,random"], "unknown bot level wizard"),
        (["skat"], "unknown game"),
        (["kaschlan", "--option", "nosuch=1"], "nosuch"),
    ],
)
def test_tournament_refuses_a_bad_value_on_stderr(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _exit_code(lambda: _tournament(argv)) == 2
    captured = capsys.readouterr()
    assert words in captured.err, captured.err
    assert captured.out == ""
