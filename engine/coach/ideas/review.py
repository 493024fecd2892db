"""What a played card gave away, for the review: "your 9H let the trick go to 10H; KH would
have taken it against the same cards".

Why a function of its own: during play only the seat's knowledge may be used, but the review
looks back at a finished trick, whose cards are all public by then. The claim is the plainest
one the record supports: with the others' cards unchanged, the better card would have won the
trick the played card lost. Nothing is said when the trick went to the seat or its side.
"""

from __future__ import annotations

from engine.contract import GameState
from engine.reasons import Reason
from engine.seats import side_of
from engine.tricks import HasTrickRules, trick_winner

_CARD_VERBS = ("play", "marry")


def gave_away(state: GameState, index: int, better: str) -> Reason | None:
    """Why the card played at ``state.history[index]`` cost its trick, next to ``better`` (a
    move text of the same decision, e.g. the analyst's best); None when the trick is not
    finished in the record, went to the seat's side, or ``better`` would have lost it too.
    ``state`` is not changed."""
    if not isinstance(state, HasTrickRules) or not 0 <= index < len(state.history):
        return None
    seat, text = state.history[index]
    words, alternative = text.split(), better.split()
    if len(words) != 2 or words[0] not in _CARD_VERBS:
        return None
    if len(alternative) != 2 or alternative[0] not in _CARD_VERBS or alternative[1] == words[1]:
        return None
    before = state.clone()
    before.rewind_to(index)
    assert isinstance(before, HasTrickRules)
    rules = before.trick_rules()
    if seat in rules.avoiders:
        return None  # a trick let go is what this seat plays for: no loss to speak of
    cards = [*rules.played, words[1]]
    order = [seat]  # seats after this one, as the record shows them
    for who, later in state.history[index + 1 :]:
        if len(cards) == state.players:
            break
        if later.split()[0] in _CARD_VERBS:
            cards.append(later.split()[1])
            order.append(who)
    if len(cards) != state.players:
        return None
    mine = len(rules.played)
    earlier = [w for w, t in state.history[:index] if t.split()[0] in _CARD_VERBS]
    seats = (earlier[len(earlier) - mine :] if mine else []) + order
    won = trick_winner(cards, rules.suit_of, rules.power, rules.trump)
    if won == mine or seats[won] in side_of(rules.sides or state.teams, seat):
        return None
    instead = [*cards[:mine], alternative[1], *cards[mine + 1 :]]
    if trick_winner(instead, rules.suit_of, rules.power, rules.trump) != mine:
        return None
    return Reason(
        "Your {card} let the trick go to {winner}; with the same cards from the others, "
        "{better} would have taken it.",
        card=words[1],
        winner=cards[won],
        better=alternative[1],
    )
