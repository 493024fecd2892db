"""Checked command-line values, for argparse's ``type=``: one place for every command line
(``python -m engine``, its ``tournament``, ``engine.bots.bench`` and the GUI's).

Why: each command read its numbers with a bare ``int``/``float``, so ``bench --seconds -1``
ended in a ZeroDivisionError, ``--games -1`` and ``--jobs 0`` were taken, ``--option junk``
exited 1 where every other bad value exits 2 (issue 31 items 4 and 5). A bad value raises
``argparse.ArgumentTypeError``, which argparse reports on one line with exit status 2.
"""

from __future__ import annotations

import argparse
import math

from engine.quoting import excerpt


def quoted(text: str) -> str:
    """A value as an error message quotes it: a part of it, if it is long."""
    return repr(excerpt(text))


def whole(text: str) -> int:
    """Any whole number."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"needs a whole number, not {quoted(text)}") from None


def positive_int(text: str) -> int:
    """A whole number of at least 1 (games, jobs, players, positions)."""
    value = whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"needs a whole number of at least 1, not {quoted(text)}")
    return value


def count(text: str) -> int:
    """A whole number of at least 0."""
    value = whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"needs a whole number of at least 0, not {quoted(text)}")
    return value


def positive_number(text: str) -> float:
    """A finite number above 0 (NaN and infinity are refused): a scale, minutes."""
    return _positive(text, "a number above 0")


def positive_seconds(text: str) -> float:
    """A finite number of seconds above 0 (``bench --seconds -1`` divided by zero)."""
    return _positive(text, "a number of seconds above 0")


def _positive(text: str, wanted: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"needs {wanted}, not {quoted(text)}")
    return value


def option_pair(text: str) -> tuple[str, str]:
    """A game option as ``KEY=VALUE`` (spaces around either are dropped)."""
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"needs KEY=VALUE, not {quoted(text)}")
    return key.strip(), value.strip()
