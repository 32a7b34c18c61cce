"""`/league …` and `/profile`: the service decides; this turns options into its calls, and
its answers into private replies, pictures, and for a season's end a public post."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.autocomplete import league_names
from bot.discord_app.command_names import discord_catalogue
from bot.discord_app.commands import choice
from bot.discord_app.language import say_all, server_language
from bot.discord_app.lobby.cog import (
    LANGUAGE_CHOICES,
    MAPS,
    PRESETS,
    RULES,
    TIMEOUTS,
    VP_LEAST,
    VP_MOST,
    scenario_names,
)
from bot.discord_app.personal.cog import ON_OFF
from bot.discord_app.respond import Reply, clip, is_admin, user_of
from bot.service import User
from bot.service.league_settings import SERVER_LANGUAGE
from words import Catalogue

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

DAY = 86400
#: `/league settings language:` back to the server's language.
SERVER = SERVER_LANGUAGE[1]
FORFEITS = [choice(f"command.choice.forfeit.{v}", v) for v in ("last", "unrated")]
COMPUTERS = [choice(f"command.choice.computers.{v}", v) for v in ("unrated", "rated")]
WEB = [choice(f"command.choice.league_web.{v}", v) for v in ("public", "unlisted", "off")]


def web_link(bot: HexhavenBot, path: str | None, words: Catalogue) -> discord.ui.View | None:
    """A link button to a page of the web side, when it is on and the page exists."""
    address = bot.settings.web_address
    if address is None or path is None:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label=words.say("discord.web.open"), url=address + path))
    return view


async def league_admin(bot: HexhavenBot, interaction: discord.Interaction[Any]) -> bool:
    """Whether the user runs the server's leagues: Manage Server, or the league admin role."""
    if is_admin(interaction):
        return True
    if interaction.guild_id is None or not isinstance(interaction.user, discord.Member):
        return False
    role = await bot.service.leagues.admin_role(interaction.guild_id)
    return role is not None and any(str(r.id) == role for r in interaction.user.roles)


def _given(**options: object) -> dict[str, object]:
    return {k: v for k, v in options.items() if v is not None}


def _member(member: discord.Member | discord.User) -> User:
    return User(str(member.id), member.display_name)


#: The options of a league's games, described alike by `/league create` and `/league settings`.
_GAME_OPTIONS = dict(
    players="Players at every league game",
    rules="Base game, Cities & Knights, Seafarers, …",
    scenario="Seafarers: the scenario of every league game",
    preset="Rules edition",
    map="Board",
    vp="Victory points to win",
    turn_time="Time for each move, e.g. 12h, 2d",
    on_timeout="What happens when a player runs out of time",
)
_GAME_CHOICES = dict(rules=RULES, preset=PRESETS, map=MAPS, on_timeout=TIMEOUTS, forfeit=FORFEITS)


@app_commands.guild_only()
class Leagues(commands.GroupCog, group_name="league", group_description="Leagues and seasons"):
    """A server's leagues."""

    season = app_commands.Group(name="season", description="Open or close a league's season")

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="create", description="Create a league (server managers)")
    @app_commands.describe(
        name="The league's name",
        **_GAME_OPTIONS,
        forfeit="What a forfeit counts as",
        language="The language of its games and tournaments (default: the server's)",
        quiet_pause="Whether a player's clock waits in their quiet hours (default: on)",
    )
    @app_commands.choices(
        **_GAME_CHOICES,
        language=LANGUAGE_CHOICES,
        quiet_pause=ON_OFF,
    )
    @app_commands.autocomplete(scenario=scenario_names)
    async def create(
        self,
        interaction: discord.Interaction[Any],
        name: str,
        players: app_commands.Range[int, 3, 4] | None = None,
        rules: str | None = None,
        scenario: str | None = None,
        preset: str | None = None,
        map: str | None = None,
        vp: app_commands.Range[int, VP_LEAST, VP_MOST] | None = None,
        turn_time: str | None = None,
        on_timeout: str | None = None,
        forfeit: str | None = None,
        language: str | None = None,
        quiet_pause: str | None = None,
    ) -> None:
        """A new league (its games speak `language`, else the server's)."""
        reply = Reply(interaction)
        await reply.ack()
        settings = _given(
            players=players,
            rules=rules,
            scenario=scenario,
            preset=preset,
            map=map,
            vp=vp,
            turn_time=turn_time,
            timeout=on_timeout,
            forfeit=forfeit,
            language=language,
            quiet_pause=quiet_pause,
        )
        said = await self.bot.service.leagues.create(
            interaction.guild_id,
            user_of(interaction),
            name,
            settings,
            admin=await league_admin(self.bot, interaction),
        )
        await reply.say(said)

    @app_commands.command(name="settings", description="Show or change a league's settings")
    @app_commands.describe(
        league="Which league (default: the server's only one)",
        **_GAME_OPTIONS,
        strikes="Missed deadlines before a bot or forfeit takes the seat",
        forfeit="What a forfeit counts as",
        void_before_turn="A game abandoned before this turn is void",
        provisional="Games a rating stays provisional",
        carry="Share of the way σ moves back to a newcomer's at a season's end (e.g. 50%)",
        computers="Whether a game with a computer player is rated",
        language="The language of its games and tournaments (or the server's again)",
        quiet_pause="Whether a player's clock waits in their quiet hours",
        web="Its pages on the web: public, unlisted (by link only) or off (server managers)",
        undo="Whether players may take back moves that revealed nothing",
    )
    @app_commands.choices(
        **_GAME_CHOICES,
        quiet_pause=ON_OFF,
        computers=COMPUTERS,
        web=WEB,
        language=[*LANGUAGE_CHOICES, choice("command.choice.language.server", SERVER)],
    )
    @app_commands.autocomplete(league=league_names, scenario=scenario_names)
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        league: str | None = None,
        players: app_commands.Range[int, 3, 4] | None = None,
        rules: str | None = None,
        scenario: str | None = None,
        preset: str | None = None,
        map: str | None = None,
        vp: app_commands.Range[int, VP_LEAST, VP_MOST] | None = None,
        turn_time: str | None = None,
        on_timeout: str | None = None,
        strikes: app_commands.Range[int, 1, 20] | None = None,
        forfeit: str | None = None,
        void_before_turn: app_commands.Range[int, 0, 1000] | None = None,
        provisional: app_commands.Range[int, 0, 100] | None = None,
        carry: str | None = None,
        computers: str | None = None,
        language: str | None = None,
        quiet_pause: str | None = None,
        web: str | None = None,
        undo: bool | None = None,
    ) -> None:
        """The league's settings, changed first if any are given (admins; the web pages:
        server managers)."""
        reply = Reply(interaction)
        await reply.ack()
        changes = _given(
            players=players,
            rules=rules,
            scenario=scenario,
            preset=preset,
            map=map,
            vp=vp,
            turn_time=turn_time,
            timeout=on_timeout,
            strikes=strikes,
            forfeit=forfeit,
            void_before_turn=void_before_turn,
            provisional=provisional,
            carry=carry,
            computers=computers,
            language=language,
            quiet_pause=quiet_pause,
            web=web,
            undo=undo,
        )
        said = await self.bot.service.leagues.settings(
            interaction.guild_id,
            user_of(interaction),
            league,
            changes,
            admin=await league_admin(self.bot, interaction),
            manager=is_admin(interaction),
        )
        await reply.say(said)

    @season.command(name="start", description="Open a league's next season (league admins)")
    @app_commands.describe(league="Which league", days="How long it is planned to run")
    @app_commands.autocomplete(league=league_names)
    async def season_start(
        self,
        interaction: discord.Interaction[Any],
        league: str | None = None,
        days: app_commands.Range[int, 1, 3660] | None = None,
    ) -> None:
        """A new season."""
        reply = Reply(interaction)
        await reply.ack()
        ends = self.bot.service.now() + days * DAY if days else None
        said = await self.bot.service.leagues.start_season(
            interaction.guild_id,
            user_of(interaction),
            league,
            ends,
            admin=await league_admin(self.bot, interaction),
        )
        await reply.say(said)
        await self._announce(interaction, [said])

    @season.command(name="end", description="End a season: final standings, next season opens")
    @app_commands.describe(league="Which league")
    @app_commands.autocomplete(league=league_names)
    async def season_end(
        self, interaction: discord.Interaction[Any], league: str | None = None
    ) -> None:
        """Close the season; its final standings go up in the channel."""
        reply = Reply(interaction)
        await reply.ack()
        ended = await self.bot.service.leagues.end_season(
            interaction.guild_id,
            user_of(interaction),
            league,
            admin=await league_admin(self.bot, interaction),
        )
        public = server_language(interaction)
        png = await self.bot.pictures.standings(ended.standings, language=public)
        await self._announce(interaction, ended.lines, png, "standings.png")
        await reply.say(ended.lines[0])

    async def _announce(
        self,
        interaction: discord.Interaction[Any],
        lines: Sequence[str],
        png: bytes | None = None,
        filename: str = "",
    ) -> None:
        """Post in the channel for everyone, mentioning nobody, in the server's language."""
        channel = interaction.channel
        if not isinstance(channel, discord.abc.Messageable):
            return
        extra: dict[str, Any] = {}
        if png is not None:
            extra["file"] = discord.File(io.BytesIO(png), filename=filename)
        text = "\n".join(say_all(lines, discord_catalogue(server_language(interaction))))
        await channel.send(clip(text), allowed_mentions=discord.AllowedMentions.none(), **extra)

    @app_commands.command(name="standings", description="A league's standings, a page at a time")
    @app_commands.describe(
        league="Which league", page="Which page (10 players each)", season="Which season"
    )
    @app_commands.autocomplete(league=league_names)
    async def standings(
        self,
        interaction: discord.Interaction[Any],
        league: str | None = None,
        page: app_commands.Range[int, 1, 100000] = 1,
        season: app_commands.Range[int, 1, 100000] | None = None,
    ) -> None:
        """The standings, as a picture with its text."""
        reply = Reply(interaction)
        await reply.ack()
        found = await self.bot.service.leagues.standings(interaction.guild_id, league, page, season)
        words = await reply.words()
        png = await self.bot.pictures.standings(found, language=words.language)
        lines = say_all(found.lines, words)
        await reply.say(
            "\n".join(lines),
            file=discord.File(io.BytesIO(png), filename="standings.png"),
            view=web_link(self.bot, found.web, words),
        )

    @app_commands.command(name="versus", description="Head-to-head of two players in a league")
    @app_commands.describe(player="One player", other="The other", league="Which league")
    @app_commands.autocomplete(league=league_names)
    async def versus(
        self,
        interaction: discord.Interaction[Any],
        player: discord.Member,
        other: discord.Member,
        league: str | None = None,
    ) -> None:
        """How two players fared against each other."""
        reply = Reply(interaction)
        await reply.ack()
        said = await self.bot.service.leagues.versus(
            interaction.guild_id, league, _member(player), _member(other)
        )
        await reply.say(said)

    @app_commands.command(name="role", description="Set the role whose members run leagues")
    @app_commands.describe(role="The league admin role")
    async def role(self, interaction: discord.Interaction[Any], role: discord.Role) -> None:
        """Only server managers may name the league admin role."""
        reply = Reply(interaction)
        await reply.ack()
        said = await self.bot.service.leagues.set_admin_role(
            interaction.guild_id or 0,
            user_of(interaction),
            role.id,
            role.name,
            admin=is_admin(interaction),
        )
        await reply.say(said)


class Profiles(commands.Cog):
    """`/profile`."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(name="profile", description="A player's league rating and games")
    @app_commands.describe(player="Whose profile (default: yours)", league="Which league")
    @app_commands.autocomplete(league=league_names)
    @app_commands.guild_only()
    async def profile(
        self,
        interaction: discord.Interaction[Any],
        player: discord.Member | None = None,
        league: str | None = None,
    ) -> None:
        """The profile picture with its lines."""
        reply = Reply(interaction)
        await reply.ack()
        who = _member(player) if player is not None else user_of(interaction)
        found = await self.bot.service.leagues.profile(interaction.guild_id, league, who)
        words = await reply.words()
        png = await self.bot.pictures.profile(found, language=words.language)
        lines = say_all(found.lines, words)
        await reply.say(
            "\n".join(lines),
            file=discord.File(io.BytesIO(png), filename="profile.png"),
            view=web_link(self.bot, found.web, words),
        )
