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
from words import ENGLISH, Catalogue, speak

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


def undo_button(table: int, version: int, w: Catalogue = ENGLISH) -> discord.ui.View:
    """The Undo button under a move's answer to its player: tied to the version the move left,
    so it is refused once anyone acts."""
    return _view(
        [ActionButton(Ref(table, version, "undo"), w.say("discord.undo.button"), emoji="↩️")]
    )


def consent_panel(table: int, version: int, w: Catalogue = ENGLISH) -> discord.ui.View:
    """Agree / Refuse under a request to take moves back, tied to the table's version."""
    ref = Ref(table, version, "undo_yes")
    return _view(
        [
            ActionButton(ref, w.say("discord.undo.agree"), style=GREEN, emoji="👍"),
            ActionButton(ref.to("undo_no"), w.say("discord.undo.refuse"), style=GREY, emoji="✋"),
        ]
    )


def lobby_panel(table: int, w: Catalogue = ENGLISH) -> discord.ui.View:
    """Join / Leave / Start for an open table."""
    ref = Ref(table, 0, "join")
    return _view(
        [
            ActionButton(ref, w.say("discord.panel.join"), style=GREEN, emoji="🪑"),
            ActionButton(ref.to("leave"), w.say("discord.panel.leave"), style=GREY),
            ActionButton(ref.to("start"), w.say("discord.panel.start"), style=BLUE, emoji="🎲"),
        ]
    )


#: The choices Cities & Knights awaits mid-turn (the engine's phases of these names), progress
#: cards' included.
CHOICE_PHASES = CHOICES


def _cities_knights_buttons(ref: Ref, phase: str, w: Catalogue) -> list[ActionButton]:
    """C&K plays progress cards instead of development cards (the Alchemist before the roll,
    the others after it); its main phase adds the knights and improvements, and its choices
    one Choose button."""
    cards = ActionButton(ref.to("progress"), w.say("discord.panel.progress"), emoji="📜", row=0)
    if phase in CHOICE_PHASES:
        return [
            ActionButton(
                ref.to("choose"), w.say("discord.panel.choose"), style=BLUE, emoji="👉", row=0
            )
        ]
    if phase == "roll":
        return [
            ActionButton(
                ref.to("roll"), w.say("discord.panel.roll"), style=GREEN, emoji="🎲", row=0
            ),
            cards,
        ]
    if phase == "special_build":  # the games for five and six: build after another's turn
        return [
            ActionButton(
                ref.to("build"), w.say("discord.panel.build"), style=BLUE, emoji="🔨", row=0
            ),
            ActionButton(
                ref.to("cities"), w.say("discord.panel.cities"), style=BLUE, emoji="🛡️", row=0
            ),
            _pass_button(ref, w),
        ]
    if phase == "main":
        return [
            ActionButton(
                ref.to("build"), w.say("discord.panel.build"), style=BLUE, emoji="🔨", row=0
            ),
            ActionButton(
                ref.to("cities"), w.say("discord.panel.cities"), style=BLUE, emoji="🛡️", row=0
            ),
            ActionButton(ref.to("trade"), w.say("discord.panel.trade"), emoji="🤝", row=0),
            cards,
            ActionButton(ref.to("end"), w.say("discord.panel.end"), style=GREEN, emoji="⏭️", row=0),
        ]
    return _phase_buttons(ref, phase, w)


def _pass_button(ref: Ref, w: Catalogue) -> ActionButton:
    """Pass: done building in the special building phase (the games for five and six)."""
    return ActionButton(ref.to("pass"), w.say("discord.panel.pass"), style=GREEN, emoji="⏭️", row=0)


def _phase_buttons(ref: Ref, phase: str, w: Catalogue) -> list[ActionButton]:
    if phase == "special_build":  # the games for five and six: build after another's turn
        return [
            ActionButton(
                ref.to("build"), w.say("discord.panel.build"), style=BLUE, emoji="🔨", row=0
            ),
            _pass_button(ref, w),
        ]
    if phase == "setup":
        return [
            ActionButton(
                ref.to("build"), w.say("discord.panel.place"), style=BLUE, emoji="🏠", row=0
            )
        ]
    if phase == "roll":
        return [
            ActionButton(
                ref.to("roll"), w.say("discord.panel.roll"), style=GREEN, emoji="🎲", row=0
            ),
            ActionButton(ref.to("card"), w.say("discord.panel.card"), emoji="🃏", row=0),
        ]
    if phase == "discard":
        return [
            ActionButton(
                ref.to("discard"), w.say("discord.panel.discard"), style=RED, emoji="🗑️", row=0
            )
        ]
    if phase == "robber":
        return [
            ActionButton(
                ref.to("robber"), w.say("discord.panel.robber"), style=BLUE, emoji="🥷", row=0
            )
        ]
    if phase in SEA_CHOICES:  # Seafarers: gold to take, a number token to move
        return [
            ActionButton(
                ref.to("choose"), w.say("discord.panel.choose"), style=BLUE, emoji="👉", row=0
            )
        ]
    if phase == "road_building":
        return [
            ActionButton(
                ref.to("build"), w.say("discord.panel.free_road"), style=BLUE, emoji="🛣️", row=0
            )
        ]
    if phase == "neutral":  # the 2-player variant's neutral piece owed
        return [
            ActionButton(
                ref.to("neutral"), w.say("discord.panel.neutral"), style=BLUE, emoji="🏳️", row=0
            )
        ]
    if phase == "give_back":  # the 2-player variant's forced trade
        return [
            ActionButton(ref.to("give"), w.say("discord.panel.give"), style=RED, emoji="🔁", row=0)
        ]
    return [
        ActionButton(ref.to("build"), w.say("discord.panel.build"), style=BLUE, emoji="🔨", row=0),
        ActionButton(ref.to("trade"), w.say("discord.panel.trade"), emoji="🤝", row=0),
        ActionButton(ref.to("card"), w.say("discord.panel.card"), emoji="🃏", row=0),
        ActionButton(ref.to("end"), w.say("discord.panel.end"), style=GREEN, emoji="⏭️", row=0),
    ]


def _trade_buttons(ref: Ref, trade: OfferView, names: Mapping[str, str], w: Catalogue) -> list[Any]:
    row = [
        ActionButton(ref.to("accept"), w.say("discord.panel.accept"), style=GREEN, row=2),
        ActionButton(ref.to("decline"), w.say("discord.panel.decline"), style=RED, row=2),
        ActionButton(ref.to("cancel"), w.say("discord.panel.withdraw"), row=2),
    ]
    for player in list(trade.get("accepted", []))[:2]:
        label = w.say("discord.panel.trade_with", player=names.get(player, player))[:80]
        row.append(ActionButton(ref.to("confirm", player), label, style=BLUE, row=2))
    return row


def turn_panel(
    table: int,
    version: int,
    view: GameView,
    names: Mapping[str, str],
    w: Catalogue = ENGLISH,
) -> discord.ui.View | None:
    """The buttons under a move: the phase's common moves, trade answers, hand, all moves and
    the catch-up, labelled in the game's language (`w`)."""
    phase = str(view.get("phase"))
    if phase == "ended" or view.get("winner") is not None:
        return None
    ref = Ref(table, version, "moves")
    cities_knights = view.get("cities_knights") is not None
    buttons = _cities_knights_buttons if cities_knights else _phase_buttons
    items: list[Any] = buttons(ref, phase, w)
    if phase == "robber" and sea_view(view).get("pirate") is not None:
        # Seafarers: a 7 or a Knight moves the robber or the pirate.
        items.append(
            ActionButton(
                ref.to("pirate"), w.say("discord.panel.pirate"), style=BLUE, emoji="🏴‍☠️", row=0
            )
        )
    if view.get("two_player") is not None and phase in ("roll", "main"):
        # Row 1: C&K's main phase already fills the first row's five places.
        items.append(
            ActionButton(ref.to("tokens"), w.say("discord.panel.tokens"), emoji="🪙", row=1)
        )
    items.append(ActionButton(ref.to("hand"), w.say("discord.panel.hand"), emoji="✋", row=1))
    items.append(ActionButton(ref.to("moves"), w.say("discord.panel.moves"), emoji="📜", row=1))
    # What happened since the presser's own last move, privately: the turn's ping cannot be.
    items.append(ActionButton(ref.to("catchup"), w.say("discord.panel.catchup"), emoji="🕰️", row=1))
    trade = view.get("trade")
    if trade and phase == "main":
        items.append(
            ActionButton(ref.to("offer"), w.say("discord.panel.counter"), emoji="🔁", row=1)
        )
        items += _trade_buttons(ref, trade, names, w)
    return _view(items)


def move_selects(
    ref: Ref, choices: Sequence[Choice], placeholder: str, w: Catalogue = ENGLISH
) -> list[ActionSelect]:
    """Selects of moves (25 a select, up to 4), best first, said in the reader's language
    (`w`); each select's id is `ref`'s action with its page."""
    out = []
    pages = [choices[i : i + PER_SELECT] for i in range(0, len(choices), PER_SELECT)]
    for page, chunk in enumerate(pages[:MAX_SELECTS]):
        options = [
            discord.SelectOption(label=speak(c.label, w)[:100], value=c.value[:100]) for c in chunk
        ]
        hint = (
            placeholder
            if page == 0
            else w.say("discord.menu.more", placeholder=placeholder, first=page * PER_SELECT + 1)
        )
        out.append(ActionSelect(ref.to(ref.action, str(page)), options, placeholder=hint[:150]))
    return out


def menu(
    ref: Ref, choices: Sequence[Choice], placeholder: str, w: Catalogue = ENGLISH
) -> discord.ui.View:
    """Select menus of moves (25 a menu), best first; picking one plays it."""
    return _view(move_selects(ref.to("do"), choices, placeholder, w))
