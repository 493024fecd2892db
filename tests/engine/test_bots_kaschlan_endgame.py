"""The exact two-player endgame of Kaschlan: values checked against plain minimax over the
engine's own moves, the other hand read from public information only, and the root rule."""

from __future__ import annotations

import random

import engine
from engine.bots import make
from engine.bots.heuristics import kaschlan as kh
from engine.bots.heuristics import kaschlan_endgame as ke
from engine.cards import INDEX
from engine.games import kaschlan as kas

SPEC = engine.game("kaschlan")


def _mask(cards):
    return sum(1 << INDEX[c] for c in cards)


def position(players, hands, trump="S", attacker=0, defender=1):
    """Stock empty; every card not in a hand is in the waste; seats without cards are out."""
    state = SPEC.new_game(players=players, seed=1, options={"match_games": 1})
    state.hands = [_mask(hands.get(s, ())) for s in range(players)]
    state.stock = []
    state.trump = trump
    state.beaters = kas.BEATERS[trump]
    used = {c for cards in hands.values() for c in cards}
    state.waste = _mask(c for c in state.pack if c not in used)
    state.known = {}
    state.out = [not hands.get(s) for s in range(players)]
    state.any_out = any(state.out)
    state._begin_bout(attacker, defender)
    state._legal = None
    return state


def minimax(state, seat):
    """The seat's exact value by trying every engine move (slow; small positions only)."""
    if state.current_player is None:
        return 0 if state.loser is None else (-1 if state.loser == seat else 1)
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(minimax(child, seat))
    return max(values) if state.current_player == seat else min(values)


def small_endgames(players, count, seed, most_cards=5):
    """Endgames met in games played by the rules of thumb (with noise), at most
    ``most_cards`` cards left in the two hands: every phase of a bout turns up."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = SPEC.new_game(
            players=players, seed=rng.randrange(10**9), options={"match_games": 1}
        )
        while state.current_player is not None:
            view = ke.hands_in_view(state, state.current_player)
            if view is not None and view[0].bit_count() + view[1].bit_count() <= most_cards:
                found.append(state.clone())
                break
            legal = state.legal_actions()
            state.apply(kh.rollout(state, legal, rng) or rng.choice(legal))
    return found


def test_solver_agrees_with_minimax_over_the_engine_moves():
    phases = set()
    checked = 0
    for players in (2, 3, 4):
        for state in small_endgames(players, 12, seed=players):
            seat = state.current_player
            values = ke.action_values(state, state.legal_actions(), seat)
            assert values is not None
            phases.add(state.phase)
            for action in state.legal_actions():
                child = state.clone()
                child.apply(action)
                assert values[action.text] == minimax(child, seat), action.text
                checked += 1
    assert checked > 50
    assert phases == {kas.ATTACK, kas.ADD, kas.DEFEND}


def test_the_other_hand_is_read_from_public_cards_only():
    for players in (2, 4):
        for state in small_endgames(players, 10, seed=10 + players, most_cards=12):
            seat = state.current_player
            other = state.defender if seat == state.attacker else state.attacker
            real = state.hands[other]
            state.hands[other] = 0  # the view must not read it
            mine, seen = ke.hands_in_view(state, seat)
            assert (mine, seen) == (state.hands[seat], real)


def test_no_endgame_while_the_stock_lasts_or_three_hold_cards():
    state = SPEC.new_game(players=2, seed=3, options={"match_games": 1})
    assert ke.hands_in_view(state, state.current_player) is None
    legal = state.legal_actions()
    assert ke.best_actions(state, legal, state.current_player) is None
    kept = kh.prune(state, legal, state.current_player)  # only the rules for sets, if any
    assert kept is None or set(kept) == set(legal) - {
        a for a in legal if a.text in kh.sheds_fewer(legal, state.trump)
    }
    three = position(3, {0: ["7H"], 1: ["8H"], 2: ["9H"]})
    assert ke.hands_in_view(three, 0) is None


def test_prune_keeps_only_the_winning_attack():
    # Spades trumps. Attacking 7H lets 8H beat it: the defender is out, 7D stays with us.
    # Attacking 7D cannot be beaten: he takes it, 7H follows, 8H beats it and 7D is left
    # with him.
    state = position(2, {0: ["7H", "7D"], 1: ["8H"]})
    legal = state.legal_actions()
    assert ke.action_values(state, legal, 0) == {"attack 7H": -1, "attack 7D": 1}
    kept = kh.prune(state, legal, 0)
    assert [a.text for a in kept] == ["attack 7D"]
    assert "wins whatever" in str(kh.prune_reason(state, kept, 0))
    bot = make("strong", SPEC, seed=1, iterations=20, workers=1)
    hint = bot.hint(state, 0)
    assert hint.action.text == "attack 7D"
    assert "every card is known" in str(hint.reason)


def test_defender_beats_for_a_draw_rather_than_take():
    # Hearts trumps. 0 attacks 9S; 1 holds 10S 7C. Beating with 10S, 1 attacks with 7C, his
    # last card, and 0's 8C beats it: both are out together, a draw. Taking 9S, 1 must also
    # take 8C and is left holding cards: he is the Kaschlan.
    state = position(2, {0: ["9S", "8C"], 1: ["10S", "7C"]}, trump="H")
    state.apply("attack 9S")
    state.apply("decline")
    legal = state.legal_actions()
    values = ke.action_values(state, legal, 1)
    assert values == {"beat 9S 10S": 0, "take": -1}
    assert [a.text for a in kh.prune(state, legal, 1)] == ["beat 9S 10S"]
    assert "at least draws" in str(kh.prune_reason(state, kh.prune(state, legal, 1), 1))


def test_baseline_keeps_no_root_rule():
    assert make("baseline", SPEC, seed=1, iterations=10, workers=1).config.prune is None
    assert make("strong", SPEC, seed=1, iterations=10, workers=1).config.prune is kh.prune
