"""Display names of cards, suits, ranks, actions, roles and options, all through tr().

The engine speaks in codes (``QD``, ``bid 4 better``, ``attacker``); people read "Q♦",
"Bid 4 better (clubs)", "Attacker". Building every such name here keeps the wording in one
place for the translators, and makes German-pattern names (Acorns, Leaves, Hearts, Bells;
Deuce, Ober, Unter in English; Eichel, Grün, Herz, Schellen in German) follow the pattern.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

import i18n

SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_ORDER = "SHDC"
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
#: Stands in for a card the person did not see (see gui.visibility); never a card code.
HIDDEN_CARD = "??"


def _t(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def is_card(word: str) -> bool:
    """Whether an action word is a card code (rank then suit letter)."""
    return len(word) >= 2 and word[-1] in SUIT_SYMBOL and word[:-1] in RANKS


def split_card(code: str) -> tuple[str, str]:
    return code[:-1], code[-1]


# --- suits and ranks -------------------------------------------------------------------------


def _language(language: str | None) -> str:
    """``language`` or, when None, the language of the installed catalogs (English before any)."""
    return language or i18n.installed_language() or "en"


def suit_name(suit: str, pattern: str = "french") -> str:
    """A suit's name; German-suited packs use English card players' words (Acorns, Leaves,
    Hearts, Bells) in context "german", so German and Polish translate them apart from the
    French suits (Herz/kier for ♥, but Herz/czerwień for the German Hearts)."""
    if pattern == "german":
        return {
            "S": _t("german", "Leaves"),
            "H": _t("german", "Hearts"),
            "D": _t("german", "Bells"),
            "C": _t("german", "Acorns"),
        }[suit]
    return {
        "S": _t("names", "Spades"),
        "H": _t("names", "Hearts"),
        "D": _t("names", "Diamonds"),
        "C": _t("names", "Clubs"),
    }[suit]


def suit_label(suit: str, pattern: str = "french") -> str:
    """A suit for buttons and the info panel: symbol and name (German names for german)."""
    if pattern == "german":
        return suit_name(suit, pattern)
    return f"{SUIT_SYMBOL[suit]} {suit_name(suit, pattern)}"


def rank_name(rank: str, pattern: str = "french") -> str:
    """A rank's name; German-suited courts are the Deuce, King, Ober and Unter (as on Pagat)."""
    if pattern == "german":
        german = {
            "A": _t("german", "Deuce"),
            "K": _t("german", "King"),
            "Q": _t("german", "Ober"),
            "J": _t("german", "Unter"),
        }
        if rank in german:
            return german[rank]
    return {
        "A": _t("names", "Ace"),
        "K": _t("names", "King"),
        "Q": _t("names", "Queen"),
        "J": _t("names", "Jack"),
    }.get(rank, rank)


def index_letters(language: str | None, pattern: str) -> dict[str, str]:
    """Court letters printed in the card corners: the same table as the card faces use
    (:func:`i18n.index_letters`), so a button never says "B♥" while the card shows "J"."""
    return i18n.index_letters(_language(language), pattern)


def _rank_letter(rank: str, pattern: str, language: str | None) -> str:
    return index_letters(language, pattern).get(rank, rank)


def card_short(code: str, pattern: str = "french", language: str | None = None) -> str:
    """Compact name for buttons and the status bar: "Q♦", or "Bells O" for German suits.

    ``language`` picks the corner letters; None means the installed catalogs' language.
    """
    rank, suit = split_card(code)
    if pattern == "german":
        return f"{suit_name(suit, pattern)} {_rank_letter(rank, pattern, language)}"
    return f"{_rank_letter(rank, pattern, language)}{SUIT_SYMBOL[suit]}"


def card_name(code: str, pattern: str = "french") -> str:
    """Full name: "Queen of Diamonds", or "Ober of Bells" (German "Schellen-Ober")."""
    rank, suit = split_card(code)
    if pattern == "german":
        return _t("german", "{rank} of {suit}").format(
            suit=suit_name(suit, pattern), rank=rank_name(rank, pattern)
        )
    return _t("names", "{rank} of {suit}").format(
        rank=rank_name(rank, pattern), suit=suit_name(suit, pattern)
    )


def cards_short(codes: Iterable[str], pattern: str = "french", language: str | None = None) -> str:
    return card_separator(pattern).join(card_short(c, pattern, language) for c in codes)


def card_separator(pattern: str) -> str:
    """Between cards in a row: German-suited names have a space inside ("Bells 7"), so
    they are set apart by commas; "7♦ 9♦" reads fine with spaces."""
    return ", " if pattern == "german" else " "


# --- actions ---------------------------------------------------------------------------------


def contract_name(words: Sequence[str], pattern: str = "french") -> str:
    """Bolachen contracts: ``brand D`` → "Brand Schellen", ``bettel``, ``mord``."""
    if not words:
        return ""
    head = words[0]
    if head == "brand":
        if len(words) > 1 and words[1] in SUIT_SYMBOL:
            return _t("names", "Brand {suit}").format(suit=suit_label(words[1], pattern))
        return _t("names", "Brand")
    if head == "bettel":
        return _t("names", "Bettel")
    if head == "mord":
        return _t("names", "Mord")
    return humanize(" ".join(words))


def action_label(text: str, pattern: str = "french", language: str | None = None) -> str:
    """A button label for an engine action text, e.g. ``bid 4 better`` → "Bid 4 better (clubs)"."""
    words = text.split()
    if not words:
        return text
    verb, args = words[0], words[1:]
    cards = [w for w in args if is_card(w)]
    others = [w for w in args if not is_card(w)]
    cs = cards_short(cards, pattern, language)
    simple = {
        "pass": _t("actions", "Pass"),
        "take": _t("actions", "Take the cards"),
        "decline": _t("actions", "Decline"),
        "claim": _t("actions", "Play (claim)"),
        "hold": _t("actions", "Hold"),
        "drop": _t("actions", "Drop out"),
        "tout": _t("actions", "Announce Tout"),
        "no-tout": _t("actions", "No Tout"),
        "stop": _t("actions", "Stop and score"),
        "go-on": _t("actions", "Go on for Tout"),
        "keep": _t("actions", "Keep my cards"),
    }
    if verb in simple and not args:
        return simple[verb]
    if verb == "play" and cards:
        return _t("actions", "Play {cards}").format(cards=cs)
    if verb == "marry" and cards:
        return _t("actions", "Marriage: lead {cards}").format(cards=cs)
    if verb == "attack":
        label = _t("actions", "Attack with {cards}").format(cards=cs)
        if "coachman" in others and cards:
            main = cards_short(cards[:-1], pattern, language)
            coach = card_short(cards[-1], pattern, language)
            label = _t("actions", "Attack with {cards} + coachman {card}").format(
                cards=main, card=coach
            )
        return label
    if verb == "reinforce":
        return _t("actions", "Reinforce with {cards}").format(cards=cs)
    if verb == "add":
        return _t("actions", "Add {cards}").format(cards=cs)
    if verb == "beat" and len(cards) == 2:
        return _t("actions", "Beat {target} with {card}").format(
            target=card_short(cards[0], pattern, language),
            card=card_short(cards[1], pattern, language),
        )
    if HIDDEN_CARD in args:  # a face-down move of another player (gui.visibility)
        face_down = {
            "discard": _t("actions", "Discard face down"),
            "exchange": _t("actions", "Exchange a card face down"),
            "give": _t("actions", "Give a card face down"),
        }
        return face_down.get(verb, _t("actions", "Move a card face down"))
    if verb == "discard":
        return _t("actions", "Discard {cards}").format(cards=cs)
    if verb == "exchange":
        return _t("actions", "Exchange {cards}").format(cards=cs)
    if verb == "call" and cards:
        return _t("actions", "Call {cards}").format(cards=cs)
    if verb == "give" and cards:
        return _t("actions", "Give {cards}").format(cards=cs)
    if verb == "trump" and others and others[0].upper() in SUIT_SYMBOL:
        return _t("actions", "Trumps: {suit}").format(suit=suit_label(others[0].upper(), pattern))
    if verb == "contract":
        return _t("actions", "Play {contract}").format(contract=contract_name(args, pattern))
    if verb == "bid":
        upper = [w.upper() for w in args]
        if args and args[0] in ("brand", "bettel", "mord"):
            return _t("actions", "Bid {contract}").format(
                contract=contract_name([args[0], *upper[1:]], pattern)
            )
        if len(args) == 2 and args[1] == "better":
            return _t("actions", "Bid {n} better (clubs)").format(n=args[0])
        if len(args) == 1:
            return _t("actions", "Bid {n}").format(n=args[0])
    # Unknown grammar: still readable, with cards by name.
    shown = [card_short(w, pattern, language) if is_card(w) else w for w in words]
    return humanize(" ".join(shown))


def verb_label(verb: str) -> str:
    """Label of a confirm button for a multi-card action chosen by selecting cards."""
    return {
        "attack": _t("actions", "Attack"),
        "reinforce": _t("actions", "Reinforce"),
        "add": _t("actions", "Add"),
        "discard": _t("actions", "Discard"),
        "play": _t("actions", "Play"),
        "exchange": _t("actions", "Exchange"),
        "call": _t("actions", "Call a card"),
        "give": _t("actions", "Give"),
        "beat": _t("actions", "Beat"),
    }.get(verb, humanize(verb))


def verb_prompt(verb: str, multi: bool = True) -> str:
    """What the table asks the person to do when this verb is possible; ``multi`` says
    whether several cards can be combined (selection) or one click does it."""
    if not multi:
        single = {
            "attack": _t("prompts", "Attack: click the card to lay against the defender."),
            "reinforce": _t("prompts", "Click a card to reinforce the attack, or decline."),
            "add": _t("prompts", "Click a card to add it to the attack, or decline."),
        }
        if verb in single:
            return single[verb]
    return {
        "play": _t("prompts", "Play a card."),
        "marry": _t("prompts", "Play a card (or lead a king or queen with a marriage)."),
        "attack": _t("prompts", "Attack: select one or more cards of one rank, then Attack."),
        "reinforce": _t("prompts", "Reinforce the attack with cards of its rank, or decline."),
        "add": _t("prompts", "Add cards of the attack's rank from your hand, or decline."),
        "beat": _t("prompts", "Beat each card: click a table card, then your card — or take."),
        "discard": _t("prompts", "Select the cards to discard, then Discard."),
        "exchange": _t("prompts", "Click a card to exchange it for the talon card, or keep."),
        "bid": _t("prompts", "Bid or pass."),
        "claim": _t("prompts", "Do you want to play (be the declarer)?"),
        "contract": _t("prompts", "Choose your contract."),
        "call": _t("prompts", "You may call a card you do not hold."),
        "give": _t("prompts", "Choose a card to give back."),
        "trump": _t("prompts", "Name the trump suit."),
        "tout": _t("prompts", "Announce Tout?"),
        "stop": _t("prompts", "Stop and score, or go on for Tout?"),
        "hold": _t("prompts", "Hold, bid higher or drop out."),
    }.get(verb, "")


# --- roles, phases, levels, options ----------------------------------------------------------


def role_name(role: str) -> str:
    return {
        "dealer": _t("roles", "Dealer"),
        "declarer": _t("roles", "Declarer"),
        "attacker": _t("roles", "Attacker"),
        "defender": _t("roles", "Defender"),
        "bystander": _t("roles", "Bystander"),
        "out": _t("roles", "Out"),
        "forehand": _t("roles", "Forehand"),
        "middlehand": _t("roles", "Middlehand"),
        "rearhand": _t("roles", "Rearhand"),
        "pancerola": _t("roles", "Pancerola"),
        "kaschlan": _t("roles", "Kaschlan"),
        "bidder": _t("roles", "Bidder"),
        "winner": _t("roles", "Winner"),
        "loser": _t("roles", "Loser"),
        "chapanka": _t("roles", "Chapanka"),
    }.get(role, humanize(role))


def phase_name(phase: str) -> str:
    return {
        "bidding": _t("phases", "Bidding"),
        "auction": _t("phases", "Auction"),
        "exchange": _t("phases", "Exchange"),
        "play": _t("phases", "Play"),
        "deal_over": _t("phases", "Deal over"),
        "match_over": _t("phases", "Match over"),
        "attack": _t("phases", "Attack"),
        "defence": _t("phases", "Defence"),
        "reinforce": _t("phases", "Reinforcement"),
        "discard": _t("phases", "Discard"),
        "trump": _t("phases", "Naming trumps"),
        "add": _t("phases", "Adding to the attack"),
        "defend": _t("phases", "Defence"),
        "call": _t("phases", "Calling a card"),
        "contract": _t("phases", "Choosing the contract"),
        "tout": _t("phases", "Tout?"),
        "stop_or_go_on": _t("phases", "Stop or go on"),
    }.get(phase, humanize(phase))


def level_name(level: str) -> str:
    return {
        "random": _t("levels", "Random"),
        "easy": _t("levels", "Easy"),
        "normal": _t("levels", "Normal"),
        "strong": _t("levels", "Strong"),
    }.get(level, humanize(level))


def pattern_name(pattern: str) -> str:
    return {
        "french": _t("names", "French"),
        "german": _t("names", "German (Bavarian)"),
        "fourcolor": _t("names", "Four-colour"),
    }.get(pattern, humanize(pattern))


def game_name(game_id: str, english: str) -> str:
    return {
        "kaschlan": _t("games", "Kaschlan"),
        "tausendundeins": _t("games", "1001 (Tausendundeins)"),
        "bolachen": _t("games", "Bolachen"),
        "scharwenzel": _t("games", "Scharwenzel"),
        "chapanka": _t("games", "Chapanka"),
    }.get(game_id, english)


def option_name(name: str) -> str:
    return {
        "pack": _t("options", "Pack"),
        "coachman": _t("options", "Coachman (Kutscher)"),
        "rotate_attacker": _t("options", "Rotate attacker"),
        "match_games": _t("options", "Games in a match"),
        "marriage_scoring": _t("options", "Marriage scoring"),
        "face_bottom_card": _t("options", "Bottom card face up"),
        "mode": _t("options", "Mode"),
        "mord_value": _t("options", "Value of Mord"),
        "match_deals": _t("options", "Deals in a match"),
        "target": _t("options", "Target"),
        "score_mode": _t("options", "Score"),
        "tariff": _t("options", "Tariff"),
        "match_target": _t("options", "Threads to win"),
        "kinal_pot": _t("options", "Kinal and the pot"),
    }.get(name, humanize(name))


def choice_name(value: Any) -> str:
    if value is True:
        return _t("options", "on")
    if value is False:
        return _t("options", "off")
    if value is None:
        return _t("options", "none")
    text = str(value)
    return {
        "two_hand": _t("options", "Two hands"),
        "three_hand": _t("options", "Three hands"),
        "russeln": _t("options", "Russeln"),
        "suit": _t("options", "By suit"),
        "order": _t("options", "By order"),
        "soft": _t("options", "Points"),
        "hard": _t("options", "Money"),
    }.get(text, text)


def humanize(key: str) -> str:
    """``match_games`` → "Match games": the fallback for keywords this module does not know."""
    text = str(key).replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


#: Detail keys whose whole-number values (or lists of them) are seats.
SEAT_KEYS = {
    "declarer",
    "loser",
    "winner",
    "bidder",
    "high_bidder",
    "dealer",
    "called_from",
    "forehand",
    "claimants",
    "pancerola",
    "chapanka",
}

#: Detail keys that only mean something once there is a declarer.
DECLARER_KEYS = {"declarer_tricks", "defender_tricks"}

#: Detail keys whose values are team numbers (Scharwenzel), or lists with one value per team.
TEAM_KEYS = {"majority_team", "game_won_by"}
TEAM_LIST_KEYS = {
    "tricks_per_team",
    "team_points",
    "threads",
    "hooks",
    "threads_gained",
    "hooks_gained",
    "points",
}


def detail_label(key: str) -> str | None:
    """The player's word for a detail key the games report, or None for a key that means
    nothing at the table (team-of-seat lists, internal counters, options, repeated totals).

    The words are the games' own: German catalogs say Matadore, Bock, Fäden, Haken, Dopper,
    Kinal; Polish ones kasztelanka, czapanka, pancerola.
    """
    return {
        # Kaschlan
        "turn_up": _t("details", "Turn-up card"),
        "waste": _t("details", "Waste"),
        "attack_rank": _t("details", "Rank of the attack"),
        "limit": _t("details", "Cards the defender can beat"),
        "marks": _t("details", "Kaschlan marks"),
        "game_no": _t("details", "Game"),
        "game": _t("details", "Game"),
        "match_games": _t("details", "Games in the match"),
        "draw": _t("details", "Drawn game"),
        # 1001
        "mode": _t("details", "Variant"),
        "card_points": _t("details", "Card points"),
        "play_phase": _t("details", "Play"),
        "bottom_card": _t("details", "Bottom card"),
        "goal": _t("details", "Goal"),
        "high_bid": _t("details", "Highest bid"),
        "high_bidder": _t("details", "Highest bidder"),
        "min_bid": _t("details", "Lowest bid"),
        "bid": _t("details", "Bid"),
        "my_discards": _t("details", "Your discards"),
        "marriage_points": _t("details", "Marriage points"),
        "shortfall": _t("details", "Short of the goal"),
        "stake": _t("details", "Stake"),
        "made": _t("details", "Bid made"),
        "discard_points": _t("details", "Points in the discards"),
        "thrown_in": _t("details", "Thrown in"),
        # Bolachen
        "claimants": _t("details", "Claimants"),
        "contract": _t("details", "Contract"),
        "level": _t("details", "Level"),
        "called": _t("details", "Called card"),
        "called_from": _t("details", "Called from"),
        "returned": _t("details", "Card given back"),
        "dopper": _t("details", "Dopper"),
        "declarer_tricks": _t("details", "Declarer's tricks"),
        "defender_tricks": _t("details", "Defenders' tricks"),
        "mord_value": _t("details", "Value of Mord"),
        "score_mode": _t("details", "Score"),
        "tariff": _t("details", "Cents per point"),
        "value": _t("details", "Game value"),
        "won": _t("details", "Won"),
        "money": _t("details", "Money (cents)"),
        # Scharwenzel
        "bidder": _t("details", "Bidder"),
        "game_value": _t("details", "Game value"),
        "tout_announced": _t("details", "Tout announced"),
        "tricks_per_team": _t("details", "Tricks"),
        "majority": _t("details", "Tricks for the majority"),
        "majority_team": _t("details", "Majority"),
        "team_points": _t("details", "Points"),
        "game_points": _t("details", "Points for a game"),
        "bock_bank": _t("details", "Bock"),
        "bock": _t("details", "Bock deal"),
        "bock_paid": _t("details", "Paid from the Bock"),
        "threads": _t("details", "Threads"),
        "hooks": _t("details", "Hooks"),
        "threads_gained": _t("details", "Threads won"),
        "hooks_gained": _t("details", "Hooks won"),
        "match_target": _t("details", "Threads to win"),
        "matadors": _t("details", "Matadors"),
        "fuer_die_ersten": _t("details", "For the first ones"),
        "game_won_by": _t("details", "Game won by"),
        "petersdorfer": _t("details", "Petersdorfer"),
        # Chapanka
        "pot": _t("details", "Pot"),
        "antes": _t("details", "Antes"),
        "discards": _t("details", "Discards"),
        "my_discard": _t("details", "Your discard"),
        "pancerola": _t("details", "Pancerola"),
        "pancerola_broken": _t("details", "Pancerola broken"),
        "chapanka": _t("details", "Chapanka"),
        "trick_no": _t("details", "Trick"),
        "match_deals": _t("details", "Deals in the match"),
        # Shared
        "trump": _t("details", "Trumps"),
        "declarer": _t("details", "Declarer"),
        "dealer": _t("details", "Dealer"),
        "forehand": _t("details", "Forehand"),
        "tricks": _t("details", "Tricks"),
        "winner": _t("details", "Winner"),
        "loser": _t("details", "Loser"),
        "points": _t("details", "Points"),
    }.get(key)


def value_word(value: str) -> str:
    """The engine's value keywords (strict, free, two_hand, soft …) in the player's words."""
    words = {
        "strict": _t("details", "strict (follow and head)"),
        "free": _t("details", "free"),
    }
    if value in words:
        return words[value]
    return choice_name(value)


def team_name(team: int, teams: Sequence[Sequence[int]]) -> str:
    """ "Your team" for the person's team (seat 0's), "Opponents" for the other."""
    if 0 <= team < len(teams) and 0 in teams[team]:
        return _t("details", "Your team")
    return _t("details", "Opponents")


def detail_value(
    key: str,
    value: Any,
    seat_names: Sequence[str],
    pattern: str = "french",
    language: str | None = None,
    teams: Sequence[Sequence[int]] = (),
) -> str:
    """A game's detail value with seats shown by name (``declarer: 2`` → "Bruno"), teams by
    "Your team"/"Opponents", cards with the language's corner letters and keywords translated.
    """

    def seat(v: Any) -> Any:
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(seat_names):
            return seat_names[v]
        return v

    partnered = len(teams) > 1 and any(len(t) > 1 for t in teams)
    if key in SEAT_KEYS:
        value = [seat(v) for v in value] if isinstance(value, list) else seat(value)
    elif partnered and key in TEAM_KEYS and isinstance(value, int):
        return team_name(value, teams)
    elif partnered and key in TEAM_LIST_KEYS and isinstance(value, list):
        if len(value) == len(teams):
            return " · ".join(
                f"{team_name(t, teams)} {format_value(v, pattern, language)}"
                for t, v in enumerate(value)
            )
    elif _per_seat(value, seat_names) and not partnered:
        pairs = zip(seat_names, value, strict=True)
        return " · ".join(f"{name} {format_value(v, pattern, language)}" for name, v in pairs)
    elif key == "matadors" and isinstance(value, dict):
        team = value.get("team")
        if not isinstance(team, int) or not partnered:
            return "–"
        return f"{team_name(team, teams)} {value.get('count', 0)}"
    elif key == "attack_rank" and isinstance(value, str):
        return _rank_letter(value, pattern, language)  # Kaschlan's "Q" reads "D" in German
    elif key == "contract" and isinstance(value, str):
        return contract_name(value.split(), pattern)
    elif isinstance(value, str) and not is_card(value) and value not in SUIT_SYMBOL:
        return value_word(value)
    return format_value(value, pattern, language)


def _per_seat(value: Any, seat_names: Sequence[str]) -> bool:
    """Whether ``value`` is one number per seat (antes, card points, marks)."""
    return (
        isinstance(value, list)
        and len(seat_names) > 1
        and len(value) == len(seat_names)
        and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
    )


def detail_lines(
    detail: dict[str, Any],
    seat_names: Sequence[str],
    pattern: str = "french",
    language: str | None = None,
    teams: Sequence[Sequence[int]] = (),
    skip: Iterable[str] = (),
) -> list[str]:
    """ "Label: value" lines for the keys a player understands, in the engine's order.

    Unknown keys, empty values and structured values (lists of lists, dicts other than
    Scharwenzel's matadors) are left out: a raw ``{'team': 0}`` helps nobody.
    """
    skipped = set(skip)
    used: set[str] = set()  # Scharwenzel reports its points twice (points, team_points)
    lines = []
    for key, value in detail.items():
        label = detail_label(key)
        if label is None or label in used or key in skipped or value in (None, "", []):
            continue
        if key in DECLARER_KEYS and detail.get("declarer") is None:
            continue  # Bolachen's "declarer's tricks: 0" before anyone declared
        if isinstance(value, dict) and (key != "matadors" or value.get("team") is None):
            continue
        if isinstance(value, list) and any(isinstance(v, (list, dict)) for v in value):
            continue
        if isinstance(value, list) and all(v is None for v in value):
            continue
        used.add(label)
        lines.append(f"{label}: {detail_value(key, value, seat_names, pattern, language, teams)}")
    return lines


def format_value(value: Any, pattern: str = "french", language: str | None = None) -> str:
    """A detail value for the info and result panels: cards by name, lists joined."""
    if isinstance(value, bool):
        return _t("names", "yes") if value else _t("names", "no")
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, str):
        if is_card(value):
            return card_short(value, pattern, language)
        if value in SUIT_SYMBOL:
            return suit_label(value, pattern)
        words = value.split()
        if any(is_card(w) for w in words):
            shown = (card_short(w, pattern, language) if is_card(w) else w for w in words)
            return card_separator(pattern).join(shown)
        return humanize(value) if "_" in value else value
    if isinstance(value, (list, tuple)):
        return ", ".join(format_value(v, pattern, language) for v in value) or "–"
    if isinstance(value, dict):
        return "; ".join(
            f"{humanize(k)}: {format_value(v, pattern, language)}" for k, v in value.items()
        )
    return str(value)


def talon_name(game_id: str) -> str:
    """What the face-down heap in the middle is called in each game."""
    return {
        "bolachen": _t("names", "Dopper"),
        "kaschlan": _t("names", "Waste"),
    }.get(game_id, _t("names", "Talon"))


def default_seat_names(players: int, player_name: str = "") -> list[str]:
    """The person is "You" (or their chosen name); opponents get friendly fixed names."""
    others = ["Anna", "Bruno", "Clara", "Dieter", "Emma", "Franz", "Greta"]
    return [player_name or _t("names", "You"), *others[: players - 1]]
