"""Bolachen's words: its moves, contracts, phases, roles and result details, beside its rules.

Labels are English source texts that the GUI translates in context ``bolachen``; the rule
references point at ``docs/rules/bolachen.md``.
"""

from __future__ import annotations

from engine.vocabulary import Detail, Form, Move, Term, Vocabulary, Word, pass_move, play_move

R = "bolachen#s"

WORDS = Vocabulary.build(
    "bolachen",
    moves=(
        Move(
            "discard",
            "Discard",
            "Lay two cards face down, out of play.",
            R + "6",
            forms=(Form("{cards}", "Discard {cards}", "{name} discards {cards}"),),
            hidden="{name} discards face down",
            hidden_label="Discard face down",
            prompt="Select the cards to discard, then Discard.",
        ),
        Move(
            "give",
            "Give",
            "Give the player whose card you called a card of your hand.",
            R + "6",
            forms=(Form("{cards}", "Give {cards}", "{name} gives {cards}"),),
            hidden="{name} gives a card face down",
            hidden_label="Give a card face down",
            prompt="Choose a card to give back.",
        ),
        play_move(R + "7"),
        Move(
            "call",
            "Call a card",
            "Ask for a card you lack; its holder must hand it over.",
            R + "6",
            forms=(Form("{cards}", "Call {cards}", "{name} calls {cards}"),),
            prompt="You may call a card you do not hold.",
            offers=("nocall",),
        ),
        Move(
            "nocall",
            "Call no card",
            "Keep your hand as it is.",
            R + "6",
            forms=(Form("", "Call no card", "{name} calls no card"),),
        ),
        Move(
            "contract",
            "Contract",
            "Name the game you play: a Brand, Bettel or Mord.",
            R + "4",
            forms=(Form("{contract}", "Play {contract}", "{name} plays {contract}"),),
            prompt="Choose your contract.",
        ),
        Move(
            "trump",
            "Trumps",
            "Name the trump suit of your Brand.",
            R + "4",
            forms=(Form("{suit}", "Trumps: {suit}", "{name} names {suit} trumps"),),
            prompt="Name the trump suit.",
        ),
        Move(
            "bid",
            "Bid",
            "Offer a higher contract than the one standing.",
            R + "5",
            forms=(Form("{contract}", "Bid {contract}", "{name} bids {contract}"),),
            prompt="Name a contract to bid.",
        ),
        Move(
            "claim",
            "Play (claim)",
            "Say you want to be the declarer.",
            R + "5",
            forms=(Form("", "Play (claim)", "{name} wants to play"),),
            prompt="Do you want to play (be the declarer)?",
            offers=("pass",),
        ),
        Move(
            "hold",
            "Hold",
            "Take the same level yourself: the earlier claimant has priority.",
            R + "5",
            forms=(Form("", "Hold", "{name} holds"),),
            prompt="Hold, bid higher or drop out.",
            offers=("bid", "drop"),
        ),
        pass_move(R + "5"),
        Move(
            "drop",
            "Drop out",
            "Leave the auction.",
            R + "5",
            forms=(Form("", "Drop out", "{name} drops out"),),
        ),
    ),
    contracts=(
        Move(
            "brand",
            "Brand",
            "A trump game: the declarer needs 6 of the 10 tricks. In the auction the Brands "
            "rank by suit: Acorns lowest, then Leaves, Bells, Hearts highest.",
            R + "4",
            forms=(Form("{suit}", "Brand {suit}", "Brand {suit}"), Form("", "Brand", "Brand")),
        ),
        Move(
            "bettel",
            "Bettel",
            "No trumps: the declarer must not take a single trick.",
            R + "4",
            forms=(Form("", "Bettel", "Bettel"),),
        ),
        Move(
            "mord",
            "Mord",
            "No trumps: the declarer must take all 10 tricks.",
            R + "4",
            forms=(Form("", "Mord", "Mord"),),
        ),
    ),
    phases=(
        Term(
            "deal_over",
            "Deal over",
            "The outcome is certain (a Brand is decided by the declarer's sixth trick or the "
            "defenders' fifth, a Bettel or Mord by a single trick), so the rest is not played: "
            "the deal is scored.",
            R + "8",
        ),
        Term("bidding", "Bidding", "Who wants to play, and which contract is highest.", R + "5"),
        Term("contract", "Choosing the contract", "The declarer names the game.", R + "4"),
        Term(
            "call",
            "Calling a card",
            "In Bettel or Mord the declarer may call a card he lacks.",
            R + "6",
        ),
        Term("exchange", "Exchange", "Cards are handed back and discarded.", R + "6"),
        Term("trump", "Naming trumps", "The declarer names the trump suit.", R + "4"),
    ),
    roles=(
        Term("claimant", "Claimant", "Wants to be the declarer.", R + "5"),
        Term("bidder", "Bidder", "Holds the highest bid so far.", R + "5"),
    ),
    details=(
        Detail("claimants", "Claimants", "Players who said they want to play.", kind="seat"),
        Detail("contract", "Contract", "The game the declarer plays.", kind="contract"),
        Detail("level", "Level", "The contract's rank in the auction, 1 to 6."),
        Detail("called", "Called card", "The card the declarer called."),
        Detail("called_from", "Called from", "Who had to hand over the called card.", kind="seat"),
        Detail("returned", "Card given back", "The card the declarer gave back."),
        Detail("dopper", "Dopper", "The two cards of the dopper, as the declarer saw them."),
        Detail("discards", "Discards", "The cards laid away."),
        Detail(
            "declarer_tricks",
            "Declarer's tricks",
            "Tricks taken by the declarer.",
            needs="declarer",
        ),
        Detail(
            "defender_tricks",
            "Defenders' tricks",
            "Tricks taken by the defenders.",
            needs="declarer",
        ),
        Detail("mord_value", "Value of Mord", "What a Mord is worth."),
        Detail("score_mode", "Score", "Points, or money at the tariff."),
        Detail("tariff", "Cents per point", "Cents paid per point."),
        Detail("value", "Game value", "What the contract is worth."),
        Detail("won", "Won", "Whether the declarer won."),
        Detail("money", "Money (cents)", "Each player's gain or loss in cents."),
    ),
    words=(
        Word(
            "suit_order",
            "Suit order in the auction",
            "A Brand in a higher suit outbids a lower one: Acorns (clubs) lowest, then Leaves "
            "(spades), Bells (diamonds), Hearts highest; above every Brand come Bettel, then "
            "Mord.",
            R + "2",
            verbs=("brand",),
        ),
    ),
    values=(Term("soft", "Points", "", R + "9"), Term("hard", "Money", "", R + "9")),
    options=(
        Term("mord_value", "Value of Mord"),
        Term("match_deals", "Deals in a match"),
        Term("target", "Target"),
        Term("score_mode", "Score"),
        Term("tariff", "Tariff"),
    ),
    talon=Term("talon", "Dopper", "The two face-down cards in the middle.", R + "3"),
    rules={
        "phase": R + "7",
        "phase/deal_over": R + "8",
        "phase/match_over": R + "10",
        "role": R + "5",
        "role/dealer": R + "3",
        "role/forehand": R + "3",
        "role/winner": R + "9",
        "role/loser": R + "9",
        "detail": R + "9",
        "detail/claimants": R + "5",
        "detail/contract": R + "4",
        "detail/level": R + "4",
        "detail/called": R + "6",
        "detail/called_from": R + "6",
        "detail/returned": R + "6",
        "detail/dopper": R + "6",
        "detail/discards": R + "6",
        "detail/declarer_tricks": R + "8",
        "detail/defender_tricks": R + "8",
        "detail/mord_value": R + "11",
        "detail/score_mode": R + "11",
        "detail/tariff": R + "11",
        "detail/trump": R + "7",
        "detail/declarer": R + "5",
        "detail/dealer": R + "3",
        "detail/forehand": R + "3",
        "detail/tricks": R + "8",
    },
    # The start screen's fan: a Brand's long suit with its Sau (Unter, Ober, Sau of hearts, §4).
    emblem=("JH", "QH", "AH"),
    # The dealer speaks last in the auction, as the dealer: no rearhand of its own; and the
    # common words its rules never use are left out (tests/engine/test_glossary.py).
    lacks=(
        "phase/match_over",
        "role/rearhand",
        "role/out",
        "role/winner",
        "role/loser",
        "detail/winner",
        "detail/loser",
        "detail/points",
    ),
    blurb="One against two: win the auction, then take six tricks, none, or all. 3 players.",
    pattern="german",  # German-suited cards, as the game is played where it lives
)
