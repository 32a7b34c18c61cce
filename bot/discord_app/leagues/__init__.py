"""Leagues: `/league …` (create, settings, seasons, standings, head-to-head, admin role) and
`/profile`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.leagues.cog import Leagues, Profiles

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS: tuple[str, ...] = ()


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands."""
    await bot.add_cog(Leagues(bot))
    await bot.add_cog(Profiles(bot))


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers (it has none)."""
    bot.handlers.remove(*ACTIONS)
