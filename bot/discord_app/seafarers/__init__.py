"""Seafarers: `/ship build|move`, `/pirate`, `/gold`, `/token`. The panel's Build, Move the
robber and Choose buttons' menus list these moves too (bot/common/choices.py's MENUS)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.seafarers.cog import Seafarers, Ship

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands (its menus are the other areas' buttons)."""
    await bot.add_cog(Ship(bot))
    await bot.add_cog(Seafarers(bot))


async def teardown(bot: HexhavenBot) -> None:
    """Nothing to forget: the area adds no component handler."""
