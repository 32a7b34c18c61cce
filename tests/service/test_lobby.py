"""Before the game: creating tables, seats, settings, starting, abandoning."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.service import Refusal, Service, User
from bot.store import tables

from .helpers import ANN, BO, CY, DI, EVE, started_table


async def _refused(code: str, call: object) -> Refusal:
    with pytest.raises(Refusal) as caught:
        await call  # type: ignore[misc]
    assert caught.value.code == code, caught.value
    assert str(caught.value).endswith(".")
    return caught.value


async def test_create_join_start(service: Service) -> None:
    created = await service.lobby.create_table(42, ANN, {"preset": "tournament", "vp": "12"})
    assert created.table is not None and "Ann opened a table" in created.public[0]
    assert "preset tournament" in created.public[0] and "VP target 12" in created.public[0]
    assert (await service.lobby.join(42, BO)).public == ("Bo takes a seat (2 seated).",)
    await service.lobby.join(42, CY)
    started = await service.play.start(42, ANN)
    assert started.post_board and started.view is not None
    assert started.view["preset"] == "tournament" and started.view["vp_to_win"] == 12
    assert started.ping == started.awaiting and len(started.ping) == 1
    assert [d.user for d in started.deadlines] == list(started.ping)
    assert started.version == 0


async def test_seat_order_comes_from_the_random_source(tmp_path: object) -> None:
    orders: list[list[str]] = []
    for _ in range(2):
        svc = await Service.open(f"{tmp_path}/order{len(orders)}.db", rng=random.Random(99))
        started = await started_table(svc, players=(ANN, BO, CY, DI))
        assert started.view is not None
        orders.append([p["id"] for p in started.view["players"]])
        await svc.close()
    assert orders[0] == orders[1]
    assert sorted(orders[0]) == sorted(u.id for u in (ANN, BO, CY, DI))


async def test_bare_ids_are_users(service: Service) -> None:
    await service.lobby.create_table("chan", 100000000000000001)
    await service.lobby.join("chan", "100000000000000002")
    status = await service.tables.status("chan")
    assert "Seats: 100000000000000001 and 100000000000000002." in status.public


async def test_duplicate_join_and_full_table(service: Service) -> None:
    """A base table seats up to 6 (the 5–6 extension, FS-1); a seventh is refused."""
    await service.lobby.create_table(42, ANN)
    await _refused("already_seated", service.lobby.join(42, ANN))
    fay, gus = User("100000000000000006", "Fay"), User("100000000000000007", "Gus")
    for user in (BO, CY, DI, EVE, fay):
        await service.lobby.join(42, user)
    await _refused("table_full", service.lobby.join(42, gus))


async def test_one_active_table_per_channel(service: Service) -> None:
    await service.lobby.create_table(42, ANN)
    await _refused("table_exists", service.lobby.create_table(42, BO))
    await service.lobby.create_table(43, BO)


async def test_too_few_players_is_the_engines_message(service: Service) -> None:
    """One seat is too few (two seats play the game for two, below)."""
    await service.lobby.create_table(42, ANN)
    refusal = await _refused("cannot_start", service.play.start(42, ANN))
    assert str(refusal) == "This game needs 3 to 6 players."


async def test_two_seats_start_the_game_for_two(service: Service) -> None:
    """A base table started with 2 seats plays the 2-player variant, and the table
    keeps those rules."""
    await service.lobby.create_table(42, ANN)
    await service.lobby.join(42, BO)
    started = await service.play.start(42, ANN)
    assert started.view is not None and started.view["rules"] == "two_player"
    assert {p["id"] for p in started.view["players"]} == {ANN.id, BO.id}
    status = await service.tables.status(42)
    assert any("Rules two_player" in line for line in status.public), status.public


async def test_only_the_host_or_an_admin_starts_and_configures(service: Service) -> None:
    await service.lobby.create_table(42, ANN)
    await service.lobby.join(42, BO)
    await service.lobby.join(42, CY)
    await _refused("not_host", service.lobby.configure(42, BO, {"map": "beginner"}))
    await service.lobby.configure(42, BO, {"map": "beginner"}, admin=True)
    await _refused("not_host", service.play.start(42, BO))
    started = await service.play.start(42, CY, admin=True)
    assert started.view is not None
    await _refused("already_started", service.lobby.configure(42, ANN, {"map": "variable"}))
    await _refused("already_started", service.lobby.join(42, DI))
    await _refused("already_started", service.lobby.leave(42, BO))
    await _refused("already_started", service.play.start(42, ANN))


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"preset": "house"}, "Unknown preset"),
        ({"map": "moon"}, "Unknown map"),
        ({"vp": 99}, "between 3 and 30"),
        ({"vp": "ten"}, "not a whole number"),
        ({"turn_time": "soon"}, "not a duration"),
        ({"turn_time": "30s"}, "between 5 minutes and 14 days"),
        ({"timeout": "nap"}, "Unknown timeout policy"),
        ({"colour": "red"}, "no table setting"),
    ],
)
async def test_bad_settings_are_refused(
    service: Service, changes: dict[str, object], words: str
) -> None:
    await service.lobby.create_table(42, ANN)
    refusal = await _refused("bad_setting", service.lobby.configure(42, ANN, changes))
    assert words in str(refusal)


async def test_settings_are_parsed(service: Service) -> None:
    await service.lobby.create_table(42, ANN)
    changed = await service.lobby.configure(
        42, ANN, {"Turn time": "1d12h", "preset": "Legacy1995", "vp_to_win": "default"}
    )
    assert "turn time 1d12h" in changed.public[0] and "preset legacy1995" in changed.public[0]


async def test_server_settings_are_table_defaults(service: Service) -> None:
    await service.people.set_server_setting(7, "preset", "tournament")
    await service.people.set_server_setting(7, "welcome", "hi")
    assert await service.people.server_settings(7) == {"preset": "tournament", "welcome": "hi"}
    created = await service.lobby.create_table(42, ANN, guild=7)
    assert "preset tournament" in created.public[0]
    other = await service.lobby.create_table(43, ANN, {"preset": "official"}, guild=7)
    assert "preset official" in other.public[0]


async def test_leaving_passes_the_host_role_and_empties_the_table(service: Service) -> None:
    await service.lobby.create_table(42, ANN)
    await service.lobby.join(42, BO)
    left = await service.lobby.leave(42, ANN)
    assert left.public == ("Ann leaves the table.", "Bo is the host now.")
    await _refused("not_seated", service.lobby.leave(42, ANN))
    closed = await service.lobby.leave(42, BO)
    assert "closes" in closed.public[-1]
    await _refused("no_game", service.lobby.join(42, CY))
    await service.lobby.create_table(42, CY)


async def test_kick(service: Service) -> None:
    await service.lobby.create_table(42, ANN)
    await service.lobby.join(42, BO)
    await _refused("not_host", service.lobby.kick(42, BO, ANN))
    await _refused("kick_host", service.lobby.kick(42, BO, ANN, admin=True))
    await _refused("not_seated", service.lobby.kick(42, ANN, CY))
    kicked = await service.lobby.kick(42, ANN, BO)
    assert kicked.public == ("Bo was removed from the table.",)
    await service.lobby.join(42, BO)


async def test_abandon_keeps_a_record(service: Service) -> None:
    started = await started_table(service)
    await _refused("not_host", service.lobby.abandon(42, BO))
    over = await service.lobby.abandon(42, BO, admin=True)
    assert over.finished
    assert started.table is not None
    record = await service.tables.record(started.table)
    assert record is not None and record.outcome == "abandoned" and record.winner is None
    assert len(record.results) == 3
    async with service.store.reading() as db:
        row = await tables.table_by_id(db, started.table)
    assert row is not None and row.status == "abandoned"
    await _refused("no_game", service.lobby.abandon(42, ANN))
    await service.lobby.create_table(42, ANN)


async def test_abandon_an_open_table(service: Service) -> None:
    created = await service.lobby.create_table(42, ANN)
    await service.lobby.abandon(42, ANN)
    assert created.table is not None
    assert await service.tables.record(created.table) is None


async def test_user_ids_must_suit_the_engine(service: Service) -> None:
    with pytest.raises(Refusal) as caught:
        User("no spaces", "x")
    assert caught.value.code == "bad_user"
    await _refused("bad_user", service.lobby.join(42, "a b"))


async def test_preferences(service: Service) -> None:
    await service.people.set_preference(ANN, "dm", True)
    assert await service.people.preferences(ANN.id) == {"dm": True}


async def test_leaving_while_the_game_starts_keeps_seats_and_players_equal(
    service: Service,
) -> None:
    for channel in range(10):
        await service.lobby.create_table(channel, ANN)
        for user in (BO, CY, DI):
            await service.lobby.join(channel, user)
        results = await asyncio.gather(
            service.play.start(channel, ANN),
            service.lobby.leave(channel, DI),
            return_exceptions=True,
        )
        assert any(not isinstance(r, BaseException) for r in results), results
        for result in results:
            assert not isinstance(result, BaseException) or isinstance(result, Refusal), result
        table = await service.core.latest(channel)
        if table.row.status == "playing":
            game = await service.core.game(table)
            assert sorted(game.view(None)["players"][i]["id"] for i in range(len(table.seats))) == (
                sorted(s.user_id for s in table.seats)
            )
            assert len(game.view(None)["players"]) == len(table.seats)
