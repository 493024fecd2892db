"""Par and accuracy in the person's words (the result panel, the review, the Training window).

Why one module: the sentence must say what the numbers say (a test checks each case), and
the same sentence appears in three places. The difference counts only beyond par's error,
both as shown (rounded): inside it the sentence says "about what a strong player would
have". Replays that all agreed are said to have agreed, not given "± 0".
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.coach.accuracy import Accuracy
from engine.coach.ideas import names as idea_names
from engine.coach.match_par import MatchPar
from engine.coach.par import Par
from engine.coach.profile import profile_for
from engine.coach.progress import Point
from gui.numbers import decimal
from i18n import plurals


def _tr(text: str) -> str:
    """A sentence of the training feature in the person's language (context "Training")."""
    return QCoreApplication.translate("Training", text)


def _trn(text: str, n: int) -> str:
    """A sentence with a count in it ("from %n replay(s)"), in the plural form the person's
    language gives ``n`` (Polish has three): "from 1 replays" read wrong. English without a
    catalog takes its form from the "(s)" of the source (:func:`i18n.plurals.english`)."""
    return plurals.english(QCoreApplication.translate("Training", text, None, n), n)


def amount(x: float) -> str:
    """A number as the panel says it: whole from 10 on, else to a tenth (a decimal comma in
    German and Polish)."""
    x = abs(x)
    return decimal(x, 0 if x >= 10 else 1)


def mean_band(point: Point, signed: bool = True) -> str:
    """A running mean with the half-width of its 95 % band: "+12.5 ± 3.1" ("+12,5 ± 3,1"
    in German); the mean alone while the band is nothing yet (one deal)."""
    mean = decimal(point.mean, 1, signed)
    half = (point.high - point.low) / 2
    return mean if half <= 0 else f"{mean} ± {decimal(half, 1)}"


Teams = Sequence[Sequence[int]]


def margin_label(par: Par, teams: Teams | None = None) -> str | None:
    """What par and the person's score are in a race (1001, Scharwenzel: the analyst's value
    is the points *ahead of* the others, not the deal's own points beside it on the sheet):
    "Your margin over your opponent"; None where they are the deal's own score.

    ``teams``: the match's sides (each a list of seats); without them, one opponent. The
    analyst takes the others' average where there are several (1001 for three)."""
    if not profile_for(par.game).margin:
        return None
    sides = [list(t) for t in teams] if teams else [[par.seat], [par.seat + 1]]
    others = [t for t in sides if par.seat not in t]
    if any(len(t) > 1 for t in sides):
        return _tr("Your side's margin over the other side")
    if len(others) > 1:
        return _tr("Your margin over your opponents' average")
    return _tr("Your margin over your opponent")


def par_line(par: Par, teams: Teams | None = None) -> str:
    """ "Par (strong with your cards): +3.5 ± 1.2 points, from 4 replays.", or, where every
    replay gave the same, "…: +3.5 points, the same in all 3 replays." ("± 0.0" read as
    certainty, when it only says the few replays agreed).

    In a race both figures are margins over the opponent, and the line says so with the
    person's own margin first ("Your margin over your opponent: +18 points; a strong
    player's with your cards (par): −49 ± 53, from 12 replays."): "Par −49" beside "This
    deal: 18" read as two scores of the same kind."""
    if par.runs == 0 or math.isnan(par.par):
        return _tr("Par could not be worked out for this deal.")
    label = margin_label(par, teams)
    if label is not None:
        return _margin_par_line(par, label)
    marks = par.unit == "marks"
    value = amount(-par.par) if marks else signed(par.par)  # marks: the value is minus them
    if par.unanimous:
        if marks:
            text = _tr(
                "Par (strong with your cards): {value} marks, the same in all {runs} replays."
            )
        else:
            text = _tr(
                "Par (strong with your cards): {value} points, the same in all {runs} replays."
            )
        return text.format(value=value, runs=par.runs)
    error, runs = _error(par), par.runs
    if marks:
        text = _trn("Par (strong with your cards): {value}{error} marks, from %n replay(s).", runs)
    else:
        text = _trn("Par (strong with your cards): {value}{error} points, from %n replay(s).", runs)
    return text.format(value=value, error=error)


def _margin_par_line(par: Par, label: str) -> str:
    """The par line of a race: the person's margin, then par as a strong player's margin."""
    if par.unanimous:
        text = _tr(
            "{margin}: {score} points; a strong player's with your cards (par): {value}, the "
            "same in all {runs} replays."
        )
    else:
        text = _trn(
            "{margin}: {score} points; a strong player's with your cards (par): "
            "{value}{error}, from %n replay(s).",
            par.runs,
        )
    return text.format(
        margin=label,
        score=signed(par.score),
        value=signed(par.par),
        error=_error(par),
        runs=par.runs,
    )


def _error(par: Par) -> str:
    """ " ± 1.2" after par's value; nothing where there is no error to state (one replay, or
    replays that all agreed)."""
    if math.isnan(par.error) or par.unanimous:
        return ""
    return f" ± {amount(par.error)}"


def shown(x: float) -> float:
    """``x`` as :func:`amount` writes it (its size, rounded to what is shown): the sentence
    judges on these, so its words never contradict the figures beside them."""
    x = abs(x)
    return round(x, 0 if x >= 10 else 1)


def par_sentence(par: Par) -> str:
    """One sentence on what the difference means, counted only where the difference shown
    is beyond the error shown ("2.0 less" beside "± 2.0" read as a difference that counts)."""
    if par.runs == 0 or math.isnan(par.par):
        return ""
    diff = par.difference
    noise = 0.0 if math.isnan(par.error) else shown(par.error)
    if shown(diff) <= noise or shown(diff) == 0:  # inside the error, or it reads "0"
        if profile_for(par.game).margin:
            return _tr("Your margin is about what a strong player's would have been.")
        return _tr("You scored about what a strong player would have with these cards.")
    if profile_for(par.game).margin:  # the line before says whose margin over whom
        if diff > 0:
            text = _tr("Your margin is {n} points larger than a strong player's would have been.")
        else:
            text = _tr("Your margin is {n} points smaller than a strong player's would have been.")
        return text.format(n=amount(diff))
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
    n = acc.decisions
    if unit == "marks":
        text = _trn(
            "Accuracy: {share} % of your %n decision(s) best or good; {lost} marks lost per "
            "decision.",
            n,
        )
    else:
        text = _trn(
            "Accuracy: {share} % of your %n decision(s) best or good; {lost} points lost per "
            "decision.",
            n,
        )
    return text.format(share=round(100 * acc.share), lost=decimal(acc.lost_per_decision))


def idea_name(key: str) -> str:
    """An idea's name in the person's language ("Mit der billigsten Karte stechen")."""
    return QCoreApplication.translate(idea_names.CONTEXT, idea_names.idea_name(key))


def short_line(par: Par | None, acc: Accuracy | None, unit: str, pending: bool = False) -> str:
    """The same figures in one short line for a small table's result panel (the full lines
    are its tooltip): "Par: +3.5 ± 1.2, you: −12.3 · Accuracy: 64 %"."""
    parts = []
    if par is not None and par.runs > 0 and not math.isnan(par.par):
        error = _error(par)
        if unit == "marks":  # the value is minus the marks
            text = _tr("Par: {par} marks, you: {score}")
            parts.append(text.format(par=amount(-par.par) + error, score=amount(-par.score)))
        elif profile_for(par.game).margin:  # both are margins (the tooltip says over whom)
            text = _tr("Margin: par {par}, you {score}")
            parts.append(text.format(par=signed(par.par) + error, score=signed(par.score)))
        else:
            text = _tr("Par: {par}, you: {score}")
            parts.append(text.format(par=signed(par.par) + error, score=signed(par.score)))
    elif par is None and pending:
        parts.append(_tr("Par: being worked out…"))
    if acc is not None and acc.share is not None:
        # A share and its sign stay on one line ("64 %", never "64" and "%" a line below).
        share = f"{round(100 * acc.share)}\u00a0%"
        parts.append(_tr("Accuracy: {share}").format(share=share))
    return " · ".join(parts)


def signed(x: float) -> str:
    """ "+3.5", "−12" (a true minus sign, as the par line writes it)."""
    return ("+" if x >= 0 else "−") + amount(x)


def pending_line() -> str:
    return _tr("Par: a strong player is replaying your cards…")


def margin_line(margin: float, unit: str) -> str:
    """How far the answer is ahead of the next best move."""
    if unit == "marks":
        return _tr("It is ahead of every other move by at least {n} marks a deal.").format(
            n=amount(margin)
        )
    return _tr("It is ahead of every other move by at least {n} points a deal.").format(
        n=amount(margin)
    )


def behind_line(move: str, margin: float, unit: str) -> str:
    """A wrong answer whose own loss the puzzle did not keep (built-in puzzles stored with
    their margin only): what is known is that it, like every other move, is at least the
    margin behind; no cost of its own is made up."""
    if unit == "marks":
        text = _tr("It is ahead of every other move, “{move}” too, by at least {n} marks a deal.")
    else:
        text = _tr("It is ahead of every other move, “{move}” too, by at least {n} points a deal.")
    return text.format(move=move, n=amount(margin))


def loss_line(move: str, loss: float, unit: str) -> str:
    """What the move chosen loses against the answer, where the puzzle kept it."""
    if unit == "marks":
        text = _tr("Your move “{move}” costs about {n} marks a deal against it.")
    else:
        text = _tr("Your move “{move}” costs about {n} points a deal against it.")
    return text.format(move=move, n=amount(loss))


def cost_line(played: str, cost: float, unit: str) -> str:
    """What the person's own move cost in the deal the puzzle came from."""
    if unit == "marks":
        text = _tr("In your deal you played {move}: it cost about {n} marks a deal.")
    else:
        text = _tr("In your deal you played {move}: it cost about {n} points a deal.")
    return text.format(move=played, n=amount(cost))


def rating_line(rating: float, rd: float) -> str:
    return _tr("Your puzzle rating: {rating} ± {rd}").format(rating=round(rating), rd=round(2 * rd))


def count(x: float) -> str:
    """Replays won: whole, or to a tenth where a tied match counted a share."""
    return decimal(x, 0 if float(x).is_integer() else 1)


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
    n = answer.replays
    if answer.won >= 1:
        text = _trn(
            "A strong player with your cards would have won the match in {wins} of %n "
            "replay(s); you won it.",
            n,
        )
    elif answer.won <= 0:
        text = _trn(
            "A strong player with your cards would have won the match in {wins} of %n "
            "replay(s); you lost it.",
            n,
        )
    else:
        text = _trn(
            "A strong player with your cards would have won the match in {wins} of %n "
            "replay(s); you shared first place.",
            n,
        )
    return text.format(wins=count(answer.wins))


def match_pending_line() -> str:
    return _tr("Match par: a strong player is replaying your whole match…")


def match_lost_line(error: str) -> str:
    """A kept match's par that cannot go on: its save in the training record is damaged."""
    return _tr("A match's par could not be worked out further: {error}").format(error=error)
