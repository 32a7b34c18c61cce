"""Running the bot process: overrides for a test Discord, the database, the timers, signals."""

from __future__ import annotations

import asyncio
import logging
import signal
from functools import partial
from typing import Any, cast

import discord
import yarl
from discord.ext import commands

from bot.discord_app.client import HexhavenBot
from bot.memory import settle
from bot.metrics import serve as serve_metrics
from bot.pictures import Pictures
from bot.scheduling import SchedulerFactory, find_scheduler
from bot.service import Refusal, Service, TableOptions
from bot.service.computers import Thinking
from bot.settings import Settings, SettingsError
from bot.store.deadlines import Shards
from render import MapCache

log = logging.getLogger("hexhaven")


def point_at(settings: Settings) -> None:
    """Send REST and gateway traffic to the overrides (a test Discord), before any client exists."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


def check_turn_time(settings: Settings) -> None:
    """Refuse a default turn time that every new table would refuse."""
    try:
        TableOptions().with_changes({"turn_time": settings.turn_time})
    except Refusal as refusal:
        raise SettingsError(f"HEXHAVEN_TURN_TIME: {refusal.message}") from None


async def warm_up(pictures: Pictures) -> None:
    """Warm the pictures up; a failure is logged and costs only a slower first board."""
    try:
        ms = await pictures.warm_up()
    except Exception:
        log.exception("warming the pictures up failed; the first board will be slower")
    else:
        log.info("pictures warmed up in %.0f ms", ms)


class ShardedHexhavenBot(HexhavenBot, commands.AutoShardedBot):
    """Hexhaven on some shards of a bot that several processes serve: Discord sends
    this process the interactions of its shards' servers only."""


def make_bot(
    service: Service,
    settings: Settings,
    factory: SchedulerFactory | None,
    pictures: Pictures,
) -> HexhavenBot:
    """The client: sharded when `HEXHAVEN_SHARDS` is set, its timers then those of its shards'
    servers only."""
    if settings.shards is None or settings.shard_ids is None:
        return HexhavenBot(service, settings=settings, scheduler=factory, pictures=pictures)
    shards = Shards(settings.shards, settings.shard_ids)
    log.info("serving shards %s of %d", ",".join(map(str, shards.ids)), shards.total)
    if factory is not None:
        # The timers' own factory (`make_scheduler`) takes the shards.
        factory = partial(cast(Any, factory), shards=shards)
    sharded = ShardedHexhavenBot(
        service,
        settings=settings,
        scheduler=factory,
        pictures=pictures,
        shard_count=shards.total,
        shard_ids=list(shards.ids),
    )
    sharded.table_shards = shards
    return sharded


async def run(settings: Settings, scheduler: SchedulerFactory | None = None) -> int:
    """Log in and serve until SIGINT or SIGTERM; raises `SettingsError` for a refused token."""
    token = settings.require_token()
    check_turn_time(settings)
    point_at(settings)
    # Computer players think in a worker process by default, so a long search never holds
    # the bot's interpreter (HEXHAVEN_COMPUTER_WORKERS=thread keeps them in threads).
    service = await Service.open(settings.store, thinking=Thinking.from_env())
    log.info("database %s opened", service.store.name)
    factory = scheduler if scheduler is not None else find_scheduler()
    if factory is None:
        log.info("no turn-timer scheduler installed")
    pictures = Pictures(MapCache(settings.map_cache))
    bot = make_bot(service, settings, factory, pictures)
    try:
        metrics = await serve_metrics(
            settings, service, latency=lambda: bot.latency, shards=lambda: bot.table_shards
        )
    except OSError as exc:
        await service.close()
        where = f"{settings.metrics_host}:{settings.metrics_port}"
        raise SettingsError(
            f"HEXHAVEN_METRICS_PORT: cannot serve metrics on {where}: {exc}"
        ) from None
    if metrics is not None:
        bot.metrics = metrics.metrics
    # The web side inside this process only when asked (`python -m bot web` is the default).
    web_side = None
    if settings.web_in_bot:
        from bot.web.run import start_web

        try:
            web_side = await start_web(settings)
        except SettingsError:
            if metrics is not None:
                await metrics.stop()
            await service.close()
            raise
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    settle()  # start-up's objects out of the collector's passes (see bot.memory)
    warming = asyncio.create_task(warm_up(pictures))  # while the bot logs in
    try:
        async with bot:
            serving = asyncio.create_task(bot.start(token))
            stopping = asyncio.create_task(stop.wait())
            done, _ = await asyncio.wait({serving, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if serving in done:
                stopping.cancel()
                serving.result()
            else:
                log.info("stopping")
                await bot.close()
                await serving
    except discord.LoginFailure:
        raise SettingsError("Discord refused DISCORD_TOKEN: check the bot token.") from None
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        await warming
        if metrics is not None:
            await metrics.stop()
        if web_side is not None:
            await web_side.stop()
        await service.close()
    log.info("stopped")
    return 0


async def sync(settings: Settings, guild: int | None, everywhere: bool) -> str:
    """Register the slash commands with Discord: in one server (fast) or globally."""
    token = settings.require_token()
    point_at(settings)
    service = await Service.open(settings.store)
    bot = HexhavenBot(service, settings=settings)
    target = None if everywhere else (guild or settings.dev_guild)
    try:
        async with bot:
            try:
                await bot.login(token)
            except discord.LoginFailure:
                raise SettingsError("Discord refused DISCORD_TOKEN: check the bot token.") from None
            if target is not None:
                where = discord.Object(target)
                bot.tree.copy_global_to(guild=where)
                synced = await bot.tree.sync(guild=where)
                return f"Synced {len(synced)} commands to server {target}."
            synced = await bot.tree.sync()
            return (
                f"Synced {len(synced)} commands globally (they may take up to an hour to appear)."
            )
    finally:
        await service.close()
