"""The trick games' cheaper search paths (issue #44 item 7) give what the old ones gave.

Each test keeps the old code as its reference and compares over random positions: Bolachen's
likelihood (the declarer's plays read once per position, not per sample) and its partners
table, and Scharwenzel's deal record (written out in one pass). The search's digests in
``test_search_cost.py`` pin the decisions; these tests pin the values themselves, also where
the pinned searches do not reach.
"""

from __future__ import annotations

import random
import types
from typing import Any

import pytest

import engine
from engine.bots.heuristics import bolachen, scharwenzel
from engine.bots.policies import partners_of
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.cards import RANK_OF, SUIT_OF
from engine.contract import DealResult, GameState
from engine.games import bolachen as bolachen_game
from engine.games import chapanka as chapanka_game
from engine.games import scharwenzel as scharwenzel_game
from engine.tricks import trick_winner
from tests.engine.test_trick_playout import _state_of


def _old_bolachen_likelihood(real: Any, sample: Any, seat: int) -> float:
    """Bolachen's likelihood as it was: the declarer's plays read per sample."""
    declarer = real.declarer
    contract = real.contract
    if declarer is None or declarer == seat or contract is None:
        return 1.0
    held = list(sample.hands[declarer])
    for who, text in real.history[real.deal_starts[-1] :]:
        if who == declarer and text.startswith("play "):
            held.append(text[5:])
    if contract == "mord":
        tops = sum(1 for c in held if RANK_OF[c] in ("A", "K"))
        return float(bolachen.MISS ** max(0, 6 - tops))
    if contract == "bettel":
        high = sum(1 for c in held if RANK_OF[c] in ("A", "K", "Q"))
        return float(bolachen.MISS ** max(0, high - 1))
    trump = real.trump
    if trump is None:
        return 1.0
    length = sum(1 for c in held if SUIT_OF[c] == trump)
    return float(bolachen.MISS ** max(0, 4 - length))


def _played_on(state: GameState, rng: random.Random, moves: int) -> GameState:
    """``state`` after up to ``moves`` random moves (a later position of the same deal)."""
    state = state.clone()
    for _ in range(moves):
        if state.current_player is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_bolachen_likelihood_equals_the_per_sample_count() -> None:
    """Every seat's weight of many samples per position, in every contract met, equals the
    old count; the memo is asked again after moves of the same deal (a new position)."""
    spec = engine.game("bolachen")
    rng = random.Random(5)
    compared = set()
    weights = set()
    for i, first in enumerate(random_positions(spec, 60, seed=44)):
        for real in (first, _played_on(first, rng, 4)):
            if real.current_player is None:
                continue
            for seat in range(bolachen_game.PLAYERS):
                for j in range(6):
                    sample = real.determinize(seat, SeatRandom(100 * i + j))
                    new = bolachen.likelihood(real, sample, seat)
                    assert new == _old_bolachen_likelihood(real, sample, seat)
                    if real.declarer not in (None, seat) and real.contract is not None:
                        compared.add(real.contract)
                        weights.add(new)
    assert compared == {"brand", "bettel", "mord"}  # every contract was weighed
    assert len(weights) >= 4  # and the weights differ (not all 1)


def test_bolachen_partners_table_is_the_other_defender() -> None:
    for declarer in (None, 0, 1, 2):
        for seat in range(bolachen_game.PLAYERS):
            state = types.SimpleNamespace(declarer=declarer)
            expected = (
                ()
                if seat == declarer
                else tuple(s for s in range(bolachen_game.PLAYERS) if s not in (seat, declarer))
            )
            assert bolachen._partners(state, seat) == expected


def _old_scharwenzel_record(self: Any, points: list[int], hooks: list[int], bank_paid: int) -> None:
    """Scharwenzel's ``_record`` as it was (with its ``_deal_detail``)."""
    for team in (0, 1):
        self.team_points[team] += points[team]
        self.hooks[team] += hooks[team]
    race = list(self.team_points)
    threads = [0, 0]
    game_winner = self._game_winner()
    petersdorfer = False
    if game_winner is not None:
        petersdorfer = self.team_points[1 - game_winner] == 0
        threads[game_winner] = 2 if petersdorfer else 1
        self.threads[game_winner] += threads[game_winner]
        self.games_won.append(
            {"deal_no": self.deal_no, "team": game_winner, "petersdorfer": petersdorfer}
        )
        self.team_points = [0, 0]
    row = self.sheet.add_teams([threads[t] + hooks[t] for t in (0, 1)])
    marks = [self.threads[t] + self.hooks[t] for t in (0, 1)]
    if max(marks) >= self.match_target:
        self.is_over = True
        self.match_winner = 0 if marks[0] > marks[1] else 1 if marks[1] > marks[0] else None
    matador_team, matador_count = self.matadors
    detail = {
        "trump": self.trump,
        "bidder": self.bidder,
        "bid": None if self.high_bid is None else scharwenzel_game.bid_text(self.high_bid),
        "game_value": self.game_value,
        "tricks_per_team": list(self.team_tricks),
        "majority_team": self.majority_team,
        "fuer_die_ersten": self.clean_majority and not self.tout_won,
        "bock": self.majority_team is None and not self.tout_won,
        "matadors": {"team": matador_team, "count": matador_count},
        "matadors_scored": not self.tout_won,
        "tout_announced": self.tout_announced,
        "touts": [dict(e) for e in self.tout_events],
        "bock_bank": self.bock_bank,
        "threads": list(self.threads),
        "hooks": list(self.hooks),
    }
    detail.update(
        points=points,
        bock_paid=bank_paid,
        race_after_deal=race,
        team_points=list(self.team_points),
        game_won_by=game_winner,
        petersdorfer=petersdorfer,
        threads_gained=threads,
        hooks_gained=hooks,
        match_winner=self.match_winner,
    )
    self.last_result = DealResult(tuple(row), detail)


def _to_deal_end(state: GameState, rng: random.Random) -> GameState:
    while state.current_player is not None:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [4, 6, 8])
def test_scharwenzel_record_equals_the_old_one(players: int) -> None:
    """Random positions (every phase) played to the deal's end with the same moves, once with
    the old record: the same result (scores, the detail with its keys in the same order) and
    the same state, over ordinary deals, Bock, clean majorities and Touts, and match ends."""
    spec = engine.game("scharwenzel")
    kinds = set()
    petersdorfers = 0
    for i, real in enumerate(random_positions(spec, 80, seed=players, players=players)):
        # As dealt; near a game's end (a Petersdorfer possible) and the match's; both teams
        # near a game's end.
        for race, target in (((0, 0), None), ((23, 0), 1), ((22, 23), None)):
            new = real.clone()
            old = real.clone()
            for state in (new, old):
                state.team_points = [state.team_points[0] + race[0], state.team_points[1] + race[1]]
                if target is not None:
                    state.match_target = target
            old._record = types.MethodType(_old_scharwenzel_record, old)  # type: ignore[method-assign]
            _to_deal_end(new, random.Random(i))
            _to_deal_end(old, random.Random(i))
            got, want = new.deal_result(), old.deal_result()
            assert got is not None and want is not None
            assert got.scores == want.scores
            assert list(got.detail.items()) == list(want.detail.items())
            del old.__dict__["_record"]
            assert _state_of(new) == _state_of(old)
            detail = got.detail
            petersdorfers += detail["petersdorfer"]
            kinds.add(
                (
                    detail["bock"],
                    detail["fuer_die_ersten"],
                    bool(detail["touts"]),
                    detail["game_won_by"] is not None,
                    detail["match_winner"] is not None,
                )
            )
    assert {k[0] for k in kinds} == {True, False}  # Bock and majorities
    assert {k[1] for k in kinds} == {True, False}  # clean majorities and others
    assert {k[3] for k in kinds} == {True, False}  # games won and not
    assert {k[4] for k in kinds} == {True, False}  # matches won and not
    assert petersdorfers


def test_chapanka_trick_goes_to_the_highest_card_of_the_suit_led() -> None:
    """Chapanka's trick winner (worked out unrolled) is ``trick_winner``'s without trumps,
    trick by trick over random deals, the record's note of the trick included."""
    spec = engine.game("chapanka")
    tricks = 0
    for i, state in enumerate(random_positions(spec, 40, seed=7)):
        rng = random.Random(i)
        state.recording = True
        while state.current_player is not None:
            before = state.last_trick
            state.apply(rng.choice(state.legal_actions()))
            if state.last_trick is not before and state.last_trick is not None:
                leader, cards = state.last_trick
                seats = chapanka_game.TRICK_SEATS[leader]
                winner = seats[trick_winner(cards, chapanka_game.SUIT, chapanka_game.POWER, None)]
                assert state.tricks_won[winner] > 0
                points = sum(chapanka_game.POINTS[c] for c in cards)
                assert state._fx[-1][1:] == ("trick", (winner, seats, cards, points))
                assert state.leader == winner or state.current_player is None
                tricks += 1
    assert tricks > 100


def test_scharwenzel_clone_keeps_its_own_auction_while_bidding() -> None:
    """A clone shares the auction only past the bidding (a clone's card play never bids):
    bidding in a clone leaves the original's auction and legal bids as they were."""
    spec = engine.game("scharwenzel")
    rng = random.Random(3)
    bid_in_clone = shared = 0
    for state in random_positions(spec, 60, seed=21):
        copy = state.clone()
        if state.phase != scharwenzel_game.BIDDING:
            shared += copy.auction is state.auction
            continue
        before = ([a.text for a in state.legal_actions()], list(state.auction.calls))
        while copy.current_player is not None and copy.phase == scharwenzel_game.BIDDING:
            copy.apply(rng.choice(copy.legal_actions()))
            bid_in_clone += 1
        assert state.auction is not copy.auction
        assert ([a.text for a in state.legal_actions()], list(state.auction.calls)) == before
    assert bid_in_clone > 20 and shared > 10


@pytest.mark.parametrize("players", [4, 6, 8])
def test_scharwenzel_partners_table_is_the_states_team(players: int) -> None:
    """The playout's partners looked up by table size are ``partners_of`` the state's teams."""
    state = engine.game("scharwenzel").new_game(players=players, seed=1)
    for seat in range(players):
        assert scharwenzel._PARTNERS[players][seat] == partners_of(state.teams, seat)
        assert len(scharwenzel._PARTNERS[players][seat]) == players // 2 - 1


def test_chapankas_trick_steps_are_the_states_methods() -> None:
    """The steps a Chapanka card calls as module functions at the end of a trick (a
    sample's methods are found by CPython's generic lookup, dearer) are the state's very
    methods."""
    state_class = chapanka_game.ChapankaState
    assert chapanka_game.finish_trick is state_class._finish_trick
    assert chapanka_game.settle_side_payments is state_class._settle_side_payments
    assert chapanka_game.pay is state_class._pay
