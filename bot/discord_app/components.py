"""Persistent components. Every button and select carries what it does in its custom id,
`hx:<table>:<version>:<action>[:<arg>]`, so it keeps working after the bot restarts.

One dynamic item (`Component`) is registered for every id and rebuilds the button or select;
a press goes to the handler the action's area added to `bot.handlers` in its `setup()`.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.errors import report, stale

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

ACTION = r"(?P<action>[a-z_]{1,20})"
_ARG = r"(?::(?P<arg>[0-9A-Za-z_.\-]{1,40}))?"
TEMPLATE = rf"hx:(?P<table>\d{{1,19}}):(?P<version>\d{{1,9}}):{ACTION}" + _ARG


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


class Handlers:
    """The component handlers of one bot, by action; each area's extension adds its own in its
    `setup()`, so an action answered twice is an error found at start-up."""

    def __init__(self) -> None:
        self.by_action: dict[str, Handler] = {}

    def add(self, handler: Handler, *actions: str) -> None:
        """Answer components of these actions with `handler`."""
        for action in actions:
            if action in self.by_action:
                raise ValueError(f"two handlers for the component action {action!r}")
            self.by_action[action] = handler

    def remove(self, *actions: str) -> None:
        """Forget the handlers of these actions (when their extension is unloaded)."""
        for action in actions:
            self.by_action.pop(action, None)


async def dispatch(interaction: discord.Interaction[Any], ref: Ref, values: list[str]) -> None:
    """Run the handler of a pressed component; errors become an ephemeral sentence."""
    bot: HexhavenBot = interaction.client
    try:
        handler = bot.handlers.by_action.get(ref.action)
        if handler is None:
            raise stale()
        await handler(bot, interaction, ref, values)
    except Exception as exc:  # every failure is answered, never left hanging
        await report(interaction, exc)


class Component(discord.ui.DynamicItem[discord.ui.Item[Any]], template=TEMPLATE):
    """Every persistent button and select of the bot, rebuilt from its id (on any message,
    before or after a restart). Only this class is registered, so a press runs one handler."""

    def __init__(self, item: discord.ui.Item[Any], ref: Ref) -> None:
        super().__init__(item)
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Component:
        """The pressed button or select, as the message holds it."""
        return Component(item, Ref.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the press (and a select's chosen values) to the action's handler."""
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        await dispatch(interaction, self.ref, values)


class ActionButton(Component, template=TEMPLATE):
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
        super().__init__(button, ref)


class ActionSelect(Component, template=TEMPLATE):
    """A select menu whose option values are moves in notation (or cards to pick)."""

    def __init__(
        self,
        ref: Ref,
        options: list[discord.SelectOption] | None = None,
        *,
        placeholder: str | None = None,
        row: int | None = None,
        max_values: int = 1,
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=ref.custom_id,
            options=options or [discord.SelectOption(label="-", value="-")],
            placeholder=placeholder,
            row=row,
            min_values=1,
            max_values=max_values,
        )
        super().__init__(select, ref)
