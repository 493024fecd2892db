"""Quoting outside text in a message: only its start, marked as cut.

Why a module of its own: the card parser, the actions, the save loader and the command lines
all quote what somebody typed or a file held, and :mod:`engine.reasons` (which names suits
through :mod:`engine.cards`) cannot be imported by the card parser without a cycle.
"""

from __future__ import annotations

#: A sentence quotes at most this many characters of what somebody typed or a file held.
EXCERPT_CHARS = 40
#: A refusal's parameter is cut only beyond this: the engine's own values (a sample of the
#: legal moves, a phase's task, a grammar line) are longer than a quote but must stay whole
#: (the GUI translates and renders them); only outside text gets this long.
PARAM_CHARS = 240


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut, for quoting input
    in a message (words only the translated template may add, so none here).

    Why: a refusal quoted the whole offending action, so a save holding a 1 MB action made a
    2 MB message box and a 20 s start (issue 31 item 2); its start says enough.
    """
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}…"
