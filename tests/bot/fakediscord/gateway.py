"""The gateway side of the fake Discord: HELLO, READY and the server, heartbeats, events."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import WSMsgType, web

from tests.bot.fakediscord.state import EVERYONE_PERMISSIONS, State


class Gateway:
    """One websocket endpoint; events go to every connected bot."""

    def __init__(self, state: State, url: str) -> None:
        self.state = state
        self.url = url
        self.sockets: list[web.WebSocketResponse] = []
        self.sequence = 0
        self.identified = False

    async def send(
        self, ws: web.WebSocketResponse, op: int, data: Any, event: str | None = None
    ) -> None:
        """One gateway frame, as text (the bot only inflates binary frames)."""
        frame: dict[str, Any] = {"op": op, "d": data}
        if op == 0:
            self.sequence += 1
            frame |= {"t": event, "s": self.sequence}
        await ws.send_str(json.dumps(frame))

    async def dispatch(self, event: str, data: Any) -> None:
        """An event to every connected bot."""
        for ws in list(self.sockets):
            if not ws.closed:
                await self.send(ws, 0, data, event)

    def guild(self) -> dict[str, Any]:
        s = self.state
        return {
            "id": s.guild_id,
            "name": "Fake server",
            "owner_id": s.owner["id"],
            "unavailable": False,
            "member_count": 4,
            "features": [],
            "emojis": [],
            "stickers": [],
            "members": [],
            "voice_states": [],
            "presences": [],
            "threads": [],
            "premium_tier": 0,
            "channels": [s.text_channel],
            "roles": [
                {
                    "id": s.guild_id,
                    "name": "@everyone",
                    "permissions": str(EVERYONE_PERMISSIONS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                }
            ],
        }

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.sockets.append(ws)
        await self.send(ws, 10, {"heartbeat_interval": 41250})
        async for frame in ws:
            if frame.type != WSMsgType.TEXT:
                continue
            message = json.loads(frame.data)
            if message.get("op") == 1:
                await self.send(ws, 11, None)
            elif message.get("op") == 2:
                self.identified = True
                ready = {
                    "v": 10,
                    "user": self.state.bot,
                    "guilds": [{"id": self.state.guild_id, "unavailable": True}],
                    "session_id": "fake-session",
                    "resume_gateway_url": self.url,
                    "application": {"id": self.state.app_id, "flags": 0},
                }
                await self.send(ws, 0, ready, "READY")
                await self.send(ws, 0, self.guild(), "GUILD_CREATE")
        self.sockets.remove(ws)
        return ws
