"""Card art timing: a 32-card pack at 240 px, drawn cold and read from the image cache.

Run: ``nice .venv/bin/python scripts/bench_cardart.py [--width 240] [--repeat 3]``. Each
measurement runs in a fresh process (no warm in-memory sprites), so "cold" is what the table
pays at its first start and "cached" what it pays at every later start; the first cached
read also computes the art hash that keys the cache. Both wall-clock and CPU time are shown:
on a shared machine the wall clock includes waiting for other processes, the CPU time is what
the drawing itself costs. Goals (issue 41, figures engraved from SVG): cold <= 1.0 s CPU,
cached <= 0.05 s.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD = """
import json, sys, time
sys.path.insert(0, {root!r})
import cardart
codes = [r + s for s in cardart.SUITS for r in ("A", "K", "Q", "J", "10", "9", "8", "7")]
start, cpu = time.perf_counter(), time.process_time()
cardart.render_pack({pattern!r}, {width}, codes, cache_dir={cache!r})
print(json.dumps([time.perf_counter() - start, time.process_time() - cpu]))
"""


def run(pattern: str, width: int, cache: str | None) -> tuple[float, float]:
    """``(wall, cpu)`` seconds of one render_pack call in a fresh process."""
    code = CHILD.format(root=str(ROOT), pattern=pattern, width=width, cache=cache)
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    wall, cpu = json.loads(out.stdout)
    return float(wall), float(cpu)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=240)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    for pattern in ("french", "german", "fourcolor"):
        cold, cached = [], []
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory() as tmp:
                cold.append(run(pattern, args.width, tmp))  # draws and writes the images
                cached.append(run(pattern, args.width, tmp))  # reads them back
        print(
            f"{pattern:10s} 32 cards @ {args.width}px: "
            f"cold wall {min(c[0] for c in cold):.3f}-{max(c[0] for c in cold):.3f} s "
            f"cpu {min(c[1] for c in cold):.3f}-{max(c[1] for c in cold):.3f} s; "
            f"cached wall {min(c[0] for c in cached):.3f}-{max(c[0] for c in cached):.3f} s "
            f"cpu {min(c[1] for c in cached):.3f}-{max(c[1] for c in cached):.3f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
