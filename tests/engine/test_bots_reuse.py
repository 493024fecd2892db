"""The search's unchecked move path and tree reuse between a seat's decisions.

Iteration budgets and seeded generators only: nothing here depends on the machine's speed.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine.bots import make, search_config
from engine.bots.ismcts import Node, descend, root_moves, search
from engine.bots.players import SearchBot
from engine.bots.positions import random_positions
from engine.bots.reuse import position_key, reuse_from
from engine.bots.sampling import SeatRandom
from engine.contract import GameState

GAMES = list(engine.GAMES)


def _mover(state: GameState) -> int:
    seat = state.current_player
    assert seat is not None
    return seat


@pytest.mark.parametrize("game_id", GAMES)
def test_fast_path_makes_the_states_of_the_checked_path(game_id: str) -> None:
    """Over random deals (and determinized samples, where the search uses it), applying
    moves with ``apply_fast`` from ``legal_fast`` gives exactly the states ``apply`` gives:
    same save text, same card places, same observation for every seat, same legal moves."""
    spec = engine.game(game_id)
    rng = random.Random(5)
    for match in range(6):
        checked = spec.new_game(seed=100 + match)
        if match % 2:  # a search copy: recording off, hidden cards redealt
            for _ in range(rng.randrange(4, 20)):
                if checked.current_player is None:
                    break
                checked.apply(rng.choice(checked.legal_actions()))
            if checked.current_player is None:
                continue
            checked = checked.determinize(_mover(checked), SeatRandom(match))
        fast = checked.clone()
        while checked.current_player is not None:
            legal = checked.legal_actions()
            assert list(fast.legal_fast()) == legal
            action = rng.choice(legal)
            checked.apply(action)
            fast.apply_fast(fast.legal_fast()[legal.index(action)])
            assert fast.current_player == checked.current_player
        assert fast == checked
        assert fast.deal_result() == checked.deal_result()
        for seat in range(checked.players):
            assert fast.observation(seat) == checked.observation(seat)


def test_legal_fast_is_the_cached_list_without_a_copy() -> None:
    state = engine.game("tausendundeins").new_game(seed=1)
    assert state.legal_fast() is state.legal_fast()
    assert list(state.legal_fast()) == state.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_search_with_the_fast_path_is_reproducible(game_id: str) -> None:
    spec = engine.game(game_id)
    config = search_config(game_id)
    for state in random_positions(spec, 2, seed=8):
        seat = _mover(state)
        a = search(state, seat, random.Random(3), 60, None, config)
        b = search(state, seat, random.Random(3), 60, None, config)
        assert {t: (s.visits, s.reward) for t, s in a.stats.items()} == {
            t: (s.visits, s.reward) for t, s in b.stats.items()
        }
        assert a.iterations == 60 and a.reused == 0


def _next_own_decision(state: GameState, seat: int, node: Node | None, rng: random.Random) -> bool:
    """Let the other seats play until ``seat`` must decide again in this deal: the reply the
    tree simulated most where it has one (so that there is a subtree to keep), else at
    random."""
    while state.current_player is not None and state.current_player != seat:
        legal = state.legal_actions()
        texts = {a.text: a for a in legal}
        known = [] if node is None else [t for t in node.children if t in texts]
        if known and node is not None:
            text = max(known, key=lambda t: node.children[t].visits)
            node = node.children[text]
            state.apply(texts[text])
        else:
            node = None
            state.apply(rng.choice(legal))
    return state.current_player == seat


@pytest.mark.parametrize("game_id", ["tausendundeins", "kaschlan", "bolachen"])
def test_reused_tree_keeps_the_statistics_of_the_subtree(game_id: str) -> None:
    """The next search starts from the node of the move played and the replies seen: its
    root actions hold at least the visits (and exactly the rewards added to them) that the
    subtree had, and the search reports those simulations as reused."""
    spec = engine.game(game_id)
    rng = random.Random(2)
    checked = 0
    for state in random_positions(spec, 12, seed=4):
        seat = _mover(state)
        bot = make("normal", spec, seed=1, iterations=400, workers=1)
        assert isinstance(bot, SearchBot) and bot.reuse
        move = bot.choose(state, seat)
        if seat not in bot._trees:
            continue  # a root rule left one move: played without a search, no tree
        key, tree = bot._trees[seat]
        state.apply(move)
        reached = _next_own_decision(state, seat, tree.children.get(move.text), rng)
        if not reached or len(state.legal_actions()) < 2:
            continue
        node = reuse_from(key, tree, position_key(state, seat))
        if node is None or not node.children:
            continue  # a reply the search never tried: nothing to keep
        # Moves the game's root rules drop here (a solved Kaschlan endgame) are not counted.
        allowed = root_moves(state, seat, bot.config)
        if allowed is not None and len(allowed) < 2:
            continue  # a root rule leaves one move: the bot plays it without a search
        before = {
            t: (c.visits, c.reward)
            for t, c in node.children.items()
            if allowed is None or t in allowed
        }
        bot.choose(state, seat)
        result = bot.last_result
        assert result is not None
        assert result.reused == sum(v for v, _r in before.values()) > 0
        assert result.iterations == 400
        assert sum(s.visits for s in result.stats.values()) == 400 + result.reused
        for text, (visits, _reward) in before.items():
            if visits:
                assert result.stats[text].visits >= visits
        checked += 1
    assert checked >= 2


def test_descend_follows_the_moves_and_stops_at_an_unknown_one() -> None:
    root = Node()
    a = root.children["play AS"] = Node()
    b = a.children["play KS"] = Node()
    assert descend(root, [(0, "play AS"), (1, "play KS")]) is b
    assert descend(root, [(0, "play AS"), (1, "discard ?? ??")]) is None
    key = ("g", 1, 0, ((0, "bid 100"),))
    later = ("g", 1, 0, ((0, "bid 100"), (0, "play AS")))
    assert reuse_from(key, root, later) is a
    assert reuse_from(key, root, ("g", 1, 1, later[3])) is None  # another deal
    assert reuse_from(key, root, ("g", 1, 0, ((1, "pass"), (0, "play AS")))) is None
    assert reuse_from(key, root, key) is None  # the same position: never counted twice


def test_a_face_down_move_of_another_seat_drops_the_tree() -> None:
    """What the seat saw of another seat's face-down move is its public text only, which no
    node is keyed by: the tree must not be reused through it (it would leak sampled cards)."""
    spec = engine.game("tausendundeins")
    rng = random.Random(0)
    for seed in range(40):
        state = spec.new_game(players=3, seed=seed, options={"mode": "three_hand"})
        while state.current_player is not None:
            legal = state.legal_actions()
            if any(a.verb == "discard" for a in legal):
                break
            state.apply(rng.choice(legal))
        else:
            continue
        actor = _mover(state)
        other = next(s for s in range(state.players) if s != actor)
        start = state.deal_starts[-1]
        before = position_key(state, other)
        state.apply(next(a for a in state.legal_actions() if a.verb == "discard"))
        seen = state.visible_history(other, start)
        assert "??" in seen[-1][1]
        assert state.visible_history(actor, start)[-1] == state.history[-1]
        root = Node()
        root.children[state.history[-1][1]] = Node()  # a node keyed by the real cards
        assert reuse_from(before, root, position_key(state, other)) is None
        return
    pytest.fail("no 1001 deal reached a discard")


@pytest.mark.parametrize("game_id", ["tausendundeins", "scharwenzel"])
def test_bots_that_reuse_trees_replay_a_deal_identically(game_id: str) -> None:
    """With an iteration budget, a deal played twice by fresh bots of the same seeds gives
    the same moves, although every search after the first starts from a reused tree."""
    spec = engine.game(game_id)

    def play() -> list[tuple[int, str]]:
        state = spec.new_game(seed=9)
        bots = [make("normal", spec, seed=s, iterations=60, workers=1) for s in range(2)]
        while state.current_player is not None:
            seat = state.current_player
            state.apply(bots[seat % 2].choose(state, seat))
        return state.history

    assert play() == play()


def test_a_worker_reuses_its_own_tree_but_never_twice_for_one_decision() -> None:
    """The worker entry point, run here: a process keeps its last tree per bot and seat and
    starts the bot's next decision from the subtree reached; the second job of the *same*
    decision in that process starts empty (its simulations would otherwise count twice)."""
    from engine.bots import parallel

    spec = engine.game("tausendundeins")
    config = search_config("tausendundeins")
    rng = random.Random(1)
    for state in random_positions(spec, 10, seed=6):
        seat = _mover(state)
        token = f"test-{id(state)}"
        key = position_key(state, seat)
        first = parallel.run_search(
            parallel.pack_state(state), seat, 11, 300, 60.0, config, (token, key, 1)
        )
        assert first.tree is None and first.reused == 0  # the tree stays in the worker
        _key, _decision, tree = parallel._TREES[token]
        best = max(first.stats, key=lambda t: first.stats[t].visits)
        state.apply(next(a for a in state.legal_actions() if a.text == best))
        reached = _next_own_decision(state, seat, tree.children.get(best), rng)
        if not reached or len(state.legal_actions()) < 2:
            continue
        later = position_key(state, seat)
        node = reuse_from(key, tree, later)
        if node is None or not node.children:
            continue
        kept = sum(c.visits for c in node.children.values())
        packed = parallel.pack_state(state)
        second = parallel.run_search(packed, seat, 12, 300, 60.0, config, (token, later, 2))
        assert second.reused == kept > 0
        again = parallel.run_search(packed, seat, 13, 300, 60.0, config, (token, later, 2))
        assert again.reused == 0
        parallel._TREES.pop(token, None)
        return
    pytest.fail("no position led to a reusable subtree")
