"""Trading: `/trade …`, the Trade button's menu, the offer picker (offers and counter-offers) and
the answers to an offer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.actions import named_move
from bot.discord_app.trade import offer
from bot.discord_app.trade.answers import confirm
from bot.discord_app.trade.cog import Trade

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = (
    "trade",
    "offer",
    "tgive",
    "tget",
    "tless",
    "tto",
    "tsend",
    "accept",
    "decline",
    "cancel",
    "confirm",
)


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Trade(bot))
    bot.handlers.add(offer.trade_menu, "trade")
    bot.handlers.add(offer.open_picker, "offer")
    bot.handlers.add(offer.update_picker, "tgive", "tget", "tless", "tto")
    bot.handlers.add(offer.send_offer, "tsend")
    bot.handlers.add(named_move, "accept", "decline", "cancel")
    bot.handlers.add(confirm, "confirm")


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
