"""Development cards: `/buy`, `/play` and the Play a card button's menu; Cities & Knights'
progress cards: `/play` and the Progress cards button's private flow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.cards import progress
from bot.discord_app.cards.cog import Cards
from bot.discord_app.menus import open_menu

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = ("card",)


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Cards(bot))
    bot.handlers.add(open_menu, *ACTIONS)
    bot.handlers.add(progress.progress_button, "progress")
    bot.handlers.add(progress.card_chosen, "pcard")
    bot.handlers.add(progress.play_only, "pplay")
    bot.handlers.add(progress.chosen, "pdo")
    bot.handlers.add(progress.stop, "pstop")


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS, *progress.ACTIONS)
