"""A puzzle names the seats as the table does, marks the partner, and says truly what a wrong
answer cost (found by the real-window play-test of issue 43)."""

from __future__ import annotations

from dataclasses import replace

import pytest

import i18n
from engine.coach.puzzle import Puzzle
from engine.coach.puzzle_set import load
from gui import names
from gui.coach.puzzle_seats import partners, seat_names
from gui.coach.puzzle_view import PuzzleView


def _view(qtbot, puzzle: Puzzle, language: str = "en") -> PuzzleView:
    view = PuzzleView(None, lambda: ("french", language))
    qtbot.addWidget(view)
    view.show_puzzle(puzzle)
    return view


def _first(game: str, wanted) -> Puzzle:
    return next(p for p in load(game) if wanted(p))


def _declarer(p: Puzzle) -> int | None:
    sides = p.position().trick_rules().sides
    return sides[0][0] if sides else None


def test_the_seats_are_named_from_the_persons_left_as_at_the_table() -> None:
    assert seat_names(4, 0)[1:] == ["Anna", "Bruno", "Clara"]
    assert seat_names(4, 3) == ["Anna", "Bruno", "Clara", "you"]
    assert seat_names(3, 1) == ["Bruno", "you", "Anna"]


def test_a_scharwenzel_puzzle_names_the_partner(qtbot) -> None:
    puzzle = _first("scharwenzel", lambda p: p.seat == 3)
    view = _view(qtbot, puzzle)
    text = view.situation.text()
    assert "seat " not in text
    assert partners(puzzle.position(), 3) == {1}
    seats = next(line for line in text.splitlines() if line.startswith("At the table: "))
    assert seats.split(": ", 1)[1].split(" · ")[0].startswith("you")
    assert "Bruno (" in seats and "your partner)" in seats.split("Bruno", 1)[1].split(" · ")[0]
    for other in ("Anna", "Clara"):
        assert "your partner" not in seats.split(other, 1)[1].split(" · ")[0]
    scores = next(line for line in text.splitlines() if line.startswith("Scores: "))
    assert scores.startswith("Scores: Your team: ") and "Opponents: " in scores


def test_a_bolachen_defender_is_told_who_defends_with_them(qtbot) -> None:
    puzzle = _first("bolachen", lambda p: _declarer(p) not in (None, p.seat))
    declarer = _declarer(puzzle)
    assert declarer is not None
    mate = next(s for s in range(3) if s not in (declarer, puzzle.seat))
    view = _view(qtbot, puzzle)
    seats = next(line for line in view.situation.text().splitlines() if "At the table" in line)
    name = seat_names(3, puzzle.seat)[mate]
    mark = seats.split(name, 1)[1].split(" · ")[0]
    assert "your partner" in mark and "Defender" in mark
    declarer_mark = seats.split(seat_names(3, puzzle.seat)[declarer], 1)[1].split(" · ")[0]
    assert "Declarer" in declarer_mark and "partner" not in declarer_mark


@pytest.mark.parametrize(
    ("language", "man", "woman"),
    [("de", "Ihr Partner", "Ihre Partnerin"), ("pl", "twój partner", "twoja partnerka")],
)
def test_the_partner_mark_agrees_with_the_name(qtbot, qapp, language, man, woman) -> None:
    i18n.install(qapp, language)
    for puzzle in load("bolachen"):
        declarer = _declarer(puzzle)
        if declarer in (None, puzzle.seat):
            continue
        mate = next(s for s in range(3) if s not in (declarer, puzzle.seat))
        name = seat_names(3, puzzle.seat)[mate]
        view = _view(qtbot, puzzle, language)
        mark = view.situation.text().split(name + " (", 1)[1].split(")")[0]
        expected = woman if names.is_feminine(name) else man
        assert expected in mark, (name, mark)


def _wrong(view: PuzzleView, puzzle: Puzzle) -> str:
    return next(
        str(view.moves.item(i).data(0x0100))
        for i in range(view.moves.count())
        if view.moves.item(i).data(0x0100) != puzzle.answer
    )


def test_a_wrong_answer_to_a_puzzle_with_its_margin_only_says_what_is_known(qtbot) -> None:
    puzzle = replace(load("chapanka")[0], losses={})  # as stored before losses were kept
    view = _view(qtbot, puzzle)
    wrong = _wrong(view, puzzle)
    view.moves.setCurrentRow(
        next(i for i in range(view.moves.count()) if view.moves.item(i).data(0x0100) == wrong)
    )
    view.answer()
    text = view.feedback.text()
    label = names.action_label("chapanka", wrong, "french", "en")
    assert f"every other move, “{label}” too, by at least" in text
    assert "costs about" not in text


def test_a_wrong_answer_is_told_its_own_cost_where_the_puzzle_kept_it(qtbot) -> None:
    base = load("chapanka")[0]
    view = _view(qtbot, base)
    wrong = _wrong(view, base)
    puzzle = replace(base, losses={base.answer: 0.0, wrong: 7.25})
    view.show_puzzle(puzzle)
    view.moves.setCurrentRow(
        next(i for i in range(view.moves.count()) if view.moves.item(i).data(0x0100) == wrong)
    )
    view.answer()
    label = names.action_label("chapanka", wrong, "french", "en")
    assert f"Your move “{label}” costs about 7.2 points a deal against it." in (
        view.feedback.text()
    )
