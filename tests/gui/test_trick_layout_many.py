"""With six or eight seats the trick cards lie apart (issue #45 item 29: at 1024×600 six
seats' trick cards lay on top of each other), each clear of the others' Lead/Takes caption
and of every player's plate, at the table sizes of 1024×600, 1280×800 and 1600×1000."""

from __future__ import annotations

import pytest

from gui.table.layout import geometry_for

#: The table's share of those windows (the score-sheet dock takes the rest).
SIZES = [(768, 500), (1004, 700), (1324, 900)]


@pytest.mark.parametrize("players", [6, 8])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_trick_cards_of_many_seats_lie_apart(width: int, height: int, players: int) -> None:
    g = geometry_for(width, height, players, hand_size=5)
    caption = g.text_px * 1.6
    spots = [g.trick_position(s) for s in range(players)]
    for i, (ax, ay) in enumerate(spots):
        for j, (bx, by) in enumerate(spots):
            if j <= i:
                continue
            apart = abs(ax - bx) >= g.table_w or abs(ay - by) >= g.table_h + caption
            assert apart, (players, i, j, (ax, ay), (bx, by))
    assert not g._tricks_under_seats(g.trick_radii())
