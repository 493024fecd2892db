"""Peak memory after 2000 illegal action texts of 100 kB each (issue 17, item 14).

Run: ``.venv/bin/python scripts/bench_hostile_actions.py``. Prints the resident set size
before and after, and how many action texts the engine keeps interned.
"""

from __future__ import annotations

import gc
import resource

import engine
from engine.actions import Action


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    state = engine.game("kaschlan").new_game(seed=1)
    gc.collect()
    before, interned = rss_mb(), len(Action._interned)
    refused = 0
    for i in range(2000):
        text = f"attack {i} " + "x" * 100_000
        try:
            state.apply(text)
        except engine.IllegalAction:
            refused += 1
    gc.collect()
    after = rss_mb()
    print(f"refused {refused} of 2000 illegal 100 kB actions")
    print(f"RSS before {before:.1f} MB, after {after:.1f} MB (+{after - before:.1f} MB)")
    print(f"interned texts before {interned}, after {len(Action._interned)}")


if __name__ == "__main__":
    main()
