"""Rules of thumb for Kaschlan, read straight from the legal action texts.

Shed cheaply: attack with the lowest rank you hold (all cards of it that fit), reinforce with
low plain cards, beat with the cheapest card that does it, keep trumps and the Kaschlan
(``QD``) for last, and take only when nothing beats. The same rules in their fast form drive
the frozen ``baseline`` level's playouts (``rollout_baseline``), which also keeps simulated
games short (random defenders take far too often); ``normal`` and ``strong`` play out with
:func:`rollout`, which sheds every plain card it may and attacks where the defender must trump.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.actions import Action
from engine.bots.heuristics.kaschlan_endgame import action_values, best_actions
from engine.bots.hooks import Hooks
from engine.bots.ismcts import FastPlayout, RolloutPolicy, play_step
from engine.cards import ALL_CODES, INDEX, NATURAL_VALUE, RANK_OF, SUIT_OF
from engine.games.kaschlan import (
    _SUBSETS,
    ATTACK,
    BEAT,
    BEATERS,
    BIT,
    DECODE,
    DEFEND,
    RANK_MASK,
    RANK_MASK_OF,
    REINFORCE,
    beat_action,
    bystanders,
    end_bout,
    refill,
    subset_table,
    take,
    went_out,
)
from engine.reasons import Reason

#: The share of rollout moves played at random, so the simulations still explore.
ROLLOUT_NOISE = 0.1


def cost(card: str, trump: str | None) -> int:
    """How much a card is worth keeping: rank, plus a premium for trumps and the Kaschlan."""
    if card == "QD":
        return 60
    value = NATURAL_VALUE[RANK_OF[card]]
    return value + 20 if SUIT_OF[card] == trump else value


def pick(legal: list[Action], trump: str | None) -> tuple[Action, Reason]:
    """The rule-of-thumb move and why."""
    verbs = {a.verb for a in legal}
    if "take" in verbs:
        beats = [a for a in legal if a.verb == "beat"]
        if not beats:
            return legal[-1], Reason("Nothing in hand beats the attack: take the cards.")
        best = min(beats, key=lambda a: cost(a.words[2], trump))
        return best, Reason(
            "Beat {target} with the cheapest card that does it ({card}).",
            target=best.words[1],
            card=best.words[2],
        )
    if "attack" in verbs:
        best = min(
            (a for a in legal if a.verb == "attack"),
            key=lambda a: (cost(a.words[1], trump), -len(a.words)),
        )
        return best, Reason("Attack with the lowest cards, as many of that rank as fit.")
    shed = [a for a in legal if a.verb in ("reinforce", "add")]
    if shed:
        cheap = [a for a in shed if all(cost(c, trump) < 20 for c in a.words[1:])]
        if cheap:
            best = max(cheap, key=lambda a: len(a.words))
            if best.verb == "reinforce" or cost(best.words[1], trump) <= 10:
                return best, Reason("Shed low plain cards while the bout allows it.")
    decline = next((a for a in legal if a.verb == "decline"), legal[0])
    return decline, Reason("Keep these cards for now.")


def choose(obs: dict[str, Any], legal: list[Action], rng: random.Random) -> tuple[Action, Reason]:
    return pick(legal, obs.get("trump"))


_CARDS = [
    r + s
    for s in "SHDC"
    for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
]
_COSTS = {t: {c: cost(c, t) for c in _CARDS} for t in (None, "S", "H", "D", "C")}
TAKE = Action("take")
DECLINE = Action("decline")


def _cheapest_beat(legal: Sequence[Action], costs: dict[str, int]) -> Action:
    """The defence of both playout policies: beat with the cheapest card that does, take
    only when nothing beats (``legal`` ends with ``take``)."""
    best = TAKE
    low = 99
    for action in legal:
        if action is not TAKE:
            c = costs[action.words[2]]
            if c < low:
                low, best = c, action
    return best


def _largest_set(legal: Sequence[Action], fits: Callable[[tuple[str, ...]], bool]) -> Action:
    """Reinforcing or adding in both playout policies: the largest set whose words ``fits``
    (each policy says which cards it throws in), else decline (``legal`` starts with it)."""
    best = DECLINE
    most = 0
    for action in legal:
        words = action.words
        if action is not DECLINE and len(words) > most and fits(words):
            most, best = len(words), action
    return best


def rollout_baseline(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The playout policy of the frozen ``baseline`` level: ``pick`` in its fast form. Kept
    as it was so that benchmarks keep measuring against the same opponent; never tune it."""
    if rng.random() < ROLLOUT_NOISE:
        return None
    costs = _COSTS.get(getattr(state, "trump", None)) or _COSTS[None]
    if legal[-1] is TAKE:
        return _cheapest_beat(legal, costs)
    if legal[0] is DECLINE:
        return _largest_set(legal, lambda words: costs[words[1]] <= 10)
    best = legal[0]
    key = (99, 0)
    for action in legal:
        words = action.words
        k = (costs[words[1]], -len(words))
        if k < key:
            key, best = k, action
    return best


#: The frozen ``baseline`` level plays out with this policy (``engine.bots.make``).
baseline_rollout = rollout_baseline

#: How much cheaper an attack card counts when the defender holds no plain card that beats
#: it: he must spend a trump on it or take it.
UNBEATABLE_BONUS = 10
#: _PLAIN_BEATERS[trump][card]: bitmask of the plain (non-trump) cards that beat ``card``.
_PLAIN_BEATERS = {
    t: {
        c: BEATERS[t][INDEX[c]] & ~sum(1 << INDEX[x] for x in _CARDS if cost(x, t) >= 20)
        for c in _CARDS
    }
    for t in "SHDC"
}


#: A bystander's or defender's plain card of this cost or more is not shed by rule.
_KING = NATURAL_VALUE["K"]
#: _CHEAPER[trump][card]: bitmask of the cards that cost less than ``card`` (:func:`cost`).
_CHEAPER = {
    t: {c: sum(1 << INDEX[x] for x in _CARDS if _COSTS[t][x] < _COSTS[t][c]) for c in _CARDS}
    for t in "SHDC"
}


def rollout(state: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The playout policy of ``normal`` and ``strong`` (this runs at every step of every
    simulation, so it reads costs and beaters from tables and scans the legal list once).

    It differs from :func:`rollout_baseline` in two rules, kept because they won in
    policy-against-policy games (docs/bots.md): a bystander reinforces, and the defender adds,
    the largest set of *plain* cards of any rank (never a trump or ``QD``; the baseline only
    threw in cards up to the 10, and looked at the set's first card only): every card shed is
    one less to be left with, and a reinforcer draws a fresh one at once (rules §5.3). And the
    attacker prefers, among his cheap ranks, a card the defender cannot beat with a plain
    card (``UNBEATABLE_BONUS``), which the simulated defender must trump or take. The
    simulated hands are a determinization, so reading the defender's hand is reading the
    sample, not the real deal. Defence is unchanged: beat with the cheapest card that does,
    take only when nothing beats (taking low cards rather than trumping them lost).
    """
    if rng.random() < ROLLOUT_NOISE:
        return None
    trump = state.trump
    costs = _COSTS[trump]
    if legal[-1] is TAKE:
        return _cheapest_beat(legal, costs)
    if legal[0] is DECLINE:
        return _largest_set(legal, lambda words: all(costs[c] < 20 for c in words[1:]))
    plain = _PLAIN_BEATERS[trump]
    defender = state.hands[state.defender]
    best = legal[0]
    key = (99, 0)
    for action in legal:
        words = action.words
        card = words[1]
        c = costs[card]
        if not defender & plain[card]:
            c -= UNBEATABLE_BONUS
        k = (c, -len(words))
        if k < key:
            key, best = k, action
    return best


#: _COST_IX[trump][card index]: :func:`cost` of the card, what a defence minimises.
_COST_IX = {t: tuple(_COSTS[t][c] for c in ALL_CODES) for t in "SHDC"}
#: _DEAR_MASK[trump]: the cards :func:`rollout` never reinforces or adds (cost 20 or more:
#: trumps and ``QD``).
_DEAR_MASK = {t: sum(1 << i for i, c in enumerate(ALL_CODES) if _COSTS[t][c] >= 20) for t in "SHDC"}
#: _PLAIN_IX[trump][card index]: ``_PLAIN_BEATERS`` by card index.
_PLAIN_IX = {t: tuple(_PLAIN_BEATERS[t].get(c, 0) for c in ALL_CODES) for t in "SHDC"}


def _lowest(mask: int, count: int) -> int:
    """The ``count`` lowest cards of ``mask`` (pack order)."""
    out = 0
    for _ in range(count):
        low = mask & -mask
        out |= low
        mask ^= low
    return out


def _shed(group: int, size_cap: int, reinforce: bool, trump: str, rng: random.Random) -> Action:
    """:func:`rollout`'s reinforcement (``reinforce``) or addition (its noise included) of a
    seat holding ``group``, its cards of the attack rank, with room for ``size_cap`` cards
    (4 for an addition): the largest set of plain cards, the first such in the legal list (a
    set's lowest cards), else ``decline``; the list is never built."""
    table = _SUBSETS.get(group) or subset_table(group)
    moves = table.reinforce if reinforce else table.add
    if rng.random() < ROLLOUT_NOISE:
        return moves[int(rng.random() * (table.prefix[size_cap] + 1))]
    plain = group & ~_DEAR_MASK[trump]
    k = plain.bit_count()
    if k > size_cap:
        k = size_cap
    if not k:
        return DECLINE
    chosen = plain & -plain if k == 1 else _lowest(plain, k)
    return moves[table.masks.index(chosen) + 1]


def _room(s: Any) -> int:
    """How many cards a reinforcement may still lay (at most 4, a rank's cards)."""
    room = s.limit - s.laid
    return room if room < 4 else 4


def _attack(hand: int, defender: int, limit: int, trump: str, rng: random.Random) -> Action:
    """:func:`rollout`'s attack (its noise included; no coachman): of each card, the
    largest set it can lead in the legal list (itself and the lowest cards of its rank above
    it, as many as fit), and of these the cheapest (``UNBEATABLE_BONUS`` off where the
    defender has no plain card that beats it), the larger on a tie, the first in the legal
    list after that; every attack the list holds has one of these before it or equal.
    ``defender`` is the defender's hand, ``limit`` its size."""
    cap = limit if limit < 4 else 4
    # One card is the only attack (nothing drawn); two or more give two attacks or more.
    if hand & (hand - 1) and rng.random() < ROLLOUT_NOISE:
        groups = []
        rest = hand
        while rest:
            group = hand & RANK_MASK_OF[(rest & -rest).bit_length() - 1]
            rest ^= group
            groups.append(subset_table(group))
        i = int(rng.random() * sum(table.prefix[cap] for table in groups))
        for table in groups:  # the i-th attack of the legal list, group by group
            count = table.prefix[cap]
            if i < count:
                return table.attack[i]
            i -= count
    costs = _COST_IX[trump]
    plain = _PLAIN_IX[trump]
    best_c = 99
    best_size = best_group = best_low = 0
    # Card by card in pack order; a card's set size only where its cost can win. The list
    # runs group by group (in the order of each group's first card), so of equal cost and
    # size the set whose group starts first wins, then the first card of that group.
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        f = low.bit_length() - 1
        c = costs[f] if defender & plain[f] else costs[f] - UNBEATABLE_BONUS
        if c <= best_c:
            group = hand & RANK_MASK_OF[f]
            size = (group & -low).bit_count()  # itself and its group's cards above it
            if size > cap:
                size = cap
            if c < best_c or size > best_size:
                best_c, best_size, best_group, best_low = c, size, group, low
            elif size == best_size and group & -group < best_group & -best_group:
                best_group, best_low = group, low
    table = _SUBSETS.get(best_group) or subset_table(best_group)
    mask = best_low
    if best_size > 1:
        mask |= _lowest(best_group & -(best_low << 1), best_size - 1)
    return table.attack[table.masks.index(mask)]


#: _TRUMPS_BUT_QD[trump]: the trump suit's cards but ``QD`` (the dearest card: the beater of
#: last resort).
_TRUMPS_BUT_QD = {
    t: sum(1 << i for i, c in enumerate(ALL_CODES) if SUIT_OF[c] == t and c != "QD") for t in "SHDC"
}


#: _DEFENCE[trump]: the defence's tables (each card's cost, the plain cards, the trumps but
#: ``QD``).
_DEFENCE = {t: (_COST_IX[t], ~_DEAR_MASK[t], _TRUMPS_BUT_QD[t]) for t in "SHDC"}


def _defence(
    s: Any, table: list[tuple[int, int, int]], hand: int, rand: Callable[[], float]
) -> tuple[int, int]:
    """(table card, hand card) of both policies' defence (its noise included), or (-1, -1)
    for ``take``: of the beats in the legal list's order (table card by table card, hand
    cards in pack order), the first cheapest. The cheapest beater of a table card is its
    lowest plain card (the suit's highest bit), else its lowest trump, else ``QD``: a test
    per table card, not per beat. Any beat at all means two moves or more, so the noise is
    drawn; only then are the beats counted (:func:`_random_beat`)."""
    low_cost = 99
    pick_y = pick_x = -1
    if hand:
        beaters = s.beaters
        costs, plain, trumps = _DEFENCE[s.trump]
        for _seat, y, by in table:
            if by < 0:
                m = hand & beaters[y]
                if m:
                    x = (m & plain or m & trumps or m).bit_length() - 1
                    if costs[x] < low_cost:
                        low_cost, pick_y, pick_x = costs[x], y, x
        if pick_x >= 0 and rand() < ROLLOUT_NOISE:  # no beat: ``take`` forced, no draw
            return _random_beat(s, hand, rand)
    return pick_y, pick_x


def _random_beat(s: Any, hand: int, rand: Callable[[], float]) -> tuple[int, int]:
    """(table card, hand card) of a random move of the defender's legal list (its beats,
    table card by table card, then ``take``), drawn as the step loop draws it; (-1, -1) for
    the ``take``."""
    beaters = s.beaters
    unbeaten = [y for _seat, y, by in s.table if by < 0]
    n = 0
    for y in unbeaten:
        n += (hand & beaters[y]).bit_count()
    i = int(rand() * (n + 1))
    for y in unbeaten:
        m = hand & beaters[y]
        while m:
            low = m & -m
            m ^= low
            if not i:
                return y, low.bit_length() - 1
            i -= 1
    return -1, -1


#: The most steps a bout without a coachman takes: the attack, three bystanders, the
#: addition, and a beat for each table card (every one of the attack rank: at most four) or
#: fewer and a take. A whole bout is played at once only this far from the step limit.
BOUT_STEPS = 9


def _bout(s: Any, hands: list[int], history: list[tuple[int, str]], rng: random.Random) -> int:
    """One whole bout of :func:`rollout`'s playout from its attack (no coachman), its
    steps the step loop's and the state at its end the same; returns the steps taken.

    Why: a simulation is some ten bouts of about four steps each, and a step at a time the
    loop paid for each a dispatch on the phase and a call of the state's ``_do``, ``_lay``,
    ``_next_reinforcer`` or ``_beat``, which keep the turn, the count of cards laid and of
    cards unbeaten in the state's attributes. Here they are this function's variables,
    written back once: the state's attributes of the bout's turns (phase, player, the
    bystanders' turns) are all set afresh when the bout ends (``_end_bout``, ``_finish``);
    the refills, the end of the bout and of the game stay the state's.
    """
    rand = rng.random
    attacker = s.attacker
    defender = s.defender
    trump = s.trump
    stock = s.stock
    table = s.table  # empty: the bout has not begun
    limit = hands[defender].bit_count()
    action = _attack(hands[attacker], hands[defender], limit, trump, rng)
    history.append((attacker, action.text))
    _kind, mask, cards, rank = DECODE[action.text]
    rank_mask = RANK_MASK[rank]
    s.rank = rank
    s.rank_mask = rank_mask
    s.limit = limit
    hands[attacker] ^= mask  # as ``_lay``
    for c in cards:
        table.append((attacker, c, -1))
    laid = len(cards)
    if stock:
        refill(s, attacker)
    if not hands[attacker]:
        went_out(s, attacker)
    steps = 1
    # The bystanders' turns (``_do``'s attack, ``_next_reinforcer``): while the bout has room.
    for seat in bystanders(s):
        if laid >= limit:
            break
        steps += 1
        group = hands[seat] & rank_mask
        if not group:  # the only move: nothing drawn
            history.append((seat, DECLINE.text))
            continue
        room = limit - laid
        action = _shed(group, room if room < 4 else 4, True, trump, rng)
        history.append((seat, action.text))
        _kind, mask, cards, _rank = DECODE[action.text]
        if mask:  # as ``_lay``
            hands[seat] ^= mask
            for c in cards:
                table.append((seat, c, -1))
            laid += len(cards)
            if stock:
                refill(s, seat)
            if not hands[seat]:
                went_out(s, seat)
    # The defender's addition.
    steps += 1
    group = hands[defender] & rank_mask
    if group:
        action = _shed(group, 4, False, trump, rng)
        history.append((defender, action.text))
        _kind, mask, cards, _rank = DECODE[action.text]
        if mask:
            hands[defender] ^= mask
            for c in cards:
                table.append((defender, c, -1))
    else:
        history.append((defender, DECLINE.text))
    s.laid = laid
    # The defence, until every card is beaten or he takes.
    unbeaten = len(table)
    while True:
        steps += 1
        hand = hands[defender]
        pick_y, pick_x = _defence(s, table, hand, rand)
        if pick_x < 0:
            history.append((defender, TAKE.text))
            take(s)
            return steps
        history.append((defender, (BEAT[pick_y << 6 | pick_x] or beat_action(pick_y, pick_x)).text))
        i = 0
        for entry in table:  # as ``_beat``; no enumerate: a tuple less per entry, and it is hot
            if entry[1] == pick_y:
                table[i] = (entry[0], pick_y, pick_x)
                break
            i += 1  # noqa: SIM113
        hands[defender] = hand ^ BIT[pick_x]
        unbeaten -= 1
        if not unbeaten:
            end_bout(s)
            return steps


def playout_loop(state: Any, policy: RolloutPolicy, rng: random.Random, max_steps: int) -> bool:
    """The search's playout of a Kaschlan sample with ``policy`` (:func:`rollout` or
    :func:`rollout_baseline`), in one loop (``engine.bots.ismcts.PlayoutLoop``).

    Why: a simulation is about 35 of the game's steps, more than in any other game, and the
    search's step loop pays for each a legal list made a tuple, a call of the policy and of
    ``apply_fast`` and a lookup of the move's text (issue #44 item 7: the search cost 90
    plain steps a simulation). Here the moves are worked out from the state's bit masks
    without a legal list: a defence's cheapest beat as both policies choose it
    (:func:`_defence`); a bystander or defender without a card of the attack rank declines
    at once; :func:`rollout`'s reinforcements, additions and attacks by :func:`_shed` and
    :func:`_attack`, and with :func:`rollout` a bout from its attack is played whole
    (:func:`_bout`) where it fits under the step limit. A coachman attack, and any step of
    another policy but the defence, asks the game's legal list and ``policy``.

    The same playout, move for move: each step draws what the step loop and the policy draw
    (nothing for a forced move; else the policy's noise draw, and a random move's index after
    it), appends the same history entry and changes the state as ``apply_fast`` does
    (``tests/engine/test_kaschlan_playout.py`` compares whole playouts, state and generator).
    """
    s = state
    rand = rng.random
    history = s.history
    hands = s.hands
    own = policy is rollout
    coachman = s.coachman
    steps = 0
    while True:
        seat = s.current_player
        if seat is None:
            break
        phase = s.phase
        if (
            phase == ATTACK
            and own
            and steps + BOUT_STEPS <= max_steps
            and not (coachman and hands[s.defender].bit_count() >= 3)
        ):
            steps += _bout(s, hands, history, rng)
            if steps > max_steps:
                break
            continue
        if phase == DEFEND:
            hand = hands[seat]
            pick_y, pick_x = _defence(s, s.table, hand, rand)
            if pick_x < 0:
                history.append((seat, TAKE.text))
                take(s)
            else:
                history.append(
                    (seat, (BEAT[pick_y << 6 | pick_x] or beat_action(pick_y, pick_x)).text)
                )
                s._beat(pick_y, pick_x)
            steps += 1
            if steps > max_steps:
                break
            continue
        if phase != ATTACK and not hands[seat] & s.rank_mask:
            history.append((seat, DECLINE.text))  # the only move: nothing drawn
            if phase == REINFORCE:
                s.pend_i += 1
                s._next_reinforcer()
            else:
                s.phase = DEFEND
        elif own and phase != ATTACK:
            group = hands[seat] & s.rank_mask
            if phase == REINFORCE:
                action = _shed(group, _room(s), True, s.trump, rng)
            else:
                action = _shed(group, 4, False, s.trump, rng)
            history.append((seat, action.text))
            s._do(action)
        elif own and not (coachman and hands[s.defender].bit_count() >= 3):
            # An attack a step at a time: where a whole bout would pass the step limit.
            defender = hands[s.defender]
            action = _attack(hands[seat], defender, defender.bit_count(), s.trump, rng)
            history.append((seat, action.text))
            s._do(action)
        else:
            play_step(s, seat, policy, rng)
        steps += 1
        if steps > max_steps:
            break
    if steps:
        s._legal = None
    return s.current_player is None


#: The search's playout with :func:`rollout`, in Kaschlan's own loop (the ``playout`` hook).
playout = FastPlayout(rollout, playout_loop)


def prune(state: Any, legal: Sequence[Action], seat: int) -> Sequence[Action] | None:
    """Root rules: in a two-player endgame (stock empty, every card known) keep only the
    moves the exact solver rates best (``kaschlan_endgame``); a defender who can beat every
    unbeaten card with plain cards never takes (:func:`plain_defence`) and beats with the
    cheapest card that does (:func:`dearer_beat`); an attack holds every plain card of its
    rank that fits, a reinforcement or addition every plain one below the king
    (:func:`sheds_fewer`)."""
    if not state.stock:  # the cheap test first: the endgame only once the stock is empty
        best = best_actions(state, legal, seat)
        if best is not None:
            return best
    if not legal:
        return None
    if legal[-1].text != "take":
        fewer = sheds_fewer(legal, state.trump)
        return [a for a in legal if a.text not in fewer] if fewer else None
    kept = [a for a in legal if not dearer_beat(state, a, seat)]
    if plain_defence(state, seat):
        kept = [a for a in kept if a.text != "take"]
    return kept if len(kept) < len(legal) else None


def sheds_fewer(legal: Sequence[Action], trump: str) -> set[str]:
    """The attacks, reinforcements and additions (``decline`` counting as the empty set)
    that another legal move of the same kind contains, with only cheap plain cards more: an
    attacker lays every plain card of his rank that fits; a bystander reinforcing, or the
    defender adding his own, lays every plain card of the rank below the king.

    Why: every card shed is one less to be left holding, and an attacker or reinforcer draws
    a fresh card at once while the stock lasts (rules §5.3). Trumps and ``QD`` are kept back,
    and so are a bystander's plain kings and aces (the extra card there is the search's
    call). The all-seeing referee backs the rule at every such position of the suite (attacks
    14, 20, 29; reinforcements 16, 21–23, 26; additions 17, 18, 24, 28: the smaller set
    0.08–0.33 below) and at 24 decisions from ``easy``-played deals: the larger set was
    better by 0.079 ± 0.058 at 11 attacks and 0.069 ± 0.039 at 10 reinforcements and
    additions, never significantly worse; but a plain king or ace thrown in once the stock
    was empty was worse than declining (-0.082 ± 0.044 at 3; docs/bots.md). The search at a
    few hundred simulations often played the smaller set. Coachman attacks are left alone."""
    costs = _COSTS[trump]
    sets: list[tuple[Action, int, int]] = []
    for action in legal:
        words = action.words
        if action.verb == "decline":
            sets.append((action, 0, 0))
        elif action.verb in ("attack", "reinforce", "add") and "coachman" not in words:
            top = 20 if action.verb == "attack" else _KING
            mask = cheap = 0
            for card in words[1:]:
                bit = 1 << INDEX[card]
                mask |= bit
                if costs[card] < top:
                    cheap |= bit
            sets.append((action, mask, cheap))
    fewer: set[str] = set()
    for action, mask, _cheap in sets:
        for other, bigger, cheap in sets:
            if (
                other.verb != "decline"
                and bigger != mask
                and bigger & mask == mask
                and (bigger & ~mask) & ~cheap == 0
                and (action.verb == "decline" or other.verb == action.verb)
            ):
                fewer.add(action.text)
                break
    return fewer


def dearer_beat(state: Any, action: Action, seat: int) -> bool:
    """Whether ``action`` beats a table card with a card dearer (:func:`cost`) than another
    card in ``seat``'s hand that beats it too: the defender spends the cheapest card that
    beats, a plain card before a trump, the lowest card of a suit, any other trump before
    ``QD`` (rules of thumb above).

    Why a rule and not the search: with four players the deal scores only the Kaschlan, so
    spending the trump jack or a plain nine changes the chance of being left holding cards
    by little and a few hundred simulations cannot tell them apart; ``normal`` and
    ``strong`` beat with the trump jack where a plain nine beat in 49 of 390 such decisions
    (issue #32). The all-seeing referee, at 21 defences from ``easy``-played deals where a
    dearer card could beat, rated the cheapest beat better by 0.018 ± 0.016 on average and
    never significantly worse (docs/bots.md). Every final defence stays reachable: a
    cheap card needed for another table card can beat that one first, after which the dearer
    card is the cheapest beater left."""
    if action.verb != "beat":
        return False
    target, card = action.words[1], action.words[2]
    trump = state.trump
    return bool(state.hands[seat] & BEATERS[trump][INDEX[target]] & _CHEAPER[trump][card])


def plain_defence(state: Any, seat: int) -> bool:
    """Whether ``seat``, defending, can beat every unbeaten card on the table with plain
    cards, a different one each (a matching: two attack cards need two beaters).

    Why a rule and not the search: with four players the deal scores only the Kaschlan, so
    three of four seats end every simulated deal alike and a few hundred simulations cannot
    tell picking up cards from beating them (issue #32: ``normal`` took in 17 of 390
    decisions of 13 such positions from easy-played deals). The all-seeing referee rated
    taking below the best beat in all 13, by 0.02 to 0.66 (docs/bots.md). A plain card spent
    costs nothing the hand will miss; the cards picked up must all be shed again."""
    plain = _PLAIN_BEATERS.get(state.trump)
    if plain is None:
        return False
    hand = state.hands[seat]
    options = [plain[ALL_CODES[card]] & hand for _s, card, by in state.table if by < 0]
    return bool(options) and _matching(sorted(options, key=int.bit_count), 0)


def _matching(options: list[int], used: int) -> bool:
    """Whether each mask in ``options`` can give a different bit not in ``used``."""
    if not options:
        return True
    free = options[0] & ~used
    while free:
        bit = free & -free
        if _matching(options[1:], used | bit):
            return True
        free ^= bit
    return False


def prune_reason(state: Any, kept: Sequence[Action], seat: int) -> Reason | None:
    """The rule's words for the move :func:`prune` left alone (the hint shows them)."""
    if len(kept) != 1:
        return None
    values = action_values(state, kept, seat)
    if not values:
        return None
    if values[kept[0].text] > 0:
        return Reason(
            "Two players are left and every card is known: this move wins whatever the other "
            "player does."
        )
    if values[kept[0].text] == 0:
        return Reason(
            "Two players are left and every card is known: this move at least draws; the others "
            "lose."
        )
    return None


#: What this module offers the search (engine.bots.hooks), checked by mypy.
def consistency(real: Any, sample: Any, seat: int) -> list[str]:
    """What ``sample`` contradicts of this game's facts ``seat`` knows in ``real``
    (:mod:`engine.bots.consistency`)."""
    from engine.games.kaschlan import BIT, CODE

    out = []
    for card, s in real.known.items():
        if s != seat and real.hands[s] & BIT[card] and not sample.hands[s] & BIT[card]:
            out.append(f"seat {s} was seen taking {CODE[card]}")
    return out


def put_hands(state: Any, hands: Sequence[int | None]) -> None:
    """``Hooks.put_hands``: ``state`` holding ``hands`` (its hands are bitmasks, bit
    ``INDEX[code]`` as ``engine.cards.mask_of_codes``)."""
    state.hands = [old if new is None else new for old, new in zip(state.hands, hands, strict=True)]
    state._legal = None
    # Other hands at the same position: the memo of the places the state redeals (a dict
    # shared with the clone it came from) no longer fits them.
    state.__dict__.pop("_redealer", None)


HOOKS = Hooks(
    rollout=rollout,
    put_hands=put_hands,
    playout=playout,
    baseline_rollout=baseline_rollout,
    prune=prune,
    prune_reason=prune_reason,
    consistency=consistency,
    strong_iterations=1400,
    # strong searches 5,600 (twice the old 2,800): 0.90 of the separating suite (0.88 at
    # 2,800), level with the old strong in play, docs/bots.md ("Kaschlan's strong at twice
    # the budget").
    strong_factor=4,
)
