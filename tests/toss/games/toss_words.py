"""Toss's words: its verb, phase, role, result row and talon, and what the start screen
shows of it (a fan of its cards, one line, its traditional pattern). None of these words exists
anywhere in the program; the window can only have them from here."""

from __future__ import annotations

from engine.vocabulary import Detail, Form, Move, Term, Vocabulary

GAME_ID = "toss"

WORDS = Vocabulary.build(
    GAME_ID,
    moves=(
        Move(
            "toss",
            "Toss",
            "Throw one card onto the trick; follow suit if you can.",
            "toss#s2",
            forms=(Form("{card}", "Toss {card}", "{name} tosses {card}"),),
            prompt="Toss a card onto the heap.",
        ),
    ),
    phases=(Term("play", "Tossing", "Cards are tossed to tricks.", "toss#s2"),),
    roles=(Term("dealer", "Shuffler", "Shuffled the pack this time.", "toss#s1"),),
    details=(Detail("tricks_taken", "Tricks taken"),),
    talon=Term("talon", "Boneyard", "Cards nobody tosses.", "toss#s1"),
    emblem=("9H", "AS", "AC"),
    blurb="Toss cards onto tricks; the ace of trumps counts two more. 2 to 4 players.",
    pattern="fourcolor",
)
