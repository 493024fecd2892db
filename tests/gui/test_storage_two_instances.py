"""Two Kartentisch instances writing at once lose nothing (issue 17 item 17).

Two real processes are started, wait until both are ready, and then at the same moment each
saves 100 games under the same name and counts 60 finished matches in the same statistics.
Afterwards there must be 200 saves, each readable, and 120 matches counted.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gui.storage.saves import list_saves
from gui.storage.statistics import load_statistics

ROOT = Path(__file__).resolve().parents[2]

INSTANCE = r"""
import random, sys
from pathlib import Path
import engine
from gui.storage.saves import save_game
from gui.storage.statistics import record_match

base, first = Path(sys.argv[1]), int(sys.argv[2])

def finished(seed):
    state = engine.game("bolachen").new_game(seed=seed, options={"match_deals": 1})
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state

running = engine.game("kaschlan").new_game(seed=first)
matches = [finished(seed) for seed in range(first, first + 60)]
print("ready", flush=True)
sys.stdin.readline()
saved = counted = 0
for i in range(100):
    save_game(base / "saves", "Sunday", running)
    saved += 1
    if i < 60:
        _stats, got, problems = record_match(base / "statistics.json", matches[i])
        assert got is not None and not problems, problems
        counted += 1
print(saved, counted, flush=True)
"""


def test_two_instances_saving_and_counting_at_once_lose_nothing(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", INSTANCE, str(tmp_path), str(first)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        for first in (1, 1001)
    ]
    for proc in procs:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    reports = [proc.communicate() for proc in procs]
    for (out, err), proc in zip(reports, procs, strict=True):
        assert proc.returncode == 0, err
        assert out.split() == ["100", "60"]
    problems: list[str] = []
    saves = list_saves(tmp_path / "saves", problems)
    assert problems == []
    assert len(saves) == 200
    assert len({entry.path.name for entry in saves}) == 200
    stats, warnings = load_statistics(tmp_path / "statistics.json")
    assert warnings == []
    assert stats.games["bolachen"].played == 120
    assert len(set(stats.recorded)) == 120
