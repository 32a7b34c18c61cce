"""Building: `/build road|settlement|city`, the Build (or Place) button's menu and its Show
where button."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.build.cog import Build
from bot.discord_app.info.spots import show_where
from bot.discord_app.menus import open_menu

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = ("build", "where")


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Build(bot))
    bot.handlers.add(open_menu, "build")
    bot.handlers.add(show_where, "where")


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
