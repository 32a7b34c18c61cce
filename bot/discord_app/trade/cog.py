"""`/trade …`: offers between players, and trades with the bank or a harbor."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import notation
from bot.discord_app.actions import perform
from bot.discord_app.autocomplete import completer

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


def _player(choice: Any) -> tuple[str, str]:
    return choice.label, choice.value.split()[-1]


@app_commands.guild_only()
class Trade(
    commands.GroupCog, group_name="trade", group_description="Trade with players or the bank"
):
    """Offers, answers, and maritime trades."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="offer", description="Offer the other players a trade")
    @app_commands.describe(
        give="What you give, e.g. 1 brick 1 wool",
        get="What you want, e.g. 2 ore",
        to="Offer to one player only (default: everyone)",
    )
    async def offer(
        self,
        interaction: discord.Interaction[Any],
        give: str,
        get: str,
        to: discord.Member | None = None,
    ) -> None:
        """Make an offer; the others answer with the buttons under it."""
        whom = [str(to.id)] if to is not None else []
        await perform(self.bot, interaction, notation.offer(give, get, whom))

    @app_commands.command(name="accept", description="Accept the open offer")
    async def accept(self, interaction: discord.Interaction[Any]) -> None:
        """Say yes to the offer."""
        await perform(self.bot, interaction, "accept")

    @app_commands.command(name="decline", description="Decline the open offer")
    async def decline(self, interaction: discord.Interaction[Any]) -> None:
        """Say no to the offer."""
        await perform(self.bot, interaction, "decline")

    @app_commands.command(name="confirm", description="Trade with a player who accepted your offer")
    @app_commands.describe(player="One of the players who accepted")
    @app_commands.autocomplete(player=completer(("close",), _player))
    async def confirm(self, interaction: discord.Interaction[Any], player: str) -> None:
        """Close the offer with a trade."""
        await perform(self.bot, interaction, notation.prefixed("confirm", player))

    @app_commands.command(name="cancel", description="Withdraw your open offer")
    async def cancel(self, interaction: discord.Interaction[Any]) -> None:
        """Close the offer without a trade."""
        await perform(self.bot, interaction, "cancel")

    @app_commands.command(
        name="bank", description="Trade with the bank: 4:1, or 3:1 / 2:1 at a harbor"
    )
    @app_commands.describe(
        give="What you give (pick a trade from the list, or type e.g. 4 ore)",
        get="What you take, e.g. 1 grain (not needed when you picked a trade)",
    )
    @app_commands.autocomplete(give=completer(("bank",)))
    async def bank(self, interaction: discord.Interaction[Any], give: str, get: str = "") -> None:
        """A maritime trade."""
        text = give.strip()
        move = text if text.lower().startswith("bank ") else notation.bank(text, get)
        await perform(self.bot, interaction, move)
