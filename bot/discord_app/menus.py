"""Panel buttons that open a private menu of the presser's legal moves of one kind."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.common.choices import MENUS, Choice
from bot.discord_app.actions import moves_for
from bot.discord_app.components import ActionButton, Ref
from bot.discord_app.panel import menu
from bot.discord_app.respond import Reply

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

TITLES = {
    "build": ("What will you build?", "Nothing to build now."),
    "card": ("Which card will you play?", "No card can be played now."),
    "trade": ("Trade with the bank, or answer or close an offer:", "No bank trade is open to you."),
    "robber": (
        "Where does the robber go, and whom do you rob?",
        "The robber is not yours to move.",
    ),
    "pirate": (
        "Where does the pirate go, and whom do you rob?",
        "The pirate is not yours to move.",
    ),
    "moves": ("Everything you can do now:", "Nothing to do now."),
    "cities": (
        "Walls, improvements and knights:",
        "No wall, improvement or knight move is open to you now.",
    ),
    "choose": ("Your choice:", "The game waits for someone else's choice."),
    "neutral": ("Which piece for which neutral player?", "You owe the neutral players nothing."),
    "tokens": ("Use your trade tokens:", "No token action is open to you now."),
    "give": ("Which two cards do you give in exchange?", "You owe nobody cards now."),
}
KIND_WORDS = {
    "roll": "roll the dice",
    "settlement": "build",
    "city": "build",
    "road": "build",
    "buy": "buy a development card",
    "card": "play a card",
    "robber": "move the robber",
    "discard": "discard",
    "answer": "answer the offer",
    "close": "close your offer",
    "bank": "trade",
    "end": "end your turn",
    "wall": "build a city wall",
    "improve": "improve a city",
    "knight": "build a knight",
    "activate": "activate a knight",
    "promote": "promote a knight",
    "move": "move a knight",
    "displace": "displace a knight",
    "chase": "chase the robber",
    "metropolis": "place a metropolis",
    "pillage": "choose the pillaged city",
    "relocate": "move your displaced knight",
    "aqueduct": "take the Aqueduct's resource",
    "draw": "draw a progress card",
    "return": "put back a progress card",
    "neutral": "build for a neutral player",
    "tokens": "use trade tokens",
    # `give`: the 2-player variant's cards given back, or a Wedding's gift (C&K).
    "give": "give cards",
    "repair": "repair a sabotaged city",
    "take": "take cards (Master Merchant)",
    "harbor": "trade with the Commercial Harbor",
    "desert": "give up a knight (Deserter)",
    "deserter": "place the deserted knight",
    "diplomat": "place the removed road",
    "spy": "take a progress card (Spy)",
    "commit": "commit knights",
    "ship": "build a ship",
    "sail": "move a ship",
    "pirate": "move the pirate",
    "gold": "take resources for gold",
    "token": "move a number token",
}


def _possible(choices: list[Choice]) -> str:
    words = dict.fromkeys(KIND_WORDS.get(c.kind, c.kind) for c in choices)
    return "You can: " + ", ".join(words) + "." if words else ""


async def open_menu(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A private menu of the presser's legal moves of the button's kind."""
    reply = Reply(interaction)
    await reply.ack()
    everything, state = await moves_for(bot, interaction, None, ref)
    kinds = None if ref.action == "moves" else MENUS[ref.action]
    chosen = [c for c in everything if kinds is None or c.kind in kinds]
    title, empty = TITLES[ref.action]
    fresh = Ref(ref.table, state.version, "do")
    view = menu(fresh, chosen, title)
    if ref.action == "trade":
        view.add_item(ActionButton(fresh.to("offer"), "Offer the players a trade…", emoji="🤝"))
    if not chosen and ref.action != "trade":
        await reply.say(f"{empty} {_possible(everything)}")
        return
    await reply.say(
        title if chosen else f"{empty} You can still offer the players a trade.", view=view
    )
