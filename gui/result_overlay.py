"""The deal's result over the table: where it lies, what steps aside, when it goes aside.

The result panel (gui/panels.py's :class:`DealResultPanel`) lies over the table, never over a
player: clear of every name plate and the person's hand, as near the middle as there is room,
compact when short of it (:meth:`ResultOverlay.place`, again at every resize of the table).
While it is up, the table's chips and trick piles it would cut off step aside
(:meth:`ResultOverlay.cover_chips`). It belongs to the deal as it ended: a past moment shown
on the table puts it aside, the return to the game brings it back
(:meth:`ResultOverlay.over_the_present`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from gui.panels import DealResultPanel
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.table_controller import TableController

#: The step (pixels) by which the placement tries a narrower result panel.
NARROWER = 12


class ResultOverlay(QObject):
    """Places the result panel over the table view and keeps it to the present."""

    def __init__(
        self,
        result_panel: DealResultPanel,
        view: TableView,
        scene: TableScene,
        controller: TableController,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.result_panel = result_panel
        self.view = view
        self.scene = scene
        self.controller = controller
        #: The result panel was put aside for a past moment shown on the table.
        self._result_aside = False
        view.installEventFilter(self)
        # Enter on the table (a click there took the keyboard) presses the panel's Next.
        result_panel.enter_home = view
        result_panel.installEventFilter(self)
        result_panel.resized_content.connect(self.place)
        scene.observation_shown.connect(self.over_the_present)

    def over_the_present(self, obs: Mapping[str, Any]) -> None:
        """The result panel belongs to the deal as it ended: a past moment shown on the table
        (the move log) puts it aside, the return to the game brings it back. It covered the
        trick the person had asked to see."""
        st = self.controller.state
        if st is None:
            return
        events = obs.get("events") or []
        present = (events[-1]["index"] if events else -1) == len(st.history) - 1
        panel = self.result_panel
        if not present and panel.isVisible():
            self._result_aside = True
            panel.hide()
        elif present and self._result_aside:
            self._result_aside = False
            results = self.controller.results
            if st.deal_over and results and panel.result() is results[-1]:
                panel.show()
                self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self.place()
        elif watched is self.view and isinstance(event, QKeyEvent):
            return self._enter_on_table(event) or super().eventFilter(watched, event)
        elif watched is self.result_panel and event.type() == QEvent.Type.Hide:
            self.cover_chips()
            focused = QApplication.focusWidget()
            if focused is not None and self.result_panel.isAncestorOf(focused):
                # Back to the table before Qt hands the focus to the next widget in the
                # chain: a score-sheet cell took the number keys and Enter of the next deal.
                self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        return super().eventFilter(watched, event)

    def _enter_on_table(self, event: QKeyEvent) -> bool:
        """Enter on the table while the result is up presses the panel's Next button, which
        is framed as the default meanwhile (the table takes no Enter between deals): a click
        on the felt took the keyboard away from the panel, and Tab from the table went to
        the docks, never back. A press that only repeats the key held down to play the last
        card is swallowed: the person has not seen the result yet."""
        panel = self.result_panel
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if (
            event.type() != QEvent.Type.KeyPress
            or event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            or not plain
            or panel.enter_target() is not panel.next_button
        ):
            return False
        if not self.view.is_repeat(event):
            panel.next_button.click()
        event.accept()
        return True

    def cover_chips(self) -> None:
        """While the result panel is up, the table's text chips and trick piles it would cut
        off step aside (a pile count read ": 2" from under its edge), and so does the prompt,
        which says what the panel says ("The deal is over.")."""
        panel = self.result_panel
        up = panel.isVisible()
        for chip in self.scene.chips:
            shown = self.view.mapFromScene(chip.sceneBoundingRect()).boundingRect()
            chip.set_covered(
                up and (chip is self.scene.prompt or shown.intersects(panel.geometry()))
            )
        for pile in self.scene.piles.values():
            shown = self.view.mapFromScene(pile.sceneBoundingRect()).boundingRect()
            pile.set_covered(up and shown.intersects(panel.geometry()))

    def place(self) -> None:
        """Over the table but never over a player: clear of every name plate and the hand,
        as near the middle as there is room; short of room, the compact panel."""
        panel = self.result_panel
        if not panel.isVisible():
            return
        area = self.view.rect()
        players = [self.view.mapFromScene(r).boundingRect() for r in self.scene.player_rects()]
        piles = [self.view.mapFromScene(r).boundingRect() for r in self.scene.pile_rects()]
        prefer = QPoint(area.width() // 2, int(area.height() * 0.42))
        inner = area.adjusted(6, 6, -6, -6)
        spot = None
        # Short of room, the other details go first, then the rows' legend, then the headers
        # wrap, and last the air between the rows and lines goes.
        steps = (
            (False, False, False, False),
            (True, False, True, False),
            (True, False, False, False),
            (True, True, False, False),
            (True, False, False, True),
            (True, True, False, True),
        )
        w, h = 360, 0
        for compact, wrap, legend, tight in steps:
            panel.set_compact(compact, wrap, legend, tight)
            panel.adjustSize()
            hint = panel.sizeHint()
            # As wide as it likes, as narrow as it can be, and so wide that the "why" line
            # needs no second line (shorter: a six-player table had room for that only).
            # Then narrower, down to the least it can be: a taller panel between the plates
            # (a six-seat table at 1024 x 600 has a gap narrower than the panel likes).
            liked = (max(hint.width(), 360), hint.width(), panel.why_width())
            least = panel.minimumSizeHint().width()
            narrower = range(hint.width() - NARROWER, least, -NARROWER)
            candidates = [*(x for x in liked if x >= hint.width()), *narrower, least]
            widths = dict.fromkeys(min(x, inner.width()) for x in candidates)
            # Clear of the trick piles too where there is room; else over them (they step
            # aside), rather than a more compact panel.
            for obstacles in (players + piles, players):
                for w in widths:
                    height = panel.heightForWidth(w)
                    h = min(height if height > 0 else hint.height(), inner.height())
                    spot = clear_spot(inner, QSize(w, h), obstacles, prefer)
                    if spot is not None:
                        break
                if spot is not None:
                    break
            if spot is not None:
                break
        if spot is None:  # no room anywhere: the middle, as before
            spot = QRect(prefer.x() - w // 2, max(10, prefer.y() - h // 2), w, h)
        panel.setGeometry(spot)
        self.cover_chips()


def clear_spot(
    area: QRect, size: QSize, obstacles: list[QRect], prefer: QPoint, gap: int = 8
) -> QRect | None:
    """A rectangle of ``size`` inside ``area`` that touches none of ``obstacles`` (name plates,
    the person's hand), as near ``prefer`` (its centre) as there is one; None if none fits.

    The candidates are the preferred place and the places flush against each obstacle's or
    the area's edges, which is where a free spot nearest the preference always lies."""
    w, h = size.width(), size.height()
    xs = {prefer.x() - w // 2, area.left(), area.right() - w + 1}
    ys = {prefer.y() - h // 2, area.top(), area.bottom() - h + 1}
    for r in obstacles:
        xs.update((r.right() + 1 + gap, r.left() - gap - w))
        ys.update((r.bottom() + 1 + gap, r.top() - gap - h))
    best: QRect | None = None
    best_d = 0.0
    grown = [r.adjusted(-gap + 1, -gap + 1, gap - 1, gap - 1) for r in obstacles]
    for x in xs:
        if x < area.left() or x + w - 1 > area.right():
            continue
        for y in ys:
            if y < area.top() or y + h - 1 > area.bottom():
                continue
            rect = QRect(x, y, w, h)
            if any(rect.intersects(r) for r in grown):
                continue
            d = (rect.center().x() - prefer.x()) ** 2 + (rect.center().y() - prefer.y()) ** 2
            if best is None or d < best_d:
                best, best_d = rect, d
    return best
