"""Where the suit signs go on number cards.

Positions are in card design units (the card is 100 wide and ``100 * CARD_RATIO`` tall).
French cards use the familiar three-column layout with the lower half turned upside down, as
on every Skat and bridge pack. German (Bavarian) number cards put their signs upright in two
columns, one above the other, with an odd sign in the middle column.
"""

from __future__ import annotations

# (column, row) with column in -1 .. 1 and row in 0 .. 1 (top to bottom of the pip field).
_FRENCH: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0.5),),
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: (
        (-1, 0),
        (1, 0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1),
        (1, 1),
    ),
    10: (
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ),
}


def _columns(rows: int) -> tuple[tuple[float, float], ...]:
    if rows == 1:
        return ((-1, 0.5), (1, 0.5))
    return tuple((c, r / (rows - 1)) for r in range(rows) for c in (-1, 1))


_GERMAN: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0, 0.12), (0, 0.88)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: _columns(2),
    5: _columns(2) + ((0, 0.5),),
    6: _columns(3),
    7: _columns(3) + ((0, 0.25),),
    8: _columns(4),
    9: _columns(4) + ((0, 0.5),),
    10: _columns(5),
}

# Pip field and pip size per layout, in card units: (x of side columns, top, bottom, size).
FRENCH_FIELD = (23.5, 23.0, 127.0, 20.0)
GERMAN_FIELD = (22.0, 21.0, 129.0, 24.0)
GERMAN_TEN_SIZE = 23.0
"""The German ten's signs: two columns of five, as large as the rows allow, with the Roman X
between them (the Saxon and most German-suited tens carry it)."""
ROMAN_X = (50.0, 75.0, 21.0, 40.0)
"""Centre x, centre y, width and height of the German ten's Roman X, in card units."""


def mid_positions(count: int) -> tuple[tuple[float, float], ...]:
    """Layout of the mid-size mode (cards 64-90 px wide): two columns and a middle one for
    odd counts, so every sign can be larger than the corner sign; the odd middle sign sits
    between two rows, never beside one."""
    if count <= 3:
        return tuple((0, r / (count - 1) if count > 1 else 0.5) for r in range(count))
    rows = count // 2
    if count % 2 == 0:
        return tuple((c, r / (rows - 1)) for r in range(rows) for c in (-1, 1))
    if rows % 2 == 1:  # 7: the middle sign between the first two rows of pairs
        pairs = tuple((c, r / (rows - 1)) for r in range(rows) for c in (-1, 1))
        return pairs + ((0, 0.5 / (rows - 1)),)
    # 5 and 9: the middle sign gets a row of its own in the middle.
    slots = [r / rows for r in range(rows + 1)]
    pair_rows = slots[: rows // 2] + slots[rows // 2 + 1 :]
    pairs = tuple((c, r) for r in pair_rows for c in (-1, 1))
    return pairs + ((0, 0.5),)


def pip_positions(count: int, german: bool) -> list[tuple[float, float, float, bool]]:
    """Centres ``(x, y, size, upside_down)`` of the signs of a number card, in card units."""
    layout = (_GERMAN if german else _FRENCH)[count]
    dx, top, bottom, size = GERMAN_FIELD if german else FRENCH_FIELD
    if german and count == 10:
        size = GERMAN_TEN_SIZE
        top, bottom = 19.0, 131.0
    if german and count in (2, 3):
        size = 26.0
    out = []
    for col, row in layout:
        x = 50 + col * dx
        y = top + row * (bottom - top)
        flipped = (not german) and row > 0.5
        out.append((x, y, size, flipped))
    return out
