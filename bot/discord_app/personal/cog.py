"""Your own settings: direct messages (reminders and private news), vacation, the language
Hexhaven speaks to you, your time zone and your quiet hours."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.commands import choice
from bot.discord_app.language import CLIENT_LANGUAGE, forget_words, reader_words
from bot.discord_app.respond import Reply, user_of
from bot.service.quiet import matching_zones
from bot.service.web_side import WEB_INITIALS
from bot.timers import DM_PREFERENCE
from words import say, speak
from words.languages import LANGUAGES, language_of

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

DAY = 86400
ON_OFF = [choice("command.choice.state.on", "on"), choice("command.choice.state.off", "off")]
VACATION = [*ON_OFF, choice("command.choice.state.status", "status")]
#: Following Discord: the user's client language decides (no choice of their own kept).
FOLLOW = "discord"
#: The languages by their own names, and following Discord's.
WEB_NAMES = [
    choice("command.choice.web_name.full", "full"),
    choice("command.choice.web_name.initials", "initials"),
]
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=lang.name, value=code) for code, lang in LANGUAGES.items()),
    choice("command.choice.language.discord", FOLLOW),
]


class Personal(commands.Cog):
    """Preferences and vacations, per user, through the service."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="reminders",
        description="Direct messages when it is your move, and news such as a card stolen from you",
    )
    @app_commands.describe(state="on: by direct message; off: as mentions in the game's thread")
    @app_commands.choices(state=ON_OFF)
    async def reminders(self, interaction: discord.Interaction[Any], state: str) -> None:
        """Turn direct messages on or off. Turning them on keeps the language of the user's
        Discord client, so the messages that no interaction brings are said in it."""
        reply = Reply(interaction)
        await reply.ack()
        user = user_of(interaction)
        await self.bot.service.people.set_preference(user, DM_PREFERENCE, state == "on")
        if state == "on":
            client = language_of(interaction.locale)
            await self.bot.service.people.set_preference(user, CLIENT_LANGUAGE, client)
        await reply.say(say(f"discord.reminders.{'on' if state == 'on' else 'off'}"))

    @app_commands.command(name="vacation", description="Pause your clocks at all your games")
    @app_commands.describe(
        state="on: go away; off: come back; status: days left",
        days="How long (default: all the days you have left this year)",
    )
    @app_commands.choices(state=VACATION)
    async def vacation(
        self,
        interaction: discord.Interaction[Any],
        state: str,
        days: app_commands.Range[float, 0.1, 366.0] | None = None,
    ) -> None:
        """Start, end or look at a vacation."""
        reply = Reply(interaction)
        await reply.ack()
        user = user_of(interaction)
        service = self.bot.service
        if state == "on":
            until = None if days is None else service.now() + days * DAY
            outcome = await service.people.start_vacation(user, until, guild=interaction.guild_id)
        elif state == "off":
            outcome = await service.people.end_vacation(user)
        else:
            outcome = await service.people.vacation(user, guild=interaction.guild_id)
        words = await reply.words()
        lines = [speak(line, words) for line in outcome.private.get(user.id, ())]
        await reply.say("\n".join(lines) or say("discord.done"))


class Settings(commands.GroupCog, group_name="settings", group_description="Your own settings"):
    """`/settings language`: the language of what only you read."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="language", description="The language of what only you see (default: Discord's)"
    )
    @app_commands.describe(language="A language, or follow your Discord language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction[Any], language: str) -> None:
        """Keep the user's own language, or forget it to follow Discord's again; answered in
        the language now in force."""
        reply = Reply(interaction)
        await reply.ack()
        code = None if language == FOLLOW else language
        user = user_of(interaction)
        await self.bot.service.people.set_language(user, code)
        self.bot.chosen_languages[user.id] = code
        forget_words(interaction)  # the answer is said in the language now chosen
        words = await reader_words(interaction)
        name = LANGUAGES[words.language].name
        said = "set" if code is not None else "follow"
        await reply.say(words.say(f"discord.settings.language.{said}", language=name))

    @app_commands.command(
        name="time_zone",
        description="Your time zone, for deadlines in your own time and your quiet hours",
    )
    @app_commands.describe(zone="A zone name, e.g. Europe/Amsterdam")
    async def time_zone(self, interaction: discord.Interaction[Any], zone: str) -> None:
        """Keep the user's time zone (an IANA name from the list); anything else is refused."""
        reply = Reply(interaction)
        await reply.ack()
        user = user_of(interaction)
        outcome = await self.bot.service.people.set_time_zone(user, zone)
        await self._say(reply, outcome.private.get(user.id, ()))

    @time_zone.autocomplete("zone")
    async def zone_names(
        self, interaction: discord.Interaction[Any], typed: str
    ) -> list[app_commands.Choice[str]]:
        """Only real zone names, those matching what was typed."""
        return [app_commands.Choice(name=n, value=n) for n in matching_zones(typed)]

    @app_commands.command(
        name="quiet_hours",
        description="Hours without pings, when your turn clock waits (leave both empty to clear)",
    )
    @app_commands.describe(start="When they start, e.g. 23:00", end="When they end, e.g. 08:00")
    async def quiet_hours(
        self,
        interaction: discord.Interaction[Any],
        start: app_commands.Range[str, 1, 20] | None = None,
        end: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        """Keep the user's quiet hours, in their time zone, or clear them (neither given)."""
        reply = Reply(interaction)
        await reply.ack()
        user = user_of(interaction)
        outcome = await self.bot.service.people.set_quiet_hours(user, start, end)
        await self._say(reply, outcome.private.get(user.id, ()))

    async def _say(self, reply: Reply, lines: tuple[str, ...]) -> None:
        words = await reply.words()
        await reply.say("\n".join(speak(line, words) for line in lines) or say("discord.done"))

    @app_commands.command(name="digest", description="A daily direct message about all your games")
    @app_commands.describe(time="Your local time, e.g. 08:00; or off")
    async def digest(self, interaction: discord.Interaction[Any], time: str) -> None:
        """Set or turn off the daily digest, at a local time of the user's time zone. Setting
        it keeps the client's language, as `/reminders on` does, for the messages no
        interaction brings."""
        reply = Reply(interaction)
        await reply.ack()
        user = user_of(interaction)
        said = await self.bot.service.catchups.set_digest(user, time)
        if time.strip().lower() != "off":
            client = language_of(interaction.locale)
            await self.bot.service.people.set_preference(user, CLIENT_LANGUAGE, client)
        await reply.say(said)

    @app_commands.command(name="web", description="How your name shows on leagues' web pages")
    @app_commands.describe(name="Your display name, or initials")
    @app_commands.choices(name=WEB_NAMES)
    async def web(self, interaction: discord.Interaction[Any], name: str) -> None:
        """Be shown on the leagues' web pages by display name or by initials."""
        reply = Reply(interaction)
        await reply.ack()
        wanted = name == "initials"
        await self.bot.service.people.set_preference(user_of(interaction), WEB_INITIALS, wanted)
        await reply.say(say(f"discord.settings.web.{'initials' if wanted else 'full'}"))
