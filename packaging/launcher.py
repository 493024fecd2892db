"""Entry script of the PyInstaller bundle: the same as the ``kartentisch`` command.

``freeze_support()`` comes first: the ``strong`` bots search in worker processes started
with "spawn", and in a frozen program each worker is this very executable, started again with
multiprocessing's arguments. Without it every worker would open another card table.

``kartentisch --check-bundle`` (not in ``--help``; the smoke test uses it) lists the data files
the program looks up beside its modules — fonts, catalogs, rules, Qt's own catalogs and
platform plugins — and exits 1 when one is missing: a frozen build that forgot a data file
would otherwise only show it as English text, boxes for letters or a missing Rules page.
"""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path

APP_ID = "de.kartentisch.Kartentisch"
CHECK_OPTION = "--check-bundle"

# Qt's catalogs for the languages the program speaks besides English, and the platform plugins
# the bundle must carry (offscreen for screenshots, xcb and wayland for desktops).
QT_CATALOGS = ("qtbase_de.qm", "qtbase_pl.qm")
QT_PLATFORMS = ("libqoffscreen.so", "libqxcb.so", "libqwayland.so")


def bundle_files() -> list[Path]:
    """Every data file the program needs at run time, where this build looks for it."""
    from PySide6.QtCore import QLibraryInfo

    import i18n
    from cardart import fonts

    qt_translations = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    qt_platforms = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    return [
        fonts.REGULAR,
        fonts.BOLD,
        *(i18n.catalog_path(lang) for lang in i18n.LANGUAGES),
        *(i18n.rules_path(game, lang) for game in i18n.GAMES for lang in i18n.LANGUAGES),
        *(qt_translations / name for name in QT_CATALOGS),
        *(qt_platforms / name for name in QT_PLATFORMS),
    ]


def check_bundle() -> int:
    """Print each needed data file as found or MISSING; 1 when any is missing."""
    missing = 0
    for path in bundle_files():
        found = path.is_file()
        missing += not found
        print(f"{'found  ' if found else 'MISSING'} {path}")
    print(f"check-bundle: {'OK' if not missing else f'{missing} file(s) missing'}")
    return 1 if missing else 0


def run() -> int:
    multiprocessing.freeze_support()
    if sys.argv[1:] == [CHECK_OPTION]:
        return check_bundle()
    from PySide6.QtGui import QGuiApplication

    # On Wayland the window's app id is this name, and the desktop finds the menu entry (title,
    # icon) by it: without it the installed program shows a generic icon.
    QGuiApplication.setDesktopFileName(APP_ID)
    from gui.app import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
