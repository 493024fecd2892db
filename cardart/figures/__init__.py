"""Court figures as data: one drawing engine (:mod:`.engine`), shared parts (:mod:`.parts`)
and one data module per historical pattern (:mod:`.berlin`, :mod:`.bavarian`).

Adding a pattern means adding a data module and naming it in ``FIGURE_SETS``.
"""

from __future__ import annotations

from typing import Any

from . import bavarian, berlin
from .engine import draw_figure
from .parts import PARTS

# Which figure set each card style uses.
FIGURE_SETS: dict[str, dict[str, dict[str, Any]]] = {
    "french": berlin.FIGURES,
    "fourcolor": berlin.FIGURES,
    "german": bavarian.FIGURES,
}


def figure(rank: str, suit: str, style: str) -> dict[str, Any]:
    """The data of the court ``rank``+``suit`` in ``style``."""
    return FIGURE_SETS[style][rank + suit]


__all__ = ["FIGURE_SETS", "PARTS", "draw_figure", "figure"]
