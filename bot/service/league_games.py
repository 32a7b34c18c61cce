"""Counting a finished league game: places from the final points, the rating update and the
players' counts, written in the transaction that records the game, once.

A game is counted once: `league_games` holds its table id, so a replayed record changes
nothing. The places follow the season's rules (kept with the season when it opened):

- a won game ranks the winner first, then everyone by total points (hidden ones revealed at
  the end), equal points tied;
- a forfeit (a seat forfeited, handed to the timer's placeholder, or taken over by a
  substitute) places last, tied with any other forfeit; or, with `forfeit: unrated`, leaves
  that player out of the rating;
- an abandoned game is void before `void_before_turn` turns, else ranked by points;
- a game with fewer than two rated players, or where nobody kept their seat to the end, is
  void;
- a game where a computer player held a seat (from the start, or standing in for a person)
  is unrated, unless the league's `computers` setting is `rated`: then its people are rated
  among themselves, by their places; a computer seat is never rated.

Every seated player's `started` grows; `kept` grows for those still at the table at its end
(reliability = kept / started); time-outs add the seat's missed deadlines.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from bot.service.computers import is_computer_id
from bot.service.league_settings import LeagueSettings
from bot.service.rating import Skill, rate
from bot.store import leagues as q
from bot.store import records, seating
from bot.store.base import Db
from bot.store.leagues import ALL_TIME, PlacementRow, RatingRow

Ratings = dict[str, RatingRow]


@dataclass(frozen=True)
class Entry:
    """One seat of a league game, as its record tells it."""

    user_id: str
    display_name: str
    seat: int
    total_vp: int
    won: bool
    forfeited: bool
    strikes: int
    computer: bool = False  # a computer player held the seat, at the start or standing in


@dataclass(frozen=True)
class Count:
    """What a game counts for: whether it is rated, each player's place, and who is rated."""

    rated: bool
    places: dict[str, int]
    rated_users: tuple[str, ...]


def placements(entries: Sequence[Entry], outcome: str, turns: int, rules: LeagueSettings) -> Count:
    """Places (1 best, ties share the better place) and who the rating update takes in."""

    def key(e: Entry) -> tuple[int, int, int]:
        return (int(e.forfeited), -int(e.won), -e.total_vp)

    ordered = sorted(entries, key=key)
    places: dict[str, int] = {}
    for i, e in enumerate(ordered):
        same = i > 0 and key(ordered[i - 1]) == key(e)
        places[e.user_id] = places[ordered[i - 1].user_id] if same else i + 1
    void = outcome == "abandoned" and turns < rules.void_before_turn
    rated = tuple(
        e.user_id
        for e in entries
        if not (e.forfeited and rules.forfeit == "unrated") and not is_computer_id(e.user_id)
    )
    deserted = all(e.forfeited for e in entries)
    computers = any(e.computer for e in entries) and rules.computers != "rated"
    if void or deserted or computers or len(rated) < 2:
        return Count(False, places, ())
    return Count(True, places, rated)


def people(entries: Sequence[Entry]) -> list[Entry]:
    """The entries of seats people joined: a computer seat has no rating, standing or
    placement of its own (it placed, though: the people's places count it)."""
    return [e for e in entries if not is_computer_id(e.user_id)]


def fresh(user: str, name: str, start: Skill | None = None) -> RatingRow:
    """A player's first rating row of a season or of all time."""
    skill = start or Skill()
    return RatingRow(user, name, skill.mu, skill.sigma, skill.mu, skill.sigma)


def apply(
    before: Mapping[str, RatingRow], entries: Sequence[Entry], count: Count
) -> dict[str, RatingRow]:
    """Ratings and counts of the game's players after it (from theirs before; a player
    missing from `before` starts as a newcomer)."""
    rows = {e.user_id: before.get(e.user_id) or fresh(e.user_id, e.display_name) for e in entries}
    total = sum(e.total_vp for e in entries) or 1
    skills = {}
    if count.rated:
        new = rate(
            [Skill(rows[u].mu, rows[u].sigma) for u in count.rated_users],
            [count.places[u] for u in count.rated_users],
        )
        skills = dict(zip(count.rated_users, new, strict=True))
    out = {}
    for e in entries:
        row = rows[e.user_id]
        changed = replace(
            row,
            display_name=e.display_name,
            started=row.started + 1,
            kept=row.kept + int(not e.forfeited),
            timeouts=row.timeouts + e.strikes,
        )
        if e.user_id in skills:
            skill = skills[e.user_id]
            changed = replace(
                changed,
                mu=skill.mu,
                sigma=skill.sigma,
                games=row.games + 1,
                wins=row.wins + int(e.won),
                vp_share=row.vp_share + e.total_vp / total,
            )
        out[e.user_id] = changed
    return out


async def entries_of(db: Db, table_id: int) -> tuple[list[Entry], str, int]:
    """The seats of a recorded game, its outcome and its number of turns."""
    record = await records.game_record_row(db, table_id)
    if record is None:
        return [], "abandoned", 0
    outcome, turns, results = record
    controls = {c.player: c for c in await seating.controls(db, table_id)}
    entries = []
    for r in results:
        control = controls.get(r.user_id)
        gone = control is not None and (not control.human or control.user_id != r.user_id)
        entries.append(
            Entry(
                r.user_id,
                r.display_name,
                r.seat,
                r.total_vp,
                r.won,
                gone,
                control.strikes if control else 0,
                # The level stays once a computer has played the seat, even after /return.
                is_computer_id(r.user_id) or (control is not None and control.level is not None),
            )
        )
    return entries, outcome, turns


async def count_game(db: Db, table_id: int, now: float) -> None:
    """Count a league game whose record was just written (inside that transaction): its
    placements, the season's and the all-time ratings. Nothing for a game outside leagues, or
    one counted already."""
    tag = await q.tag_of(db, table_id)
    if tag is None or await q.is_counted(db, table_id):
        return
    league_id, season_id = tag
    season = await q.season_by_id(db, season_id)
    assert season is not None
    rules = LeagueSettings.from_dict(season.settings)
    entries, outcome, turns = await entries_of(db, table_id)
    if not entries:
        return
    count = placements(entries, outcome, turns, rules)
    entries = people(entries)
    users = [e.user_id for e in entries]
    season_rows = apply(await q.ratings(db, league_id, season_id, users), entries, count)
    all_rows = apply(await q.ratings(db, league_id, ALL_TIME, users), entries, count)
    await q.put_ratings(db, league_id, season_id, season_rows.values())
    await q.put_ratings(db, league_id, ALL_TIME, all_rows.values())
    thought = await q.thinking(db, table_id, await records.started_at(db, table_id))
    total = sum(e.total_vp for e in entries) or 1
    await q.add_game(
        db,
        table_id,
        league_id,
        season_id,
        count.rated,
        now,
        [
            PlacementRow(
                table_id=table_id,
                user_id=e.user_id,
                league_id=league_id,
                season_id=season_id,
                seat=e.seat,
                place=count.places[e.user_id],
                rated=e.user_id in count.rated_users,
                forfeited=e.forfeited,
                won=e.won,
                vp_share=e.total_vp / total,
                strikes=e.strikes,
                mu=season_rows[e.user_id].mu,
                sigma=season_rows[e.user_id].sigma,
                all_mu=all_rows[e.user_id].mu,
                all_sigma=all_rows[e.user_id].sigma,
                turns=thought.get(e.user_id, (0.0, 0))[1],
                think=thought.get(e.user_id, (0.0, 0))[0],
                ended_at=now,
            )
            for e in entries
        ],
    )


async def recompute_season(db: Db, season_id: int) -> Ratings:
    """A season's ratings and counts computed again from its game records, in the order the
    games were counted, from each player's rating at the season's start."""
    season = await q.season_by_id(db, season_id)
    assert season is not None
    rules = LeagueSettings.from_dict(season.settings)
    stored = await q.ratings(db, season.league_id, season_id)
    state: Ratings = {
        u: fresh(u, r.display_name, Skill(r.start_mu, r.start_sigma)) for u, r in stored.items()
    }
    for table_id in await q.counted_games(db, season_id):
        entries, outcome, turns = await entries_of(db, table_id)
        count = placements(entries, outcome, turns, rules)
        state.update(apply(state, people(entries), count))
    return state
