"""Benchmark of the Discord adapter under simcord: the time from an interaction reaching the
bot to its acknowledgement (Discord allows 3 s), with many games played at once. Prints
figures; asserts nothing.

    python bench/bot.py                      # 100 games, 20 rounds of one move in each game
    python bench/bot.py --games 20 --rounds 5

Each round sends one interaction to every game at the same moment (a slash command for the
awaited player's move, or an autocomplete query), lets the bot work them all off, and measures
for each: the acknowledgement (the deferral, or the autocomplete answer) and the private reply
that follows. Board pictures are rendered as in production, in worker threads.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord
import simcord
from simcord import interactions as wire
from simcord.actors import _resolve_visible_command

from bot.discord_app.client import HexhavenBot
from bot.service import Service

ACKS = ("defer", "send_message", "edit_message", "send_modal", "autocomplete")


class Clock:
    """When each interaction was sent, acknowledged and answered (perf_counter seconds)."""

    def __init__(self) -> None:
        self.sent: dict[int, float] = {}
        self.kind: dict[int, str] = {}
        self.token: dict[str, int] = {}
        self.acked: dict[int, float] = {}
        self.answered: dict[int, float] = {}
        self.followed_up: set[int] = set()

    def install(self) -> None:
        """Wrap discord.py's acknowledgements and follow-ups to note their times."""
        for name in ACKS:
            original = getattr(discord.InteractionResponse, name)

            async def timed(self_: Any, *args: Any, _original: Any = original, **kw: Any) -> Any:
                result = await _original(self_, *args, **kw)
                ident = self_._parent.id
                now = time.perf_counter()
                clock.acked.setdefault(ident, now)
                clock.answered[ident] = now
                return result

            setattr(discord.InteractionResponse, name, timed)
        send = discord.Webhook.send

        async def followup(self_: Any, *args: Any, **kw: Any) -> Any:
            result = await send(self_, *args, **kw)
            ident = clock.token.get(self_.token or "")
            if ident is not None and ident not in clock.followed_up:
                clock.answered[ident] = time.perf_counter()
                clock.followed_up.add(ident)
            return result

        discord.Webhook.send = followup  # type: ignore[method-assign]


clock = Clock()


def emit(
    env: simcord.Env,
    actor: Any,
    channel: Any,
    name: str,
    kind: int,
    options: dict[str, Any],
    focused: str | None = None,
) -> None:
    """Send one interaction to the bot without waiting for it (simcord's actors wait)."""
    parts = name.split()
    root = _resolve_visible_command(actor, channel.id, parts[0], 1)
    leaf, nesting = wire.walk_to_subcommand(root, parts[1:])
    filled = {k: v for k, v in options.items() if k != focused}
    leaf_options, _ = wire.build_options(
        actor, name, leaf, filled, partial=focused is not None, channel_id=channel.id
    )
    if focused is not None:
        declared = {o["name"]: o for o in leaf.get("options") or []}
        leaf_options.append(
            {
                "name": focused,
                "type": declared[focused]["type"],
                "value": options[focused],
                "focused": True,
            }
        )
    data = {
        "id": root["id"],
        "name": root["name"],
        "type": 1,
        "options": wire.nest_options(root, nesting, leaf_options),
    }
    _record, payload = wire.base_payload(
        env.backend,
        type=kind,
        channel_id=channel.id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    ident = int(payload["id"])
    clock.sent[ident] = time.perf_counter()
    clock.kind[ident] = "autocomplete" if kind == 4 else name
    clock.token[payload["token"]] = ident
    env.backend.emit("INTERACTION_CREATE", payload)


def command_for(move: str) -> tuple[str, dict[str, Any]]:
    """The slash command that makes a move."""
    words = move.split()
    if words[0] == "build":
        return f"build {words[1]}", {"spot": words[2]}
    if words[0] in ("roll", "end"):
        return words[0], {}
    if words[0] == "discard":
        return "discard", {"cards": move}
    if words[0] == "robber":
        return "robber", {"move": move}
    if words[0] == "buy":
        return "buy", {}
    return "play", {"card": move}


def choose(legal: list[str], rng: random.Random) -> str:
    for prefix in ("roll", "discard", "robber", "build settlement", "build city", "build road"):
        found = [m for m in legal if m.startswith(prefix)]
        if found and (prefix != "build road" or "end" not in legal or rng.random() < 0.3):
            return rng.choice(found)
    return "end" if "end" in legal else legal[0]


def figures(label: str, values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    if not ms:
        return f"{label:<34} (none)"
    p = statistics.quantiles(ms, n=100, method="inclusive") if len(ms) > 1 else ms * 99
    spread = f"p50 {p[49]:7.1f} ms  p99 {p[98]:7.1f} ms  max {ms[-1]:7.1f} ms"
    return f"{label:<34} n={len(ms):>5}  {spread}"


async def main(games: int, rounds: int) -> None:
    logging.basicConfig(level=logging.ERROR)
    clock.install()
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as scratch:
        service = await Service.open(Path(scratch) / "bench.db", rng=random.Random(2))
        bot = HexhavenBot(service)
        async with simcord.run(bot, settle_timeout=300) as env:
            await bot.tree.sync()
            guild = env.create_guild()
            channel = guild.create_text_channel("games")
            people = [guild.add_member(env.create_user(f"p{i}")) for i in range(3)]
            by_id = {str(p.id): p for p in people}
            threads = []
            started = time.perf_counter()
            for _ in range(games):
                before = {t.id for t in channel.threads}
                await people[0].slash(channel, "game new", map="variable")
                thread = next(t for t in channel.threads if t.id not in before)
                await people[1].slash(thread, "game join")
                await people[2].slash(thread, "game join")
                await people[0].slash(thread, "game start")
                threads.append(thread)
            print(f"{games} games opened and started in {time.perf_counter() - started:.1f} s")
            clock.sent.clear()
            started = time.perf_counter()
            for round_ in range(rounds):
                for thread in threads:
                    waiting = (await service.tables.status(thread.id)).awaiting
                    if not waiting:
                        continue
                    actor = by_id[waiting[0]]
                    if round_ % 5 == 4:
                        emit(env, actor, thread, "build road", 4, {"spot": ""}, focused="spot")
                        continue
                    move = choose(await service.tables.legal(thread.id, waiting[0]), rng)
                    name, options = command_for(move)
                    emit(env, actor, thread, name, 2, options)
                await env.settle(timeout=300)
            elapsed = time.perf_counter() - started
        await service.close()
    sent = clock.sent
    acks = [clock.acked[i] - sent[i] for i in sent if i in clock.acked]
    print(f"{len(sent)} interactions in {rounds} bursts of up to {games} at once, {elapsed:.1f} s")
    print(figures("interaction -> acknowledgement", acks))
    by_kind: dict[str, list[float]] = defaultdict(list)
    for i in sent:
        if i in clock.acked:
            by_kind[clock.kind[i]].append(clock.acked[i] - sent[i])
    for kind, values in sorted(by_kind.items()):
        print(
            figures(
                f"  ack of /{kind}" if kind != "autocomplete" else "  autocomplete answer", values
            )
        )
    replies = [
        clock.answered[i] - sent[i]
        for i in sent
        if i in clock.answered and clock.kind[i] != "autocomplete"
    ]
    print(figures("interaction -> private reply", replies))
    missing = [i for i in sent if i not in clock.acked]
    print(f"never acknowledged: {len(missing)}; acknowledged after 3 s: {sum(a > 3 for a in acks)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    asyncio.run(main(args.games, args.rounds))
