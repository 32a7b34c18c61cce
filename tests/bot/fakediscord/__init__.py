"""A small fake Discord on 127.0.0.1 (REST and gateway) for running the real bot process.

It models just what the bot uses: login, command sync, one server with a text channel, threads
made from messages, messages with files and components, interaction callbacks and follow-ups,
and direct-message channels. The test side builds interactions only from commands the bot
synced, so a forgotten sync fails as it would on Discord.
"""

from tests.bot.fakediscord.server import FakeDiscord

__all__ = ["FakeDiscord"]
