"""The lobby: `/game …` and the Join / Leave / Start buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.lobby.buttons import lobby_button
from bot.discord_app.lobby.cog import Lobby, Return

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = ("join", "leave", "start")


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Lobby(bot))
    await bot.add_cog(Return(bot))
    bot.handlers.add(lobby_button, *ACTIONS)


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
