"""Scharwenzel's words: its moves, phases, roles and result details, beside its rules.

Labels are English source texts that the GUI translates in context ``scharwenzel``; the rule
references point at ``docs/rules/scharwenzel.md``.
"""

from __future__ import annotations

from engine.vocabulary import Detail, Form, Move, Term, Vocabulary, Word, pass_move, play_move

R = "scharwenzel#s"

WORDS = Vocabulary.build(
    "scharwenzel",
    moves=(
        play_move(R + "5"),
        Move(
            "trump",
            "Trumps",
            "The highest bidder names the trump suit.",
            R + "4",
            forms=(Form("{suit}", "Trumps: {suit}", "{name} names {suit} trumps"),),
            prompt="Name the trump suit.",
        ),
        Move(
            "bid",
            "Bid",
            "Say you hold this many cards of one suit. 'Better' means clubs (acorns in a "
            "German-suited pack): it beats a plain bid of the same number, and a game with "
            "clubs as trumps after a bid counts double.",
            R + "4",
            forms=(
                Form("{n} better", "Bid {n} better ({clubs})", "{name} bids {n} better ({clubs})"),
                Form("{n}", "Bid {n}", "{name} bids {n}"),
            ),
            prompt="Bid or pass.",
            offers=("pass",),
        ),
        Move(
            "tout",
            "Announce Tout",
            "Promise that your team takes every trick.",
            R + "7",
            forms=(Form("", "Announce Tout", "{name} announces Tout"),),
            prompt="Announce Tout?",
            offers=("no-tout",),
        ),
        Move(
            "no-tout",
            "No Tout",
            "Play for the bid only.",
            R + "7",
            forms=(Form("", "No Tout", "{name} announces no Tout"),),
        ),
        Move(
            "stop",
            "Stop and score",
            "End the hand now with the majority won.",
            R + "6",
            forms=(Form("", "Stop and score", "{name} stops and scores"),),
            prompt="Stop and score, or go on for Tout?",
            offers=("go-on",),
        ),
        Move(
            "go-on",
            "Go on for Tout",
            "Play on for a Tout: if your team wins every trick, the Tout is won and brings one "
            "hook; if the opponents take a trick, the Tout is lost (they get 2 hooks), but the "
            "majority already won still scores.",
            R + "6",
            forms=(Form("", "Go on for Tout", "{name} goes on for Tout"),),
        ),
        pass_move(R + "4"),
    ),
    phases=(
        Term(
            "deal_over",
            "Hand over",
            "One team has the majority and no Tout is being played (or the tricks are shared "
            "equally): the rest cannot change the result, so the hand is scored.",
            R + "6",
        ),
        Term("bidding", "Bidding", "Each player bids once; the highest bid names trumps.", R + "4"),
        Term("trump", "Naming trumps", "The highest bidder names trumps.", R + "4"),
        Term("tout", "Tout?", "The highest bidder may announce Tout.", R + "7"),
        Term(
            "stop_or_go_on", "Stop or go on", "The majority is won: stop or play for Tout.", R + "6"
        ),
    ),
    roles=(
        Term("bidder", "Bidder", "Made the highest bid.", R + "4"),
        Term(
            "declarer",
            "Declarer",
            "Made the highest bid and named trumps; plays with his team for the majority.",
            R + "4",
        ),
        Term(
            "defender",
            "Defender",
            "Plays with his team against the team of the highest bidder.",
            R + "4",
        ),
    ),
    words=(
        Word(
            "olsch",
            "Olsch (Spedilje)",
            "The queen of clubs: the highest trump in every hand.",
            R + "2",
            cards=("QC",),
        ),
        Word(
            "nillje",
            "Nillje",
            "The seven of the trump suit: the second-highest trump, above the Basta.",
            R + "2",
            trump_rank="7",
        ),
        Word(
            "basta",
            "Basta",
            "The queen of spades: the third-highest trump in every hand.",
            R + "2",
            cards=("QS",),
        ),
        Word(
            "kleverbur",
            "Kleverbur",
            "The jack of clubs, the first of the four Burs: a trump in every hand, below the "
            "Basta.",
            R + "2",
            cards=("JC",),
        ),
        Word(
            "piekbur",
            "Piekbur",
            "The jack of spades, the second of the four Burs: a trump in every hand.",
            R + "2",
            cards=("JS",),
        ),
        Word(
            "hartenbur",
            "Hartenbur",
            "The jack of hearts, the third of the four Burs: a trump in every hand, never a heart.",
            R + "2",
            cards=("JH",),
        ),
        Word(
            "rutenbur",
            "Rutenbur",
            "The jack of diamonds, the last of the four Burs: a trump in every hand, above "
            "the trump ace.",
            R + "2",
            cards=("JD",),
        ),
        Word("macker", "Macker", "Your partner: a player of your own team.", R + "1"),
        Word(
            "wir",
            "Wir",
            '"Us": the team in the even seats, yours at this table.',
            R + "1",
        ),
        Word("ihr", "Ihr", '"You": the team in the odd seats, your opponents.', R + "1"),
    ),
    options=(Term("match_target", "Threads to win"),),
    details=(
        Detail("bidder", "Bidder", "Who made the highest bid.", kind="seat"),
        Detail(
            "declarer",
            "Declarer",
            "Who made the highest bid and named trumps; his team plays for the majority.",
            kind="seat",
        ),
        Detail(
            "trump",
            "Trumps",
            "The trump suit of this hand. Above it, in every hand: the Olsch, the Nillje (the "
            "seven of trumps), the Basta and the four Burs.",
        ),
        Detail("bid", "Bid", "The highest bid.", kind="move", needs="bidder"),
        Detail("game_value", "Game value", "What this hand is worth."),
        Detail("tout_announced", "Tout announced", "Whether a Tout was announced."),
        Detail("tricks_per_team", "Tricks", "Tricks each team has taken.", kind="team_list"),
        Detail(
            "points",
            "Points",
            "Points toward a game, scored in this deal: only a team that reaches 24 wins a "
            "game and its thread (This deal counts threads and hooks); then both restart at 0.",
            kind="team_list",
        ),
        Detail("majority", "Tricks for the majority", "Tricks a team needs for the majority."),
        Detail("majority_team", "Majority", "The team that won the majority.", kind="team"),
        Detail(
            "team_points", "Points", "Points of each team in the current game.", kind="team_list"
        ),
        Detail("game_points", "Points for a game", "Points that win a game."),
        Detail("bock_bank", "Bock", "Points of tied hands, waiting for the next majority."),
        Detail(
            "bock",
            "Bock deal",
            "The hand ended tied: its value goes into the Bock.",
            kind="event",
        ),
        Detail("bock_paid", "Paid from the Bock", "Points paid out of the Bock."),
        Detail(
            "threads",
            "Threads",
            "Threads of each team: one per game won (two for a Petersdorfer).",
            kind="team_list",
        ),
        Detail(
            "hooks",
            "Hooks",
            "Hooks of each team: won with a Tout, or gained when the other team loses one.",
            kind="team_list",
        ),
        Detail("threads_gained", "Threads won", "Threads won in this hand.", kind="team_list"),
        Detail("hooks_gained", "Hooks won", "Hooks won in this hand.", kind="team_list"),
        Detail("match_target", "Threads to win", "Threads plus hooks that win the match."),
        Detail("matadors", "Matadors", "The unbroken top trumps one team held.", kind="matadors"),
        Detail(
            "fuer_die_ersten",
            "For the first ones",
            "Majority reached before the opponents took a trick: 2 points more.",
            kind="event",
        ),
        Detail("game_won_by", "Game won by", "The team that won the game.", kind="team"),
        Detail(
            "petersdorfer",
            "Petersdorfer",
            "A game won while the opponents have 0 points: two threads.",
            kind="event",
        ),
    ),
    rules={
        "phase": R + "5",
        "phase/deal_over": R + "6",
        "phase/match_over": R + "8",
        "role": R + "1",
        "role/declarer": R + "4",
        "role/defender": R + "4",
        "role/winner": R + "8",
        "role/loser": R + "8",
        "detail": R + "7",
        "detail/bidder": R + "4",
        "detail/bid": R + "4",
        "detail/tout_announced": R + "4",
        "detail/tricks_per_team": R + "6",
        "detail/majority": R + "3",
        "detail/majority_team": R + "6",
        "detail/game_points": R + "8",
        "detail/bock": R + "6",
        "detail/threads": R + "8",
        "detail/hooks": R + "8",
        "detail/threads_gained": R + "8",
        "detail/hooks_gained": R + "8",
        "detail/match_target": R + "9",
        "detail/matadors": R + "2",
        "detail/fuer_die_ersten": R + "6",
        "detail/game_won_by": R + "8",
        "detail/petersdorfer": R + "8",
        "detail/trump": R + "2",
        "detail/declarer": R + "4",
        "detail/dealer": R + "1",
        "detail/forehand": R + "1",
        "detail/tricks": R + "5",
        "talon": R + "3",
    },
    # The start screen's fan: the permanent trumps, a Bur, the Basta and the Olsch on top (§2).
    emblem=("JD", "QS", "QC"),
    # Every card is dealt (no talon), the bidding has no middlehand or rearhand, and the
    # common words its rules never use are left out (tests/engine/test_glossary.py).
    lacks=(
        "talon",
        "phase/match_over",
        "role/middlehand",
        "role/rearhand",
        "role/out",
        "role/winner",
        "role/loser",
        "detail/winner",
        "detail/loser",
        "detail/points",
    ),
    blurb=(
        "Two teams play for most tricks; the Olsch, the queen of clubs, is the highest "
        "trump. 4, 6 or 8 players."
    ),
)
