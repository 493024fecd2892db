"""Kaschlan's words: its moves, phases, roles and result details, beside its rules.

Labels are English source texts that the GUI translates in context ``kaschlan``; the rule
references point at ``docs/rules/kaschlan.md``.
"""

from __future__ import annotations

from engine.vocabulary import Detail, Form, Move, Term, Vocabulary, Word

R = "kaschlan#s"

WORDS = Vocabulary.build(
    "kaschlan",
    moves=(
        Move(
            "beat",
            "Beat",
            "Cover an attacking card with a higher card of its suit or a trump.",
            R + "5",
            forms=(
                Form(
                    "{target} {card}",
                    "Beat {target} with {card}",
                    "{name} beats {target} with {card}",
                ),
            ),
            prompt="Beat each card: click a table card, then your card — or take.",
            offers=("take",),
        ),
        Move(
            "attack",
            "Attack",
            "Lay one or more cards of one rank against the defender.",
            R + "5",
            forms=(
                Form(
                    "{cards} coachman {card}",
                    "Attack with {cards} + coachman {card}",
                    "{name} attacks with {cards} and the coachman {card}",
                ),
                Form("{cards}", "Attack with {cards}", "{name} attacks with {cards}"),
            ),
            prompt="Attack: select one or more cards of one rank, then Attack.",
            prompt_single="Attack: click the card to lay against the defender.",
        ),
        Move(
            "reinforce",
            "Reinforce",
            "Another player adds cards of the attack's rank to the attack.",
            R + "5",
            forms=(Form("{cards}", "Reinforce with {cards}", "{name} reinforces with {cards}"),),
            prompt="Reinforce the attack with cards of its rank, or decline.",
            offers=("decline",),
            prompt_single="Click a card to reinforce the attack, or decline.",
        ),
        Move(
            "add",
            "Add",
            "The defender lays his own cards of the attack's rank beside it; he must beat them "
            "or take them like the rest.",
            R + "5",
            forms=(Form("{cards}", "Add {cards}", "{name} adds {cards}"),),
            prompt="Add cards of the attack's rank from your hand, or decline.",
            offers=("decline",),
            prompt_single="Click a card to add it to the attack, or decline.",
        ),
        Move(
            "take",
            "Take the cards",
            "The defender gives up and takes the cards still unbeaten into his hand; the pairs "
            "he beat go to the waste.",
            R + "5",
            forms=(Form("", "Take the cards", "{name} takes the cards"),),
        ),
        Move(
            "decline",
            "Decline",
            "Add nothing to the attack.",
            R + "5",
            forms=(Form("", "Decline", "{name} declines"),),
        ),
    ),
    phases=(
        Term(
            "deal_over",
            "Game over",
            "Only one player still holds cards (he is the Kaschlan), or nobody does: the game "
            "is scored.",
            R + "7",
        ),
        Term("attack", "Attack", "The attacker lays cards against the defender.", R + "5"),
        Term("reinforce", "Reinforcement", "The others may join the attack.", R + "5"),
        Term(
            "add",
            "Defender's own cards",
            "The defender may lay cards of the attack's rank from his own hand beside it.",
            R + "5",
        ),
        Term("defend", "Defence", "The defender beats the cards or takes them.", R + "5"),
    ),
    roles=(
        Term("attacker", "Attacker", "Leads the attack against the defender.", R + "4"),
        Term(
            "defender",
            "Defender",
            "Must beat every attacking card, or take the ones left unbeaten.",
            R + "4",
        ),
        Term("bystander", "Bystander", "May reinforce the attack.", R + "5"),
        Term("kaschlan", "Kaschlan", "Was left holding cards: loses the game.", R + "7"),
        Term("rearhand", "Rearhand", "Sits right of the dealer and cuts the pack.", R + "1"),
    ),
    details=(
        Detail(
            "trump",
            "Trumps",
            "The suit of the turned-up card; the queen of diamonds is the highest trump in "
            "every deal.",
        ),
        Detail(
            "turn_up", "Turn-up card", "The card turned up under the stock; its suit is trumps."
        ),
        Detail("waste", "Waste", "Beaten cards, out of the game."),
        Detail(
            "attack_rank",
            "Rank of the attack",
            "Every card of this attack has this rank.",
            kind="rank",
        ),
        Detail(
            "limit",
            "Limit of the attack",
            "How many cards the attacker and the others may lay in this bout: as many as the "
            "defender held when it began.",
        ),
        Detail("marks", "Kaschlan marks", "Games each player has lost as the Kaschlan."),
        Detail("game_no", "Game", "The number of this game in the match."),
        Detail("game", "Game", "The number of this game in the match."),
        Detail("match_games", "Games in the match", "How many games the match lasts."),
        Detail(
            "draw",
            "Drawn game",
            "The last players went out together: nobody lost.",
            kind="event",
        ),
    ),
    options=(
        Term("pack", "Pack"),
        Term("coachman", "Coachman (Kutscher)"),
        Term("rotate_attacker", "Rotate attacker"),
        Term("match_games", "Games in a match"),
    ),
    words=(
        Word(
            "coachman",
            "Coachman (Kutscher)",
            "With the option on, an attack of two or more cards of one rank may take one more "
            "card of any rank, the coachman; it counts against the limit.",
            R + "9",
            verbs=("coachman",),
        ),
        Word(
            "queen_of_diamonds",
            "The Kaschlan (queen of diamonds)",
            "The highest trump in every deal: nothing beats it, it can only be taken.",
            R + "2",
            cards=("QD",),
        ),
        Word(
            "stock",
            "Stock",
            "The face-down cards left after the deal: attackers and reinforcers draw back to "
            "five from it at once; the trump card under it is drawn last.",
            R + "3",
        ),
    ),
    talon=Term("talon", "Waste", "Beaten cards, face down, out of the game.", R + "5"),
    rules={
        "phase": R + "5",
        "phase/deal_over": R + "7",
        "phase/match_over": R + "8",
        "role": R + "4",
        "role/out": R + "7",
        "role/winner": R + "7",
        "role/loser": R + "7",
        "detail": R + "8",
        "detail/turn_up": R + "2",
        "detail/trump": R + "2",
        "detail/waste": R + "5",
        "detail/attack_rank": R + "6",
        "detail/limit": R + "5",
        "detail/dealer": R + "4",
        "detail/forehand": R + "4",
        "detail/draw": R + "7",
        "detail/winner": R + "7",
        "detail/loser": R + "7",
    },
    # The start screen's fan: the queen of diamonds, the Kaschlan itself (rules).
    emblem=("7C", "AH", "QD"),
    # Kaschlan has bouts, not tricks, and no declarer or auction; its glossary leaves out the
    # common words its rules never use (tests/engine/test_glossary.py).
    lacks=(
        "phase/play",
        "phase/match_over",
        "role/declarer",
        "role/forehand",
        "role/middlehand",
        "role/winner",
        "detail/declarer",
        "detail/forehand",
        "detail/tricks",
        "detail/winner",
        "detail/points",
    ),
    blurb="Get rid of your cards: attack and defend in bouts, like Durak. 2 to 5 players.",
)
