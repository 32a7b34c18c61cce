"""Swiss tournaments: `/tournament …` (create, join, leave, start, advance, standings), a
thread and a started game for every table of a round, and the rounds moved on as their last
game ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.tournaments.cog import Tournaments

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS: tuple[str, ...] = ()


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands; hear of every game's end."""
    cog = Tournaments(bot)
    await bot.add_cog(cog)
    bot.after_game.append(cog.after_game)


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers (it has none) and its game-end hook."""
    bot.handlers.remove(*ACTIONS)
    bot.after_game[:] = [hook for hook in bot.after_game if not _ours(hook)]


def _ours(hook: object) -> bool:
    return isinstance(getattr(hook, "__self__", None), Tournaments)
