"""Arguments of the service's calls that are neither users, channels nor table settings: table
numbers, counts, moments, and the names and values of preferences. Anything of the wrong type
or out of range is a refusal, before anything is read or written."""

from __future__ import annotations

import json
import math

from bot.service.refusal import refused

# SQLite's integers are 64-bit.
_MAX_ID = 2**63 - 1


def table_number(value: object) -> int:
    """A table's id."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _MAX_ID:
        raise refused("unknown_table", value=repr(value))
    return value


def count(value: object) -> int:
    """How many lines to show."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise refused("bad_count", value=repr(value))
    return value


def moment(value: object) -> float | None:
    """A time in epoch seconds (None stays None)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise refused("bad_time", value=repr(value))
    try:
        seconds = float(value)
    except OverflowError:
        seconds = math.inf
    if not math.isfinite(seconds):
        raise refused("bad_time", value=repr(value))
    return seconds


def setting(key: object, value: object) -> str:
    """The name of a preference or server setting (its value must be JSON-safe)."""
    if not isinstance(key, str) or not key.strip():
        raise refused("bad_setting", "service.refusal.setting_name", key=repr(key))
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        raise refused("bad_setting", "service.refusal.setting_value", key=repr(key)) from None
    return key
