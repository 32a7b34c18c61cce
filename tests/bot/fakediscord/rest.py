"""The REST side of the fake Discord: the routes the bot calls, under /api/v10."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from tests.bot.fakediscord.state import DM, PUBLIC_THREAD, State, wire

JSON = {"Content-Type": "application/json"}  # exactly this: discord.py rejects a charset


def reply(data: Any, status: int = 200) -> web.Response:
    """A JSON answer with the content type discord.py expects."""
    return web.Response(body=json.dumps(data).encode(), status=status, headers=JSON)


def error(status: int, code: int, message: str) -> web.Response:
    """A Discord-style error."""
    return reply({"code": code, "message": message}, status)


async def body(request: web.Request) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
    """The JSON payload of a request and its files (multipart with `payload_json`)."""
    if request.content_type.startswith("multipart/"):
        form = await request.post()
        payload = json.loads(str(form.get("payload_json") or "{}"))
        files = [
            (field.filename, field.file.read())
            for key, field in form.items()
            if key.startswith("files[") and isinstance(field, web.FileField)
        ]
        return payload, files
    if request.can_read_body:
        return await request.json(), []
    return {}, []


class Rest:
    """Route handlers over the shared state."""

    def __init__(self, state: State) -> None:
        self.state = state

    def routes(self) -> list[web.RouteDef]:
        """Every route, with a catch-all that records what was not modelled."""
        api = "/api/v10"
        return [
            web.get(f"{api}/users/@me", self.me),
            web.get(f"{api}/oauth2/applications/@me", self.application),
            web.put(f"{api}/applications/{{app}}/commands", self.sync),
            web.put(f"{api}/applications/{{app}}/guilds/{{guild}}/commands", self.sync),
            web.post(f"{api}/interactions/{{id}}/{{token}}/callback", self.callback),
            web.post(f"{api}/webhooks/{{app}}/{{token}}", self.followup),
            web.patch(f"{api}/webhooks/{{app}}/{{token}}/messages/{{message}}", self.edit_reply),
            web.post(f"{api}/channels/{{channel}}/messages", self.send),
            web.patch(f"{api}/channels/{{channel}}/messages/{{message}}", self.edit),
            web.post(f"{api}/channels/{{channel}}/messages/{{message}}/threads", self.thread),
            web.get(f"{api}/channels/{{channel}}", self.get_channel),
            web.post(f"{api}/users/@me/channels", self.direct),
            web.route("*", "/{tail:.*}", self.unknown),
        ]

    def authorised(self, request: web.Request) -> bool:
        return request.headers.get("Authorization") == f"Bot {self.state.token}"

    async def me(self, request: web.Request) -> web.Response:
        if not self.authorised(request):
            return error(401, 0, "401: Unauthorized")
        return reply(self.state.bot)

    async def application(self, request: web.Request) -> web.Response:
        return reply(
            {
                "id": self.state.app_id,
                "name": "Hexhaven",
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.state.owner,
                "verify_key": "0" * 64,
                "flags": 0,
            }
        )

    async def sync(self, request: web.Request) -> web.Response:
        commands, _ = await body(request)
        scope = request.match_info.get("guild")
        stored = []
        for command in commands:
            stored.append(
                command
                | {
                    "id": self.state.snowflake(),
                    "application_id": self.state.app_id,
                    "version": "1",
                    "guild_id": scope,
                }
            )
        self.state.commands[scope] = stored
        return reply(stored)

    async def callback(self, request: web.Request) -> web.Response:
        interaction = self.state.interactions[request.match_info["id"]]
        payload, files = await body(request)
        interaction.callback = payload
        kind = int(payload.get("type", 0))
        data = payload.get("data") or {}
        answer: dict[str, Any] = {
            "interaction": {"id": interaction.id, "type": interaction.kind},
        }
        if kind in (4, 5):  # a message, or "thinking…"
            flags = int(data.get("flags") or 0)
            message = self.state.message(interaction.channel_id, data, files)
            message["flags"] = flags
            message["interaction_metadata"] = {
                "id": interaction.id,
                "type": interaction.kind,
                "user": interaction.user,
                "authorizing_integration_owners": {},
            }
            answer["interaction"] |= {
                "response_message_id": message["id"],
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(flags & 64),
            }
            answer["resource"] = {"type": kind, "message": wire(message)}
            if kind == 4:
                interaction.messages.append(message)
        if kind != 5:
            interaction.answered.set()
        self.state.changed.set()
        return reply(answer)

    async def followup(self, request: web.Request) -> web.Response:
        interaction = self.state.by_token[request.match_info["token"]]
        payload, files = await body(request)
        message = self.state.message(interaction.channel_id, payload, files)
        interaction.messages.append(message)
        interaction.answered.set()
        return reply(wire(message))

    async def edit_reply(self, request: web.Request) -> web.Response:
        interaction = self.state.by_token[request.match_info["token"]]
        payload, files = await body(request)
        message = self.state.message(interaction.channel_id, payload, files)
        interaction.messages.append(message)
        interaction.answered.set()
        return reply(wire(message))

    async def send(self, request: web.Request) -> web.Response:
        channel = request.match_info["channel"]
        if channel not in self.state.channels:
            return error(404, 10003, "Unknown Channel")
        payload, files = await body(request)
        return reply(wire(self.state.message(channel, payload, files)))

    async def edit(self, request: web.Request) -> web.Response:
        channel, message_id = request.match_info["channel"], request.match_info["message"]
        message = self.state.messages.get(channel, {}).get(message_id)
        if message is None:
            return error(404, 10008, "Unknown Message")
        payload, _ = await body(request)
        for key in ("content", "components", "embeds"):
            if key in payload:
                message[key] = payload[key]
        self.state.changed.set()
        return reply(wire(message))

    async def thread(self, request: web.Request) -> web.Response:
        payload, _ = await body(request)
        parent = request.match_info["channel"]
        thread = self.state.add_channel(
            request.match_info["message"], PUBLIC_THREAD, payload.get("name", "thread"), parent
        )
        self.state.changed.set()
        return reply(thread)

    async def get_channel(self, request: web.Request) -> web.Response:
        channel = self.state.channels.get(request.match_info["channel"])
        return reply(channel) if channel else error(404, 10003, "Unknown Channel")

    async def direct(self, request: web.Request) -> web.Response:
        payload, _ = await body(request)
        channel = self.state.add_channel(self.state.snowflake(), DM, "dm")
        channel["recipients"] = [{"id": payload.get("recipient_id"), "username": "someone"}]
        return reply(channel)

    async def unknown(self, request: web.Request) -> web.Response:
        self.state.unknown_routes.append(f"{request.method} {request.path}")
        return error(404, 0, "Not modelled by the fake")
