"""`/tournament …`: the service decides; this turns options into its calls, opens a thread
for each table of a round (the service seats and starts its game), pings the seated players,
and posts the rounds and the final ranking in the tournament's channel."""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.autocomplete import league_names
from bot.discord_app.command_names import discord_catalogue
from bot.discord_app.language import game_words, say_all
from bot.discord_app.leagues.cog import league_admin
from bot.discord_app.publish import mentions
from bot.discord_app.respond import Reply, clip, user_of
from bot.service import Refusal
from bot.service.rounds import Advance, PlannedTable, Ranking
from words import Catalogue, speak
from words.common import listed
from words.languages import language_of

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

log = logging.getLogger("hexhaven.discord")


@app_commands.guild_only()
class Tournaments(
    commands.GroupCog, group_name="tournament", group_description="Swiss tournaments of a league"
):
    """A league's Swiss tournaments."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="create", description="Create a Swiss tournament (league admins)")
    @app_commands.describe(
        name="The tournament's name",
        rounds="How many rounds",
        table_size="Players at each table: the league's count (the default; 3 to 6)",
        signup="How long sign-up stays open, e.g. 2d",
        round_time="How long each round lasts, e.g. 7d",
        league="Which league (default: the server's only one)",
    )
    @app_commands.autocomplete(league=league_names)
    async def create(
        self,
        interaction: discord.Interaction[Any],
        name: str,
        rounds: app_commands.Range[int, 1, 12],
        table_size: app_commands.Range[int, 3, 6] | None = None,
        signup: str = "2d",
        round_time: str = "7d",
        league: str | None = None,
    ) -> None:
        """A new tournament; its announcements and its tables' threads go to this channel (the
        thread's channel when asked in a thread)."""
        reply = Reply(interaction)
        await reply.ack()
        home = interaction.channel_id or 0
        if isinstance(interaction.channel, discord.Thread):
            home = interaction.channel.parent_id
        said = await self.bot.service.tournaments.create(
            interaction.guild_id,
            home,
            user_of(interaction),
            league,
            name,
            rounds,
            table_size,
            signup,
            round_time,
            admin=await league_admin(self.bot, interaction),
        )
        await reply.say(said)
        await self._post(home, [said])

    @app_commands.command(name="join", description="Sign up for a tournament")
    @app_commands.describe(name="Which tournament (default: the newest)", league="Which league")
    @app_commands.autocomplete(league=league_names)
    async def join(
        self,
        interaction: discord.Interaction[Any],
        name: str | None = None,
        league: str | None = None,
    ) -> None:
        """Sign up."""
        reply = Reply(interaction)
        await reply.ack()
        said = await self.bot.service.tournaments.join(
            interaction.guild_id, user_of(interaction), league, name
        )
        await reply.say(said)

    @app_commands.command(name="leave", description="Withdraw from a tournament before it starts")
    @app_commands.describe(name="Which tournament (default: the newest)", league="Which league")
    @app_commands.autocomplete(league=league_names)
    async def leave(
        self,
        interaction: discord.Interaction[Any],
        name: str | None = None,
        league: str | None = None,
    ) -> None:
        """Withdraw."""
        reply = Reply(interaction)
        await reply.ack()
        said = await self.bot.service.tournaments.leave(
            interaction.guild_id, user_of(interaction), league, name
        )
        await reply.say(said)

    @app_commands.command(name="start", description="Close sign-up and start round 1 (admins)")
    @app_commands.describe(name="Which tournament (default: the newest)", league="Which league")
    @app_commands.autocomplete(league=league_names)
    async def start(
        self,
        interaction: discord.Interaction[Any],
        name: str | None = None,
        league: str | None = None,
    ) -> None:
        """Pair round 1 and open its tables."""
        reply = Reply(interaction)
        await reply.ack()
        moved = await self.bot.service.tournaments.start(
            interaction.guild_id,
            user_of(interaction),
            league,
            name,
            admin=await league_admin(self.bot, interaction),
        )
        await reply.say(moved.lines[0])
        await self.run(moved)

    @app_commands.command(
        name="advance", description="Move a round on once its games end or its deadline passed"
    )
    @app_commands.describe(name="Which tournament (default: the newest)", league="Which league")
    @app_commands.autocomplete(league=league_names)
    async def advance(
        self,
        interaction: discord.Interaction[Any],
        name: str | None = None,
        league: str | None = None,
    ) -> None:
        """An admin moves the round on."""
        reply = Reply(interaction)
        await reply.ack()
        moved = await self.bot.service.tournaments.advance(
            interaction.guild_id,
            user_of(interaction),
            league,
            name,
            admin=await league_admin(self.bot, interaction),
        )
        await reply.say(moved.lines[0])
        await self.run(moved)

    @app_commands.command(name="standings", description="A tournament's ranking so far")
    @app_commands.describe(name="Which tournament (default: the newest)", league="Which league")
    @app_commands.autocomplete(league=league_names)
    async def standings(
        self,
        interaction: discord.Interaction[Any],
        name: str | None = None,
        league: str | None = None,
    ) -> None:
        """The ranking, as a picture with its text (for the asker)."""
        reply = Reply(interaction)
        await reply.ack()
        found = await self.bot.service.tournaments.ranking(interaction.guild_id, league, name)
        words = await reply.words()
        png = await self.bot.pictures.ranking(found, language=words.language)
        lines = say_all(found.lines, words)
        await reply.say(
            "\n".join(lines), file=discord.File(io.BytesIO(png), filename="ranking.png")
        )

    # Running the rounds.

    async def after_game(self, table_id: int) -> None:
        """A game ended: if it closed its tournament round, move the tournament on."""
        moved = await self.bot.service.tournaments.after_game(table_id)
        if moved is not None:
            await self.run(moved)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """After a restart: open (or start) the tables of running rounds still waiting."""
        for channel, plan in await self.bot.service.tournaments.pending_tables():
            await self._open(int(channel), plan)

    async def run(self, moved: Advance) -> None:
        """Post what moving on did: abandoned games in their threads, then the round (or the
        final ranking) in the tournament's channel, then each new table in its own thread."""
        for channel, outcome in moved.abandoned:
            await self.bot.publisher.post(int(channel), outcome, actor=None)
        home = int(moved.channel)
        await self._post(home, moved.lines, moved.final)
        for plan in moved.tables:
            await self._open(home, plan)

    async def _open(self, home: int, plan: PlannedTable) -> None:
        """A thread for the table, its game opened and started there, its players pinged."""
        try:
            channel = await self.bot.publisher.channel(home)
            if not isinstance(channel, discord.TextChannel):
                return
            words = _server_words(channel)
            thread_id = int(plan.thread) if plan.thread else None
            if thread_id is None:
                starter = await channel.send(
                    clip(f"🏆 {listed(words, plan.names)}"),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
                title = words.say("discord.tournament.thread", round=plan.round, table=plan.number)
                thread = await starter.create_thread(name=title[:100])
                thread_id = thread.id
            outcome = await self.bot.service.tournaments.open_table(
                channel.guild.id, plan, thread_id, language=words.language
            )
            if outcome is None:
                return
            target = await self.bot.publisher.channel(thread_id)
            text, allowed = mentions(list(plan.players))
            first = speak(outcome.public[0], game_words(outcome.info) if outcome.info else words)
            await target.send(clip(f"{first}\n{text}"), allowed_mentions=allowed)
            rest = replace(outcome, public=outcome.public[1:])
            await self.bot.publisher.post(thread_id, rest, actor=None)
        except (discord.HTTPException, Refusal):
            log.exception("could not open tournament table %s", plan)

    async def _post(
        self, channel_id: int | None, lines: Sequence[str], final: Ranking | None = None
    ) -> None:
        """Post in the tournament's channel for everyone, mentioning nobody, in the server's
        language (with the `final` ranking's picture, drawn in it)."""
        if channel_id is None:
            return
        channel = await self.bot.publisher.channel(channel_id)
        words = _server_words(channel)
        text = "\n".join(say_all(lines, words))
        extra: dict[str, Any] = {}
        if final is not None:
            png = await self.bot.pictures.ranking(final, language=words.language)
            extra["file"] = discord.File(io.BytesIO(png), filename="ranking.png")
        await channel.send(clip(text), allowed_mentions=discord.AllowedMentions.none(), **extra)


def _server_words(channel: object) -> Catalogue:
    """The words of a server's public posts (its preferred locale), English outside a server."""
    guild = getattr(channel, "guild", None)
    return discord_catalogue(language_of(guild.preferred_locale if guild is not None else None))
