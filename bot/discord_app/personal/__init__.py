"""Your own settings: `/reminders`, `/vacation` and `/settings language`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.personal.cog import Personal, Settings

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS: tuple[str, ...] = ()


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Personal(bot))
    await bot.add_cog(Settings(bot))


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
