"""Numbers in a sentence as the person's language writes them ("0,8" in German and Polish).

The engine's sentences carry numbers as parameters and their templates may give a format
("{share:.0%}", "{margin:+.2f}"). Python formats in the English way whatever the language,
so a number parameter is wrapped in a type that formats as Python does and then swaps in the
separators of the language's ``QLocale``: the template's format keeps working unchanged.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QLocale

import i18n


@functools.cache
def separators(language: str) -> tuple[str, str]:
    """The decimal point and the group separator of ``language`` ("de" -> "," and ".")."""
    locale = QLocale(language)
    return locale.decimalPoint(), locale.groupSeparator()


def localise(text: str, language: str) -> str:
    """A number Python formatted ("1,234.5") with the separators of ``language``."""
    point, group = separators(language)
    if (point, group) == (".", ","):
        return text
    return "".join(point if c == "." else group if c == "," else c for c in text)


class LocalFloat(float):
    """A float that formats with its language's separators (see the module's docstring)."""

    language: str

    def __new__(cls, value: float, language: str) -> LocalFloat:
        number = super().__new__(cls, value)
        number.language = language
        return number

    def __format__(self, spec: str) -> str:
        return localise(format(float(self), spec), self.language)


class LocalInt(int):
    """An int that groups its digits with its language's separator when a format asks to."""

    language: str

    def __new__(cls, value: int, language: str) -> LocalInt:
        number = super().__new__(cls, value)
        number.language = language
        return number

    def __format__(self, spec: str) -> str:
        return localise(format(int(self), spec), self.language)


def local_number(value: Any, language: str) -> Any:
    """``value`` ready to be formatted in ``language`` when it is a number, else unchanged.
    A bool stays a bool: it is a yes or no, not a number."""
    if isinstance(value, bool):
        return value
    if isinstance(value, float):
        return LocalFloat(value, language)
    if isinstance(value, int):
        return LocalInt(value, language)
    return value


def current_language() -> str:
    """The language whose catalog is installed (English before any is)."""
    return i18n.installed_language() or "en"


#: The true minus sign: "−7,9", as the par line writes it, never the hyphen of "-7,9".
MINUS = "\u2212"


def decimal(value: float, places: int = 1, signed: bool = False, language: str = "") -> str:
    """``value`` to ``places`` decimals in ``language`` (default: the chosen one): "0,8" in
    German and Polish, "0.8" in English; ``signed`` writes "+" before a positive value, and a
    negative one gets the true minus sign (:data:`MINUS`); a value that rounds to zero has no
    sign of minus ("0,0", not "−0,0").

    Why one helper: every figure the training shows (the result panel, the review, the
    Training window and its graphs, the puzzles, the Statistics dialog) must read the same in
    one language, and live: the language is read at each call, so a switch shows at once."""
    spec = f"{'+' if signed else ''}.{places}f"
    text = format(round(value, places) + 0.0, spec)  # + 0.0: -0.04 reads "0.0", not "-0.0"
    return localise(text.replace("-", MINUS), language or current_language())
