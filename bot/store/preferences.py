"""Per-user preferences and per-server settings: small JSON values under string keys.

Both are one implementation over two tables; the table and column names are constants of
this module, never taken from a caller, and every value is a bound parameter."""

from __future__ import annotations

import builtins
import json
from dataclasses import dataclass
from typing import Any

from bot.store.base import Db


@dataclass(frozen=True)
class KeyValues:
    """JSON values by (owner, key) in one table: `table` and its owner column `owner`."""

    table: str
    owner: str

    def __post_init__(self) -> None:
        # The names go into the SQL text, so only plain identifiers are accepted.
        for name in (self.table, self.owner):
            if not name.isidentifier():
                raise ValueError(f"not a table or column name: {name!r}")

    async def set(self, db: Db, owner: str, key: str, value: Any, now: float) -> None:
        """Store one value of an owner (any JSON-safe value)."""
        await db.execute(
            f"INSERT INTO {self.table} ({self.owner}, key, value, updated_at) "
            "VALUES (?, ?, ?, ?) "
            f"ON CONFLICT ({self.owner}, key) DO UPDATE SET value = excluded.value, "
            "updated_at = excluded.updated_at",
            (owner, key, json.dumps(value), now),
        )

    async def all(self, db: Db, owner: str) -> dict[str, Any]:
        """Every value of an owner."""
        rows = await db.execute_fetchall(
            f"SELECT key, value FROM {self.table} WHERE {self.owner} = ? ORDER BY key", (owner,)
        )
        return {r[0]: json.loads(r[1]) for r in rows}

    async def owners(self, db: Db, key: str) -> dict[str, Any]:
        """Every owner's value of one key."""
        rows = await db.execute_fetchall(
            f"SELECT {self.owner}, value FROM {self.table} WHERE key = ? ORDER BY {self.owner}",
            (key,),
        )
        return {r[0]: json.loads(r[1]) for r in rows}

    async def claim(self, db: Db, owner: str, key: str, value: Any, now: float) -> bool:
        """Store a value unless it is already the one stored; whether it was stored (one
        statement, so two processes never both claim the same value)."""
        cursor = await db.execute(
            f"INSERT INTO {self.table} ({self.owner}, key, value, updated_at) "
            "VALUES (?, ?, ?, ?) "
            f"ON CONFLICT ({self.owner}, key) DO UPDATE SET value = excluded.value, "
            f"updated_at = excluded.updated_at WHERE {self.table}.value <> excluded.value",
            (owner, key, json.dumps(value), now),
        )
        return bool(cursor.rowcount == 1)

    async def owners_with(self, db: Db, key: str, value: Any) -> builtins.set[str]:
        """The owners whose `key` holds `value`."""
        rows = await db.execute_fetchall(
            f"SELECT {self.owner} FROM {self.table} WHERE key = ? AND value = ?",
            (key, json.dumps(value)),
        )
        return {str(r[0]) for r in rows}

    async def delete(self, db: Db, owner: str, key: str) -> None:
        """Forget one value of an owner."""
        await db.execute(
            f"DELETE FROM {self.table} WHERE {self.owner} = ? AND key = ?", (owner, key)
        )


USER_PREFERENCES = KeyValues("user_preferences", "user_id")
SERVER_SETTINGS = KeyValues("server_settings", "guild_id")

set_preference = USER_PREFERENCES.set
preferences = USER_PREFERENCES.all
delete_preference = USER_PREFERENCES.delete
preference_owners = USER_PREFERENCES.owners
claim_preference = USER_PREFERENCES.claim
users_with = USER_PREFERENCES.owners_with
set_server_setting = SERVER_SETTINGS.set
server_settings = SERVER_SETTINGS.all
delete_server_setting = SERVER_SETTINGS.delete


async def anyone_keeps(db: Db, key: str) -> bool:
    """Whether any user keeps a preference under `key` (one indexed look)."""
    rows = list(
        await db.execute_fetchall("SELECT 1 FROM user_preferences WHERE key = ? LIMIT 1", (key,))
    )
    return bool(rows)
