"""The bot's logs: a readable line per event by default, a JSON object per line with
`HEXHAVEN_LOG_FORMAT=json` (time, level, logger, message, and the ids an event names), and the
token never in either."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from datetime import datetime

import pytest

from bot import logs
from bot.settings import Settings, SettingsError

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gx1y2z.abcdefghijklmnopqrstuvwxyz0123"


@pytest.fixture
def root() -> Iterator[None]:
    """The root logger put back as it was after the test configures it."""
    logger = logging.getLogger()
    handlers, level = logger.handlers[:], logger.level
    try:
        yield
    finally:
        logger.handlers[:] = handlers
        logger.setLevel(level)


def configured(environ: dict[str, str]) -> io.StringIO:
    """Logging configured as `hexhaven` configures it from `environ`, into a buffer."""
    settings = Settings.from_env(environ)
    out = io.StringIO()
    logs.configure(settings.log_level, settings.token, settings.log_format, stream=out)
    return out


def test_text_is_the_default_one_readable_line_per_event(root: None) -> None:
    """Unset, the format is text: time, level, logger and message on one line."""
    out = configured({})
    logging.getLogger("hexhaven.test").info("table %s opened", 7)
    (line,) = out.getvalue().splitlines()
    assert line.endswith("INFO    hexhaven.test: table 7 opened")
    assert not line.startswith("{")


def test_text_lines_end_with_the_ids_an_event_names(root: None) -> None:
    """Ids passed as `extra=` close the text line, in a fixed order."""
    out = configured({})
    logging.getLogger("x").warning("late", extra={"guild": 3, "table": 7})
    assert out.getvalue().strip().endswith("x: late [table=7 guild=3]")


def test_json_lines_carry_time_level_logger_and_message(root: None) -> None:
    """`HEXHAVEN_LOG_FORMAT=json`: each event is one JSON object on one line, its time in UTC."""
    out = configured({"HEXHAVEN_LOG_FORMAT": "json"})
    logging.getLogger("hexhaven.test").info("table %s opened", 7)
    logging.getLogger("hexhaven.test").error("second")
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert set(first) == {"time", "level", "logger", "message"}
    assert (first["level"], first["logger"], first["message"]) == (
        "INFO",
        "hexhaven.test",
        "table 7 opened",
    )
    assert datetime.fromisoformat(first["time"]).utcoffset() is not None
    assert second["level"] == "ERROR"


def test_json_lines_carry_the_ids_passed_as_extra(root: None) -> None:
    """The game, table, guild and shard an event names come as fields, numbers as numbers;
    other extras are not fields."""
    out = configured({"HEXHAVEN_LOG_FORMAT": "json"})
    extra = {"game": "g-1", "table": 7, "guild": 1234, "shard": 0, "other": "x"}
    logging.getLogger("x").info("moved", extra=extra)
    line = json.loads(out.getvalue())
    assert {k: line[k] for k in ("game", "table", "guild", "shard")} == {
        "game": "g-1",
        "table": 7,
        "guild": 1234,
        "shard": 0,
    }
    assert "other" not in line


def test_a_json_exception_stays_on_one_line(root: None) -> None:
    """A traceback is a field of its event's line, not lines of its own."""
    out = configured({"HEXHAVEN_LOG_FORMAT": "json"})
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        logging.getLogger("x").exception("failed", extra={"table": 9})
    (line,) = out.getvalue().splitlines()
    entry = json.loads(line)
    assert entry["table"] == 9 and "RuntimeError: boom" in entry["exception"]


def test_the_log_format_is_read_without_regard_to_case() -> None:
    """`JSON` and ` json ` are json."""
    assert Settings.from_env({"HEXHAVEN_LOG_FORMAT": " JSON "}).log_format == "json"


def test_an_unknown_log_format_is_refused() -> None:
    """Any other format is refused with the ones it takes."""
    with pytest.raises(SettingsError, match="HEXHAVEN_LOG_FORMAT must be one of text, json"):
        Settings.from_env({"HEXHAVEN_LOG_FORMAT": "xml"})


@pytest.mark.parametrize("form", ["text", "json"])
def test_the_token_never_appears_in_the_logs(root: None, form: str) -> None:
    """Wherever the token from the environment turns up in an event (its message, arguments,
    ids, an exception's message), neither format writes it."""
    out = configured({"DISCORD_TOKEN": TOKEN, "HEXHAVEN_LOG_FORMAT": form})
    log = logging.getLogger("discord.http")
    log.info(f"token {TOKEN} in the message")
    log.info("token %s in an argument", TOKEN)
    log.info("token in an id", extra={"game": TOKEN})
    try:
        raise ValueError(f"bad token {TOKEN}")
    except ValueError:
        log.exception("token in an exception")
    written = out.getvalue()
    assert TOKEN not in written
    assert written.count(logs.REDACTED) >= 4
    if form == "json":
        assert len([json.loads(line) for line in written.splitlines()]) == 4
