"""Reading a saved match from a file: a bare engine save or the GUI's save file.

Why a module of its own: the engine's command line (``python -m engine replay``) and the
coach's (``python -m engine coach --save``) both read saves, through this one reader; the
coach's used to import it from ``engine.__main__``, which imports the coach's command line
(an import cycle, issue 45 item 19).
"""

from __future__ import annotations

import engine.registry
from engine import jsondoc
from engine.contract import GameState


class MatchFileError(ValueError):
    """A match file that cannot be read or loaded; the message says why, briefly."""


def read_match_file(path: str) -> GameState:
    """A saved match from a bare engine save or the GUI's save file, read through the one
    JSON reader (:mod:`engine.jsondoc`: regular file, size and depth caps)."""
    try:
        data: object = jsondoc.read(path, follow_links=True)
        return engine.registry.load_data(_engine_part(data))
    except FileNotFoundError:
        raise MatchFileError("no such file") from None
    except jsondoc.DocumentError as exc:
        raise MatchFileError(f"the file {_short(str(exc))}") from None
    except (OSError, ValueError) as exc:  # engine.SaveError is a ValueError
        raise MatchFileError(_short(str(exc))) from None


def _engine_part(data: object) -> object:
    """Accept both a bare engine save and the GUI's save file, which wraps it with metadata
    (its ``state`` an object, or in old files the engine's text)."""
    if isinstance(data, dict) and "state" in data and "format" not in data:
        inner: object = data["state"]
        return jsondoc.parse(inner) if isinstance(inner, str) else inner
    return data


def _short(text: str, limit: int = 300) -> str:
    """A message quotes at most ``limit`` characters of what a file held."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
