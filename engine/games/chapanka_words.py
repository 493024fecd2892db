"""Chapanka's words: its moves, phases, roles and result details, beside its rules.

Labels are English source texts that the GUI translates in context ``chapanka``; the rule
references point at ``docs/rules/chapanka.md``.
"""

from __future__ import annotations

from engine.vocabulary import Detail, Form, Move, Term, Vocabulary, play_move

R = "chapanka#s"

WORDS = Vocabulary.build(
    "chapanka",
    moves=(
        Move(
            "discard",
            "Discard",
            "Lay one card face down; the discards go to the pot's winner.",
            R + "5",
            forms=(Form("{cards}", "Discard {cards}", "{name} discards {cards}"),),
            hidden="{name} discards face down",
            hidden_label="Discard face down",
            prompt="Select the cards to discard, then Discard.",
        ),
        Move(
            "exchange",
            "Exchange",
            "Swap a card of your hand for the card offered face down.",
            R + "5",
            forms=(Form("{cards}", "Exchange {cards}", "{name} exchanges {cards}"),),
            hidden="{name} exchanges a card face down",
            hidden_label="Exchange a card face down",
            prompt="Click a card to exchange it for the talon card, or keep.",
        ),
        play_move("chapanka", R + "7"),
        Move(
            "keep",
            "Keep my cards",
            "Decline the exchange.",
            R + "5",
            forms=(Form("", "Keep my cards", "{name} keeps the cards"),),
        ),
    ),
    phases=(
        Term("exchange", "Exchange", "Each player may swap one card.", R + "5"),
        Term("discard", "Discard", "Each player lays one card face down.", R + "5"),
    ),
    roles=(
        Term("pancerola", "Pancerola", "Holds all four aces and must lose every trick.", R + "6"),
        Term("chapanka", "Chapanka", "Took nine tricks and wins the pot.", R + "8"),
    ),
    details=(
        Detail("pot", "Pot"),
        Detail("antes", "Antes"),
        Detail("stake", "Stake"),
        Detail("discards", "Discards"),
        Detail("my_discard", "Your discard"),
        Detail("pancerola", "Pancerola", kind="seat"),
        Detail("pancerola_broken", "Pancerola broken"),
        Detail("chapanka", "Chapanka", kind="seat"),
        Detail("trick_no", "Trick"),
        Detail("match_deals", "Deals in the match"),
    ),
)
