"""The table scene: builds and moves card items from an observation, never from game rules.

Every update is a diff: items are keyed (face-up cards by their code, face-down ones by
place), so a card that changes place keeps its item and glides there. Views only call
:meth:`TableScene.set_observation` and :meth:`TableScene.set_marks`; clicks come back as
``card_clicked(code, "hand"|"table")`` and drags as ``card_dropped(code, table_code)``.

The scene composes three layers that place and update their own items (gui/table/layer.py):
the hands (gui/table/hands.py), the trick in the middle (gui/table/trick_layer.py) and the
seats (gui/table/seat_layer.py); it keeps the card items themselves (moved by
gui/table/card_motion.py) and the clicks and drops on them. A finished trick lives whole in
:class:`gui.table.trick_display.TrickDisplay` (``tricks``): it follows the controller's trick
signals, decides how long the trick lies and says so in words; the scene draws again when it
``changed``. While a trick is held or the last trick is shown, a click anywhere on the table is
``dismissed``; a click on a trick pile asks for the last trick (``last_trick_requested``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from gui import word_help
from gui.pixmaps import CardPixmaps, Key, card_key
from gui.table.card_item import CardItem
from gui.table.card_motion import CardMotion
from gui.table.felt import paint_felt
from gui.table.hands import HandLayer
from gui.table.layer import Marks, Placement
from gui.table.layout import Geometry, geometry_for
from gui.table.seat_layer import SeatLayer
from gui.table.trick_display import TrickDisplay
from gui.table.trick_layer import TrickLayer


def _t(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


class TableScene(QGraphicsScene):
    card_clicked = Signal(str, str)
    card_dropped = Signal(str, str)
    #: The accessible name of the card with the keyboard focus ("" when none), for the view.
    focus_described = Signal(str)
    #: A click on the table while a trick is held or the last trick is shown: put it away.
    dismissed = Signal()
    #: A click on a seat's trick pile: show the last trick again.
    last_trick_requested = Signal()
    #: An observation was drawn (the game's present, or a past moment looked at).
    observation_shown = Signal(object)
    #: The hands layer (built last in ``__init__``: the other two ask it where the hand lies).
    hands: HandLayer

    def __init__(self, pixmaps: CardPixmaps, parent: Any = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.pattern = "french"
        self.back = "classic"
        self.letters: dict[str, str] | None = None
        self.language = "en"
        self.seat_names: list[str] = []
        self.duration = 0
        self.dpr = 1.0
        self.obs: Mapping[str, Any] | None = None
        self.geo: Geometry = geometry_for(1000, 700, 2)
        #: False until the view gives the table its size: cards laid out at the default size
        #: above are not rendered (the start would draw the visible cards twice, at a width
        #: never shown and again at the window's).
        self.sized = False
        self.marks = Marks()
        self.cards: dict[str, CardItem] = {}
        self._described = ""
        #: The cards' glides and sweeps (gui/table/card_motion.py).
        self.motion = CardMotion(self)
        #: The finished trick in the middle and how long it stays (gui/table/trick_display).
        self.tricks = TrickDisplay(self)
        self.tricks.changed.connect(lambda animate: self.rebuild(animate=animate))
        # The layers (their items by the names the window and the tests know them by); what
        # one needs of another is handed to it here.
        self.seats = SeatLayer(self, lambda: self.hands.laid_out_xs())
        self.plates = self.seats.plates
        self.prompt = self.seats.prompt
        self.info_chip, self.stock_chip = self.seats.info_chip, self.seats.stock_chip
        self.talon_chip, self.chips = self.seats.talon_chip, self.seats.chips
        self.trick_layer = TrickLayer(
            self, self.tricks, lambda: self.hands.laid_out_xs(), self.last_trick_requested.emit
        )
        self.hands = HandLayer(self, self.trick_layer.shown_codes, self.seats.over_hand_taken)
        self.lead_ring, self.win_ring = self.trick_layer.lead_ring, self.trick_layer.win_ring
        self.arrow, self.piles = self.trick_layer.arrow, self.trick_layer.piles
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.timeout.connect(self._refresh_pixmaps)
        pixmaps.ready.connect(self._refresh_timer.start)

    # --- configuration ------------------------------------------------------------------------

    def configure(
        self,
        *,
        pattern: str,
        back: str,
        letters: dict[str, str] | None,
        language: str,
        seat_names: list[str],
        duration_ms: int,
    ) -> None:
        self.pattern, self.back, self.letters = pattern, back, letters
        self.language = language
        self.seat_names = list(seat_names)
        self.duration = max(0, int(duration_ms))
        self.tricks.duration = self.motion.duration = self.duration
        self.rebuild(animate=False)

    def resize_table(self, width: float, height: float, dpr: float = 1.0) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self.dpr = max(1.0, dpr)
        self.pixmaps.dpr = self.dpr
        self.sized = True
        self.rebuild(animate=False)

    # --- input from the window ----------------------------------------------------------------

    def set_observation(self, obs: Mapping[str, Any]) -> None:
        """Draw ``obs``. A trick that ended is not read from here (the controller reports
        it to ``tricks``): only a new deal and a card played anew end a trick's look, so an
        observation shown out of turn (a past moment, an undo) starts none."""
        prev = self.obs
        self.obs = obs
        new_deal = prev is None or prev.get("deal_no") != obs.get("deal_no")
        new_deal = new_deal or bool(prev and prev.get("deal_over") and not obs.get("deal_over"))
        if new_deal:
            self.tricks.new_deal()
        if obs.get("table"):
            self.tricks.collect()
        self.rebuild(animate=True, new_deal=new_deal)
        self.observation_shown.emit(obs)

    def set_marks(self, marks: Marks) -> None:
        self.marks = marks
        self.rebuild(animate=True)

    def set_thinking(self, seat: int | None) -> None:
        self.seats.thinking = seat
        self.seats.update_plates()
        self.seats.update_prompt()

    def set_prompt(self, text: str) -> None:
        self.seats.prompt_text = text
        self.seats.update_prompt()

    def collect_trick(self) -> None:
        """A trick's look ends now (the result comes); a held one stays until seen."""
        if self.tricks.collect():
            self.rebuild(animate=True)

    def finish_animations(self) -> None:
        """Jump every moving card to its place (new game, tests, screenshots)."""
        self.motion.finish()
        self.collect_trick()
        self.rebuild(animate=False)

    # --- queries ------------------------------------------------------------------------------

    @property
    def me(self) -> int:
        """The person's own seat, drawn at the bottom: the observation's ``seat`` (0 at a
        local table; any seat at a network table)."""
        seat = (self.obs or {}).get("seat")
        return seat if isinstance(seat, int) else 0

    def hand_codes(self) -> list[str]:
        return list(self.obs.get("hand") or []) if self.obs else []

    def item(self, code: str) -> CardItem | None:
        return self.cards.get(code)

    def is_animating(self) -> bool:
        """Cards still moving: gliding to a place or swept to a trick's winner."""
        return self.motion.busy()

    def player_rects(self) -> list[QRectF]:
        """Where the players are, in scene coordinates: every visible name plate and the
        person's hand (what an overlay such as the deal result must leave uncovered)."""
        rects = [p.sceneBoundingRect() for p in self.plates.values() if p.isVisible()]
        hand = set(self.hand_codes())
        cards = [i.sceneBoundingRect() for k, i in self.cards.items() if k in hand]
        if cards:
            box = cards[0]
            for r in cards[1:]:
                box = box.united(r)
            # Room for a selected card's lift, while a card can still be chosen (a deal
            # that ended with cards in hand, e.g. a Scharwenzel hand stopped and scored,
            # lifts none: the room went to the result panel).
            if not (self.obs or {}).get("deal_over"):
                box = box.adjusted(0, -self.geo.lift, 0, 0)
            rects.append(box)
        return rects

    def pile_rects(self) -> list[QRectF]:
        """Where the seats' trick piles lie (the result panel keeps clear of them too where
        it can)."""
        return self.trick_layer.pile_rects()

    # --- building -----------------------------------------------------------------------------

    def rebuild(self, animate: bool = False, new_deal: bool = False) -> None:
        obs = self.obs
        rect = self.sceneRect()
        if obs is None or rect.width() < 10:
            return
        players = int(obs.get("players") or 2)
        hand = list(obs.get("hand") or [])
        biggest = max([len(hand), *(obs.get("hand_sizes") or [0])])
        self.geo = geometry_for(
            rect.width(), rect.height(), players, max(biggest, 5), bottom=self.me
        )
        # The rings come off their cards first: a card about to go takes its children along.
        self.trick_layer.unmark()
        # The plates' sizes at this size first: the hand keeps room for the person's plate
        # (a plate measured at the previous size left too little or too much).
        self.seats.update_plates()
        placements = self._placements(obs)
        wanted = {p.key for p in placements}
        for key in list(self.cards):
            if key not in wanted:
                self._remove(key, animate)
        animate = animate and self.duration > 0
        g = self.geo
        for index, p in enumerate(placements):
            item = self.cards.get(p.key)
            fresh = item is None
            if item is None:
                item = CardItem(p.key, p.code, p.width)
                item.clicked.connect(self._on_click)
                item.dropped.connect(self._on_drop)
                self.addItem(item)
                self.cards[p.key] = item
                start = QPointF(p.x, p.y)
                if animate and new_deal and p.zone in ("hand", "opponent"):
                    sx, sy = g.stock_position()
                    start = QPointF(sx, sy)
                elif animate and p.source_seat is not None:
                    ax, ay = g.seat_anchor(p.source_seat)
                    start = QPointF(ax - p.width / 2, ay - p.width * 0.75)
                item.setPos(start)
            item.code = p.code
            item.set_size(p.width)
            item.setZValue(p.z)
            item.setTransformOriginPoint(p.width / 2, p.width * 0.75)
            item.setRotation(p.rotation)
            item.setOpacity(1.0)
            self._set_item_pixmap(item)
            self._mark(item, p)
            target = QPointF(p.x, p.y)
            delay = index * 25 if (new_deal and fresh) else 0
            self.motion.move(item, target, animate, delay)
        if self.tricks.finished_plays() is None:
            # The trick's cards have gone to the winner: later removals (an undo, a past
            # moment left) just go, instead of flying to that pile.
            self.tricks.sweep_to = None
        self.seats.update_plates()
        self.trick_layer.update_marks()
        self.seats.update_chips()
        self.seats.update_prompt()
        focused = self.keyboard_card()
        described = focused.accessible if focused is not None else ""
        if described != self._described:
            self._described = described
            self.focus_described.emit(described)

    def keyboard_card(self) -> CardItem | None:
        """The card that carries the keyboard's frame now, if any."""
        focused = self.cards.get(self.marks.focused or "")
        return focused if focused is not None and focused.focused else None

    def _placements(self, obs: Mapping[str, Any]) -> list[Placement]:
        """Every card's place: the hands, the middle, then the heaps (a trump card played
        into the middle is not also under the stock)."""
        out = self.hands.placements(obs, self.trick_layer.shown_codes())
        out.extend(self.trick_layer.placements(obs))
        out.extend(self.hands.heaps(obs, {p.key for p in out}))
        return out

    # --- items --------------------------------------------------------------------------------

    def _pixmap_key(self, item: CardItem) -> Key:
        return card_key(item.code, item.w * self.dpr, self.pattern, self.back, self.letters)

    def is_drawn(self) -> bool:
        """Every card on the table has its pixmap at its size (it is painted next). Work that
        should not share the cores with the first frame waits for this, not only for an idle
        renderer: before the table is sized it asks for no pixmap, so the renderer is idle
        with nothing drawn."""
        pixmaps = self.pixmaps
        keys = [self._pixmap_key(item) for item in self.cards.values()]
        for key in keys:
            pix = pixmaps.peek(key)
            if pix is None or pix.width() != key[3]:
                return False
        return bool(keys)

    def _set_item_pixmap(self, item: CardItem) -> None:
        key = self._pixmap_key(item)
        item.set_pixmap(self.pixmaps.get(key) if self.sized else self.pixmaps.peek(key))

    def _refresh_pixmaps(self) -> None:
        for item in self.cards.values():
            self._set_item_pixmap(item)

    def _mark(self, item: CardItem, p: Placement) -> None:
        m = self.marks
        code = p.code or ""
        in_hand = p.zone == "hand"
        playable = m.human_turn and ((in_hand and code in m.playable) or code in m.targets)
        # Every hand card can be dragged on the person's turn: a drop of a card that cannot
        # go there is refused with the engine's reason, not mistaken for a click.
        item.draggable = in_hand and m.human_turn
        item.set_flags(
            playable=playable,
            dimmed=in_hand and m.human_turn and m.dim_unplayable and code not in m.playable,
            # Selection and focus frames belong to cards still to be chosen: a card that was
            # played lies on the table unmarked.
            selected=in_hand and code in m.selected,
            targeted=code == m.target or (p.zone == "table" and code in m.targets and m.human_turn),
            focused=code == m.focused and code != "" and (in_hand or code in m.targets),
            hinted=code in m.hinted,
        )
        item.accessible = self._describe(item, p)
        # Who played a card of the trick, also for the mouse (six or eight cards overlap).
        item.setToolTip(item.accessible if p.zone == "table" else "")

    def _describe(self, item: CardItem, p: Placement) -> str:
        """ "King of hearts, playable": the card, where it lies, and what it may do now."""
        if not p.code:
            return _t("Face-down card")
        obs = self.obs or {}
        game, trump = str(obs.get("game") or ""), str(obs.get("trump") or "")
        parts = [word_help.card_title(game, p.code, self.pattern, trump)]
        if p.zone == "table":
            parts.append(_t("on the table"))
            seat = p.source_seat
            if isinstance(seat, int) and 0 <= seat < len(self.seat_names):
                parts.append(_t("played by {name}").format(name=self.seat_names[seat]))
        elif p.zone == "trump":
            parts.append(_t("turn-up trump"))
        if item.selected_:
            parts.append(_t("selected"))
        if item.hinted:
            parts.append(_t("hinted"))
        if item.playable:
            parts.append(_t("playable"))
        elif item.dimmed:
            parts.append(_t("not playable"))
        return ", ".join(parts)

    def _remove(self, key: str, animate: bool) -> None:
        """The card ``key`` leaves the table: swept to the winner's seat while a finished
        trick's cards go there (with animations on), else at once."""
        item = self.cards.pop(key)
        winner = self.tricks.sweep_to
        sweep_to = None
        if animate and self.duration > 0 and winner is not None and item.code:
            ax, ay = self.geo.seat_anchor(winner)
            sweep_to = QPointF(ax - item.w / 2, ay - item.h / 2)
        self.motion.leave(item, sweep_to)

    # --- background and input -----------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        paint_felt(painter, self.sceneRect(), rect)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        """While a trick is held or the last trick is shown, a click anywhere puts it away
        and does nothing else (a card click meant for the next trick is not taken as it)."""
        if self.tricks.held is not None or self.tricks.again is not None:
            event.accept()
            self.dismissed.emit()
            return
        super().mousePressEvent(event)

    def _on_click(self, code: str) -> None:
        zone = "hand" if code in (self.obs or {}).get("hand", []) else "table"
        self.card_clicked.emit(code, zone)

    def _on_drop(self, code: str, pos: QPointF) -> None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape):
            if (
                isinstance(item, CardItem)
                and item.code
                and item.code != code
                and item.code not in (self.obs or {}).get("hand", [])
            ):
                self.card_dropped.emit(code, item.code)
                return
        if pos.y() < self.geo.hand_top - self.geo.card_h * 0.1:
            self.card_dropped.emit(code, "")
