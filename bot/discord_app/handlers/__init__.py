"""Component handlers, one module per kind of control. Importing this package registers them."""

from bot.discord_app.handlers import lobby, menus, moves, offer, picker

__all__ = ["lobby", "menus", "moves", "offer", "picker"]
