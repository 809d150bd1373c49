"""Tournament pairing and standings: properties that hold for every field of entrants."""

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.services.pairing import (
    TABLES_MOST_ENTRANTS,
    SwissPlayer,
    balance_seats,
    knockout_first_round,
    knockout_next_round,
    round_robin_most,
    round_robin_pairs,
    round_robin_tables,
    seed_order,
    swiss_round,
    swiss_rounds_default,
)
from bot.services.standings import ROUND_ROBIN, SWISS, Result, standings, table_points, winners


@given(st.integers(min_value=2, max_value=24))
def test_round_robin_every_pair_meets_exactly_once(n: int) -> None:
    games = round_robin_pairs(list(range(100, 100 + n)))
    met = Counter(frozenset(g) for g in games)
    assert set(met) == {frozenset(c) for c in itertools.combinations(range(100, 100 + n), 2)}
    assert set(met.values()) == {1}
    first = Counter(g[0] for g in games)
    second = Counter(g[1] for g in games)
    for p in range(100, 100 + n):
        assert abs(first[p] - second[p]) <= 1


@pytest.mark.parametrize(
    ("n", "size"),
    [(n, size) for size, most in TABLES_MOST_ENTRANTS.items() for n in range(size, most + 1)],
)
def test_tables_cover_every_pair_evenly(n: int, size: int) -> None:
    # Every field a round robin in tables may have (the search is deterministic and
    # depends only on the number of entrants): the guarantees hold for each.
    players = list(range(1, n + 1))
    tables = round_robin_tables(players, size)
    assert all(len(t) == size and len(set(t)) == size for t in tables)
    met = Counter(frozenset(c) for t in tables for c in itertools.combinations(t, 2))
    counts = [met[frozenset(c)] for c in itertools.combinations(players, 2)]
    assert min(counts) >= 1
    assert max(counts) - min(counts) <= 1
    per_player = Counter(p for t in tables for p in t)
    assert max(per_player.values()) - min(per_player.values()) <= 1
    assert set(per_player) == set(players)


def test_round_robin_in_tables_is_limited_to_what_is_checked() -> None:
    assert round_robin_most(2) is None
    assert [round_robin_most(s) for s in (3, 4, 5, 6)] == [15, 13, 10, 10]
    assert round_robin_most(7) == 7  # not measured: one table only


def test_six_players_tables_of_three_is_deterministic() -> None:
    a = round_robin_tables([1, 2, 3, 4, 5, 6], 3)
    assert a == round_robin_tables([1, 2, 3, 4, 5, 6], 3)
    firsts = Counter(t[0] for t in a)
    assert max(firsts.values()) - min(firsts[p] for p in range(1, 7)) <= 1


def _play_swiss(n: int, rounds: int, rng: random.Random, withdrawn: set[int]) -> list[dict]:
    """Pairs `rounds` rounds with random results; returns each round's facts."""
    score = {p: Fraction(0) for p in range(n)}
    opponents: dict[int, set[int]] = {p: set() for p in range(n)}
    seats: dict[int, list[int]] = {p: [] for p in range(n)}
    byes: list[int] = []
    log = []
    for _ in range(rounds):
        active = [p for p in range(n) if p not in withdrawn]
        if len(active) < 2:
            break
        try:
            rnd = swiss_round(
                [
                    SwissPlayer(p, float(score[p]), p, frozenset(opponents[p]), tuple(seats[p]), p in byes)
                    for p in active
                ]
            )
        except ValueError:
            # Refused only when withdrawals left a field that cannot be paired again: each
            # possible bye leaves players who have all met (then the tournament ends).
            met = {frozenset((p, q)) for p in active for q in opponents[p]}
            allowed = [p for p in active if p not in byes] or active if len(active) % 2 else [None]
            assert len(active) <= 10 and all(
                _fewest_floaters([p for p in active if p != b], dict.fromkeys(active, 0.0), met) is None
                for b in allowed
            )
            break
        log.append({"round": rnd, "byes_before": list(byes), "active": active})
        if rnd.bye is not None:
            byes.append(rnd.bye)
            score[rnd.bye] += 1
        for a, b in rnd.games:
            opponents[a].add(b)
            opponents[b].add(a)
            seats[a].append(0)
            seats[b].append(1)
            outcome = rng.choice([(1, 0), (0, 1), (Fraction(1, 2), Fraction(1, 2))])
            score[a] += outcome[0]
            score[b] += outcome[1]
    log.append({"seats": seats, "byes": byes})
    return log


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=2, max_value=40), st.integers(min_value=0, max_value=10**6))
def test_swiss_no_repeats_byes_and_seats(n: int, seed: int) -> None:
    rng = random.Random(seed)
    withdrawn = {p for p in range(n) if rng.random() < 0.1}
    rounds = swiss_rounds_default(n)
    log = _play_swiss(n, rounds, rng, withdrawn)
    *rounds_log, end = log
    seen: set[frozenset[int]] = set()
    for entry in rounds_log:
        rnd = entry["round"]
        in_round = [p for g in rnd.games for p in g] + ([rnd.bye] if rnd.bye is not None else [])
        assert sorted(in_round) == sorted(entry["active"])  # everyone active plays once
        for g in rnd.games:
            pair = frozenset(g)
            assert pair not in seen
            seen.add(pair)
        if rnd.bye is not None:
            assert rnd.bye not in withdrawn
            assert rnd.bye not in entry["byes_before"]
    # Nobody more than one bye (rounds <= players), nobody in one seat three games running.
    assert max(Counter(end["byes"]).values(), default=0) <= 1
    for p, s in end["seats"].items():
        for i in range(len(s) - 2):
            assert not (s[i] == s[i + 1] == s[i + 2]), (p, s)
        assert abs(s.count(0) - s.count(1)) <= 2


def test_swiss_bye_goes_to_lowest_ranked_without_one() -> None:
    players = [SwissPlayer(i, float(3 - i), i) for i in range(3)]
    assert swiss_round(players).bye == 2
    players[2] = SwissPlayer(2, 1.0, 2, had_bye=True)
    assert swiss_round(players).bye == 1


def test_swiss_pairs_within_score_group_first() -> None:
    players = [
        SwissPlayer(p, s, p)
        for p, s in [
            (
                1,
                2,
            ),
            (2, 2),
            (3, 1),
            (4, 1),
        ]
    ]
    rnd = swiss_round(players)
    assert {frozenset(g) for g in rnd.games} == {frozenset((1, 2)), frozenset((3, 4))}
    assert rnd.floaters == 0


@given(st.integers(min_value=2, max_value=40))
def test_knockout_byes_go_to_top_seeds_and_bracket_halves(n: int) -> None:
    seeded = list(range(1, n + 1))
    slots = knockout_first_round(seeded)
    size = len(slots) * 2
    assert size >= n and size // 2 < n
    byes = sorted(s.players[0] for s in slots if s.bye)
    assert byes == list(range(1, size - n + 1))
    assert sorted(p for s in slots for p in s.players) == seeded
    # Seeds 1 and 2 are in different halves: they can meet only in the final.
    half = len(slots) // 2
    top = [p for s in slots[:half] for p in s.players] if half else []
    if n >= 2 and half:
        assert (1 in top) != (2 in top)
    winners_ = [min(s.players) for s in slots]
    while len(winners_) > 1:
        winners_ = [min(s.players) for s in knockout_next_round(winners_)]
    assert winners_ == [1]


def test_seed_order_rated_then_unrated_by_signup() -> None:
    assert seed_order([(10, None, 0), (11, 1500.0, 1), (12, 1600.0, 2), (13, None, 3)]) == [12, 11, 10, 13]


def test_balance_seats_keeps_pairs() -> None:
    games = [(1, 2), (1, 3), (1, 4)]
    assert [frozenset(g) for g in balance_seats(games)] == [frozenset(g) for g in games]


def test_table_points_split_shared_places() -> None:
    assert table_points({1: 0, 2: 1}) == {1: 1, 2: 0}
    assert table_points({1: 0, 2: 0}) == {1: Fraction(1, 2), 2: Fraction(1, 2)}
    assert table_points({1: 0, 2: 1, 3: 1}) == {1: 1, 2: Fraction(1, 4), 3: Fraction(1, 4)}
    assert table_points({1: 0, 2: 1, 3: 2}) == {1: 1, 2: Fraction(1, 2), 3: 0}


def test_round_robin_head_to_head_breaks_a_tie() -> None:
    # 1 beats 2, 2 beats 3, 3 beats 1: all on 1 point; then 4 loses to all.
    results = [Result({1: 0, 2: 1}), Result({2: 0, 3: 1}), Result({3: 0, 1: 1})]
    results += [Result({p: 0, 4: 1}) for p in (1, 2, 3)]
    rows = standings(ROUND_ROBIN, [1, 2, 3, 4], results)
    assert [r.place for r in rows] == [1, 1, 1, 4]
    assert sorted(winners(rows)) == [1, 2, 3]
    results.append(Result({1: 0, 2: 1}))  # a second meeting breaks it: 1 has 3
    rows = standings(ROUND_ROBIN, [1, 2, 3, 4], results)
    assert rows[0].player == 1 and rows[0].place == 1


def test_swiss_buchholz_and_bye_adds_nothing() -> None:
    results = [Result({1: 0, 2: 1}), Result({3: 0, 4: 1})]
    rows = standings(SWISS, [1, 2, 3, 4, 5], results, byes=[5])
    by = {r.player: r for r in rows}
    assert by[5].points == 1 and by[5].tie1 == 0 and by[5].tie2 == 0
    assert by[1].tie1 == 0 and by[2].tie1 == 1


def test_an_opponents_bye_adds_nothing_to_tie_breaks() -> None:
    # 5 has a bye, beats 1 and loses to 2: 2 points, but 1 at the board.
    results = [Result({1: 0, 2: 1}), Result({3: 0, 4: 1}), Result({5: 0, 1: 1}), Result({2: 0, 5: 1})]
    rows = standings(SWISS, [1, 2, 3, 4, 5], results, byes=[5])
    by = {r.player: r for r in rows}
    assert by[5].points == 2 and by[1].points == 1 and by[2].points == 1
    assert by[2].tie1 == 1 + 1  # Buchholz: 1 (1 point) + 5 (1 point without the bye)
    assert by[2].tie2 == 1  # Sonneborn-Berger: the win over 5 times 5's 1 point
    assert by[1].tie1 == 1 + 1 and by[1].tie2 == 1  # the win over 2 times 2's 1 point
    assert by[5].tie1 == 1 + 1 and by[5].tie2 == 1  # the bye gives 5 no opponent


def _fewest_floaters(ids: list[int], score: dict[int, float], met: set[frozenset[int]]) -> int | None:
    """By brute force: the fewest pairs of different scores over every repeat-free pairing."""
    if not ids:
        return 0
    a, best = ids[0], None
    for b in ids[1:]:
        if frozenset((a, b)) in met:
            continue
        rest = _fewest_floaters([x for x in ids[1:] if x != b], score, met)
        if rest is not None:
            here = rest + (score[a] != score[b])
            best = here if best is None else min(best, here)
    return best


def test_swiss_floats_as_few_as_a_repeat_free_pairing_allows() -> None:
    # The first pairing top down floats two players; (3, 4) (0, 6) (1, 7) (2, 5) floats none.
    score = {0: 1.0, 1: 1.0, 2: 0.0, 3: 2.0, 4: 2.0, 5: 0.0, 6: 1.0, 7: 1.0}
    met = {frozenset(m) for m in [(0, 5), (1, 5), (1, 6), (4, 6), (6, 7)]}
    players = [
        SwissPlayer(p, s, p, frozenset(q for q in score if frozenset((p, q)) in met))
        for p, s in score.items()
    ]
    rnd = swiss_round(players)
    assert rnd.floaters == 0
    assert sorted(tuple(sorted(g)) for g in rnd.games) == [(0, 6), (1, 7), (2, 5), (3, 4)]


@settings(max_examples=150, deadline=None)
@given(
    st.integers(min_value=2, max_value=9),
    st.lists(st.integers(min_value=0, max_value=3), min_size=9, max_size=9),
    st.sets(st.tuples(st.integers(0, 8), st.integers(0, 8)), max_size=14),
)
def test_swiss_floaters_are_the_fewest_possible(n: int, points: list[int], met_pairs: set) -> None:
    score = {p: float(points[p]) for p in range(n)}
    met = {frozenset(m) for m in met_pairs if m[0] != m[1] and max(m) < n}
    players = [
        SwissPlayer(p, score[p], p, frozenset(q for q in range(n) if frozenset((p, q)) in met))
        for p in range(n)
    ]
    try:
        rnd = swiss_round(players)
    except ValueError:
        # Refused only when no bye leaves a repeat-free pairing of the others.
        byes = range(n) if n % 2 else [None]
        assert all(_fewest_floaters([p for p in range(n) if p != b], score, met) is None for b in byes)
        return
    paired = [p for p in range(n) if p != rnd.bye]
    if n % 2:  # the lowest-ranked player whose bye leaves the others a repeat-free pairing
        ranked = sorted(range(n), key=lambda p: (-score[p], p))
        feasible = [
            b
            for b in reversed(ranked)
            if _fewest_floaters([p for p in ranked if p != b], score, met) is not None
        ]
        assert rnd.bye == feasible[0]
    assert not any(frozenset(g) in met for g in rnd.games)
    assert rnd.floaters == sum(score[a] != score[b] for a, b in rnd.games)
    assert rnd.floaters == _fewest_floaters(paired, score, met)
