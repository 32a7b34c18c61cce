"""Where the database file lives."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

ENV_VAR = "HEXHAVEN_DB"
DEFAULT_PATH = "./hexhaven.db"


def database_path(environ: Mapping[str, str] | None = None) -> Path:
    """The database file named by `HEXHAVEN_DB`, or `./hexhaven.db` when it is unset or empty."""
    env = os.environ if environ is None else environ
    return Path(env.get(ENV_VAR) or DEFAULT_PATH)
