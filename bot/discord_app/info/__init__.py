"""Looking, not playing: `/board`, `/hand`, `/status`, `/log`, `/rules`; the My hand, All my
moves and Catch up buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.info.buttons import catch_up, hand
from bot.discord_app.info.cog import Info
from bot.discord_app.menus import open_menu

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = ("hand", "moves", "catchup")


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Info(bot))
    bot.handlers.add(hand, "hand")
    bot.handlers.add(open_menu, "moves")
    bot.handlers.add(catch_up, "catchup")


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
