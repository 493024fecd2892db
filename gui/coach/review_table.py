"""The deal review's picture of one moment: every hand open as card images, the cards in the
middle with who played each, and the move just made marked.

Why a view of its own and not the playing table (gui/table/scene.py): the table is built for
playing (one open hand, the others face down, clicks, drags, animations, held tricks); the
review only shows, never takes input, and must fit eight open hands. It reuses the table's
card items and chips and the shared card pixmaps, and knows no game: the review window hands
it a :class:`Picture` already worded.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from gui import word_help
from gui.coach.review_layout import ReviewLayout, review_layout
from gui.pixmaps import CardPixmaps, Key, card_key
from gui.table.card_item import CardItem
from gui.table.chip import TextChip
from gui.table.felt import paint_felt

MOVER_COLOUR = QColor(150, 105, 0, 230)
LABEL_COLOUR = QColor(0, 0, 0, 150)


@dataclass(frozen=True)
class MiddleCard:
    """A card in the middle of the table and whose it is (``caption``: the seat's name)."""

    code: str
    seat: int | None
    caption: str
    #: The attack card this one beats (a bout's defence lies on it), else None.
    beats: str | None = None


@dataclass(frozen=True)
class Picture:
    """Everything one moment shows, worded by the review window."""

    hands: tuple[tuple[str, ...], ...]
    #: Each seat's name line (name, roles).
    labels: tuple[str, ...]
    middle: tuple[MiddleCard, ...] = ()
    #: True: the middle is a row (a bout's attack and defence), not a trick towards the seats.
    row: bool = False
    #: The cards the move just made played or moved: outlined.
    marked: frozenset[str] = field(default_factory=frozenset)
    mover: int | None = None
    #: (code, caption) of a card shown beside the middle, such as the turned-up trump.
    extra: tuple[tuple[str, str], ...] = ()
    #: The cards of the move the coach preferred (still in the hand): outlined green.
    hinted: frozenset[str] = field(default_factory=frozenset)
    #: The longest hand of the others in the whole deal: the cards keep one size throughout.
    longest: int | None = None
    #: The game (from the record) and each seat's game words (its roles), for their help.
    game: str = ""
    label_words: tuple[tuple[tuple[str, str], ...], ...] = ()
    #: The person's seat, drawn at the bottom (a network player may sit anywhere).
    bottom: int = 0


class ReviewTable(QGraphicsView):
    """Read-only: no item takes a click, nothing moves by itself."""

    def __init__(self, pixmaps: CardPixmaps | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewTable")
        self.pixmaps = pixmaps if pixmaps is not None else CardPixmaps(parent=self)
        self.board = QGraphicsScene(self)
        self.setScene(self.board)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(300, 220)
        self.pattern = "french"
        self.back = "classic"
        self.letters: dict[str, str] | None = None
        self.picture: Picture | None = None
        self.layout_: ReviewLayout | None = None
        #: (zone, seat, code) -> item; zone is "hand", "middle" or "extra".
        self.cards: dict[tuple[str, int, str], CardItem] = {}
        self.seat_labels: list[TextChip] = []
        self.captions: list[TextChip] = []
        self._description = ""
        #: (text, centre x, edge y, above the edge, beside the middle) of each middle caption.
        #: (text, centre x, y, above the point?, (left, room) of a side card's caption).
        self._middle_captions: list[tuple[str, float, float, bool, tuple[float, float] | None]] = []
        self.pixmaps.ready.connect(self._refresh_pixmaps)
        word_help.watch_view(self)

    # --- input --------------------------------------------------------------------------------

    def set_display(self, pattern: str, back: str, letters: dict[str, str] | None) -> None:
        if (pattern, back, letters) != (self.pattern, self.back, self.letters):
            self.pattern, self.back, self.letters = pattern, back, letters
            self._refresh_pixmaps()

    def set_picture(self, picture: Picture, description: str = "") -> None:
        self.picture = picture
        self._description = description
        self.setAccessibleDescription(description)
        self.rebuild()

    def text(self) -> str:
        """The moment in words (what a screen reader is given): each hand, the middle and the
        move just made."""
        return self._description

    # --- queries (tests, screen readers) ------------------------------------------------------

    def hand_codes(self, seat: int) -> list[str]:
        """The cards shown in ``seat``'s hand, left to right."""
        found = [
            (i.pos().y(), i.pos().x(), k[2])
            for k, i in self.cards.items()
            if k[:2] == ("hand", seat)
        ]
        return [code for _y, _x, code in sorted(found)]

    def middle_codes(self) -> list[str]:
        return [k[2] for k in self.cards if k[0] == "middle"]

    def marked_codes(self) -> set[str]:
        return {k[2] for k, item in self.cards.items() if item.selected_}

    def hinted_codes(self) -> set[str]:
        return {k[2] for k, item in self.cards.items() if item.hinted}

    def card_items(self) -> list[CardItem]:
        return list(self.cards.values())

    # --- drawing ------------------------------------------------------------------------------

    def rebuild(self) -> None:
        picture = self.picture
        vw, vh = self.viewport().width(), self.viewport().height()
        self.board.setSceneRect(QRectF(0, 0, vw, vh))
        if picture is None:
            return
        lay = review_layout(
            vw,
            vh,
            [len(h) for h in picture.hands],
            longest=picture.longest,
            bottom=picture.bottom,
        )
        self.layout_ = lay
        wanted: dict[tuple[str, int, str], tuple[float, float, float, float]] = {}
        for seat, hand in enumerate(picture.hands):
            box = lay.seats[seat]
            for i, (code, (x, y)) in enumerate(zip(hand, box.cards, strict=True)):
                wanted[("hand", seat, code)] = (x, y, box.card_w, 100 + i)
        self._place_middle(picture, lay, wanted)
        for key in [k for k in self.cards if k not in wanted]:
            self.board.removeItem(self.cards.pop(key))
        for key, (x, y, w, z) in wanted.items():
            item = self.cards.get(key)
            if item is None:
                item = self.cards[key] = CardItem(f"{key[0]}{key[1]}:{key[2]}", key[2], w)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.board.addItem(item)
            item.set_size(w)
            item.setPos(x, y)
            item.setZValue(z)
            item.set_flags(
                selected=key[2] in picture.marked,
                hinted=key[0] == "hand" and key[2] in picture.hinted,
            )
            item.setToolTip(self._caption_of(key))
            self._set_pixmap(item)
        self._place_labels(picture, lay)

    def _place_middle(
        self,
        picture: Picture,
        lay: ReviewLayout,
        wanted: dict[tuple[str, int, str], tuple[float, float, float, float]],
    ) -> None:
        tw, th = lay.table_w, lay.table_h
        self._middle_captions.clear()
        if picture.row:
            attacks = [m for m in picture.middle if m.beats is None]
            xs = lay.row_positions(len(attacks))
            _mx, my, _mw, mh = lay.middle
            y = my + (mh - th * 1.35) / 2
            where: dict[str, tuple[float, float]] = {}
            for i, (card, x) in enumerate(zip(attacks, xs, strict=True)):
                wanted[("middle", card.seat or 0, card.code)] = (x, y, tw, 50 + i)
                where[card.code] = (x, y)
                self._middle_captions.append((card.caption, x + tw / 2, y, True, None))
            for i, card in enumerate(m for m in picture.middle if m.beats is not None):
                bx, by = where.get(card.beats or "", (lay.center[0], y))
                x, y2 = bx + tw * 0.3, by + th * 0.35
                wanted[("middle", card.seat or 0, card.code)] = (x, y2, tw, 70 + i)
                self._middle_captions.append((card.caption, x + tw / 2, y2 + th, False, None))
        else:
            for i, card in enumerate(picture.middle):
                x, y = lay.trick_position(card.seat or 0)
                wanted[("middle", card.seat or 0, card.code)] = (x, y, tw, 50 + i)
                # The name on the side away from the middle, clear of the other cards.
                above = lay.direction(card.seat or 0)[1] < -0.3
                self._middle_captions.append(
                    (card.caption, x + tw / 2, y if above else y + th, above, None)
                )
        mx, my, mw, mh = lay.middle
        extras = len(picture.extra)
        for i, (code, caption) in enumerate(picture.extra):
            x, y = mx + 2 + i * (tw + 6), my + mh - th - lay.font_px * 1.4
            wanted[("extra", 0, code)] = (x, y, tw, 20 + i)
            # A caption under a side card ("Odrzutki: 6") may run right up to the next one,
            # or to the middle's edge after the last: a card's width cut it to "Odkr…".
            room = tw + 6 if i < extras - 1 else mx + mw - x
            self._middle_captions.append((caption, x + tw / 2, y + th, False, (x, room)))

    def _place_labels(self, picture: Picture, lay: ReviewLayout) -> None:
        players = len(picture.hands)
        while len(self.seat_labels) < players:
            chip = TextChip(z=300)
            self.board.addItem(chip)
            self.seat_labels.append(chip)
        for chip in self.seat_labels[players:]:
            chip.set_text("", lay.font_px)
        for seat in range(players):
            box = lay.seats[seat]
            chip = self.seat_labels[seat]
            mover = seat == picture.mover
            chip.background = MOVER_COLOUR if mover else LABEL_COLOUR
            text = picture.labels[seat] if seat < len(picture.labels) else str(seat + 1)
            room = max(
                box.w,
                lay.width * 0.4 if seat == picture.bottom else min(lay.width * 0.26, box.w * 1.5),
            )
            self._fit_label(chip, text, mover, lay, seat, room)
            words = picture.label_words[seat] if seat < len(picture.label_words) else ()
            if picture.game:
                word_help.attach_item(chip, picture.game, words)
            if chip.text != text:  # cut short as a last resort: the whole label a hover away
                lead = [text]
                chip.setToolTip(word_help.tooltip(picture.game, words, lead=lead) or text)
            chip.update()
        captions = self._middle_captions
        while len(self.captions) < len(captions):
            chip = TextChip(z=500)
            self.board.addItem(chip)
            self.captions.append(chip)
        small = max(9.0, lay.font_px * 0.85)
        for chip in self.captions[len(captions) :]:
            chip.set_text("", small)
        for chip, (text, x, y, above, side) in zip(self.captions, captions, strict=False):
            room = lay.table_w * 2.6 if side is None else side[1]
            chip.set_text(_elide(text, small, room, False), small)
            chip.setToolTip(text if chip.text != text else "")
            cw, ch = chip.size
            top = y - ch if above else y
            left = x - cw / 2 if side is None or cw <= lay.table_w else side[0]
            chip.setPos(min(max(1.0, left), lay.width - cw - 1), top)

    @staticmethod
    def _fit_label(
        chip: TextChip, text: str, mover: bool, lay: ReviewLayout, seat: int, room: float
    ) -> None:
        """Place a seat's label over its cards, saying all of it where it can: one line (as
        wide as it needs, while it lies on no other seat), else wrapped and grown upwards,
        away from the cards it names; an ellipsis only where neither is clear of the others
        ("Clara · Rozdający · Rozgrywający" beside a narrow side hand lost both roles)."""
        box = lay.seats[seat]
        others = [
            QRectF(b.x, b.y, b.w, b.h).adjusted(1, 1, -1, -1) for b in lay.seats if b.seat != seat
        ]
        others.append(QRectF(*lay.middle))  # the trick and its captions

        def place(grow_up: float = 0.0) -> bool:
            """Put the chip over the seat (``grow_up`` higher), centred on the seat's cards
            or else flush with either edge of them; True where it is clear."""
            cw, ch = chip.size
            y = max(1.0, box.y - grow_up)
            for left in (box.x + (box.w - cw) / 2, box.x, box.x + box.w - cw):
                x = min(max(1.0, left), lay.width - cw - 1)
                chip.setPos(x, y)
                rect = QRectF(x, y, cw, ch)
                if cw <= lay.width - 2 and not any(rect.intersects(o) for o in others):
                    return True
            chip.setPos(min(max(1.0, box.x + (box.w - cw) / 2), lay.width - cw - 1), y)
            return False

        chip.set_text(text, lay.font_px, bold=mover)
        one_line = chip.size[1]
        fits_its_room = chip.size[0] <= room
        if place() or fits_its_room:
            return
        full = chip.size[0]
        for width in sorted({full * 0.75, full * 0.6, full * 0.5, full * 0.4, room}, reverse=True):
            chip.set_text(text, lay.font_px, bold=mover, max_width=width)
            if place(grow_up=chip.size[1] - one_line):
                return
        chip.set_text(_elide(text, lay.font_px, room, mover), lay.font_px, bold=mover)
        place()

    def _caption_of(self, key: tuple[str, int, str]) -> str:
        picture = self.picture
        if picture is None:
            return ""
        if key[0] == "middle":
            return next((m.caption for m in picture.middle if m.code == key[2]), "")
        if key[0] == "extra":
            return next((c for code, c in picture.extra if code == key[2]), "")
        return picture.labels[key[1]] if key[1] < len(picture.labels) else ""

    def _key_for(self, item: CardItem) -> Key:
        width = item.w * max(1.0, self.devicePixelRatioF())
        return card_key(item.code, width, self.pattern, self.back, self.letters)

    def _set_pixmap(self, item: CardItem) -> None:
        item.set_pixmap(self.pixmaps.get(self._key_for(item)))

    def _refresh_pixmaps(self) -> None:
        for item in self.cards.values():
            self._set_pixmap(item)

    # --- Qt -----------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.rebuild()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        paint_felt(painter, self.sceneRect(), rect)


def _elide(text: str, font_px: float, width: float, bold: bool) -> str:
    """``text`` cut with an ellipsis to fit ``width`` (a chip's padding included)."""
    font = QFont()
    font.setPixelSize(max(8, round(font_px)))
    font.setBold(bold)
    room = max(font_px * 3, width - font_px * 1.2)
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, room)
