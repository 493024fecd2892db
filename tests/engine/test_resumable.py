"""The referee's bounded measures go on where they stopped (engine.bots.resumable)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from engine.bots.resumable import add_common_arguments, done_positions, run_games


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="measure")
    add_common_arguments(parser, "unused.jsonl")
    return parser


def _table(records: Sequence[dict[str, Any]]) -> str:
    return f"{len(records)} records: " + ",".join(str(r["seed"]) for r in records)


def test_positions_already_recorded_are_skipped_and_the_table_reads_the_whole_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "m.jsonl"
    out.write_text(json.dumps({"game": "bolachen", "seed": 4, "moves": ["pass"]}) + "\n")
    assert done_positions(str(out), "bolachen") == {(4, ("pass",))}
    assert done_positions(str(out), "chapanka") == set()
    assert done_positions(str(tmp_path / "missing.jsonl"), "bolachen") == set()

    def run(game: str, args: argparse.Namespace) -> None:
        with open(args.out, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"game": game, "seed": 5, "moves": []}) + "\n")

    assert run_games(_parser(), ["bolachen", "--out", str(out)], run, _table) == 0
    assert capsys.readouterr().out.strip() == "2 records: 4,5"
    assert run_games(_parser(), ["chapanka", "--join", "--out", str(out)], run, _table) == 0
    assert capsys.readouterr().out.strip() == "0 records:"


def test_an_unreadable_file_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "none.jsonl")
    assert run_games(_parser(), ["--join", "--out", missing], lambda g, a: None, _table) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("cannot read") and "\n" not in err
