"""The table's cards in motion: gliding to their places, swept to a trick's winner.

The scene decides where each card goes (gui/table/scene.py and its layers); this keeps the
animations in flight, one per card, so a card given a new place mid-glide turns towards it
instead of finishing the old one, and a card leaving the table is removed once its sweep
ends. ``finish`` jumps everything to its end (a new game, tests, screenshots).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsScene

from gui.table.card_item import CardItem


class CardMotion(QObject):
    """The glides and sweeps of the card items of ``scene``."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        #: The animation speed in ms (0: none): a glide takes 60 %, a sweep half of it.
        self.duration = 0
        self._anims: dict[str, Any] = {}
        #: Cards on their way to a trick winner's pile (gone from the scene's cards already).
        self._sweeps: set[QPropertyAnimation] = set()

    def busy(self) -> bool:
        """Cards still moving: gliding to a place or swept to a trick's winner."""
        return bool(self._anims or self._sweeps)

    def move(self, item: CardItem, target: QPointF, animate: bool, delay: int = 0) -> None:
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

    def leave(self, item: CardItem, sweep_to: QPointF | None) -> None:
        """``item`` leaves the table: swept to ``sweep_to`` (a trick winner's place) and
        then removed, or (None) removed at once."""
        old = self._anims.pop(item.key, None)
        if old is not None:
            old.stop()
        if sweep_to is not None:
            anim = QPropertyAnimation(item, b"pos", self.scene)
            anim.setDuration(max(60, int(self.duration * 0.5)))
            anim.setEndValue(sweep_to)
            self._sweeps.add(anim)
            anim.finished.connect(lambda it=item, a=anim: self._swept(it, a))
            anim.start()
            return
        self.discard(item)

    def _swept(self, item: CardItem, anim: QPropertyAnimation) -> None:
        self._sweeps.discard(anim)
        self.discard(item)

    def discard(self, item: CardItem) -> None:
        if item.scene() is self.scene:
            self.scene.removeItem(item)
        item.deleteLater()

    def finish(self) -> None:
        """Every glide jumps to its end; every card being swept away is gone."""
        for anim in list(self._anims.values()):
            anim.stop()
        self._anims.clear()
        for sweep in list(self._sweeps):
            sweep.stop()
            target = sweep.targetObject()
            if isinstance(target, CardItem):
                self.discard(target)
        self._sweeps.clear()
