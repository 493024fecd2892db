"""Card art for Kartentisch: North-German (Berlin) French-suited, Bavarian German-suited and
four-colour tournament faces, and backs.

Pure Pillow and the standard library, so it can be used (and tested) without Qt::

    import cardart
    img = cardart.render_card("QD", pattern="german", width=240)
    back = cardart.render_back("classic", 240)
    pack = cardart.render_pack("french", 120, ["AS", "10H"], cache_dir=cache)

Cards are ``CARD_RATIO`` (1.5) times as tall as they are wide; ``card_size`` gives the size.
"""

from .backs import BACKS, PATTERN_BACKS, default_back, render_back
from .cache import ART_VERSION, prune, render_back_cached, render_pack, step_width
from .render import (
    CARD_RATIO,
    PATTERN_RANKS,
    PATTERNS,
    RANKS,
    SMALL_WIDTH,
    card_size,
    pattern_fits,
    render_card,
)
from .suits import SUITS

__all__ = [
    "ART_VERSION",
    "BACKS",
    "CARD_RATIO",
    "PATTERN_BACKS",
    "PATTERNS",
    "PATTERN_RANKS",
    "RANKS",
    "SMALL_WIDTH",
    "SUITS",
    "card_size",
    "default_back",
    "pattern_fits",
    "prune",
    "render_back",
    "render_back_cached",
    "render_card",
    "render_pack",
    "step_width",
]
