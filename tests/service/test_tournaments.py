"""Swiss tournaments: sign-up, start, the games of each round opened and started by
the service, rounds advanced once (when their games end, or by an admin after the deadline),
scoring and the final ranking; refusals change nothing."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.service import Refusal, Service, User
from bot.service.rounds import Advance
from bot.service.swiss import BYE, WIN, met_pairs
from bot.store import records
from bot.store import tournaments as tq
from tests.service.conftest import Clock
from tests.service.helpers import contents, play_to_end
from tests.service.leagues_helpers import GUILD, LEAGUE, league_with_season

ADMIN = User("200000000000000000", "Admin")
PLAYERS = [User(f"2000000000000000{i:02}", f"Player {i}") for i in range(1, 10)]
CUP = "Autumn Cup"
HOME = 555
DAY = 86400.0


async def _cup(service: Service, count: int, rounds: int = 2, size: int | None = None) -> None:
    """A tournament of the test league (games of 3 players: its tables seat 3) with `count`
    entrants."""
    await league_with_season(service, ADMIN)
    await service.tournaments.create(
        GUILD, HOME, ADMIN, LEAGUE, CUP, rounds, size, "1d", "2d", admin=True
    )
    for user in PLAYERS[:count]:
        await service.tournaments.join(GUILD, user, LEAGUE, CUP)


async def _open(service: Service, advance: Advance, first_channel: int) -> list[int]:
    """Open the round's tables in fresh channels; the channels, in table order."""
    channels = []
    for i, plan in enumerate(advance.tables):
        outcome = await service.tournaments.open_table(GUILD, plan, first_channel + i)
        assert outcome is not None
        assert all(name in outcome.public[0] for name in plan.names)
        assert outcome.status == "playing" or outcome.prompts
        channels.append(first_channel + i)
    return channels


async def _play_round(service: Service, channels: list[int], seed: int) -> list[Advance]:
    """Play every game of the round to its end, telling the service after each."""
    moved = []
    for channel in channels:
        await play_to_end(service, channel, random.Random(seed + channel))
        table = await service.core.latest(channel)
        assert table.row.status == "finished"
        found = await service.tournaments.after_game(table.id)
        if found is not None:
            moved.append(found)
    return moved


async def test_players_sign_up_and_withdraw(service: Service) -> None:
    """Players sign up and withdraw before the start."""
    await _cup(service, 3)
    said = await service.tournaments.leave(GUILD, PLAYERS[0], LEAGUE, CUP)
    assert "withdrew" in said
    said = await service.tournaments.join(GUILD, PLAYERS[0], LEAGUE, None)
    assert "3 players" in said


async def test_refusals_change_nothing(service: Service, clock: Clock) -> None:
    """Strangers, non-admins, a late sign-up and malformed options are refused and
    nothing is written."""
    await _cup(service, 3)
    before = await contents(service)
    attempts = [
        service.tournaments.create(GUILD, HOME, PLAYERS[0], LEAGUE, "Mine", 2),
        service.tournaments.create(GUILD, HOME, ADMIN, LEAGUE, "Bad", 0, admin=True),
        service.tournaments.create(GUILD, HOME, ADMIN, LEAGUE, "Bad", 2, 7, admin=True),
        service.tournaments.create(GUILD, HOME, ADMIN, LEAGUE, "Bad", 2, 4, "soon", admin=True),
        service.tournaments.create(GUILD, HOME, ADMIN, LEAGUE, "", 2, admin=True),
        service.tournaments.create(GUILD, HOME, ADMIN, LEAGUE, CUP, 2, admin=True),
        service.tournaments.join(GUILD + 1, PLAYERS[5], LEAGUE, CUP),
        service.tournaments.join(GUILD, PLAYERS[0], LEAGUE, CUP),
        service.tournaments.join(GUILD, PLAYERS[5], LEAGUE, "Nope"),
        service.tournaments.leave(GUILD, PLAYERS[6], LEAGUE, CUP),
        service.tournaments.start(GUILD, PLAYERS[0], LEAGUE, CUP),
        service.tournaments.advance(GUILD, ADMIN, LEAGUE, CUP, admin=True),
    ]
    codes = []
    for attempt in attempts:
        with pytest.raises(Refusal) as refused:
            await attempt
        codes.append(refused.value.code)
    clock.now += 2 * DAY
    with pytest.raises(Refusal) as late:
        await service.tournaments.join(GUILD, PLAYERS[5], LEAGUE, CUP)
    codes.append(late.value.code)
    assert codes == [
        "not_league_admin",
        "bad_number",
        "bad_number",
        "bad_time",
        "bad_tournament_name",
        "tournament_exists",
        "unknown_league",
        "already_entered",
        "unknown_tournament",
        "not_entered",
        "not_league_admin",
        "not_running",
        "signup_closed",
    ]
    assert await contents(service) == before


async def test_a_start_needs_three_entrants(service: Service) -> None:
    """Swiss: a round needs one full table (3 players in the test league), so a tournament
    of 2 entrants does not start."""
    await _cup(service, 2)
    with pytest.raises(Refusal) as refused:
        await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    assert refused.value.code == "too_few_entrants"


async def test_seven_players_play_two_rounds_to_a_final_ranking(service: Service) -> None:
    """Rounds paired with the fewest rematches, one game per table opened and
    started by the service, each round advancing when its games end, and a final ranking."""
    await _cup(service, 7)
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    assert [len(t.players) for t in first.tables] == [3, 3] and len(first.byes) == 1
    channels = await _open(service, first, 1000)
    moved = await _play_round(service, channels, 1)
    assert len(moved) == 1 and moved[0].round == 2
    second = moved[0]
    assert second.byes != first.byes
    met = met_pairs([t.players for t in first.tables])
    again = met_pairs([t.players for t in second.tables])
    # Round 1's two tables of 3 leave three players (one table, or the two left of it and
    # the bye) who have all met: two tables of 3 cannot part them all, so one rematch at the
    # least, and the search finds it.
    assert len(met & again) == 1
    moved = await _play_round(service, await _open(service, second, 2000), 2)
    assert len(moved) == 1 and moved[0].final is not None
    final = moved[0].final
    assert final.finished and len(final.rows) == 7
    assert [p.ranked.place for p in final.rows] == list(range(1, 8))
    scores = [p.ranked.score for p in final.rows]
    assert scores == sorted(scores, reverse=True)
    # The score is a win plus the VP share, from the games' records, and BYE for a bye.
    expected: dict[str, float] = {u: BYE for u in (*first.byes, *second.byes)}
    async with service.store.reading() as db:
        t = await tq.by_name(db, 1, CUP)
        assert t is not None and t.status == "finished"
        for table_id in (await tq.tables(db, t.id)).values():
            row = await records.game_record_row(db, table_id)
            assert row is not None
            total = sum(r.total_vp for r in row[2])
            for r in row[2]:
                expected[r.user_id] = (
                    expected.get(r.user_id, 0.0) + WIN * r.won + r.total_vp / total
                )
    for p in final.rows:
        assert p.ranked.score == pytest.approx(expected[p.ranked.user_id])


async def test_five_players_rotate_the_bye(service: Service) -> None:
    """Swiss: 5 entrants of a league of 3-player games make a table of 3 and two byes
    (scoring 0.5 each); the next round's byes go to two who played."""
    await _cup(service, 5, rounds=2)
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    assert len(first.byes) == 2 and [len(t.players) for t in first.tables] == [3]
    moved = await _play_round(service, await _open(service, first, 1000), 3)
    assert len(moved[0].byes) == 2 and not set(moved[0].byes) & set(first.byes)
    ranking = await service.tournaments.ranking(GUILD, LEAGUE, CUP)
    bye = next(p for p in ranking.rows if p.ranked.user_id == first.byes[0])
    assert bye.ranked.score == BYE and bye.ranked.byes == 1


async def test_a_round_advances_once_when_pressed_at_once(service: Service) -> None:
    """Two admins (and the last game's end) moving a round on at once apply once."""
    await _cup(service, 4)
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    (channel,) = await _open(service, first, 1000)
    await play_to_end(service, channel, random.Random(4))
    table = await service.core.latest(channel)
    results = await asyncio.gather(
        service.tournaments.after_game(table.id),
        service.tournaments.advance(GUILD, ADMIN, LEAGUE, CUP, admin=True),
        service.tournaments.advance(GUILD, ADMIN, LEAGUE, CUP, admin=True),
        return_exceptions=True,
    )
    applied = [r for r in results if isinstance(r, Advance)]
    assert len(applied) == 1 and applied[0].round == 2
    assert all(isinstance(r, Refusal) or r is None for r in results if r not in applied)
    async with service.store.reading() as db:
        t = await tq.by_name(db, 1, CUP)
        assert t is not None and t.round == 2
        assert len([s for s in await tq.seats(db, t.id) if s.round == 2]) == 4


async def test_an_admin_advances_after_the_deadline(service: Service, clock: Clock) -> None:
    """Before the round's deadline an unfinished round stays; after it an admin
    moves it on, the unfinished games abandoned and scored on their points (nobody wins)."""
    await _cup(service, 4)
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    (channel,) = await _open(service, first, 1000)
    with pytest.raises(Refusal) as early:
        await service.tournaments.advance(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    assert early.value.code == "round_going"
    # Through the set-up: every player has points, nobody has won.
    await play_to_end(service, channel, random.Random(6), limit=20)
    assert (await service.core.latest(channel)).row.status == "playing"
    clock.now += 3 * DAY
    moved = await service.tournaments.advance(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    assert moved.round == 2 and len(moved.abandoned) == 1
    table = await service.core.latest(channel)
    assert table.row.status == "abandoned"
    ranking = await service.tournaments.ranking(GUILD, LEAGUE, CUP)
    assert all(p.ranked.score < WIN for p in ranking.rows)
    # The table's players share 1 (their VP shares); each bye so far (the fourth entrant's
    # in round 1, and round 2's, given as it is paired) scores BYE.
    byes = len(first.byes) + len(moved.byes)
    assert byes == 2
    assert sum(p.ranked.score for p in ranking.rows) == pytest.approx(1.0 + BYE * byes)


async def test_a_restart_mid_round_loses_nothing(tmp_path: Path, clock: Clock) -> None:
    """After a restart, the tables still to open are listed, opening one twice
    opens it once, and the round goes on."""
    path = tmp_path / "hexhaven.db"
    service = await Service.open(path, rng=random.Random(7), clock=clock)
    await _cup(service, 8)
    first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
    await service.tournaments.open_table(GUILD, first.tables[0], 1000)
    await service.close()
    service = await Service.open(path, rng=random.Random(8), clock=clock)
    try:
        pending = await service.tournaments.pending_tables()
        assert [p.number for _, p in pending] == [2]
        assert pending[0][0] == str(HOME)
        assert await service.tournaments.open_table(GUILD, first.tables[0], 1000) is None
        assert await service.tournaments.open_table(GUILD, pending[0][1], 1001) is not None
        assert await service.tournaments.pending_tables() == []
        moved = await _play_round(service, [1000, 1001], 5)
        assert len(moved) == 1 and moved[0].round == 2
    finally:
        await service.close()
