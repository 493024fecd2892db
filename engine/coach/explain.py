"""Why a trick went to its winner, in words, from the game's own ranking.

Why in the engine: learn mode used to guess a trick's reason from printed suits and was wrong
wherever a card of one printed suit plays as another (Scharwenzel's Olsch, Nillje, Basta and
Burs are trumps whatever suit is named). Here the reason is computed with the very tables that
decided the trick (:class:`engine.tricks.TrickRules`, given by each trick game), so the
sentence and the result cannot disagree. Sentences are :class:`~engine.reasons.Reason`\\ s
with card codes among their values: the GUI shows them in the chosen pattern and language.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.contract import GameState
from engine.reasons import Reason
from engine.tricks import HasTrickRules, TrickRules, trick_winner

__all__ = ["explain_trick", "trick_outcome", "trick_rules_before"]


def trick_rules_before(state: GameState, index: int) -> tuple[TrickRules, list[str]] | None:
    """The ranking in force for the trick that ``state.history[index]`` completes, and that
    trick's cards in play order; None if that action completed no trick or the game has none
    (Kaschlan plays bouts). ``state`` is not changed (a copy is rewound)."""
    if not isinstance(state, HasTrickRules) or not 0 <= index < len(state.history):
        return None
    words = state.history[index][1].split()
    if len(words) < 2 or words[0] not in _CARD_VERBS:
        return None
    before = state.clone()
    before.rewind_to(index)
    assert isinstance(before, HasTrickRules)
    rules = before.trick_rules()
    if len(rules.played) != state.players - 1:
        return None
    return rules, [*rules.played, words[1]]


def explain_trick(cards: Sequence[str], rules: TrickRules) -> Reason:
    """Why the winner of the finished trick ``cards`` (in play order) won it: a named
    permanent trump ("the Olsch, the highest trump of all"), the highest trump, the only trump
    against the suit led, the best card of the suit led, or the card led when nobody beat
    it. The winner is found by :func:`engine.tricks.trick_winner`, exactly as the game does."""
    suit_of, power, trump = rules.suit_of, rules.power, rules.trump
    card = cards[trick_winner(cards, suit_of, power, trump)]
    led = cards[0]
    if trump is not None and suit_of[card] == trump:
        named = rules.named.get(card)
        if named == "olsch":
            return Reason("{card} wins: it is the Olsch, the highest trump of all.", card=card)
        if named == "nillje":
            return Reason(
                "{card} wins: it is the Nillje, the seven of trumps, and no higher trump was "
                "played.",
                card=card,
            )
        if named == "basta":
            return Reason(
                "{card} wins: it is the Basta, a permanent trump, and no higher trump was played.",
                card=card,
            )
        if named == "bur":
            return Reason(
                "{card} wins: it is a Bur, a permanent trump, and no higher trump was played.",
                card=card,
            )
        trumps = sum(1 for c in cards if suit_of[c] == trump)
        if suit_of[led] != trump and trumps == 1:
            return Reason(
                "{card} wins: it is the only trump, and a trump beats the suit led ({led}).",
                card=card,
                led=led,
            )
        if trumps == 1:
            return Reason("{card} wins: trumps were led and nobody else played one.", card=card)
        return Reason("{card} wins: it is the highest trump in the trick.", card=card)
    followed = sum(1 for c in cards[1:] if suit_of[c] == suit_of[led])
    if card == led and followed == 0:
        if trump is None:
            return Reason("{card} wins: nobody followed suit.", card=card)
        return Reason("{card} wins: nobody followed suit or trumped.", card=card)
    if card == led:
        if trump is None:
            return Reason("{card} wins: nobody followed with a higher card.", card=card)
        return Reason(
            "{card} wins: nobody followed with a higher card, and nobody trumped.", card=card
        )
    if trump is None:
        return Reason("{card} wins: it is the highest card of the suit led.", card=card)
    return Reason(
        "{card} wins: it is the highest card of the suit led, and nobody trumped.", card=card
    )


def trick_outcome(state: GameState, index: int) -> Reason | None:
    """Why the trick completed by ``state.history[index]`` (an event's ``index``) went to
    its winner, e.g. "QC wins: it is the Olsch, the highest trump of all."; None when that
    action completed no trick. For learn mode's and the review's trick notes; works for a
    finished deal of the match too. ``state`` is not changed."""
    found = trick_rules_before(state, index)
    if found is None:
        return None
    rules, cards = found
    return explain_trick(cards, rules)


#: The verbs that put one card into a trick ("marry QC" leads in 1001).
_CARD_VERBS = frozenset({"play", "marry"})
