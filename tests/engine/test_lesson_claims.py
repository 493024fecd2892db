"""What each lesson tells the learner is true in its deal (issue #45 item 15).

The lessons' deals were once chosen by a check at play time's 400 samples that a promised move
was merely "good": Kaschlan 2 promised a pair attack with a trump that the review rated an
inaccuracy, Kaschlan 4 said "when you cannot beat every card" where every card could be beaten,
1001 1 and Chapanka 1 promised moves nearly every legal move satisfied, Chapanka 2 taught the
dealer's discard without saying so, and Scharwenzel 2's "weak hand" held two aces. Each claim
of an introduction is checked here at the lesson's taught decision.
"""

from __future__ import annotations

from engine.actions import Action
from engine.cards import RANK_OF, SUIT_OF
from engine.coach.games import chapanka, kaschlan, scharwenzel, tausendundeins
from engine.coach.lesson import Lesson
from engine.guided import decision, lessons, promised


def _taught(game: str, number: int) -> tuple[Lesson, list[str], list[str]]:
    """The lesson, its promised moves and all legal moves at the decision it teaches."""
    lesson = lessons(game)[number - 1]
    state = decision(lesson)
    assert state is not None
    return lesson, promised(lesson, state), [a.text for a in state.legal_actions()]


def test_kaschlan_lesson_1_attacks_with_a_card_that_is_no_trump() -> None:
    lesson, kept, legal = _taught("kaschlan", 1)
    assert "no trump" in lesson.intro and "keep your trumps" in lesson.intro
    state = decision(lesson)
    assert state is not None
    trump = state.observation(0)["trump"]
    assert kept and all(SUIT_OF[a.split()[1]] != trump for a in kept)
    assert set(legal) - set(kept), "a trump attack is the move the lesson warns against"


def test_kaschlan_lesson_2_pair_is_no_trump() -> None:
    lesson, kept, _legal = _taught("kaschlan", 2)
    assert "neither of them a trump" in lesson.intro
    state = decision(lesson)
    assert state is not None
    trump = state.observation(0)["trump"]
    for move in kept:
        cards = move.split()[1:]
        assert len(cards) >= 2 and len({RANK_OF[c] for c in cards}) == 1
        assert not any(c == "QD" or SUIT_OF[c] == trump for c in cards)


def test_a_pair_with_a_trump_keeps_no_promise_of_the_pair_lesson() -> None:
    view = {"trump": "C", "hand": ["7D", "7C", "9S"]}
    assert not kaschlan.attack_with_the_pair(Action("attack 7D 7C"), view)  # type: ignore[arg-type]
    assert kaschlan.attack_with_the_pair(Action("attack 7D 7S"), {"trump": "C"})  # type: ignore[arg-type]


def test_kaschlan_lesson_4_cannot_beat_every_card_at_its_decision() -> None:
    lesson, kept, legal = _taught("kaschlan", 4)
    assert "When you cannot beat every card, take" in lesson.intro
    state = decision(lesson)
    assert state is not None and state.observation(0)["phase"] == "defend"
    assert kaschlan.cannot_beat_all(state)
    assert kept == ["take"] and any(a.startswith("beat ") for a in legal)


def test_1001_lesson_1_promises_the_ace_lead_and_no_suit_is_trumps() -> None:
    lesson, kept, legal = _taught("tausendundeins", 1)
    assert lesson.promise is tausendundeins.lead_an_ace
    state = decision(lesson)
    assert state is not None
    assert state.observation(0)["trump"] is None  # "no suit is trumps until a marriage"
    assert kept and all(RANK_OF[a.split()[1]] == "A" for a in kept)
    assert len(kept) < len(legal) / 2  # the move the lesson teaches, not any move


def test_1001_lesson_2_does_not_say_a_marriage_scores_whatever_happens() -> None:
    """Tausendundeins rules §4: a player who wins no trick scores nothing for his marriages."""
    intro = lessons("tausendundeins")[1].intro
    assert "scores at once" not in intro and "win at least one trick" in intro


def test_chapanka_lesson_1_promises_laying_away_the_card_with_most_points() -> None:
    lesson, kept, legal = _taught("chapanka", 1)
    state = decision(lesson)
    assert state is not None
    held = state.hand(0)
    most = max(chapanka.POINTS.get(RANK_OF[c], 0) for c in held)
    assert most > 0 and kept
    assert all(chapanka.POINTS.get(RANK_OF[a.split()[1]], 0) == most for a in kept)
    assert len(kept) < len(legal) / 2
    assert "most points" in lesson.intro


def test_chapanka_lesson_2_says_the_dealer_lays_a_card_away_first() -> None:
    lesson, kept, legal = _taught("chapanka", 2)
    state = decision(lesson)
    assert state is not None
    assert "dealer" in state.observation(0)["roles"][0]
    assert {a.split()[0] for a in legal} == {"discard"}
    assert "You deal" in lesson.intro and "lay one card away" in lesson.intro
    assert "discard JH" in legal and "discard JH" not in kept


def test_scharwenzel_lesson_2_is_a_weak_hand() -> None:
    lesson = lessons("scharwenzel")[1]
    held = lesson.start().hand(0)
    assert "QC" not in held and "QS" not in held
    assert not any(RANK_OF[c] == "J" for c in held)
    assert sum(1 for c in held if RANK_OF[c] == "A") <= 1
    assert scharwenzel.partner(lesson.start())
