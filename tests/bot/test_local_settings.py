"""The terminal's own settings: `/settings time_zone`, `/settings quiet_hours` and
`/settings digest` set the acting seat's preferences as Discord's `/settings` does, with the
same sentences and the same refusals (which change nothing); `/help` lists them in the
terminal's language."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from bot.local.commands import parse
from bot.local.session import LocalSession
from bot.service import Service

PLAYERS = ["ann", "bo", "cy"]
SEED = 5


async def _typed(session: LocalSession, out: io.StringIO, line: str) -> str:
    """What the terminal prints for one typed line."""
    start = len(out.getvalue())
    command = parse(line)
    assert command is not None
    await session.handle(command)
    return out.getvalue()[start:]


async def _session(path: Path, language: str = "en") -> tuple[Service, LocalSession, io.StringIO]:
    service = await Service.open(path / "local.db", rng=random.Random(SEED))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, path / "boards", language=language)
    await session.open({"map": "beginner"})
    return service, session, out


async def test_the_terminal_sets_the_acting_seats_zone_quiet_hours_and_digest(
    tmp_path: Path,
) -> None:
    """Typed in the terminal, the three settings are kept for the seat acting now, and each
    is answered with Discord's sentence; quiet hours typed bare are cleared."""
    service, session, out = await _session(tmp_path)
    try:
        acting = session.acting
        said = await _typed(session, out, "/settings time_zone Europe/Amsterdam")
        assert "Your time zone is now Europe/Amsterdam" in said
        said = await _typed(session, out, "/settings quiet_hours 23:00 08:00")
        assert "Quiet hours: 23:00–08:00 (Europe/Amsterdam)" in said
        said = await _typed(session, out, "/settings digest 08:00")
        assert "Your daily digest comes at 08:00 (Europe/Amsterdam)." in said
        prefs = await service.people.preferences(acting)
        assert prefs["time_zone"] == "Europe/Amsterdam"
        assert prefs["quiet_hours"] == {"start": "23:00", "end": "08:00"}
        assert prefs["digest"] == "08:00"
        assert "No daily digest." in await _typed(session, out, "/settings digest off")
        assert "You have no quiet hours now." in await _typed(session, out, "/settings quiet_hours")
        prefs = await service.people.preferences(acting)
        assert "digest" not in prefs and "quiet_hours" not in prefs
    finally:
        await service.close()


@pytest.mark.parametrize(
    ("line", "refusal"),
    [
        ("/settings time_zone Mars/Olympus", "Mars/Olympus is not a time zone I know"),
        ("/settings quiet_hours 25:00 08:00", "25:00 is not a time of day"),
        ("/settings quiet_hours 23:00", "Give both when your quiet hours start"),
        ("/settings quiet_hours 08:00 08:00", "Quiet hours must start and end at different"),
        ("/settings digest tea-time", "tea-time is not a time: give it as HH:MM"),
        ("/settings bedtime 22:00", "There is no setting bedtime"),
    ],
)
async def test_the_terminal_refuses_a_bad_setting_as_discord_does_and_changes_nothing(
    tmp_path: Path, line: str, refusal: str
) -> None:
    """A malformed zone, time, half a pair of quiet hours, an empty span, a digest time that
    is none, or an unknown setting: a ✗ line with Discord's sentence, and the settings kept
    before stay as they were."""
    service, session, out = await _session(tmp_path)
    try:
        await _typed(session, out, "/settings time_zone Europe/Berlin")
        await _typed(session, out, "/settings quiet_hours 22:00 07:00")
        await _typed(session, out, "/settings digest 09:00")
        before = await service.people.preferences(session.acting)
        said = await _typed(session, out, line)
        assert said.startswith("✗ ") and refusal in said, said
        assert await service.people.preferences(session.acting) == before
    finally:
        await service.close()


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Your own settings"), ("nl", "Je eigen instellingen"), ("de", "Deine eigenen")],
)
async def test_the_terminal_help_lists_the_settings_in_its_language(
    tmp_path: Path, language: str, words: str
) -> None:
    """`/help` ends with the settings' commands, said in the terminal's language."""
    service, session, out = await _session(tmp_path, language)
    try:
        said = await _typed(session, out, "/help")
        assert words in said, said
        for command in ("/settings time_zone", "/settings quiet_hours", "/settings digest"):
            assert command in said
    finally:
        await service.close()
