"""Keeping the game record: rolls and per-turn points as the game goes, the result at the end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from bot.service.league_games import count_game
from bot.store import records
from bot.store.base import Db
from bot.store.records import Scores
from engine import Event, Game, GameView

if TYPE_CHECKING:
    from bot.service.core import Table


def scores(game: Game, revealed: Mapping[str, int] | None = None) -> dict[str, dict[str, int]]:
    """Everyone's points, visible and total (hidden victory point cards included). `revealed`:
    the victory point cards each player kept hidden until the end, which the end revealed (they
    were not visible points during the game)."""
    revealed = revealed or {}
    return {
        p: {"public": int(s["public"]) - int(revealed.get(p, 0)), "total": int(s["total"])}
        for p, s in game.scores().items()
    }


def revealed_at_end(events: Sequence[Event]) -> dict[str, int]:
    """The victory point cards each player had kept hidden until the game was won."""
    for event in events:
        if event.kind == "GameWon":
            counts = event.to_dict(None).get("revealed")
            if isinstance(counts, dict):
                return {str(p): int(n) for p, n in counts.items()}
    return {}


def _dice(event: Event, view: GameView) -> list[int]:
    public = event.to_dict(None)
    dice = public.get("dice") or view.get("last_roll") or []
    return [int(d) for d in dice]


def progress(
    events: Sequence[Event], game: Game, view: GameView
) -> tuple[list[int] | None, Scores | None]:
    """What `record_progress` stores for an action: the roll's dice (None without a roll),
    and everyone's points if a turn (or the game) ended (else None)."""
    roll = next((_dice(e, view) for e in events if e.kind == "Rolled"), None)
    ended = any(e.kind in ("TurnEnded", "GameWon") for e in events)
    return roll, scores(game) if ended else None


async def record_progress(
    db: Db,
    table_id: int,
    seq: int,
    player: str,
    events: Sequence[Event],
    game: Game,
    view: GameView,
) -> None:
    """Store the roll and the points at a turn's end (or the game's) that action `seq` caused."""
    kinds = {event.kind for event in events}
    for event in events:
        if event.kind == "Rolled":
            await records.add_roll(db, table_id, seq, player, _dice(event, view))
    if kinds & {"TurnEnded", "GameWon"}:
        turn = await records.turn_count(db, table_id) + 1
        await records.add_turn_scores(db, table_id, seq, turn, scores(game))


async def write_record(
    db: Db,
    table: Table,
    game: Game,
    outcome: str,
    now: float,
    actions: int,
    revealed: Mapping[str, int] | None = None,
) -> None:
    """The final record of a won or abandoned game, with everyone's total points; a league
    game is counted (placements and ratings) in the same transaction. `actions`: the moves
    played (`Game.version`: none taken back)."""
    order = {p: i for i, p in enumerate(game.scores())}
    await records.save_record(
        db,
        table_id=table.id,
        outcome=outcome,
        winner=game.winner,
        final_scores=scores(game, revealed),
        seats=[
            (s.user_id, s.display_name, s.seat if s.seat is not None else order.get(s.user_id, 0))
            for s in table.seats
        ],
        actions=actions,
        turns=await records.turn_count(db, table.id),
        now=now,
    )
    await count_game(db, table.id, now)
