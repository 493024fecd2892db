"""The review's verdict reads as sentences (issue 45 item 5).

Why: "Played: You: Trumps: Acorns / Costs about 1.8 points a deal against Trumps: Leaves:
wins about …" chained colons, and the better move ran on into its idea with no full stop.
"""

from __future__ import annotations

import re

from engine.reasons import Reason
from gui.coach.review_window import ReviewFrame
from gui.coach.verdicts import DecisionVerdict


def test_the_verdict_quotes_each_move_in_whole_sentences(window, qtbot) -> None:
    window.controller.new_game("bolachen", 3, {}, 4, "random")
    review = window.learning.review_window("bolachen")
    qtbot.addWidget(review)
    say = Reason(
        "Costs about {points} points a deal against {best}: wins about {n} in 10 deals, "
        "{best} about {m}.",
        best="trump S",
        points="1.8",
        n=0,
        m=5,
    )
    verdict = DecisionVerdict(7, 0, "trump C", "trump S", "mistake", 1600, say=say)
    hands = (("AS", "KS"), ("7C",), ("8C",))
    frames = [ReviewFrame(hands), ReviewFrame(hands, move="trump C", mover=0, review=verdict)]
    review.set_deal(0, frames)
    review.show_frame(1)
    html = review.verdict.text()
    text = re.sub(r"<[^>]+>", "\n", html)
    lines = [line for line in text.split("\n") if line.strip()]
    assert "You chose “Trumps: Acorns”." in lines, lines
    assert "The coach prefers “Trumps: Leaves”." in lines, lines
    assert any("against “Trumps: Leaves”: wins about 0 in 10 deals" in line for line in lines)
    # Outside the quoted moves, at most one colon a sentence: no chains.
    unquoted = [re.sub(r"“[^”]*”", "", line) for line in lines]
    assert all(line.count(":") <= 1 for line in unquoted), unquoted
    assert "Played:" not in html and "You: " not in html
