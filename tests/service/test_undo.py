"""Taking moves back through the service and the store: the log keeps the moves taken back,
marked; snapshots holding them are not used; a game read from the store is the game with the
moves taken back; the turn scores (what the summary and the ratings read) and the catch-up see
only the game as played."""

from __future__ import annotations

import random

import pytest

from bot.service import Refusal, Service
from bot.service.loading import load_game, replay
from bot.store import actions, deadlines, records
from engine import Game

from .conftest import Clock
from .helpers import PLAYERS, play_to_end, started_table
from .leagues_helpers import GUILD, LEAGUE, league_with_season


async def _setup_move(service: Service, channel: int = 42) -> str:
    """The awaited player's first listed set-up move; who made it."""
    status = await service.tables.status(channel)
    user = status.awaiting[0]
    legal = await service.tables.legal(channel, user)
    await service.play.act(channel, user, legal[0])
    return user


async def _game(service: Service, channel: int = 42) -> Game:
    return await service.core.game(await service.core.latest(channel))


async def _to_first_roll(service: Service, channel: int = 42) -> str:
    """Set-up played; the player who must roll first."""
    while True:
        status = await service.tables.status(channel)
        user = status.awaiting[0]
        if "roll" in await service.tables.legal(channel, user):
            return user
        await _setup_move(service, channel)


async def test_the_log_keeps_an_undone_move_marked(service: Service) -> None:
    """An undo is a line of its own in the log (the version goes up by one) and the move it
    took back stays in the log, marked with the undo's number."""
    await started_table(service)
    await _setup_move(service)
    user = await _setup_move(service)
    version = (await service.core.latest(42)).row.version
    await service.play.undo(42, user)
    table = await service.core.latest(42)
    assert table.row.version == version + 1
    async with service.store.reading() as db:
        log = await actions.actions_after(db, table.id, 0)
    assert [(r.seq, r.undone, r.is_undo) for r in log[-2:]] == [
        (version, version + 1, False),
        (version + 1, None, True),
    ]
    assert [r.played for r in log] == [True] * (version - 1) + [False, False]


async def test_snapshots_holding_an_undone_move_are_not_used(service: Service) -> None:
    """A snapshot taken at or after the move taken back is dropped; a cold load (and a replay
    of the whole log from the start) gives the game with the move taken back."""
    await started_table(service)
    gap = service.core.snapshot_gap
    while (await service.core.latest(42)).row.version < gap - 1:
        await _setup_move(service)
    before = (await _game(service)).to_dict()
    user = await _setup_move(service)  # its commit stores a snapshot at `gap`
    table = await service.core.latest(42)
    async with service.store.reading() as db:
        assert gap in [s.seq for s in await actions.snapshots(db, table.id)]
    await service.play.undo(42, user)
    table = await service.core.latest(42)
    async with service.store.reading() as db:
        shots = [s.seq for s in await actions.snapshots(db, table.id)]
        moves = await actions.moves_after(db, table.id, 0, table.row.version)
        first = (await actions.snapshots(db, table.id))[0]
    assert gap not in shots and table.row.version in shots
    service.core.cache.drop(table.id)
    assert (await load_game(service.store, table.id, table.row.version)).to_dict() == before
    assert replay(Game.from_dict(first.state), moves).to_dict() == before
    # Play goes on from the game with the move taken back.
    await _setup_move(service)
    service.core.cache.drop(table.id)
    table = await service.core.latest(42)
    assert (await load_game(service.store, table.id, table.row.version)).version == gap


async def test_an_undone_turn_end_leaves_no_turn_scores(service: Service) -> None:
    """The turn scores are the game's record (summary, ratings): a turn's end taken back
    leaves none behind."""
    await started_table(service)
    user = await _to_first_roll(service)
    await service.play.act(42, user, "roll")
    while "end" not in await service.tables.legal(42, user):  # a 7: discards, the robber
        await _setup_move(service)
    await service.play.act(42, user, "end")
    table = await service.core.latest(42)
    async with service.store.reading() as db:
        assert await records.turn_count(db, table.id) == 1
    await service.play.undo(42, user)
    async with service.store.reading() as db:
        assert await records.turn_count(db, table.id) == 0
    assert (await service.tables.status(42)).awaiting == (user,)


async def test_the_catch_up_says_the_undo_not_the_move(service: Service) -> None:
    """Posts owed after a crash: the undo's line is said, and the move it took back is not."""
    await started_table(service)
    await _setup_move(service)
    user = await _setup_move(service)
    await service.play.undo(42, user)
    table = await service.core.latest(42)
    missed = await service.announcements.catch_up(table.id)
    assert missed is not None
    text = "\n".join(str(line) for line in missed.public)
    assert "took back their last move" in text
    assert text.count("built a road") == 0


async def test_undo_needs_the_player_and_a_playing_table(service: Service) -> None:
    """Someone not seated is refused; nothing is written."""
    await started_table(service)
    await _setup_move(service)
    version = (await service.core.latest(42)).row.version
    with pytest.raises(Refusal):
        await service.play.undo(42, "999")
    assert (await service.core.latest(42)).row.version == version


RULE_SETS = (
    ("base", 3),
    ("cities_knights", 3),
    ("two_player", 2),
    ("cities_knights_two_player", 2),
    ("seafarers", 3),
    ("cities_knights_seafarers", 3),
)


@pytest.mark.game_rules
@pytest.mark.parametrize(("rules", "seats"), RULE_SETS)
async def test_a_first_settlement_is_taken_back_in_every_rule_set(
    service: Service, rules: str, seats: int
) -> None:
    """In every rule set, the first set-up settlement is taken back alone, and the game is
    then exactly what it was before it (its randomness too)."""
    await started_table(service, players=PLAYERS[:seats], rules=rules)
    before = (await _game(service)).to_dict()
    user = await _setup_move(service)
    outcome = await service.play.undo(42, user)
    assert outcome.version == 2
    assert (await _game(service)).to_dict() == before


@pytest.mark.game_rules
async def test_a_league_without_undo_refuses_it_at_its_games(service: Service) -> None:
    """A league's setting `undo=off` is its games' table setting: `/undo` is refused there."""
    await league_with_season(service, PLAYERS[0], undo="off")
    await service.lobby.create_table(42, PLAYERS[0], None, guild=GUILD, league=LEAGUE)
    for user in PLAYERS[1:]:
        await service.lobby.join(42, user)
    await service.play.start(42, PLAYERS[0])
    user = await _setup_move(service)
    with pytest.raises(Refusal, match="turned off"):
        await service.play.undo(42, user)


@pytest.mark.game_rules
async def test_the_undo_setting_is_on_or_off(service: Service) -> None:
    """A table's `undo` setting is on by default and takes on/off words; other values are
    refused with the reason."""
    await service.lobby.create_table(42, PLAYERS[0], {"undo": "no"}, guild=7)
    table = await service.core.latest(42)
    assert table.options.undo is False
    with pytest.raises(Refusal, match="on or off"):
        await service.lobby.create_table(43, PLAYERS[0], {"undo": "maybe"}, guild=7)


@pytest.mark.game_rules
async def test_the_record_counts_only_the_moves_played(service: Service) -> None:
    """A game with a move taken back ends with a record (what the summary and the ratings
    read) that counts the moves as played: neither the move taken back nor the undo."""
    await started_table(service, vp_to_win=3)
    user = await _setup_move(service)
    await service.play.undo(42, user)
    await play_to_end(service, 42, random.Random(3))
    table = await service.core.latest(42)
    assert table.row.status == "finished"
    record = await service.tables.record(table.id)
    assert record is not None
    assert record.actions == table.row.version - 2


async def test_an_undo_keeps_the_players_clock(service: Service, clock: Clock) -> None:
    """Taking back one's own move does not restart one's turn clock: the deadline stands."""
    await started_table(service)
    status = await service.tables.status(42)
    user = status.awaiting[0]
    table = await service.core.latest(42)
    async with service.store.reading() as db:
        due = [d.due_at for d in await deadlines.pending_for_table(db, table.id)]
    clock.now += 3600
    legal = await service.tables.legal(42, user)
    await service.play.act(42, user, legal[0])  # the settlement: the road is still theirs to place
    await service.play.undo(42, user)
    async with service.store.reading() as db:
        assert [d.due_at for d in await deadlines.pending_for_table(db, table.id)] == due


async def test_a_finished_games_export_replays_without_the_moves_taken_back(
    service: Service,
) -> None:
    """The record of a game with a move taken back holds the moves as played only (neither
    the move taken back nor the undo's line), and replaying it ends in the game's state."""
    from bot.service.record_format import parse_record
    from bot.service.replays import replay_record

    await started_table(service, vp_to_win=3)
    user = await _setup_move(service)
    await service.play.undo(42, user)
    await play_to_end(service, 42, random.Random(3))
    table = await service.core.latest(42)
    export = await service.tables.export(42)
    assert export.finished
    assert export.moves == table.row.version - 2
    assert "undo" not in export.text.split()
    final = replay_record(parse_record(export.text))
    assert final.to_dict() == (await _game(service)).to_dict()


async def test_a_players_catch_up_after_an_undo_tells_the_moves_as_played(
    service: Service,
) -> None:
    """The private catch-up (since the reader's last move) skips a move another player took
    back and the undo's own line: it reads the game as played, whatever was taken back in
    between."""
    await started_table(service)
    reader = await _setup_move(service)
    while (await service.tables.status(42)).awaiting[0] == reader:
        reader = await _setup_move(service)
    other = await _setup_move(service)
    await service.play.undo(42, other)
    await _setup_move(service)
    outcome = await service.catchups.catchup(42, reader)
    lines = outcome.private[reader]
    assert lines
    assert not any("undo" in str(line).split() for line in lines)


async def test_a_request_never_posted_is_owed_until_posted_and_lapses(
    service: Service, clock: Clock
) -> None:
    """A request for consent is owed to the thread until it is recorded as posted: the
    catch-up says it with the users asked (`consent`), once; a request unposted past its
    10 minutes is no longer owed (on both stores)."""
    await started_table(service, 42)
    asker = await _setup_move(service)
    await _setup_move(service)
    await _setup_move(service)
    await service.announcements.announced(1, -1, 3)
    asked = await service.play.undo(42, asker)
    assert asked.consent and asked.version == 3
    assert [r.table_id for r in await service.announcements.owed()] == [1]
    again = await service.announcements.catch_up(1)
    assert again is not None and again.consent == asked.consent
    assert "asks to take back" in again.public[-1]
    await service.announcements.request_posted(1, 3)
    assert await service.announcements.owed() == []
    assert await service.announcements.catch_up(1) is None

    await service.play.answer_undo(42, asked.consent[0], False)
    await service.play.undo(42, asker)
    clock.now += 601
    assert await service.announcements.owed() == []
    assert await service.announcements.catch_up(1) is None
