"""Persistent components. Every button and select carries what it does in its custom id,
`hx:<table>:<version>:<action>[:<arg>]`, so it keeps working after the bot restarts.

Handlers live in `handlers/` and register themselves here by action name; the templates of
buttons and selects name disjoint actions, so exactly one component class answers an id.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.errors import report

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

BUTTON_ACTIONS = (
    "join",
    "leave",
    "start",
    "roll",
    "end",
    "build",
    "trade",
    "card",
    "moves",
    "hand",
    "discard",
    "robber",
    "accept",
    "decline",
    "cancel",
    "confirm",
    "offer",
    "pick",
    "drop",
)
SELECT_ACTIONS = ("do", "add")
_ARG = r"(?::(?P<arg>[0-9A-Za-z_.\-]{1,40}))?"


def _template(actions: tuple[str, ...]) -> str:
    return (
        rf"hx:(?P<table>\d{{1,19}}):(?P<version>\d{{1,9}}):(?P<action>{'|'.join(actions)})" + _ARG
    )


@dataclass(frozen=True)
class Ref:
    """What a component does: on which table, at which version, which action (and argument)."""

    table: int
    version: int
    action: str
    arg: str | None = None

    @property
    def custom_id(self) -> str:
        """The id Discord stores on the component."""
        tail = f":{self.arg}" if self.arg is not None else ""
        return f"hx:{self.table}:{self.version}:{self.action}{tail}"

    def to(self, action: str, arg: str | None = None) -> Ref:
        """The same table and version, another action."""
        return replace(self, action=action, arg=arg)

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Ref:
        """A reference from a template match."""
        return cls(int(match["table"]), int(match["version"]), match["action"], match["arg"])


Handler = Callable[["HexhavenBot", discord.Interaction[Any], Ref, list[str]], Awaitable[None]]
HANDLERS: dict[str, Handler] = {}


def handles(*actions: str) -> Callable[[Handler], Handler]:
    """Register a handler for component actions."""

    def register(handler: Handler) -> Handler:
        for action in actions:
            assert action in BUTTON_ACTIONS + SELECT_ACTIONS, action
            HANDLERS[action] = handler
        return handler

    return register


async def dispatch(interaction: discord.Interaction[Any], ref: Ref, values: list[str]) -> None:
    """Run the handler of a pressed component; errors become an ephemeral sentence."""
    bot: HexhavenBot = interaction.client
    try:
        await HANDLERS[ref.action](bot, interaction, ref, values)
    except Exception as exc:  # every failure is answered, never left hanging
        await report(interaction, exc)


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=_template(BUTTON_ACTIONS)
):
    """A button of a panel, a lobby or a menu."""

    def __init__(
        self,
        ref: Ref,
        label: str = "",
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label or None,
            style=style,
            emoji=emoji,
            custom_id=ref.custom_id,
            disabled=disabled,
            row=row,
        )
        super().__init__(button)
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionButton:
        """Rebuild the button from its id (any message, before or after a restart)."""
        return cls(Ref.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the press to the action's handler."""
        await dispatch(interaction, self.ref, [])


class ActionSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=_template(SELECT_ACTIONS)
):
    """A select menu whose option values are moves in notation (or cards to pick)."""

    def __init__(
        self,
        ref: Ref,
        options: list[discord.SelectOption] | None = None,
        *,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=ref.custom_id,
            options=options or [discord.SelectOption(label="-", value="-")],
            placeholder=placeholder,
            row=row,
        )
        super().__init__(select)
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActionSelect:
        """Rebuild the select from its id."""
        return cls(Ref.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the chosen values to the action's handler."""
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        await dispatch(interaction, self.ref, values)
