"""Leagues: settings every league game uses, seasons, ratings counted once in the
transaction that records the game, standings, profiles and head-to-head."""

from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from bot.service import Refusal, Service
from bot.service.league_games import (
    Entry,
    apply,
    count_game,
    fresh,
    placements,
    recompute_season,
)
from bot.service.league_settings import LeagueSettings
from bot.service.leagues import Standing, standing_line
from bot.service.rating import START_SIGMA, Skill
from bot.store import leagues as q
from bot.store.leagues import ALL_TIME
from tests.service.helpers import ANN, BO, CY, DI, EVE, contents
from tests.service.leagues_helpers import GUILD, LEAGUE, league_game, league_with_season


async def _ratings(service: Service, season: int | None = None) -> dict[str, q.RatingRow]:
    async with service.store.reading() as db:
        league = await q.league_by_name(db, str(GUILD), LEAGUE)
        assert league is not None
        if season is None:
            found = await q.current_season(db, league.id)
            assert found is not None
            season = found.id
        return await q.ratings(db, league.id, season)


async def _season_id(service: Service) -> int:
    async with service.store.reading() as db:
        league = await q.league_by_name(db, str(GUILD), LEAGUE)
        assert league is not None
        found = await q.latest_season(db, league.id)
        assert found is not None
        return found.id


def _entry(user: str, vp: int, won: bool = False, forfeited: bool = False) -> Entry:
    return Entry(user, user, 0, vp, won, forfeited, 0)


async def test_a_league_game_takes_the_league_settings(service: Service) -> None:
    """The rule set, preset, target, turn timer and expiry policy of every league
    game are the league's."""
    await league_with_season(service, ANN, preset="tournament", strikes=2, timeout="forfeit")
    opened = await service.lobby.create_table(1, BO, None, guild=GUILD, league=LEAGUE)
    table = await service.core.latest(1)
    expected = LeagueSettings().with_changes(
        {"vp": 3, "turn_time": "2h", "timeout": "forfeit", "preset": "tournament", "strikes": 2}
    )
    assert table.options == expected.table
    assert any("Friday Catan game (season 1)" in line for line in opened.public)


async def test_a_league_plays_a_seafarers_scenario(service: Service) -> None:
    """Leagues: a league sets the rules and a Seafarers scenario; its games are
    opened with them, and its settings name the scenario."""
    await league_with_season(service, ANN, rules="seafarers", scenario="fog island", players=3)
    await service.lobby.create_table(1, BO, None, guild=GUILD, league=LEAGUE)
    table = await service.core.latest(1)
    assert table.options.rules == "seafarers" and table.options.scenario == "fog_island"
    said = await service.leagues.settings(GUILD, ANN, LEAGUE, {}, admin=True)
    assert "rules seafarers, scenario The Fog Island" in said, said


def test_a_league_scenario_is_checked_against_its_rules_and_players() -> None:
    """Leagues: a scenario the league's rules do not play is refused with a
    sentence naming those they offer for its player count (C&K with Seafarers offers three;
    the base game none); new rules keep the scenario only if they offer it."""
    sea = LeagueSettings().with_changes({"rules": "seafarers", "scenario": "four_islands"})
    assert sea.table.scenario == "four_islands"
    with pytest.raises(Refusal) as refused:
        sea.with_changes({"rules": "cities_knights_seafarers", "scenario": "four_islands"})
    said = refused.value.message
    assert "four_islands" in said and "new_shores, through_the_desert, greater_catan" in said
    with pytest.raises(Refusal):
        LeagueSettings().with_changes({"scenario": "new_shores"})  # the base game has none
    assert sea.with_changes({"rules": "base"}).table.scenario is None
    kept = sea.with_changes({"scenario": "greater_catan"}).with_changes(
        {"rules": "cities_knights_seafarers"}
    )
    assert kept.table.scenario == "greater_catan"
    dropped = sea.with_changes({"rules": "cities_knights_seafarers"})
    assert dropped.table.scenario is None
    assert "scenario Heading for New Shores" in dropped.describe()
    for players in (3, 4):
        assert sea.with_changes({"players": players}).players == players


async def test_a_player_may_not_override_a_league_setting(service: Service) -> None:
    """Brief item 1: a player may not override the league's settings for a league game."""
    await league_with_season(service, ANN)
    with pytest.raises(Refusal) as refused:
        await service.lobby.create_table(1, BO, {"turn_time": "12h"}, guild=GUILD, league=LEAGUE)
    assert refused.value.code == "league_settings" and "turn_time" in refused.value.message
    # Saying what the league says anyway is no override.
    await service.lobby.create_table(1, BO, {"turn_time": "2h"}, guild=GUILD, league=LEAGUE)


async def test_a_league_table_cannot_be_reconfigured(service: Service) -> None:
    """Brief item 1: the host cannot change a league game's settings once it is open."""
    await league_with_season(service, ANN)
    await service.lobby.create_table(1, BO, None, guild=GUILD, league=LEAGUE)
    with pytest.raises(Refusal) as refused:
        await service.lobby.configure(1, BO, {"turn_time": "12h"})
    assert refused.value.code == "league_settings"


async def test_a_league_game_starts_with_the_league_player_count(service: Service) -> None:
    """The player count is a league setting; a table is full at it and starts only
    with it."""
    await league_with_season(service, ANN, players=4)
    await service.lobby.create_table(1, ANN, None, guild=GUILD, league=LEAGUE)
    for user in (BO, CY):
        await service.lobby.join(1, user)
    with pytest.raises(Refusal) as refused:
        await service.play.start(1, ANN)
    assert refused.value.code == "league_players"
    await service.lobby.join(1, DI)
    with pytest.raises(Refusal) as full:
        await service.lobby.join(1, EVE)
    assert full.value.code == "table_full"
    await service.play.start(1, ANN)


async def test_no_league_game_without_an_open_season(service: Service) -> None:
    """A league game is tagged to the league's current season; none, no game."""
    await service.leagues.create(GUILD, ANN, LEAGUE, None, admin=True)
    with pytest.raises(Refusal) as refused:
        await service.lobby.create_table(1, BO, None, guild=GUILD, league=LEAGUE)
    assert refused.value.code == "no_season"
    with pytest.raises(Refusal) as unknown:
        await service.lobby.create_table(1, BO, None, guild=GUILD, league="Nope")
    assert unknown.value.code == "unknown_league"


async def test_only_admins_run_leagues(service: Service) -> None:
    """Leagues are created and run by members with Manage Server (or the league
    admin role); anyone else is refused and nothing is written."""
    before = await contents(service)
    for call in (
        service.leagues.create(GUILD, BO, LEAGUE, None),
        service.leagues.start_season(GUILD, BO, LEAGUE),
        service.leagues.end_season(GUILD, BO, LEAGUE),
        service.leagues.set_admin_role(GUILD, BO, 5, "Mods", admin=False),
    ):
        with pytest.raises(Refusal) as refused:
            await call
        assert refused.value.code == "not_league_admin"
    assert await contents(service) == before
    await service.leagues.create(GUILD, ANN, LEAGUE, None, admin=True)
    with pytest.raises(Refusal) as change:
        await service.leagues.settings(GUILD, BO, LEAGUE, {"players": 3})
    assert change.value.code == "not_league_admin"
    assert "4 players" in await service.leagues.settings(GUILD, BO, LEAGUE)


def test_places_come_from_final_points_with_ties() -> None:
    """Placements from final points; equal points share a place."""
    rules = LeagueSettings()
    found = placements(
        [_entry("a", 10, won=True), _entry("b", 7), _entry("c", 7), _entry("d", 4)],
        "won",
        30,
        rules,
    )
    assert found.rated and found.places == {"a": 1, "b": 2, "c": 2, "d": 4}


def test_a_forfeit_places_last_by_default() -> None:
    """A forfeit is last place, whatever its points."""
    entries = [_entry("a", 10, won=True), _entry("b", 8, forfeited=True), _entry("c", 3)]
    found = placements(entries, "won", 30, LeagueSettings())
    assert found.places == {"a": 1, "c": 2, "b": 3} and "b" in found.rated_users
    unrated = placements(entries, "won", 30, LeagueSettings(forfeit="unrated"))
    assert unrated.rated_users == ("a", "c")


def test_a_game_abandoned_before_turn_10_is_void() -> None:
    """A game abandoned before turn 10 is void; later, it is ranked."""
    entries = [_entry("a", 5), _entry("b", 4), _entry("c", 3)]
    assert not placements(entries, "abandoned", 9, LeagueSettings()).rated
    assert placements(entries, "abandoned", 10, LeagueSettings()).rated


def test_a_game_nobody_kept_is_void() -> None:
    """A game every seat left (the timer abandons it) rates nobody: all would tie last."""
    entries = [_entry("a", 5, forfeited=True), _entry("b", 4, forfeited=True)]
    assert not placements(entries, "abandoned", 30, LeagueSettings()).rated


def test_a_tie_between_rated_players_matches_openskill() -> None:
    """Ties and earlier ratings go to openskill as they are (equal ranks)."""
    before = {
        "a": fresh("a", "a", Skill(30.0, 5.0)),
        "b": fresh("b", "b", Skill(22.0, 7.0)),
        "c": fresh("c", "c", Skill(25.0, 3.0)),
    }
    entries = [_entry("a", 10, won=True), _entry("b", 6), _entry("c", 6)]
    after = apply(before, entries, placements(entries, "won", 30, LeagueSettings()))
    model = PlackettLuce()
    teams = [[model.rating(mu=r.mu, sigma=r.sigma)] for r in before.values()]
    expected = model.rate(teams, ranks=[1, 2, 2])
    for user, [skill] in zip(before, expected, strict=True):
        assert after[user].mu == pytest.approx(skill.mu)
        assert after[user].sigma == pytest.approx(skill.sigma)
    assert after["b"].vp_share == pytest.approx(6 / 22)


async def test_ratings_match_openskill_called_directly(service: Service) -> None:
    """The rating update equals openskill's Plackett-Luce on the same places."""
    await league_with_season(service, ANN)
    await league_game(service, 1, (ANN, BO, CY), random.Random(3))
    record = await service.tables.record((await service.core.latest(1)).id)
    assert record is not None
    ordered = sorted(record.results, key=lambda r: (not r.won, -r.total_vp))
    points = {r.user_id: (r.won, r.total_vp) for r in record.results}
    ranks = [1 + sum(points[o.user_id] > points[r.user_id] for o in ordered) for r in ordered]
    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in ordered], ranks=ranks)
    got = await _ratings(service)
    for result, [skill] in zip(ordered, expected, strict=True):
        row = got[result.user_id]
        assert row.mu == pytest.approx(skill.mu) and row.sigma == pytest.approx(skill.sigma)
        assert row.games == 1 and row.wins == int(result.won)
    assert (await _ratings(service, ALL_TIME)) == got


async def test_a_replayed_record_changes_nothing(service: Service) -> None:
    """A rating update happens exactly once, even for a replayed record."""
    await league_with_season(service, ANN)
    await league_game(service, 1, (ANN, BO, CY), random.Random(3))
    table = await service.core.latest(1)
    before = await contents(service)
    async with service.store.transaction() as db:
        await count_game(db, table.id, service.now() + 60)
    assert await contents(service) == before


async def test_recomputing_a_season_gives_the_incremental_numbers(service: Service) -> None:
    """Recomputing a season from its records equals the updates made game by game,
    carried ratings included."""
    await league_with_season(service, ANN)
    rng = random.Random(5)
    everyone = [ANN, BO, CY, DI, EVE]
    for season in range(2):
        for game in range(5):
            seated = rng.sample(everyone, 3)
            await league_game(service, f"s{season}g{game}", seated, rng)
        season_id = await _season_id(service)
        async with service.store.reading() as db:
            again = await recompute_season(db, season_id)
        stored = await _ratings(service, season_id)
        assert again.keys() == stored.keys()
        for user, row in stored.items():
            assert again[user].mu == pytest.approx(row.mu, abs=1e-9), user
            assert again[user].sigma == pytest.approx(row.sigma, abs=1e-9), user
            assert (again[user].games, again[user].wins, again[user].started) == (
                row.games,
                row.wins,
                row.started,
            )
        if season == 0:
            await service.leagues.end_season(GUILD, ANN, LEAGUE, admin=True)


async def test_season_end_opens_the_next_and_carries_ratings(service: Service) -> None:
    """Season end posts final standings, opens the next season and carries ratings
    over: μ kept, σ moved halfway (the `carry` setting) back to a newcomer's."""
    await league_with_season(service, ANN)
    await league_game(service, 1, (ANN, BO, CY), random.Random(3))
    old = await _ratings(service)
    ended = await service.leagues.end_season(GUILD, ANN, LEAGUE, admin=True)
    assert ended.next_season == 2 and len(ended.standings.rows) == 3
    assert "season 1 is over" in ended.lines[0] and "wins season 1" in ended.lines[1]
    new = await _ratings(service)
    for user, row in old.items():
        assert new[user].mu == row.mu and new[user].games == 0
        assert new[user].sigma == pytest.approx(row.sigma + (START_SIGMA - row.sigma) / 2)
    standings = await service.leagues.standings(GUILD, LEAGUE)
    assert standings.season == 2 and not standings.rows
    last = await service.leagues.standings(GUILD, LEAGUE, season=1)
    assert [s.user_id for s in last.rows] == [s.user_id for s in ended.standings.rows]


async def test_an_early_abandon_is_void(service: Service) -> None:
    """A game abandoned before turn 10 changes no rating, but counts as
    started (and kept) for the players' reliability."""
    await league_with_season(service, ANN)
    await service.lobby.create_table(1, ANN, None, guild=GUILD, league=LEAGUE)
    for user in (BO, CY):
        await service.lobby.join(1, user)
    await service.play.start(1, ANN)
    await service.lobby.abandon(1, ANN)
    rows = await _ratings(service)
    assert {r.games for r in rows.values()} == {0} and {r.started for r in rows.values()} == {1}
    assert {r.sigma for r in rows.values()} == {START_SIGMA}


async def test_standings_profile_and_head_to_head(service: Service) -> None:
    """Standings (rank, rating, games, wins, VP share, reliability, time-outs), a
    profile (rating over time, recent games, favourite seat, turn time), head-to-head."""
    await league_with_season(service, ANN, provisional=2)
    rng = random.Random(9)
    for game in range(4):
        await league_game(service, f"g{game}", (ANN, BO, CY), rng)
    standings = await service.leagues.standings(GUILD, LEAGUE)
    assert [s.rank for s in standings.rows] == [1, 2, 3]
    assert sorted(s.rating for s in standings.rows) == [s.rating for s in standings.rows][::-1]
    assert sum(s.wins for s in standings.rows) == 4 and {s.games for s in standings.rows} == {4}
    assert sum(s.vp_share for s in standings.rows) == pytest.approx(1.0)
    assert {s.reliability for s in standings.rows} == {1.0}
    assert not any(s.provisional for s in standings.rows)
    assert "μ − 3σ" in standings.lines[-1]
    with pytest.raises(Refusal):
        await service.leagues.standings(GUILD, LEAGUE, page=2)
    profile = await service.leagues.profile(GUILD, LEAGUE, ANN)
    assert len(profile.history) == 4 and len(profile.recent) == 4
    assert profile.history[-1][1] == pytest.approx(profile.rating)
    assert profile.favourite_seat is not None and profile.average_turn is not None
    said = await service.leagues.versus(GUILD, LEAGUE, ANN, BO)
    assert "4 games together" in said
    with pytest.raises(Refusal):
        await service.leagues.versus(GUILD, LEAGUE, ANN, ANN)


async def test_the_league_may_go_unnamed_on_a_server_with_one(service: Service) -> None:
    """A server with one league needs no name; with several, the refusal lists them."""
    with pytest.raises(Refusal) as none:
        await service.leagues.standings(GUILD, None)
    assert none.value.code == "unknown_league"
    await league_with_season(service, ANN)
    assert (await service.leagues.standings(GUILD, None)).league == LEAGUE
    await service.leagues.create(GUILD, ANN, "Sunday Seafarers", None, admin=True)
    with pytest.raises(Refusal) as which:
        await service.leagues.standings(GUILD, None)
    assert which.value.code == "which_league"
    assert "Friday Catan" in which.value.message and "Sunday Seafarers" in which.value.message


def test_a_standings_line_takes_the_plural_its_numbers_need() -> None:
    """Player-facing words come from the catalogue with their plural forms."""
    one = Standing(1, "u", "Ann", 2.345, True, 1, 1, 0.4, 1.0, 1)
    assert standing_line(one) == (
        "1. Ann 2.3? · 1 game · 1 win · VP share 40% · reliability 100% · 1 time-out"
    )
    two = Standing(2, "v", "Bo", -1.0, False, 2, 0, 0.25, 0.5, 2)
    assert "2 games · 0 wins" in standing_line(two) and "2 time-outs" in standing_line(two)


async def test_a_table_keeps_the_player_count_it_opened_with(service: Service) -> None:
    """A change of the league's player count applies to tables opened afterwards."""
    await league_with_season(service, ANN, players=3)
    await service.lobby.create_table(1, ANN, None, guild=GUILD, league=LEAGUE)
    await service.leagues.settings(GUILD, ANN, LEAGUE, {"players": 4}, admin=True)
    for user in (BO, CY):
        await service.lobby.join(1, user)
    with pytest.raises(Refusal) as full:
        await service.lobby.join(1, DI)
    assert full.value.code == "table_full"
    await service.play.start(1, ANN)


def test_new_rules_for_another_player_count_bring_their_count() -> None:
    """A league's player count is checked against the rules the same change leaves, not the
    rules it had: `rules: two_player, players: 2` is accepted from a 4-player league; new rules
    given without a count take the nearest count they seat; a count they do not seat is
    refused with their range."""
    duel = LeagueSettings().with_changes({"rules": "two_player", "players": 2})
    assert (duel.table.rules, duel.players) == ("two_player", 2)
    assert LeagueSettings().with_changes({"rules": "two_player"}).players == 2
    assert duel.with_changes({"rules": "base"}).players == 3
    with pytest.raises(Refusal) as refused:
        LeagueSettings().with_changes({"rules": "two_player", "players": 4})
    assert refused.value.code == "bad_setting"
    assert "players" in refused.value.message and "from 2 to 2" in refused.value.message


async def test_a_two_player_league_plays_its_games_for_two(service: Service) -> None:
    """A league of the 2-player game is created, and its game starts with two seats."""
    await league_with_season(service, ANN, rules="two_player", players=2)
    await service.lobby.create_table(1, ANN, None, guild=GUILD, league=LEAGUE)
    await service.lobby.join(1, BO)
    with pytest.raises(Refusal) as full:
        await service.lobby.join(1, CY)
    assert full.value.code == "table_full"
    await service.play.start(1, ANN)
    table = await service.core.latest(1)
    assert table.options.rules == "two_player" and table.row.status == "playing"
