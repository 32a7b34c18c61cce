"""The SQLite store: one database file, numbered migrations, parameterised queries.

Query functions live in modules named for what they hold (`tables`, `actions`, `deadlines`,
`preferences`, `records`) and take the connection that `Store.transaction()` or
`Store.reading()` yields.
"""

from bot.store.config import DEFAULT_PATH, ENV_VAR, database_path
from bot.store.connection import Store
from bot.store.errors import DatabaseFileError, VersionConflict, WriteFailed

__all__ = [
    "DEFAULT_PATH",
    "ENV_VAR",
    "DatabaseFileError",
    "Store",
    "VersionConflict",
    "WriteFailed",
    "database_path",
]
