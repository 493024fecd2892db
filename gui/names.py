"""Display names of cards, suits, ranks and of any game's words, all through translate().

The engine speaks in codes (``QD``, ``bid 4 better``, ``attacker``); people read "Q♦",
"Bid 4 better (Clubs)", "Attacker". The card notation lives here (index letter of the chosen
pattern and language plus suit symbol; German-pattern names such as Acorns, Ober, Unter follow
the pattern). The games' own words do not: each game declares them as data beside its rules
(:mod:`engine.vocabulary`), and this module renders any game's move, phase, role, contract and
detail field from that vocabulary, translated in the game's context. A new game needs no edit
here.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

import engine
import i18n
from engine.cards import HIDDEN_CARD, RANKS, SUIT_SYMBOL, is_card, split_card
from engine.reasons import SuitWord
from engine.vocabulary import Move, Term, Vocabulary, match_forms
from gui.numbers import local_number
from gui.seat_names import default_seat_names as default_seat_names
from gui.seat_names import is_feminine as is_feminine
from i18n import you_forms

__all__ = ["HIDDEN_CARD", "RANKS", "SUIT_SYMBOL", "is_card", "split_card"]
# default_seat_names and is_feminine are gui/seat_names.py's, said on with the table's words.

SUIT_ORDER = "SHDC"


#: Between a name and its number in "Anna 3 · Clara 0": a wrapped line never leaves the
#: number alone at the start of the next one.
NBSP = "\u00a0"


def _t(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


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


def rank_letter(rank: str, pattern: str, language: str | None) -> str:
    return index_letters(language, pattern).get(rank, rank)


def card_short(code: str, pattern: str = "french", language: str | None = None) -> str:
    """Compact name for buttons and the status bar: "Q♦"; a German-suited card by its name,
    "7 of Bells", "Ober of Bells" (German "Schellen-7", "Schellen-Ober").

    Why German-suited cards are named in full: the Ober and Unter must be spelled out (a
    newcomer cannot read "Leaves U", and the French-suited reader knows no O or U), and the
    other cards written "Leaves A" beside them put two ways of naming cards in one list
    ("Play Ober of Leaves · Play Leaves A"). ``language`` picks the corner letters of the
    French-suited names; None means the installed catalogs' language.
    """
    rank, suit = split_card(code)
    if pattern == "german":
        return card_name(code, pattern)
    return f"{rank_letter(rank, pattern, language)}{SUIT_SYMBOL[suit]}"


def _german_card(rank: str, suit: str) -> str:
    """A German-suited card's full name, one template per suit and kind of rank: Polish names
    the suit by an adjective that agrees with the rank ("wyżnik dzwonkowy", but "7 dzwonkowa"
    for the siódemka), which one "{rank} {suit}" could not say."""
    if rank in ("A", "K", "Q", "J"):
        court = {
            "S": _t("german", "{rank} of Leaves"),
            "H": _t("german", "{rank} of Hearts"),
            "D": _t("german", "{rank} of Bells"),
            "C": _t("german", "{rank} of Acorns"),
        }[suit]
        return court.format(rank=rank_name(rank, "german"))
    number = {
        "S": _t("german", "{n} of Leaves"),
        "H": _t("german", "{n} of Hearts"),
        "D": _t("german", "{n} of Bells"),
        "C": _t("german", "{n} of Acorns"),
    }[suit]
    return number.format(n=rank)


def card_name(code: str, pattern: str = "french") -> str:
    """Full name: "Queen of Diamonds", or "Ober of Bells" (German "Schellen-Ober", Polish
    "wyżnik dzwonkowy")."""
    rank, suit = split_card(code)
    if pattern == "german":
        return _german_card(rank, suit)
    return _t("names", "{rank} of {suit}").format(
        rank=rank_name(rank, pattern), suit=suit_name(suit, pattern)
    )


def cards_short(codes: Iterable[str], pattern: str = "french", language: str | None = None) -> str:
    return card_separator(pattern).join(card_short(c, pattern, language) for c in codes)


def card_separator(pattern: str) -> str:
    """Between cards in a row: German-suited names have a space inside ("Bells 7"), so
    they are set apart by commas; "7♦ 9♦" reads fine with spaces."""
    return ", " if pattern == "german" else " "


_CODE = re.compile(r"\b(?:10|[AKQJ2-9])[SHDC]\b")


def notate(text: str, pattern: str = "french", language: str | None = None) -> str:
    """Free text (a bot's hint reason, an engine parameter) with every card code in it shown in
    the one notation: "lead JH" -> "lead B♥" in German."""
    return _CODE.sub(lambda m: card_short(m.group(0), pattern, language), text)


# --- a game's words --------------------------------------------------------------------------


def vocabulary(game: str) -> Vocabulary:
    """The game's vocabulary; a game without one (or an unknown id) gets the common words."""
    try:
        found = engine.game(game).vocabulary
    except KeyError:
        found = None
    return found if found is not None else _common(game)


@functools.cache
def _common(game: str) -> Vocabulary:
    return Vocabulary.build(game)


#: The disambiguation of a role's words said of a woman (i18n/extract_engine_strings.py).
FEMININE = "feminine"


def label(term: Term, feminine: bool = False) -> str:
    """A term's label in the user's language (translated in the term's own context); a role
    held by a woman in its feminine form (Polish "Rozdająca", German "Geberin")."""
    if feminine and (term.context.endswith("/role") or getattr(term, "kind", "") == "seat"):
        return QCoreApplication.translate(term.context, term.label, FEMININE)
    return _t(term.context, term.label)


def term_explanation(term: Term, feminine: bool = False) -> str:
    """A term's glossary line in the user's language, for a woman's role in its feminine
    form ("Potasowała i rozdała")."""
    if not term.explain:
        return ""
    if feminine and term.context.endswith("/role"):
        return QCoreApplication.translate(term.context, term.explain, FEMININE)
    return _t(term.context, term.explain)


def explanation(game: str, section: str, key: str) -> str:
    """The glossary line of a game's word (``section``: move, phase, role, detail, contract)."""
    term = vocabulary(game).term(section, key)
    return _t(term.context, term.explain) if term is not None and term.explain else ""


def _values(
    game: str, values: dict[str, Any], pattern: str, language: str | None
) -> dict[str, str]:
    shown: dict[str, str] = {}
    for key, value in values.items():
        if key == "cards":
            shown[key] = cards_short(value, pattern, language)
        elif key in ("card", "target"):
            shown[key] = card_short(value, pattern, language)
        elif key == "suit":
            shown[key] = suit_label(value, pattern)
        elif key == "contract":
            shown[key] = contract_name(game, value, pattern, language)
        else:
            shown[key] = str(value)
    return shown


def _suit_words(pattern: str) -> dict[str, str]:
    """A form's fixed suit words (``{clubs}`` in Scharwenzel's "Bid 4 better (Clubs)") in the
    table's pattern: a German-suited pack has no clubs, it has acorns."""
    return {word: suit_name(code, pattern) for word, code in _SUIT_WORDS.items()}


_SUIT_WORDS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}


def _plain(words: Iterable[str], pattern: str, language: str | None) -> str:
    """Unknown grammar: still readable, with cards in the notation."""
    shown = [card_short(w, pattern, language) if is_card(w) else w for w in words]
    return humanize(" ".join(shown))


def action_label(game: str, text: str, pattern: str = "french", language: str | None = None) -> str:
    """A button label for an engine action text, e.g. ``bid 4 better`` -> "Bid 4 better (Clubs)"."""
    words = text.split()
    if not words:
        return text
    vocab = vocabulary(game)
    move = vocab.move(words[0])
    if move is None:
        return _plain(words, pattern, language)
    if HIDDEN_CARD in words[1:]:  # the public form of a face-down move
        return _t(move.context, move.hidden_label) if move.hidden_label else label(move)
    found = match_forms(move, words[1:])
    if found is None:
        return _plain([label(move), *words[1:]], pattern, language)
    values = _values(game, found.values, pattern, language)
    return _t(move.context, found.form.label).format(**_suit_words(pattern), **values)


def action_sentence(
    game: str, name: str, text: str, pattern: str = "french", language: str | None = None
) -> str:
    """A log line for another player's move: "Anna attacks with 8♠ 8♥", "Bruno discards face
    down" for a face-down move; a move without a sentence reads "Anna: <label>"."""
    words = text.split()
    move = vocabulary(game).move(words[0]) if words else None
    if move is not None:
        if HIDDEN_CARD in words[1:] and move.hidden:
            return _t(move.context, move.hidden).format(name=name)
        found = match_forms(move, words[1:])
        if found is not None:
            values = _values(game, found.values, pattern, language)
            return _t(move.context, found.form.sentence).format(
                name=name, **_suit_words(pattern), **values
            )
    action = action_label(game, text, pattern, language)
    return _t("names", "{name}: {action}").format(name=name, action=action)


def you_sentence(
    game: str, text: str, pattern: str = "french", language: str | None = None
) -> str | None:
    """A log line for the person's own move, a statement as the others' are: "You play 7♣"
    (Polish "Zagrywasz 7♣", not the button's "Zagraj"). None for a move without a sentence,
    or where the language has no words for it yet (the caller then writes "You: <label>")."""
    words = text.split()
    move = vocabulary(game).move(words[0]) if words else None
    if move is None:
        return None
    values: dict[str, str] = {}
    if HIDDEN_CARD in words[1:]:
        template = move.hidden
    else:
        found = match_forms(move, words[1:])
        if found is None:
            return None
        template = found.form.sentence
        values = _values(game, found.values, pattern, language)
    english = you_forms.english_you(template)
    if not english:
        return None
    worded = _t(you_forms.CONTEXT, english)
    if worded == english and _language(language) != "en":
        return None
    return worded.format(**_suit_words(pattern), **values)


def contract_name(
    game: str, words: Sequence[str], pattern: str = "french", language: str | None = None
) -> str:
    """A contract from its words (``brand D`` -> "Brand Bells"), by the game's vocabulary."""
    if not words:
        return ""
    contract = vocabulary(game).contract(str(words[0]))
    if contract is None:
        return humanize(" ".join(words))
    found = match_forms(contract, [str(w) for w in words[1:]])
    if found is None:
        return label(contract)
    values = _values(game, found.values, pattern, language)
    return _t(contract.context, found.form.label).format(**values)


def _move(game: str, verb: str) -> Move | None:
    return vocabulary(game).move(verb)


def verb_label(game: str, verb: str) -> str:
    """Label of a confirm button (or a combo's button) for a verb: "Attack", "Bid"."""
    move = _move(game, verb)
    return label(move) if move is not None else humanize(verb)


def verb_prompt(game: str, verb: str, multi: bool = True) -> str:
    """What the table asks the person to do when this verb is possible; ``multi`` says
    whether several cards can be combined (selection) or one click does it."""
    move = _move(game, verb)
    if move is None:
        return ""
    text = move.prompt_single if not multi and move.prompt_single else move.prompt
    return _t(move.context, text) if text else ""


def turn_prompt(game: str, verbs: Collection[str], multi: Collection[str] = ()) -> str:
    """What the table asks when exactly ``verbs`` are possible: the prompt of a move whose
    prompt names exactly these (``Move.offers``), else the possible moves by their button
    labels ("Hold or Drop out."), so the prompt never offers a move that is not possible.
    ``multi`` holds the verbs that combine several cards (their prompt says how)."""
    possible = set(verbs)
    moves = [m for m in vocabulary(game).moves if m.key in possible]
    for move in moves:
        if move.prompt and {move.key, *move.offers} == possible:
            return verb_prompt(game, move.key, move.key in multi)
    known = {m.key for m in moves}
    keys = [m.key for m in moves] + sorted(possible - known)
    if len(keys) == 1:
        # A bare label ("Sie sind am Zug: Verzichten.") read like a statement of what was
        # done; the prompt says it is the one move the person can make.
        return _t("names", "The only possible move is “{move}”.").format(
            move=verb_label(game, keys[0])
        )
    return or_list([verb_label(game, key) for key in keys]) + "." if keys else ""


def or_list(items: Sequence[str]) -> str:
    """ "A", "A or B", "A, B or C" in the person's language."""
    if len(items) <= 1:
        return "".join(items)
    head = items[0]
    for item in items[1:-1]:
        head = _t("names", "{first}, {next}").format(first=head, next=item)
    return _t("names", "{first} or {last}").format(first=head, last=items[-1])


def prompt_order(game: str) -> list[str]:
    """The game's verbs in the order their prompts win when several are possible."""
    return [m.key for m in vocabulary(game).moves]


def _term_label(game: str, section: str, key: str) -> str:
    term = vocabulary(game).term(section, key)
    return label(term) if term is not None else humanize(key)


def role_name(game: str, role: str, feminine: bool = False) -> str:
    """A role's badge; ``feminine`` for a woman's seat (:func:`is_feminine`)."""
    term = vocabulary(game).term("role", role)
    return label(term, feminine) if term is not None else humanize(role)


def phase_name(game: str, phase: str) -> str:
    return _term_label(game, "phase", phase)


def talon_name(game: str) -> str:
    """What the face-down heap in the middle is called in the game (talon, waste, dopper)."""
    return _term_label(game, "talon", "talon")


# --- levels, patterns, games, options --------------------------------------------------------


def level_name(level: str) -> str:
    return {
        "random": _t("levels", "Random"),
        "easy": _t("levels", "Easy"),
        "normal": _t("levels", "Normal"),
        "strong": _t("levels", "Strong"),
    }.get(level, humanize(level))


def pattern_name(pattern: str) -> str:
    return {
        "french": _t("names", "North German (Berlin) pattern"),
        "german": _t("names", "Bavarian pattern"),
        "fourcolor": _t("names", "Four-colour tournament pattern"),
    }.get(pattern, humanize(pattern))


def game_name(game_id: str, english: str) -> str:
    """The game's name (``GameSpec.name``, collected by the extractor in context "games")."""
    return _t("games", english)


def _known(section: str, key: str, game: str) -> Term | None:
    """A word of ``game``'s vocabulary; without a game, the first built-in game that has it
    (for callers that list options before a game is chosen)."""
    if game:
        return vocabulary(game).term(section, key)
    for gid in engine.GAMES:
        term = vocabulary(gid).term(section, key)
        if term is not None:
            return term
    return None


def option_name(name: str, game: str = "") -> str:
    """An option's name from the game's vocabulary (``coachman`` -> "Coachman (Kutscher)")."""
    term = _known("option", name, game)
    return label(term) if term is not None else humanize(name)


def choice_name(value: Any, game: str = "") -> str:
    """An option's value: on/off/none for every game, keywords from the game's vocabulary."""
    if value is True:
        return _t("options", "on")
    if value is False:
        return _t("options", "off")
    if value is None:
        return _t("options", "none")
    text = str(value)
    term = _known("value", text, game)
    return label(term) if term is not None else text


def humanize(key: str) -> str:
    """``match_games`` -> "Match games": the fallback for keywords no vocabulary knows."""
    text = str(key).replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


# --- result and information details ----------------------------------------------------------


def detail_label(game: str, key: str) -> str | None:
    """The player's word for a detail key the game reports, or None for a key that means
    nothing at the table (team-of-seat lists, internal counters, repeated totals)."""
    term = vocabulary(game).detail(key)
    return label(term) if term is not None else None


def value_word(game: str, value: str) -> str:
    """The engine's value keywords (strict, free, two_hand, soft …) in the player's words."""
    return choice_name(value, game)


def team_name(team: int, teams: Sequence[Sequence[int]], me: int = 0) -> str:
    """ "Your team" for the person's team (seat ``me``'s: 0 at a local table, the person's
    own seat at a network table), "Opponents" for the other."""
    if 0 <= team < len(teams) and me in teams[team]:
        return _t("details", "Your team")
    return _t("details", "Opponents")


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


def _in_sentence(label: str) -> str:
    """A move's button label inside a sentence: quoted when it has a colon of its own, so
    "against Trumps: Leaves: wins about …" does not read as a chain of colons."""
    return _t("names", "“{move}”").format(move=label) if ":" in label else label


def render_param(
    game: str, value: Any, pattern: str = "french", language: str | None = None
) -> Any:
    """A parameter of an engine refusal in the one notation: an action text as its label
    ("play 7C" -> "Play 7♣"), a list of actions as labels, any card code as index letter and
    suit symbol. Other words are translated in context "engine"; a suit word (``SuitWord``)
    is named as the chosen pattern names it ("Acorns", not "Clubs", on a German-suited table);
    a number as the language writes it ("0,8" in German and Polish)."""
    if isinstance(value, SuitWord):
        # Inside an English sentence a suit is a common noun ("follow suit (clubs)"); German
        # capitalises its nouns and Polish writes its suits in lower case anyway.
        name = suit_name(value.code, pattern)
        return name.lower() if _language(language) == "en" else name
    if not isinstance(value, str):
        return local_number(value, _language(language))
    chunks = [c.strip() for c in value.split(",")]
    vocab = vocabulary(game)
    # An action is a move word whose other words fit one of its forms: a phrase that only
    # starts with one ("add own cards of the attack rank or decline", a refusal's task) is
    # words, translated whole (it read "Dazulegen own cards of the attack rank …").
    if all(c.split() and vocab.match(c.split()) is not None for c in chunks if c != "…"):
        return ", ".join(
            c if c == "…" else _in_sentence(action_label(game, c, pattern, language))
            for c in chunks
        )
    words = value.split()
    contract = vocab.contract(words[0]) if words else None
    if contract is not None and match_forms(contract, words[1:]) is not None:
        # A contract named by its words ("brand C"): as the game's vocabulary names it.
        return contract_name(game, words, pattern, language)
    if is_card(value.strip()):
        return card_short(value.strip(), pattern, language)
    words = value.split()
    if len(words) > 1 and all(is_card(w) for w in words):
        # A row of cards ("QH QC"): set apart as the pattern needs ("Herz-Ober, Eichel-Ober").
        return cards_short(words, pattern, language)
    if value in SUIT_SYMBOL:
        return suit_label(value, pattern)
    # Words the engine passes as parameters ("In the strict phase", "hearts") are collected
    # by the extractor in context "engine", like the templates themselves.
    return notate(_t("engine", value), pattern, language)
