"""A move stored just before the bot is killed is announced after the restart: the real bot
process (`python -m bot`) against the fake Discord on 127.0.0.1, killed with SIGKILL at a
random moment 0–150 ms after a player's move (a placement, a roll, a build, the robber, a
discard, a trade offer and its answers, the end of a turn) reaches it, and started again.
(A timer's expiry is cut short the same way in `tests/bot/test_announcements.py`: the real
process's clocks run in minutes.)

Every move in the action log must then be announced in the thread: its public lines appear
there, in the order of the log (a move posted twice, when the kill fell between Discord's
acceptance and the record of it, is a repeat, counted and allowed). The figure printed is
the count of moves stored but never announced, over the rounds run:
`HEXHAVEN_ANNOUNCE_KILLS=50 python -m pytest tests/bot/test_announce_kill.py -n 0 -s`."""

from __future__ import annotations

import asyncio
import os
import random
import signal
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.service import Service
from bot.service.messages import logged_lines
from bot.store import actions
from bot.store import announcements as owed
from tests.bot.fakediscord import FakeDiscord
from tests.bot.fakediscord.state import PUBLIC_THREAD
from tests.bot.test_process import Logs, environment, fake, run, said, start_bot

__all__ = ["fake"]

ROUNDS = int(os.environ.get("HEXHAVEN_ANNOUNCE_KILLS", "4"))
# The moves the test makes, most wanted first (each has a slash command taking the notation);
# a trade offer is made now and then (offers are not listed), then answered.
WANTED = (
    "build settlement",
    "build city",
    "build road",
    "robber",
    "discard",
    "accept",
    "decline",
    "roll",
    "cancel",
    "end",
)
RESOURCES = ("lumber", "brick", "wool", "grain", "ore")


class Bot:
    """The bot process, started and killed at will."""

    def __init__(self, fake: FakeDiscord, env: dict[str, str], cwd: Path) -> None:
        self.fake = fake
        self.env = env
        self.cwd = cwd
        self.proc: asyncio.subprocess.Process | None = None
        self.logs: Logs | None = None
        self.texts: list[str] = []

    async def start(self) -> None:
        self.proc, self.logs = await start_bot(self.env, self.cwd)
        logs = self.logs
        await self.fake.wait_for(lambda: "READY" in logs.text, timeout=60)

    async def kill(self) -> None:
        assert self.proc is not None and self.logs is not None
        self.proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(self.proc.wait(), 30)
        await asyncio.wait_for(self.logs.task, 30)
        self.texts.append(self.logs.text)

    async def stop(self) -> None:
        if self.proc is None or self.proc.returncode is not None:
            return
        assert self.logs is not None
        self.proc.send_signal(signal.SIGINT)
        await asyncio.wait_for(self.proc.wait(), 30)
        await asyncio.wait_for(self.logs.task, 30)
        self.texts.append(self.logs.text)


@pytest.fixture
async def oracle(tmp_path: Path) -> AsyncIterator[Service]:
    """A service of the test's own on the bot's database: what is legal, what is stored."""
    service = await Service.open(tmp_path / "hexhaven.db")
    yield service
    await service.close()


def slash_of(move: str) -> tuple[str, dict[str, str]]:
    """The slash command and options that make a move."""
    words = move.split()
    if words[0] == "offer":
        give, _, get = move.removeprefix("offer ").partition(" for ")
        return "trade offer", {"give": give, "get": get}
    if words[0] in ("accept", "decline", "cancel"):
        return f"trade {words[0]}", {}
    if words[0] == "build":
        return f"build {words[1]}", {"spot": words[2]}
    if words[0] == "robber":
        return "robber", {"move": move}
    if words[0] == "discard":
        return "discard", {"cards": move}
    return words[0], {}


def pick(legal: list[str], rng: random.Random) -> str | None:
    """A move of the most wanted kind the player has (a random one of that kind)."""
    for kind in WANTED:
        found = [m for m in legal if m == kind or m.startswith(kind + " ")]
        if found:
            return rng.choice(found)
    return None


async def next_move(
    service: Service, thread: str, people: dict[str, dict[str, Any]], rng: random.Random
) -> tuple[dict[str, Any], str]:
    """Someone awaited, and a move of theirs: an answer to an open offer first; now and then
    an offer of one card the current player holds for one they lack."""
    status = await service.tables.status(thread)
    legal = {user: await service.tables.legal(thread, user) for user in status.awaiting}
    for user, moves in legal.items():
        if "accept" in moves or "decline" in moves:
            return people[user], rng.choice([m for m in moves if m in ("accept", "decline")])
    for user, moves in legal.items():
        if "end" in moves and rng.random() < 0.3:
            view = (await service.tables.hand(thread, user)).view
            hand = dict(view["you"]["hand"]) if view is not None and view["you"] else {}
            held = [r for r in RESOURCES if hand.get(r, 0) > 0]
            lacking = [r for r in RESOURCES if r not in held]
            if held and lacking:
                return people[user], f"offer 1 {rng.choice(held)} for 1 {rng.choice(lacking)}"
        move = pick(moves, rng)
        if move is not None:
            return people[user], move
    raise AssertionError(f"no move to make for {status.awaiting}")


def transcript(fake: FakeDiscord, thread: str) -> str:
    """Every public message of the thread, in order, as one text."""
    return "\n".join(str(m.get("content") or "") for m in fake.state.public(thread))


async def kinds(service: Service, thread: str) -> str:
    """How many moves of each kind the log holds (`roll 12, end 11, …`)."""
    info = await service.tables.table_info(thread)
    assert info is not None
    async with service.store.reading() as db:
        logged = await actions.actions_after(db, info.id, 0)
    counted = Counter(
        " ".join(row.notation.split()[: 2 if row.notation.startswith("build") else 1])
        for row in logged
    )
    return ", ".join(f"{kind} {n}" for kind, n in counted.most_common())


async def unannounced(service: Service, thread: str, text: str) -> tuple[list[int], int]:
    """The moves of the log that the thread never showed, and how many moves are in the log.
    A move is known by its first public line; the same line may stand for several moves (`bob
    ended their turn.`), so the thread must show each line at least as often as the log has
    moves that say it (the latest moves that say it are the ones counted missing)."""
    info = await service.tables.table_info(thread)
    assert info is not None
    async with service.store.reading() as db:
        logged = await actions.actions_after(db, info.id, 0)
    saying: dict[str, list[int]] = {}
    for row in logged:
        lines = [str(line) for line in logged_lines(row.events, info.names) if line]
        if lines:
            saying.setdefault(lines[0], []).append(row.seq)
    missing: list[int] = []
    for line, seqs in saying.items():
        shown = text.count(line)
        missing += seqs[shown:]
    return sorted(missing), len(logged)


async def all_told(service: Service, timeout: float = 60.0) -> None:
    """Wait until no table's thread is owed a move (the restarted bot's catch-up)."""
    async with asyncio.timeout(timeout):
        while True:
            async with service.store.reading() as db:
                if not await owed.owed(db):
                    return
            await asyncio.sleep(0.05)


async def kill_round(
    fake: FakeDiscord,
    bot: Bot,
    oracle: Service,
    thread: str,
    people: dict[str, dict[str, Any]],
    rng: random.Random,
) -> int:
    """A few moves made whole, then one cut short by a kill, and the bot started again until
    every thread is told; how many versions the cut move stored (0 or 1)."""
    for _ in range(rng.randrange(0, 3)):
        user, move = await next_move(oracle, thread, people, rng)
        name, options = slash_of(move)
        answer = said(await fake.slash(user, thread, name, **options))
        assert answer.startswith("✅"), (move, answer)
    user, move = await next_move(oracle, thread, people, rng)
    before = (await oracle.tables.table_info(thread)).version  # type: ignore[union-attr]
    name, options = slash_of(move)
    await fake.slash(user, thread, name, wait=False, **options)
    await asyncio.sleep(rng.uniform(0.0, 0.15))
    await bot.kill()
    after = (await oracle.tables.table_info(thread)).version  # type: ignore[union-attr]
    await bot.start()
    await all_told(oracle)
    return after - before


async def test_moves_stored_before_a_kill_are_announced_after_the_restart(
    fake: FakeDiscord, tmp_path: Path, oracle: Service
) -> None:
    rng = random.Random(int(os.environ.get("HEXHAVEN_ANNOUNCE_SEED", "7")))
    env = environment(fake, fake.state.token, tmp_path / "hexhaven.db")
    code, _, err = await run(env, tmp_path, "sync", "--guild", fake.state.guild_id)
    assert code == 0, err
    bot = Bot(fake, env, tmp_path)
    await bot.start()
    names = ("alice", "bob", "carol")
    people = {p["id"]: p for p in (fake.person(n) for n in names)}
    alice, bob, carol = people.values()
    games = fake.state.text_channel["id"]
    assert "ready" in said(await fake.slash(alice, games, "game new", map="beginner"))
    thread = next(c["id"] for c in fake.state.channels.values() if c["type"] == PUBLIC_THREAD)
    await fake.slash(bob, thread, "game join")
    await fake.slash(carol, thread, "game join")
    assert said(await fake.slash(alice, thread, "game start")) == "The game is on!"
    table = (await oracle.tables.table_info(thread)).id  # type: ignore[union-attr]

    stored_at_kill = 0
    try:
        for _round in range(ROUNDS):
            async with asyncio.timeout(180):  # a guard against a hang, not a measure
                stored_at_kill += await kill_round(fake, bot, oracle, thread, people, rng)
    finally:
        await bot.stop()
    missing, moves = await unannounced(oracle, thread, transcript(fake, thread))
    repeats = transcript(fake, thread).count("📣")
    print(
        f"\nannouncements: {ROUNDS} kills, {stored_at_kill} of the killed moves stored, "
        f"{moves} moves in all ({await kinds(oracle, thread)}), {len(missing)} never "
        f"announced, {repeats} catch-up posts"
    )
    assert missing == [], missing
    version = (await oracle.tables.table_info(thread)).version  # type: ignore[union-attr]
    async with oracle.store.reading() as db:
        assert await owed.announced(db, table) == version
    assert all("Traceback" not in text for text in bot.texts), bot.texts
