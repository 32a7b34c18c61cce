"""In the service: the language of the tables the bot opens (a league's game, a
tournament's table: the organisers' choice, else the server's), computer seats named in the
game's language, and a language Hexhaven does not speak refused with the service's own
sentence."""

from __future__ import annotations

import pytest

from bot.service import Refusal, Service, User
from bot.service.computers import computer_name
from bot.service.league_settings import LeagueSettings
from bot.service.rounds import PlannedTable
from tests.service.leagues_helpers import GUILD, LEAGUE, league_with_season
from words import ENGLISH, speak
from words.languages import catalogue

ADMIN = User("300000000000000000", "Admin")
PLAYERS = [User(f"3000000000000000{i:02}", f"Player {i}") for i in range(1, 5)]
CUP = "Winter Cup"


async def _cup(service: Service, **settings: object) -> list[PlannedTable]:
    """A league of 3-player games (with `settings`) and a started tournament of four
    entrants (a table of three and a bye): its table."""
    await league_with_season(service, ADMIN, **settings)
    await service.tournaments.create(GUILD, 555, ADMIN, LEAGUE, CUP, 1, 3, "1d", "2d", admin=True)
    for user in PLAYERS:
        await service.tournaments.join(GUILD, user, LEAGUE, CUP)
    started = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    return list(started.tables)


async def test_a_tournament_table_speaks_the_servers_language(service: Service) -> None:
    """A tournament's table, opened by the bot, speaks the language of its server
    (the adapter gives it) when the league chose none."""
    tables = await _cup(service)
    outcome = await service.tournaments.open_table(GUILD, tables[0], 1000, language="de")
    assert outcome is not None
    info = await service.tables.table_info(1000)
    assert info is not None and info.language == "de"


async def test_a_tournament_table_speaks_the_leagues_language_first(service: Service) -> None:
    """A league whose organisers chose a language opens its tournaments' tables in
    it, whatever the server speaks."""
    tables = await _cup(service, language="nl")
    await service.tournaments.open_table(GUILD, tables[0], 1000, language="de")
    info = await service.tables.table_info(1000)
    assert info is not None and info.language == "nl"


async def test_a_tournament_table_in_an_unknown_language_is_refused(service: Service) -> None:
    """A language Hexhaven does not speak opens no table."""
    tables = await _cup(service)
    with pytest.raises(Refusal) as refused:
        await service.tournaments.open_table(GUILD, tables[0], 1000, language="fr")
    assert refused.value.message == ENGLISH.say(
        "service.refusal.unknown_language",
        code="fr",
        languages="en (English), nl (Nederlands), de (Deutsch)",
    )
    assert await service.tables.table_info(1000) is None


async def test_a_league_game_speaks_the_hosts_then_the_leagues_then_the_servers(
    service: Service,
) -> None:
    """A league game speaks the language its host named, else the league's, else
    the server's (as the adapter knows it)."""
    await league_with_season(service, ADMIN)
    await service.lobby.create_table(1, ADMIN, None, guild=GUILD, league=LEAGUE, language="de")
    await service.lobby.create_table(2, ADMIN, {"language": "nl"}, guild=GUILD, league=LEAGUE)
    await service.leagues.settings(GUILD, ADMIN, LEAGUE, {"language": "nl"}, admin=True)
    await service.lobby.create_table(3, ADMIN, None, guild=GUILD, league=LEAGUE, language="de")
    spoken = []
    for channel in (1, 2, 3):
        info = await service.tables.table_info(channel)
        assert info is not None
        spoken.append(info.language)
    assert spoken == ["de", "nl", "nl"]


def test_a_leagues_language_is_a_code_or_the_servers() -> None:
    """A league's language is one Hexhaven speaks, named in its description, or the
    server's again (`server`); any other is refused with the service's sentence."""
    chosen = LeagueSettings().with_changes({"language": "de"})
    assert chosen.language == "de"
    assert LeagueSettings.from_dict(chosen.to_dict()).language == "de"
    assert ENGLISH.say("league.describe.language", language="Deutsch") in chosen.describe()
    assert chosen.with_changes({"language": "server"}).language is None
    with pytest.raises(Refusal) as refused:
        LeagueSettings().with_changes({"language": "klingon"})
    assert "klingon" in refused.value.message and "nl (Nederlands)" in refused.value.message


async def test_an_unknown_language_is_refused_in_the_services_words(service: Service) -> None:
    """A table's or a user's language Hexhaven does not speak is refused with the
    service's sentence (`service.refusal.unknown_language`), said in the reader's language."""
    for attempt in (
        service.lobby.create_table(5, ADMIN, {"language": "fr"}),
        service.people.set_language(ADMIN, "fr"),
    ):
        with pytest.raises(Refusal) as refused:
            await attempt
        message = refused.value.message
        assert message.startswith("Hexhaven does not speak fr;")
        dutch = speak(message, catalogue("nl"))
        assert dutch.startswith("Hexhaven spreekt geen fr;") and "de (Deutsch)" in dutch


@pytest.mark.parametrize(
    ("language", "names"),
    [
        ("en", ("Computer 1 (easy)", "Computer 2 (easy)")),
        ("nl", ("Computer 1 (makkelijk)", "Computer 2 (makkelijk)")),
        ("de", ("Computer 1 (leicht)", "Computer 2 (leicht)")),
    ],
)
async def test_computer_seats_are_named_in_the_games_language(
    service: Service, language: str, names: tuple[str, ...]
) -> None:
    """A computer seat's display name is said in the game's language (its id stays
    `computer-N`), and the lobby's line about them names their level in it."""
    opened = await service.lobby.create_table(
        9, PLAYERS[0], {"language": language, "level": "easy"}, bots=2
    )
    info = await service.tables.table_info(9)
    assert info is not None
    assert [info.names[f"computer-{n}"] for n in (1, 2)] == list(names)
    assert computer_name(1, "strong", language).endswith(
        f"({catalogue(language).say('service.computer.level.strong')})"
    )
    seated = speak(opened.public[1], catalogue(language))
    assert seated == catalogue(language).say(
        "service.lobby.computers",
        count=2,
        level=catalogue(language).say("service.computer.level.easy"),
    )
