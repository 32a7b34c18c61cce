"""Taking moves back (part of `Play`): a player's own last move, at once when it revealed
nothing and nobody has acted since, or with the other players' consent when they moved since or
their cards were involved. The engine decides what may be undone (`engine.undo`); this area
reads the recent log, asks the engine, and stores the undo.

The log keeps what was taken back: the moves stay, marked `undone` with the number of the undo,
and the undo is a line of its own (`actions.UNDO`), so the table's version only goes up and every
older button is refused as out of date. The undo stores the game as it now stands as a snapshot
at its own number and drops the snapshots that held the moves taken back, with their turn
scores: what is rated, recorded and summed up is the game as played."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.service import refusal
from bot.service.clocks import Clocks, clocks_for
from bot.service.core import Area, Table
from bot.service.guards import require_player, require_playing
from bot.service.loading import game_in
from bot.service.outcome import Deadline, Outcome
from bot.service.prompts import prompts
from bot.service.refusal import Refusal, refused, refusing_outages
from bot.service.turns import newly_awaited, update_deadlines
from bot.service.users import UserLike, as_user
from bot.store import VersionConflict, actions
from bot.store import undo as undo_store
from bot.store.base import Db
from bot.store.undo import UndoRequest
from engine import Game, undo
from words import say

#: How many of the latest moves played an undo looks back over for the player's last one.
WINDOW = 40
#: How long (seconds) a request for the others' consent stands (it lapses sooner if anyone
#: moves: it is tied to the table's version).
ASK_FOR = 600


@dataclass(frozen=True)
class _Stored:
    """What storing an undo gave: the table's new version, its clocks, the deadlines made."""

    version: int
    clocks: Clocks
    made: tuple[Deadline, ...]


@dataclass(frozen=True)
class _Judged:
    """A verdict with what it was judged from: the game before the window of moves, the moves
    (seq, player, notation) and the game as it would be after the undo."""

    verdict: undo.Verdict
    moves: tuple[tuple[int, str, str], ...]
    restored: Game | None


def undo_line(row: actions.ActionRow, names: dict[str, str]) -> str:
    """The public line of an undo read back from the log (the catch-up's)."""
    event = row.events[0] if row.events else {}
    count = len(event.get("moves") or ())
    player = names.get(row.player, row.player)
    if event.get("approved"):
        return say("service.undo.done_agreed", player=player, count=count)
    if count > 1:
        return say("service.undo.done_many", player=player, count=count)
    return say("service.undo.done", player=player)


def _refusal(verdict: undo.Verdict, names: dict[str, str]) -> Refusal:
    """Why an undo is refused, in the catalogue's words."""
    if verdict.reason == "revealed":
        return refused("undo_revealed", "service.undo.revealed", move=verdict.blocking)
    return refused("nothing_to_undo", "service.undo.nothing")


def _asking_line(judged: _Judged, player: str, names: dict[str, str]) -> str:
    """The public line of a request for consent: whose, how many moves, how long it stands."""
    verdict = judged.verdict
    moved = verdict.reason == "others_moved"
    return say(
        "service.undo.asked_moved" if moved else "service.undo.asked_cards",
        player=names.get(player, player),
        count=len(judged.moves) - verdict.first,
        minutes=ASK_FOR // 60,
    )


def _asked(table: Table, player: str) -> list[str]:
    """The users whose consent an undo by `player` needs: everyone else who plays a seat in
    person (a seat a computer or the timer plays agrees by itself)."""
    users = [c.user_id for c in table.control if c.human and c.player != player]
    if not table.control:
        users = [s.user_id for s in table.seats if s.user_id != player and s.computer is None]
    return users


@refusing_outages()
class Undos(Area):
    """`/undo` and the answers to a request for consent (part of `Play`)."""

    async def undo(
        self,
        channel: int | str,
        user: UserLike,
        *,
        version: int | None = None,
        table: int | None = None,
    ) -> Outcome:
        """Take back the user's last move: at once when the engine says they may alone (the
        outcome then says so in public); as a request for the others' consent when it needs
        one (the outcome's `consent` names who is asked); refused with the reason otherwise.
        `version` (a button's): only if the table is still there; `table`: only that table."""
        who = as_user(user)
        async with self.core.locked(channel) as fresh:
            if table is not None and table != fresh.id:
                raise refusal.other_game()
            require_playing(fresh)
            player = require_player(fresh, who)
            if version is not None and version != fresh.row.version:
                raise refusal.moved_on()
            if not fresh.options.undo:
                raise refused("undo_off", "service.undo.off")
            judged = await self._judge(fresh, player)
            verdict = judged.verdict
            if verdict.kind == undo.NEVER:
                raise _refusal(verdict, fresh.names)
            if verdict.kind == undo.ALONE:
                return await self._take_back(fresh, player, judged, ())
            asked = _asked(fresh, player)
            if not asked:  # nobody to ask: the computers agree
                return await self._take_back(fresh, player, judged, ())
            now = self.core.clock()
            request = UndoRequest(player, who.id, fresh.row.version, now, ())
            async with self.core.store.transaction() as db:
                await undo_store.save_request(db, fresh.id, request)
            names = fresh.names
            return Outcome(
                table=fresh.id,
                public=(_asking_line(judged, player, names),),
                private={who.id: (say("service.undo.requested"),)},
                version=fresh.row.version,
                status="playing",
                names=names,
                language=fresh.options.language,
                consent=tuple(asked),
            )

    async def answer_undo(
        self, channel: int | str, user: UserLike, agree: bool, *, version: int | None = None
    ) -> Outcome:
        """A player's answer to the request for consent standing at the table: agreeing (the
        undo is made once everyone asked agreed) or refusing (the request is dropped). Refused
        when no request stands, the table moved on since it was made (`version`), it lapsed
        after `ASK_FOR` seconds, or the user is not among those asked."""
        who = as_user(user)
        async with self.core.locked(channel) as fresh:
            require_playing(fresh)
            async with self.core.store.reading() as db:
                request = await undo_store.request(db, fresh.id)
            if request is None or request.version != fresh.row.version:
                raise refused("no_undo_request", "service.undo.no_request")
            if version is not None and version != request.version:
                raise refusal.moved_on()
            names = fresh.names
            asker = names.get(request.player, request.player)
            now = self.core.clock()
            if now - request.asked_at > ASK_FOR:  # refused, and nothing written: it stays lapsed
                raise refused(
                    "undo_lapsed", "service.undo.lapsed", player=asker, minutes=ASK_FOR // 60
                )
            asked = _asked(fresh, request.player)
            if who.id not in asked:
                raise refused("undo_not_asked", "service.undo.not_asked")
            me = fresh.player_of(who.id) or who.id
            if not agree:
                async with self.core.store.transaction() as db:
                    await undo_store.drop_request(db, fresh.id)
                return self._said(
                    fresh,
                    say("service.undo.refused", player=names.get(me, me), asker=asker),
                )
            approved = tuple(dict.fromkeys((*request.approved, who.id)))
            if any(u not in approved for u in asked):
                async with self.core.store.transaction() as db:
                    await undo_store.save_request(db, fresh.id, replace(request, approved=approved))
                waiting = len([u for u in asked if u not in approved])
                return self._said(
                    fresh,
                    say("service.undo.agreed", player=names.get(me, me), count=waiting),
                )
            judged = await self._judge(fresh, request.player)
            if judged.verdict.kind == undo.NEVER:
                raise _refusal(judged.verdict, names)
            return await self._take_back(fresh, request.player, judged, approved)

    def _said(self, table: Table, line: str) -> Outcome:
        """An outcome of one public line that moves nothing."""
        return Outcome(
            table=table.id,
            public=(line,),
            version=table.row.version,
            status="playing",
            names=table.names,
            language=table.options.language,
        )

    async def unposted(self, table: Table) -> tuple[str, tuple[str, ...]] | None:
        """The request for consent standing at the table that its thread was never shown (the
        process stopped between storing and posting it): its public line and the users still
        to answer it. None when there is none, or it lapsed, or it no longer needs consent."""
        async with self.core.store.reading() as db:
            request = await undo_store.request(db, table.id)
        if request is None or request.posted or request.version != table.row.version:
            return None
        if self.core.clock() - request.asked_at > ASK_FOR:
            return None
        judged = await self._judge(table, request.player)
        if judged.verdict.kind == undo.NEVER:
            return None
        asked = tuple(u for u in _asked(table, request.player) if u not in request.approved)
        if not asked:
            return None
        return _asking_line(judged, request.player, table.names), asked

    async def _judge(self, table: Table, player: str) -> _Judged:
        """The engine's verdict on an undo by `player` at the table as it stands, judged from
        the latest `WINDOW` moves played."""
        seen = table.row.version
        async with self.core.store.reading() as db:
            rows = await actions.last_actions(db, table.id, WINDOW)
            first = rows[0].seq if rows else seen + 1
            start = await game_in(db, table.id, first - 1) if rows else None
        if start is None:
            return _Judged(undo.Verdict(undo.NEVER, "nothing_to_undo", -1), (), None)
        moves = tuple((r.seq, r.player, r.notation) for r in rows)
        pairs = [(p, n) for _, p, n in moves]
        verdict = undo.judge(start, pairs, player)
        restored = undo.taken_back(start, pairs, verdict) if verdict.kind != undo.NEVER else None
        return _Judged(verdict, moves, restored)

    async def _take_back(
        self, table: Table, player: str, judged: _Judged, approved: Sequence[str]
    ) -> Outcome:
        """Store the undo the verdict allows: the undo's line in the log (the version moved on
        by one), the moves marked, the game as it now stands as a snapshot, the turn scores of
        the moves taken back dropped, the deadlines of whoever is awaited now renewed."""
        game = judged.restored
        assert game is not None
        verdict = judged.verdict
        undone = judged.moves[verdict.first :]
        first_seq = undone[0][0]
        seen = table.row.version
        now = self.core.clock()
        current = await self.core.game(table)
        before = list(current.awaiting())
        after = list(game.awaiting())
        view = game.view(None)
        renewed = newly_awaited(before, after, [])
        events = [
            {
                "type": "Undone",
                "player": player,
                "moves": [seq for seq, _, _ in undone],
                "approved": list(approved),
            }
        ]

        async def work(db: Db) -> _Stored:
            new = await actions.append_move(db, table.id, seen, player, actions.UNDO, events, now)
            await actions.mark_undone(db, table.id, first_seq, new)
            await actions.save_snapshot(db, table.id, new, game.to_dict(), now)
            await undo_store.drop_turn_scores(db, table.id, first_seq)
            await undo_store.drop_request(db, table.id)
            # A player awaited before and after keeps their clock (an undo never restarts it);
            # one awaited anew gets a fresh one, as after any move.
            clocks = await clocks_for(db, table.id, table.options, now)
            made = await update_deadlines(db, table.id, before, after, renewed, view, now, clocks)
            return _Stored(new, clocks, made)

        try:
            stored = await self.core.store.write(work)
        except VersionConflict:
            raise refusal.moved_on() from None
        new, clocks = stored.version, stored.clocks
        self.core.cache.put(table.id, new, game)
        self.core.notify()
        names = table.names
        key = "service.undo.done_agreed" if approved else "service.undo.done"
        if not approved and len(undone) > 1:
            key = "service.undo.done_many"
        return Outcome(
            table=table.id,
            public=(say(key, player=names.get(player, player), count=len(undone)),),
            private={},
            post_board=True,
            ping=tuple(u for p in renewed if (u := clocks.user_of(p)) is not None),
            awaiting=tuple(after),
            deadlines=stored.made,
            version=new,
            view=view,
            prompts=prompts(game, view, names, clocks.user_of),
            status="playing",
            names=names,
            language=table.options.language,
            owed=seen,
        )
