"""The trick layer of the table: the middle, and what makes a trick readable.

It places the cards in the middle (the trick being played by seat, Kaschlan's attack row, or
the finished trick that :class:`gui.table.trick_display.TrickDisplay` holds or shows again),
marks the lead and the card that takes it, draws the direction-of-play arrow round the middle
and each seat's pile of won tricks. What lies in the middle and for how long is the display's
decision; this layer only draws it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

import engine
from gui.table.layer import Placement, SceneLayer, Table, text_px
from gui.table.trick_display import TrickDisplay
from gui.table.trick_marks import LEAD_COLOUR, WIN_COLOUR, CardRing, DirectionArrow, TrickPile


def _t(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


class TrickLayer(SceneLayer):
    """The cards in the middle, the rings, the arrow and the trick piles."""

    def __init__(
        self,
        scene: Table,
        tricks: TrickDisplay,
        hand_xs: Callable[[], list[float]],
        pile_clicked: Callable[[], None],
    ) -> None:
        """``tricks``: what finished trick lies in the middle; ``hand_xs``: the left edges of
        the person's hand as it lies (the person's pile goes beside it); ``pile_clicked``:
        a click on a trick pile (show the last trick)."""
        super().__init__(scene)
        self.tricks = tricks
        self.hand_xs = hand_xs
        self.pile_clicked = pile_clicked
        self.lead_ring = CardRing(LEAD_COLOUR)
        self.win_ring = CardRing(WIN_COLOUR, right=True)
        self.arrow = DirectionArrow()
        scene.addItem(self.lead_ring)
        scene.addItem(self.win_ring)
        scene.addItem(self.arrow)
        self.piles: dict[int, TrickPile] = {}
        #: The entries lying in the middle now (the rings and arrow are drawn for them).
        self._table_now: list[dict[str, Any]] = []

    # --- the cards in the middle --------------------------------------------------------------

    def placements(self, obs: Mapping[str, Any]) -> list[Placement]:
        """The middle: a trick (by seat) or Kaschlan's attack row (with beating cards on
        top); the last trick shown again, or a finished one while the table is empty."""
        table = obs.get("table") or []
        again = self.tricks.again
        finished = self.tricks.finished_plays()
        if again is not None:
            table = again.plays
        elif not table and finished:
            table = finished
        self._table_now = list(table)
        return self._table_placements(table)

    def shown_codes(self) -> set[str]:
        """The cards of the held or re-shown trick (or bout) lying in the middle."""
        again = self.tricks.again
        plays = again.plays if again is not None else None
        if plays is None and self.tricks.held is not None:
            plays = self.tricks.finished_plays()
        codes: set[str] = set()
        for entry in plays or []:
            codes.update(str(c) for c in (entry.get("card"), entry.get("beaten_by")) if c)
        return codes

    def _table_placements(self, table: list[dict[str, Any]]) -> list[Placement]:
        g = self.geo
        out: list[Placement] = []
        seats = [e.get("seat") for e in table]
        row_layout = any("beaten_by" in e for e in table) or len(set(seats)) < len(seats)
        cx, cy = g.center
        if row_layout:
            xs = self._attack_row(len(table))
            y = cy - g.table_h * 0.62
            for i, (entry, x) in enumerate(zip(table, xs, strict=True)):
                code = entry["card"]
                out.append(
                    Placement(
                        code, code, x, y, g.table_w, 50 + i, "table", source_seat=entry.get("seat")
                    )
                )
                by = entry.get("beaten_by")
                if by:
                    out.append(
                        Placement(
                            by,
                            by,
                            x + g.table_w * 0.2,
                            y + g.table_h * 0.3,
                            g.table_w,
                            70 + i,
                            "table",
                            source_seat=_defender(entry),
                        )
                    )
        else:
            # Where six or eight cards overlap, the lower card lies over the upper one, so
            # every card keeps its top index in sight (played in order, the later card hid
            # the earlier one's index: Anna's K♥ under Bruno's 8♥).
            spots = [g.trick_position(int(e.get("seat") or 0)) for e in table]
            order = sorted(range(len(table)), key=lambda i: (spots[i][1], i))
            depth = {i: rank for rank, i in enumerate(order)}
            for i, entry in enumerate(table):
                code = entry["card"]
                x, y = spots[i]
                z = 50 + depth[i]
                out.append(
                    Placement(
                        code, code, x, y, g.table_w, z, "table", source_seat=entry.get("seat")
                    )
                )
        return out

    def _attack_row(self, count: int) -> list[float]:
        """Left edges of Kaschlan's attack cards: side by side while there is room, closer
        together (each still showing its corner) when six attack cards would otherwise run
        onto the turn-up trump on the left or the waste pile on the right."""
        g = self.geo
        tw = g.table_w
        sx, _sy = g.stock_position()
        tx, _ty = g.talon_position()
        gap = tw * 0.12
        # The trump lies crosswise under the stock and reaches 1.7 card widths to its right.
        left = sx + tw * 1.7 + gap
        right = tx - gap
        cell = tw * 1.2  # an attack card with its beater laid a little to the right
        step = tw * 1.3
        if count > 1:
            step = max(tw * 0.4, min(step, (right - left - cell) / (count - 1)))
        total = cell + step * max(0, count - 1)
        start = (left + right) / 2 - total / 2
        return [start + i * step for i in range(count)]

    # --- rings, arrow and piles ---------------------------------------------------------------

    def unmark(self) -> None:
        """The rings come off their cards (first: a card about to go takes its children)."""
        self.lead_ring.unmark()
        self.win_ring.unmark()

    def update_marks(self) -> None:
        """The lead's ring, the winner's ring on a finished trick, the direction arrow round
        the middle and each seat's pile of won tricks."""
        obs = self.obs
        if obs is None:
            return
        g = self.geo
        font_px = text_px(g) * 0.85
        table = self._table_now
        seats = [e.get("seat") for e in table]
        rows = any("beaten_by" in e for e in table) or len(set(seats)) < len(seats)
        if table and not rows:
            lead = self.scene.cards.get(str(table[0].get("card")))
            effect = self.tricks.shown_effect()
            winner = effect.get("winner") if effect else None
            won = next((e for e in table if e.get("seat") == winner), None)
            card = self.scene.cards.get(str(won.get("card"))) if won else None
            # A lead that takes its own trick gets one tab naming both: two tabs side by side
            # did not fit a narrow card (Polish "Wyjście" lay under "Bierze").
            both = card is not None and card is lead
            lead_word, takes_word = _t("Lead"), _t("Takes")
            if lead is not None:
                self.lead_ring.mark(lead, "" if both else lead_word, lead.w, font_px)
            if card is not None:
                label = f"{lead_word} · {takes_word}" if both else takes_word
                self.win_ring.mark(card, label, card.w, font_px)
        players = int(obs.get("players") or 2)
        tricks = obs.get("tricks")
        trick_game = tricks is not None and not rows and players > 1
        self.arrow.setVisible(trick_game and not obs.get("deal_over"))
        if trick_game:
            cx, cy = g.center
            rx, ry = g.trick_radii()
            ring_x = rx + g.table_w * 0.5 + g.table_w * 0.18
            ring_y = ry + g.table_h * 0.5 + g.table_w * 0.18
            params = []
            for seat in range(players):
                x, y = g.trick_position(seat)
                dx = x + g.table_w / 2 - cx
                dy = y + g.table_h / 2 - cy
                params.append(math.atan2(dy / ring_y, dx / ring_x))
            direction = _direction(str(obs.get("game") or ""))
            self.arrow.set_shape((cx, cy), ring_x, ring_y, direction, params)
            self.arrow.setToolTip(
                _t("Play passes clockwise, to the left.")
                if direction > 0
                else _t("Play passes anticlockwise, to the right.")
            )
        self._update_piles(list(tricks or []), players)

    def _update_piles(self, tricks: list[Any], players: int) -> None:
        obs = self.obs or {}
        g = self.geo
        last = None
        for event in reversed(obs.get("events") or []):
            won = [e for e in event.get("effects") or [] if e.get("kind") == "trick"]
            if won:
                last = won[0].get("winner")
                break
        for seat in list(self.piles):
            if seat >= players:
                self.scene.removeItem(self.piles.pop(seat))
        width = g.small_w * 0.8
        obstacles = self._heap_areas()
        for seat in range(players):
            pile = self.piles.get(seat)
            if pile is None:
                pile = self.piles[seat] = TrickPile(seat)
                pile.clicked.connect(lambda _s: self.pile_clicked())
                self.scene.addItem(pile)
            count = int(tricks[seat]) if seat < len(tricks) and tricks[seat] else 0
            pile.set_content(count, width, text_px(g) * 0.9, seat == last)
            pile.setToolTip(
                _t("Tricks won: {n}. Click (or press L) to see the last trick.").format(n=count)
            )
            pw, ph = pile.size
            plate = self.scene.plates.get(seat)
            avoid = obstacles
            if seat == self.me:
                xs = self.hand_xs()
                right = (xs[-1] + g.card_w) if xs else g.width / 2
                if g.width - g.margin - right >= pw + 10:
                    pile.setPos(right + 10, g.hand_top + g.card_h - ph)
                    continue
                # No room beside the hand: beside the person's name plate, as for the others,
                # but never on the hand (a short plate put it there at 1024x600).
                if xs:
                    avoid = [*obstacles, QRectF(xs[0], g.hand_top, right - xs[0], g.card_h)]
            if plate is None:
                continue
            pile.setPos(self._pile_spot(plate.sceneBoundingRect(), pw, ph, avoid))

    def _heap_areas(self) -> list[QRectF]:
        """Where the stock (with its crosswise trump) and the talon lie, with the count chips
        under them: a trick pile beside a name plate must not land on them (at 1024x600 a
        Bolachen player's pile lay on the Dopper)."""
        obs = self.obs or {}
        g = self.geo
        below = text_px(g) * 2.2 + 6
        areas = []
        if obs.get("stock") or obs.get("trump_card"):
            sx, sy = g.stock_position()
            areas.append(QRectF(sx - 8, sy - 8, g.table_w * 1.95 + 8, g.table_h + 8 + below))
        if obs.get("talon"):
            tx, ty = g.talon_position()
            areas.append(QRectF(tx - 8, ty - 8, g.table_w + 16, g.table_h + 8 + below))
        return areas

    def _pile_spot(self, plate: QRectF, pw: float, ph: float, obstacles: list[QRectF]) -> QPointF:
        """Beside the name plate on the side towards the middle, else the other side, else
        under or over it: the first spot that lies on the table and on no heap."""
        g = self.geo
        box = plate.adjusted(4, 4, -4, -4)
        right_half = box.center().x() > g.width / 2 + 2
        inward = box.left() - 8 - pw if right_half else box.right() + 8
        outward = box.right() + 8 if right_half else box.left() - 8 - pw
        middle_y = box.top() + (box.height() - ph) / 2
        centre_x = box.center().x() - pw / 2
        spots = [
            (inward, middle_y),
            (outward, middle_y),
            (centre_x, box.bottom() + 6),
            (centre_x, box.top() - 6 - ph),
        ]
        table = QRectF(g.margin, g.margin, g.width - 2 * g.margin, g.height - 2 * g.margin)
        for x, y in spots:
            spot = QRectF(x, y, pw, ph)
            if table.contains(spot) and not any(spot.intersects(o) for o in obstacles):
                return QPointF(x, y)
        x = min(max(g.margin, inward), g.width - g.margin - pw)
        return QPointF(x, middle_y)

    def pile_rects(self) -> list[QRectF]:
        """Where the seats' trick piles lie (the result panel keeps clear of them too where
        it can)."""
        return [p.sceneBoundingRect() for p in self.piles.values() if p.count > 0]


def _direction(game: str) -> int:
    """The game's direction of play from its spec (+1 clockwise, -1 anticlockwise)."""
    try:
        return int(engine.game(game).direction)
    except KeyError:
        return 1


def _defender(entry: dict[str, Any]) -> int | None:
    return entry.get("by_seat")
