"""Games for the web side's game pages, played through the service (random moves biased
towards building, so that a low target ends them soon) on a server that shows its games on
the web; and the same game with everything hidden dealt otherwise."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.service import Service
from bot.service.loading import game_in
from bot.store import actions, tables
from engine import Game
from tests.service.helpers import ANN, PLAYERS, play_one, started_table

GUILD = "7"
CHANNEL = 42


@dataclass(frozen=True)
class Played:
    """A game written to `path`: its table, its page's key and how many moves it has."""

    path: str | Path
    table: int
    key: str
    moves: int
    over: bool


async def play_game(
    path: str | Path,
    *,
    rules: str = "base",
    options: dict[str, object] | None = None,
    moves: int | None = None,
    seed: int = 3,
    shown: bool = True,
    limit: int = 3000,
    channel: int = CHANNEL,
) -> Played:
    """A game at `path`: `moves` random moves (None: played to its end, or `limit` moves); its
    server shows its games on the web unless `shown` is False."""
    rng = random.Random(seed)
    service = await Service.open(path, rng=random.Random(seed))
    try:
        if shown:
            await service.game_pages.set(GUILD, ANN, "on", manager=True)
        await started_table(service, channel, PLAYERS, rules=rules, **(options or {}))
        played = 0
        while moves is None or played < moves:
            if played >= limit or await play_one(service, channel, rng) is None:
                break
            played += 1
        table = await service.core.latest(channel)
        async with service.core.store.reading() as db:
            key = await tables.web_key(db, table.id)
        assert key is not None
        return Played(path, table.id, key, table.row.version, table.row.status != "playing")
    finally:
        await service.close()


def reshuffled(game: Game, seed: int) -> Game:
    """The same game as the public sees it, with everything hidden dealt otherwise: the hands
    (each hand's size and each kind's total kept), the development deck and the development
    cards held, the dice to come, the progress decks and progress cards held (Cities &
    Knights), the fog stacks and the number tokens' supply (Seafarers)."""
    g = game.copy()
    rng = random.Random(seed)
    seats = list(range(len(g.hands)))
    for _ in range(40):
        a, b = rng.sample(seats, 2)
        x = [k for k, n in enumerate(g.hands[a]) if n]
        y = [k for k, n in enumerate(g.hands[b]) if n]
        if x and y:
            i, j = rng.choice(x), rng.choice(y)
            g.hands[a][i] -= 1
            g.hands[a][j] += 1
            g.hands[b][j] -= 1
            g.hands[b][i] += 1
    rng.shuffle(g.deck)
    for s in seats:
        for n, (kind, turn) in enumerate(g.devs[s]):
            if g.deck:
                k = rng.randrange(len(g.deck))
                g.devs[s][n], g.deck[k] = (g.deck[k], turn), kind
    g.rng.state ^= 0x5DEECE66D
    ck: Any = g.ext.get("cities_knights")
    if ck is not None:
        for deck in ck.decks.values():
            rng.shuffle(deck)
        for s in seats:
            hand = ck.progress[s]
            for n, card in enumerate(hand):
                track = rng.choice([t for t, d in ck.decks.items() if d] or [None])
                if track is not None:
                    k = rng.randrange(len(ck.decks[track]))
                    hand[n], ck.decks[track][k] = ck.decks[track][k], card
    sea: Any = g.ext.get("seafarers")
    if sea is not None:
        rng.shuffle(sea.fog_stack)
        rng.shuffle(sea.fog_numbers)
        rng.shuffle(sea.supply)
    return g


async def hide_otherwise(path: str | Path, table: int, seed: int) -> None:
    """Store the game as it stands with everything hidden dealt otherwise (a snapshot at its
    version, which is what it is loaded from), and deal otherwise the hidden part of every
    earlier snapshot but the first (what a page reads of a game is its public part only, so
    its pages must not change)."""
    service = await Service.open(path)
    try:
        async with service.core.store.transaction() as db:
            row = await tables.table_by_id(db, table)
            assert row is not None
            now = await game_in(db, table, row.version)
            for snapshot in await actions.snapshots(db, table):
                if 0 < snapshot.seq < row.version:
                    other = reshuffled(Game.from_dict(snapshot.state), seed + snapshot.seq)
                    await actions.save_snapshot(db, table, snapshot.seq, other.to_dict(), 0.0)
            hidden = reshuffled(now, seed).to_dict()
            await actions.save_snapshot(db, table, row.version, hidden, 0.0)
    finally:
        await service.close()
