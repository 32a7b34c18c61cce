"""What a table's thread is owed: every stored move is announced (its lines, the board, the
panel, the pings), even when the process stopped, or Discord failed, between the commit and
the posts.

A commit moves the table's version on and leaves how far it has been announced where it was
(`bot.store.announcements`): the posts are owed from the commit. The adapter records them as
made once Discord has accepted them (`announced`). The tables still behind are found (`owed`) at
start-up, after a reconnect and every little while, and their missed moves are posted again
from the log (`catch_up`), in the game's language, with a fresh panel and the pings of
everyone awaited now.

Delivery is at least once: a process stopped after its posts were accepted and before they
were recorded posts them again, under a line saying they were missed, with a panel that works
(an older one's buttons answer that it is out of date). Nothing stored is ever left unsaid."""

from __future__ import annotations

from bot.service.clocks import clocks_for
from bot.service.commit import QUIET_EVENTS
from bot.service.core import Area
from bot.service.messages import logged_lines, name_list, public_lines
from bot.service.outcome import Outcome
from bot.service.prompts import prompts
from bot.service.refusal import refusing_outages
from bot.service.undo import ASK_FOR, Undos, undo_line
from bot.store import actions
from bot.store import announcements as store
from bot.store import undo as undo_store
from bot.store.announcements import START, OwedRow
from bot.store.deadlines import Shards
from words import say

#: How many missed moves a catch-up spells out (the earlier ones are counted, and in /log).
SHOWN = 12


@refusing_outages()
class Announcements(Area):
    """What the tables' threads are owed of the moves stored, and what was posted."""

    async def owed(
        self, *, settled: float | None = None, shards: Shards | None = None
    ) -> list[OwedRow]:
        """The tables whose threads are behind their logs, or were never shown the request for
        consent to an undo standing there; with `settled`, only those whose newest move (or
        request) was stored at least that many seconds ago (a newer one is likely being posted)."""
        now = self.core.clock()
        before = None if settled is None else now - settled
        async with self.core.store.reading() as db:
            return await store.owed(db, before=before, shards=shards, asked_since=now - ASK_FOR)

    async def catch_up(self, table_id: int) -> Outcome | None:
        """What the table's thread missed, to post: the missed moves' public lines, the board as
        it stands, what each awaited player must do (pinging the people among them) and, for a
        game that ended, its end; then a request for consent to an undo that was stored but
        never posted, with its buttons (`consent`). None when nothing is owed."""
        table = await self.core.table_by_id(table_id)
        if table is None or table.row.started_at is None:
            return None
        if table.row.status not in ("playing", "finished"):
            return None
        async with self.core.store.reading() as db:
            start = await store.announced(db, table_id)
            if start is None:
                return None
            behind = start < table.row.version
            missed = (
                await actions.actions_after(db, table_id, max(start, 0), table.row.version)
                if behind
                else []
            )
            clocks = await clocks_for(db, table_id, table.options, self.core.clock(), table.control)
        asking = await Undos(self.core).unposted(table) if table.row.status == "playing" else None
        if not behind:
            if asking is None:
                return None
            return Outcome(
                table=table.id,
                public=(say("service.announce.missed"), asking[0]),
                version=table.row.version,
                status=table.row.status,
                names=table.names,
                language=table.options.language,
                consent=asking[1],
            )
        game = await self.core.game(table)
        view = game.view(None)
        names = table.names
        lines: list[str] = [say("service.announce.missed")]
        if start == START:
            seated = sorted(table.seats, key=lambda s: (s.seat is None, s.seat or 0))
            order = name_list([s.user_id for s in seated], names)
            lines.append(say("service.play.begins", players=order))
            lines += public_lines(game.opening_events(), names)  # who placed first, and why
        if len(missed) > SHOWN:
            lines.append(say("service.announce.earlier", count=len(missed) - SHOWN))
        for row in missed[-SHOWN:]:
            if row.is_undo:  # what an undo took back is said by the undo's own line
                lines.append(undo_line(row, names))
                continue
            if row.undone is not None:
                continue
            said = [e for e in row.events if e.get("type") not in QUIET_EVENTS]
            lines += [line for line in logged_lines(said, names) if line]
        if asking is not None:
            lines.append(asking[0])
        finished = game.winner is not None
        awaiting = () if finished else tuple(game.awaiting())
        return Outcome(
            table=table.id,
            public=tuple(lines),
            post_board=True,
            ping=tuple(u for p in awaiting if (u := clocks.user_of(p)) is not None),
            awaiting=awaiting,
            version=table.row.version,
            finished=finished,
            winner=game.winner,
            view=view,
            prompts=() if finished else prompts(game, view, names, clocks.user_of),
            status=table.row.status,
            names=names,
            language=table.options.language,
            owed=start,
            consent=() if asking is None else asking[1],
        )

    async def request_posted(self, table_id: int, version: int) -> None:
        """Record that the request for consent standing at the table's `version` was posted
        (the catch-up posts one that was not, once)."""
        async with self.core.store.transaction() as db:
            await undo_store.request_posted(db, table_id, version)

    async def announced(self, table_id: int, start: int, end: int) -> None:
        """Record that the posts announcing the table's versions after `start` up to `end` were
        accepted. Posts that overtook an earlier move's (still owed) are kept in mind and
        recorded as soon as that one's are, so they are not posted again."""
        posted = self.core.posted.setdefault(table_id, {})
        posted[start] = max(end, posted.get(start, end))
        async with self.core.store.transaction() as db:
            now = await store.announced(db, table_id)
            while now is not None:
                ahead = [upto for begin, upto in posted.items() if begin <= now < upto]
                if not ahead:
                    break
                moved = await store.mark(db, table_id, now, max(ahead))
                if moved is None or moved <= now:
                    break
                now = moved
        for begin, upto in list(posted.items()):
            if now is None or upto <= now:
                del posted[begin]
        if not posted and self.core.posted.get(table_id) is posted:
            del self.core.posted[table_id]
