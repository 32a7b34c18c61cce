"""Logging set-up: one readable line per record, and the token scrubbed should it ever appear."""

from __future__ import annotations

import logging
import sys

FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


class Redact(logging.Filter):
    """Replaces a secret in every record's message with `[redacted]`."""

    def __init__(self, secret: str | None) -> None:
        super().__init__()
        self.secret = secret

    def filter(self, record: logging.LogRecord) -> bool:
        """Scrub the record (never drops it)."""
        if self.secret and self.secret in record.getMessage():
            record.msg = record.getMessage().replace(self.secret, "[redacted]")
            record.args = None
        return True


def configure(level: str, secret: str | None = None) -> None:
    """Log to stderr at `level`, discord.py included, with `secret` scrubbed."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.addFilter(Redact(secret))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # discord.py's voice warnings say nothing useful for a bot that never joins voice.
    logging.getLogger("discord.client").setLevel(max(logging.getLevelName(level), logging.ERROR))
