"""The bot's settings: from the environment, with a `.env` file filling in what is unset."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot.logs import FORMATS
from bot.store import DEFAULT_PATH, URL_VAR, database_target
from bot.store import ENV_VAR as DB_VAR

TOKEN_VAR = "DISCORD_TOKEN"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

#: Every environment variable the bot reads, whichever part reads it: these settings, the
#: store's (`bot/store/config.py`) and the computer players' (`bot/service/computers.py`).
#: A deployment (compose.yaml, .env) sets no other.
ENVIRONMENT: frozenset[str] = frozenset(
    {
        TOKEN_VAR,
        DB_VAR,
        URL_VAR,
        "HEXHAVEN_SHARDS",
        "HEXHAVEN_SHARD_IDS",
        "HEXHAVEN_LOG_LEVEL",
        "HEXHAVEN_LOG_FORMAT",
        "HEXHAVEN_TURN_TIME",
        "HEXHAVEN_DEV_GUILD",
        "HEXHAVEN_DISCORD_API",
        "HEXHAVEN_DISCORD_GATEWAY",
        "HEXHAVEN_COMPUTER_WORKERS",
        "HEXHAVEN_COMPUTER_BUDGET_EASY",
        "HEXHAVEN_COMPUTER_BUDGET_STRONG",
        "HEXHAVEN_COMPUTER_BUDGET_HARD",
        "HEXHAVEN_METRICS_PORT",
        "HEXHAVEN_METRICS_HOST",
        "HEXHAVEN_WEB_PORT",
        "HEXHAVEN_WEB_HOST",
        "HEXHAVEN_WEB_URL",
        "HEXHAVEN_WEB_IN_BOT",
    }
)


class SettingsError(ValueError):
    """A setting is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True)
class Settings:
    """Everything the bot reads from its environment. The token never appears in `repr`."""

    token: str | None = field(default=None, repr=False)
    database: Path = Path(DEFAULT_PATH)
    # `HEXHAVEN_DATABASE_URL`: a postgresql:// server (or a sqlite:/// file) in place of
    # `database`; None for the file.
    database_url: str | None = field(default=None, repr=False)
    # `HEXHAVEN_SHARDS` (the bot's shard count) and `HEXHAVEN_SHARD_IDS=a-b` (the shards this
    # process serves, all of them if unset); None: one process, unsharded.
    shards: int | None = None
    shard_ids: tuple[int, ...] | None = None
    log_level: str = "INFO"
    # `HEXHAVEN_LOG_FORMAT`: `text` (a readable line per event) or `json` (a JSON object a line).
    log_format: str = FORMATS[0]
    turn_time: str = "24h"
    dev_guild: int | None = None
    api_base: str | None = None
    gateway_url: str | None = None
    # `HEXHAVEN_METRICS_PORT`: serve Prometheus metrics on this port (None: no metrics), bound
    # to `HEXHAVEN_METRICS_HOST` (this machine only by default; 0.0.0.0 in a container).
    metrics_port: int | None = None
    metrics_host: str = "127.0.0.1"
    # The web side (`bot/web/`): `HEXHAVEN_WEB_PORT` serves the read-only league pages on this
    # port (None: no web side), bound to `HEXHAVEN_WEB_HOST`; `HEXHAVEN_WEB_URL` is the address
    # people reach it at (what Discord's link buttons point to; default http://host:port);
    # `HEXHAVEN_WEB_IN_BOT=1` serves it inside the bot's process instead of `python -m bot web`.
    web_port: int | None = None
    web_host: str = "127.0.0.1"
    web_url: str | None = None
    web_in_bot: bool = False

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """Read the settings; raises `SettingsError` for a malformed value (not a missing token)."""
        env = os.environ if environ is None else environ
        level = (env.get("HEXHAVEN_LOG_LEVEL") or "INFO").strip().upper()
        if level not in LOG_LEVELS:
            raise SettingsError(f"HEXHAVEN_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}.")
        form = (env.get("HEXHAVEN_LOG_FORMAT") or FORMATS[0]).strip().lower()
        if form not in FORMATS:
            raise SettingsError(f"HEXHAVEN_LOG_FORMAT must be one of {', '.join(FORMATS)}.")
        guild = (env.get("HEXHAVEN_DEV_GUILD") or "").strip()
        if guild and not guild.isdigit():
            raise SettingsError("HEXHAVEN_DEV_GUILD must be a server id (digits only).")
        shards, shard_ids = _shards(env)
        port = (env.get("HEXHAVEN_METRICS_PORT") or "").strip()
        if port and not (port.isdigit() and 1 <= int(port) <= 65535):
            raise SettingsError("HEXHAVEN_METRICS_PORT must be a port number (1-65535).")
        web_port = (env.get("HEXHAVEN_WEB_PORT") or "").strip()
        if web_port and not (web_port.isdigit() and 1 <= int(web_port) <= 65535):
            raise SettingsError("HEXHAVEN_WEB_PORT must be a port number (1-65535).")
        web_url = (env.get("HEXHAVEN_WEB_URL") or "").strip().rstrip("/") or None
        if web_url is not None and not web_url.startswith(("http://", "https://")):
            raise SettingsError("HEXHAVEN_WEB_URL must start with http:// or https://.")
        in_bot = (env.get("HEXHAVEN_WEB_IN_BOT") or "").strip().lower()
        if in_bot not in ("", "0", "1", "false", "true", "no", "yes", "off", "on"):
            raise SettingsError("HEXHAVEN_WEB_IN_BOT must be 1 or 0.")
        return cls(
            shards=shards,
            shard_ids=shard_ids,
            token=(env.get(TOKEN_VAR) or "").strip() or None,
            database=Path(env.get(DB_VAR) or DEFAULT_PATH),
            database_url=(env.get(URL_VAR) or "").strip() or None,
            log_level=level,
            log_format=form,
            turn_time=(env.get("HEXHAVEN_TURN_TIME") or "24h").strip(),
            dev_guild=int(guild) if guild else None,
            api_base=(env.get("HEXHAVEN_DISCORD_API") or "").strip() or None,
            gateway_url=(env.get("HEXHAVEN_DISCORD_GATEWAY") or "").strip() or None,
            metrics_port=int(port) if port else None,
            metrics_host=(env.get("HEXHAVEN_METRICS_HOST") or "").strip() or "127.0.0.1",
            web_port=int(web_port) if web_port else None,
            web_host=(env.get("HEXHAVEN_WEB_HOST") or "").strip() or "127.0.0.1",
            web_url=web_url,
            web_in_bot=in_bot in ("1", "true", "yes", "on"),
        )

    @property
    def store(self) -> str | Path:
        """The database the bot opens: the server or file of `HEXHAVEN_DATABASE_URL` when it
        is set, else the file `HEXHAVEN_DB`."""
        try:
            return database_target(self.database_url or self.database)
        except ValueError as exc:
            raise SettingsError(f"{URL_VAR}: {exc}") from None

    @property
    def web_address(self) -> str | None:
        """Where people reach the web side (None when it is off): `HEXHAVEN_WEB_URL`, else the
        host and port it is served on."""
        if self.web_port is None:
            return None
        return self.web_url or f"http://{self.web_host}:{self.web_port}"

    @property
    def map_cache(self) -> Path:
        """The folder of drawn maps kept across restarts: beside the database."""
        return self.database.parent / "map-cache"

    def require_token(self) -> str:
        """The token, or `SettingsError` saying how to provide one."""
        if not self.token:
            raise SettingsError(
                f"{TOKEN_VAR} is not set: put the bot token in .env or the environment."
            )
        if any(c.isspace() for c in self.token) or len(self.token) < 20:
            raise SettingsError(f"{TOKEN_VAR} does not look like a Discord bot token.")
        return self.token


def _shards(env: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """`HEXHAVEN_SHARDS` and `HEXHAVEN_SHARD_IDS` (a range `a-b`, or one shard `a`)."""
    total = (env.get("HEXHAVEN_SHARDS") or "").strip()
    ids = (env.get("HEXHAVEN_SHARD_IDS") or "").strip()
    if not total:
        if ids:
            raise SettingsError("HEXHAVEN_SHARD_IDS needs HEXHAVEN_SHARDS (the shard count).")
        return None, None
    if not total.isdigit() or int(total) < 1:
        raise SettingsError("HEXHAVEN_SHARDS must be the number of shards (1 or more).")
    count = int(total)
    if not ids:
        return count, tuple(range(count))
    first, _, last = ids.partition("-")
    if not first.strip().isdigit() or not (last or first).strip().isdigit():
        raise SettingsError("HEXHAVEN_SHARD_IDS must be a range of shard numbers, such as 0-3.")
    low, high = int(first), int(last or first)
    if not low <= high < count:
        raise SettingsError(
            f"HEXHAVEN_SHARD_IDS must lie within 0-{count - 1} (HEXHAVEN_SHARDS is {count})."
        )
    return count, tuple(range(low, high + 1))


def load_dotenv_file(path: str | Path = ".env") -> None:
    """Fill unset environment variables from a `.env` file, if there is one."""
    from dotenv import load_dotenv

    load_dotenv(path, override=False)
