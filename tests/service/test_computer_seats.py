"""Computer seats through the service: seats filled at creation, moves thought
about in a worker and committed like a person's, the fallback on a failing player, and one
move per version however many triggers there are."""

from __future__ import annotations

import asyncio
import logging
import random
import threading
import time
from pathlib import Path

import pytest

from bot.service import Refusal, Service, Table
from bot.service.computers import MARK, Player, Thinking, is_computer_id
from bot.service.league_games import Entry, placements
from bot.service.league_settings import LeagueSettings
from bot.store import actions, seating
from engine import Action, Game
from tests.service.helpers import ANN

CHANNEL = 42


async def open_with_bots(service: Service, bots: int = 2, **options: object) -> None:
    """Ann's table with computer players in the other seats, started."""
    await service.lobby.create_table(CHANNEL, ANN, options or None, guild=7, bots=bots)
    await service.play.start(CHANNEL, ANN)


async def computers_until_a_person(service: Service, limit: int = 200) -> int:
    """Computer moves until the game awaits no computer; how many were made."""
    table = await service.core.latest(CHANNEL)
    for made in range(limit):
        if await service.play.computer_move(table.id) is None:
            return made
    raise AssertionError("the computers never handed over")


async def until_a_computer(service: Service) -> tuple[Table, Game]:
    """Ann plays the engine's default moves until the game awaits a computer seat."""
    for _ in range(20):
        table = await service.core.latest(CHANNEL)
        game = await service.core.game(table)
        if any(is_computer_id(p) for p in game.awaiting()):
            return table, game
        action = game.default_action(ANN.id)
        assert action is not None
        await service.play.act(CHANNEL, ANN, action)
    raise AssertionError("no computer seat was awaited")


async def open_service(path: Path, player: Player | None = None, **budgets: float) -> Service:
    """A service whose computer players are `player` (a tiny grace past the budget)."""
    thinking = Thinking(budgets=budgets or {"easy": 0.05}, player=player, grace=0.05)
    return await Service.open(path, rng=random.Random(7), thinking=thinking)


async def test_new_table_with_bots_seats_computer_players(service: Service) -> None:
    """`/new bots:2` fills two seats with computer players, each with a stable id
    and a name that says its level; once started, the store records them as computer seats."""
    opened = await service.lobby.create_table(CHANNEL, ANN, {"level": "easy"}, guild=7, bots=2)
    assert any(line.startswith("🤖 2 computer players") for line in opened.public)
    info = await service.tables.table_info(CHANNEL)
    assert info is not None
    assert info.names == {
        ANN.id: "Ann",
        "computer-1": "Computer 1 (easy)",
        "computer-2": "Computer 2 (easy)",
    }
    await service.play.start(CHANNEL, ANN)
    async with service.store.reading() as db:
        control = {c.player: c for c in await seating.controls(db, info.id)}
    assert control["computer-1"].computer and control["computer-1"].level == "easy"
    assert control[ANN.id].human


async def test_bots_cannot_fill_every_seat(service: Service) -> None:
    """Computer players fill empty seats beside the host, never the host's (a base table
    seats 6 with the 5–6 extension: at most 5 computer players)."""
    with pytest.raises(Refusal):
        await service.lobby.create_table(CHANNEL, ANN, None, guild=7, bots=6)


async def test_an_unknown_level_is_refused(service: Service) -> None:
    """The levels are easy and strong."""
    with pytest.raises(Refusal):
        await service.lobby.create_table(CHANNEL, ANN, {"level": "genius"}, guild=7, bots=1)


async def test_computer_moves_chain_until_a_person_is_awaited(service: Service) -> None:
    """While the game awaits computer seats their moves follow one another; they
    stop where a person must act, and each is marked as a computer's in public."""
    await open_with_bots(service)
    table = await service.core.latest(CHANNEL)
    first = list((await service.core.game(table)).awaiting())
    made = [await service.play.computer_move(table.id) for _ in range(2)]
    if first == [ANN.id]:
        assert made == [None, None]
    await computers_until_a_person(service)
    game = await service.core.game(await service.core.latest(CHANNEL))
    assert game.awaiting() == [ANN.id]
    for outcome in made:
        if outcome is not None:
            assert outcome.public[0].startswith(MARK)


async def test_a_whole_game_of_computers_and_a_person_ends_with_a_winner(
    service: Service,
) -> None:
    """A person (playing the engine's default moves here) and two computer players
    finish a game; every computer move is in the log like a person's."""
    await open_with_bots(service, vp_to_win=5)
    for _ in range(3000):
        await computers_until_a_person(service)
        table = await service.core.latest(CHANNEL)
        if table.row.status != "playing":
            break
        game = await service.core.game(table)
        action = game.default_action(ANN.id)
        assert action is not None
        await service.play.act(CHANNEL, ANN, action)
    table = await service.core.latest(CHANNEL)
    assert table.row.status == "finished"
    async with service.store.reading() as db:
        log = await actions.actions_after(db, table.id, 0)
    assert any(is_computer_id(row.player) for row in log)


def crashing(game: Game, player: str, level: str, *, seed: int, budget: float) -> Action:
    raise RuntimeError("a player that crashes")


def illegal(game: Game, player: str, level: str, *, seed: int, budget: float) -> Action:
    return Action.parse("build city 1")


def slow(game: Game, player: str, level: str, *, seed: int, budget: float) -> Action:
    time.sleep(0.5)  # well past its budget and grace; the caller gives up on it
    return game.legal_actions(player)[0]


@pytest.mark.parametrize("player", [crashing, illegal, slow], ids=["crash", "illegal", "slow"])
async def test_a_failing_player_falls_back_to_the_default_move(
    tmp_path: Path, player: Player
) -> None:
    """A crash, an illegal move or a timeout falls back to `game.default_action`."""
    service = await open_service(tmp_path / "fallback.db", player)
    try:
        await open_with_bots(service)
        table, game = await until_a_computer(service)
        computer = next(p for p in game.awaiting() if is_computer_id(p))
        expected = game.default_action(computer)
        made = await service.play.computer_move(table.id)
        assert made is not None and made.version == table.row.version + 1
        async with service.store.reading() as db:
            last = (await actions.actions_after(db, table.id, table.row.version))[0]
        assert (last.player, last.notation) == (computer, str(expected))
    finally:
        await service.close()


async def test_two_triggers_at_once_apply_one_move_per_version(tmp_path: Path) -> None:
    """Two triggers of the same computer move (a restart's catch-up and a live one)
    think at the same version; one commits, the other sees the table moved on and thinks
    again from the new position rather than applying its stale move."""
    gate = threading.Event()
    seen: list[int] = []

    def waiting(game: Game, player: str, level: str, *, seed: int, budget: float) -> Action:
        seen.append(game.version)
        gate.wait(5)
        action = game.default_action(player)
        assert action is not None
        return action

    service = await open_service(tmp_path / "once.db", waiting, easy=10.0)
    try:
        await open_with_bots(service)
        table, _ = await until_a_computer(service)
        start = table.row.version
        both = asyncio.gather(
            service.play.computer_move(table.id), service.play.computer_move(table.id)
        )
        while len(seen) < 2:
            await asyncio.sleep(0.01)
        gate.set()
        made = [o for o in await both if o is not None]
        versions = [o.version for o in made]
        assert len(set(versions)) == len(versions)
        assert seen[:2] == [start, start] and all(v > start for v in seen[2:])
        async with service.store.reading() as db:
            log = await actions.actions_after(db, table.id, start)
        assert [row.seq for row in log] == list(range(start + 1, start + 1 + len(made)))
    finally:
        await service.close()


def entry(user: str, vp: int, won: bool = False, computer: bool = False) -> Entry:
    return Entry(user, user, 0, vp, won, False, 0, computer)


def test_a_league_game_with_a_computer_player_is_unrated() -> None:
    """League games count a game with a computer player as unrated unless the
    league allows it; allowed, the people are rated among themselves, never the computer."""
    entries = [entry("ann", 10, won=True), entry("bo", 6), entry("computer-1", 8, computer=True)]
    assert not placements(entries, "won", 30, LeagueSettings()).rated
    allowed = placements(entries, "won", 30, LeagueSettings(computers="rated"))
    assert allowed.rated and allowed.rated_users == ("ann", "bo")
    assert allowed.places == {"ann": 1, "computer-1": 2, "bo": 3}


def test_a_seat_a_computer_stood_in_for_makes_the_game_unrated() -> None:
    """A seat handed to a computer player (and perhaps taken back) counts as a
    computer player's for the league's rule."""
    entries = [entry("ann", 10, won=True), entry("bo", 6, computer=True), entry("cy", 5)]
    assert not placements(entries, "won", 30, LeagueSettings()).rated
    assert placements(entries, "won", 30, LeagueSettings(computers="rated")).rated


def test_the_league_computers_setting_takes_rated_or_unrated() -> None:
    """The league setting `computers` is `unrated` (the default) or `rated`."""
    assert LeagueSettings().with_changes({"computers": "rated"}).computers == "rated"
    with pytest.raises(Refusal):
        LeagueSettings().with_changes({"computers": "sometimes"})


async def test_computer_moves_can_be_thought_about_in_a_worker_process(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The bot runs computer players in a worker process (so a long search never
    holds its interpreter); the move comes back (no fallback) and is committed like a
    thread's."""
    thinking = Thinking(workers="process")
    service = await Service.open(tmp_path / "process.db", rng=random.Random(7), thinking=thinking)
    try:
        await open_with_bots(service)
        table, _ = await until_a_computer(service)
        with caplog.at_level(logging.WARNING, logger="hexhaven.computers"):
            made = await service.play.computer_move(table.id)
        assert made is not None and made.public[0].startswith(MARK)
        assert not caplog.records
    finally:
        await service.close()


async def test_a_computers_last_pass_in_the_special_building_phase_marks_its_own_line_only(
    service: Service,
) -> None:
    """FS-4: a computer that is the last to pass in the special building phase ends the turn
    of the player whose phase it was and starts the next turn; the 🤖 mark sits on the
    computer's pass alone, not on "Ann ended their turn." nor on the next turn's line."""
    await open_with_bots(service, bots=4)
    table = await service.core.latest(CHANNEL)
    for _ in range(400):
        made = await service.play.computer_move(table.id)
        if made is None:
            game = await service.core.game(await service.core.latest(CHANNEL))
            action = game.default_action(ANN.id)
            assert action is not None
            await service.play.act(CHANNEL, ANN, action)
            continue
        if any("Ann ended their turn." in line for line in made.public):
            break
    else:
        raise AssertionError("no computer closed a special building phase of Ann's")
    own, *passed_on = made.public
    assert own.startswith(MARK), made.public
    assert passed_on and not any(line.startswith(MARK) for line in passed_on), made.public
    assert any(line.startswith("Turn ") for line in passed_on), made.public
