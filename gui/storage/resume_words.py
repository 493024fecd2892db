"""What an autosave holds, in words for the resume question and the Resume menu: the standing
(one score a team where partners share it) and the lesson it goes on with.

Why its own module: the question said "score 0 : 0 : 0 : 0" for Scharwenzel's two teams
(partners share one score, and the score sheet shows two columns) and did not say that the
guided lesson would be resumed (issue 45 item 10).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

import engine
from engine.guided import CONTEXT as LESSONS_CONTEXT
from engine.guided import lessons
from gui import names
from gui.storage.saves import SaveMeta
from gui.storage.statistics_dialog import format_score


def _t(text: str) -> str:
    return QCoreApplication.translate("ResumeWords", text)


def teams_of(meta: SaveMeta) -> list[list[int]]:
    """The partnerships of the saved match (as its first deal seats them); [] when everyone
    plays for themself, or when the save's set-up is not one the engine knows."""
    try:
        state = engine.game(meta.game).new_game(
            players=meta.players, seed=meta.seed, options=dict(meta.options)
        )
    except (KeyError, TypeError, ValueError):
        return []
    teams = [list(t) for t in (state.observation(0).get("teams") or [])]
    return teams if any(len(t) > 1 for t in teams) else []


def standing(meta: SaveMeta) -> str:
    """The match's score: "Your team 12 : Opponents 8" where partners share a score (one
    column a team, as the score sheet shows it), else one number a seat, "3 : 0 : 1"."""
    totals = list(meta.totals)
    teams = teams_of(meta)
    if not teams:
        return " : ".join(format_score(t) for t in totals)
    parts = []
    for index, team in enumerate(teams):
        value = totals[team[0]] if team[0] < len(totals) else None
        parts.append(
            _t("{team} {score}").format(
                team=names.team_name(index, teams), score=format_score(value)
            )
        )
    return " : ".join(parts)


def lesson_sentence(meta: SaveMeta) -> str:
    """What resuming brings back of learn mode: the guided lesson by its title, or that
    learn mode stays on; "" when it was off."""
    learn = meta.learn or {}
    if not learn.get("on"):
        return ""
    index = learn.get("lesson")
    series = lessons(meta.game)
    if isinstance(index, int) and 0 <= index < len(series):
        title = QCoreApplication.translate(LESSONS_CONTEXT, series[index].title)
        return _t("The guided lesson “{title}” goes on where you left it.").format(title=title)
    return _t("Learn mode stays on.")
