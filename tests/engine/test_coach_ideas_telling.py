"""The coach names an idea only where it tells the move from the others (issue #45 item 17):
an idea said of every legal option alike ("none of your cards beats the ace" on each card)
is left out of the analysis, and every counted sentence has its plural forms."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.coach import analyse, ideas_for
from engine.reasons import Reason
from tests.engine.test_coach_ideas import GAMES, _decisions


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_no_idea_shown_is_said_of_every_option_alike(game: str, players: int) -> None:
    """Over random positions of each game: the analysis shows no idea on all options, while
    the catalogue alone did say such ideas there (so the filter had work to do)."""
    alike = shown = 0
    rng = random.Random(11)
    for state, seat, _legal in _decisions(game, players, 3, 90):
        if rng.random() > 0.3:
            continue
        analysis = analyse(state, seat, samples=2)
        keys = [{i.key for i in o.ideas} for o in analysis.options]
        shown += sum(map(len, keys))
        assert not set.intersection(*keys), (analysis.options[0].action, keys)
        raw = [{i.key for i in ideas_for(state, seat, o.action)} for o in analysis.options]
        alike += bool(set.intersection(*raw))
    assert shown >= 10
    assert alike >= 1 or game == "kaschlan"


def test_kaschlan_a_trump_reinforced_is_no_plain_card_shed() -> None:
    """ "8D leaves your hand, and the defender must beat it as well" was said of trumps too."""
    for state, seat, legal in _decisions("kaschlan", 4, 12, 200):
        trump = state.trump  # type: ignore[attr-defined]
        for action in legal:
            if action.verb != "reinforce":
                continue
            said = {i.key for i in ideas_for(state, seat, action.text)}
            trumps = any(c == "QD" or c[-1] == trump for c in action.args)
            assert ("reinforces-plain" in said) == (not trumps), action.text


def test_scharwenzel_a_pass_names_the_bid_it_gives_up() -> None:
    """Seed 13577, the first decision: the pass said only suit counts ("you hold 1 cards of
    clubs"); now it names the lowest open bid and counts in the right number."""
    from engine.coach.cli import decision_after

    state = decision_after("scharwenzel", 4, 13577, 0, {})
    seat = state.current_player
    assert seat is not None
    (idea,) = [i for i in ideas_for(state, seat, "pass") if i.key == "passes-short"]
    bids = {a.text for a in state.legal_actions() if a.verb == "bid"}
    assert idea.reason.params["bid"] in bids
    assert idea.reason.plural_by == "held"
    assert " 1 cards" not in str(idea.reason)


@pytest.mark.parametrize(("count", "english"), [(1, "1 card of clubs"), (3, "3 cards of clubs")])
def test_a_counted_sentence_takes_the_plural_form_of_its_number(count: int, english: str) -> None:
    reason = Reason("You hold {held} card(s) of clubs.", plural_by="held", held=count)
    assert english in str(reason)


def test_every_counted_idea_sentence_is_marked_for_its_plural() -> None:
    """A sentence naming a number of cards, tricks or trumps chooses its form by it: sampled
    ideas whose words run "<number> card", "<number> trick", "<number> trump" are counted."""
    import re

    seen: Counter[str] = Counter()
    for game, players in GAMES:
        for state, seat, legal in _decisions(game, players, 2, 80):
            for action in legal[:8]:
                for idea in ideas_for(state, seat, action.text):
                    reason = idea.reason
                    for name in re.findall(
                        r"\{(\w+)(?::g)?\} (?:card|trick|trump)", reason.template
                    ):
                        if isinstance(reason.params.get(name), int | float):
                            seen[idea.key] += 1
                            assert reason.plural_by == name, reason.template
    assert seen


def test_chapanka_leads_under_names_only_the_safest_way_out() -> None:
    """ "Leads 7H: a higher card … takes it" came with nearly every lead; now only with the
    leads that the most unplayed higher cards of other hands can take."""
    positions = 0
    for state, seat, legal in _decisions("chapanka", 4, 6, 150):
        if state.trick_rules().played or legal[0].verb != "play":  # type: ignore[attr-defined]
            continue
        counts = {
            a.text: next(
                (
                    i.reason.params["count"]
                    for i in ideas_for(state, seat, a.text)
                    if i.key == "leads-under"
                ),
                None,
            )
            for a in legal
        }
        said = [c for c in counts.values() if c is not None]
        if said:
            positions += 1
            assert len(set(said)) == 1, counts
    assert positions >= 10
