"""Offering the other players a trade from the panel: a form for what to give and get."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.common.notation import offer
from bot.discord_app.actions import channel_of, perform
from bot.discord_app.components import Ref
from bot.discord_app.errors import report
from bot.service import Refusal

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


def player_ids(text: str, names: dict[str, str]) -> list[str]:
    """Player ids from names typed with commas (any case); empty means everyone."""
    by_name = {name.lower(): pid for pid, name in names.items()}
    out = []
    for word in (w.strip().lstrip("@").lower() for w in text.split(",")):
        if not word:
            continue
        if word not in by_name:
            raise Refusal(
                "unknown_player",
                f"Nobody called {word!r} is seated here; leave the field empty to ask everyone.",
            )
        out.append(by_name[word])
    return out


class OfferForm(discord.ui.Modal, title="Offer a trade"):
    """What the current player gives and wants, and (optionally) to whom."""

    give: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="You give", placeholder="1 brick 1 wool", max_length=80, custom_id="give"
    )
    get: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="You get", placeholder="2 ore", max_length=80, custom_id="get"
    )
    to: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="To (names; leave empty for everyone)",
        placeholder="bob, carol",
        required=False,
        max_length=200,
        custom_id="to",
    )

    def __init__(self, bot: HexhavenBot, ref: Ref) -> None:
        super().__init__(custom_id=f"hxform:{ref.table}:{ref.version}:offer")
        self.bot = bot
        self.ref = ref

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        """Make the offer."""
        try:
            names = await self.bot.service.seat_names(channel_of(interaction))
            to = player_ids(self.to.value or "", names)
            notation = offer(self.give.value, self.get.value, to)
            await perform(self.bot, interaction, notation, self.ref)
        except Exception as exc:  # answered privately, like every other failure
            await report(interaction, exc)


async def open_form(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The trade form (a form must be the first answer, so nothing is read before it)."""
    await interaction.response.send_modal(OfferForm(bot, ref))
