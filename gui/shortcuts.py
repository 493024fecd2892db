"""Keyboard shortcuts the platform's standard keys leave out.

Why: ``QKeySequence.StandardKey.Preferences`` is empty on Linux and Windows (only macOS binds
it), so Settings ▸ Preferences had no key there; Ctrl+, is the key GNOME, KDE and most
editors use, so it is added wherever the platform gives none or another one.
"""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

#: The Preferences key where the platform has none (Cmd+, on macOS is the same sequence).
PREFERENCES_FALLBACK = QKeySequence("Ctrl+,")


def preferences_keys() -> list[QKeySequence]:
    """The platform's Preferences keys, then Ctrl+, unless it is among them already."""
    keys = [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences) if k]
    if PREFERENCES_FALLBACK not in keys:
        keys.append(PREFERENCES_FALLBACK)
    return keys
