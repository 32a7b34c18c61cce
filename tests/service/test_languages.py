"""In the service: a table's language (an option kept with its settings) travels with
what the table says, and a user's own language is a preference they set or forget."""

from __future__ import annotations

import pytest

from bot.service import LANGUAGE_PREFERENCE, Refusal, Service

from .helpers import ANN, BO, CY, started_table
from .leagues_helpers import GUILD, LEAGUE, league_with_season

# The game's rules through the service: one store is enough (see tests/conftest.py).
pytestmark = pytest.mark.game_rules


async def test_a_tables_language_is_kept_and_said_with_its_moves(service: Service) -> None:
    """`/game new language:` sets the game's language; the table's info and every
    move's outcome carry it, so public lines are said in it without reading the table again."""
    await started_table(service, language="nl")
    info = await service.tables.table_info(42)
    assert info is not None and info.language == "nl"
    awaited = (await service.tables.status(42)).awaiting[0]
    legal = await service.tables.legal(42, awaited)
    moved = await service.play.act(42, awaited, legal[0])
    assert moved.language == "nl" and moved.info is not None and moved.info.language == "nl"
    assert (await service.tables.board(42)).language == "nl"


async def test_a_table_speaks_english_unless_told(service: Service) -> None:
    """The option's default is English (the adapter passes the server's language)."""
    await started_table(service)
    info = await service.tables.table_info(42)
    assert info is not None and info.language == "en"


async def test_a_language_hexhaven_does_not_speak_is_refused(service: Service) -> None:
    """A table speaks one of the languages there are catalogues for."""
    with pytest.raises(Refusal) as caught:
        await service.lobby.create_table(42, ANN, {"language": "fr"})
    assert caught.value.code == "bad_setting"


async def test_a_league_game_may_speak_any_language(service: Service) -> None:
    """A language is no rule of a league's: a league game may choose it."""
    await league_with_season(service, ANN)
    await service.lobby.create_table(42, ANN, {"language": "de"}, guild=GUILD, league=LEAGUE)
    for user in (BO, CY):
        await service.lobby.join(42, user)
    info = await service.tables.table_info(42)
    assert info is not None and info.language == "de"


async def test_a_users_language_is_set_and_forgotten(service: Service) -> None:
    """`/settings language` keeps a user's language, "follow Discord" forgets it,
    and a language there is no catalogue for is refused."""
    await service.people.set_language(ANN, "de")
    assert (await service.people.preferences(ANN))[LANGUAGE_PREFERENCE] == "de"
    await service.people.set_language(ANN, None)
    assert LANGUAGE_PREFERENCE not in await service.people.preferences(ANN)
    with pytest.raises(Refusal) as caught:
        await service.people.set_language(ANN, "fr")
    assert caught.value.code == "bad_setting"
