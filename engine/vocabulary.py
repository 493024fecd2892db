"""Each game's words as data: moves, phases, roles, result details and contracts.

The engine speaks in keywords (``attack 8S 8H``, phase ``defend``, role ``attacker``, detail
``card_points``). What a person reads for them used to live in one GUI module that knew every
game; a sixth game meant editing it. Here every game declares its words beside its rules, as
data: a label (English source text, translated by the GUI in the term's ``context``), a
one-line explanation for the glossary and tooltips, and the rule section it belongs to
(``"kaschlan#s7"``: ``docs/rules/kaschlan.md`` section 7, anchor ``id="s7"`` in the
translated rules). The GUI renders any game from this and the card notation alone, and the
translation extractor collects the texts from it.

Standard library only: the engine must not import Qt.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.cards import HIDDEN_CARD, SUITS, is_card

#: Translation context prefix of the words every game shares (dealer, deal over, points …).
#: Contexts are ``<game>/<section>`` (``kaschlan/move``): one context per game and section, so
#: the move "Attack" (Angreifen) and the phase "Attack" (Angriff) translate apart.
COMMON = "common"

_FIELD = re.compile(r"\{(\w+)\}")
#: Placeholders a move's shape may use, and what each takes from the action's words.
SLOT_KINDS = {
    "cards": "one or more card codes",
    "card": "one card code",
    "target": "one card code (a card on the table)",
    "suit": "a suit letter S, H, D or C",
    "n": "a whole number",
    "contract": "the rest of the words: a contract key and its arguments",
}


@dataclass(frozen=True)
class Term:
    """One word of a game: its key in the engine, label, glossary line and rule section."""

    key: str
    label: str
    explain: str = ""
    rule: str = ""
    #: Translation context; :meth:`Vocabulary.build` sets it (``<game>/<section>``).
    context: str = ""


@dataclass(frozen=True)
class Word(Term):
    """A word of the game's own language that is no move, phase or role: a card's nickname
    (the Kinal, the Olsch), a team's name (Wir), a heap (the stock) or an order (the suits in
    Bolachen's auction).

    A learner meets these words in advice, lessons and rules, and needs them explained where
    they stand. ``cards`` are the card codes the word names, so that a move with such a card
    (``play JH``) carries the word's help; ``verbs`` are the action keywords that mention it
    (``coachman``); ``trump_rank`` names the card of that rank in the deal's trump suit (the
    Nillje is the seven of trumps, whichever suit that is).
    """

    cards: tuple[str, ...] = ()
    verbs: tuple[str, ...] = ()
    trump_rank: str = ""


@dataclass(frozen=True)
class Form:
    """One way a move is written: its argument ``shape`` and how to word it.

    ``shape`` lists the words after the verb: placeholders from :data:`SLOT_KINDS` and
    literal keywords (``"{cards} coachman {card}"``, ``"{n} better"``, ``""`` for none).
    ``label`` is the button text, ``sentence`` the log line with ``{name}`` for the mover.
    """

    shape: str
    label: str
    sentence: str


@dataclass(frozen=True)
class Move(Term):
    """An action keyword (the verb), its forms and its prompts.

    ``label`` is the short verb for a confirm button ("Attack"); ``hidden`` is the public
    sentence of a face-down move ("{name} discards a card face down"), ``hidden_label`` its
    short form; ``prompt`` is what the table asks when the move is possible (``prompt_single``
    when one click makes it). The order of a vocabulary's moves is the order of the prompts.

    ``offers`` are the other moves the prompt names ("Bid or pass." offers ``pass``): the
    prompt is said only when exactly this move and those are possible, so it never offers a
    move that is not (Bolachen's first claimant read "Bid or pass." and could not pass).
    """

    forms: tuple[Form, ...] = ()
    hidden: str = ""
    hidden_label: str = ""
    prompt: str = ""
    prompt_single: str = ""
    offers: tuple[str, ...] = ()


#: How a detail value is read: seats by name, teams by "Your team", ranks by index letter,
#: a "move" as that move of the same name ("4 better" of the move "bid") …; an "event" is a
#: flag that, when true, is told as its explanation, a sentence saying why the deal scored as
#: it did ("The hand ended tied: its value goes into the Bock."), and when false not at all.
DETAIL_KINDS = (
    "plain",
    "seat",
    "team",
    "team_list",
    "rank",
    "contract",
    "matadors",
    "move",
    "event",
)


@dataclass(frozen=True)
class Detail(Term):
    """A field of the observation's or result's ``detail``: a result row or an info line.

    ``kind`` says how its value is shown (:data:`DETAIL_KINDS`); ``needs`` names another
    field that must be set for this one to mean anything (tricks of a declarer).
    """

    kind: str = "plain"
    needs: str = ""


@dataclass(frozen=True)
class Match:
    """An action matched against a move's form: the values of the form's placeholders."""

    move: Move
    form: Form
    values: dict[str, str | list[str]]


@dataclass(frozen=True)
class Vocabulary:
    """All words of one game; build it with :meth:`build` so contexts and checks are set."""

    game: str
    moves: tuple[Move, ...] = ()
    phases: tuple[Term, ...] = ()
    roles: tuple[Term, ...] = ()
    details: tuple[Detail, ...] = ()
    contracts: tuple[Move, ...] = ()
    #: What the face-down heap in the middle is called (talon, waste, dopper).
    talon: Term | None = None
    #: Words for the engine's value keywords (``strict``, ``two_hand`` …), also option choices.
    values: tuple[Term, ...] = ()
    #: The game's options by their engine names (``coachman`` -> "Coachman (Kutscher)").
    options: tuple[Term, ...] = ()
    #: The game's own words that are no move, phase or role (Kinal, Olsch, Wir …).
    words: tuple[Word, ...] = ()
    #: What the start screen shows of the game: its characteristic cards as a small fan
    #: (the last on top, as its rules name them) and one line a newcomer can read before
    #: choosing it (translated in context :attr:`about_context`).
    emblem: tuple[str, ...] = ()
    blurb: str = ""
    #: The card pattern the game is traditionally played with (``cardart``'s pattern names),
    #: the one a player sees until he chooses another.
    pattern: str = "french"
    _index: dict[tuple[str, str], Term] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def build(
        cls,
        game: str,
        *,
        moves: Iterable[Move] = (),
        phases: Iterable[Term] = (),
        roles: Iterable[Term] = (),
        details: Iterable[Detail] = (),
        contracts: Iterable[Move] = (),
        talon: Term | None = None,
        values: Iterable[Term] = (),
        options: Iterable[Term] = (),
        words: Iterable[Word] = (),
        rules: Mapping[str, str] | None = None,
        emblem: Iterable[str] = (),
        blurb: str = "",
        pattern: str = "french",
        lacks: Iterable[str] = (),
    ) -> Vocabulary:
        """The game's words in context ``game``, followed by the common words it does not
        redefine; raises ValueError for a malformed shape or a placeholder a label lacks.

        ``rules`` gives the rule section of words that name none themselves, above all the
        common words (which every game shares, so only the game can say where its rules
        speak of the dealer): keys ``"<section>/<key>"`` (``"role/dealer"``) or a whole
        ``"<section>"`` for the rest of it (``"detail"``). Options and values are left out:
        the rules' options section explains them.

        ``lacks`` names the common words the game does not have (``"role/declarer"``,
        ``"detail/tricks"``, ``"talon"``): a game's glossary lists only words it has, so a
        game without a declarer never explains one. ValueError for a name that is no common
        word.
        """
        absent = set(lacks)
        common_keys = {
            *(f"phase/{t.key}" for t in COMMON_PHASES),
            *(f"role/{t.key}" for t in COMMON_ROLES),
            *(f"detail/{t.key}" for t in COMMON_DETAILS),
            *(f"value/{t.key}" for t in COMMON_VALUES),
            "talon",
        }
        unknown = sorted(absent - common_keys)
        if unknown:
            raise ValueError(f"{game}: {', '.join(unknown)} are no common words to leave out")

        def own(terms: Iterable[Term], section: str) -> list[Term]:
            context = f"{game}/{section}"
            return [t if t.context else replace(t, context=context) for t in terms]

        def merged(mine: Iterable[Term], common: Iterable[Term], section: str) -> tuple[Term, ...]:
            first = own(mine, section)
            keys = {t.key for t in first}
            kept = (t for t in common if t.key not in keys and f"{section}/{t.key}" not in absent)
            return (*first, *kept)

        where = dict(rules or {})

        def ruled(terms: Iterable[Term], section: str) -> tuple[Any, ...]:
            return tuple(
                t
                if t.rule
                else replace(t, rule=where.get(f"{section}/{t.key}", where.get(section, "")))
                for t in terms
            )

        vocab = cls(
            game=game,
            moves=ruled(own(moves, "move"), "move"),
            phases=ruled(merged(phases, COMMON_PHASES, "phase"), "phase"),
            roles=ruled(merged(roles, COMMON_ROLES, "role"), "role"),
            details=ruled(merged(details, COMMON_DETAILS, "detail"), "detail"),
            contracts=ruled(own(contracts, "contract"), "contract"),
            talon=None
            if "talon" in absent
            else ruled([own([talon], "talon")[0] if talon is not None else TALON], "talon")[0],
            values=merged(values, COMMON_VALUES, "value"),
            options=tuple(own(options, "option")),
            words=ruled(own(words, "word"), "word"),
            emblem=tuple(emblem),
            blurb=blurb,
            pattern=pattern,
        )
        bad = [c for c in vocab.emblem if not is_card(c)]
        if bad:
            raise ValueError(f"{game}: the emblem's {', '.join(map(repr, bad))} are no card codes")
        if not pattern:
            raise ValueError(f"{game}: a traditional card pattern needs a name")
        for section, terms in vocab.sections():
            for term in terms:
                vocab._index.setdefault((section, term.key), term)
        for move in vocab.moves:
            for form in move.forms:
                _check_form(game, move.key, form)
        for contract in vocab.contracts:
            for form in contract.forms:
                _check_form(game, contract.key, form, sentence=False)
        return vocab

    def sections(self) -> Iterator[tuple[str, tuple[Term, ...]]]:
        yield "move", self.moves
        yield "phase", self.phases
        yield "role", self.roles
        yield "detail", self.details
        yield "contract", self.contracts
        yield "value", self.values
        yield "option", self.options
        yield "word", self.words
        if self.talon is not None:
            yield "talon", (self.talon,)

    @property
    def about_context(self) -> str:
        """The translation context of the start screen's line (:attr:`blurb`)."""
        return f"{self.game}/about"

    def term(self, section: str, key: str) -> Term | None:
        return self._index.get((section, key))

    def move(self, key: str) -> Move | None:
        found = self._index.get(("move", key))
        return found if isinstance(found, Move) else None

    def detail(self, key: str) -> Detail | None:
        found = self._index.get(("detail", key))
        return found if isinstance(found, Detail) else None

    def word(self, key: str) -> Word | None:
        found = self._index.get(("word", key))
        return found if isinstance(found, Word) else None

    def words_of(self, verb: str, args: Iterable[str], trump: str = "") -> tuple[Word, ...]:
        """The game's words an action mentions: by its verb or keywords (``coachman``) or by
        a card it moves (``play JH`` names the Kinal; with the deal's ``trump`` suit letter,
        ``play 7H`` names the Nillje when hearts are trumps)."""
        said = {verb, *args}
        return tuple(
            w
            for w in self.words
            if said & {*w.cards, *w.verbs}
            or (trump and w.trump_rank and w.trump_rank + trump in said)
        )

    def contract(self, key: str) -> Move | None:
        found = self._index.get(("contract", key))
        return found if isinstance(found, Move) else None

    def texts(self) -> Iterator[tuple[str, str]]:
        """(context, English text) of every translatable text, for the extractor."""
        if self.blurb:
            yield self.about_context, self.blurb
        for _section, terms in self.sections():
            for term in terms:
                for text in (term.label, term.explain):
                    if text:
                        yield term.context, text
                if isinstance(term, Move):
                    for text in (term.hidden, term.hidden_label, term.prompt, term.prompt_single):
                        if text:
                            yield term.context, text
                    for form in term.forms:
                        yield term.context, form.label
                        yield term.context, form.sentence

    def match(self, words: Iterable[str]) -> Match | None:
        """The move and form an action's words fit (``attack 8S 8H`` -> Attack, "{cards}").

        A face-down move (a word is :data:`~engine.cards.HIDDEN_CARD`) and an action no
        form fits give None; the caller then uses the move's hidden or plain label.
        """
        words = list(words)
        if not words:
            return None
        move = self.move(words[0])
        if move is None:
            return None
        return match_forms(move, words[1:])

    def phase_codes(self, *keys: str) -> PhaseCodes:
        """The game's internal phase numbers 0, 1, 2 … and the public key of each."""
        unknown = [k for k in keys if self.term("phase", k) is None]
        if unknown:
            raise ValueError(f"{self.game}: phases {unknown} are not in the vocabulary")
        return PhaseCodes(keys)


def match_forms(move: Move, args: list[str]) -> Match | None:
    if HIDDEN_CARD in args:
        return None
    for form in move.forms:
        values = _fit(form.shape.split(), args)
        if values is not None:
            return Match(move, form, values)
    return None


def _fit(shape: list[str], args: list[str]) -> dict[str, str | list[str]] | None:
    """Bind ``shape``'s placeholders to ``args``; None when they do not fit."""
    if not shape:
        return {} if not args else None
    token, rest = shape[0], shape[1:]
    slot = _FIELD.fullmatch(token)
    if slot is None:
        if args and args[0] == token:
            return _fit(rest, args[1:])
        return None
    kind = slot.group(1)
    if kind == "contract":
        return {"contract": list(args)} if args and not rest else None
    if kind == "cards":
        for end in range(len(args), 0, -1):
            if all(is_card(w) for w in args[:end]):
                tail = _fit(rest, args[end:])
                if tail is not None:
                    return {"cards": list(args[:end]), **tail}
        return None
    if not args or not _fits_one(kind, args[0]):
        return None
    tail = _fit(rest, args[1:])
    if tail is None:
        return None
    return {kind: args[0].upper() if kind == "suit" else args[0], **tail}


def _fits_one(kind: str, word: str) -> bool:
    if kind in ("card", "target"):
        return is_card(word)
    if kind == "suit":
        return word.upper() in SUITS and len(word) == 1
    if kind == "n":
        return word.isdigit()
    return False


def _check_form(game: str, verb: str, form: Form, sentence: bool = True) -> None:
    slots = [m.group(1) for m in _FIELD.finditer(form.shape)]
    bad = [s for s in slots if s not in SLOT_KINDS]
    if bad:
        raise ValueError(f"{game} {verb}: unknown placeholders {bad} in shape {form.shape!r}")
    for text in (form.label, form.sentence) if sentence else (form.label,):
        missing = set(slots) - set(_FIELD.findall(text))
        if missing:
            raise ValueError(f"{game} {verb}: {text!r} lacks {sorted(missing)}")
    if sentence and "{name}" not in form.sentence:
        raise ValueError(f"{game} {verb}: the sentence {form.sentence!r} lacks {{name}}")


@dataclass(frozen=True)
class PhaseCodes:
    """The one phase encoding of every game: small ints for the hot paths (``phase >= PLAY``
    is a comparison), public keys from the vocabulary for observations and the GUI."""

    keys: tuple[str, ...]

    def key(self, code: int) -> str:
        return self.keys[code]

    def code(self, key: str) -> int:
        return self.keys.index(key)


def play_move(rule: str = "") -> Move:
    """The plain "play a card" move most trick games share (in the game's own context)."""
    return Move(
        "play",
        "Play",
        "Lay one card of your hand on the trick.",
        rule,
        forms=(Form("{cards}", "Play {cards}", "{name} plays {cards}"),),
        prompt="Play a card.",
    )


def pass_move(rule: str = "") -> Move:
    """The plain "pass" of a bidding (in the game's own context)."""
    return Move(
        "pass",
        "Pass",
        "Say nothing more in this bidding.",
        rule,
        forms=(Form("", "Pass", "{name} passes"),),
    )


def _c(section: str, key: str, label: str, explain: str = "") -> Term:
    return Term(key, label, explain, "", f"{COMMON}/{section}")


def _d(key: str, label: str, explain: str, kind: str = "plain") -> Detail:
    return Detail(key, label, explain, "", f"{COMMON}/detail", kind)


COMMON_PHASES: tuple[Term, ...] = (
    _c("phase", "play", "Play", "Cards are played to tricks."),
    _c("phase", "deal_over", "Deal over", "The deal is decided and scored."),
    _c("phase", "match_over", "Match over", "The last deal of the match is scored."),
)
COMMON_ROLES: tuple[Term, ...] = (
    _c("role", "dealer", "Dealer", "Shuffled and dealt this deal."),
    _c("role", "declarer", "Declarer", "Plays the contract alone against the others."),
    _c("role", "defender", "Defender", "Plays against the declarer."),
    _c("role", "forehand", "Forehand", "Sits left of the dealer and speaks first."),
    _c("role", "middlehand", "Middlehand", "Speaks second."),
    _c("role", "rearhand", "Rearhand", "Speaks last."),
    _c("role", "out", "Out", "Has no more cards and takes no further part in this game."),
    _c("role", "winner", "Winner", "Won this deal."),
    _c("role", "loser", "Loser", "Lost this deal."),
)
COMMON_DETAILS: tuple[Detail, ...] = (
    _d("trump", "Trumps", "The trump suit of this deal."),
    _d("declarer", "Declarer", "Who plays the contract alone.", "seat"),
    _d("dealer", "Dealer", "Who dealt this deal.", "seat"),
    _d("forehand", "Forehand", "Who speaks and leads first.", "seat"),
    _d("tricks", "Tricks", "Tricks each player has taken."),
    _d("winner", "Winner", "Who won the deal.", "seat"),
    _d("loser", "Loser", "Who lost the deal.", "seat"),
    _d("points", "Points", "Points scored in this deal.", "team_list"),
)
COMMON_VALUES: tuple[Term, ...] = ()
TALON = _c("talon", "talon", "Talon", "Face-down cards in the middle that no one plays from.")
