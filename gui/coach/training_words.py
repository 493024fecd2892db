"""Par and accuracy in the person's words (the result panel, the review, the Training window).

Why one module: the sentence must say what the numbers say (a test checks each case), and
the same sentence appears in three places. The difference counts only beyond par's error:
inside it the sentence says "about what a strong player would have".
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication

from engine.coach.accuracy import Accuracy
from engine.coach.match_par import MatchPar
from engine.coach.par import Par
from gui.numbers import localise
from i18n import installed_language, plurals


def _tr(text: str) -> str:
    """A sentence of the training feature in the person's language (context "Training")."""
    return QCoreApplication.translate("Training", text)


def amount(x: float) -> str:
    """A number as the panel says it: whole from 10 on, else to a tenth (with the person's
    language's decimal sign: "0,8" in German and Polish)."""
    x = abs(x)
    return _local(f"{x:.0f}" if x >= 10 else f"{x:.1f}")


def _local(text: str) -> str:
    return localise(text, installed_language() or "en")


def par_line(par: Par) -> str:
    """ "Par (strong with your cards): +3.5 ± 1.2 points (4 replays)." """
    if par.runs == 0 or math.isnan(par.par):
        return _tr("Par could not be worked out for this deal.")
    error = "" if math.isnan(par.error) else f" ± {amount(par.error)}"
    if par.unit == "marks":
        text = _tr("Par (strong with your cards): {value}{error} marks, from {runs} replays.")
        marks = -par.par  # the value is minus the marks
        return text.format(value=amount(marks), error=error, runs=par.runs)
    text = _tr("Par (strong with your cards): {value}{error} points, from {runs} replays.")
    return text.format(value=signed(par.par), error=error, runs=par.runs)


def par_sentence(par: Par) -> str:
    """One sentence on what the difference means, counted only beyond par's error."""
    if par.runs == 0 or math.isnan(par.par):
        return ""
    diff = par.difference
    noise = 0.0 if math.isnan(par.error) else par.error
    if abs(diff) <= noise or amount(diff) in ("0.0", "0"):
        return _tr("You scored about what a strong player would have with these cards.")
    if par.unit == "marks":
        if diff > 0:
            text = _tr("You took {n} fewer marks than a strong player would have with these cards.")
        else:
            text = _tr("You took {n} more marks than a strong player would have with these cards.")
        return text.format(n=amount(diff))
    if diff > 0:
        text = _tr("You scored {n} more than a strong player would have with these cards.")
    else:
        text = _tr("You scored {n} less than a strong player would have with these cards.")
    return text.format(n=amount(diff))


def accuracy_line(acc: Accuracy, unit: str) -> str:
    """ "Accuracy: 75 % of your 8 decisions best or good; 0.8 points lost per decision." """
    if acc.share is None or acc.lost_per_decision is None:
        return _tr("Accuracy: every move of yours was the only possible one.")
    if unit == "marks":
        text = _tr(
            "Accuracy: {share} % of your {n} decisions best or good; {lost} marks lost per "
            "decision."
        )
    else:
        text = _tr(
            "Accuracy: {share} % of your {n} decisions best or good; {lost} points lost per "
            "decision."
        )
    return text.format(
        share=round(100 * acc.share), n=acc.decisions, lost=f"{acc.lost_per_decision:.1f}"
    )


def pending_line() -> str:
    return _tr("Par: a strong player is replaying your cards…")


def signed(x: float) -> str:
    """A value with its sign, as the panel says it ("+12", "−3.5")."""
    return ("+" if x >= 0 else "−") + amount(x)


def count(x: float) -> str:
    """Replays won: whole, or to a tenth where a tied match counted a share."""
    return _local(f"{x:.0f}" if float(x).is_integer() else f"{x:.1f}")


def match_par_line(answer: MatchPar) -> str:
    """ "Match par (strong with your cards, 7 deals): +215 ± 60 points; you: +180." """
    if math.isnan(answer.par):
        return _tr("The match's par could not be worked out: a deal has none.")
    error = "" if math.isnan(answer.error) else f" ± {amount(answer.error)}"
    if answer.unit == "marks":
        text = _tr(
            "Match par (strong with your cards, {deals}): {value}{error} marks; you: {score}."
        )
        return text.format(
            deals=plurals.deals(len(answer.deals)),
            value=amount(-answer.par),
            error=error,
            score=amount(-answer.score),
        )
    text = _tr("Match par (strong with your cards, {deals}): {value}{error} points; you: {score}.")
    return text.format(
        deals=plurals.deals(len(answer.deals)),
        value=signed(answer.par),
        error=error,
        score=signed(answer.score),
    )


def match_won(answer: MatchPar) -> str:
    """ "A strong player with your cards would have won the match in 7 of 10 replays; you
    won it." ("" before any replay.)"""
    if not answer.replays:
        return ""
    if answer.won >= 1:
        text = _tr(
            "A strong player with your cards would have won the match in {wins} of {n} "
            "replays; you won it."
        )
    elif answer.won <= 0:
        text = _tr(
            "A strong player with your cards would have won the match in {wins} of {n} "
            "replays; you lost it."
        )
    else:
        text = _tr(
            "A strong player with your cards would have won the match in {wins} of {n} "
            "replays; you shared first place."
        )
    return text.format(wins=count(answer.wins), n=answer.replays)


def match_pending_line() -> str:
    return _tr("Match par: a strong player is replaying your whole match…")


def margin_line(margin: float, unit: str) -> str:
    """How far the answer is ahead of the next best move."""
    if unit == "marks":
        return _tr("It is ahead of every other move by at least {n} marks a deal.").format(
            n=amount(margin)
        )
    return _tr("It is ahead of every other move by at least {n} points a deal.").format(
        n=amount(margin)
    )


def cost_line(played: str, cost: float, unit: str) -> str:
    """What the person's own move cost in the deal the puzzle came from."""
    if unit == "marks":
        text = _tr("In your deal you played {move}: it cost about {n} marks a deal.")
    else:
        text = _tr("In your deal you played {move}: it cost about {n} points a deal.")
    return text.format(move=played, n=amount(cost))


def rating_line(rating: float, rd: float) -> str:
    return _tr("Your puzzle rating: {rating} ± {rd}").format(rating=round(rating), rd=round(2 * rd))
