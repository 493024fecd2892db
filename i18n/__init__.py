"""Translations: Qt Linguist sources (*.ts), compiled catalogs (*.qm) and their loader.

Importing the package has no Qt side effects: only ``install`` and ``system_language`` touch
Qt, and only when called. ``i18n.plurals`` holds the counted phrases ("%n tricks").
"""

from i18n.loader import (
    GAMES,
    LANGUAGE_NAMES,
    LANGUAGES,
    catalog_path,
    index_letters,
    install,
    installed_files,
    installed_language,
    language_name,
    rules_html,
    rules_path,
    system_language,
    uninstall,
)

__all__ = [
    "GAMES",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "catalog_path",
    "index_letters",
    "install",
    "installed_files",
    "installed_language",
    "language_name",
    "rules_html",
    "rules_path",
    "system_language",
    "uninstall",
]
