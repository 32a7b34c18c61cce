"""The bot: its dependencies come in through the constructor (the service, the pictures, an
optional timer scheduler); `setup_hook` loads one extension per area of the game (each package
of `bot.discord_app` with a `setup()`: its commands and its components) and registers the
persistent components."""

from __future__ import annotations

import logging
import pkgutil
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import bot.discord_app as package
from bot.discord_app.announce import Announcer
from bot.discord_app.commands import Translator
from bot.discord_app.components import Component, Handlers
from bot.discord_app.errors import report
from bot.discord_app.publish import Publisher
from bot.metrics import Metrics
from bot.pictures import Pictures
from bot.scheduling import Scheduler, SchedulerFactory, call
from bot.service import Outcome, Service
from bot.service.catchup import DIRECT
from bot.settings import Settings
from bot.store.deadlines import Shards

log = logging.getLogger("hexhaven.discord")


def extensions() -> list[str]:
    """The areas of the adapter (lobby, turn, build, trade, cards, info, personal, leagues,
    tournaments): every subpackage of `bot.discord_app`, each an extension whose `setup()`
    adds its commands and its component handlers."""
    found = pkgutil.iter_modules(package.__path__, f"{package.__name__}.")
    return sorted(module.name for module in found if module.ispkg)


class HexhavenBot(commands.Bot):
    """Hexhaven on Discord."""

    def __init__(
        self,
        service: Service,
        *,
        settings: Settings | None = None,
        pictures: Pictures | None = None,
        scheduler: SchedulerFactory | None = None,
        **options: Any,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, **options)
        self.service = service
        self.settings = settings or Settings()
        self.pictures = pictures or Pictures()
        self.publisher = Publisher(self)
        self.announcer = Announcer(self)
        # The shards this process serves (None: all of them): the tables it tells.
        self.table_shards: Shards | None = None
        self.scheduler_factory = scheduler
        self.scheduler: Scheduler | None = None
        self.handlers = Handlers()
        # Each user's own language (None: their Discord client's), read once and kept up to date
        # by `/settings language`, so that a move still reads the store once.
        self.chosen_languages: dict[str, str | None] = {}
        # Called with a table's id after its game ends and its summary is posted (the
        # tournaments area moves a round on with it).
        self.after_game: list[Callable[[int], Awaitable[None]]] = []
        # The operator's metrics, when served (`bot.metrics`): told of every failure reported.
        self.metrics: Metrics | None = None

    async def setup_hook(self) -> None:
        """Register the persistent components and commands; start the timers, if any."""
        self.add_dynamic_items(Component)
        await self.tree.set_translator(Translator())
        for extension in extensions():
            await self.load_extension(extension)
        self.tree.error(self.on_command_error_reply)
        if self.scheduler_factory is not None:
            self.scheduler = self.scheduler_factory(self.service, self.deliver)
            await call(self.scheduler.start)
        self.announcer.start()

    async def on_ready(self) -> None:
        """Say so, once connected."""
        user = self.user
        log.info(
            "READY: logged in as %s (id %s), in %d server(s)",
            user,
            user.id if user else "?",
            len(self.guilds),
        )
        if self.announcer.started:
            # Connected again after a new session: what the threads missed meanwhile.
            self.announcer.nudge(self.announcer.settle / 6)

    async def on_resumed(self) -> None:
        """Back after a lost connection: tell the tables what they missed meanwhile."""
        self.announcer.nudge(self.announcer.settle / 6)

    async def on_command_error_reply(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """A failed command: a short private sentence (and a log line for the unexpected)."""
        await report(interaction, error)

    async def deliver(self, channel: int | str, outcome: Outcome) -> None:
        """Post an outcome no interaction caused (a timer's), the same way as a move's; a
        digest's (`DIRECT`) goes by direct message."""
        if channel == DIRECT:
            await self.publisher.digest(outcome)
            return
        await self.publisher.post(int(channel), outcome, actor=None)

    async def close(self) -> None:
        """Stop the timers, let the moves being made and posted finish, then disconnect."""
        self.announcer.stop()
        if self.scheduler is not None:
            await call(self.scheduler.stop)
            self.scheduler = None
        await self.publisher.settled()
        await super().close()
