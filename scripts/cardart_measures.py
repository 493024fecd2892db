"""Card-art measures for a closing note: frame fill, aligned distinctness, silhouette IoU.

Run: ``nice .venv/bin/python scripts/cardart_measures.py`` (under 10 s of CPU). Prints
three tables (Markdown): the share of empty rows per half panel of every court at 64, 76,
100, 160 and 240 px (goal <= 5 %); the distance of every same-rank pair after the best
alignment (goal >= ``measure.ALIGNED_GOAL``); and the IoU of each figure file's silhouette as
drawn by rsvg-convert and by the program (goal >= ``measure.SILHOUETTE_GOAL``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardart import SUITS, courts, measure  # noqa: E402

WIDTHS = (64, 76, 100, 160, 240)
COURTS = [r + s for r in measure.COURT_RANKS for s in SUITS]


def frame_fill() -> None:
    print("| pattern | court | " + " | ".join(f"{w} px" for w in WIDTHS) + " |")
    print("|---|---|" + "---|" * len(WIDTHS))
    for pattern in ("french", "german"):
        for code in COURTS:
            cells = [f"{measure.empty_rows(code, pattern, w):.1%}" for w in WIDTHS]
            print(f"| {pattern} | {code} | " + " | ".join(cells) + " |")


def distinctness() -> None:
    print("| pattern | pair | aligned distance |")
    print("|---|---|---|")
    for pattern in ("french", "german"):
        for (a, b), score in measure.aligned_distinctness(pattern).items():
            print(f"| {pattern} | {a}-{b} | {score:.2f} |")


def silhouettes() -> None:
    print("| file | IoU |")
    print("|---|---|")
    for path in sorted(courts.FIGURE_ROOT.rglob("*.svg")):
        name = path.relative_to(courts.FIGURE_ROOT).as_posix()
        print(f"| {name} | {measure.silhouette_iou(path):.3f} |")


def main() -> int:
    print("## Empty rows per half panel\n")
    frame_fill()
    print("\n## Same-rank pairs after the best alignment (240 px)\n")
    distinctness()
    print("\n## Silhouette: rsvg-convert vs the program\n")
    silhouettes()
    return 0


if __name__ == "__main__":
    sys.exit(main())
