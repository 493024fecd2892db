"""Register the DejaVu fonts shipped with cardart, so text is never boxes.

A machine without fonts (a bare container, a minimal desktop) would otherwise draw every
label as boxes. The fonts are registered once per process; when the system offers no usable
font family, DejaVu Sans becomes the application font.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

_registered: list[str] = []


def font_dir() -> Path:
    import cardart

    return Path(cardart.__file__).resolve().parent / "fonts"


def register_fonts(app: QApplication) -> list[str]:
    """Add the bundled TTFs to Qt's font database; returns the families registered."""
    if _registered:
        return list(_registered)
    before = set(QFontDatabase.families())
    for path in sorted(font_dir().glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            _registered.extend(QFontDatabase.applicationFontFamilies(font_id))
    if _registered and (not before or app.font().family() not in before):
        font = QFont(_registered[0])
        font.setPointSizeF(max(app.font().pointSizeF(), 9.0))
        app.setFont(font)
    return list(_registered)
