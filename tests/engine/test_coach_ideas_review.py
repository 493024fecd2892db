"""The review's "what your card gave away": true against the game's own trick results."""

from __future__ import annotations

import random

import pytest

import engine
from engine.coach.ideas.review import gave_away


def _match(game: str, players: int, seed: int) -> engine.GameState:
    state = engine.game(game).new_game(players, seed=seed)
    rng = random.Random(seed)
    while not state.deal_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("game", "players"), [("scharwenzel", 4), ("tausendundeins", 2)])
def test_a_lost_trick_is_explained_with_a_card_that_would_have_won_it(
    game: str, players: int
) -> None:
    said = 0
    for seed in range(6):
        state = _match(game, players, seed)
        events = state.events()
        for event in events:
            seat, text = event["seat"], event["action"]
            if text.split()[0] != "play":
                continue
            before = state.clone()
            before.rewind_to(event["index"])
            others = [a.text for a in before.legal_actions() if a.verb == "play" and a.text != text]
            finished = next(
                (
                    e
                    for later in events
                    if later["index"] >= event["index"]
                    for e in later["effects"]
                    if e["kind"] == "trick"
                ),
                None,
            )
            for other in others:
                reason = gave_away(state, event["index"], other)
                if reason is None:
                    continue
                said += 1
                assert finished is not None
                winner = next(p for p in finished["cards"] if p["seat"] == finished["winner"])
                assert reason.params == {
                    "card": text.split()[1],
                    "winner": winner["card"],
                    "better": other.split()[1],
                }
                assert winner["seat"] != seat
                assert not any(seat in t and winner["seat"] in t for t in state.teams)
                # Played with the same cards from the others, the better card takes the trick.
                trial = before.clone()
                trial.apply(other)
                plays = [p["card"] for p in finished["cards"]]
                mine = [p["seat"] for p in finished["cards"]].index(seat)
                for card in plays[mine + 1 :]:
                    if f"play {card}" not in {a.text for a in trial.legal_actions()}:
                        break
                    trial.apply(f"play {card}")
                else:
                    last = [e for e in trial.events()[-1]["effects"] if e["kind"] == "trick"]
                    assert last[0]["winner"] == seat
    assert said >= 5


def test_nothing_is_said_for_a_trick_the_seat_won() -> None:
    state = _match("tausendundeins", 2, 1)
    for event in state.events():
        tricks = [e for e in event["effects"] if e["kind"] == "trick"]
        if tricks and tricks[0]["winner"] == event["seat"]:
            before = state.clone()
            before.rewind_to(event["index"])
            for action in before.legal_actions():
                assert gave_away(state, event["index"], action.text) is None


def test_nothing_is_said_where_tricks_are_avoided() -> None:
    """In Chapanka a lost trick is usually the point: "KH would have taken it" is no loss."""
    said = 0
    for seed in range(4):
        state = _match("chapanka", 4, seed)
        for event in state.events():
            if event["action"].split()[0] != "play":
                continue
            before = state.clone()
            before.rewind_to(event["index"])
            for action in before.legal_actions():
                said += gave_away(state, event["index"], action.text) is not None
    assert said == 0


def _bolachen_deals(contract: str, count: int) -> list[engine.GameState]:
    """Finished random Bolachen deals played in ``contract``."""
    found = []
    for seed in range(400):
        state = _match("bolachen", 3, seed)
        if getattr(state, "contract", None) == contract:
            found.append(state)
            if len(found) == count:
                break
    assert len(found) == count, f"too few {contract} deals among the seeds"
    return found


def _cards_played(state: engine.GameState, seat: int | None = None) -> list[tuple[int, str]]:
    return [
        (e["index"], e["action"])
        for e in state.events()
        if e["action"].split()[0] == "play" and (seat is None or e["seat"] == seat)
    ]


def test_a_bettel_declarer_is_never_told_a_trick_was_given_away() -> None:
    """He must lose every trick: "would have taken it" is no loss for him."""
    for state in _bolachen_deals("bettel", 3):
        declarer = state.declarer  # type: ignore[attr-defined]
        rules_seen = False
        for index, _text in _cards_played(state, declarer):
            before = state.clone()
            before.rewind_to(index)
            assert declarer in before.trick_rules().avoiders  # type: ignore[attr-defined]
            rules_seen = True
            for action in before.legal_actions():
                assert gave_away(state, index, action.text) is None
        assert rules_seen


def test_bolachen_defenders_are_one_side_against_the_declarer() -> None:
    """A defender whose trick went to the other defender lost nothing; one whose trick went
    to the declarer may be told what would have taken it."""
    said_against_declarer = 0
    for state in _bolachen_deals("brand", 4):
        declarer = state.declarer  # type: ignore[attr-defined]
        for index, _text in _cards_played(state):
            seat = state.history[index][0]
            if seat == declarer:
                continue
            trick = next(
                e
                for event in state.events()
                if event["index"] >= index
                for e in event["effects"]
                if e["kind"] == "trick"
            )
            before = state.clone()
            before.rewind_to(index)
            assert before.trick_rules().sides[0] == (declarer,)  # type: ignore[attr-defined]
            for action in before.legal_actions():
                reason = gave_away(state, index, action.text)
                if trick["winner"] != declarer:
                    assert reason is None
                elif reason is not None:
                    said_against_declarer += 1
    assert said_against_declarer >= 1
