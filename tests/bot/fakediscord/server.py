"""The fake Discord server and the test's side of it: people who run commands and press
buttons, built only from the commands the bot synced."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections.abc import Callable
from typing import Any

from aiohttp import web

from tests.bot.fakediscord.gateway import Gateway
from tests.bot.fakediscord.rest import Rest
from tests.bot.fakediscord.state import EVERYONE_PERMISSIONS, Interaction, State

SUBCOMMAND = 1
OPTION_TYPES = {str: 3, int: 4, bool: 5}


class FakeDiscord:
    """REST and gateway on 127.0.0.1; `await start()`, then point the bot at `api` and `gateway`."""

    def __init__(self, token: str) -> None:
        self.state = State(token)
        self.rest = Rest(self.state)
        self.runner: web.AppRunner | None = None
        self.port = 0
        self.gateway: Gateway | None = None

    async def start(self) -> None:
        app = web.Application()
        gateway = Gateway(self.state, "")
        app.router.add_get("/gateway", gateway.handle)
        app.router.add_routes(self.rest.routes())
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        gateway.url = self.gateway_url
        self.gateway = gateway

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def person(self, name: str) -> dict[str, Any]:
        """A member of the server."""
        return self.state.user(name)

    async def wait_for(self, check: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Wait until `check()` is truthy (re-checked whenever the server state changes)."""
        async with asyncio.timeout(timeout):
            while not (found := check()):
                self.state.changed.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.state.changed.wait(), 0.2)
            return found

    def _command(self, name: str) -> dict[str, Any]:
        root = name.split()[0]
        for scope in (self.state.guild_id, None):
            for command in self.state.commands.get(scope, []):
                if command["name"] == root:
                    return command
        raise AssertionError(f"/{root} was never synced")

    def _options(
        self, name: str, given: dict[str, Any], focused: str | None
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        command = self._command(name)
        leaf, outer = command, None
        for word in name.split()[1:]:
            leaf = next(o for o in leaf.get("options", []) if o["name"] == word)
            outer = leaf
        declared = {o["name"]: o for o in leaf.get("options", [])}
        options = []
        for key, value in given.items():
            assert key in declared, f"/{name} has no option {key}"
            option = {"name": key, "type": declared[key]["type"], "value": value}
            if key == focused:
                option["focused"] = True
            options.append(option)
        if outer is not None:
            options = [{"name": outer["name"], "type": SUBCOMMAND, "options": options}]
        return command, options

    async def _send(
        self,
        user: dict[str, Any],
        channel: str,
        kind: int,
        data: dict[str, Any],
        extra: dict[str, Any] | None = None,
        *,
        wait: bool = True,
    ) -> Interaction:
        assert self.gateway is not None
        interaction = Interaction(
            self.state.snowflake(), secrets.token_urlsafe(16), user, channel, kind
        )
        self.state.interactions[interaction.id] = interaction
        self.state.by_token[interaction.token] = interaction
        where = self.state.channels[channel]
        payload = {
            "id": interaction.id,
            "application_id": self.state.app_id,
            "type": kind,
            "token": interaction.token,
            "version": 1,
            "attachment_size_limit": 26214400,
            "guild_id": self.state.guild_id,
            "channel_id": channel,
            "channel": {k: v for k, v in where.items() if k != "position"},
            "member": self.state.member(user, EVERYONE_PERMISSIONS),
            "data": data,
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
            "app_permissions": str(EVERYONE_PERMISSIONS),
        } | (extra or {})
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        if not wait:
            return interaction
        async with asyncio.timeout(10):
            await interaction.answered.wait()
        return interaction

    async def slash(
        self, user: dict[str, Any], channel: str, name: str, *, wait: bool = True, **options: Any
    ) -> Interaction:
        """Run a slash command; returns once the bot has answered (after any 'thinking…'), or
        as soon as it is sent, if not `wait`."""
        command, filled = self._options(name, options, None)
        data = {"id": command["id"], "name": command["name"], "type": 1, "options": filled}
        return await self._send(user, channel, 2, data, wait=wait)

    async def autocomplete(
        self, user: dict[str, Any], channel: str, name: str, option: str, typed: str
    ) -> list[dict[str, Any]]:
        """The choices the bot offers for an option."""
        command, filled = self._options(name, {option: typed}, option)
        data = {"id": command["id"], "name": command["name"], "type": 1, "options": filled}
        done = await self._send(user, channel, 4, data)
        assert done.callback is not None
        return list(done.callback["data"]["choices"])

    async def click(
        self, user: dict[str, Any], message: dict[str, Any], custom_id: str
    ) -> Interaction:
        """Press a button of a message."""
        data = {"custom_id": custom_id, "component_type": 2}
        extra = {"message": {k: v for k, v in message.items() if not k.startswith("_")}}
        return await self._send(user, message["channel_id"], 3, data, extra)

    async def select(
        self, user: dict[str, Any], message: dict[str, Any], custom_id: str, values: list[str]
    ) -> Interaction:
        """Choose in a select menu of a message."""
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
        extra = {"message": {k: v for k, v in message.items() if not k.startswith("_")}}
        return await self._send(user, message["channel_id"], 3, data, extra)


def custom_ids(message: dict[str, Any]) -> list[str]:
    """Every component custom id of a stored message."""
    return [
        c.get("custom_id", "")
        for row in message.get("components", [])
        for c in row.get("components", [])
    ]


def options_of(message: dict[str, Any]) -> list[str]:
    """Every select option value of a stored message."""
    return [
        o["value"]
        for row in message.get("components", [])
        for c in row.get("components", [])
        for o in c.get("options", [])
    ]
