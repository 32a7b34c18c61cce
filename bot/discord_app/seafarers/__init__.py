"""Seafarers: `/ship build|move`, `/pirate`, `/gold`, `/token`. The panel's Build and Choose
buttons' menus list these moves too (bot/common/choices.py's MENUS); Move the pirate opens its
own menu beside Move the robber."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.menus import open_menu
from bot.discord_app.seafarers.cog import Seafarers, Ship

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = ("pirate",)


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and the Move the pirate button's menu."""
    await bot.add_cog(Ship(bot))
    await bot.add_cog(Seafarers(bot))
    bot.handlers.add(open_menu, *ACTIONS)


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
