"""The coach's answers in the person's words: the verdict scale, the advice, and why a deeper
look differs from the advice given during play.

Why one module: the hint (status bar), the learn panel and the review say the same analysis;
worded in one place they cannot drift apart.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engine.coach import Analysis
from engine.reasons import Reason
from gui import names
from gui.coach.verdicts import DecisionVerdict
from gui.controller import engine_text


def verdict_word(verdict: str) -> str:
    """The fixed scale's word for a verdict."""
    words = {
        "forced": QCoreApplication.translate("Coach", "The only possible move"),
        "best": QCoreApplication.translate("Coach", "Best move"),
        "good": QCoreApplication.translate("Coach", "As good as the best, as far as can be told"),
        "inaccuracy": QCoreApplication.translate("Coach", "Inaccuracy"),
        "mistake": QCoreApplication.translate("Coach", "Mistake"),
        "blunder": QCoreApplication.translate("Coach", "Blunder"),
    }
    return words.get(verdict, verdict)


def advice_sentences(analysis: Analysis, action: str | None = None) -> tuple[Reason, ...]:
    """What the coach says about ``action`` (default: the best move): the analyst's sentence,
    then the ideas behind the move, each checked true in the position."""
    chosen = analysis.best if action is None else analysis.option(action)
    said: list[Reason] = []
    with contextlib.suppress(NotImplementedError):  # an analyst without words yet
        said.append(analysis.say(chosen.action))
    said += [idea.reason for idea in chosen.ideas]
    return tuple(said)


def advice_text(
    analysis: Analysis, game: str, pattern: str, language: str | None, action: str | None = None
) -> str:
    """A move and why, for the learn panel: "Play K♥ — <sentence> <ideas>"; ``action``
    (default: the best move) is one of the analysis' options."""
    chosen = analysis.best.action if action is None else action
    move = names.action_label(game, chosen, pattern, language)
    why = engine_text(advice_sentences(analysis, chosen), game, pattern, language)
    return f"{move} — {why}" if why else move


def earlier_text(verdict: DecisionVerdict, move: Callable[[str], str]) -> str:
    """Why the review's verdict differs from the advice during play; "" when it does not.
    ``move`` words an action text."""
    earlier = verdict.earlier
    if earlier is None:
        return ""
    texts = {
        "followed": QCoreApplication.translate(
            "Coach",
            "You followed the advice given during play, from {few} sampled deals. With more "
            "deals looked at ({many}), {best} comes out better.",
        ),
        "advised": QCoreApplication.translate(
            "Coach",
            "During play, from {few} sampled deals, the coach advised {advised}. With more "
            "deals looked at ({many}), {best} comes out better.",
        ),
        "looked-good": QCoreApplication.translate(
            "Coach",
            "During play, from {few} sampled deals, this move looked as good as the best. "
            "With more deals looked at ({many}), {best} comes out better.",
        ),
        "looked-bad": QCoreApplication.translate(
            "Coach",
            "During play, from {few} sampled deals, this move looked worse. With more deals "
            "looked at ({many}), it is as good as the best after all.",
        ),
    }
    return texts[earlier.case].format(
        few=earlier.samples,
        many=verdict.samples,
        advised=move(earlier.best),
        best=move(verdict.best),
    )
