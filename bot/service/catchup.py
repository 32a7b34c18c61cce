"""Since you last looked: what happened at a table since a player's own last action (the
catch-up), and once a day, across all their games, the digest; the service's `catchups` area.

Both are read from the action log. The moves after the reader's last action are replayed
through the engine from the snapshot before them, so that each event is worded as the reader
may see it (`Event.to_dict(reader)`): their own secrets (the card stolen from them) and nobody
else's. The words (`words.catchup`) merge each turn's events into one line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from functools import partial
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.service.core import Area, Table
from bot.service.guards import require_player
from bot.service.loading import ReplayError, replay
from bot.service.messages import _said, barbarians_text
from bot.service.outcome import Outcome
from bot.service.refusal import refused, refusing_outages
from bot.service.timer_lines import time_left
from bot.service.users import UserLike, as_user, user_id
from bot.store import actions, deadlines, preferences, seating
from bot.store.base import Db
from engine import Game, GameView
from words import Catalogue, Phrase, say
from words import catchup as catchup_words

#: The preference that holds a user's digest time ("08:00"; absent or "off": none).
DIGEST_PREFERENCE = "digest"
#: The local day (`2026-05-01`) of the last digest sent to a user: claimed before sending,
#: so that a restart never sends a day's digest twice.
DIGEST_SENT = "digest_sent"
#: The user's time zone, an IANA name (`Europe/Amsterdam`); UTC when unset or unknown.
TIME_ZONE_PREFERENCE = "time_zone"
#: The channel a digest is delivered to (`deliver(DIRECT, outcome)`): its private lines go to
#: each user by direct message, whatever their `dm_reminders`, since they asked for it.
DIRECT = "direct"
#: At most this many moves are replayed for one catch-up (older ones are not told).
MOST_MOVES = 400
#: The most turns a catch-up tells one by one (older ones are counted in one line).
MOST_TURNS = 12
DAY = 86400.0


def zone_of(prefs: Mapping[str, Any]) -> ZoneInfo:
    """A user's time zone from their preferences (UTC when unset or unknown)."""
    code = prefs.get(TIME_ZONE_PREFERENCE)
    if isinstance(code, str) and code:
        try:
            return ZoneInfo(code)
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return ZoneInfo("UTC")


def digest_time(value: object) -> time | None:
    """The local time of a digest preference (`"08:00"`), None for off or anything else."""
    if not isinstance(value, str):
        return None
    try:
        hours, minutes = value.strip().split(":")
        return time(int(hours), int(minutes))
    except ValueError:
        return None


def due_at(day: date, at: time, zone: ZoneInfo) -> float:
    """When a digest of local `day` at local time `at` is due, in epoch seconds."""
    return datetime.combine(day, at, tzinfo=zone).timestamp()


def local_day(now: float, zone: ZoneInfo) -> date:
    """The date in `zone` at epoch second `now`."""
    return datetime.fromtimestamp(now, UTC).astimezone(zone).date()


@dataclass(frozen=True)
class Summary:
    """A catch-up, read: the lines (phrases), the public view now, whether anything happened."""

    lines: tuple[str, ...]
    view: GameView
    moves: int


def _points(view: GameView) -> dict[str, int]:
    return {str(p["id"]): int(p["vp"]) for p in view.get("players") or []}


def _turns(game: Game, moves: Sequence[tuple[int, str, str]], reader: str) -> list[Any]:
    """Apply `moves` to `game`, the events of each cut into turns (by whose turn it was
    when each move was made), as the reader may see them."""
    turns: list[tuple[str, list[dict[str, Any]]]] = []
    for seq, player, notation in moves:
        if notation == actions.UNDO:  # an undo's line, or a move it took back: not played
            continue
        owner = game.players[game.current]
        try:
            events = game.apply(player, game.parse(notation))
        except Exception as exc:  # the log and the engine disagree: `replay` says so
            raise ReplayError(f"action {seq} no longer applies: {exc}") from exc
        seen = [e.to_dict(reader) for e in events]
        if turns and turns[-1][0] == owner:
            turns[-1][1].extend(seen)
        else:
            turns.append((owner, seen))
    return [catchup_words.Turn(owner, tuple(seen)) for owner, seen in turns]


def summarise(
    table: Table,
    snapshot: dict[str, Any],
    moves: list[Any],
    since: int,
    reader: str,
    *,
    turns_told: int = MOST_TURNS,
) -> Summary:
    """The catch-up of `reader` from the moves after action `since`, given the snapshot
    before it and every move after the snapshot (pure: no store); the latest `turns_told`
    turns one by one."""
    game = Game.from_dict(snapshot)
    before = [m for m in moves if m[0] <= since]
    after = [m for m in moves if m[0] > since]
    replay(game, before)
    old = _points(game.view(None))
    turns = _turns(game, after, reader)
    view = game.view(None)
    new = _points(view)
    names = table.names
    ck = barbarians_text(view)

    def render(w: Catalogue) -> list[str]:
        lines = catchup_words.catchup_lines(w, turns, reader, names, limit=turns_told)
        if not lines:
            return [w.say("catchup.nothing")]
        lines.append(catchup_words.points_line(w, old, new, names))
        return lines

    lines = _said(render)
    if ck and after:
        lines.append(ck)
    return Summary(tuple(lines), view, len(after))


async def _read(db: Db, table_id: int, since: int) -> tuple[dict[str, Any], list[Any]]:
    snapshot = await actions.latest_snapshot(db, table_id, upto=since)
    if snapshot is None:
        raise ReplayError(f"table {table_id} has no snapshot to start from")
    _, last = await actions.action_count(db, table_id)
    moves = await actions.moves_after(db, table_id, snapshot.seq, last)
    return snapshot.state, moves


@refusing_outages()
class Catchups(Area):
    """`/catchup` and the daily digest."""

    async def catchup(
        self,
        channel: int | str,
        user: UserLike,
        *,
        quiet: bool = False,
        turns_told: int = MOST_TURNS,
    ) -> Outcome:
        """What happened at the channel's table since the user's own last action there, told
        to them alone, with the public board; `quiet`: no lines at all when nothing did;
        the latest `turns_told` turns one by one (the older counted)."""
        who = as_user(user)
        table = await self.core.started(channel)
        player = require_player(table, who)
        summary = await self.summary(table, player, turns_told=turns_told)
        header = say("catchup.header", table=table.id)
        told = (header, *summary.lines) if summary.moves or not quiet else ()
        return Outcome(
            table=table.id,
            private={who.id: told} if told else {},
            version=table.row.version,
            view=summary.view,
            status=table.row.status,
            names=table.names,
            language=table.options.language,
        )

    async def summary(
        self,
        table: Table,
        player: str,
        *,
        after: float | None = None,
        turns_told: int = MOST_TURNS,
    ) -> Summary:
        """A player's catch-up at a table: since their own last action, or since the time
        `after` if that is later (the last digest)."""

        async def read(db: Db) -> tuple[int, dict[str, Any], list[Any]]:
            since = await actions.last_action_by(db, table.id, player)
            if after is not None:
                since = max(since, await actions.last_action_at(db, table.id, after))
            _, last = await actions.action_count(db, table.id)
            since = max(since, last - MOST_MOVES)
            state, moves = await _read(db, table.id, since)
            return since, state, moves

        # Several statements that must see one state: a read transaction (on PostgreSQL a
        # `read_one` refuses a second statement).
        async with self.core.store.reading() as db:
            since, state, moves = await read(db)
        return summarise(table, state, moves, since, player, turns_told=turns_told)

    async def set_digest(self, user: UserLike, value: str) -> str:
        """Set (`"08:00"`) or turn off (`"off"`) a user's daily digest; the sentence saying
        what is now set. A time that is not HH:MM is refused."""
        uid = user_id(user)
        text = value.strip().lower()
        at = None if text in ("off", "none", "") else digest_time(text)
        if at is None and text not in ("off", "none", ""):
            raise refused("bad_digest_time", "catchup.refusal.time", value=value)
        async with self.core.store.transaction() as db:
            if at is None:
                await preferences.delete_preference(db, uid, DIGEST_PREFERENCE)
            else:
                shown = at.strftime("%H:%M")
                await preferences.set_preference(
                    db, uid, DIGEST_PREFERENCE, shown, self.core.clock()
                )
                zone = zone_of(await preferences.preferences(db, uid))
        self.core.notify()  # the scheduler wakes at the next digest
        if at is None:
            return say("catchup.digest.off")
        return say("catchup.digest.set", time=shown, zone=str(zone.key))

    async def digest(self, user: str, after: float) -> tuple[str, ...]:
        """A user's digest: for each game they play, whose move it is and by when, and what
        changed since `after` (their last digest) or their own last action, whichever later."""
        async with self.core.store.reading() as db:
            seats = await seating.seats_of_user(db, user)
        if not seats:
            return (say("catchup.digest.header"), say("catchup.digest.none"))
        lines: list[str] = [say("catchup.digest.header")]
        now = self.core.clock()
        for table_id, player, _ in seats:
            table = await self.core.table_by_id(table_id)
            if table is None:
                continue
            async with self.core.store.reading() as db:
                pending = await deadlines.pending_for_table(db, table_id)
            summary = await self.summary(table, player, after=after)
            awaited = sorted({d.player for d in pending})
            mine = [d for d in pending if d.player == player]
            if mine:
                left = min(d.due_at for d in mine) - now
                lines.append(say("catchup.digest.turn.you", table=table_id, left=time_left(left)))
            elif awaited:
                shown = [table.names.get(p, p) for p in awaited]
                lines.append(Phrase(partial(_waiting, table_id, shown)))
            if summary.moves:
                lines.extend(summary.lines)
            else:
                lines.append(say("catchup.digest.quiet", table=table_id))
        return tuple(lines)

    async def due_digests(self, now: float) -> tuple[list[tuple[str, float]], float | None]:
        """The users whose digest is due at `now` and not yet sent today, each claimed (marked
        sent for their local day, in one statement: never twice, even across restarts) with
        the time of their previous digest; and when the next one falls due (None: none set)."""
        async with self.core.store.reading() as db:
            times = await preferences.preference_owners(db, DIGEST_PREFERENCE)
            sent = await preferences.preference_owners(db, DIGEST_SENT)
            zones = await preferences.preference_owners(db, TIME_ZONE_PREFERENCE)
        due: list[tuple[str, float]] = []
        nearest: float | None = None
        for user, value in times.items():
            at = digest_time(value)
            if at is None:
                continue
            zone = zone_of({TIME_ZONE_PREFERENCE: zones.get(user)})
            today = local_day(now, zone)
            when = due_at(today, at, zone)
            if now >= when and sent.get(user) != today.isoformat():
                async with self.core.store.transaction() as db:
                    claimed = await preferences.claim_preference(
                        db, user, DIGEST_SENT, today.isoformat(), now
                    )
                if claimed:
                    due.append((user, due_at(today - timedelta(days=1), at, zone)))
                when = due_at(today + timedelta(days=1), at, zone)
            elif now >= when:
                when = due_at(today + timedelta(days=1), at, zone)
            nearest = when if nearest is None else min(nearest, when)
        return due, nearest


def _waiting(table_id: int, shown: list[str], w: Catalogue) -> str:
    from words.common import joined

    return w.say("catchup.digest.turn", table=table_id, players=joined(w, shown))


__all__ = [
    "DIGEST_PREFERENCE",
    "DIGEST_SENT",
    "DIRECT",
    "TIME_ZONE_PREFERENCE",
    "Catchups",
    "Summary",
    "digest_time",
    "zone_of",
]
