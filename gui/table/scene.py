"""The table scene: builds and moves card items from an observation, never from game rules.

Every update is a diff: items are keyed (face-up cards by their code, face-down ones by
place), so a card that changes place keeps its item and glides there. Views only call
:meth:`TableScene.set_observation` and :meth:`TableScene.set_marks`; clicks come back as
``card_clicked(code, "hand"|"table")`` and drags as ``card_dropped(code, table_code)``.

A finished trick (:meth:`trick_finished`, from the engine's event via the controller) or the
last trick looked at again (:meth:`show_last_trick`) lies in the middle with its lead and
winner marked; how long is decided in one place, :class:`gui.table.trick_display.TrickDisplay`
(held until the person clicks — ``dismissed`` — or presses a key, or for a set pause; a short
look when nobody waits). A click on a trick pile asks for the last trick
(``last_trick_requested``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

import engine
from engine.events import TABLE_CLEARING
from gui import names, word_help
from gui.pixmaps import CardPixmaps, Key, card_key
from gui.table.card_item import CardItem
from gui.table.chip import TextChip
from gui.table.facts import fact_bits
from gui.table.felt import paint_felt
from gui.table.layout import Geometry, fan_positions, geometry_for
from gui.table.nameplate import NamePlate
from gui.table.trick_display import TrickDisplay
from gui.table.trick_marks import LEAD_COLOUR, WIN_COLOUR, CardRing, DirectionArrow, TrickPile
from i18n import plurals

#: The person's hand: each card's share shown, side by side with a gap when there is room
#: and in a fan when there is not.
HAND_APART = 1.06
HAND_FAN = 0.78


def _t(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


@dataclass
class Marks:
    """What the person's turn highlights: playable cards, selection, target, focus, hint."""

    human_turn: bool = False
    dim_unplayable: bool = False
    playable: set[str] = field(default_factory=set)
    targets: set[str] = field(default_factory=set)
    selected: list[str] = field(default_factory=list)
    target: str | None = None
    focused: str | None = None
    hinted: set[str] = field(default_factory=set)


@dataclass
class Placement:
    key: str
    code: str | None
    x: float
    y: float
    width: float
    z: float
    zone: str  # "hand", "table", "opponent", "stock", "trump", "talon"
    rotation: float = 0.0
    source_seat: int | None = None


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
        self.marks = Marks()
        self.thinking: int | None = None
        self.cards: dict[str, CardItem] = {}
        self.plates: dict[int, NamePlate] = {}
        self.prompt = TextChip(z=400)
        self.info_chip = TextChip(z=400)
        self.stock_chip = TextChip(z=60)
        self.talon_chip = TextChip(z=60)
        self.chips = (self.prompt, self.info_chip, self.stock_chip, self.talon_chip)
        for chip in self.chips:
            self.addItem(chip)
        self.prompt_text = ""
        self._described = ""
        self._anims: dict[str, Any] = {}
        #: Cards on their way to a trick winner's pile (gone from ``cards`` already).
        self._sweeps: set[QPropertyAnimation] = set()
        #: The finished trick in the middle and how long it stays (gui/table/trick_display).
        self.tricks = TrickDisplay(self)
        self.tricks.changed.connect(lambda: self.rebuild(animate=True))
        self.lead_ring = CardRing(LEAD_COLOUR)
        self.win_ring = CardRing(WIN_COLOUR, right=True)
        self.arrow = DirectionArrow()
        self.addItem(self.lead_ring)
        self.addItem(self.win_ring)
        self.addItem(self.arrow)
        self.piles: dict[int, TrickPile] = {}
        self._table_now: list[dict[str, Any]] = []
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
        self.rebuild(animate=False)

    def resize_table(self, width: float, height: float, dpr: float = 1.0) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self.dpr = max(1.0, dpr)
        self.pixmaps.dpr = self.dpr
        self.rebuild(animate=False)

    # --- input from the window ----------------------------------------------------------------

    def set_observation(self, obs: Mapping[str, Any]) -> None:
        """Draw ``obs``. A trick that ended is not read from here (the controller reports
        it, :meth:`trick_finished`): only a new deal and a card played anew end a trick's
        look, so an observation shown out of turn (a past moment, an undo) starts none."""
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

    # --- the finished trick (state and timer in gui/table/trick_display.py) --------------------

    @property
    def held(self) -> dict[str, Any] | None:
        """The effect (trick or bout) the game waits on now, else None."""
        return self.tricks.held

    @property
    def last_view(self) -> dict[str, Any] | None:
        """The last trick looked at again: {"plays": [...], "effect": {...}}, else None."""
        again = self.tricks.again
        return {"plays": again.plays, "effect": again.effect} if again is not None else None

    @property
    def _shown_trick(self) -> list[dict[str, Any]] | None:
        """The cards of a trick that just ended (held or a look), else None."""
        shown = self.tricks.shown
        return shown.plays if shown is not None and not shown.again else None

    @property
    def _trick_winner(self) -> int | None:
        return self.tricks.sweep_to

    def trick_finished(
        self, effect: dict[str, Any], plays: list[Any], held: bool, hold_ms: int | None
    ) -> None:
        """The engine's event ended a trick (or bout), ``plays`` as they lay: the next
        observation shows it (held, or a moment at the animation speed) and then sweeps it
        to its winner."""
        look = max(400, self.duration * 2) if self.duration > 0 else 0
        self.tricks.finished(effect, [dict(p) for p in plays], held, hold_ms, look)

    def set_marks(self, marks: Marks) -> None:
        self.marks = marks
        self.rebuild(animate=True)

    def set_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        self._update_plates()
        self._update_prompt()

    def set_prompt(self, text: str) -> None:
        self.prompt_text = text
        self._update_prompt()

    def collect_trick(self) -> None:
        """A trick's look ends now (the result comes); a held one stays until seen."""
        if self.tricks.collect():
            self.rebuild(animate=True)

    def release_trick(self) -> None:
        """The held trick goes: its cards are swept to the winner."""
        if self.tricks.release():
            self.rebuild(animate=True)

    def show_last_trick(self) -> bool:
        """Lay the last complete trick (or bout) out again, who played what and who took it,
        until :meth:`hide_last_trick`; False when there is none yet (or one is held)."""
        obs = self.obs or {}
        plays = obs.get("last_trick")
        effect: dict[str, Any] = {}
        for event in reversed(obs.get("events") or []):
            found = [e for e in event.get("effects") or [] if e.get("kind") in TABLE_CLEARING]
            if found:
                effect = dict(found[0])
                break
        if not self.tricks.show_again(effect, list(plays or [])):
            return False
        self.rebuild(animate=False)
        return True

    def hide_last_trick(self) -> None:
        if self.tricks.hide_again():
            self.rebuild(animate=False)

    def shown_effect(self) -> dict[str, Any] | None:
        """The trick or bout lying in the middle for the person to read, else None."""
        if self.held is not None:
            return self.held
        if self.last_view is not None:
            return dict(self.last_view["effect"])
        return None

    def trick_caption(self, full: bool = True) -> str:
        """What the held or re-shown trick says in words: who took it, and (``full``) how to
        go on; the table shows the short one, the strip under it the whole."""
        effect = self.shown_effect()
        if effect is None:
            return ""

        def name(seat: Any) -> str:
            if isinstance(seat, int) and 0 <= seat < len(self.seat_names):
                return self.seat_names[seat]
            return "?"

        kind = effect.get("kind")
        if kind == "trick":
            winner = effect.get("winner")
            if self.last_view is not None:
                text = (
                    _t("Last trick: you took it.")
                    if winner == self.me
                    else _t("Last trick: {name} took it.").format(name=name(winner))
                )
            else:
                text = (
                    _t("You take the trick.")
                    if winner == self.me
                    else _t("{name} takes the trick.").format(name=name(winner))
                )
        elif kind == "bout_over":
            defender = effect.get("defender")
            if effect.get("took"):
                text = (
                    _t("You take the cards up.")
                    if defender == self.me
                    else _t("{name} takes the cards up.").format(name=name(defender))
                )
            else:
                text = (
                    _t("You beat every card: they go to the waste.")
                    if defender == self.me
                    else _t("{name} beat every card: they go to the waste.").format(
                        name=name(defender)
                    )
                )
            if self.last_view is not None:
                text = _t("Last bout: {what}").format(what=text)
        else:
            text = _t("Last trick.")
        if not full:
            return text
        more = (
            _t("Click or press a key to return.")
            if self.last_view is not None
            else _t("Click or press a key to go on.")
        )
        return f"{text} {more}"

    def finish_animations(self) -> None:
        """Jump every moving card to its place (new game, tests, screenshots)."""
        for anim in list(self._anims.values()):
            anim.stop()
        self._anims.clear()
        for sweep in list(self._sweeps):
            sweep.stop()
            target = sweep.targetObject()
            if isinstance(target, CardItem):
                self._discard(target)
        self._sweeps.clear()
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
        return bool(self._anims or self._sweeps)

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
            # Room for a selected card's lift.
            rects.append(box.adjusted(0, -self.geo.card_h * 0.2, 0, 0))
        return rects

    def pile_rects(self) -> list[QRectF]:
        """Where the seats' trick piles lie (the result panel keeps clear of them too where
        it can)."""
        return [p.sceneBoundingRect() for p in self.piles.values() if p.count > 0]

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
        self.lead_ring.unmark()
        self.win_ring.unmark()
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
            self._move(item, target, animate, delay)
        if self._shown_trick is None:
            # The trick's cards have gone to the winner: later removals (an undo, a past
            # moment left) just go, instead of flying to that pile.
            self.tricks.sweep_to = None
        self._update_plates()
        self._update_trick_marks()
        self._update_chips()
        self._update_prompt()
        focused = self.cards.get(self.marks.focused or "")
        described = focused.accessible if focused is not None and focused.focused else ""
        if described != self._described:
            self._described = described
            self.focus_described.emit(described)

    def _placements(self, obs: Mapping[str, Any]) -> list[Placement]:
        g = self.geo
        out: list[Placement] = []
        players = int(obs.get("players") or 2)
        # The person's hand, fanned at the bottom; selected cards are lifted. Cards of a
        # held bout the person took up stay in the middle until it goes.
        shown = self._shown_codes()
        hand = [c for c in obs.get("hand") or [] if c not in shown]
        xs = self._hand_xs(len(hand))
        for i, (code, x) in enumerate(zip(hand, xs, strict=True)):
            lift = g.card_h * 0.2 if code in self.marks.selected else 0.0
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
        # The middle: a trick (by seat) or Kaschlan's attack row (with beating cards on top).
        table = obs.get("table") or []
        if self.last_view is not None:
            table = self.last_view["plays"]
        elif not table and self._shown_trick:
            table = self._shown_trick
        self._table_now = list(table)
        out.extend(self._table_placements(table))
        # Stock with the turned-up trump card under it; the talon / dopper / waste heap.
        stock = int(obs.get("stock") or 0)
        sx, sy = g.stock_position()
        trump_card = obs.get("trump_card")
        on_table = {p.key for p in out}
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

    def _shown_codes(self) -> set[str]:
        """The cards of the held or re-shown trick (or bout) lying in the middle."""
        plays = self.last_view["plays"] if self.last_view is not None else None
        if plays is None and self.held is not None:
            plays = self._shown_trick
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

    # --- items --------------------------------------------------------------------------------

    def _pixmap_key(self, item: CardItem) -> Key:
        return card_key(item.code, item.w * self.dpr, self.pattern, self.back, self.letters)

    def _set_item_pixmap(self, item: CardItem) -> None:
        item.set_pixmap(self.pixmaps.get(self._pixmap_key(item)))

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

    def _move(self, item: CardItem, target: QPointF, animate: bool, delay: int = 0) -> None:
        old = self._anims.pop(item.key, None)
        if old is not None:
            old.stop()
        if not animate or (item.pos() - target).manhattanLength() < 0.5:
            item.setPos(target)
            return
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(max(60, int(self.duration * 0.6)))
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        runner: Any = anim
        if delay:
            group = QSequentialAnimationGroup()
            group.addAnimation(QPauseAnimation(delay))
            group.addAnimation(anim)
            runner = group
        key = item.key
        runner.finished.connect(lambda k=key, r=runner: self._anim_done(k, r))
        self._anims[key] = runner
        runner.start()

    def _anim_done(self, key: str, runner: Any) -> None:
        if self._anims.get(key) is runner:
            del self._anims[key]

    def _remove(self, key: str, animate: bool) -> None:
        item = self.cards.pop(key)
        old = self._anims.pop(key, None)
        if old is not None:
            old.stop()
        winner = self._trick_winner
        if animate and self.duration > 0 and winner is not None and item.code:
            ax, ay = self.geo.seat_anchor(winner)
            anim = QPropertyAnimation(item, b"pos", self)
            anim.setDuration(max(60, int(self.duration * 0.5)))
            anim.setEndValue(QPointF(ax - item.w / 2, ay - item.h / 2))
            self._sweeps.add(anim)
            anim.finished.connect(lambda it=item, a=anim: self._swept(it, a))
            anim.start()
            return
        self._discard(item)

    def _swept(self, item: CardItem, anim: QPropertyAnimation) -> None:
        self._sweeps.discard(anim)
        self._discard(item)

    def _discard(self, item: CardItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    # --- plates, chips and prompt -------------------------------------------------------------

    def _update_plates(self) -> None:
        obs = self.obs
        if obs is None:
            return
        g = self.geo
        players = int(obs.get("players") or 2)
        for seat in list(self.plates):
            if seat >= players:
                self.removeItem(self.plates.pop(seat))
        roles = obs.get("roles") or [[] for _ in range(players)]
        game = str(obs.get("game") or "")
        sizes = obs.get("hand_sizes") or [0] * players
        tricks = obs.get("tricks")
        totals = obs.get("totals") or [0] * players
        teams = [list(t) for t in (obs.get("teams") or [])]
        partnered = any(len(t) > 1 for t in teams)
        font_px = text_px(g)
        for seat in range(players):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = NamePlate(seat)
                self.addItem(plate)
            name = self.seat_names[seat] if seat < len(self.seat_names) else f"{seat}"
            parts = [plurals.cards(int(sizes[seat]))] if seat < len(sizes) else []
            if tricks is not None and seat < len(tricks):
                parts.append(_t("tricks {n}").format(n=tricks[seat]))
            if seat < len(totals):
                parts.append(_t("score {n}").format(n=names.format_value(totals[seat])))
            team = next((i for i, t in enumerate(teams) if seat in t), None) if partnered else None
            seat_roles = roles[seat] if seat < len(roles) else []
            woman = names.is_feminine(name)
            word_help.attach_item(
                plate, game, [("role", r) for r in seat_roles], self.language, feminine=woman
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
                shown = self._shown_codes()
                xs = self._hand_xs(len([c for c in obs.get("hand") or [] if c not in shown]))
                left = xs[0] if xs else g.width / 2
                if left - g.margin >= pw + 10:
                    plate.setPos(left - pw - 10, g.hand_top + g.card_h - ph)
                else:
                    plate.setPos(g.margin, g.hand_top - g.card_h * 0.22 - ph - 4)
            else:
                ax, ay = g.seat_anchor(seat)
                x = min(max(g.margin, ax - pw / 2), g.width - g.margin - pw)
                # A wrapped plate grows upwards, over its own face-down cards, not into the
                # middle (a top seat's lines covered the "Lead" tab of its card).
                y = min(ay + g.small_h * 0.32 - plate.wrapped_extra, g.height - ph)
                plate.setPos(x, max(0.0, y))

    def _hand_xs(self, count: int) -> list[float]:
        """Left edges of the person's hand cards: side by side with a small gap while they
        fit beside the name plate, else the overlapping fan (at most 22 % of each card
        covered). Cards a third covered on a wide empty table were needlessly hard to read."""
        g = self.geo
        plate = self.plates.get(self.me)
        plate_w = plate.size[0] if plate is not None else 0.0
        room = min(g.width * 0.86, g.width - 2 * (g.margin + plate_w + 10))
        apart = fan_positions(count, g.width / 2, g.card_w, room, HAND_APART)
        if count < 2 or apart[1] - apart[0] >= g.card_w * HAND_FAN:
            return apart
        return fan_positions(count, g.width / 2, g.card_w, g.width * 0.86, HAND_FAN)

    def _update_trick_marks(self) -> None:
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
            lead = self.cards.get(str(table[0].get("card")))
            effect = self.shown_effect()
            winner = effect.get("winner") if effect else None
            won = next((e for e in table if e.get("seat") == winner), None)
            card = self.cards.get(str(won.get("card"))) if won else None
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
                self.removeItem(self.piles.pop(seat))
        width = g.small_w * 0.8
        obstacles = self._heap_areas()
        for seat in range(players):
            pile = self.piles.get(seat)
            if pile is None:
                pile = self.piles[seat] = TrickPile(seat)
                pile.clicked.connect(lambda _s: self.last_trick_requested.emit())
                self.addItem(pile)
            count = int(tricks[seat]) if seat < len(tricks) and tricks[seat] else 0
            pile.set_content(count, width, text_px(g) * 0.9, seat == last)
            pile.setToolTip(
                _t("Tricks won: {n}. Click (or press L) to see the last trick.").format(n=count)
            )
            pw, ph = pile.size
            plate = self.plates.get(seat)
            if seat == self.me:
                shown = self._shown_codes()
                xs = self._hand_xs(len([c for c in obs.get("hand") or [] if c not in shown]))
                right = (xs[-1] + g.card_w) if xs else g.width / 2
                if g.width - g.margin - right >= pw + 10:
                    pile.setPos(right + 10, g.hand_top + g.card_h - ph)
                    continue
                # No room beside the hand: beside the person's name plate, as for the others.
            if plate is None:
                continue
            pile.setPos(self._pile_spot(plate.sceneBoundingRect(), pw, ph, obstacles))

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

    def _update_chips(self) -> None:
        obs = self.obs
        if obs is None:
            return
        g = self.geo
        font_px = text_px(g)
        stock = int(obs.get("stock") or 0)
        talon = int(obs.get("talon") or 0)
        sx, sy = g.stock_position()
        self.stock_chip.set_text(_t("Stock: {n}").format(n=stock) if stock else "", font_px)
        game = str(obs.get("game") or "")
        word_help.attach_item(self.stock_chip, game, [("word", "stock")], self.language)
        cw, _ch = self.stock_chip.size
        self.stock_chip.setPos(sx + g.table_w / 2 - cw / 2, sy + g.table_h + 6)
        tx, ty = g.talon_position()
        label = names.talon_name(game)
        self.talon_chip.set_text(f"{label}: {talon}" if talon else "", font_px)
        word_help.attach_item(self.talon_chip, game, [("talon", "talon")], self.language)
        tw, _th = self.talon_chip.size
        self.talon_chip.setPos(tx + g.table_w / 2 - tw / 2, ty + g.table_h + 6)
        bits, words = fact_bits(obs, self.pattern)
        self.info_chip.set_text("   ·   ".join(bits), font_px, bold=True)
        word_help.attach_item(self.info_chip, game, words, self.language)
        self.info_chip.setPos(g.margin, g.margin)

    def _update_prompt(self) -> None:
        obs = self.obs
        if obs is None:
            return
        g = self.geo
        text = self.prompt_text
        if not text and self.thinking is not None and self.thinking < len(self.seat_names):
            text = _t("{name} is thinking…").format(name=self.seat_names[self.thinking])
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
        self.prompt.set_text(text, font_px, bold=self.marks.human_turn, max_width=max_width)
        self.prompt.background = (
            QColor(120, 90, 10, 200) if self.marks.human_turn else QColor(0, 0, 0, 140)
        )
        w, h = self.prompt.size
        self.prompt.setPos(g.width / 2 - w / 2, bottom - h)
        self.prompt.update()

    # --- background and input -----------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        paint_felt(painter, self.sceneRect(), rect)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        """While a trick is held or the last trick is shown, a click anywhere puts it away
        and does nothing else (a card click meant for the next trick is not taken as it)."""
        if self.held is not None or self.last_view is not None:
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


def text_px(g: Geometry) -> float:
    """Pixel size of the table's text (see ``Geometry.text_px``)."""
    return g.text_px


def _direction(game: str) -> int:
    """The game's direction of play from its spec (+1 clockwise, -1 anticlockwise)."""
    try:
        return int(engine.game(game).direction)
    except KeyError:
        return 1


def _defender(entry: dict[str, Any]) -> int | None:
    return entry.get("by_seat")
