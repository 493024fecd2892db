"""Tab and Shift+Tab reach only the widgets a person can see.

Why: Qt does not hide the docks tabbed behind the current one (the Moves and Learn docks
behind the score sheet); it parks them outside the window, at about (-600, -600). They stay
"visible" to Qt and their widgets stay in the Tab chain, so Tab from the score sheet went to
the Moves tree, the Learn panel's check box and its scroll area, and the keyboard focus
seemed to vanish for three presses.

How: for the moment Qt chooses the next widget (:func:`seen_only` around
``QWidget.focusNextPrevChild``), the widgets that lie outside the window have no Tab focus,
so Qt's own rules (focus proxies, compound widgets, the platform's "Tab to all controls")
choose among the others, and no widget the person cannot see is ever given the focus, not
even for an instant (a screen reader would name each one).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def lies_in_window(widget: QWidget) -> bool:
    """Whether the widget and each of its parents up to its window lie at least partly
    inside their own parent.

    Each level is checked on its own, not the widget's rectangle clipped by every parent:
    a button scrolled out of a scroll area's view still lies inside the area's large content
    widget, and stays reachable (the scroll area brings the focused widget into view)."""
    child = widget
    while not child.isWindow():
        parent = child.parentWidget()
        if parent is None:
            break
        if not child.geometry().intersects(parent.rect()):
            return False
        child = parent
    return True


def _deepest_proxy(widget: QWidget) -> QWidget:
    """The widget whose focus policy Qt asks when ``widget`` is next in the chain."""
    while (proxy := widget.focusProxy()) is not None:
        widget = proxy
    return widget


def unseen_tab_stops(window: QWidget) -> list[QWidget]:
    """The widgets in ``window``'s focus chain that take Tab focus but lie outside the window
    (the deepest focus proxy of each: Qt reads the policy there)."""
    found: list[QWidget] = []
    widget = window.nextInFocusChain()
    # The chain is a ring through the window; the bound guards against a broken one.
    for _ in range(len(window.findChildren(QWidget)) + 1):
        if widget is window:
            break
        target = _deepest_proxy(widget)
        if (
            target.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.isVisible()
            and target not in found
            and not lies_in_window(widget)
        ):
            found.append(target)
        widget = widget.nextInFocusChain()
    return found


@contextmanager
def seen_only(window: QWidget) -> Iterator[None]:
    """Within the block the widgets outside ``window`` take no Tab focus; their own focus
    policies come back afterwards, whatever happens in the block."""
    hidden = unseen_tab_stops(window)
    policies = [widget.focusPolicy() for widget in hidden]
    for widget in hidden:
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    try:
        yield
    finally:
        for widget, policy in zip(hidden, policies, strict=True):
            widget.setFocusPolicy(policy)
