"""A finished match's par as the training record keeps it: round trip, the answer, the save."""

from __future__ import annotations

import json

import pytest

import engine
from engine.coach.match_entry import MatchEntry, fingerprint
from engine.coach.match_par import make_match_par
from engine.coach.par import Par
from engine.contract import GameState
from tests.engine.test_bots_match_reward import _play_out_match

WHEN = "2026-03-01T10:00:00+00:00"
#: A field left out of the entry.
MISSING = object()


def _kaschlan(seed: int = 6) -> GameState:
    """A Kaschlan match of three games (a deal each), played at random."""
    return _play_out_match("kaschlan", seed, {"match_games": 3})


def _pars(state: GameState) -> list[Par]:
    return [
        Par(state.spec.id, k, 0, "marks", -1.0 - k, -2.0, 0.5, 3, (-2.0,) * 3)
        for k in range(state.deals_finished)
    ]


def _entry(state: GameState) -> MatchEntry:
    return MatchEntry.begin(state, "m1", 0, [None, "normal", "normal"], WHEN)


def test_the_answer_is_the_one_made_from_the_match_itself() -> None:
    state = _kaschlan()
    entry = _entry(state).with_replays((1.0, 0.0, 0.5), (3, 3, 4), 12.5, True)
    pars = _pars(state)
    assert entry.answer(pars) == make_match_par(state, 0, pars, (1.0, 0.0, 0.5), (3, 3, 4), 12.5)


def test_an_entry_round_trips_through_json_with_its_save() -> None:
    state = _kaschlan()
    entry = _entry(state).with_replays((1.0,), (3,), 4.0, False)
    again = MatchEntry.from_json(json.loads(json.dumps(entry.to_json())))
    assert again == entry
    rebuilt = again.state()
    assert rebuilt.to_json() == state.to_json() and fingerprint(rebuilt) == entry.fingerprint


def test_an_entry_names_the_play_of_each_deal_and_an_old_one_none() -> None:
    from engine.coach.plays import play_of

    state = _kaschlan()
    entry = _entry(state).completed()
    assert entry.plays == tuple(play_of(state, k) for k in range(3))
    assert entry.play(2) == entry.fingerprint
    assert MatchEntry.from_json(entry.to_json()) == entry
    old_file = {k: v for k, v in entry.to_json().items() if k != "plays"}
    assert MatchEntry.from_json(old_file).play(0) is None


def test_a_complete_entry_drops_the_save_and_keeps_the_figures() -> None:
    state = _kaschlan()
    entry = _entry(state).with_replays((1.0, 1.0), (3, 3), 4.0, True).completed()
    assert entry.complete and entry.to_json()["save"] is None
    with pytest.raises(ValueError, match="complete"):
        entry.state()
    again = MatchEntry.from_json(entry.to_json())
    assert again.answer(_pars(state)).outcomes == (1.0, 1.0)


def test_replays_are_never_taken_back() -> None:
    """Two running instances may both work on a match: the one behind does not undo the
    other's replays."""
    entry = _entry(_kaschlan()).with_replays((1.0, 0.0), (3, 3), 4.0, False)
    assert entry.with_replays((1.0,), (3,), 2.0, False) == entry
    done = entry.with_replays((1.0, 0.0), (3, 3), 4.0, True)
    assert done.with_replays((1.0, 0.0, 1.0), (3, 3, 3), 6.0, False) == done


def test_the_answer_needs_every_deals_par() -> None:
    state = _kaschlan()
    with pytest.raises(ValueError, match="all 3 deals"):
        _entry(state).answer(_pars(state)[:2])


def test_an_unfinished_match_has_no_entry() -> None:
    state = engine.game("kaschlan").new_game(seed=1, options={"match_games": 3})
    with pytest.raises(ValueError, match="not over"):
        _entry(state)


@pytest.mark.parametrize(
    "change",
    [
        {"won": 2.0},
        {"outcomes": [1.0, -1.0], "lengths": [3, 3]},
        {"lengths": [3]},
        {"levels": [1, 2, 3]},
        {"save": "text"},
        {"deals": 0},
        {"game": MISSING},
        {"plays": ["a"]},
        {"plays": "abc"},
    ],
)
def test_a_damaged_entry_is_refused(change: dict[str, object]) -> None:
    raw = _entry(_kaschlan()).with_replays((1.0, 0.0), (3, 3), 4.0, False).to_json()
    raw.update(change)
    raw = {k: v for k, v in raw.items() if v is not MISSING}
    with pytest.raises(ValueError, match="not a match entry"):
        MatchEntry.from_json(raw)
