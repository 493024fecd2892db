"""Find the deal numbers of learn mode's guided lessons: for each lesson property of
``engine.guided`` (a simple Kaschlan attack, a 1001 marriage in hand …), the first deal
number that has it and at whose taught decision the coach counts the lesson's promised move
among the best (``engine.guided.agrees``), replaying each candidate from its seed.

Run from the repository root: ``python scripts/find_lesson_deals.py [--limit N]``. It prints
one line per lesson, ``game players property seed``; the chosen numbers are written by hand
into the game's coach profile (``engine/coach/games/<id>.py``, ``LESSONS``) with a title and an introduction, and the tests
replay each of them to check it still shows its property (a rule change that breaks one
fails there, and this script finds a new number).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.guided import PROPERTIES, Lesson, agrees, lessons  # noqa: E402

#: game -> the properties of its lessons, in teaching order, each with the promise and phase
#: its lesson declares (read from each game's coach profile).
PLAN: dict[str, tuple[tuple[str, str, str], ...]] = {
    game: tuple((lesson.shows, lesson.promise, lesson.phase) for lesson in series)
    for game in engine.GAMES
    if (series := lessons(game))
}


def find(game: str, plan: tuple[str, str, str], taken: set[int], limit: int) -> int | None:
    spec = engine.game(game)
    players = spec.default_players or spec.players[0]
    prop, promise, phase = plan
    check = PROPERTIES[prop]
    for seed in range(1, limit + 1):
        if seed in taken:
            continue
        if not check(spec.new_game(players=players, seed=seed)):
            continue
        trial = Lesson(game, seed, players, prop, "", "", promise=promise, phase=phase)
        if not promise or agrees(trial):
            return seed
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=2000, help="highest deal number tried")
    parser.add_argument("--only", nargs="*", default=[], help="properties to search (default all)")
    args = parser.parse_args(argv)
    missing = 0
    for game, plans in PLAN.items():
        spec = engine.game(game)
        players = spec.default_players or spec.players[0]
        taken: set[int] = set()
        for plan in plans:
            prop = plan[0]
            if args.only and prop not in args.only:
                continue
            began = time.perf_counter()
            seed = find(game, plan, taken, args.limit)
            took = time.perf_counter() - began
            if seed is None:
                missing += 1
                print(f"{game} {players} {prop} none up to {args.limit}")
                continue
            taken.add(seed)
            print(f"{game} {players} {prop} {seed}  ({took:.2f} s)")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
