"""The views the bot attaches to messages: the lobby buttons, the turn panel under every move,
and the private menus a panel button opens. Which moves a menu lists comes from the engine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.common.choices import Choice
from bot.discord_app.components import ActionButton, ActionSelect, Ref
from bot.service.prompts import CHOICES, SEA_CHOICES, sea_view
from bot.service.views import GameView, OfferView

GREEN, BLUE, GREY, RED = (
    discord.ButtonStyle.success,
    discord.ButtonStyle.primary,
    discord.ButtonStyle.secondary,
    discord.ButtonStyle.danger,
)
PER_SELECT = 25
MAX_SELECTS = 4


def _view(items: Sequence[discord.ui.Item[Any]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def lobby_panel(table: int) -> discord.ui.View:
    """Join / Leave / Start for an open table."""
    ref = Ref(table, 0, "join")
    return _view(
        [
            ActionButton(ref, "Join", style=GREEN, emoji="🪑"),
            ActionButton(ref.to("leave"), "Leave", style=GREY),
            ActionButton(ref.to("start"), "Start the game", style=BLUE, emoji="🎲"),
        ]
    )


#: The choices Cities & Knights awaits mid-turn (the engine's phases of these names), progress
#: cards' included.
CHOICE_PHASES = CHOICES


def _cities_knights_buttons(ref: Ref, phase: str) -> list[ActionButton]:
    """C&K plays progress cards instead of development cards (the Alchemist before the roll,
    the others after it); its main phase adds the knights and improvements, and its choices
    one Choose button."""
    cards = ActionButton(ref.to("progress"), "Progress cards", emoji="📜", row=0)
    if phase in CHOICE_PHASES:
        return [ActionButton(ref.to("choose"), "Choose", style=BLUE, emoji="👉", row=0)]
    if phase == "roll":
        return [ActionButton(ref.to("roll"), "Roll", style=GREEN, emoji="🎲", row=0), cards]
    if phase == "main":
        return [
            ActionButton(ref.to("build"), "Build", style=BLUE, emoji="🔨", row=0),
            ActionButton(ref.to("cities"), "Knights & cities", style=BLUE, emoji="🛡️", row=0),
            ActionButton(ref.to("trade"), "Trade", emoji="🤝", row=0),
            cards,
            ActionButton(ref.to("end"), "End turn", style=GREEN, emoji="⏭️", row=0),
        ]
    return _phase_buttons(ref, phase)


def _phase_buttons(ref: Ref, phase: str) -> list[ActionButton]:
    if phase == "setup":
        return [ActionButton(ref.to("build"), "Place", style=BLUE, emoji="🏠", row=0)]
    if phase == "roll":
        return [
            ActionButton(ref.to("roll"), "Roll", style=GREEN, emoji="🎲", row=0),
            ActionButton(ref.to("card"), "Play a card", emoji="🃏", row=0),
        ]
    if phase == "discard":
        return [ActionButton(ref.to("discard"), "Discard", style=RED, emoji="🗑️", row=0)]
    if phase == "robber":
        return [ActionButton(ref.to("robber"), "Move the robber", style=BLUE, emoji="🥷", row=0)]
    if phase in SEA_CHOICES:  # Seafarers: gold to take, a number token to move
        return [ActionButton(ref.to("choose"), "Choose", style=BLUE, emoji="👉", row=0)]
    if phase == "road_building":
        return [ActionButton(ref.to("build"), "Place a free road", style=BLUE, emoji="🛣️", row=0)]
    if phase == "neutral":  # the 2-player variant's neutral piece owed
        return [
            ActionButton(ref.to("neutral"), "Build for a neutral", style=BLUE, emoji="🏳️", row=0)
        ]
    if phase == "give_back":  # the 2-player variant's forced trade
        return [ActionButton(ref.to("give"), "Give cards", style=RED, emoji="🔁", row=0)]
    return [
        ActionButton(ref.to("build"), "Build", style=BLUE, emoji="🔨", row=0),
        ActionButton(ref.to("trade"), "Trade", emoji="🤝", row=0),
        ActionButton(ref.to("card"), "Play a card", emoji="🃏", row=0),
        ActionButton(ref.to("end"), "End turn", style=GREEN, emoji="⏭️", row=0),
    ]


def _trade_buttons(ref: Ref, trade: OfferView, names: Mapping[str, str]) -> list[Any]:
    row = [
        ActionButton(ref.to("accept"), "Accept offer", style=GREEN, row=2),
        ActionButton(ref.to("decline"), "Decline offer", style=RED, row=2),
        ActionButton(ref.to("cancel"), "Withdraw offer", row=2),
    ]
    for player in list(trade.get("accepted", []))[:2]:
        label = f"Trade with {names.get(player, player)}"[:80]
        row.append(ActionButton(ref.to("confirm", player), label, style=BLUE, row=2))
    return row


def turn_panel(
    table: int, version: int, view: GameView, names: Mapping[str, str]
) -> discord.ui.View | None:
    """The buttons under a move: the phase's common moves, trade answers, hand and all moves."""
    phase = str(view.get("phase"))
    if phase == "ended" or view.get("winner") is not None:
        return None
    ref = Ref(table, version, "moves")
    cities_knights = view.get("cities_knights") is not None
    buttons = _cities_knights_buttons if cities_knights else _phase_buttons
    items: list[Any] = buttons(ref, phase)
    if phase == "robber" and sea_view(view).get("pirate") is not None:
        # Seafarers: a 7 or a Knight moves the robber or the pirate.
        items.append(
            ActionButton(ref.to("pirate"), "Move the pirate", style=BLUE, emoji="🏴‍☠️", row=0)
        )
    if view.get("two_player") is not None and phase in ("roll", "main"):
        # Row 1: C&K's main phase already fills the first row's five places.
        items.append(ActionButton(ref.to("tokens"), "Tokens", emoji="🪙", row=1))
    items.append(ActionButton(ref.to("hand"), "My hand", emoji="✋", row=1))
    items.append(ActionButton(ref.to("moves"), "All my moves", emoji="📜", row=1))
    trade = view.get("trade")
    if trade and phase == "main":
        items.append(ActionButton(ref.to("offer"), "Counter-offer", emoji="🔁", row=1))
        items += _trade_buttons(ref, trade, names)
    return _view(items)


def menu(ref: Ref, choices: Sequence[Choice], placeholder: str) -> discord.ui.View:
    """Select menus of moves (25 a menu), best first; picking one plays it."""
    selects = []
    pages = [choices[i : i + PER_SELECT] for i in range(0, len(choices), PER_SELECT)]
    for page, chunk in enumerate(pages[:MAX_SELECTS]):
        options = [discord.SelectOption(label=c.label[:100], value=c.value[:100]) for c in chunk]
        hint = placeholder if page == 0 else f"{placeholder} (more: {page * PER_SELECT + 1}+)"
        selects.append(ActionSelect(ref.to("do", str(page)), options, placeholder=hint[:150]))
    return _view(selects)
