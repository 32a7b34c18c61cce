"""The 2-player variant: `/neutral`, `/tokens` and `/give`, and the panel's Build for a neutral,
Tokens and Give cards buttons, each opening a private menu of the presser's legal moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.menus import open_menu
from bot.discord_app.twoplayer.cog import TwoPlayer

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = ("neutral", "tokens", "give")


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(TwoPlayer(bot))
    bot.handlers.add(open_menu, *ACTIONS)


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
