"""Run a game's searches (or plain steps) for counting instructions under callgrind.

Why: on the shared 2-core machine the bench's times, and even its ratios to the plain step,
move with the load; instructions counted by ``valgrind --tool=callgrind`` do not. Run this
twice, with 0 and with N iterations, and divide the difference by N × positions (the plain
step: by N deals × 32 cards) to get instructions per simulation (per plain card)::

    for n in 0 100; do
        valgrind --tool=callgrind --dump-instr=no --callgrind-out-file=/dev/null \\
            python scripts/search_instructions.py kaschlan $n 2>&1 | grep Collected
    done

``GAME ITERATIONS [POSITIONS]``: the first POSITIONS (default 4) of
``random_positions(seed=11)`` (the bench's positions), each searched once with the game's
search settings and ``random.Random(1)``; GAME ``plain`` plays ITERATIONS plain deals.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from engine.bots import plainstep, search_config  # noqa: E402
from engine.bots.ismcts import search  # noqa: E402
from engine.bots.positions import random_positions  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    game, iterations = argv[0], int(argv[1])
    if game == "plain":
        rng = random.Random(1)
        for _ in range(iterations):
            plainstep.play_out(rng)
        return 0
    count = int(argv[2]) if len(argv) == 3 else 4
    config = search_config(game)
    for p in random_positions(engine.game(game), count, seed=11):
        seat = p.current_player
        assert seat is not None
        search(p, seat, random.Random(1), iterations, None, config)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
