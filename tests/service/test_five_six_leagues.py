"""Leagues and Swiss tournaments of the games for five and six: a league plays games of 5 or 6,
rates every player of such a game (openskill takes any number of teams), and a tournament of
such a league seats its tables with exactly that many."""

from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from bot.service import Refusal, Service, User
from bot.service.swiss import met_pairs, pair_round
from bot.store import leagues as q
from tests.service.helpers import ANN, BO, CY, DI, EVE
from tests.service.leagues_helpers import GUILD, LEAGUE, league_game, league_with_season

FAY = User("100000000000000006", "Fay")
ADMIN = User("200000000000000000", "Admin")
ENTRANTS = [User(f"2000000000000000{i:02}", f"Player {i}") for i in range(1, 14)]
HOME = 555


async def _ratings(service: Service) -> dict[str, q.RatingRow]:
    async with service.store.reading() as db:
        league = await q.league_by_name(db, str(GUILD), LEAGUE)
        assert league is not None
        season = await q.current_season(db, league.id)
        assert season is not None
        return await q.ratings(db, league.id, season.id)


async def test_a_six_player_league_game_rates_all_six_players(service: Service) -> None:
    """A league of 6-player games: its game is played by six, and the ratings of all six
    move as openskill's Plackett-Luce moves them for their places."""
    await league_with_season(service, ANN, players=6)
    await league_game(service, 1, (ANN, BO, CY, DI, EVE, FAY), random.Random(6))
    record = await service.tables.record((await service.core.latest(1)).id)
    assert record is not None and len(record.results) == 6
    ordered = sorted(record.results, key=lambda r: (not r.won, -r.total_vp))
    points = {r.user_id: (r.won, r.total_vp) for r in record.results}
    ranks = [1 + sum(points[o.user_id] > points[r.user_id] for o in ordered) for r in ordered]
    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in ordered], ranks=ranks)
    got = await _ratings(service)
    assert len(got) == 6
    for result, [skill] in zip(ordered, expected, strict=True):
        assert got[result.user_id].mu == pytest.approx(skill.mu)
        assert got[result.user_id].sigma == pytest.approx(skill.sigma)


async def test_a_five_player_league_game_starts_only_with_five(service: Service) -> None:
    """A league of 5-player games does not start a table of four."""
    await league_with_season(service, ANN, players=5)
    await service.lobby.create_table(1, ANN, None, guild=GUILD, league=LEAGUE)
    for user in (BO, CY, DI):
        await service.lobby.join(1, user)
    with pytest.raises(Refusal, match="5"):
        await service.play.start(1, ANN)
    await service.lobby.join(1, EVE)
    started = await service.play.start(1, ANN)
    assert started.prompts


@pytest.mark.parametrize(("size", "count"), [(5, 11), (6, 13)])
async def test_a_swiss_round_seats_tables_of_the_leagues_five_or_six(
    service: Service, size: int, count: int
) -> None:
    """A tournament of a league of 5- or 6-player games seats every table with exactly that
    many, and the entrants left over have a bye; its tables open as games of that many."""
    await league_with_season(service, ADMIN, players=size)
    await service.tournaments.create(
        GUILD, HOME, ADMIN, LEAGUE, "Cup", 2, None, "1d", "2d", admin=True
    )
    for user in ENTRANTS[:count]:
        await service.tournaments.join(GUILD, user, LEAGUE, "Cup")
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, "Cup", admin=True)
    assert [len(t.players) for t in first.tables] == [size, size]
    assert len(first.byes) == count - 2 * size
    opened = await service.tournaments.open_table(GUILD, first.tables[0], 1000)
    assert opened is not None and opened.prompts
    view = await service.tables.board(1000)
    assert len(view.view["players"]) == size


def test_a_second_swiss_round_of_sixes_avoids_rematches() -> None:
    """Swiss pairing with tables of six: after a round of two tables of six, the next round
    of twelve meets nobody again where that is possible (it is not: 12 players at two tables
    of 6 must repeat some pairs), and it keeps the repeats to the fewest."""
    players = [f"p{i:02}" for i in range(12)]
    first, byes = pair_round(players, set(), {}, 6, exact=True)
    assert [len(t) for t in first] == [6, 6] and byes == []
    met = met_pairs(first)
    second, _ = pair_round(players, met, {}, 6, exact=True)
    # Each new table takes three from each old one: 2 × (3 + 3) repeated pairs, no more.
    assert len(met_pairs(second) & met) == 12


def test_a_tournament_table_size_of_up_to_six_is_taken() -> None:
    """`table_size` may be 3 to 6 (the league's count); 7 is refused."""
    from bot.service.tournament_settings import TABLE_SIZES, whole

    assert whole(6, TABLE_SIZES[0], TABLE_SIZES[-1], "table_size") == 6
    with pytest.raises(Refusal):
        whole(7, TABLE_SIZES[0], TABLE_SIZES[-1], "table_size")
