"""Panel buttons that open a private menu of the presser's legal moves of one kind."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.common.choices import MENUS, Choice
from bot.common.spots import BUILD_PIECES, where
from bot.discord_app.actions import moves_for
from bot.discord_app.components import ActionButton, Ref
from bot.discord_app.panel import menu
from bot.discord_app.respond import Reply
from words import Catalogue
from words.common import listed

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

#: The panel buttons that open a menu: each has a title and a sentence for when it is empty
#: (`discord.menu.<action>.title|empty`).
MENU_ACTIONS = (
    "build",
    "card",
    "trade",
    "robber",
    "pirate",
    "moves",
    "cities",
    "choose",
    "neutral",
    "tokens",
    "give",
)


def _possible(choices: list[Choice], w: Catalogue) -> str:
    kinds = dict.fromkeys(
        w.say(f"discord.kind.{c.kind}") if f"discord.kind.{c.kind}" in w else c.kind
        for c in choices
    )
    return w.say("discord.menu.possible", moves=listed(w, kinds)) if kinds else ""


async def open_menu(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A private menu of the presser's legal moves of the button's kind."""
    reply = Reply(interaction)
    await reply.ack()
    everything, state = await moves_for(bot, interaction, None, ref)
    kinds = None if ref.action == "moves" else MENUS[ref.action]
    chosen = [c for c in everything if kinds is None or c.kind in kinds]
    w = await reply.words()
    title = w.say(f"discord.menu.{ref.action}.title")
    empty = w.say(f"discord.menu.{ref.action}.empty")
    fresh = Ref(ref.table, state.version, "do")
    view = menu(fresh, chosen, title, w)
    if ref.action == "trade":
        view.add_item(ActionButton(fresh.to("offer"), w.say("discord.menu.offer"), emoji="🤝"))
    if ref.action == "build" and where(state.legal, BUILD_PIECES)[0]:
        # The picture is drawn only when asked: the menu answers at once.
        view.add_item(ActionButton(fresh.to("where"), w.say("discord.menu.show_where"), emoji="🗺️"))
    if not chosen and ref.action != "trade":
        possible = _possible(everything, w)
        await reply.say(w.say("discord.menu.empty", empty=empty, possible=possible).strip())
        return
    await reply.say(title if chosen else w.say("discord.menu.offer_still", empty=empty), view=view)
