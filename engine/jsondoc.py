"""The one reader of JSON files: every save, autosave, settings and statistics file, and
every text handed to ``engine.load``, is parsed here, and every way it can fail is one
error type, :class:`DocumentError`.

Why one: each reader used to catch its own subset of what ``json`` raises
(``JSONDecodeError`` here, ``RecursionError`` there), so a save whose game was a JSON
*string* of 100,000 brackets, or held a 5,000-digit number, escaped as RecursionError or
ValueError and stopped the program at every start (issue 31 item 1). A caller now catches
``DocumentError`` and words it for its audience; :attr:`DocumentError.kind` says what went
wrong, so the GUI can translate the sentence.

Reading a file (:func:`read_text`) refuses what no Kartentisch file is: a folder, a
device, a FIFO (which would block forever), a symbolic link (unless asked to follow it),
anything larger than :data:`MAX_BYTES`, binary data. Standard library only.
"""

from __future__ import annotations

import json
import os
import stat
from enum import Enum
from pathlib import Path
from typing import Any

#: Larger files are refused unread: no Kartentisch file comes near this (a 1001-point
#: match is a few kilobytes), and reading gigabytes would freeze the program.
MAX_BYTES = 16 * 1024 * 1024
#: Deeper JSON is refused: our files nest a handful of levels, and very deep nesting is a
#: classic way to make parsers and later code hit the recursion limit.
MAX_DEPTH = 64


class Problem(Enum):
    """What is wrong with a document; each has an English sentence in :data:`_ENGLISH`."""

    EMPTY = "empty"
    CUT_OFF = "cut off"
    INVALID = "invalid"
    TOO_DEEP = "too deep"
    NUMBER_TOO_LONG = "number too long"
    NOT_A_NUMBER = "not a number"
    BINARY = "binary"
    TOO_LARGE = "too large"
    SYMLINK = "symlink"
    FOLDER = "folder"
    NOT_REGULAR = "not regular"
    UNREADABLE = "unreadable"


_ENGLISH = {
    Problem.EMPTY: "is empty",
    Problem.CUT_OFF: "is cut off: it ends in the middle of its data",
    Problem.INVALID: "is not valid JSON ({detail})",
    Problem.TOO_DEEP: f"is nested too deeply (more than {MAX_DEPTH} levels)",
    Problem.NUMBER_TOO_LONG: "holds a number too long to read ({detail})",
    Problem.NOT_A_NUMBER: "holds {detail}, which is not a number JSON allows",
    Problem.BINARY: "is not a text file (it contains binary data)",
    Problem.TOO_LARGE: "is too large ({detail} MB) to be a Kartentisch file",
    Problem.SYMLINK: "is a symbolic link; links are not followed for safety",
    Problem.FOLDER: "is a folder, not a file",
    Problem.NOT_REGULAR: "is not a regular file",
    Problem.UNREADABLE: "cannot be read: {detail}",
}


class DocumentError(ValueError):
    """A JSON text or file that cannot be used. ``problem`` says what is wrong, ``detail``
    the particulars (a position, a size, the operating system's reason; may be empty);
    ``str()`` is an English predicate ("is cut off: …") for a subject like "the save"."""

    def __init__(self, problem: Problem, detail: str = "", line: int = 0, column: int = 0) -> None:
        self.problem = problem
        self.detail = detail
        #: Where invalid JSON goes wrong (1-based; 0 where it does not apply).
        self.line = line
        self.column = column
        where = f" at line {line}, column {column}" if line else ""
        super().__init__(_ENGLISH[problem].format(detail=detail + where))


def parse(text: str | bytes) -> Any:
    """The JSON value of ``text``: plain lists, dicts, strings, numbers, booleans, None.

    Raises :class:`DocumentError` for anything else: empty, cut off, invalid, nested deeper
    than :data:`MAX_DEPTH`, numbers too long for Python to read, NaN or Infinity, binary.
    """
    if isinstance(text, bytes | bytearray):
        text = _decode(bytes(text))
    if not text.strip():
        raise DocumentError(Problem.EMPTY)
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise DocumentError(Problem.TOO_DEEP) from None
    except json.JSONDecodeError as exc:
        if exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip()):
            raise DocumentError(Problem.CUT_OFF) from None
        raise DocumentError(Problem.INVALID, exc.msg, exc.lineno, exc.colno) from None
    except _Constant as exc:
        raise DocumentError(Problem.NOT_A_NUMBER, str(exc)) from None
    except ValueError as exc:  # the only other: an integer beyond sys.int_max_str_digits
        raise DocumentError(Problem.NUMBER_TOO_LONG, _short(str(exc))) from None
    if depth(data) > MAX_DEPTH:
        raise DocumentError(Problem.TOO_DEEP)
    return data


def read_text(
    path: str | os.PathLike[str], follow_links: bool = False, max_bytes: int | None = None
) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes`` (:data:`MAX_BYTES`).

    A missing file raises ``FileNotFoundError`` (often not an error: a first start);
    everything else that is wrong raises :class:`DocumentError`. The file is opened without
    blocking and checked again once open, so a FIFO or device slipped in after the first
    look is refused too rather than read without end.
    """
    target = Path(path)
    max_bytes = MAX_BYTES if max_bytes is None else max_bytes
    try:
        info = os.stat(target) if follow_links else os.lstat(target)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise DocumentError(Problem.UNREADABLE, exc.strerror or str(exc)) from None
    _check_kind(info, max_bytes)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(target, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise DocumentError(Problem.UNREADABLE, exc.strerror or str(exc)) from None
    try:
        _check_kind(os.fstat(fd), max_bytes)
        with os.fdopen(fd, "rb") as handle:
            fd = -1
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        raise DocumentError(Problem.UNREADABLE, exc.strerror or str(exc)) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > max_bytes:
        raise DocumentError(Problem.TOO_LARGE, _megabytes(len(raw)))
    return _decode(raw)


def read(path: str | os.PathLike[str], follow_links: bool = False) -> Any:
    """:func:`read_text` then :func:`parse`: the JSON value of a file."""
    return parse(read_text(path, follow_links=follow_links))


def depth(data: Any) -> int:
    """Nesting depth of a parsed value, iteratively (a recursive walk would itself
    overflow); stops counting once past :data:`MAX_DEPTH`."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level + 1) for child in children)
    return deepest


class _Constant(ValueError):
    """NaN, Infinity or -Infinity in the text (told apart from a too-long number)."""


def _refuse_constant(name: str) -> Any:
    raise _Constant(name)


def _check_kind(info: os.stat_result, max_bytes: int) -> None:
    if stat.S_ISLNK(info.st_mode):
        raise DocumentError(Problem.SYMLINK)
    if stat.S_ISDIR(info.st_mode):
        raise DocumentError(Problem.FOLDER)
    if not stat.S_ISREG(info.st_mode):
        raise DocumentError(Problem.NOT_REGULAR)
    if info.st_size > max_bytes:
        raise DocumentError(Problem.TOO_LARGE, _megabytes(info.st_size))


def _decode(raw: bytes) -> str:
    if b"\x00" in raw:
        raise DocumentError(Problem.BINARY)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DocumentError(Problem.BINARY) from None


def _megabytes(n: int) -> str:
    return str(n // (1024 * 1024))


def _short(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
