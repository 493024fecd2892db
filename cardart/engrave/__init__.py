"""The engraving renderer: prints a figure drawing (:mod:`cardart.svg`) the way old packs
were printed, colour laid flat under hatched, swelling line work (see :mod:`.press`)."""

from .press import INK, Placement, engrave

__all__ = ["INK", "Placement", "engrave"]
