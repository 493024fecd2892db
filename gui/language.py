"""The program's language: the catalogs installed in Qt follow the ``language`` setting.

One :class:`Language` per application. It installs Kartentisch's catalog and Qt's own
``qtbase_<lang>.qm`` (through :func:`i18n.install`) at start and again whenever the setting
changes, removing the previous translators; Qt then sends ``LanguageChange`` to every widget,
and each window re-runs its ``retranslateUi()``. So the Settings dialog only has to store the
new language: the switch is live, without a restart.

The first start follows the system locale when it is one of the shipped languages (else
English); from then on the stored setting decides.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, Signal

import i18n
from gui.settings import Settings
from gui.storage.settings_store import peek_settings

#: Settings key that records that the language was chosen once (by the system or the user).
CHOSEN_KEY = "language_chosen"


def start_language(settings: Settings) -> str:
    """The language to start with, stored in ``settings`` (call once, before any window).

    On the first start (the language was never chosen and still has its default) the
    system's language is taken when it is one we ship. A language stored by an older version
    without the marker counts as chosen unless it is the default: a user who picked Polish
    keeps Polish, whatever the desktop says.
    """
    if not settings.get(CHOSEN_KEY) and settings.language() == i18n.LANGUAGES[0]:
        settings.set_language(i18n.system_language())
    settings.set(CHOSEN_KEY, True)
    return settings.language()


def install_before_settings(
    app: QCoreApplication, settings_path: str | os.PathLike[str], override: str | None = None
) -> str:
    """Install the catalogs of the language the run will have, before the settings are
    loaded, so that the messages made while loading them (a damaged file set aside, a
    value reset) are in that language, not in English (issue 31 item 6).

    The language is the one :func:`start_language` will settle on: ``override`` (the
    command line's ``--language``), else the stored one, else (first start) the system's.
    """
    if override is not None:
        return i18n.install(app, override)
    values = peek_settings(settings_path)
    lang = values.get("language")
    if not isinstance(lang, str) or lang not in i18n.LANGUAGES:
        lang = i18n.LANGUAGES[0]
    if not values.get(CHOSEN_KEY) and lang == i18n.LANGUAGES[0]:
        lang = i18n.system_language()
    return i18n.install(app, lang)


class Language(QObject):
    """Keeps Qt's installed translators in step with ``settings.language()``.

    ``switched(lang)`` is emitted after the catalogs of a new language are installed (the
    ``LanguageChange`` events are posted by then and reach the windows on the next turn of
    the event loop).
    """

    switched = Signal(str)

    def __init__(
        self, app: QCoreApplication, settings: Settings, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._app = app
        self.settings = settings
        self.current = i18n.install(app, settings.language())
        settings.changed.connect(self._on_setting_changed)

    def switch(self, lang: str) -> str:
        """Install ``lang`` now (also stores it, so the next start keeps it)."""
        self.settings.set_language(lang)
        return self._install(self.settings.language())

    def _on_setting_changed(self, key: str) -> None:
        if key == "language":
            self._install(self.settings.language())

    def _install(self, lang: str) -> str:
        if lang != self.current or i18n.installed_language() != lang:
            self.current = i18n.install(self._app, lang)
            self.switched.emit(self.current)
        return self.current
