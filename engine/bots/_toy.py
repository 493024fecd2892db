"""A tiny trick game that implements the whole contract, for testing the bots on their own.

The five real games are written in parallel with the bots; this toy lets the bot tests (and
anyone changing the search) check the machinery without depending on any of them. It is not
registered in ``engine.GAMES``.

Rules: 2–4 players, 24-card pack (A K Q J 10 9), 5 cards each, the rest is dead. The first
card of the dead pile is turned: its suit is trumps. Follow suit if you can, otherwise any
card; the highest trump, else the highest card of the led suit wins. Each trick scores 1,
the ace of trumps 2 extra. A match is ``deals`` deals (option, default 2).
Actions: ``play <card>``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.actions import Action
from engine.cards import NATURAL_VALUE, RANK_OF, SUIT_OF, pack
from engine.contract import DealResult, GameSpec, GameState, Observation
from engine.options import Option
from engine.sampling import redeal

PLAY = {c: Action(f"play {c}") for c in pack(24)}
HAND = 5


class ToyState(GameState):
    def _setup(self) -> None:
        self.match_totals = [0] * self.players

    def _start_deal(self) -> None:
        rng = random.Random(self.seed * 1009 + self.deal_no)
        deck = list(pack(24))
        if self.deal_no == 0 and self.initial_deck:
            deck = list(self.initial_deck)
        else:
            rng.shuffle(deck)
        n = self.players
        self.hands = [deck[i * HAND : (i + 1) * HAND] for i in range(n)]
        self.dead = deck[n * HAND :]
        self.trump = SUIT_OF[self.dead[0]]
        self.dealer = self.deal_no % n
        self.current_player = (self.dealer + 1) % n
        self.leader = self.current_player
        self.table: list[tuple[int, str]] = []
        self.won: list[list[str]] = [[] for _ in range(n)]
        self.points = [0] * n
        self.voids: list[set[str]] = [set() for _ in range(n)]
        self._result: DealResult | None = None

    def _compute_legal(self) -> list[Action]:
        seat = self.current_player
        assert seat is not None
        hand = self.hands[seat]
        if self.table:
            led = SUIT_OF[self.table[0][1]]
            follow = [c for c in hand if SUIT_OF[c] == led]
            if follow:
                return [PLAY[c] for c in follow]
        return [PLAY[c] for c in hand]

    def _do(self, action: Action) -> None:
        card = action.words[1]
        seat = self.current_player
        assert seat is not None
        if self.table and SUIT_OF[card] != SUIT_OF[self.table[0][1]]:
            self.voids[seat].add(SUIT_OF[self.table[0][1]])
        self.hands[seat].remove(card)
        self.table.append((seat, card))
        n = self.players
        if len(self.table) < n:
            self.current_player = (seat + 1) % n
            return
        led = SUIT_OF[self.table[0][1]]

        def strength(entry: tuple[int, str]) -> int:
            c = entry[1]
            v = NATURAL_VALUE[RANK_OF[c]]
            return v + 100 if SUIT_OF[c] == self.trump else (v if SUIT_OF[c] == led else 0)

        winner = max(self.table, key=strength)[0]
        self.points[winner] += 1 + sum(2 for _s, c in self.table if c == "A" + self.trump)
        self.won[winner].extend(c for _s, c in self.table)
        self.table = []
        self.current_player = winner
        if not self.hands[winner]:
            self.current_player = None
            self.deal_over = True
            self._result = DealResult(tuple(float(p) for p in self.points))
            self.match_totals = [t + p for t, p in zip(self.match_totals, self.points, strict=True)]
            self.is_over = self.deal_no + 1 >= self.options["deals"]

    def observation(self, seat: int) -> Observation:
        return {
            "game": "toy",
            "players": self.players,
            "seat": seat,
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "current_player": self.current_player,
            "events": self.events(seat),
            "phase": "deal_over" if self.deal_over else "play",
            "hand": sorted(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "table": [{"seat": s, "card": c} for s, c in self.table],
            "last_trick": None,
            "stock": 0,
            "talon": len(self.dead) - 1,
            "trump": self.trump,
            "trump_card": self.dead[0],
            "tricks": list(self.points),
            "totals": list(self.match_totals),
            "roles": [["dealer"] if s == self.dealer else [] for s in range(self.players)],
            "teams": [list(t) for t in self.teams],
            "deal_over": self.deal_over,
            "is_over": self.is_over,
            "detail": {
                "won": [sorted(w) for w in self.won],
                "voids": [sorted(v) for v in self.voids],
            },
        }

    def hand(self, seat: int) -> list[str]:
        return list(self.hands[seat])

    def card_locations(self) -> dict[str, list[str]]:
        out = {f"hand{s}": list(h) for s, h in enumerate(self.hands)}
        out["dead"] = list(self.dead)
        out["table"] = [c for _s, c in self.table]
        for s, w in enumerate(self.won):
            out[f"won{s}"] = list(w)
        return out

    def deal_result(self) -> DealResult | None:
        return self._result

    def totals(self) -> list[float]:
        return [float(t) for t in self.match_totals]

    def clone(self) -> ToyState:
        new = object.__new__(ToyState)
        new.__dict__.update(self.__dict__)
        self._copy_record(new.__dict__)
        new.hands = [list(h) for h in self.hands]
        new.dead = list(self.dead)
        new.table = list(self.table)
        new.won = [list(w) for w in self.won]
        new.points = list(self.points)
        new.voids = [set(v) for v in self.voids]
        new.match_totals = list(self.match_totals)
        return new

    def _redeal_hidden(self, seat: int, rng: Any) -> ToyState:
        new = self.clone()
        others = [s for s in range(self.players) if s != seat]
        unknown = sorted(c for s in others for c in self.hands[s]) + sorted(self.dead[1:])
        sizes = [len(self.hands[s]) for s in others] + [len(self.dead) - 1]
        allowed = [self._not_void(s) for s in others] + [None]
        piles = redeal(unknown, sizes, allowed, rng)
        for s, pile in zip(others, piles, strict=False):
            new.hands[s] = pile
        new.dead = [self.dead[0], *piles[-1]]
        return new

    def _not_void(self, seat: int) -> Callable[[str], bool] | None:
        voids = self.voids[seat]
        return (lambda c: SUIT_OF[c] not in voids) if voids else None


SPEC = GameSpec(
    id="toy",
    name="Toy tricks",
    players=(2, 3, 4),
    options={"deals": Option(2, (1, 2, 3, 5), "Deals in a match.")},
    state_class=ToyState,
    pack_for=lambda players, options: pack(24),
    default_players=3,
)
