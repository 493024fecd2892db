"""The hands layer of the table: where the cards that are not in the middle lie.

The person's hand fanned at the bottom (selected cards lifted), the other seats' hands face
down above their name plates, and the heaps: the stock with the turned-up trump under it and
the talon (dopper, waste). Only places (:class:`gui.table.layer.Placement`); the scene makes
and moves the card items.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from gui.table.layer import Placement, SceneLayer, Table
from gui.table.layout import fan_positions

#: The person's hand: each card's share shown, side by side with a gap when there is room
#: and in a fan when there is not.
HAND_APART = 1.06
HAND_FAN = 0.78
#: The closest a fan beside the person's name plate may get: a quarter of each card shows,
#: its rank and suit in the corner still readable.
HAND_TIGHTEST = 0.25


class HandLayer(SceneLayer):
    """Places the hands and the heaps from the observation."""

    def __init__(
        self,
        scene: Table,
        shown_codes: Callable[[], set[str]],
        over_hand_taken: Callable[[], bool],
    ) -> None:
        """``shown_codes``: the cards of the held or re-shown trick in the middle (the trick
        layer's), which are not in the hand while they lie there; ``over_hand_taken``:
        whether another seat's plate lies where the person's goes above the hand (the seat
        layer's), so the fan closes up to keep the plate beside it."""
        super().__init__(scene)
        self.shown_codes = shown_codes
        self.over_hand_taken = over_hand_taken

    def placements(self, obs: Mapping[str, Any], shown: set[str]) -> list[Placement]:
        """The person's hand (less ``shown``: cards of a held bout the person took up stay
        in the middle until it goes) and the others' face-down hands."""
        g = self.geo
        out: list[Placement] = []
        players = int(obs.get("players") or 2)
        # The person's hand, fanned at the bottom; selected cards are lifted. Cards of a
        # held bout the person took up stay in the middle until it goes.
        hand = [c for c in obs.get("hand") or [] if c not in shown]
        xs = self.hand_xs(len(hand))
        for i, (code, x) in enumerate(zip(hand, xs, strict=True)):
            lift = g.lift if code in self.scene.marks.selected else 0.0
            out.append(Placement(code, code, x, g.hand_top - lift, g.card_w, 100 + i, "hand"))
        # Opponents' hands, face down, in a tight fan above their name plates.
        sizes = list(obs.get("hand_sizes") or [0] * players)
        for seat in range(players):
            if seat == self.me:
                continue
            count = int(sizes[seat]) if seat < len(sizes) else 0
            ax, ay = g.seat_anchor(seat)
            span = g.small_w * (2.4 if count > 6 else 1.9)
            step_cap = g.small_w * 0.28
            fx = fan_positions(count, ax, g.small_w, min(span, g.small_w + step_cap * (count - 1)))
            for i, x in enumerate(fx):
                out.append(
                    Placement(
                        f"back{seat}:{i}",
                        None,
                        x,
                        ay - g.small_h / 2,
                        g.small_w,
                        20 + i,
                        "opponent",
                    )
                )
        return out

    def heaps(self, obs: Mapping[str, Any], on_table: set[str]) -> list[Placement]:
        """Stock with the turned-up trump card under it (unless the trump is ``on_table``
        already); the talon / dopper / waste heap."""
        g = self.geo
        out: list[Placement] = []
        stock = int(obs.get("stock") or 0)
        sx, sy = g.stock_position()
        trump_card = obs.get("trump_card")
        if trump_card and trump_card not in on_table:
            if stock:
                out.append(
                    Placement(
                        trump_card,
                        trump_card,
                        sx + g.table_w * 0.45,
                        sy,
                        g.table_w,
                        8,
                        "trump",
                        90.0,
                    )
                )
            else:
                out.append(Placement(trump_card, trump_card, sx, sy, g.table_w, 8, "trump"))
        for i in range(min(3, (stock + 3) // 4)):
            out.append(
                Placement(f"stock:{i}", None, sx - i * 2, sy - i * 2, g.table_w, 10 + i, "stock")
            )
        talon = int(obs.get("talon") or 0)
        tx, ty = g.talon_position()
        for i in range(min(3, (talon + 3) // 4)):
            out.append(
                Placement(f"talon:{i}", None, tx - i * 2, ty - i * 2, g.table_w, 10 + i, "talon")
            )
        return out

    def laid_out_xs(self) -> list[float]:
        """Left edges of the person's hand as it lies now, without the cards of a held or
        re-shown trick in the middle (the name plate and the trick pile go beside it)."""
        obs = self.obs or {}
        shown = self.shown_codes()
        return self.hand_xs(len([c for c in obs.get("hand") or [] if c not in shown]))

    def hand_xs(self, count: int) -> list[float]:
        """Left edges of the person's hand cards: side by side with a small gap while they
        fit beside the name plate, else the overlapping fan (at most 22 % of each card
        covered). Cards a third covered on a wide empty table were needlessly hard to read."""
        g = self.geo
        plate = self.scene.plates.get(self.me)
        plate_w = plate.size[0] if plate is not None else 0.0
        side = g.margin + plate_w + 10  # the hand's left edge with the plate beside it
        room = min(g.width * 0.86, g.width - 2 * side)
        apart = fan_positions(count, g.width / 2, g.card_w, room, HAND_APART)
        if count < 2 or apart[1] - apart[0] >= g.card_w * HAND_FAN:
            return apart
        wide = fan_positions(count, g.width / 2, g.card_w, g.width * 0.86, HAND_FAN)
        if wide[0] >= side:
            return wide  # the plate beside the fan
        # Beside the plate the fan takes the room right of it, short of the trick pile's
        # (gui/table/trick_layer.py puts it right of the hand): centred on the table the
        # fan was squeezed to half-card steps with the right third of the table empty.
        pile = g.small_w + 10 if (self.obs or {}).get("tricks") is not None else 0.0
        room_right = g.width - g.margin - side - pile
        beside = fan_positions(count, side + room_right / 2, g.card_w, room_right, HAND_FAN)
        step = beside[1] - beside[0]
        # As open as the fan above the hand would be: beside it stays, whatever the other
        # plates do (above, it flipped with a side seat's badge, turn after turn).
        if step >= (wide[1] - wide[0]) * 0.95:
            return beside
        if not self.over_hand_taken():
            return wide  # the plate above the fan, where nothing else is
        # A lower side seat's plate where the person's would go above the hand (Kaschlan's
        # twelve cards among five players): fanned closer while the ranks stay readable.
        if step >= g.card_w * HAND_TIGHTEST:
            return beside
        return wide
