"""`/game …`: open a table in a thread of its own, join, leave, start, kick, abandon."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.actions import channel_of, publish
from bot.discord_app.autocomplete import league_names
from bot.discord_app.command_names import discord_catalogue
from bot.discord_app.commands import choice, text
from bot.discord_app.language import reader_words, server_language
from bot.discord_app.personal.cog import ON_OFF
from bot.discord_app.respond import Reply, is_admin, user_of
from bot.service import Refusal, User, rule_data, rule_sets
from bot.service.options import LEVELS, has_scenarios, scenario_text, scenarios
from words import Catalogue, Phrase, say, speak
from words.languages import LANGUAGES

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

log = logging.getLogger("hexhaven.discord")

BASE = rule_data()
#: Every rule set's data; the choices offer the union of their presets and maps, and the
#: engine refuses (with a sentence) a preset or target the chosen rule set does not have.
RULE_DATA = {name: rule_data(name) for name in rule_sets()}
RULES = [choice(f"command.choice.rules.{n}", n) for n in RULE_DATA]
PRESETS = [
    choice(f"command.choice.preset.{n}", n)
    for n in dict.fromkeys(p for d in RULE_DATA.values() for p in d["presets"])
]
MAPS = [
    choice(f"command.choice.map.{n}", n)
    for n in dict.fromkeys(m for d in RULE_DATA.values() for m in d["maps"])
]
VP_LEAST = min(d["vp_range"][0] for d in RULE_DATA.values())
VP_MOST = max(d["vp_range"][1] for d in RULE_DATA.values())
TIMEOUTS = [
    choice(f"command.choice.timeout.{v}", v)
    for v in ("ping", "default", "skip", "bot", "forfeit", "computer")
]
LEVEL_CHOICES = [choice(f"command.choice.level.{level}", level) for level in LEVELS]
WEB_GAMES = [choice(f"command.choice.web_games.{v}", v) for v in ("on", "off", "status")]
#: The languages a table may speak, each by its own name (as a player looks for it).
LANGUAGE_CHOICES = [
    app_commands.Choice(name=lang.name, value=code) for code, lang in LANGUAGES.items()
]
SEATS_MOST = max(d["seats"][1] for d in RULE_DATA.values())
SEATS_LEAST = min(d["seats"][0] for d in RULE_DATA.values())


async def scenario_names(
    interaction: discord.Interaction[Any], typed: str
) -> list[app_commands.Choice[str]]:
    """Seafarers' scenarios the engine has a map for, with their player counts and VP target
    (`Heading for New Shores · 3–4 players · 14 VP`) in the reader's language, matching what
    was typed (in that language or in English): those of the rules chosen in the same command
    (C&K with Seafarers offers three), else Seafarers'."""
    w = await reader_words(interaction)
    typed_words = typed.lower().split()
    chosen = getattr(interaction.namespace, "rules", None)
    rules = chosen if chosen in RULE_DATA and has_scenarios(chosen) else "seafarers"
    found = []
    for name in scenarios(rules=rules):
        english = scenario_text(name, rules)
        label = speak(english, w)
        if all(t in f"{label} {english} {name}".lower() for t in typed_words):
            found.append((label, name))
    return [app_commands.Choice(name=label[:100], value=name) for label, name in found[:25]]


async def _take_back(thread: discord.Thread | None, starter: discord.Message) -> None:
    """Remove what was posted for a table that then failed to open: the thread, then the
    message it hangs from, each on its own, so that one failing (deleting a thread needs the
    Manage Threads permission) still leaves the other removed; a failure is logged."""
    parts: list[tuple[str, discord.Thread | discord.Message]] = [("opening message", starter)]
    if thread is not None:
        parts.insert(0, ("thread", thread))
    for what, part in parts:
        try:
            await part.delete()
        except discord.HTTPException as error:
            log.info("could not delete the %s %s of a table not opened: %s", what, part.id, error)


@app_commands.guild_only()
class Lobby(commands.GroupCog, group_name="game", group_description="Open, join and run a table"):
    """The table's life outside of turns."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    async def _options(
        self, interaction: discord.Interaction[Any], given: dict[str, Any]
    ) -> dict[str, Any]:
        options = {k: v for k, v in given.items() if v is not None}
        if "turn_time" not in options and interaction.guild_id is not None:
            server = await self.bot.service.people.server_settings(interaction.guild_id)
            if "turn_time" not in server:
                options["turn_time"] = self.bot.settings.turn_time
        return options

    @app_commands.command(name="new", description="Open a Catan table in a new thread")
    @app_commands.describe(
        rules="Base game, Cities & Knights, Seafarers, or the game for two (2 seats pick it)",
        scenario="Seafarers: the scenario (3-4 players)",
        preset="Rules edition",
        map="Board",
        vp=text("command.game.new.option.vp.description", least=VP_LEAST, most=VP_MOST),
        turn_time="Time for each move, e.g. 12h, 2d (default from the server)",
        on_timeout="What happens when a player runs out of time",
        league="A rated game of this league (its settings apply)",
        switches="Rule switches, e.g. dirty_trick=true saboteur_edition=first",
        bots="Computer players to fill that many seats at once",
        players="The most players the table seats (default: as many as the rules take)",
        level="The computer players' level (filling seats, or standing in on timeout)",
        language="The table's language (default: the server's)",
        quiet_pause="Whether a player's clock waits in their quiet hours (default: on)",
        undo="Whether players may take back moves that revealed nothing (default: on)",
        explain="Whether the end explains each computer player's plan (default: on)",
        think="Seconds a strong or hard computer player may think per move",
    )
    @app_commands.choices(
        rules=RULES,
        preset=PRESETS,
        map=MAPS,
        on_timeout=TIMEOUTS,
        level=LEVEL_CHOICES,
        language=LANGUAGE_CHOICES,
        quiet_pause=ON_OFF,
        explain=ON_OFF,
    )
    @app_commands.autocomplete(league=league_names, scenario=scenario_names)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        rules: str | None = None,
        preset: str | None = None,
        map: str | None = None,
        vp: app_commands.Range[int, VP_LEAST, VP_MOST] | None = None,
        turn_time: str | None = None,
        on_timeout: str | None = None,
        league: str | None = None,
        switches: str | None = None,
        bots: app_commands.Range[int, 0, SEATS_MOST - 1] = 0,
        level: str | None = None,
        scenario: str | None = None,
        language: str | None = None,
        quiet_pause: str | None = None,
        undo: bool | None = None,
        players: app_commands.Range[int, SEATS_LEAST, SEATS_MOST] | None = None,
        explain: str | None = None,
        think: str | None = None,
    ) -> None:
        """Open a table: a thread from a message in this channel, with the lobby buttons. A
        league game takes the league's settings (the service refuses any other). `bots`
        computer players take seats at once; `players` caps the seats (the service refuses a
        count the rules are not played by, with the reason). The table speaks `language`, else
        the server's preferred one."""
        reply = Reply(interaction)
        await reply.ack()
        user = user_of(interaction)
        given = {"rules": rules, "preset": preset, "map": map, "vp_to_win": vp}
        given |= {"turn_time": turn_time, "timeout": on_timeout, "switches": switches}
        given |= {
            "level": level,
            "scenario": scenario,
            "quiet_pause": quiet_pause,
            "undo": undo,
            "players": players,
        }
        given |= {"explain": explain, "think": think}
        server = server_language(interaction)
        # A league game told no language speaks the league's, if it chose one (the service
        # knows), else the server's, as any other table does.
        given["language"] = language or (None if league else server)
        if league is None:
            options = await self._options(interaction, given)
        else:
            options = {k: v for k, v in given.items() if v is not None}
        # Whatever can be refused is refused here, before anything is posted in the channel.
        settings = await self.bot.service.lobby.check_table(
            options, guild=interaction.guild_id, league=league, bots=bots, language=server
        )
        words = discord_catalogue(settings.language)
        thread, starter = await self._thread(interaction, user, words)
        try:
            outcome = await self.bot.service.lobby.create_table(
                thread.id,
                user,
                options,
                guild=interaction.guild_id,
                league=league,
                bots=bots,
                language=server,
            )
        except Exception:
            # Refused only now (the league changed meanwhile, say): take back what was posted.
            if starter is not None:
                await _take_back(thread, starter)
            raise
        if outcome.language != words.language:
            words = discord_catalogue(outcome.language)
        if starter is not None:
            await starter.edit(
                content=words.say("discord.lobby.opened", player=user.name, thread=thread.mention)
            )
        await self.bot.publisher.post(thread.id, outcome, actor=user.id)
        await reply.say(say("discord.lobby.ready", thread=thread.mention))

    async def _thread(
        self, interaction: discord.Interaction[Any], user: User, words: Catalogue
    ) -> tuple[discord.Thread, discord.Message | None]:
        """The table's thread (and the message it hangs from), named in the game's language."""
        channel = interaction.channel
        if isinstance(channel, discord.Thread):
            return channel, None
        if not isinstance(channel, discord.TextChannel):
            raise Refusal("wrong_place", say("discord.error.wrong_place"))
        starter = await channel.send(
            words.say("discord.lobby.opening", player=user.name),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        name = words.say("discord.lobby.thread", player=user.name)[:100]
        try:
            thread = await starter.create_thread(name=name)
        except Exception:
            await _take_back(None, starter)
            raise
        return thread, starter

    @app_commands.command(name="join", description="Take a seat at this thread's table")
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        """Take a seat."""
        await Reply(interaction).ack()
        outcome = await self.bot.service.lobby.join(channel_of(interaction), user_of(interaction))
        await Reply(interaction).say(say("discord.lobby.seated"))
        await publish(self.bot, interaction, outcome)

    @app_commands.command(name="leave", description="Give up your seat before the game starts")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        """Leave the table."""
        await Reply(interaction).ack()
        outcome = await self.bot.service.lobby.leave(channel_of(interaction), user_of(interaction))
        await Reply(interaction).say(say("discord.lobby.left"))
        await publish(self.bot, interaction, outcome)

    @app_commands.command(name="start", description="Start the game (host or server manager)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        """Start the game in a random seat order."""
        await Reply(interaction).ack()
        outcome = await self.bot.service.play.start(
            channel_of(interaction), user_of(interaction), admin=is_admin(interaction)
        )
        await Reply(interaction).say(say("discord.lobby.started"))
        await publish(self.bot, interaction, outcome)

    @app_commands.command(name="kick", description="Remove a player before the game starts")
    @app_commands.describe(player="Who to remove")
    async def kick(self, interaction: discord.Interaction[Any], player: discord.Member) -> None:
        """The host (or a server manager) removes someone from the table."""
        await Reply(interaction).ack()
        target = User(str(player.id), player.display_name)
        outcome = await self.bot.service.lobby.kick(
            channel_of(interaction), user_of(interaction), target, admin=is_admin(interaction)
        )
        await Reply(interaction).say(say("discord.lobby.kicked", player=player.display_name))
        await publish(self.bot, interaction, outcome)

    @app_commands.command(
        name="substitute", description="Ask to take over a seat left open by a missing player"
    )
    @app_commands.describe(seat="Whose seat (default: the first open one)")
    async def substitute(
        self, interaction: discord.Interaction[Any], seat: str | None = None
    ) -> None:
        """Ask the host for an open seat."""
        await Reply(interaction).ack()
        outcome = await self.bot.service.play.request_substitute(
            channel_of(interaction), user_of(interaction), seat
        )
        await Reply(interaction).say(say("discord.lobby.asked"))
        await publish(self.bot, interaction, outcome)

    @app_commands.command(name="approve", description="Give an open seat to who asked for it")
    @app_commands.describe(player="Who takes over the seat")
    async def approve(self, interaction: discord.Interaction[Any], player: discord.Member) -> None:
        """The host (or a server manager) approves a substitute."""
        await Reply(interaction).ack()
        outcome = await self.bot.service.play.approve_substitute(
            channel_of(interaction),
            user_of(interaction),
            User(str(player.id), player.display_name),
            admin=is_admin(interaction),
        )
        await Reply(interaction).say(say("discord.lobby.approved", player=player.display_name))
        await publish(self.bot, interaction, outcome)

    @app_commands.command(name="abandon", description="End the game without a winner")
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        """The host (or a server manager) ends the table's game."""
        await Reply(interaction).ack()
        outcome = await self.bot.service.lobby.abandon(
            channel_of(interaction), user_of(interaction), admin=is_admin(interaction)
        )
        await Reply(interaction).say(say("discord.lobby.abandoned"))
        await publish(self.bot, interaction, outcome)

    @app_commands.command(
        name="export",
        description="The game's record as a file (a running game's public moves only)",
    )
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        """The record of the thread's game as a text file, for the asker only: the whole game
        once it is over, the public moves only while it runs."""
        reply = Reply(interaction)
        await reply.ack()
        record = await self.bot.service.tables.export(channel_of(interaction))
        said = "service.record.exported" if record.finished else "service.record.exported_running"
        await reply.say(
            say(said, table=record.table, moves=record.moves),
            file=discord.File(io.BytesIO(record.text.encode()), filename=record.filename),
        )

    @app_commands.command(
        name="replay", description="The game turn by turn as a moving picture (public view only)"
    )
    async def replay(self, interaction: discord.Interaction[Any]) -> None:
        """The thread's game as an animated picture, one frame per turn, from the public views
        only (a running game's too), drawn in a worker thread; for the asker only, in their
        language."""
        reply = Reply(interaction)
        await reply.ack()
        frames = await self.bot.service.tables.replay(channel_of(interaction))
        words = await reply.words()
        gif = await self.bot.pictures.replay(frames.views, frames.names, language=words.language)
        if gif.shortened:
            line = say(
                "service.record.replay_shortened",
                table=frames.table,
                frames=gif.frames,
                every=gif.every,
            )
        else:
            line = say("service.record.replay", table=frames.table, frames=gif.frames)
        if not frames.finished:
            going = say("service.record.replay_running")
            shown = line
            line = Phrase(lambda w: f"{speak(shown, w)} {speak(going, w)}")
        await reply.say(
            line, file=discord.File(io.BytesIO(gif.data), filename=f"hexhaven-{frames.table}.gif")
        )

    @app_commands.command(
        name="web",
        description="Whether this server's games have pages on the web (server managers)",
    )
    @app_commands.describe(state="on, off, or status")
    @app_commands.choices(state=WEB_GAMES)
    @app_commands.guild_only()
    async def web(self, interaction: discord.Interaction[Any], state: str = "status") -> None:
        """A server manager shows the server's games on the web (each at its own unguessable
        address, linked from the turn panel and the summary), or stops showing them."""
        reply = Reply(interaction)
        await reply.ack()
        said = await self.bot.service.game_pages.set(
            interaction.guild_id, user_of(interaction), state, manager=is_admin(interaction)
        )
        await reply.say(said)


class Return(commands.Cog):
    """`/return`: take back the seat a computer player held while you were away."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="return", description="Take back your seat from the computer player standing in"
    )
    @app_commands.guild_only()
    async def return_(self, interaction: discord.Interaction[Any]) -> None:
        """The seat comes back as the computer left it: hand, pieces and points."""
        await Reply(interaction).ack()
        outcome = await self.bot.service.play.return_seat(
            channel_of(interaction), user_of(interaction)
        )
        await Reply(interaction).say(say("discord.lobby.returned"))
        await publish(self.bot, interaction, outcome)
