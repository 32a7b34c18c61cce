"""Substitutes: someone takes over a seat left open by a player who missed too many deadlines.

Until then the seat is a placeholder the timer plays with default moves. A user asks for the
open seat; the host (or a server admin) approves; the user then plays the seat's engine player
id, which never changes (the store maps the user onto it). A forfeited seat is not open.
"""

from __future__ import annotations

from bot.service import refusal
from bot.service.clocks import clocks_for
from bot.service.core import Area, Core, Table
from bot.service.guards import require_host, require_playing
from bot.service.outcome import Outcome
from bot.service.records import write_record
from bot.service.refusal import refused, refusing_outages
from bot.service.turns import update_deadlines
from bot.service.users import UserLike, as_user, user_id
from bot.store import deadlines, seating
from bot.store import tables as q
from bot.store.seating import SeatControl
from words import say


def _open_seat(table: Table, seat: str | None) -> SeatControl:
    """The open seat asked for (by player id or name; the first open one if None)."""
    open_seats = [c for c in table.control if c.state == seating.PLACEHOLDER]
    if not open_seats:
        raise refused("no_open_seat", "service.substitute.none_open")
    if seat is None:
        return open_seats[0]
    wanted = seat.strip().lower()
    for control in open_seats:
        if wanted in (control.player.lower(), control.display_name.lower()):
            return control
    raise refused("no_open_seat", "service.substitute.not_open", seat=seat)


async def close_unplayed(core: Core, table_id: int) -> Outcome | None:
    """Abandon a game nobody plays any more (every seat forfeited or open); None if people
    still play it or it is over."""
    async with core.lock(table_id):
        table = await core.table_by_id(table_id)
        if table is None or table.row.status != "playing" or any(c.human for c in table.control):
            return None
        game = await core.game(table)
        now = core.clock()
        async with core.store.transaction() as db:
            await q.update_table(db, table.id, status="abandoned", ended_at=now)
            await deadlines.clear_pending(db, table.id)
            await write_record(db, table, game, "abandoned", now, actions=game.version)
        core.cache.drop(table.id)
    core.notify()
    return Outcome(
        table=table.id,
        public=(say("service.substitute.abandoned"),),
        finished=True,
        version=table.row.version,
    )


@refusing_outages()
class Substitutes(Area):
    """Seats handed over to substitutes (part of `Play`)."""

    async def request_substitute(
        self, channel: int | str, user: UserLike, seat: str | None = None
    ) -> Outcome:
        """The user asks to take over a seat open for a substitute (by player id or name; the
        first open one if None); the host is pinged to approve."""
        who = as_user(user)
        table = await self.core.started(channel)
        require_playing(table)
        if table.player_of(who.id) is not None:
            raise refused("already_seated", "service.substitute.already_seated")
        wanted = _open_seat(table, seat)
        async with self.core.lock(table.id), self.core.store.transaction() as db:
            current = {c.player: c for c in await seating.controls(db, table.id)}
            if current[wanted.player].state != seating.PLACEHOLDER:
                raise refusal.moved_on()
            await seating.set_candidate(db, table.id, wanted.player, who.id, who.name)
        return Outcome(
            table=table.id,
            public=(say("service.substitute.asks", player=who.name, seat=wanted.display_name),),
            ping=(table.row.host,),
            version=table.row.version,
        )

    async def approve_substitute(
        self, channel: int | str, user: UserLike, substitute: UserLike, *, admin: bool = False
    ) -> Outcome:
        """The host (or an admin) hands the open seat the substitute asked for to them."""
        who, sub = as_user(user), user_id(substitute)
        table = await self.core.started(channel)
        require_playing(table)
        require_host(table, who, admin)
        async with self.core.lock(table.id):
            fresh = await self.core.table_by_id(table.id)
            assert fresh is not None
            require_playing(fresh)
            seat = next(
                (c for c in fresh.control if c.state == seating.PLACEHOLDER and c.candidate == sub),
                None,
            )
            if seat is None:
                raise refused("no_request", "service.substitute.no_request")
            if fresh.player_of(sub) is not None:
                raise refused("already_seated", "service.substitute.other_seated")
            game = await self.core.game(fresh)
            awaiting = list(game.awaiting())
            now = self.core.clock()
            name = seat.candidate_name or sub
            async with self.core.store.transaction() as db:
                if not await seating.hand_over(db, fresh.id, seat.player, sub, name):
                    raise refusal.moved_on()
                await deadlines.clear_pending(db, fresh.id, [seat.player])
                clocks = await clocks_for(db, fresh.id, fresh.options, now)
                view = game.view(None)
                made = await update_deadlines(
                    db, fresh.id, awaiting, awaiting, [], view, now, clocks
                )
        self.core.notify()
        return Outcome(
            table=fresh.id,
            public=(say("service.substitute.takes_over", player=name, seat=seat.display_name),),
            ping=(sub,) if seat.player in awaiting else (),
            awaiting=tuple(awaiting),
            deadlines=made,
            version=fresh.row.version,
        )
