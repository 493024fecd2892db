"""Take a child widget out of a shown window for good.

Why not ``setParent(None)`` alone: a widget added to a visible parent's layout is shown by a
call Qt queues (QLayout's ``_q_showIfNotHidden``). Unparented before that call ran (a strip
rebuilt twice between two turns of the event loop), the widget is a window of its own when
the call comes: Qt showed it as a top-level window for an instant, which took the activation
from the main window, and the keyboard focus was gone until a click (under the offscreen
platform of the tests: no focus widget at all). Hidden first, the queued call leaves it
hidden: Qt shows no widget that was hidden on purpose.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def discard(widget: QWidget) -> None:
    """Hide ``widget``, take it out of its parent (and so its layout) now, delete it later."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()
