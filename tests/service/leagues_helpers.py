"""Shared pieces of the league tests: a league with an open season, and league games played
to their end with random moves."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.service import Service, User
from tests.service.helpers import play_to_end

GUILD = 7
LEAGUE = "Friday Catan"
#: Short games: three victory points end a game soon after set-up.
QUICK = {"vp": 3, "players": 3, "turn_time": "2h", "timeout": "skip"}


async def league_with_season(service: Service, admin: User, **settings: object) -> None:
    """A league of the test server with quick games, its first season open."""
    await service.leagues.create(GUILD, admin, LEAGUE, QUICK | settings, admin=True)
    await service.leagues.start_season(GUILD, admin, LEAGUE, admin=True)


async def league_game(
    service: Service, channel: int | str, players: Sequence[User], rng: random.Random
) -> None:
    """One league game opened, filled, started and played to its end."""
    await service.lobby.create_table(channel, players[0], None, guild=GUILD, league=LEAGUE)
    for user in players[1:]:
        await service.lobby.join(channel, user)
    await service.play.start(channel, players[0])
    await play_to_end(service, channel, rng)
    table = await service.core.latest(channel)
    assert table.row.status == "finished", table.row.status
