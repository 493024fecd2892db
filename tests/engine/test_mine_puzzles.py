"""The puzzle miner's files (scripts/mine_puzzles.py): a batch adds to the shipped set."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from engine.coach.puzzle_set import dump, load, read
from tests.engine.script_module import load_script


def _miner() -> ModuleType:
    return load_script("mine_puzzles")


def test_writing_a_batch_keeps_the_puzzles_already_shipped(tmp_path: Path) -> None:
    shipped, mined, also_shipped = load("chapanka")[:3]
    folder = tmp_path / "puzzle_data"
    folder.mkdir()
    (folder / "chapanka.json").write_text(dump([shipped, also_shipped]), encoding="utf-8")
    lines = tmp_path / "mined.jsonl"
    records = [
        {"puzzle": mined.to_json()},
        {"puzzle": also_shipped.to_json()},  # found again: stays once
        {"done": "chapanka", "seed": 1, "found": 2},
    ]
    lines.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")

    _miner().write(lines, folder)

    written = read(folder, "chapanka")
    assert sorted(p.id for p in written) == sorted(p.id for p in (shipped, mined, also_shipped))
    assert not list(folder.glob("*.tmp"))


def test_the_decisions_screened_are_drawn_from_the_whole_deal() -> None:
    screened = _miner().screened
    open_ones = list(range(0, 48, 2))  # 24 non-forced decisions of a deal
    assert screened(open_ones, 30, 5) == set(open_ones)  # --per-deal 20+: all of them
    draws = [screened(open_ones, 3, seed) for seed in range(200)]
    assert all(len(d) == 3 and d <= set(open_ones) for d in draws)
    assert draws[7] == screened(open_ones, 3, 7)  # from the seed alone
    late = sum(1 for d in draws for i in d if i >= 24) / (3 * len(draws))
    assert 0.4 < late < 0.6  # as many from the deal's second half as from its first


def test_retrying_restores_the_bots_misses_as_they_play_now(tmp_path: Path) -> None:
    """The shipped ratings are the bots' misses as they play now (stop 53 tried Bolachen's
    again after its auction changed): stale misses come back as the shipped ones."""
    from dataclasses import replace

    shipped = load("bolachen")[:2]
    stale = [replace(p, misses={"easy": 1.0, "normal": 1.0}) for p in shipped]
    folder = tmp_path / "puzzle_data"
    folder.mkdir()
    (folder / "bolachen.json").write_text(dump(stale), encoding="utf-8")

    _miner().retry(["bolachen"], 6, folder)

    fresh = {p.id: p for p in read(folder, "bolachen")}
    assert {p.id: p.misses for p in shipped} == {i: p.misses for i, p in fresh.items()}
    assert {p.id: p.rating for p in shipped} == {i: p.rating for i, p in fresh.items()}
