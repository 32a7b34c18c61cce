"""The store: a SQLite file (the default) or a PostgreSQL server, numbered migrations,
parameterised queries.

Query functions live in modules named for what they hold (`tables`, `actions`, `deadlines`,
`preferences`, `records`) and take the connection that `Store.transaction()` or
`Store.reading()` yields, whichever database the store is on (see `bot.store.base`).
"""

from bot.store.base import Store
from bot.store.config import DEFAULT_PATH, ENV_VAR, URL_VAR, database_path, database_target
from bot.store.connection import SqliteStore
from bot.store.errors import (
    ConstraintFailed,
    DatabaseFileError,
    ReadFailed,
    StoreUnavailable,
    VersionConflict,
    WriteFailed,
)

__all__ = [
    "DEFAULT_PATH",
    "ENV_VAR",
    "URL_VAR",
    "ConstraintFailed",
    "DatabaseFileError",
    "ReadFailed",
    "SqliteStore",
    "Store",
    "StoreUnavailable",
    "VersionConflict",
    "WriteFailed",
    "database_path",
    "database_target",
]
