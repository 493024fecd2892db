"""What the table scene's layers share: a card's place, the turn's marks and the base of a layer.

The scene (gui/table/scene.py) composes three layers, each placing and updating its own items
from the observation it is given: the hands (gui/table/hands.py: the person's hand, the
others' face-down hands, stock and talon), the trick (gui/table/trick_layer.py: the cards in
the middle, the lead and winner rings, the direction arrow, the trick piles) and the seats
(gui/table/seat_layer.py: name plates, the count and fact chips, the prompt). A layer reads
the scene's present (observation, geometry, the person's seat, the display settings) through
:class:`SceneLayer` and never keeps a copy of it, so the layers cannot disagree. What a layer
needs of another (where the hand lies, which cards the finished trick holds) it is handed as a
function when the scene builds it: no layer imports the scene or another layer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtWidgets import QGraphicsItem

from gui.table.card_item import CardItem
from gui.table.layout import Geometry
from gui.table.nameplate import NamePlate


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
    """Where one card item goes: keyed (face-up cards by code, face-down ones by place) so a
    card that changes place keeps its item and glides there."""

    key: str
    code: str | None
    x: float
    y: float
    width: float
    z: float
    zone: str  # "hand", "table", "opponent", "stock", "trump", "talon"
    rotation: float = 0.0
    source_seat: int | None = None


def text_px(g: Geometry) -> float:
    """Pixel size of the table's text (see ``Geometry.text_px``)."""
    return g.text_px


class Table(Protocol):
    """What a layer reads of the scene it draws in (:class:`gui.table.scene.TableScene`)."""

    obs: Mapping[str, Any] | None
    geo: Geometry
    marks: Marks
    seat_names: list[str]
    language: str
    pattern: str
    #: The card items by key, and the seats' name plates (the seat layer's).
    cards: dict[str, CardItem]
    plates: dict[int, NamePlate]

    @property
    def me(self) -> int: ...

    def addItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802

    def removeItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802


class SceneLayer:
    """A layer of the table: its items live in ``scene``; what it draws comes from the
    scene's present, read here."""

    def __init__(self, scene: Table) -> None:
        self.scene = scene

    @property
    def obs(self) -> Mapping[str, Any] | None:
        return self.scene.obs

    @property
    def geo(self) -> Geometry:
        return self.scene.geo

    @property
    def me(self) -> int:
        return self.scene.me
