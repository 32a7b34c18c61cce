"""A league's games are played by exactly its number of players, so every table of its
tournaments seats exactly that many; the entrants who do not fill a table sit the round out
(a bye, rotating as byes do), and a `table_size` saying otherwise is refused."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.service import Refusal, Service, User
from bot.service.swiss import Game, Pair, met_pairs, pair_round, rank
from tests.service.helpers import contents
from tests.service.leagues_helpers import GUILD, LEAGUE, league_with_season

ADMIN = User("200000000000000000", "Admin")
PLAYERS = [User(f"2000000000000000{i:02}", f"Player {i}") for i in range(1, 11)]
CUP = "Autumn Cup"
HOME = 555
COUNTS = [(seats, count) for seats in (3, 4) for count in range(3, 11)]


async def _cup(service: Service, seats: int, count: int, size: int | None = None) -> None:
    await league_with_season(service, ADMIN, players=seats)
    await service.tournaments.create(
        GUILD, HOME, ADMIN, LEAGUE, CUP, 3, size, "1d", "2d", admin=True
    )
    for user in PLAYERS[:count]:
        await service.tournaments.join(GUILD, user, LEAGUE, CUP)


async def test_four_entrants_of_a_three_player_league_make_one_table_and_a_bye(
    service: Service,
) -> None:
    """The case that went wrong: a league of 3-player games, four entrants and table_size 3
    gave one table of 4. It is one table of 3, and the fourth entrant has a bye."""
    await _cup(service, 3, 4, size=3)
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    assert [len(t.players) for t in first.tables] == [3]
    assert len(first.byes) == 1
    seated = {u for t in first.tables for u in t.players} | set(first.byes)
    assert seated == {u.id for u in PLAYERS[:4]}


@pytest.mark.parametrize(("seats", "count"), COUNTS)
async def test_every_table_seats_the_leagues_count_and_the_rest_have_byes(
    service: Service, seats: int, count: int
) -> None:
    """With the league at `seats` players a game, the first round has only tables of exactly
    `seats`, and `count mod seats` byes; fewer entrants than one table's seats cannot start
    (a clear refusal naming how many are needed)."""
    await _cup(service, seats, count)
    if count < seats:
        with pytest.raises(Refusal) as refused:
            await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
        assert refused.value.code == "too_few_entrants"
        assert f"at least {seats} players" in refused.value.message
        return
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    assert [len(t.players) for t in first.tables] == [seats] * (count // seats)
    assert len(first.byes) == count % seats


@pytest.mark.parametrize(("seats", "count"), [(s, c) for s, c in COUNTS if c >= s])
def test_swiss_rounds_of_a_fixed_count_keep_their_tables_full_and_rotate_byes(
    seats: int, count: int
) -> None:
    """Round after round of random results, the pairing of a fixed count seats every table
    with exactly `seats` players, gives `count mod seats` byes, and never gives anyone a
    second bye while another entrant has had none."""
    rng = random.Random(count * 10 + seats)
    players = [f"p{i:02}" for i in range(count)]
    games: list[Game] = []
    met: set[Pair] = set()
    byes: Counter[str] = Counter()
    for _ in range(6):
        ranking = [r.user_id for r in rank(players, games, {})]
        tables, bye = pair_round(ranking, met, byes, seats, exact=True)
        assert [len(t) for t in tables] == [seats] * (count // seats)
        assert len(bye) == count % seats
        assert sorted([u for t in tables for u in t] + bye) == players
        # The byes go to those who have had the fewest: none sitting out has had more than
        # anyone playing.
        playing = [p for p in players if p not in bye]
        assert max(byes[u] for u in bye or playing) <= min(byes[p] for p in playing)
        for table in tables:
            winner = rng.choice(table)
            for u in table:
                others = tuple(o for o in table if o != u)
                games.append(Game(u, others, u == winner, rng.random() / len(table)))
        for u in bye:
            games.append(Game(u, (), False, 0.0, bye=True))
            byes[u] += 1
        met |= met_pairs(tables)


def test_a_fixed_count_needs_one_full_table() -> None:
    """Fewer players than one table's seats make no round."""
    with pytest.raises(ValueError):
        pair_round(["a", "b", "c"], set(), {}, 4, exact=True)


async def test_a_table_size_against_the_leagues_count_is_refused(service: Service) -> None:
    """A tournament whose table_size contradicts the league's number of players is refused,
    saying the league's count, and nothing is written; left out, it is the league's count."""
    await league_with_season(service, ADMIN, players=3)
    before = await contents(service)
    with pytest.raises(Refusal) as refused:
        await service.tournaments.create(GUILD, HOME, ADMIN, LEAGUE, CUP, 2, 4, admin=True)
    assert refused.value.code == "table_size"
    assert "exactly 3 players" in refused.value.message and "not 4" in refused.value.message
    assert await contents(service) == before
    said = await service.tournaments.create(GUILD, HOME, ADMIN, LEAGUE, CUP, 2, admin=True)
    assert "tables of 3" in said
