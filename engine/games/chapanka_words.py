"""Chapanka's words: its moves, phases, roles and result details, beside its rules.

Labels are English source texts that the GUI translates in context ``chapanka``; the rule
references point at ``docs/rules/chapanka.md``.
"""

from __future__ import annotations

from engine.vocabulary import Detail, Form, Move, Term, Vocabulary, Word, play_move

R = "chapanka#s"

WORDS = Vocabulary.build(
    "chapanka",
    moves=(
        Move(
            "discard",
            "Discard",
            "The dealer lays one card face down; the four discards fix the stake.",
            R + "5",
            forms=(Form("{cards}", "Discard {cards}", "{name} discards {cards}"),),
            hidden="{name} discards face down",
            hidden_label="Discard face down",
            prompt="Select the cards to discard, then Discard.",
        ),
        Move(
            "exchange",
            "Exchange",
            "Lay a card face down and take the top card of the talon.",
            R + "5",
            forms=(Form("{cards}", "Exchange {cards}", "{name} exchanges {cards}"),),
            hidden="{name} exchanges a card face down",
            hidden_label="Exchange a card face down",
            prompt="Click a card to exchange it for the talon card, or keep.",
            offers=("keep",),
        ),
        play_move(R + "7"),
        Move(
            "keep",
            "Keep your cards",
            "Decline the exchange.",
            R + "5",
            forms=(Form("", "Keep your cards", "{name} keeps the cards"),),
        ),
    ),
    phases=(
        Term("exchange", "Exchange", "Each player may swap one card with the talon.", R + "5"),
        Term("discard", "Discard", "The dealer lays one card face down.", R + "5"),
    ),
    roles=(
        Term(
            "pancerola",
            "Pancerola",
            "Holds four aces (or three and the Kinal): may renounce, then must lose every trick.",
            R + "6",
        ),
        Term(
            "forehand",
            "First hand",
            "Sits on the dealer's right (play goes to the right): exchanges first and leads "
            "to the first trick.",
            R + "1",
        ),
        Term("chapanka", "Chapanka", "Won tricks 1–9 and must now take all eleven.", R + "8"),
    ),
    words=(
        Word(
            "kinal",
            "Kinal",
            "The jack of hearts. Thrown on a trick led in another suit, its winner pays you "
            "(and with the option, you take the pot); played to another player's heart lead, "
            "it is forced and you pay.",
            R + "7",
            cards=("JH",),
        ),
    ),
    options=(
        Term("kinal_pot", "Kinal and the pot"),
        Term("match_deals", "Deals in a match"),
    ),
    details=(
        Detail("pot", "Pot", "Counters in the pot."),
        Detail("antes", "Antes", "What each player put into the pot."),
        Detail("stake", "Stake", "What the settlement is worth: the four discards' points plus 4."),
        Detail("discards", "Discards", "How many cards lie face down out of play."),
        Detail("my_discard", "Your discard", "The card you laid away."),
        Detail(
            "pancerola",
            "Pancerola",
            "Who plays a Pancerola: four aces (or three and the Kinal) and a renounce in tricks "
            "1–9; that player must now lose every trick.",
            kind="seat",
        ),
        Detail(
            "pancerola_broken",
            "Pancerola broken",
            "The Pancerola player took a trick.",
            kind="event",
        ),
        Detail("chapanka", "Chapanka", "Who is on a Chapanka.", kind="seat"),
        Detail("trick_no", "Trick", "The number of the trick being played."),
        Detail("match_deals", "Deals in the match", "How many deals the match lasts."),
    ),
    rules={
        "phase": R + "7",
        "phase/deal_over": R + "9",
        "phase/match_over": R + "10",
        "role": R + "1",
        "role/dealer": R + "4",
        "role/winner": R + "9",
        "role/loser": R + "9",
        "detail": R + "9",
        "detail/pot": R + "3",
        "detail/antes": R + "3",
        "detail/discards": R + "5",
        "detail/my_discard": R + "5",
        "detail/pancerola": R + "6",
        "detail/pancerola_broken": R + "6",
        "detail/chapanka": R + "8",
        "detail/trick_no": R + "7",
        "detail/match_deals": R + "10",
        "detail/trump": R + "2",
        "detail/dealer": R + "4",
        "detail/forehand": R + "1",
        "detail/tricks": R + "7",
        "talon": R + "4",
    },
    # The start screen's fan: the Kinal, the jack of hearts, on top (rules §2).
    emblem=("AS", "2C", "JH"),
    # Everyone plays for himself: no declarer, no defenders, no auction; and the common
    # words its rules never use are left out (tests/engine/test_glossary.py).
    lacks=(
        "phase/match_over",
        "role/declarer",
        "role/defender",
        "role/middlehand",
        "role/rearhand",
        "role/out",
        "role/loser",
        "detail/declarer",
        "detail/loser",
    ),
    blurb=(
        "Take as few points as you can, and slip the Kinal, the jack of hearts, onto "
        "another's trick. 4 players."
    ),
)
