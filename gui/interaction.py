"""How a person's clicks and keys become engine actions: one generic mapping for all games.

The GUI knows no game's grammar. It looks at the legal actions of seat 0 and sorts them:

- an action naming **one card of the hand** (``play QD``, ``exchange 7C``, ``give 9H``) is
  a *card click*: clicking that card sends it;
- an action naming **several hand cards** (``attack 8S 8H``, ``discard 7C 9H``) is chosen by
  *selecting* the cards and confirming; every verb with such forms switches its cards to
  selection mode, so the player can build the combination first;
- an action naming a **table card and a hand card** (Kaschlan ``beat 9S KS``) is chosen by
  clicking the two cards in either order (or dragging the hand card onto the table card);
- everything else (no card, or cards the player does not hold, e.g. ``call AH``) goes to the
  inline panel as buttons.

A click that matches no legal action is *illegal*: the mapping then proposes the text the
click would have meant (``play 7C``) so that the engine itself can say why it is refused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.cards import is_card


@dataclass(frozen=True)
class Parsed:
    text: str
    verb: str
    cards: tuple[str, ...]
    keywords: tuple[str, ...]

    @property
    def card_set(self) -> frozenset[str]:
        return frozenset(self.cards)


def parse(text: str) -> Parsed:
    words = text.split()
    verb = words[0] if words else ""
    args = words[1:]
    return Parsed(
        text=text,
        verb=verb,
        cards=tuple(w for w in args if is_card(w)),
        keywords=tuple(w for w in args if not is_card(w)),
    )


def table_cards(observation: Mapping[str, Any]) -> list[str]:
    """Face-up cards in the middle that an action may name (including Kaschlan's beaters)."""
    cards: list[str] = []
    for entry in observation.get("table") or []:
        if isinstance(entry, dict):
            if entry.get("card"):
                cards.append(entry["card"])
            if entry.get("beaten_by"):
                cards.append(entry["beaten_by"])
    return cards


def open_cards(observation: Mapping[str, Any]) -> list[str]:
    """Table cards still waiting to be beaten (Kaschlan's attack cards with no beater yet):
    a hand card dropped on one means "beat it with this", legal or not."""
    return [
        entry["card"]
        for entry in observation.get("table") or []
        if isinstance(entry, dict)
        and entry.get("card")
        and "beaten_by" in entry
        and not entry.get("beaten_by")
    ]


@dataclass
class Outcome:
    """What a click or key press means: apply an action, change the selection, or refuse."""

    kind: str  # "apply", "select", "choose", "illegal", "ignore"
    action: str = ""
    candidates: list[str] = field(default_factory=list)


class HumanTurn:
    """The legal actions of the person's turn and the current card selection."""

    def __init__(
        self, legal: list[str], hand: list[str], table: list[str], open_: Sequence[str] = ()
    ) -> None:
        self.legal = [parse(t) for t in legal]
        self.hand = list(hand)
        self.table = list(table)
        #: Table cards still to be beaten (see :func:`open_cards`), whatever the legal list.
        self.open = list(open_)
        hand_set, table_set = set(self.hand), set(self.table)
        self.card_actions = [
            a
            for a in self.legal
            if a.cards and all(c in hand_set or c in table_set for c in a.cards)
        ]
        self.panel_actions = [a for a in self.legal if a not in self.card_actions]
        self.multi_verbs = {
            a.verb for a in self.card_actions if sum(1 for c in a.cards if c in hand_set) >= 2
        }
        self.selection: list[str] = []
        self.target: str | None = None
        self.choices: list[str] = []

    # --- queries for the views ----------------------------------------------------------------

    @property
    def has_card_actions(self) -> bool:
        return bool(self.card_actions)

    def playable(self, code: str) -> bool:
        """Whether the card takes part in some legal action (highlight; others are dimmed)."""
        return any(code in a.cards for a in self.card_actions)

    def targets(self) -> list[str]:
        """Table cards that some legal action names (Kaschlan: cards still to be beaten)."""
        tset = set(self.table)
        return [c for c in self.table if any(c in a.cards for a in self.card_actions) and c in tset]

    def selection_matches(self) -> list[str]:
        """Card actions whose cards are exactly the selection (plus the target, if any)."""
        want = set(self.selection) | ({self.target} if self.target else set())
        if not want:
            return []
        return [a.text for a in self.card_actions if a.card_set == want]

    def confirm_verbs(self) -> list[str]:
        """Verbs that get a confirm button because their cards are chosen by selection."""
        return sorted(self.multi_verbs)

    def dominant_verb(self) -> str:
        """The verb a plain card click most likely means now (for the engine's refusal)."""
        single = Counter(a.verb for a in self.card_actions if len(a.cards) == 1)
        if single:
            return single.most_common(1)[0][0]
        anyv = Counter(a.verb for a in self.legal if a.cards)
        return anyv.most_common(1)[0][0] if anyv else "play"

    # --- input --------------------------------------------------------------------------------

    def clear(self) -> None:
        self.selection = []
        self.target = None
        self.choices = []

    def toggle(self, code: str) -> Outcome:
        """Space on a hand card, or a click in selection mode: add or remove it."""
        self.choices = []
        if code in self.selection:
            self.selection.remove(code)
        elif code in self.hand:
            self.selection.append(code)
        return Outcome("select")

    def click_hand(self, code: str) -> Outcome:
        self.choices = []
        if self.target is not None:
            wanted = {self.target, code}
            cands = [a.text for a in self.card_actions if a.card_set == wanted]
            return self._resolve(cands, self._attempt_pair(self.target, code))
        with_card = [a for a in self.card_actions if code in a.cards]
        if any(a.verb in self.multi_verbs for a in with_card) or (
            self.selection and self.multi_verbs
        ):
            return self.toggle(code)
        direct = [a.text for a in with_card if a.cards == (code,)]
        via_table = [a for a in with_card if len(a.cards) == 2]
        if len(direct) == 1 and not via_table:
            return Outcome("apply", direct[0])
        if len(direct) > 1:
            self.selection = [code]
            self.choices = direct
            return Outcome("choose", candidates=direct)
        if via_table:
            if len(via_table) == 1 and not direct:
                return Outcome("apply", via_table[0].text)
            self.selection = [code]
            return Outcome("select")
        if self.open:
            # Nothing of the hand beats the open attack card: ask the engine to beat it with
            # this card, so it says why not ("play 9D" is no move of that game).
            return Outcome("illegal", self._attempt_pair(self.open[0], code))
        return Outcome("illegal", f"{self.dominant_verb()} {code}")

    def click_table(self, code: str) -> Outcome:
        self.choices = []
        if len(self.selection) == 1:
            hand_card = self.selection[0]
            wanted = {code, hand_card}
            cands = [a.text for a in self.card_actions if a.card_set == wanted]
            if cands or any(code in a.cards for a in self.card_actions):
                return self._resolve(cands, self._attempt_pair(code, hand_card))
        if not any(code in a.cards for a in self.card_actions):
            return Outcome("ignore")
        self.target = None if self.target == code else code
        return Outcome("select")

    def drop_on_table(self, hand_card: str, table_card: str | None) -> Outcome:
        """A hand card dragged onto a table card (or anywhere in the middle of the table).

        Onto a card an action names (Kaschlan's attack card to beat): that pair. Anywhere
        else the drop means "play this": the card alone, or with the cards selected together
        with it (an attack of two eights), applied when legal and otherwise sent as the
        attempt the engine refuses with its reason, exactly as a click would be.
        """
        if (
            table_card is not None
            and table_card in self.open
            and not any(table_card in a.cards for a in self.card_actions)
        ):
            # No card of the hand beats it: the engine says why this one does not.
            self.selection = []
            self.target = None
            self.choices = []
            return Outcome("illegal", self._attempt_pair(table_card, hand_card))
        if table_card is not None and any(table_card in a.cards for a in self.card_actions):
            self.selection = []
            self.target = table_card
            outcome = self.click_hand(hand_card)
            if outcome.kind != "apply":
                self.target = None
            return outcome
        self.target = None
        self.choices = []
        group = list(self.selection) if hand_card in self.selection else [hand_card]
        wanted = set(group)
        cands = [a.text for a in self.card_actions if a.card_set == wanted]
        verbs = Counter(a.verb for a in self.card_actions if hand_card in a.cards)
        verb = verbs.most_common(1)[0][0] if verbs else self.dominant_verb()
        outcome = self._resolve(cands, f"{verb} {' '.join(group)}")
        self.selection = group if outcome.kind == "choose" else []
        return outcome

    def confirm(self, verb: str | None = None) -> Outcome:
        """Enter, or a confirm button: the action made of the selected cards."""
        cands = self.selection_matches()
        if verb is not None:
            cands = [c for c in cands if c.split()[0] == verb]
        if not self.selection and self.target is None:
            return Outcome("ignore")
        attempt_verb = verb or (
            next(iter(self.multi_verbs)) if len(self.multi_verbs) == 1 else self.dominant_verb()
        )
        cards = ([self.target] if self.target else []) + self.selection
        return self._resolve(cands, f"{attempt_verb} {' '.join(cards)}")

    # --- helpers ------------------------------------------------------------------------------

    def _attempt_pair(self, table_card: str, hand_card: str) -> str:
        verbs = Counter(a.verb for a in self.card_actions if table_card in a.cards)
        verb = verbs.most_common(1)[0][0] if verbs else "beat"
        return f"{verb} {table_card} {hand_card}"

    def _resolve(self, cands: list[str], attempt: str) -> Outcome:
        if len(cands) == 1:
            return Outcome("apply", cands[0])
        if len(cands) > 1:
            self.choices = cands
            return Outcome("choose", candidates=cands)
        return Outcome("illegal", attempt)
