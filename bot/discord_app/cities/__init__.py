"""Cities & Knights: `/knight …`, `/wall`, `/improve`, `/choose`, and the panel's "Knights &
cities" and "Choose" buttons' menus. The engine lists what is legal; these only offer it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.cities.cog import Cities, Knight
from bot.discord_app.menus import open_menu

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = ("cities", "choose")


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Knight(bot))
    await bot.add_cog(Cities(bot))
    bot.handlers.add(open_menu, *ACTIONS)


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
