"""Reading a table without changing it: hand, status, board, log, legal moves, the record;
the service's `tables` area."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import computer
from bot.service import arguments
from bot.service.core import Area, Table
from bot.service.guards import require_player
from bot.service.messages import (
    cities_knights_lines,
    hand_lines,
    logged_lines,
    name_list,
    progress_why,
    score_line,
)
from bot.service.outcome import (
    Moves,
    Outcome,
    ProgressCard,
    RecordExport,
    ReplayFrames,
    TableInfo,
)
from bot.service.prompts import prompts, public_line
from bot.service.refusal import Refusal, refused, refusing_outages
from bot.service.replays import TableHistory, export_text, history_views, played_moves
from bot.service.timer_lines import timer_lines
from bot.service.users import UserLike, as_user, user_id
from bot.store import actions, records, tables
from bot.store.records import GameRecord
from bot.store.tables import Counts
from engine import Game, GameView
from words import ENGLISH, Phrase, say, speak
from words.common import card
from words.service import computers as computer_words


def playing_lines(table: Table, game: Game) -> list[str]:
    view = game.view(None)
    names = table.names
    points = score_line(view, names)
    lines = [Phrase(lambda w: speak(points, w) + "."), *cities_knights_lines(view, names)]
    if game.winner is not None:
        lines.append(say("service.status.won", player=names.get(game.winner, game.winner)))
    else:
        current = view.get("current")
        if current is not None:
            lines.append(
                say(
                    "service.status.turn", turn=view.get("turn"), player=names.get(current, current)
                )
            )
        # Whom the game waits for, and for what, as the prompts after a move say it.
        for prompt in prompts(game, view, names, table.user_of):
            lines.append(public_line(prompt, names.get(prompt.player, prompt.player)))
    return lines


def _log_line(seq: int, said: list[str], notation: str) -> str:
    """`12. Ann rolled 8 (3+5). Bo gets 1 ore.` (the notation when the events say nothing)."""
    return Phrase(
        lambda w: w.say(
            "service.log.line", seq=seq, lines=" ".join(speak(s, w) for s in said) or notation
        )
    )


def _hand(game: Game, player: str) -> dict[str, int]:
    """A player's resource cards, as their own view shows them."""
    you = game.view(player)["you"]
    return dict(you["hand"]) if you else {}


def refusal_codes(view: GameView) -> dict[str, str]:
    """Progress card -> the engine's refusal code, for each card of a player's own view that
    cannot be played now (what the hand picture greys); empty outside Cities & Knights."""
    return {c.card: c.code for c in progress_cards(view, {}) if c.code is not None}


def progress_cards(view: GameView, names: Mapping[str, str]) -> tuple[ProgressCard, ...]:
    """The progress cards of a player's own view, playable ones first, each unplayable one
    with the engine's reason worded (Cities & Knights; none in other games)."""
    you = view.get("you")
    held: list[Mapping[str, Any]] = list((you or {}).get("progress") or [])  # type: ignore[call-overload]
    current = str(view.get("current") or "")
    out = []
    for c in held:
        code = None if c.get("playable") else str(c.get("why") or "not_playable_now")
        why = progress_why(c, current, names)
        out.append(
            ProgressCard(
                card=str(c["card"]),
                name=card(ENGLISH, c["card"]),
                deck=str(c.get("deck", "")),
                code=code,
                why=why,
            )
        )
    out.sort(key=lambda p: not p.playable)
    return tuple(out)


@refusing_outages()
class Tables(Area):
    """What a table shows: its state, its board, a player's hand and moves, its record."""

    async def hand(self, channel: int | str, user: UserLike) -> Outcome:
        """The user's own cards, as private lines, with the user's view of the game."""
        who = as_user(user)
        table = await self.core.started(channel, game=True)
        player = require_player(table, who)
        game = await self.core.game(table)
        view = game.view(player)
        return Outcome(
            table=table.id,
            private={who.id: tuple(hand_lines(view, table.names))},
            version=table.row.version,
            view=view,
            status=table.row.status,
            names=table.names,
            language=table.options.language,
        )

    async def status(
        self, channel: int | str, *, reader: UserLike | None = None, stamps: bool = False
    ) -> Outcome:
        """What the table is doing: seats and settings before the game, turn and points during.
        Deadlines are said in the `reader`'s own time if they keep a time zone, else as
        Discord timestamps if `stamps` (for a public post), else in UTC."""
        # The clocks and the game read with the table (one statement on a server).
        table = await self.core.latest(channel, clocks_at=self.core.clock(), game=True)
        names = table.names
        host = names.get(table.row.host, table.row.host)
        seated = name_list([s.user_id for s in table.seats], names)
        lines = [
            say(f"service.status.{table.row.status}", table=table.id, host=host),
            say("service.status.seats", players=seated or say("service.status.no_seats")),
            # The scenario named for the game's seats, or before it the table's limit or those
            # taken (the Six Islands for 5–6).
            table.options.describe(
                len(table.seats)
                if table.row.started_at is not None
                else table.options.players or len(table.seats)
            ),
        ]
        awaiting: tuple[str, ...] = ()
        if table.row.started_at is not None:
            game = await self.core.game(table)
            lines += playing_lines(table, game)
            if table.row.status == "playing":
                awaiting = tuple(game.awaiting())
                who = None if reader is None else user_id(reader)
                lines += await timer_lines(self.core, table, reader=who, stamps=stamps)
        return Outcome(
            table=table.id, public=tuple(lines), awaiting=awaiting, version=table.row.version
        )

    async def board(self, channel: int | str) -> Outcome:
        """The public view of the game, to render and post."""
        table = await self.core.started(channel, game=True)
        game = await self.core.game(table)
        return Outcome(
            table=table.id,
            post_board=True,
            awaiting=tuple(game.awaiting()) if table.row.status == "playing" else (),
            version=table.row.version,
            view=game.view(None),
            status=table.row.status,
            names=table.names,
            language=table.options.language,
        )

    async def log(self, channel: int | str, count: int = 10) -> Outcome:
        """The public lines of the latest `count` actions."""
        count = arguments.count(count)
        table = await self.core.started(channel)
        async with self.core.store.reading() as db:
            recent = await actions.last_actions(db, table.id, max(1, min(count, 200)))
        lines = []
        for row in recent:
            said = [line for line in logged_lines(row.events, table.names) if line]
            lines.append(_log_line(row.seq, said, row.notation))
        return Outcome(
            table=table.id,
            public=tuple(lines) or (say("service.log.empty"),),
            version=table.row.version,
        )

    async def legal(self, channel: int | str, user: UserLike) -> list[str]:
        """The notation of every legal action of the user now (for menus and autocomplete)."""
        who = as_user(user)
        # A table read moments ago stands in for a read (autocomplete asks at every keystroke);
        # the move chosen is checked when it is made. A read reads the clocks too: the move
        # chosen next is then stored without a read of its own (`Core.recent`).
        table = self.core.recent(channel) or await self.core.started(
            channel, game=True, clocks_at=self.core.clock()
        )
        player = require_player(table, who)
        if table.row.status != "playing":
            return []
        game = await self.core.game(table)
        return [str(action) for action in game.legal_actions(player)]

    async def moves(self, channel: int | str, user: UserLike) -> Moves:
        """The user's legal moves with the public view and the names, from one read of the table
        (no moves for someone without a seat, or once the game is over). The clocks are read
        with it: the move chosen from the menu is then stored without a read of its own."""
        table = await self.core.started(channel, game=True, clocks_at=self.core.clock())
        try:
            player: str | None = require_player(table, as_user(user))
            unseated = None
        except Refusal as refused:
            player, unseated = None, refused
        game = await self.core.game(table)
        playing = table.row.status == "playing"
        legal = game.legal_actions(player) if playing and player is not None else []
        public = game.view(None)
        progress: tuple[ProgressCard, ...] = ()
        if playing and player is not None and public.get("cities_knights"):
            progress = progress_cards(game.view(player), table.names)
        return Moves(
            table=table.id,
            version=table.row.version,
            status=table.row.status,
            player=player,
            legal=tuple(str(action) for action in legal),
            view=public,
            names=table.names,
            awaiting=tuple(game.awaiting()) if playing else (),
            hand=_hand(game, player) if legal and player is not None else {},
            unseated=unseated,
            progress=progress,
        )

    async def record(self, table_id: int) -> GameRecord | None:
        """The record of a finished or abandoned game (scores, points per turn, rolls)."""
        table_id = arguments.table_number(table_id)
        async with self.core.store.reading() as db:
            return await records.game_record(db, table_id)

    async def plans(self, table_id: int) -> tuple[Phrase, ...]:
        """For a finished game whose table explains (`explain`, on by default): one line per
        computer seat saying what it went for, measured on the final board (its points by
        source, its production by resource); none otherwise."""
        table = await self.core.table_by_id(arguments.table_number(table_id))
        if table is None or table.row.status != "finished" or not table.options.explain:
            return ()
        game = await self.core.game(table)
        view = game.view(None)
        lines = []
        seats = {p: n for n, p in enumerate(game.players)}
        for control in sorted(table.control, key=lambda c: seats.get(c.player, len(seats))):
            if not control.computer:
                continue
            measured = computer.plan(view, control.player)
            name = table.names.get(control.player, control.player)
            lines.append(computer_words.plan_line(name, measured.sources, measured.resource))
        return tuple(lines)

    async def _history(self, table: Table) -> TableHistory:
        """A started table's game as it started and every move played since."""
        async with self.core.store.reading() as db:
            start = await actions.latest_snapshot(db, table.id, 0)
            rows = await actions.actions_after(db, table.id, 0, table.row.version)
        if start is None or start.seq != 0:
            raise refused("no_record")
        return TableHistory(
            table=table.id,
            status=table.row.status,
            start=start.state,
            moves=tuple(played_moves(rows)),
            names=table.names,
            seed=table.row.seed,
            winner=table.row.winner,
        )

    async def export(self, channel: int | str) -> RecordExport:
        """The record of the channel's game as a file's text (docs/record-format.md): whole,
        with its seed, once the game is over; while it runs, only what everyone may know (no
        seed, secret moves withheld), which cannot be replayed."""
        table = await self.core.started(channel)
        history = await self._history(table)
        finished = history.status != "playing"
        return RecordExport(
            table=history.table,
            filename=f"hexhaven-{history.table}.txt",
            text=export_text(history),
            finished=finished,
            moves=len(history.moves),
            language=table.options.language,
        )

    async def replay(self, channel: int | str) -> ReplayFrames:
        """The public view of the channel's game as it started, after each turn and now: the
        frames of its replay (a running game's too: public views show no hand and no fog).
        Refused while no move has been played: there is nothing to replay."""
        table = await self.core.started(channel)
        history = await self._history(table)
        if not history.moves:
            raise refused("nothing_to_replay")
        views = history_views(history)
        return ReplayFrames(
            table=history.table,
            views=tuple(views),
            names=dict(history.names),
            finished=history.status != "playing",
            language=table.options.language,
        )

    async def table_info(self, channel: int | str) -> TableInfo | None:
        """The channel's latest table (None if it never had one)."""
        try:
            table = await self.core.latest(channel)
        except Refusal:
            return None
        row = table.row
        names = dict(table.names)
        options = table.options
        return TableInfo(
            row.id, row.status, row.version, row.host, names, options.rules, options.language
        )

    async def player_id(self, channel: int | str, user: UserLike) -> str | None:
        """The engine player id of the seat the user plays at the channel's table (None if
        none). It is the user's own id, except for a substitute, who plays the id of the seat
        they took over: views, events and `awaiting` speak of that id."""
        table = await self.core.latest(channel)
        return table.player_of(user_id(user))

    async def counts(self) -> Counts:
        """How many tables are open and playing, and how many deadlines are pending, in the
        whole database (every process sharing it sees the same)."""
        return await self.core.store.read_one(tables.counts)
