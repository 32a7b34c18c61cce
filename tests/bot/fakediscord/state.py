"""What the fake Discord remembers: ids, users, channels, messages, commands, interactions."""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import dataclass, field
from typing import Any

GUILD_TEXT, PUBLIC_THREAD, DM = 0, 11, 1
EPHEMERAL = 64
EVERYONE_PERMISSIONS = (1 << 0) | (1 << 6) | (1 << 10) | (1 << 11) | (1 << 15) | (1 << 16)
EVERYONE_PERMISSIONS |= (1 << 31) | (1 << 35) | (1 << 38)


@dataclass
class Interaction:
    """One interaction sent to the bot, and what the bot answered."""

    id: str
    token: str
    user: dict[str, Any]
    channel_id: str
    kind: int
    callback: dict[str, Any] | None = None
    messages: list[dict[str, Any]] = field(default_factory=list)
    answered: asyncio.Event = field(default_factory=asyncio.Event)


class State:
    """The whole fake server's memory."""

    def __init__(self, token: str) -> None:
        self._ids = itertools.count(1_200_000_000_000_000_000)
        self.token = token
        self.app_id = self.snowflake()
        self.bot = self.user("hexhaven", bot=True)
        self.owner = self.user("owner")
        self.guild_id = self.snowflake()
        self.channels: dict[str, dict[str, Any]] = {}
        self.messages: dict[str, dict[str, dict[str, Any]]] = {}
        self.commands: dict[str | None, list[dict[str, Any]]] = {}
        self.interactions: dict[str, Interaction] = {}
        self.by_token: dict[str, Interaction] = {}
        self.unknown_routes: list[str] = []
        self.changed = asyncio.Event()
        self.text_channel = self.channel(GUILD_TEXT, "games")

    def snowflake(self) -> str:
        """A fresh id."""
        return str(next(self._ids))

    def user(self, name: str, *, bot: bool = False) -> dict[str, Any]:
        """A user payload."""
        return {
            "id": self.snowflake(),
            "username": name,
            "global_name": name,
            "discriminator": "0",
            "avatar": None,
            "bot": bot,
        }

    def member(self, user: dict[str, Any], permissions: int) -> dict[str, Any]:
        """A member payload (with the `flags` discord.py insists on)."""
        return {
            "user": user,
            "roles": [],
            "flags": 0,
            "joined_at": "2025-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "permissions": str(permissions),
        }

    def channel(self, kind: int, name: str, parent: str | None = None) -> dict[str, Any]:
        """A new channel or thread."""
        channel_id = self.snowflake() if kind != PUBLIC_THREAD else name
        return self.add_channel(channel_id, kind, name, parent)

    def add_channel(
        self, channel_id: str, kind: int, name: str, parent: str | None = None
    ) -> dict[str, Any]:
        """Remember a channel under a given id."""
        data: dict[str, Any] = {"id": channel_id, "type": kind, "name": name, "position": 0}
        if kind != DM:
            data["guild_id"] = self.guild_id
        if kind == PUBLIC_THREAD:
            data |= {
                "parent_id": parent,
                "owner_id": self.bot["id"],
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": "2025-01-01T00:00:00+00:00",
                    "locked": False,
                },
                "message_count": 0,
                "member_count": 1,
            }
        self.channels[channel_id] = data
        self.messages.setdefault(channel_id, {})
        return data

    def message(
        self, channel_id: str, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        """Store a message the bot sent."""
        message_id = self.snowflake()
        attachments = [
            {
                "id": self.snowflake(),
                "filename": name,
                "size": len(data),
                "url": f"http://127.0.0.1/attachments/{message_id}/{name}",
                "proxy_url": f"http://127.0.0.1/attachments/{message_id}/{name}",
                "content_type": "image/png",
            }
            for name, data in files
        ]
        message = {
            "id": message_id,
            "type": 0,
            "channel_id": channel_id,
            "guild_id": self.guild_id,
            "author": self.bot,
            "content": body.get("content") or "",
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "components": body.get("components") or [],
            "attachments": attachments,
            "embeds": body.get("embeds") or [],
            "flags": int(body.get("flags") or 0),
            "pinned": False,
            "tts": False,
            "timestamp": "2025-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "_files": files,
        }
        self.messages.setdefault(channel_id, {})[message_id] = message
        self.changed.set()
        return message

    def public(self, channel_id: str) -> list[dict[str, Any]]:
        """The channel's messages everyone sees, oldest first."""
        return [m for m in self.messages.get(channel_id, {}).values() if not m["flags"] & EPHEMERAL]


def wire(message: dict[str, Any]) -> dict[str, Any]:
    """A stored message as sent over the wire (without the kept file bytes)."""
    return {k: v for k, v in message.items() if not k.startswith("_")}
