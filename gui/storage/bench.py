"""Save and load times and save sizes for a long match of each game (not a test).

``python -m gui.storage.bench [--seeds 20] [--repeat 15]``: for each game, random matches on
``--seeds`` seeds are played to the end and the longest (most actions) is kept; then, in a
temporary folder, the median over ``--repeat`` runs is printed of

* ``snapshot``: what the GUI thread does per autosave (``to_json()`` plus the description,
  checked against the state), the only part that can delay the table;
* ``write``: an atomic save with flush, fsync and ``os.replace`` (the autosave worker's part);
* ``load``: reading a save for play, which replays every action through the rules;
* ``list``: reading the description only, as the Open dialog does;

and the file size. Times depend on the disk and the machine's load: report them with both.

``python -m gui.storage.bench --statistics [--repeat 15]``: the cost of counting a finished
deal (``record_deal``: lock, read, count, atomic write of the whole statistics file) once the
file has seen 200, 1,000 and 5,000 finished matches (with 12 deals each), and the file's size.
Why: every finished deal rewrites the file, so its size must not grow with the matches
played; the history, the counted matches and the counted deals each keep only their last
:data:`~gui.storage.statistics.KEEP_HISTORY` (200) entries, so from 200 matches on the cost
stays where it is (issue 31 item 17).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import engine
from gui.storage.saves import SaveMeta, read_save, read_save_meta, save_document, write_save
from gui.storage.statistics import Statistics, record_deal, save_statistics

#: The match counts of the statistics benchmark.
STATISTICS_MATCHES = (200, 1_000, 5_000)


def longest_match(game: str, seeds: int) -> engine.GameState:
    """The random match with the most actions among ``seeds`` seeds (default set-up)."""
    spec = engine.game(game)
    players = spec.default_players or spec.players[0]
    best: engine.GameState | None = None
    for seed in range(1, seeds + 1):
        state = spec.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.deal_over:
                state.next_deal()
            else:
                state.apply(rng.choice(state.legal_actions()))
        if best is None or len(state.history) > len(best.history):
            best = state
    assert best is not None
    return best


def _median_ms(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def measure(game: str, seeds: int, repeat: int, folder: Path) -> dict[str, float | int | str]:
    state = longest_match(game, seeds)
    levels: list[str | None] = [None] + ["normal"] * (state.players - 1)
    meta = SaveMeta.from_state(state, levels, name="bench")
    path = folder / f"{game}.json"
    write_save(path, state, meta)
    return {
        "game": game,
        "players": state.players,
        "deals": state.deal_no + 1,
        "actions": len(state.history),
        "snapshot_ms": _median_ms(lambda: save_document(state, meta), repeat),
        "write_ms": _median_ms(lambda: write_save(path, state, meta), repeat),
        "load_ms": _median_ms(lambda: read_save(path), repeat),
        "list_ms": _median_ms(lambda: read_save_meta(path), repeat),
        "bytes": path.stat().st_size,
    }


def statistics_after(matches: int, finished: list[engine.GameState]) -> Statistics:
    """The statistics as ``matches`` finished matches (12 counted deals each) leave them.

    Counted in memory, in the order a player's program counts them (each deal, then the
    match), and written once: the file equals the one those counts write one by one.
    """
    stats = Statistics()
    for n in range(matches):
        state = finished[n % len(finished)]
        match_id = f"bench-{n}"
        for deal_no in range(min(12, state.deals_finished)):
            stats.record_deal(state, deal_no, match_id)
        stats.record(state, match_id=match_id)
    return stats


def measure_statistics(
    matches: int, repeat: int, folder: Path, finished: list[engine.GameState]
) -> dict[str, float | int]:
    """ms per ``record_deal`` (median of ``repeat``) on a file after ``matches`` matches."""
    path = folder / f"statistics-{matches}.json"
    save_statistics(path, statistics_after(matches, finished))
    size = path.stat().st_size
    state = finished[0]
    counter = iter(range(10**9))
    cpu: list[float] = []

    def count_one() -> None:
        started = time.process_time()
        record_deal(path, state, 0, f"new-{next(counter)}")
        cpu.append(time.process_time() - started)

    wall_ms = _median_ms(count_one, repeat)
    return {
        "matches": matches,
        "record_deal_ms": wall_ms,
        "record_deal_cpu_ms": 1000 * statistics.median(cpu),
        "bytes": size,
    }


def main_statistics(repeat: int, folder: str | None) -> int:
    finished = [longest_match(game, 1) for game in engine.GAMES]
    columns = ("matches", "record_deal_ms", "record_deal_cpu_ms", "bytes")
    print(" ".join(f"{c:>18}" for c in columns))
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        for matches in STATISTICS_MATCHES:
            row = measure_statistics(matches, repeat, Path(tmp), finished)
            cells = [
                f"{row[c]:>18.2f}" if isinstance(row[c], float) else f"{row[c]:>18}"
                for c in columns
            ]
            print(" ".join(cells), flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="matches tried per game")
    parser.add_argument("--repeat", type=int, default=15, help="timed runs per figure")
    parser.add_argument("--folder", help="where to write (default: a temporary folder)")
    parser.add_argument(
        "--statistics",
        action="store_true",
        help="instead: counting a deal after 200, 1,000 and 5,000 matches",
    )
    args = parser.parse_args(argv)
    if args.statistics:
        return main_statistics(args.repeat, args.folder)
    columns = ("game", "players", "deals", "actions", "snapshot_ms", "write_ms", "load_ms")
    print(" ".join(f"{c:>14}" for c in (*columns, "list_ms", "bytes")))
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        for game in engine.GAMES:
            row = measure(game, args.seeds, args.repeat, Path(tmp))
            cells = [
                f"{row[c]:>14.2f}" if isinstance(row[c], float) else f"{row[c]:>14}"
                for c in (*columns, "list_ms", "bytes")
            ]
            print(" ".join(cells), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
