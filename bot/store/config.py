"""Where the database is: a SQLite file (the default) or a PostgreSQL server."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

ENV_VAR = "HEXHAVEN_DB"
URL_VAR = "HEXHAVEN_DATABASE_URL"
DEFAULT_PATH = "./hexhaven.db"

_SQLITE = "sqlite://"
_POSTGRES = ("postgresql://", "postgres://")


def database_path(environ: Mapping[str, str] | None = None) -> Path:
    """The database file named by `HEXHAVEN_DB`, or `./hexhaven.db` when it is unset or empty."""
    env = os.environ if environ is None else environ
    return Path(env.get(ENV_VAR) or DEFAULT_PATH)


def database_target(
    given: str | Path | None = None, environ: Mapping[str, str] | None = None
) -> str | Path:
    """The database to open: a PostgreSQL URL (a str) or a SQLite file (a Path).

    `given` wins; else `HEXHAVEN_DATABASE_URL`; else the file of `HEXHAVEN_DB`. A URL
    `sqlite:///relative.db` or `sqlite:////absolute.db` names a file; a path names a file."""
    env = os.environ if environ is None else environ
    target = given if given is not None else (env.get(URL_VAR) or "").strip() or database_path(env)
    if isinstance(target, Path):
        return target
    if target.startswith(_POSTGRES):
        return target
    if target.startswith(_SQLITE):
        rest = target[len(_SQLITE) :]
        if not rest.startswith("/"):
            raise ValueError(f"a SQLite URL is sqlite:///file.db, not {target}")
        return Path(rest[1:])
    if "://" in target:
        raise ValueError(f"unknown database URL {target} (postgresql:// or sqlite:///)")
    return Path(target)


def describe(target: str | Path) -> str:
    """The target as the log may show it: a URL without its password."""
    if isinstance(target, Path):
        return str(target)
    head, sep, tail = target.partition("@")
    if not sep or "://" not in head:
        return target
    scheme, _, user = head.partition("://")
    return f"{scheme}://{user.split(':', 1)[0]}@{tail}"
