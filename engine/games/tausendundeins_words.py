"""1001's words: its moves, phases and result details, beside its rules.

Labels are English source texts that the GUI translates in context ``tausendundeins``; the
rule references point at ``docs/rules/tausendundeins.md``.
"""

from __future__ import annotations

from engine.vocabulary import Detail, Form, Move, Term, Vocabulary, Word, pass_move, play_move

R = "tausendundeins#s"

WORDS = Vocabulary.build(
    "tausendundeins",
    moves=(
        Move(
            "discard",
            "Discard",
            "The declarer lays cards face down, out of play.",
            R + "10",
            forms=(Form("{cards}", "Discard {cards}", "{name} discards {cards}"),),
            hidden="{name} discards face down",
            hidden_label="Discard face down",
            prompt="Select the cards to discard, then Discard.",
        ),
        play_move(R + "5"),
        Move(
            "marry",
            "Marriage",
            "Lead a king or queen while holding both: the marriage names trumps and scores, if you "
            "win a trick in the deal.",
            R + "4",
            forms=(
                Form("{cards}", "Marriage: lead {cards}", "{name} leads {cards} with a marriage"),
            ),
            prompt="Play a card (or lead a king or queen with a marriage).",
            offers=("play",),
        ),
        Move(
            "bid",
            "Bid",
            "Promise to score at least this many points.",
            R + "10",
            forms=(Form("{n}", "Bid {n}", "{name} bids {n}"),),
            prompt="Bid or pass.",
            offers=("pass",),
        ),
        pass_move(R + "10"),
    ),
    phases=(
        Term("bidding", "Bidding", "Players bid for the right to play.", R + "10"),
        Term("exchange", "Exchange", "The declarer takes the talon and discards.", R + "10"),
    ),
    roles=(
        Term(
            "forehand",
            "Forehand",
            "Two-hand: the dealer's opponent, who leads to the first trick. Three-hand: the "
            "dealer's left neighbour, who speaks first in the auction.",
            R + "3",
        ),
    ),
    details=(
        Detail("mode", "Variant", "Which form of 1001 is played."),
        Detail("card_points", "Card points", "Points of the cards each player took in tricks."),
        Detail(
            "play_phase",
            "Play",
            "Free while the stock lasts: any card. Strict: follow suit and head the trick if "
            "you can; without the suit led, play a trump if you have one.",
        ),
        Detail(
            "stock",
            "Stock",
            "The face-down cards left after the deal: after each trick the winner draws the "
            "top card, then the loser.",
        ),
        Detail(
            "bottom_card",
            "Bottom card (turn-up)",
            "With the option, the bottom card of the stock lies face up for both to see; it is "
            "drawn last.",
        ),
        Detail("goal", "Goal", "Points that win the match."),
        Detail("high_bid", "Highest bid", "The highest bid so far."),
        Detail("high_bidder", "Highest bidder", "Who made the highest bid.", kind="seat"),
        Detail("min_bid", "Lowest bid", "The lowest bid allowed."),
        Detail("bid", "Bid", "The declarer's bid."),
        Detail("my_discards", "Your discards", "The cards you laid away."),
        Detail("marriage_points", "Marriage points", "Points from marriages declared."),
        Detail("shortfall", "Short of the goal", "How many points the loser lacks to 1001."),
        Detail("stake", "Stake", "What the loser pays per point short."),
        Detail("made", "Bid made", "Whether the declarer reached the bid."),
        Detail("discard_points", "Points in the discards", "Card points of the discarded cards."),
        Detail(
            "thrown_in",
            "Thrown in",
            "Everyone passed: the hand was not played.",
            kind="event",
        ),
    ),
    words=(
        Word(
            "marriage",
            "Marriage",
            "King and queen of one suit in one hand. Led by their holder and declared, they "
            "make that suit trumps at once and score, if their holder wins a trick in the deal.",
            R + "4",
            verbs=("marry",),
        ),
        Word(
            "stock",
            "Stock",
            "The face-down cards left after the deal (two-hand game): after each trick the "
            "winner draws the top card, then the loser; once it is used up, play is strict.",
            R + "3",
        ),
        Word(
            "turn_up",
            "Turn-up (bottom card)",
            "If the bottom card is played face up (an option), it lies face up under the stock "
            "for both to see and is drawn last.",
            R + "3",
        ),
    ),
    values=(
        Term("strict", "strict (follow, head, trump)", "", R + "5"),
        Term("free", "free", "", R + "5"),
        Term("two_hand", "Two hands", "", R + "1"),
        Term("three_hand", "Three hands", "", R + "10"),
        Term("russeln", "Russeln", "", R + "11"),
        Term("suit", "By suit", "", R + "4"),
        Term("order", "By order", "", R + "9"),
    ),
    options=(
        Term("marriage_scoring", "Marriage scoring"),
        Term("face_bottom_card", "Bottom card face up"),
        Term("pack", "Pack"),
        Term("mode", "Mode"),
        Term("target", "Target"),
    ),
    rules={
        "phase": R + "5",
        "phase/deal_over": R + "6",
        "phase/match_over": R + "6",
        "role": R + "3",
        "role/declarer": R + "10",
        "role/defender": R + "10",
        "role/winner": R + "6",
        "role/loser": R + "6",
        "detail": R + "6",
        "detail/mode": R + "9",
        "detail/card_points": R + "2",
        "detail/play_phase": R + "8",
        "detail/bottom_card": R + "3",
        "detail/stock": R + "5",
        "detail/high_bid": R + "10",
        "detail/high_bidder": R + "10",
        "detail/min_bid": R + "10",
        "detail/bid": R + "10",
        "detail/my_discards": R + "10",
        "detail/marriage_points": R + "4",
        "detail/shortfall": R + "7",
        "detail/stake": R + "7",
        "detail/made": R + "10",
        "detail/discard_points": R + "10",
        "detail/thrown_in": R + "10",
        "detail/trump": R + "4",
        "detail/declarer": R + "10",
        "detail/dealer": R + "3",
        "detail/forehand": R + "3",
        "detail/tricks": R + "5",
        "talon": R + "10",
    },
    # The start screen's fan: a marriage, king and queen of one suit (rules §4).
    emblem=("AS", "KH", "QH"),
    # In the three-hand auction the dealer speaks last, as the dealer: no rearhand of its own.
    lacks=("role/rearhand",),
    blurb="Two players race to 1001 points; a king and queen of one suit make trumps.",
)
