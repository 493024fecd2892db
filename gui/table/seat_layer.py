"""The seat layer of the table: who sits where and what the table says.

A name plate per seat (name, roles, cards, tricks, score; whose turn, who is thinking, the
team), the chips (the deal's facts top left, the stock's and the talon's counts) and the
prompt over the person's hand. Placed beside the hands and clear of each other; the words
come with their glossary entries (gui/word_help.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor

from gui import names, word_help
from gui.table.chip import TextChip
from gui.table.facts import fact_bits
from gui.table.layer import SceneLayer, Table, text_px
from gui.table.nameplate import NamePlate
from i18n import plurals


def _t(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


#: The least room between two name plates (their glow reaches 4 px beyond the box).
PLATE_GAP = 8.0


def _plate_box(plate: NamePlate) -> QRectF:
    """A name plate's drawn box in scene coordinates (without its glow)."""
    return QRectF(plate.pos(), QSizeF(*plate.size))


class SeatLayer(SceneLayer):
    """The name plates, the chips and the prompt."""

    def __init__(self, scene: Table, hand_xs: Callable[[], list[float]]) -> None:
        """``hand_xs``: the left edges of the person's hand as it lies (the hands layer's):
        the person's plate goes beside it."""
        super().__init__(scene)
        self.hand_xs = hand_xs
        self.plates: dict[int, NamePlate] = {}
        self.prompt = TextChip(z=400)
        self.info_chip = TextChip(z=400)
        self.stock_chip = TextChip(z=60)
        self.talon_chip = TextChip(z=60)
        self.chips = (self.prompt, self.info_chip, self.stock_chip, self.talon_chip)
        for chip in self.chips:
            scene.addItem(chip)
        self.prompt_text = ""
        #: The seat whose bot is thinking, else None.
        self.thinking: int | None = None

    def update_plates(self) -> None:
        obs = self.obs
        if obs is None:
            return
        g = self.geo
        seat_names = self.scene.seat_names
        players = int(obs.get("players") or 2)
        for seat in list(self.plates):
            if seat >= players:
                self.scene.removeItem(self.plates.pop(seat))
        roles = obs.get("roles") or [[] for _ in range(players)]
        game = str(obs.get("game") or "")
        sizes = obs.get("hand_sizes") or [0] * players
        tricks = obs.get("tricks")
        totals = obs.get("totals") or [0] * players
        teams = [list(t) for t in (obs.get("teams") or [])]
        partnered = any(len(t) > 1 for t in teams)
        font_px = text_px(g)
        over_hand: NamePlate | None = None
        for seat in range(players):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = NamePlate(seat)
                self.scene.addItem(plate)
            name = seat_names[seat] if seat < len(seat_names) else f"{seat}"
            parts = [plurals.cards(int(sizes[seat]))] if seat < len(sizes) else []
            if tricks is not None and seat < len(tricks):
                parts.append(_t("tricks {n}").format(n=tricks[seat]))
            if seat < len(totals):
                parts.append(_t("score {n}").format(n=names.format_value(totals[seat])))
            team = next((i for i, t in enumerate(teams) if seat in t), None) if partnered else None
            seat_roles = roles[seat] if seat < len(roles) else []
            woman = names.is_feminine(name)
            word_help.attach_item(
                plate, game, [("role", r) for r in seat_roles], self.scene.language, feminine=woman
            )
            plate.set_content(
                name,
                [names.role_name(game, r, woman) for r in seat_roles],
                " · ".join(parts),
                active=obs.get("current_player") == seat,
                thinking=self.thinking == seat,
                team=team,
                font_px=font_px,
                # Many seats: narrow plates keep the middle free for the trick and result.
                max_width=g.width * 0.15 if players > 5 else None,
            )
            pw, ph = plate.size
            if seat == self.me:
                xs = self.hand_xs()
                left = xs[0] if xs else g.width / 2
                if left - g.margin >= pw + 10 - 0.5:  # (the fan's room is measured so)
                    plate.setPos(left - pw - 10, g.hand_top + g.card_h - ph)
                else:
                    over_hand = plate  # placed once the other plates are
            else:
                ax, ay = g.seat_anchor(seat)
                x = min(max(g.margin, ax - pw / 2), g.width - g.margin - pw)
                # A wrapped plate grows upwards, over its own face-down cards, not into the
                # middle (a top seat's lines covered the "Lead" tab of its card).
                y = min(ay + g.small_h * 0.32 - plate.wrapped_extra, g.height - ph)
                # A lower seat's tall plate (a role badge and wrapped lines) ends above the
                # hand: Scharwenzel's dealer among six sat on the person's last card.
                y = min(y, g.hand_top - ph - 4)
                plate.setPos(x, max(0.0, y))
        if over_hand is not None:
            over_hand.setPos(self._plate_over_hand(self.me, *over_hand.size))

    def _over_hand_y(self, ph: float) -> float:
        """The top of the person's name plate (``ph`` tall) where it goes above the hand."""
        g = self.geo
        return g.hand_top - g.card_h * 0.22 - ph - 4

    def over_hand_taken(self) -> bool:
        """Whether another seat's plate lies where the person's goes above the hand (the
        hands layer then fans the hand closer, the plate beside it)."""
        plate = self.plates.get(self.me)
        if plate is None:
            return False
        pw, ph = plate.size
        # With room to spare: a plate 2 px off another's read as touching it.
        spot = QRectF(self.geo.margin, self._over_hand_y(ph), pw, ph).adjusted(
            -PLATE_GAP, -PLATE_GAP, PLATE_GAP, PLATE_GAP
        )
        return any(
            seat != self.me and other.isVisible() and spot.intersects(_plate_box(other))
            for seat, other in self.plates.items()
        )

    def _plate_over_hand(self, me: int, pw: float, ph: float) -> QPointF:
        """The person's name plate above a hand too long to have it beside: at the left, or
        right of any other seat's plate there (the lower side seats sit at that height)."""
        g = self.geo
        y = self._over_hand_y(ph)
        x = g.margin
        for seat, other in self.plates.items():
            box = _plate_box(other).adjusted(-PLATE_GAP, -PLATE_GAP, PLATE_GAP, PLATE_GAP)
            if seat != me and box.intersects(QRectF(x, y, pw, ph)):
                x = max(x, box.right() + 10)
        return QPointF(min(x, g.width - g.margin - pw), y)

    def update_chips(self) -> None:
        obs = self.obs
        if obs is None:
            return
        g = self.geo
        language = self.scene.language
        font_px = text_px(g)
        stock = int(obs.get("stock") or 0)
        talon = int(obs.get("talon") or 0)
        sx, sy = g.stock_position()
        self.stock_chip.set_text(_t("Stock: {n}").format(n=stock) if stock else "", font_px)
        game = str(obs.get("game") or "")
        word_help.attach_item(self.stock_chip, game, [("word", "stock")], language)
        cw, _ch = self.stock_chip.size
        self.stock_chip.setPos(sx + g.table_w / 2 - cw / 2, sy + g.table_h + 6)
        tx, ty = g.talon_position()
        label = names.talon_name(game)
        self.talon_chip.set_text(f"{label}: {talon}" if talon else "", font_px)
        word_help.attach_item(self.talon_chip, game, [("talon", "talon")], language)
        tw, _th = self.talon_chip.size
        self.talon_chip.setPos(tx + g.table_w / 2 - tw / 2, ty + g.table_h + 6)
        bits, words = fact_bits(obs, self.scene.pattern)
        self.info_chip.set_text("   ·   ".join(bits), font_px, bold=True)
        word_help.attach_item(self.info_chip, game, words, language)
        self.info_chip.setPos(g.margin, g.margin)

    def update_prompt(self) -> None:
        obs = self.obs
        if obs is None:
            return
        g = self.geo
        seat_names = self.scene.seat_names
        human_turn = self.scene.marks.human_turn
        text = self.prompt_text
        if not text and self.thinking is not None and self.thinking < len(seat_names):
            text = _t("{name} is thinking…").format(name=seat_names[self.thinking])
        font_px = text_px(g) * 1.15
        bottom = g.prompt_bottom
        # Room between the name plates beside the banner's band (two lines tall), centred.
        half = g.width / 2 - g.margin
        band_top = bottom - font_px * 4
        for plate in self.plates.values():
            box = plate.sceneBoundingRect()
            if not plate.isVisible() or box.bottom() < band_top or box.top() > bottom:
                continue
            if box.center().x() < g.width / 2:
                half = min(half, g.width / 2 - box.right() - 8)
            else:
                half = min(half, box.left() - g.width / 2 - 8)
        max_width = max(font_px * 8, 2 * half)
        self.prompt.set_text(text, font_px, bold=human_turn, max_width=max_width)
        self.prompt.background = QColor(120, 90, 10, 200) if human_turn else QColor(0, 0, 0, 140)
        w, h = self.prompt.size
        self.prompt.setPos(g.width / 2 - w / 2, bottom - h)
        self.prompt.update()
