"""Learn mode's "what just happened" line: the current deal's last trick, in the language
shown now (issue 45 items 1 and 10).

Why: the line was kept as words made when the trick ended, so the next deal's first decision
still began with the previous deal's last trick, a language switch left it in the old language,
and a resumed match had lost it.
"""

from __future__ import annotations

import random

import i18n
from engine.coach.explain import trick_outcome
from gui.coach.learning import outcome_reason
from gui.language import Language
from tests.gui.coach_fakes import FakeAnalyst
from tests.gui.conftest import start, wait_for_person


def _play_until(window, qtbot, done, rng: random.Random, limit: int = 300) -> None:
    c = window.controller
    for _ in range(limit):
        wait_for_person(window, qtbot)
        if done():
            return
        if c.state.current_player is None:
            raise AssertionError("the deal ended first")
        before = len(c.state.history)
        c.play(rng.choice(c.legal_texts()))
        qtbot.waitUntil(lambda b=before: len(c.state.history) > b, timeout=5000)
    raise AssertionError("the condition never came")


def last_trick_line(window) -> str:
    """The current deal's last trick in words, worded afresh in today's language."""
    st = window.controller.state
    event = [e for e in st.events(0) if any(f["kind"] == "trick" for f in e["effects"])][-1]
    effect = next(f for f in event["effects"] if f["kind"] == "trick")
    why = trick_outcome(st, event["index"])
    return outcome_reason(effect, window.seat_names, *window.display(), why, st.spec.id)


def test_the_outcome_line_follows_the_language_and_ends_with_its_deal(window, qtbot, qapp) -> None:
    Language(qapp, window.settings, parent=window)  # as gui.app: the setting switches live
    window.learning.service.use_analyst(FakeAnalyst())
    start(window, qtbot, "bolachen", seed=4)
    learning = window.learning
    learning.set_learn_mode(True)
    c = window.controller
    rng = random.Random(3)

    def trick_done() -> bool:
        return any(f["kind"] == "trick" for e in c.state.events(0) for f in e["effects"])

    _play_until(window, qtbot, lambda: trick_done() and c.is_human_turn(), rng)
    english = last_trick_line(window)
    assert english in learning.panel.text.text()
    seen = {english}
    for language in ("de", "pl"):
        window.settings.set_language(language)
        qtbot.waitUntil(lambda lang=language: i18n.installed_language() == lang)
        worded = last_trick_line(window)
        assert worded != english, language  # a translated line, not the English one kept
        qtbot.waitUntil(lambda w=worded: w in learning.panel.text.text(), timeout=3000)
        assert english not in learning.panel.text.text(), language
        seen.add(worded)
    window.settings.set_language("en")
    # To the end of the deal and into the next one: its first decision has no trick yet.
    _play_until(window, qtbot, lambda: c.state.current_player is None, rng)
    c.next_deal()
    _play_until(window, qtbot, lambda: c.is_human_turn(), rng)
    assert learning.last_outcome() == ()
    text = learning.panel.text.text()
    assert not any(line in text for line in seen), text
