"""Logging set-up: one readable line per record (or, `HEXHAVEN_LOG_FORMAT=json`, one JSON
object per line for a log collector), and the token scrubbed should it ever appear.

A log call passes the ids of what it is about with `extra=`, e.g.
`log.exception("turn timer failed on table %s", table, extra={"table": table})`: the JSON
line carries them as fields, the text line at its end.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime
from typing import Any, TextIO

FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
#: The formats `HEXHAVEN_LOG_FORMAT` takes; the first is the default.
FORMATS = ("text", "json")
#: The ids a log call may pass as `extra=`, in the order they are shown.
IDS = ("game", "table", "guild", "shard")
REDACTED = "[redacted]"


class Redact(logging.Filter):
    """Replaces a secret in every record's message with `[redacted]`."""

    def __init__(self, secret: str | None) -> None:
        super().__init__()
        self.secret = secret

    def filter(self, record: logging.LogRecord) -> bool:
        """Scrub the record (never drops it)."""
        if self.secret and self.secret in record.getMessage():
            record.msg = record.getMessage().replace(self.secret, REDACTED)
            record.args = None
        return True


def ids(record: logging.LogRecord) -> dict[str, Any]:
    """The ids a record was given with `extra=` (numbers stay numbers)."""
    out: dict[str, Any] = {}
    for key in IDS:
        value = getattr(record, key, None)
        if value is not None:
            out[key] = value if isinstance(value, int | str) else str(value)
    return out


class TextFormatter(logging.Formatter):
    """`time level logger: message [table=7 guild=3]`, the secret scrubbed from all of it
    (a traceback included)."""

    def __init__(self, secret: str | None = None) -> None:
        super().__init__(FORMAT)
        self.secret = secret

    def format(self, record: logging.LogRecord) -> str:
        """The record's line (and its traceback's, if any)."""
        text = super().format(record)
        given = ids(record)
        if given:
            head, newline, rest = text.partition("\n")
            tags = " ".join(f"{k}={v}" for k, v in given.items())
            text = f"{head} [{tags}]{newline}{rest}"
        return scrub(text, self.secret)


class JsonFormatter(logging.Formatter):
    """One JSON object on one line: `time` (UTC, ISO 8601), `level`, `logger`, `message`, the
    ids given as `extra=`, and `exception` (its traceback) when there is one; the secret
    scrubbed from every field."""

    def __init__(self, secret: str | None = None) -> None:
        super().__init__()
        self.secret = secret

    def format(self, record: logging.LogRecord) -> str:
        """The record as a JSON line."""
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            **ids(record),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        cleaned = {k: scrub(v, self.secret) if isinstance(v, str) else v for k, v in entry.items()}
        return scrub(json.dumps(cleaned, ensure_ascii=False), self.secret)


def scrub(text: str, secret: str | None) -> str:
    """`text` with every occurrence of `secret` replaced."""
    return text.replace(secret, REDACTED) if secret else text


def configure(
    level: str, secret: str | None = None, form: str = "text", stream: TextIO | None = None
) -> None:
    """Log to `stream` (stderr) at `level` in `form` (`text` or `json`), discord.py included,
    with `secret` scrubbed."""
    handler = logging.StreamHandler(sys.stderr if stream is None else stream)
    formatter = JsonFormatter(secret) if form == "json" else TextFormatter(secret)
    handler.setFormatter(formatter)
    handler.addFilter(Redact(secret))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # discord.py's voice warnings say nothing useful for a bot that never joins voice.
    logging.getLogger("discord.client").setLevel(max(logging.getLevelName(level), logging.ERROR))
