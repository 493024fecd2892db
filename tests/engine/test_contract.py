"""The engine contract's promises that hold for every game: the registry, bad set-ups,
bad action text, and saves that are damaged, edited or of another version."""

from __future__ import annotations

import copy
import json
import random

import pytest

import engine
from engine.contract import resolve_options

GAMES = engine.GAMES


def _played(gid: str, steps: int = 12, seed: int = 5) -> engine.GameState:
    state = engine.game(gid).new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.deal_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_registry_lists_the_five_games_in_order():
    assert set(GAMES) <= {"kaschlan", "tausendundeins", "bolachen", "scharwenzel", "chapanka"}
    order = ["kaschlan", "tausendundeins", "bolachen", "scharwenzel", "chapanka"]
    assert list(GAMES) == [g for g in order if g in GAMES]


def test_unknown_game_names_the_known_ones():
    with pytest.raises(KeyError, match="known games"):
        engine.game("skat")


@pytest.mark.parametrize("gid", GAMES)
def test_spec_describes_itself(gid):
    spec = engine.game(gid)
    assert spec.id == gid and spec.name and spec.players
    for name, option in spec.options.items():
        assert option.default in option.choices, name
        assert option.help, name


@pytest.mark.parametrize("gid", GAMES)
def test_bad_setups_are_refused_with_the_allowed_values(gid):
    spec = engine.game(gid)
    with pytest.raises(ValueError, match="unknown option"):
        spec.new_game(seed=1, options={"no_such_option": 1})
    with pytest.raises(ValueError, match="players"):
        spec.new_game(players=99, seed=1)
    for name, option in spec.options.items():
        with pytest.raises(ValueError, match=f"option {name}"):
            spec.new_game(seed=1, options={name: "no-such-value"})
        assert option.choices
    with pytest.raises(ValueError, match="seed"):
        spec.new_game(seed="x")


@pytest.mark.parametrize("gid", GAMES)
def test_deck_must_be_a_permutation_of_the_pack(gid):
    spec = engine.game(gid)
    players = spec.default_players or spec.players[0]
    pack = list(spec.pack_for(players, resolve_options(spec.options, {})))
    state = spec.new_game(players=players, seed=1, deck=pack)
    assert sorted(c for p in state.card_locations().values() for c in p) == sorted(pack)
    with pytest.raises(ValueError, match="deck"):
        spec.new_game(players=players, seed=1, deck=pack[:-1])
    with pytest.raises(ValueError, match="deck"):
        spec.new_game(players=players, seed=1, deck=[*pack[:-1], pack[0]])
    with pytest.raises(ValueError, match="deck"):
        spec.new_game(players=players, seed=1, deck=[*pack[:-1], "ZZ"])


@pytest.mark.parametrize("gid", GAMES)
def test_nonsense_action_text_is_refused_and_changes_nothing(gid):
    state = _played(gid, 3)
    before = state.to_json()
    for text in ("", "   ", "jump", "play", "play XX", "play QD QD QD", 42, None):
        with pytest.raises(engine.IllegalAction) as err:
            state.apply(text)
        assert str(err.value)
    assert state.to_json() == before


@pytest.mark.parametrize("gid", GAMES)
def test_save_errors_are_plain_and_leave_nothing_half_loaded(gid):
    state = _played(gid)
    text = state.to_json()
    data = json.loads(text)
    bad = {
        "truncated": text[: len(text) // 2],
        "not json": "hello",
        "a list": "[1, 2]",
        "wrong version": json.dumps({**data, "format": 99}),
        "unknown game": json.dumps({**data, "game": "skat"}),
        "missing deals": json.dumps({k: v for k, v in data.items() if k != "deals"}),
        "bad option": json.dumps({**data, "options": {"nope": 1}}),
        "bad players": json.dumps({**data, "players": 42}),
        "deals not a list": json.dumps({**data, "deals": "x"}),
        "an impossible move": json.dumps({**data, "deals": [[*data["deals"][0], "play ZZ"]]}),
        "a move not text": json.dumps({**data, "deals": [[*data["deals"][0][:-1], 7]]}),
    }
    for kind, payload in bad.items():
        with pytest.raises(engine.SaveError) as err:
            engine.load(payload)
        assert str(err.value), kind
    assert engine.load(text).to_json() == text


@pytest.mark.parametrize("gid", GAMES)
def test_an_edited_move_is_reported_with_its_place(gid):
    state = _played(gid, 6)
    data = json.loads(state.to_json())
    moves = data["deals"][0]
    legal_texts = {a.text for a in engine.game(gid).new_game(seed=5).legal_actions()}
    moves[0] = next(t for t in ("pass", "take", "play AS", "bid 990") if t not in legal_texts)
    with pytest.raises(engine.SaveError, match="deal 1, move 1"):
        engine.load(json.dumps(data))


def _picture(state: engine.GameState) -> tuple[object, ...]:
    """Everything a move could change, as plain values (copies, not the state's lists)."""
    return (
        state.to_json(),
        json.dumps([state.observation(s) for s in range(state.players)], sort_keys=True),
        repr(state.card_locations()),
        [a.text for a in state.legal_actions()] if state.current_player is not None else [],
        state.current_player,
    )


def _assert_independent(state: engine.GameState, twin: engine.GameState) -> None:
    """Play ``twin`` on to the end of the deal; ``state`` must not change in any way."""
    before = _picture(state)
    rng = random.Random(2)
    moves = 0
    while twin.current_player is not None:
        twin.apply(rng.choice(twin.legal_actions()))
        moves += 1
    assert moves > 0 and len(twin.history) == len(state.history) + moves
    assert _picture(state) == before


@pytest.mark.parametrize("gid", GAMES)
def test_clone_is_independent(gid):
    state = _played(gid, 2)
    _assert_independent(state, state.clone())


@pytest.mark.parametrize("gid", GAMES)
def test_the_independence_check_catches_a_clone_that_shares_hands(gid):
    """A clone made by a shallow copy shares the hands (and the rest): the check above must
    see the original change when the twin plays a card (issue 31 item 16)."""
    state = _played(gid, 2)
    sharing = copy.copy(state)
    state._copy_record(sharing.__dict__)  # its own history: only the game's lists shared
    with pytest.raises(AssertionError):
        _assert_independent(state, sharing)


def test_position_memo_keeps_a_value_for_one_position_only():
    """A search asks one position thousands of times; a clone that moved on, or a rewound
    state, must not get the old position's answer."""
    state = _played("chapanka", steps=6)
    calls = []

    def work() -> int:
        calls.append(len(state.history))
        return len(calls)

    assert state.position_memo("_test", work, 1) == 1
    assert state.position_memo("_test", work, 1) == 1  # same position and key: kept
    assert state.position_memo("_test", work, 2) == 2  # another key (seat)
    copy = state.clone()
    assert copy.position_memo("_test", work, 2) == 2  # a clone where it came from
    copy.apply(copy.legal_actions()[0])
    assert copy.position_memo("_test", work, 2) == 3  # moved on: worked out again
    state.rewind_to(len(state.history) - 1)
    assert state.position_memo("_test", work, 2) == 4  # rewound: afresh
