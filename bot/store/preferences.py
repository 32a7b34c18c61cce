"""Per-user preferences and per-server settings: small JSON values under string keys."""

from __future__ import annotations

import json
from typing import Any

import aiosqlite


async def set_preference(
    db: aiosqlite.Connection, user_id: str, key: str, value: Any, now: float
) -> None:
    """Store one preference of a user (any JSON-safe value)."""
    await db.execute(
        "INSERT INTO user_preferences (user_id, key, value, updated_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, "
        "updated_at = excluded.updated_at",
        (user_id, key, json.dumps(value), now),
    )


async def preferences(db: aiosqlite.Connection, user_id: str) -> dict[str, Any]:
    """Every preference of a user."""
    rows = await db.execute_fetchall(
        "SELECT key, value FROM user_preferences WHERE user_id = ? ORDER BY key", (user_id,)
    )
    return {r[0]: json.loads(r[1]) for r in rows}


async def delete_preference(db: aiosqlite.Connection, user_id: str, key: str) -> None:
    """Forget one preference of a user."""
    await db.execute("DELETE FROM user_preferences WHERE user_id = ? AND key = ?", (user_id, key))


async def set_server_setting(
    db: aiosqlite.Connection, guild_id: str, key: str, value: Any, now: float
) -> None:
    """Store one setting of a server (any JSON-safe value)."""
    await db.execute(
        "INSERT INTO server_settings (guild_id, key, value, updated_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value, "
        "updated_at = excluded.updated_at",
        (guild_id, key, json.dumps(value), now),
    )


async def server_settings(db: aiosqlite.Connection, guild_id: str) -> dict[str, Any]:
    """Every setting of a server."""
    rows = await db.execute_fetchall(
        "SELECT key, value FROM server_settings WHERE guild_id = ? ORDER BY key", (guild_id,)
    )
    return {r[0]: json.loads(r[1]) for r in rows}


async def delete_server_setting(db: aiosqlite.Connection, guild_id: str, key: str) -> None:
    """Forget one setting of a server."""
    await db.execute("DELETE FROM server_settings WHERE guild_id = ? AND key = ?", (guild_id, key))
