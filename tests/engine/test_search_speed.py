"""The cheaper search of issue #32 item 5 decides as before: the speed paths change the cost,
never a sample, a weight or a root statistic.

The search digests were computed with the code before these speed-ups (bots at a6e3c04):
eight positions per game, 120 iterations each, every root action's visits, reward and
score. A change that moves one simulation of one position moves the digest.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from itertools import combinations, permutations
from typing import Any

import pytest

import engine
from engine.bots import search_config
from engine.bots.heuristics import for_game
from engine.bots.ismcts import StagedSampler, search
from engine.bots.positions import random_positions
from engine.bots.sampling import SeatRandom
from engine.dealing import below, cut, shuffled
from engine.games import bolachen, chapanka, scharwenzel
from engine.sampling import QUICK_TRIES, Redealer
from engine.tricks import legal_plays

#: game -> digest of the root statistics of eight searches (see the module docstring).
SEARCH_DIGESTS = {
    "bolachen": "c3cd3f940cf2d0f0",
    "chapanka": "47798f541ff6a512",
    "kaschlan": "4471ec484a40a516",  # with the root rules dearer_beat and sheds_fewer
    "scharwenzel": "035b8c9807538df6",
    "tausendundeins": "670a339a74e08f3a",
}

#: Chapanka's samples (hands, talon, discards, who may hold a Pancerola) and weights.
CHAPANKA_SAMPLES = "e4eedb10f2bd3f2c"

STAGED_GAMES = ("chapanka", "scharwenzel")


def _search_digest(game: str) -> str:
    out = []
    config = search_config(game)
    config.inference = None  # the deals of inference from play came later (issue #44)
    config.policy_plays = None  # Bolachen's auction left to the policy too (stop 53)
    for p in random_positions(engine.game(game), 8, seed=23):
        seat = p.current_player
        assert seat is not None
        result = search(p, seat, random.Random(7), 120, None, config)
        stats = sorted(
            (text, st.visits, round(st.reward, 9), round(st.score, 9))
            for text, st in result.stats.items()
        )
        out.append(repr(stats))
    return hashlib.sha256("|".join(out).encode()).hexdigest()[:16]


@pytest.mark.parametrize("game", sorted(SEARCH_DIGESTS))
def test_the_search_decides_as_before_the_speed_ups(game: str) -> None:
    assert _search_digest(game) == SEARCH_DIGESTS[game]


def test_chapanka_samples_and_weights_are_those_before_the_speed_ups() -> None:
    module = for_game("chapanka")
    assert module is not None
    out = []
    for i, pos in enumerate(random_positions(engine.game("chapanka"), 12, seed=17)):
        seat = pos.current_player
        rng = SeatRandom(1000 + i)
        for _ in range(20):
            d = pos.determinize(seat, rng)
            out.append(repr(d.hands))
            out.append(repr((d.talon, d.discards, d.pancerola_right)))
            out.append(repr(module.likelihood(pos, d, seat)))
    assert hashlib.sha256("|".join(out).encode()).hexdigest()[:16] == CHAPANKA_SAMPLES


@pytest.mark.parametrize("game", STAGED_GAMES)
def test_a_staged_draw_builds_the_sample_determinize_gives(game: str) -> None:
    """``draw_hidden`` then ``sample_from`` is ``determinize`` split in two: the same
    generator calls, the same sample (save text, card places, the sample's view), and the
    likelihood weighs the drawn hands as it weighs the built sample."""
    module = for_game(game)
    assert module is not None
    for i, pos in enumerate(random_positions(engine.game(game), 10, seed=5)):
        assert isinstance(pos, StagedSampler)
        seat = pos.current_player
        assert seat is not None
        whole_rng, staged_rng = SeatRandom(i), SeatRandom(i)
        for _ in range(5):
            whole = pos.determinize(seat, whole_rng)
            drawn = pos.draw_hidden(seat, staged_rng)
            assert module.likelihood(pos, drawn, seat) == module.likelihood(pos, whole, seat)
            built = pos.sample_from(seat, drawn)
            assert drawn.hands == [built.hand(s) for s in range(pos.players)]
            assert built.to_json() == whole.to_json()
            assert built.card_locations() == whole.card_locations()
            assert built.observation(seat) == whole.observation(seat)
            assert built.legal_actions() == whole.legal_actions()
        assert staged_rng.getstate() == whole_rng.getstate()


@pytest.mark.parametrize("game", STAGED_GAMES)
def test_a_staged_draw_leaves_the_real_position_alone(game: str) -> None:
    pos = random_positions(engine.game(game), 1, seed=9)[0]
    seat = pos.current_player
    assert seat is not None and isinstance(pos, StagedSampler)
    before = (pos.to_json(), pos.card_locations())
    rng = SeatRandom(3)
    for _ in range(20):
        built = pos.sample_from(seat, pos.draw_hidden(seat, rng))
        built.apply_fast(built.legal_fast()[0])
    assert (pos.to_json(), pos.card_locations()) == before


def test_the_deal_shuffle_is_random_shuffle() -> None:
    """``engine.dealing.shuffled`` inlines the library's shuffle: every deal is the one
    ``random.Random.shuffle`` dealt, and the generator is left where the library leaves it."""
    cards = [f"{r}{s}" for r in "AKQJT98765432" for s in "SHDC"]
    for seed in range(60):
        for size in (0, 1, 2, 3, 24, 32, 52):
            mine_rng, library_rng = random.Random(seed), random.Random(seed)
            expected = cards[:size]
            library_rng.shuffle(expected)
            assert shuffled(cards[:size], mine_rng) == expected
            assert mine_rng.getstate() == library_rng.getstate()


def test_bolachen_offers_every_pair_of_discards_once_in_pack_order() -> None:
    rng = random.Random(4)
    for _ in range(200):
        hand = rng.sample(bolachen.PACK, 12)
        state = engine.game("bolachen").new_game(seed=1)
        state.phase = bolachen.DISCARDING
        state.current_player = 0
        state.hands[0] = hand
        by_pack = sorted(hand, key=bolachen.PACK_INDEX.__getitem__)
        expected = [bolachen.DISCARD[pair] for pair in combinations(by_pack, 2)]
        assert list(state._compute_legal()) == expected


def test_below_draws_what_randrange_draws() -> None:
    for seed in range(30):
        mine, library = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 7, 8, 9, 100, 1023, 1024, 10**30 + 7):
            assert below(n, mine.getrandbits) == library.randrange(n)
        assert mine.getstate() == library.getstate()


def test_the_cut_lifts_what_randint_lifts() -> None:
    deck = [f"{r}{s}" for r in "AKQJT987" for s in "SHDC"]
    for seed in range(60):
        for size, packet in ((32, 3), (24, 3), (6, 3), (5, 3), (20, 1)):
            mine, library = random.Random(seed), random.Random(seed)
            cards = deck[:size]
            if size < 2 * packet:
                expected = cards
            else:
                at = library.randint(packet, size - packet)
                expected = cards[at:] + cards[:at]
            assert cut(cards, mine, packet) == expected
            assert mine.getstate() == library.getstate()


def test_bolachen_offers_every_card_the_declarer_lacks_as_a_call() -> None:
    rng = random.Random(8)
    for _ in range(100):
        hand = rng.sample(bolachen.PACK, 12)
        state = engine.game("bolachen").new_game(seed=1)
        state.phase = bolachen.CALLING
        state.current_player = 0
        state.hands[0] = hand
        expected = [bolachen.NOCALL] + [bolachen.CALL[c] for c in bolachen.PACK if c not in hand]
        assert list(state._compute_legal()) == expected


def _chi_square_against_uniform(seen: Counter[Any], deals: list[Any], draws: int) -> float:
    expected = draws / len(deals)
    assert set(seen) <= set(deals)  # never a deal that breaks a constraint
    return sum((seen.get(deal, 0) - expected) ** 2 / expected for deal in deals)


def test_a_redealer_that_skips_plain_shuffles_draws_the_same_deals_as_often() -> None:
    """Whether plain shuffles are tried before the exact draw changes which deal a seed
    gives, never how often each comes out (the samplers may choose by cost alone). Six cards
    in three places of two, ``a`` barred from place 0 and ``b`` from place 1 (about half of
    all deals keep both, so shuffles are tried first): with and without those tries every
    consistent deal, listed by enumeration, comes out uniformly (chi-square over 20,000
    draws each, fixed seed)."""
    cards = list("abcdef")
    allowed = [lambda c: c != "a", lambda c: c != "b", None]
    deals = sorted(
        {
            (tuple(sorted(p[:2])), tuple(sorted(p[2:4])), tuple(sorted(p[4:])))
            for p in permutations(cards)
            if "a" not in p[:2] and "b" not in p[2:4]
        }
    )
    assert len(deals) == 42
    for tries in (QUICK_TRIES, 0):
        redealer = Redealer(cards, [2, 2, 2], allowed)
        assert redealer.exact is not None
        redealer.draw(random.Random(0))
        assert redealer.exact.quick == QUICK_TRIES
        redealer.exact.quick = tries
        rng = random.Random(11)
        seen: Counter[Any] = Counter(
            tuple(tuple(sorted(pile)) for pile in redealer.draw(rng)) for _ in range(20_000)
        )
        assert len(seen) == len(deals)
        # 42 consistent deals, 41 degrees of freedom: a bound of 100 is far in the tail.
        assert _chi_square_against_uniform(seen, deals, 20_000) < 100


def test_chapanka_lists_the_plays_the_shared_trick_rules_allow() -> None:
    """Chapanka's inlined follow-suit gives ``engine.tricks.legal_plays``'s cards, with a
    Pancerola free to renounce in its first tricks (Chapanka rules §6)."""
    rng = random.Random(2)
    checked = renounces = 0
    for seed in range(40):
        state = engine.game("chapanka").new_game(seed=seed)
        while state.current_player is not None:
            seat = state.current_player
            if state.phase == chapanka.PHASE_PLAY:
                free = (
                    state.pancerola_right == seat
                    and state.trick_no <= chapanka.PANCEROLA_LAST_FREE_TRICK
                )
                expected = legal_plays(
                    state.hands[seat],
                    state.table,
                    chapanka.SUIT,
                    chapanka.POWER,
                    None,
                    follow=not free,
                )
                assert [a.words[1] for a in state.legal_actions()] == expected
                checked += 1
                renounces += free and bool(state.table)
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 1000 and renounces


def _matadors_by_card(hands: list[list[str]], trump: str) -> tuple[int | None, int]:
    """The reference count: each card's team looked up one by one."""
    team_of = {card: seat % 2 for seat, hand in enumerate(hands) for card in hand}
    order = scharwenzel.matador_order(trump)
    team = team_of.get(order[0])
    if team is None or any(team_of.get(card) != team for card in order[1:3]):
        return None, 0
    count = 3
    for card in order[3:]:
        if team_of.get(card) != team:
            break
        count += 1
    return team, count


def test_scharwenzel_counts_the_matadors_as_card_by_card() -> None:
    rng = random.Random(6)
    found = set()
    for players in (4, 6, 8):
        deck = list(scharwenzel.pack(scharwenzel.pack_size(players)))
        for _ in range(400):
            rng.shuffle(deck)
            size = rng.randrange(2, len(deck) // players + 1)
            hands = [deck[i * size : (i + 1) * size] for i in range(players)]
            for trump in "SHDC":
                counted = scharwenzel.matadors_of(hands, trump)
                assert counted == _matadors_by_card(hands, trump)
                found.add(counted[1])
    assert {0, 3, 4} <= found  # no matadors, three, and a longer run all occur


def _random_constraints(
    rng: random.Random,
) -> tuple[list[str], list[int], list[Any], list[list[tuple[int, str, int]]]]:
    """Unknown cards, pile sizes, per-pile bans and (sometimes) a quota, as a game's
    redeal builds them: some seats void in some suits."""
    deck = [r + s for s in "SHDC" for r in "789TJQKA"]
    unknown = rng.sample(deck, rng.randint(6, 24))
    places = rng.randint(2, 4)
    cuts = sorted(rng.sample(range(1, len(unknown)), places - 1))
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, len(unknown)], strict=True)]
    allowed: list[Any] = []
    for _ in range(places):
        void = set(rng.sample("SHDC", rng.choice([0, 0, 1, 2])))
        allowed.append((lambda card, void=void: card[1] not in void) if void else None)
    quotas = [[(0, "S", 2), (0, "H", 2)]] if rng.random() < 0.3 else []
    return unknown, sizes, allowed, quotas


def _prepared_sampler(seed: int) -> Any:
    rng = random.Random(seed)
    for _ in range(50):
        unknown, sizes, allowed, quotas = _random_constraints(rng)
        try:
            redealer = Redealer(
                unknown, sizes, allowed, quotas, (lambda c: c[1]) if quotas else None
            )
            redealer.draw(random.Random(0))
        except Exception:  # noqa: BLE001 - inconsistent constraints: try others
            continue
        return redealer.exact
    raise AssertionError("no consistent constraints")


@pytest.mark.parametrize("rng_class", [SeatRandom, random.Random])
def test_a_quick_try_is_a_shuffled_split_checked_whole(rng_class: type[random.Random]) -> None:
    """The plain try that stops checking at the first banned card (and only burns the rest
    of the shuffle's draws) gives the same piles or the same refusal as shuffling, splitting
    and checking, and leaves the generator where they leave it."""
    from engine.sampling import _shuffled_split

    outcomes = Counter()
    for seed in range(60):
        exact = _prepared_sampler(seed)
        if exact is None or not exact.constrained:
            continue
        fast, slow = rng_class(seed), rng_class(seed)
        for _ in range(20):
            start = exact._shuffle_start(fast)
            assert start is not None
            got = exact._quick_try(start, fast.getrandbits)
            piles = _shuffled_split(exact.unknown, exact.sizes, slow)
            want = piles if exact._consistent(piles) else None
            assert got == want
            assert fast.getstate() == slow.getstate()
            outcomes[got is None] += 1
    assert outcomes[True] > 50 and outcomes[False] > 50


def test_the_quota_check_counts_kinds_as_the_labels_do() -> None:
    """``_quotas_met`` counts each watched kind through a set of its cards (and
    ``_quotas_met_in`` in a pile's slice of the whole deck): the same answer as counting the
    cards' labels one by one, on random splits of random constraints."""
    checked = Counter()
    for seed in range(80):
        exact = _prepared_sampler(seed)
        if exact is None or not exact.groups:
            continue
        rng = random.Random(seed)
        for _ in range(20):
            cards = list(exact.unknown)
            rng.shuffle(cards)
            at, piles = 0, []
            for size in exact.sizes:
                piles.append(cards[at : at + size])
                at += size
            counts = [
                sum(1 for card in piles[place] if exact.label_of.get(card) == kind)
                for place, kind, _need in exact.watch
            ]
            want = all(any(counts[w] >= exact.watch[w][2] for w in group) for group in exact.groups)
            assert exact._met(counts) == want
            assert exact._quotas_met(piles) == want
            assert exact._quotas_met_in([card for pile in piles for card in pile]) == want
            checked[want] += 1
    assert checked[True] > 20 and checked[False] > 20


def test_the_place_samplers_inline_draw_is_its_generators_draw() -> None:
    """``_PlaceSampler.draw`` with ``sample`` and ``shuffle`` inlined for a ``SeatRandom``
    or a ``random.Random`` draws what the generator's own methods draw."""
    drawn = 0
    for seed in range(80):
        exact = _prepared_sampler(seed)
        if exact is None or exact.by_place is None:
            continue
        by_place = exact.by_place
        for rng_class in (SeatRandom, random.Random):
            fast, slow = rng_class(seed), rng_class(seed)
            for _ in range(10):
                got = by_place.draw(fast)
                assert by_place._first is not None
                assert got == by_place._draw_with(slow, by_place._first)
                assert fast.getstate() == slow.getstate()
                drawn += 1
    assert drawn >= 100


def _exact_by_scan(exact: Any, rng: random.Random) -> list[list[str]]:
    """The class-by-class draw as it was written first: the generator's own ``randrange``
    and ``shuffle``, the shared split tables looked up by the whole shape, the splits
    scanned one by one."""
    from engine.sampling import _SPLITS

    piles: list[list[str]] = [[] for _ in exact.sizes]
    for mask, cards in exact.forced:
        piles[mask.bit_length() - 1].extend(cards)
    room, counts = exact.room, exact.counts0
    for index, (places, kind, cards) in enumerate(exact.classes):
        key = (exact.shape, index, room, counts)
        if key not in _SPLITS:
            splits = exact._splits(index, places, kind, len(cards), room, counts)
            options = [(split, weight) for split, weight in splits if weight]
            _SPLITS[key] = [options, sum(weight for _split, weight in options)]
        options, total = _SPLITS[key]
        pick = rng.randrange(total)
        split = options[-1][0]
        for candidate, weight in options:
            pick -= weight
            if pick < 0:
                split = candidate
                break
        pool = list(cards)
        rng.shuffle(pool)
        pos = 0
        new_room = list(room)
        for place, k in zip(places, split, strict=True):
            piles[place].extend(pool[pos : pos + k])
            pos += k
            new_room[place] -= k
            counts = tuple(exact._counted(counts, place, kind, k))
        room = tuple(new_room)
    return piles


def test_the_class_by_class_draw_is_the_scanned_draw() -> None:
    """``_ExactSampler._exact`` with its steps kept per sampler, its splits found by
    bisection and the generator's draws inline draws what the first version drew, and
    leaves the generator where it left it, for a ``SeatRandom`` and a ``random.Random``."""

    class OtherRandom(random.Random):
        """A generator class whose draws the sampler does not inline."""

    drawn = 0
    for seed in range(80):
        exact = _prepared_sampler(seed)
        if exact is None or not exact.constrained:
            continue
        for rng_class in (SeatRandom, random.Random, OtherRandom):
            fast, slow = rng_class(seed), rng_class(seed)
            for _ in range(5):
                exact.rng = fast
                got = exact._exact()
                assert got == _exact_by_scan(exact, slow)
                assert fast.getstate() == slow.getstate()
                drawn += 1
    assert drawn >= 300


def test_the_inline_sample_is_random_sample() -> None:
    """Both of the library's methods (a pool for small populations, a set of chosen
    indices for large ones)."""
    from engine.dealing import sample_bits

    for seed in range(300):
        rng = random.Random(seed)
        n = rng.randint(0, 120)
        k = rng.randint(0, n)
        population = list(range(n))
        a, b = random.Random(seed * 3), random.Random(seed * 3)
        assert sample_bits(population, k, a.getrandbits) == b.sample(population, k)
        assert a.getstate() == b.getstate()


def test_the_ranked_trick_play_picks_trick_plays_card() -> None:
    """Scharwenzel's playout compares one number per card instead of a cost tuple: the
    same card (or the same None) for the same generator, at every kind of trick."""
    from engine.bots.policies import cost_ranks, trick_play, trick_play_ranked

    rng = random.Random(5)
    deck = list(scharwenzel.POWER["S"])
    checked = 0
    for _ in range(3000):
        trump = rng.choice("SHDC")
        suit_of, power = scharwenzel.SUIT_IN_PLAY[trump], scharwenzel.POWER[trump]
        cards = rng.sample(deck, rng.randint(4, 12))
        trick = cards[: rng.randint(0, 3)]
        hand = cards[len(trick) :]
        plays = {c: scharwenzel.PLAY[c] for c in hand}
        seats = [(i + rng.randrange(4)) % 4 for i in range(4)]
        partners = rng.choice([(), (2,), (1, 3)])
        seed = rng.getrandbits(32)
        want = trick_play(
            plays, trick, seats, 0, partners, suit_of, power, None, trump, random.Random(seed)
        )
        got = trick_play_ranked(
            plays,
            trick,
            seats,
            partners,
            suit_of,
            power,
            trump,
            cost_ranks(suit_of, power, trump),
            random.Random(seed),
        )
        assert got == want
        checked += want is not None
    assert checked > 2000


def test_scharwenzels_pass_likelihood_counts_suits_as_before() -> None:
    """The packed suit counts of the likelihood give the weights of counting each suit."""
    from engine.bots.heuristics import scharwenzel as heur
    from engine.cards import SUIT_OF

    def before(real: Any, sample: Any, seat: int) -> float:
        tops, passes = heur._evidence(real, seat)
        weight = 1.0
        hands = sample.hands
        for who, card in tops:
            if card in hands[who]:
                weight *= heur.DISCARD_FROM_STRENGTH
        for s, high, (spades, hearts, diamonds, clubs) in passes:
            suits = list(map(SUIT_OF.__getitem__, hands[s]))
            plain = max(
                spades + suits.count("S"), hearts + suits.count("H"), diamonds + suits.count("D")
            )
            clubs += suits.count("C")
            best = max(2 * plain if plain >= 3 else -1, 2 * clubs + 1 if clubs >= 3 else -1)
            if best > high:
                weight *= heur.PASS_WITH_A_BID
        return weight

    weights = Counter()
    for p in random_positions(engine.game("scharwenzel"), 12, seed=3):
        seat = p.current_player
        assert seat is not None
        rng = SeatRandom(1)
        for _ in range(30):
            sample = p.determinize(seat, rng)
            got = heur.likelihood(p, sample, seat)
            assert got == before(p, sample, seat)
            weights[got] += 1
    assert len(weights) > 1


def test_bolachen_lists_the_plays_the_shared_trick_rules_allow() -> None:
    """Bolachen's inlined follow-suit (else trump) gives ``engine.tricks.legal_plays``'s
    cards with ``must_trump`` under a trump contract."""
    rng = random.Random(4)
    checked = trumped = 0
    for seed in range(60):
        state = engine.game("bolachen").new_game(seed=seed)
        for _ in range(200):
            if state.is_over:
                break
            if state.deal_over:
                state.next_deal()
                continue
            seat = state.current_player
            assert seat is not None
            if state.phase == bolachen.PLAYING:
                trump = state.trump
                expected = legal_plays(
                    state.hands[seat],
                    state.trick,
                    bolachen.SUIT_OF,
                    bolachen.POWER,
                    trump,
                    must_trump=trump is not None,
                )
                assert [a.words[1] for a in state.legal_actions()] == expected
                checked += 1
                if state.trick and trump is not None:
                    led = bolachen.SUIT_OF[state.trick[0]]
                    trumped += all(bolachen.SUIT_OF[c] != led for c in expected) and all(
                        bolachen.SUIT_OF[c] == trump for c in expected
                    )
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 1000 and trumped
