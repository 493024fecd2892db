"""Load Kartentisch's catalogs and Qt's own, pick a language, and find the rules texts.

Live switching works through Qt itself: installing or removing a QTranslator makes Qt send
``QEvent.LanguageChange`` to every widget, and each window answers by re-running its
``retranslateUi()``. So :func:`install` is the one call the GUI needs, at start and again
whenever the language setting changes.

Only :func:`install` and :func:`system_language` touch Qt, and they import it when called, so
importing this module (and the ``i18n`` package) has no Qt side effects.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent
RULES_DIR = I18N_DIR / "rules"

LANGUAGES: tuple[str, ...] = ("en", "de", "pl")
"""The languages the program ships; the first one is the fallback."""

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "de": "Deutsch", "pl": "Polski"}
"""Each language in its own words: a language menu must be readable by people who need it."""

# The games with rules texts, read from the one place that has them: the English rules files
# (i18n does not import the engine; only gui may). A test keeps them in step with engine.GAMES.
GAMES: tuple[str, ...] = tuple(sorted(p.stem for p in (RULES_DIR / "en").glob("*.html")))

# The translators currently installed, kept here so that the next install() can remove them
# and so that Python does not garbage-collect them while Qt still uses them.
_installed: list[QTranslator] = []
_current: list[str] = []  # the language of the last install(), empty before the first one
_original_locale: list[QLocale] = []  # the default locale before the first install()


def _normalise(lang: str | None) -> str:
    code = (lang or "").replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else LANGUAGES[0]


def language_name(lang: str) -> str:
    """The native name of ``lang`` ("Deutsch"), for the Settings dialog."""
    return LANGUAGE_NAMES[_normalise(lang)]


def system_language(locale: QLocale | None = None) -> str:
    """The first of the user's preferred UI languages that we ship, else "en".

    ``uiLanguages()`` is the user's ordered preference (on Linux it honours ``LANGUAGE``), so a
    German desktop with an English number format still gets German. ``locale`` is for tests;
    by default it is ``QLocale.system()``.
    """
    from PySide6.QtCore import QLocale

    loc = locale if locale is not None else QLocale.system()
    for name in [*loc.uiLanguages(), loc.name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return LANGUAGES[0]


def catalog_path(lang: str) -> Path:
    """Where the compiled catalog of the program's own strings for ``lang`` lives."""
    return I18N_DIR / f"kartentisch_{_normalise(lang)}.qm"


def install(app: QCoreApplication, lang: str) -> str:
    """Make ``lang`` the program's language, live; returns the language actually installed.

    Removes the translators of an earlier call, then installs Kartentisch's catalog and Qt's
    own ``qtbase_<lang>.qm`` (standard buttons and dialogs: OK, Cancel, file dialogs). Each
    install/remove makes Qt send ``LanguageChange`` to every widget, so open windows retranslate
    at once. The default QLocale follows too, so numbers and ``%Ln`` are formatted to match.
    An unknown language falls back to English; a missing catalog is skipped (English shows).
    """
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    lang = _normalise(lang)
    _remove_translators(app)
    _current[:] = [lang]

    if not _original_locale:
        _original_locale.append(QLocale())
    QLocale.setDefault(QLocale(lang))
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    sources = ((f"qtbase_{lang}", qt_dir), (f"kartentisch_{lang}", str(I18N_DIR)))
    for name, directory in sources:
        translator = QTranslator(app)
        if translator.load(name, directory):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            translator.deleteLater()
    return lang


def _remove_translators(app: QCoreApplication) -> None:
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()


def uninstall(app: QCoreApplication) -> None:
    """Remove the installed catalogs and restore the default locale: the sources show again.

    For tests that must leave the application as they found it; the program itself always
    has one language installed.
    """
    from PySide6.QtCore import QLocale

    _remove_translators(app)
    _current.clear()
    if _original_locale:
        QLocale.setDefault(_original_locale[0])


def installed_language() -> str | None:
    """The language of the last :func:`install`, or None when none was installed yet.

    Windows that show a file per language (Help > Rules) read it when they get
    ``LanguageChange``, so they follow the catalogs actually installed.
    """
    return _current[0] if _current else None


def installed_files() -> list[str]:
    """The catalog files in use now (for the About box and for tests)."""
    return [t.filePath() for t in _installed]


def index_letters(lang: str, pattern: str) -> dict[str, str]:
    """Corner letters of the court cards and the ace, for ``cardart.render_card(index_letters=)``.

    Keys are the engine's rank codes ``K Q J A``. Each language prints its own initials:
    German French-suited packs read K D B (König, Dame, Bube), German-suited ones K O U
    (König, Ober, Unter); Polish French-suited packs read K D W (król, dama, walet).

    Polish German-suited cards (the Silesian and Galician packs) call the Ober *wyżnik* and
    the Unter *niżnik* ("the higher" and "the lower" one, calques of the German names), so
    they get W and N. There is no jack in a German pack, so W cannot be mistaken for *walet*
    there. The Daus is called *tuz* in old Polish, but it is printed and read as the ace in
    this program (its rank is the ace's), so it keeps A in every language.

    English has no names of its own for Ober and Unter: English card literature keeps the
    German words, so German-suited cards keep O and U in English too. Every pattern other
    than "german" (french, fourcolor) is French-suited.
    """
    lang = _normalise(lang)
    german = pattern == "german"
    letters = {
        ("en", False): ("K", "Q", "J"),
        ("en", True): ("K", "O", "U"),
        ("de", False): ("K", "D", "B"),
        ("de", True): ("K", "O", "U"),
        ("pl", False): ("K", "D", "W"),
        ("pl", True): ("K", "W", "N"),
    }[(lang, german)]
    return {"K": letters[0], "Q": letters[1], "J": letters[2], "A": "A"}


def rules_path(game_id: str, lang: str) -> Path:
    """The player's rules of ``game_id`` in ``lang`` (English when that file is missing)."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")
    path = RULES_DIR / _normalise(lang) / f"{game_id}.html"
    if not path.is_file():
        path = RULES_DIR / LANGUAGES[0] / f"{game_id}.html"
    return path


def rules_html(game_id: str, lang: str) -> str:
    """The rules of a game for Help > Rules: simple HTML that QTextBrowser shows as it is."""
    return rules_path(game_id, lang).read_text(encoding="utf-8")
