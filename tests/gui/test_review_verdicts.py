"""The review's verdict on a decision comes from the deepest analysis, and when it differs
from the advice given during play it says why, with both sample sizes."""

from __future__ import annotations

import dataclasses

from engine.coach import Analysis, Idea, OptionValue
from engine.reasons import Reason
from gui.coach.verdicts import DecisionVerdict, costliest, judge
from gui.coach.words import earlier_text, verdict_word


def _option(action: str, verdict: str, win_loss: float = 0.0) -> OptionValue:
    return OptionValue(
        action,
        -win_loss,
        0.8 - win_loss,
        win_loss,
        0.01,
        win_loss,
        0.01,
        verdict,  # type: ignore[arg-type]
    )


def _analysis(samples: int, *options: OptionValue) -> Analysis:
    return Analysis("tausendundeins", 0, samples, "points", options)


def test_a_verdict_is_the_deep_look_s_with_the_best_move_s_ideas() -> None:
    idea = Idea("keeps-master", Reason("It keeps {card}.", card="AH"))
    best = OptionValue("play AH", 1.0, 0.8, 0.0, 0.0, 0.0, 0.0, "best", (idea,))
    deep = _analysis(1600, best, _option("play 9H", "mistake", 0.2))
    verdict = judge(7, 0, "play 9H", deep)
    assert (verdict.index, verdict.played, verdict.best) == (7, "play 9H", "play AH")
    assert verdict.severity == "mistake" and verdict.flagged and verdict.win_loss == 0.2
    assert verdict.best_ideas == (idea,) and verdict.earlier is None


def test_the_deep_look_turning_down_the_followed_advice_says_why(qapp) -> None:
    play = _analysis(400, _option("play 9H", "best"), _option("play AH", "good"))
    deep = _analysis(1600, _option("play AH", "best"), _option("play 9H", "inaccuracy", 0.08))
    verdict = judge(3, 0, "play 9H", deep, play)
    assert verdict.earlier is not None and verdict.earlier.case == "followed"
    text = earlier_text(verdict, lambda action: action.upper())
    assert text == (
        "You followed the advice given during play, from 400 sampled deals. With more deals "
        "looked at (1600), PLAY AH comes out better."
    )


def test_the_deals_said_are_the_deals_looked_at(qapp) -> None:
    """Before card play the coach asks strong's search, which simulates more deals than the
    budget's samples (5000 and 20000 in Bolachen for 400 and 1600): the review says those."""
    play = dataclasses.replace(
        _analysis(400, _option("call 7D", "best"), _option("call 7H", "good")), deals=5000
    )
    deep = dataclasses.replace(
        _analysis(1600, _option("call 7H", "best"), _option("call 7D", "mistake", 0.2)),
        deals=20000,
    )
    verdict = judge(3, 0, "call 7D", deep, play)
    assert earlier_text(verdict, str) == (
        "You followed the advice given during play, from 5000 sampled deals. With more deals "
        "looked at (20000), call 7H comes out better."
    )


def test_advice_not_followed_and_now_flagged_is_named() -> None:
    play = _analysis(400, _option("play KH", "best"), _option("play 9H", "good"))
    deep = _analysis(
        1600,
        _option("play AH", "best"),
        _option("play 9H", "good"),
        _option("play KH", "blunder", 0.4),
    )
    verdict = judge(3, 0, "play 9H", deep, play)
    assert verdict.earlier is not None and verdict.earlier.case == "advised"
    assert "the coach advised play KH" in earlier_text(verdict, str)


def test_a_move_cleared_by_the_deep_look_says_so() -> None:
    play = _analysis(400, _option("play AH", "best"), _option("play 9H", "mistake", 0.2))
    deep = _analysis(1600, _option("play AH", "best"), _option("play 9H", "good", 0.01))
    verdict = judge(3, 0, "play 9H", deep, play)
    assert verdict.earlier is not None and verdict.earlier.case == "looked-bad"
    assert "as good as the best after all" in earlier_text(verdict, str)


def test_agreeing_looks_say_nothing_more() -> None:
    play = _analysis(400, _option("play AH", "best"), _option("play 9H", "mistake", 0.2))
    deep = _analysis(1600, _option("play AH", "best"), _option("play 9H", "mistake", 0.2))
    verdict = judge(3, 0, "play 9H", deep, play)
    assert verdict.earlier is None and earlier_text(verdict, str) == ""


def test_a_single_option_is_forced_and_the_scale_has_its_words(qapp) -> None:
    deep = _analysis(0, OptionValue("take", 0, 0, 0, 0, 0, 0, "forced"))
    assert judge(1, 0, "take", deep).severity == "forced"
    words = [verdict_word(v) for v in ("best", "good", "inaccuracy", "mistake", "blunder")]
    assert words[1] == "As good as the best, as far as can be told"
    assert len(set(words)) == 5


def test_the_costliest_are_the_flagged_ones_by_lost_win_chance() -> None:
    def verdict(index: int, severity: str, win_loss: float) -> DecisionVerdict:
        return DecisionVerdict(index, 0, "a", "b", severity, 1600, win_loss=win_loss)  # type: ignore[arg-type]

    found = costliest(
        [verdict(1, "good", 0.0), verdict(2, "mistake", 0.2), verdict(3, "blunder", 0.5)]
    )
    assert [v.index for v in found] == [3, 2]


def test_a_flagged_card_play_says_what_it_gave_away(qtbot) -> None:
    """The review names what the card cost in its trick (the game's account of the trick)."""
    import random

    import engine
    from engine.coach.ideas.review import gave_away
    from gui.coach.learning import review_frames, with_gave_away
    from gui.coach.review_window import ReviewWindow

    state = engine.game("tausendundeins").new_game(seed=5)
    rng = random.Random(2)
    while state.current_player is not None:  # a whole deal, at random
        state.apply(rng.choice(state.legal_actions()))
    index = better = None
    for i, (seat, _text) in enumerate(state.history):
        if seat != 0:
            continue
        before = state.clone()
        before.rewind_to(i)
        others = [a.text for a in before.legal_actions() if a.text != state.history[i][1]]
        better = next((o for o in others if gave_away(state, i, o) is not None), None)
        if better is not None:
            index = i
            break
    assert index is not None and better is not None
    played = state.history[index][1]
    verdict = DecisionVerdict(index, 0, played, better, "mistake", 1600, win_loss=0.2)
    shown = with_gave_away(state, {index: verdict})[index]
    assert shown.gave_away == gave_away(state, index, better)
    window = ReviewWindow(["You", "Anna"], str, lambda s, m: m, words=str)
    qtbot.addWidget(window)
    frames = review_frames(state, 0, {index: shown})
    window.set_deal(0, frames)
    step = next(i for i, f in enumerate(frames) if f.review is not None)
    window.show_frame(step)
    assert str(shown.gave_away) in window.verdict.text()
