"""Command-line values of ``kartentisch-server`` and ``kartentisch-cli join``, checked.

Why its own module: both commands must end a bad value the same way, with exit status 2 and
one line that names the option and the value, never a traceback (argparse's own ``error``
prints its usage first; :class:`OneLineParser` prints just the line).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        fail(f"{self.prog}: error: {message}")


def fail(line: str) -> NoReturn:
    """End the program: ``line`` (one line) on stderr, exit status 2."""
    print(" ".join(line.split()), file=sys.stderr)
    sys.exit(2)


def port(text: str) -> int:
    """A TCP port 0–65535 (0: any free one)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number (0-65535)") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port number (0-65535)")
    return value


def number(low: float, *, whole: bool = False, above: bool = False) -> Callable[[str], float]:
    """A finite number ``>= low`` (``> low`` with ``above``); a whole one with ``whole``."""

    def check(text: str) -> float:
        try:
            value = int(text) if whole else float(text)
        except ValueError:
            kind = "a whole number" if whole else "a number"
            raise argparse.ArgumentTypeError(f"{text!r} is not {kind}") from None
        if not math.isfinite(value) or value < low or (above and value == low):
            sign = ">" if above else ">="
            raise argparse.ArgumentTypeError(f"{text!r} must be finite and {sign} {low:g}")
        return value

    return check


def whole(low: int) -> Callable[[str], int]:
    """A whole number ``>= low``."""
    check = number(low, whole=True)
    return lambda text: int(check(text))
