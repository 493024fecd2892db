"""Where the deal review puts every open hand and the cards in the middle: pure geometry.

Why its own layout rather than the table's (gui/table/layout.py): the table shows the
opponents' hands face down as a tight fan, so only their count matters; the review shows every
card of every hand face up, so each one's index corner must stay readable, with up to eight
hands in a window of 1024×600. Seats go round as on the table (the person at the bottom, then
clockwise: left, top, right); a hand too long for its place wraps onto a second row.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

CARD_RATIO = 1.5
#: The least of each covered card shown: its index corner (rank and suit) stays readable.
MIN_STEP = 0.34


@dataclass(frozen=True)
class SeatBox:
    """A seat's block: its name line on top, then its cards (``cards``: top-left corners)."""

    seat: int
    x: float
    y: float
    w: float
    h: float
    card_w: float
    label_h: float
    cards: tuple[tuple[float, float], ...]

    @property
    def card_h(self) -> float:
        return self.card_w * CARD_RATIO

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


@dataclass(frozen=True)
class ReviewLayout:
    width: float
    height: float
    players: int
    seats: tuple[SeatBox, ...]
    #: The middle's free area (between the seats) and the size of a card laid there.
    middle: tuple[float, float, float, float]
    table_w: float
    font_px: float

    @property
    def table_h(self) -> float:
        return self.table_w * CARD_RATIO

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.middle
        return x + w / 2, y + h / 2

    def direction(self, seat: int) -> tuple[float, float]:
        """Unit vector from the middle towards a seat's block."""
        cx, cy = self.center
        box = self.seats[seat]
        dx = box.x + box.w / 2 - cx
        dy = box.y + box.h / 2 - cy
        n = math.hypot(dx, dy) or 1.0
        return dx / n, dy / n

    def trick_position(self, seat: int) -> tuple[float, float]:
        """Top-left corner of the card ``seat`` played to a trick: on an ellipse inside the
        middle, towards the seat, so each card lies on the side of whoever played it."""
        cx, cy = self.center
        _x, _y, w, h = self.middle
        tw, th = self.table_w, self.table_h
        caption = self.font_px * 1.4
        rx = max(tw * 0.6, min(w / 2 - tw / 2, tw * (2.6 if self.players > 4 else 1.3)))
        ry = max(th * 0.3, min(h / 2 - th / 2 - caption, th * (0.95 if self.players > 4 else 0.7)))
        dx, dy = self.direction(seat)
        reach = 1.0 / (math.hypot(dx / rx, dy / ry) or 1.0)
        return cx + dx * reach - tw / 2, cy + dy * reach - th / 2

    def row_positions(self, count: int) -> list[float]:
        """Left edges of ``count`` cards laid in a row across the middle (a bout's attack
        cards), closer together when the middle is narrow."""
        x, _y, w, _h = self.middle
        tw = self.table_w
        if count <= 0:
            return []
        step = tw * 1.35
        if count > 1:
            step = max(tw * MIN_STEP, min(step, (w - tw * 1.3) / (count - 1)))
        total = tw * 1.3 + step * (count - 1)
        left = x + (w - total) / 2
        return [left + i * step for i in range(count)]


def _rows(count: int, card_w: float, span: float, spread: float) -> tuple[int, float]:
    """How many rows ``count`` cards need within ``span``, and the step between them."""
    if count <= 1:
        return 1, card_w * spread
    per_row = max(1, int((span - card_w) // (card_w * MIN_STEP)) + 1)
    rows = math.ceil(count / per_row)
    in_row = math.ceil(count / rows)
    step = card_w * spread if in_row <= 1 else min(card_w * spread, (span - card_w) / (in_row - 1))
    return rows, max(step, card_w * MIN_STEP)


def _card_corners(
    count: int, left: float, top: float, card_w: float, span: float, spread: float
) -> tuple[tuple[tuple[float, float], ...], float, float]:
    """Top-left corners of a hand in (possibly several) overlapping rows within ``span``,
    starting at ``left``; returns the corners, the width and the height used."""
    rows, step = _rows(count, card_w, span, spread)
    per_row = math.ceil(count / rows) if count else 0
    drop = card_w * CARD_RATIO * 0.42
    corners = []
    for i in range(count):
        row, col = divmod(i, per_row) if per_row else (0, 0)
        corners.append((left + col * step, top + row * drop))
    width = card_w + step * (max(1, min(count, per_row)) - 1) if count else card_w
    height = card_w * CARD_RATIO + drop * (rows - 1)
    return tuple(corners), width, height


def review_layout(
    width: float,
    height: float,
    counts: Sequence[int],
    font_px: float | None = None,
    longest: int | None = None,
    bottom: int = 0,
) -> ReviewLayout:
    """The review's layout for a view of ``width``×``height`` and the hand sizes ``counts``
    (by seat). ``bottom``: the person's seat, drawn at the bottom with the others around in
    seat order (a network player may sit anywhere). ``longest``: the longest hand of the
    others over the whole deal, so the cards keep one size while the review steps through it."""
    players = max(1, len(counts))
    if bottom % players:
        # Laid out as if the person were seat 0, then each block named by its real seat.
        turned = [counts[(k + bottom) % players] for k in range(players)]
        lay = review_layout(width, height, turned, font_px, longest)
        named = [replace(b, seat=(b.seat + bottom) % players) for b in lay.seats]
        by_seat = tuple(sorted(named, key=lambda b: b.seat))
        return replace(lay, seats=by_seat)
    width = max(width, 300.0)
    height = max(height, 220.0)
    margin = 4.0
    font = font_px or max(10.0, min(13.0, height * 0.028))
    label_h = font * 1.5
    many = players > 4
    share = 0.15 if players <= 2 else 0.125 if not many else 0.095
    span = width * (0.23 if many else 0.32) if players > 2 else width * 0.55
    # The others' cards: as large as the longest of their hands allows in its place, each
    # covered card showing 40 % of itself (its index corner and more; a longer hand wraps),
    # never larger than the height allows for the seats stacked up the sides.
    longest = max([*counts[1:], longest or 1])
    by_span = span / (1 + 0.4 * (min(longest, 12) - 1))
    small_w = max(22.0, min(height * share, by_span, width / (players * 1.6)))
    own_w = max(small_w, min(height * 0.19, width * (0.1 if players <= 2 else 0.09), small_w * 1.4))
    others: list[tuple[int, float, float, tuple[tuple[float, float], ...]]] = []
    for seat in range(1, players):
        corners, used_w, used_h = _card_corners(counts[seat], 0, 0, small_w, span, 0.5)
        others.append((seat, max(used_w, small_w * 2.2), used_h, corners))
    block_h = max([label_h + h for _s, _w, h, _c in others] or [0.0])
    # The person's block, anchored at the bottom.
    own_span = width * (0.62 if players <= 2 else 0.5 if not many else 0.4)
    own_corners, own_w_used, own_h = _card_corners(counts[0], 0, 0, own_w, own_span, 0.62)
    own_block_h = label_h + own_h
    own_top = height - margin - own_block_h
    cx, cy = width / 2, (height - own_block_h) / 2 + margin
    boxes: dict[int, SeatBox] = {}
    for seat, bw, used_h, corners in others:
        angle = math.radians(90 + 360 * seat / players)
        rx = width / 2 - margin - bw / 2
        ry = max(0.0, cy - margin - block_h / 2)
        x = cx + rx * math.cos(angle) - bw / 2
        y = cy + ry * math.sin(angle) - block_h / 2
        y = max(margin, min(y, height - margin - block_h))
        top = y + label_h
        shift = x + (bw - _width(corners, small_w)) / 2
        boxes[seat] = SeatBox(
            seat,
            x,
            y,
            bw,
            label_h + used_h,
            small_w,
            label_h,
            tuple((shift + cx_, top + cy_) for cx_, cy_ in corners),
        )
    # The person's cards between the lower seats beside them.
    left_limit, right_limit = margin, width - margin
    for box in boxes.values():
        if box.y + box.h > own_top:
            if box.x + box.w / 2 < width / 2:
                left_limit = max(left_limit, box.x + box.w + 6)
            else:
                right_limit = min(right_limit, box.x - 6)
    room = max(own_w, right_limit - left_limit)
    if own_w_used > room:
        own_corners, own_w_used, own_h = _card_corners(counts[0], 0, 0, own_w, room, 0.62)
        own_block_h = label_h + own_h
        own_top = height - margin - own_block_h
    own_bw = max(own_w_used, own_w * 2.2)
    own_x = min(max(left_limit, width / 2 - own_bw / 2), right_limit - own_bw)
    first = own_x + (own_bw - own_w_used) / 2
    boxes[0] = SeatBox(
        0,
        own_x,
        own_top,
        own_bw,
        own_block_h,
        own_w,
        label_h,
        tuple((first + x, own_top + label_h + y) for x, y in own_corners),
    )
    # The middle: what lies between the seats' blocks.
    top = max([b.y + b.h for b in boxes.values() if b.seat and _is_top(b, width)] or [margin])
    middle_bottom = own_top
    lefts = [b.x + b.w for b in boxes.values() if b.seat and b.x + b.w / 2 < width * 0.3]
    rights = [b.x for b in boxes.values() if b.seat and b.x + b.w / 2 > width * 0.7]
    left = max(lefts or [margin])
    right = min(rights or [width - margin])
    room_w = right - left - 8
    table_w = max(
        20.0,
        min(
            small_w * 1.15,
            (middle_bottom - top) / (CARD_RATIO * 2.6),
            room_w / (4.8 if many else 3.4),
        ),
    )
    middle = (
        left + 4,
        top + 4,
        max(table_w * 2, right - left - 8),
        max(10.0, middle_bottom - top - 8),
    )
    return ReviewLayout(
        width,
        height,
        players,
        tuple(boxes[s] for s in range(players)),
        middle,
        table_w,
        font,
    )


def _width(corners: Sequence[tuple[float, float]], card_w: float) -> float:
    return (max(x for x, _y in corners) + card_w) if corners else card_w


def _is_top(box: SeatBox, width: float) -> bool:
    """A seat in the upper part whose block spans over the middle (not one at the side)."""
    centre = box.x + box.w / 2
    return width * 0.3 <= centre <= width * 0.7
