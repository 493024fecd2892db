"""Where things go on the table: pure geometry, no Qt, so it is cheap to test and to reason about.

The person sits at the bottom: seat 0 at a local table, the person's own seat (``bottom``) at a
network table, where they may sit anywhere. The other seats follow in seat order clockwise as
seen from above: bottom → left → top → right, spread evenly around an ellipse. All sizes
derive from the view's size, so the table scales with the window and cards are re-rendered at
that size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache

CARD_RATIO = 1.5
#: The smallest text the table draws, in pixels: 9 pt at Qt's logical 96 dpi. Text that
#: shrank with the cards (name plates and role badges at about 7 px on a 1024×600 screen)
#: was unreadable; below this size a table item grows instead.
MIN_TEXT_PX = 12


#: Where the coach's tick disc stands at a card's top left corner, in its diameters: mostly
#: left of the card and a little above it. A fan of cards covers each card's right side with
#: the next one (an 11-card Chapanka hand hid a tick at the right corner); the left edge
#: shows, the card's index stays clear of the disc, and so does the prompt over a lifted card.
TICK_LEFT = 0.75
TICK_ABOVE = 0.4


def tick_diameter(card_w: float) -> float:
    """The coach's tick disc for a card this wide: legible on the smallest cards."""
    return max(12.0, card_w * 0.2)


def readable_px(px: float) -> int:
    """A font pixel size for ``px``, never below :data:`MIN_TEXT_PX`."""
    return max(MIN_TEXT_PX, round(px))


@dataclass(frozen=True)
class Geometry:
    """The table's measurements for one view size and one number of players."""

    width: float
    height: float
    players: int
    card_w: float  # the human's hand cards
    table_w: float  # cards in the middle (trick, attack, stock)
    small_w: float  # opponents' face-down cards
    margin: float
    #: The seat drawn at the bottom (the person's own; the observation's ``seat``).
    bottom: int = 0

    def place(self, seat: int) -> int:
        """Where ``seat`` sits counted from the bottom in seat order (0 the bottom): the
        table turns so that the person's own seat is always nearest them."""
        return (seat - self.bottom) % max(1, self.players)

    @property
    def card_h(self) -> float:
        return self.card_w * CARD_RATIO

    @property
    def table_h(self) -> float:
        return self.table_w * CARD_RATIO

    @property
    def small_h(self) -> float:
        return self.small_w * CARD_RATIO

    @property
    def center(self) -> tuple[float, float]:
        """The middle of the playing area, a little above the window's centre (the hand is
        below it)."""
        return self.width / 2, self.height * 0.45

    @property
    def hand_top(self) -> float:
        return self.height - self.margin - self.card_h

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Centre of a seat's block (cards + name plate); the bottom seat is the bottom
        centre."""
        place = self.place(seat)
        if place == 0:
            return self.width / 2, self.hand_top + self.card_h / 2
        angle = math.radians(90 + 360 * place / self.players)
        cx, cy = self.center
        block_w = self.small_w * 2.4
        rx = self.width / 2 - self.margin - block_w / 2
        top_room = self.margin + self.small_h / 2
        ry = cy - top_room
        x = cx + rx * math.cos(angle)
        y = cy + ry * math.sin(angle)
        # Seats in the lower half must stay clear of the human's hand.
        y = min(y, self.hand_top - self.small_h * 1.1)
        return x, y

    def seat_direction(self, seat: int) -> tuple[float, float]:
        """Unit vector from the middle towards a seat (where its trick card lies)."""
        cx, cy = self.center
        x, y = self.seat_anchor(seat)
        if self.place(seat) == 0:
            return 0.0, 1.0
        dx, dy = x - cx, y - cy
        n = math.hypot(dx, dy) or 1.0
        return dx / n, dy / n

    def trick_radii(self) -> tuple[float, float]:
        """Half-axes of the ellipse the trick cards' centres lie on: wide enough that eight
        cards do not bury each other. With more than four seats the ellipse is stretched
        (as far as it stays clear of the players' plates) until no card covers another or
        its Lead/Takes caption: at 1024×600 six seats' cards lay on top of each other."""
        return self._trick_radii

    @cached_property
    def _trick_radii(self) -> tuple[float, float]:
        return _stretched_radii(self)

    def _tricks_overlap(self, radii: tuple[float, float]) -> bool:
        return self._overlaps(radii) > 0

    def _tricks_under_seats(self, radii: tuple[float, float]) -> bool:
        """Whether a trick card on the ellipse ``radii`` reaches into another seat's block
        (its face-down cards and its name plate of about three lines)."""
        block_w = self.small_w * 2.4
        below = self.small_h * 0.32 + self.text_px * 4.2
        for seat in range(self.players):
            x, y = self._on_ellipse(seat, radii)
            card = (
                x - self.table_w / 2,
                y - self.table_h / 2,
                x + self.table_w / 2,
                y + self.table_h / 2,
            )
            for other in range(self.players):
                if self.place(other) == 0:
                    continue
                ax, ay = self.seat_anchor(other)
                block = (ax - block_w / 2, ay - self.small_h / 2, ax + block_w / 2, ay + below)
                if (
                    card[0] < block[2]
                    and block[0] < card[2]
                    and card[1] < block[3]
                    and block[1] < card[3]
                ):
                    return True
        return False

    def _overlaps(self, radii: tuple[float, float]) -> int:
        """How many pairs of seats' trick cards on the ellipse ``radii`` touch, a caption's
        height above each card counted as the card's (the ring's "Lead", "Takes")."""
        caption = self.text_px * 1.6
        spots = [self._on_ellipse(s, radii) for s in range(self.players)]
        count = 0
        for i, (ax, ay) in enumerate(spots):
            for bx, by in spots[i + 1 :]:
                apart_x = abs(ax - bx) >= self.table_w + 2
                apart_y = abs(ay - by) >= self.table_h + caption
                count += not (apart_x or apart_y)
        return count

    def _on_ellipse(self, seat: int, radii: tuple[float, float]) -> tuple[float, float]:
        cx, cy = self.center
        dx, dy = self.seat_direction(seat)
        rx, ry = radii
        reach = 1.0 / (math.hypot(dx / rx, dy / ry) or 1.0)
        return cx + dx * reach, cy + dy * reach

    def trick_position(self, seat: int) -> tuple[float, float]:
        """Top-left corner of the card a seat plays to a trick: where the ray from the middle
        towards the seat (its cards and name plate) meets the trick's ellipse, so each card
        lies towards the player who played it."""
        cx, cy = self.center
        dx, dy = self.seat_direction(seat)
        rx, ry = self.trick_radii()
        reach = 1.0 / (math.hypot(dx / rx, dy / ry) or 1.0)
        x = cx + dx * reach - self.table_w / 2
        y = cy + dy * reach - self.table_h / 2
        if self.place(seat) == 0:
            # Above the prompt over the hand: with six or eight seats the ellipse is deeper
            # and the held trick's caption covered the bottom of the person's card.
            y = min(y, self.prompt_top - self.table_h - 4)
        return x, y

    @property
    def text_px(self) -> float:
        """Pixel size of the table's text: it grows with the cards (a 2560×1440 table reads
        as well as a 1280×800 one), never below :data:`MIN_TEXT_PX`."""
        return max(float(MIN_TEXT_PX), self.card_w * 0.125)

    @property
    def lift(self) -> float:
        """How far a selected card of the person's hand rises."""
        return self.card_h * 0.2

    @property
    def prompt_bottom(self) -> float:
        """Where the prompt over the hand ends: clear of a selected card's lift and of the
        coach's tick on it (a picked hint is both)."""
        clearance = max(self.card_h * 0.02 + 6, tick_diameter(self.card_w) * TICK_ABOVE + 2)
        return self.hand_top - self.lift - clearance

    @property
    def prompt_top(self) -> float:
        """Top of a one-line prompt (its text is ``text_px`` × 1.15, with the chip's
        padding)."""
        return self.prompt_bottom - self.text_px * 1.9

    def stock_position(self) -> tuple[float, float]:
        cx, cy = self.center
        return cx - self.width * 0.24 - self.table_w / 2, cy - self.table_h / 2

    def talon_position(self) -> tuple[float, float]:
        cx, cy = self.center
        return cx + self.width * 0.24 - self.table_w / 2, cy - self.table_h / 2


@lru_cache(maxsize=64)
def _stretched_radii(g: Geometry) -> tuple[float, float]:
    """The trick ellipse for ``g`` (see :meth:`Geometry.trick_radii`): the least stretch,
    widest first, at which no two trick cards touch and none reaches into a seat; short of
    that, the stretch with the fewest touching pairs. Kept per table size: the table is laid
    out again after every move."""
    many = g.players > 4
    base = g.table_w * (1.9 if many else 1.0), g.table_h * (0.8 if many else 0.5)
    if not many:
        return base
    best, best_key = base, (g._overlaps(base), 0)
    for total in range(1, 51):
        for sy in range(min(total, 20) + 1):
            radii = (base[0] * (1 + 0.05 * (total - sy)), base[1] * (1 + 0.05 * sy))
            if total - sy > 30 or g._tricks_under_seats(radii):
                continue
            key = (g._overlaps(radii), total)
            if key < best_key:
                best, best_key = radii, key
        if best_key[0] == 0:
            break
    return best


def geometry_for(
    width: float, height: float, players: int, hand_size: int = 10, bottom: int = 0
) -> Geometry:
    """Card sizes that fit the window: big enough to read, small enough for the fan to fit."""
    width = max(width, 320.0)
    height = max(height, 240.0)
    margin = max(8.0, min(width, height) * 0.018)
    by_height = height * 0.155
    # The hand fan shows ~55 % of each card but the last; keep it within 86 % of the width.
    n = max(hand_size, 5)
    by_width = (width * 0.86) / (1 + 0.55 * (n - 1))
    # No fixed cap: on a large screen the cards (and with them the text) keep growing.
    card_w = max(40.0, min(by_height, by_width, height * 0.19))
    table_w = max(36.0, min(card_w * (0.9 if players <= 4 else 0.72), height * 0.12))
    small_w = max(26.0, min(card_w * 0.52, width / (players * 3.2)))
    return Geometry(width, height, players, card_w, table_w, small_w, margin, bottom)


def fan_positions(
    count: int, center_x: float, card_w: float, max_span: float, spread: float = 0.62
) -> list[float]:
    """Left edges of ``count`` overlapping cards centred on ``center_x`` within ``max_span``;
    ``spread`` is the most of each card shown when there is room."""
    if count <= 0:
        return []
    step = card_w * spread
    if count > 1:
        step = min(step, (max_span - card_w) / (count - 1))
    step = max(step, card_w * 0.12)
    total = card_w + step * (count - 1)
    left = center_x - total / 2
    return [left + i * step for i in range(count)]


def row_positions(count: int, center_x: float, card_w: float, gap: float) -> list[float]:
    """Left edges of ``count`` cards side by side with ``gap`` between them."""
    total = count * card_w + max(0, count - 1) * gap
    left = center_x - total / 2
    return [left + i * (card_w + gap) for i in range(count)]
