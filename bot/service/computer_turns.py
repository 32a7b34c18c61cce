"""A computer player's move at a table, and a person taking back the seat a computer held.

The move is thought about on a copy of the game outside the table's lock (a person's action
is never held up by a computer's search), then applied and committed under the lock only if
the table is still at the version it was thought about at; otherwise it is thought about
again. So two triggers (a restart's catch-up and a live one, or the terminal and a timer)
never apply a computer's move twice.
"""

from __future__ import annotations

from functools import partial

import computer
from bot.service import refusal
from bot.service.clocks import clocks_for
from bot.service.commit import Step, commit_steps
from bot.service.computers import DEFAULT_LEVEL, MARK, is_computer_id, move_seed
from bot.service.core import Area, Table
from bot.service.guards import require_playing
from bot.service.loading import load_game
from bot.service.outcome import Outcome
from bot.service.prompts import prompts
from bot.service.refusal import Refusal, refusing_outages
from bot.service.turns import update_deadlines
from bot.service.users import UserLike, as_user
from bot.store import actions, deadlines, seating
from engine import Action, EndTurn, Game, IllegalAction
from words import say

#: How often a move is thought about again when the table moved on meanwhile.
ATTEMPTS = 5


#: How many of the latest moves are read for the offers a computer made this turn.
TURN_MOVES = 60


def awaited_computer(table: Table, game: Game, prefer: str | None = None) -> str | None:
    """The seat a computer plays that the game awaits (`prefer` if it is one), or None. A
    computer whose own trade offer still awaits an answer waits for it: it is not asked to
    move (a move would withdraw its offer); its next move follows the last answer. Asked for
    such a computer by name (its own deadline), none is moved: each other computer awaited
    has its own deadline, and two deadlines firing together must not move the same seat."""
    if prefer is not None and computer.awaits_answers(game, prefer):
        return None
    seats = [
        p
        for p in game.awaiting()
        if (c := table.control_of(p)) is not None
        and c.computer
        and not computer.awaits_answers(game, p)
    ]
    if prefer in seats:
        return prefer
    return seats[0] if seats else None


def _apply(game: Game, player: str, chosen: Action | None) -> Step | None:
    """Apply the computer's move, or the engine's default when it has none or the engine
    refuses it (the game is unchanged by a refusal)."""
    if chosen is not None:
        try:
            return Step(player, str(chosen), tuple(game.apply(player, chosen)))
        except IllegalAction:
            pass
    default = game.default_action(player)
    if default is None:
        return None
    return Step(player, str(default), tuple(game.apply(player, default)))


@refusing_outages()
class ComputerTurns(Area):
    """The computer players' moves and seats they give back (part of `Play`)."""

    async def computer_move(self, table_id: int, prefer: str | None = None) -> Outcome | None:
        """Make one move of a computer seat the table's game awaits (`prefer` first); None when
        the game awaits no computer. Raises `RuntimeError` if the table kept moving on."""
        for _ in range(ATTEMPTS):
            table = await self.core.table_by_id(table_id)
            if table is None or table.row.status != "playing":
                return None
            seen = table.row.version
            shared = await self.core.game(table)
            player = awaited_computer(table, shared, prefer)
            if player is None:
                return None
            control = table.control_of(player)
            level = (control.level if control else None) or DEFAULT_LEVEL
            seed = move_seed(table.row.seed, seen)
            offered = await self.offered_this_turn(table.id, shared, player)
            think = table.options.think if level != "easy" else None
            chosen = await self.core.thinking.choose(
                shared.copy(), player, level, seed, offered=offered, budget=think
            )
            async with self.core.lock(table_id):
                fresh = await self.core.table_by_id(table_id)
                if fresh is None or fresh.row.version != seen or fresh.row.status != "playing":
                    continue
                still = fresh.control_of(player)
                if still is None or not still.computer:
                    continue  # its person took the seat back meanwhile
                game = self.core.cache.take(fresh.id, seen) or await load_game(
                    self.core.store, fresh.id, seen
                )
                before = list(game.awaiting())
                current = game.view(None).get("current")
                step = _apply(game, player, chosen)
                if step is None:
                    self.core.cache.put(fresh.id, seen, game)
                    return None
                # The seat's deadline (due at once) is spent: a fresh one follows if the game
                # still awaits it, so the timers come back for its next move.
                spent = partial(deadlines.fire_pending, table_id=fresh.id, player=player)
                try:
                    outcome = await commit_steps(
                        self.core, fresh, game, [step], before, current, within=spent, mark=MARK
                    )
                except Refusal as refused:
                    if refused.code != refusal.moved_on().code:
                        raise
                    continue  # the game in hand is dropped, never cached
                self.core.cache.put(fresh.id, seen + 1, game)
            return outcome
        raise RuntimeError(f"table {table_id} kept moving on while a computer thought")

    async def offered_this_turn(self, table_id: int, game: Game, player: str) -> list[Action]:
        """The trade offers `player` made in the turn under way, read back from the log (the
        latest moves down to the last turn's end): a computer makes none twice in a turn."""
        if game.view(None).get("current") != player:
            return []
        async with self.core.store.reading() as db:
            rows = await actions.last_actions(db, table_id, TURN_MOVES)
        made: list[Action] = []
        for row in reversed(rows):
            if row.notation == str(EndTurn()):
                break
            if row.player == player and row.notation.startswith("offer "):
                try:
                    made.append(game.parse(row.notation))
                except IllegalAction:
                    continue
        return made

    async def return_seat(self, channel: int | str, user: UserLike) -> Outcome:
        """The person a computer player stood in for takes their seat back, with its hand and
        everything (it is the same seat of the game all along)."""
        who = as_user(user)
        table = await self.core.started(channel)
        require_playing(table)
        mine = next(
            (
                c
                for c in table.control
                if c.user_id == who.id and c.computer and not is_computer_id(c.player)
            ),
            None,
        )
        if mine is None:
            raise Refusal("no_seat_to_return", say("service.refusal.no_seat_to_return"))
        async with self.core.lock(table.id):
            fresh = await self.core.table_by_id(table.id)
            assert fresh is not None
            require_playing(fresh)
            game = await self.core.game(fresh)
            awaiting = list(game.awaiting())
            now = self.core.clock()
            view = game.view(None)
            async with self.core.store.transaction() as db:
                if not await seating.take_back(db, fresh.id, mine.player, who.id):
                    raise refusal.moved_on()
                # The computer's deadline (due at once) gives way to a person's clock.
                await deadlines.clear_pending(db, fresh.id, [mine.player])
                clocks = await clocks_for(db, fresh.id, fresh.options, now)
                made = await update_deadlines(
                    db, fresh.id, awaiting, awaiting, [], view, now, clocks
                )
        self.core.notify()
        found = prompts(game, view, fresh.names, clocks.user_of)
        return Outcome(
            table=fresh.id,
            public=(say("service.play.returns", player=mine.display_name),),
            ping=(who.id,) if mine.player in awaiting else (),
            awaiting=tuple(awaiting),
            deadlines=made,
            version=fresh.row.version,
            view=view,
            prompts=tuple(p for p in found if p.player == mine.player),
            names=fresh.names,
            status="playing",
            language=fresh.options.language,
        )
