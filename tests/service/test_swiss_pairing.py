"""Swiss tournaments: pairing by score without rematches when avoidable, byes that
rotate, every non-bye player at exactly one table of 3 or 4 each round."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.service.swiss import (
    Game,
    Pair,
    choose_byes,
    met_pairs,
    pair_round,
    rank,
    rematches,
    table_sizes,
)


def _partitions(players: list[str], sizes: list[int], met: set[Pair]) -> bool:
    """Brute force: whether the players split into tables of these sizes without a rematch."""
    if not players:
        return True
    head, rest = players[0], players[1:]
    for size in set(sizes):
        left = list(sizes)
        left.remove(size)
        for group in _groups(rest, size - 1):
            table = [head, *group]
            if met_pairs([table]) & met:
                continue
            if _partitions([p for p in rest if p not in group], left, met):
                return True
    return False


def _groups(pool: Sequence[str], k: int) -> list[list[str]]:
    if k == 0:
        return [[]]
    return [[p, *g] for i, p in enumerate(pool) for g in _groups(pool[i + 1 :], k - 1)]


def _play(
    count: int, rounds: int, seed: int, preferred: int
) -> list[tuple[list[list[str]], list[str], set[Pair], dict[str, int]]]:
    """Rounds of a tournament with random results; each round with the state it was paired in."""
    rng = random.Random(seed)
    players = [f"p{i:02}" for i in range(count)]
    games: list[Game] = []
    met: set[Pair] = set()
    byes: Counter[str] = Counter()
    out = []
    for _ in range(rounds):
        ranking = [r.user_id for r in rank(players, games, {})]
        tables, bye = pair_round(ranking, met, byes, preferred)
        out.append((tables, bye, set(met), dict(byes)))
        for table in tables:
            winner = rng.choice(table)
            for u in table:
                others = tuple(o for o in table if o != u)
                games.append(Game(u, others, u == winner, rng.random() / len(table)))
        for u in bye:
            games.append(Game(u, (), False, 0.0, bye=True))
            byes[u] += 1
        met |= met_pairs(tables)
    return out


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 64), st.integers(1, 6), st.integers(0, 2**32), st.sampled_from([3, 4]))
def test_every_player_plays_once_a_round_at_tables_of_3_or_4(
    count: int, rounds: int, seed: int, preferred: int
) -> None:
    """Every player plays each round (except a bye) at one table of 3 or 4."""
    for tables, bye, _, _ in _play(count, rounds, seed, preferred):
        seated = [u for t in tables for u in t]
        assert sorted(seated + bye) == sorted(f"p{i:02}" for i in range(count))
        assert all(3 <= len(t) <= 4 for t in tables)
        assert len(bye) == table_sizes(count, preferred)[1]


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 64), st.integers(1, 8), st.integers(0, 2**32))
def test_byes_rotate(count: int, rounds: int, seed: int) -> None:
    """Nobody gets a second bye while another player has none."""
    for _, bye, _, had in _play(count, rounds, seed, 4):
        for u in bye:
            assert all(had.get(u, 0) <= had.get(o, 0) for o in (f"p{i:02}" for i in range(count)))


@settings(max_examples=80, deadline=None)
@given(st.integers(3, 12), st.integers(1, 5), st.integers(0, 2**32), st.sampled_from([3, 4]))
def test_no_rematch_when_a_brute_force_search_finds_none_needed(
    count: int, rounds: int, seed: int, preferred: int
) -> None:
    """Rounds are paired avoiding rematches whenever that is possible (checked
    against a brute-force search over every split of the round's players)."""
    for tables, _, met, _ in _play(count, rounds, seed, preferred):
        playing = sorted(u for t in tables for u in t)
        sizes = [len(t) for t in tables]
        if _partitions(playing, sizes, met):
            assert rematches(tables, met) == 0


@settings(max_examples=30, deadline=None)
@given(st.integers(24, 64), st.integers(1, 3), st.integers(0, 2**32))
def test_no_rematch_in_the_first_rounds_of_a_large_field(
    count: int, rounds: int, seed: int
) -> None:
    """With many entrants the first rounds pair nobody twice."""
    for tables, _, met, _ in _play(count, rounds, seed, 4):
        assert rematches(tables, met) == 0


def test_table_sizes_prefer_the_chosen_size_and_need_a_bye_only_for_5() -> None:
    """Swiss rule stated in bot/service/swiss.py: fewest byes, then most tables of the
    preferred size."""
    assert table_sizes(5) == ([4], 1)
    assert table_sizes(9) == ([3, 3, 3], 0)
    assert table_sizes(10) == ([4, 3, 3], 0)
    assert table_sizes(12, 3) == ([3, 3, 3, 3], 0)
    assert table_sizes(13, 3) == ([4, 3, 3, 3], 0)
    assert all(table_sizes(n)[1] == 0 for n in range(6, 65))


def test_the_bye_goes_to_the_lowest_ranked_of_those_with_fewest_byes() -> None:
    """Swiss rule: byes rotate from the bottom of the ranking."""
    ranking = ["a", "b", "c", "d", "e"]
    assert choose_byes(ranking, {}, 1) == ["e"]
    assert choose_byes(ranking, {"e": 1}, 1) == ["d"]


def test_ranking_scores_a_win_plus_vp_share_and_breaks_ties_by_opponents() -> None:
    """Scoring stated in bot/service/swiss.py: win points plus VP share, ties by opponents'
    score, then VP share, then rating."""
    games = [
        Game("a", ("b", "c"), True, 0.5),
        Game("b", ("a", "c"), False, 0.3),
        Game("c", ("a", "b"), False, 0.2),
        Game("d", ("e", "f"), False, 0.3),
        Game("e", ("d", "f"), True, 0.5),
        Game("f", ("d", "e"), False, 0.2),
        Game("g", (), False, 0.0, bye=True),
    ]
    ranked = rank(list("abcdefg"), games, {"b": 1.0, "d": 2.0})
    assert [r.user_id for r in ranked][:2] == ["a", "e"]
    assert ranked[0].score == 1.5
    # The bye's 0.5 beats 0.3; b and d tie on score, opponents' score and share: the rating
    # decides.
    assert [r.user_id for r in ranked][2:5] == ["g", "d", "b"]
    assert next(r for r in ranked if r.user_id == "g").score == 0.5
