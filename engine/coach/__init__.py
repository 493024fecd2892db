"""The coach: one analyst that hint, learn mode and review all ask (see docs/coach.md).

Why one package: three short searches that each drew their own deals contradicted each other by
more than the verdicts they printed. Here every option of a decision is scored on the same
sampled deals, the answer is seeded from the position, and the words come from predicates that
are checked true in the position.

Public face (the GUI and the CLI use only this):

- :func:`analyse` — every option of the decision with its value, paired standard error and
  verdict, best first; deterministic for a position and a budget;
- :class:`Analysis`, :class:`OptionValue`, :data:`Verdict` — the answer;
- :class:`Idea` and :func:`ideas_for` — the reasons in words behind a move.
"""

from engine.coach.analyst import (
    DEEP_SAMPLES,
    PLAY_SAMPLES,
    Analysis,
    OptionValue,
    Verdict,
    analyse,
)
from engine.coach.ideas import Idea, ideas_for

__all__ = [
    "DEEP_SAMPLES",
    "PLAY_SAMPLES",
    "Analysis",
    "Idea",
    "OptionValue",
    "Verdict",
    "analyse",
    "ideas_for",
]
