"""The rules of thumb behind the ``easy`` level: each rule on a hand-made position."""

from __future__ import annotations

import random

from engine.actions import Action
from engine.bots.heuristics import chapanka, for_game, tausendundeins


def _obs(hand: list[str], table: list[str], trump: str | None = None, **detail) -> dict:
    return {
        "hand": hand,
        "table": [{"seat": i, "card": c} for i, c in enumerate(table)],
        "trump": trump,
        "detail": detail,
    }


def _acts(*texts: str) -> list[Action]:
    return [Action(t) for t in texts]


RNG = random.Random(0)


def test_games_without_rules_of_thumb_have_no_module() -> None:
    assert for_game("tausendundeins") is tausendundeins
    assert for_game("no-such-game") is None


def test_1001_declares_the_biggest_marriage() -> None:
    obs = _obs(["KH", "QH", "KS", "QS", "9D"], [], marriage_values={"H": 60, "S": 80})
    legal = _acts("play KH", "play QH", "marry KH", "marry KS", "play 9D")
    action, reason = tausendundeins.choose(obs, legal, RNG)
    assert action == Action("marry KS") and reason


def test_1001_takes_points_cheaply_and_throws_cheap_cards_otherwise() -> None:
    legal = _acts("play AS", "play JS", "play KS")
    action, _ = tausendundeins.choose(_obs(["AS", "JS", "KS"], ["10S"]), legal, RNG)
    assert action == Action("play AS")  # the only card that wins the 10
    action, _ = tausendundeins.choose(_obs(["AS", "JS", "KS"], ["9S"]), legal, RNG)
    assert action == Action("play JS")  # nothing to win: keep the ace and king
    lead = _acts("play AH", "play 9C", "play QD")
    action, _ = tausendundeins.choose(_obs(["AH", "9C", "QD"], [], trump="H"), lead, RNG)
    assert action == Action("play 9C")  # the ace is a trump: lead the cheapest card


def test_1001_bids_only_what_the_hand_covers() -> None:
    strong = _obs(["AS", "10S", "AH", "10H", "KC", "QC", "AD"], [], marriage_values={"C": 100})
    legal = _acts("pass", "bid 110", "bid 120")
    assert tausendundeins.choose(strong, legal, RNG)[0] == Action("bid 110")
    weak = _obs(["9S", "JS", "9H", "JH", "9C", "QC", "9D"], [])
    assert tausendundeins.choose(weak, legal, RNG)[0] == Action("pass")


def test_chapanka_lays_away_points_and_throws_the_kinal() -> None:
    legal = _acts("keep", "exchange AS", "exchange 2C", "exchange KD")
    assert chapanka.choose(_obs([], []), legal, RNG)[0] == Action("exchange AS")
    assert chapanka.choose(_obs([], []), _acts("keep", "exchange 2C"), RNG)[0] == Action("keep")
    void = _acts("play JH", "play AD", "play 3C")
    assert chapanka.choose(_obs([], ["5S"]), void, RNG)[0] == Action("play JH")


def test_chapanka_ducks_under_the_winning_card_and_never_leads_the_kinal() -> None:
    follow = _acts("play AS", "play QS", "play 2S")
    assert chapanka.choose(_obs([], ["KS"]), follow, RNG)[0] == Action("play QS")
    assert chapanka.choose(_obs([], ["2S"]), _acts("play AS", "play QS"), RNG)[0] == Action(
        "play AS"
    )
    lead = _acts("play JH", "play 9D", "play 4S")
    assert chapanka.choose(_obs([], []), lead, RNG)[0] == Action("play 4S")
