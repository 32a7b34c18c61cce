"""The turn: `/roll`, `/robber`, `/discard`, `/end`, `/undo`, `/panel`; the Roll, End, Move the
robber and Discard buttons, the moves picked from a menu, and the Undo, Agree and Refuse buttons
of taking a move back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord_app.actions import answer_undo, named_move, undo_button_pressed
from bot.discord_app.menus import open_menu
from bot.discord_app.turn import discard
from bot.discord_app.turn.buttons import chosen
from bot.discord_app.turn.cog import Turn

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTIONS = (
    "roll",
    "end",
    "pass",
    "do",
    "robber",
    "discard",
    "add",
    "pick",
    "drop",
    "undo",
    "undo_yes",
    "undo_no",
)


async def setup(bot: HexhavenBot) -> None:
    """Add the area's commands and its component handlers."""
    await bot.add_cog(Turn(bot))
    # Pass: done building in the special building phase (the games for five and six).
    bot.handlers.add(named_move, "roll", "end", "pass")
    bot.handlers.add(chosen, "do")
    bot.handlers.add(open_menu, "robber")
    bot.handlers.add(discard.open_picker, "discard")
    bot.handlers.add(discard.update_picker, "add", "pick")
    bot.handlers.add(discard.submit_discard, "drop")
    bot.handlers.add(undo_button_pressed, "undo")
    bot.handlers.add(answer_undo, "undo_yes", "undo_no")


async def teardown(bot: HexhavenBot) -> None:
    """Forget the area's component handlers."""
    bot.handlers.remove(*ACTIONS)
