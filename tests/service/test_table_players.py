"""How many players a table seats: a base or C&K table takes up to six (five or six play the
game for five and six), a table's `players` setting caps its seats, and a count the rules are
not played by is refused with the reason, changing nothing."""

from __future__ import annotations

import pytest

from bot.service import Refusal, Service, User
from bot.service.options import TableOptions, player_counts
from tests.service.helpers import ANN, BO, CY, DI, EVE

FAY = User("100000000000000006", "Fay")
GUS = User("100000000000000007", "Gus")


async def test_a_base_table_seats_six_and_plays_the_game_for_five_and_six(
    service: Service,
) -> None:
    """Six people join a base table; a seventh is refused; started, the table plays the
    game for five and six (its settings line says so)."""
    await service.lobby.create_table(1, ANN)
    for user in (BO, CY, DI, EVE, FAY):
        await service.lobby.join(1, user)
    with pytest.raises(Refusal, match=r"The table is full \(6 seats\)"):
        await service.lobby.join(1, GUS)
    started = await service.play.start(1, ANN)
    assert started.view is not None and len(started.view["players"]) == 6
    status = await service.tables.status(1)
    assert any("Rules five_six" in line for line in status.public), status.public


async def test_a_tables_players_setting_caps_its_seats(service: Service) -> None:
    """`players: 4` at a base table: the fifth to join is refused, and the settings line
    says how many it seats."""
    opened = await service.lobby.create_table(1, ANN, {"players": 4})
    assert "up to 4 players" in opened.public[0]
    for user in (BO, CY, DI):
        await service.lobby.join(1, user)
    with pytest.raises(Refusal, match=r"The table is full \(4 seats\)"):
        await service.lobby.join(1, EVE)


@pytest.mark.parametrize(
    ("options", "why"),
    [
        (
            {"rules": "two_player", "players": 6},
            "The game for two is played by 2 players, not 6; for 6, choose the base game or "
            "Cities & Knights.",
        ),
        (
            {"rules": "cities_knights_two_player", "players": 5},
            "The game for two is played by 2 players, not 5",
        ),
        (
            {"rules": "seafarers", "players": 5, "scenario": "harbormaster"},
            "The Harbormaster has no map for 5 players: it is played by 3 or 4.",
        ),
        (
            {"rules": "cities_knights_seafarers", "players": 6, "scenario": "greater_catan"},
            "Greater Catan has no map for 6 players: it is played by 3 or 4.",
        ),
        ({"players": 7}, "These rules are played by 2 to 6 players, not 7."),
        ({"rules": "seafarers", "players": 7}, "These rules are played by 3 to 6 players, not 7."),
        ({"players": "many"}, "Players must be a whole number, such as 5, not 'many'."),
    ],
)
async def test_a_count_the_rules_are_not_played_by_is_refused(
    service: Service, options: dict[str, object], why: str
) -> None:
    """The game for two and the Seafarers scenarios the 5–6 extension lays out no map for
    (SF-17.2) refuse a table of 5 or 6, any rules refuse more than six, with a sentence saying
    why; no table is opened."""
    with pytest.raises(Refusal) as refused:
        await service.lobby.create_table(1, ANN, options)
    assert why in refused.value.message
    assert await service.tables.table_info(1) is None


def test_the_counts_each_rule_set_seats() -> None:
    """A base or C&K table seats 2 to 6 (two play the game for two, five and six the game for
    five and six); the game for two only 2; Seafarers 3 to 6 (SF-17)."""
    assert player_counts("base") == (2, 3, 4, 5, 6)
    assert player_counts("cities_knights") == (2, 3, 4, 5, 6)
    assert player_counts("two_player") == (2,)
    assert player_counts("seafarers") == (3, 4, 5, 6)
    assert player_counts("cities_knights_seafarers") == (3, 4, 5, 6)
    assert TableOptions().with_changes({"players": "default"}).players is None


async def test_greater_catans_fifth_seat_is_refused_with_the_scenarios_sentence(
    service: Service,
) -> None:
    """SF-17.2: a Seafarers table on Greater Catan opened without `players` fills to four; the
    fifth to join hears that the scenario has no map for five (and which scenarios have one)
    and takes no seat, so the table still starts with its four."""
    await service.lobby.create_table(1, ANN, {"rules": "seafarers", "scenario": "greater_catan"})
    for user in (BO, CY, DI):
        await service.lobby.join(1, user)
    with pytest.raises(Refusal) as refused:
        await service.lobby.join(1, EVE)
    assert refused.value.message == (
        "Greater Catan has no map for 5 players: it is played by 3 or 4. With 5 or 6 choose "
        "Heading for New Shores, The Six Islands, The Fog Island or Through the Desert."
    )
    assert len((await service.core.latest(1)).seats) == 4
    started = await service.play.start(1, ANN)
    assert started.view is not None and len(started.view["players"]) == 4


async def test_five_seated_cannot_switch_to_the_harbormaster(service: Service) -> None:
    """SF-17.2: the host of a New Shores table with five seated cannot change the scenario to
    the Harbormaster, which has no map for five: refused with its sentence, the settings kept."""
    await service.lobby.create_table(1, ANN, {"rules": "seafarers"})
    for user in (BO, CY, DI, EVE):
        await service.lobby.join(1, user)
    with pytest.raises(Refusal, match="The Harbormaster has no map for 5 players"):
        await service.lobby.configure(1, ANN, {"scenario": "harbormaster"})
    assert (await service.core.latest(1)).options.scenario is None
    await service.lobby.configure(1, ANN, {"scenario": "fog_island"})
