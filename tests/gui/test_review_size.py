"""The review window takes most of the screen, and its hands stay readable (issue 45 item 6).

Why: it opened at 1000×580 on a 1600×1000 screen, and twelve-card hands overlapped until
their ranks were hard to read.
"""

from __future__ import annotations

import pytest

from gui.coach.review_layout import review_layout
from gui.coach.review_window import first_size

#: The review's table beside its verdict column, as the window lays it out (about 70 % of
#: the width, 80 % of the height).
TABLE_SHARE = (0.7, 0.8)


@pytest.mark.parametrize(
    ("room", "expected"),
    [((1600, 960), (1360, 816)), ((1920, 1040), (1632, 884)), ((1024, 570), (1000, 534))],
)
def test_it_opens_at_most_of_the_screen(room, expected) -> None:
    assert first_size(*room) == expected


@pytest.mark.parametrize("counts", [[12, 12], [12, 12, 12], [11, 11, 11, 11], [6] * 6])
def test_on_a_1600_screen_each_covered_card_shows_its_index(counts) -> None:
    width, height = first_size(1600, 960)
    layout = review_layout(width * TABLE_SHARE[0], height * TABLE_SHARE[1], counts)
    for box in layout.seats:
        lefts = sorted({x for x, _y in box.cards})
        steps = [b - a for a, b in zip(lefts, lefts[1:], strict=False)]
        # 20 px of each covered card: its rank ("10") and suit in the corner, at the size
        # the cards are drawn here (at least 50 px wide).
        assert box.card_w >= 50, (counts, box.seat, box.card_w)
        assert not steps or min(steps) >= 20, (counts, box.seat, steps)
