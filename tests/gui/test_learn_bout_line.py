"""Learn mode's "what just happened" for a Kaschlan bout (issue #45 item 22): a whole sentence
saying where the cards went, and always the bout that closed last, read from the game."""

from __future__ import annotations

import random

from gui.coach.learning import outcome_reason
from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.conftest import start, wait_for_person


def test_a_bout_is_told_whole() -> None:
    seats = ["You", "Anna", "Bruno"]
    beat = outcome_reason({"kind": "bout_over", "defender": 1, "took": False}, seats, "french")
    assert beat == "Anna beat every card: they all go to the waste."
    took = outcome_reason({"kind": "bout_over", "defender": 2, "took": True}, seats, "french")
    assert took == "Bruno takes up the cards left unbeaten; beaten pairs go to the waste."


def _last_bout(state) -> dict | None:
    closing = [e for ev in state.events() for e in ev["effects"] if e["kind"] == "bout_over"]
    return closing[-1] if closing else None


def test_the_panel_speaks_of_the_last_bout_at_every_decision(window, qtbot) -> None:
    window.learning.service.use_analyst(FakeAnalyst())
    start(window, qtbot, "kaschlan", players=3, seed=4)
    window.learning.set_learn_mode(True)
    c = window.controller
    rng = random.Random(4)
    checked = 0
    for _ in range(60):
        if c.state.deal_over:
            break
        wait_for_person(window, qtbot)
        if c.state.deal_over:
            break
        last = _last_bout(c.state)
        if last is not None:
            expected = outcome_reason(last, window.seat_names, *window.display())
            qtbot.waitUntil(lambda e=expected: e in window.learning.panel.text.text(), timeout=3000)
            checked += 1
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    assert checked >= 3


def test_a_draw_counts_its_cards_as_the_object_of_the_verb(qapp) -> None:
    """Polish "Anna dobiera 1 karta" (nominative) reads "Anna dobiera 1 kartę"."""
    import i18n
    from gui.coach.log_words import _draw_line

    def name(seat: int) -> str:
        return ["Ty", "Anna"][seat]

    i18n.install(qapp, "pl")
    lines = {
        n: _draw_line({"seat": 1, "cards": [], "count": n}, name, "french", "pl") for n in (1, 3, 5)
    }
    assert lines == {1: "Anna dobiera 1 kartę", 3: "Anna dobiera 3 karty", 5: "Anna dobiera 5 kart"}
