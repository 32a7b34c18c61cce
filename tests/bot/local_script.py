"""A whole game typed in the terminal, shared by the terminal tests of each rule set: played in
process through `LocalSession` from the legal moves (each test chooses and words its moves),
then the same lines piped into the real `python -m bot local`, which must reach the same final
scores."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.bot.world import RecordingPictures

ROOT = Path(__file__).resolve().parents[2]
#: One board picture in this many is drawn in process (see `RecordingPictures`; the replay by
#: `python -m bot local` draws them all).
DRAW_EVERY = 10

#: The lines to type for one move of `player` (the move itself last, commands such as /hand
#: before it), chosen from what the service offers.
Choose = Callable[[Service, str, random.Random], Awaitable[list[str]]]


def draw_few(session: LocalSession, draw_every: int = DRAW_EVERY) -> RecordingPictures:
    """Let `session` draw one board picture in `draw_every` (stand-ins for the others, still
    checked to be asked from the public view; `HEXHAVEN_DRAW_ALL=1` draws them all): a whole
    game's test looks at what is printed, not at the pictures, and drawing is most of its
    time. The pictures are returned for a test that looks at what they were drawn from."""
    pictures = RecordingPictures(draw_every)
    session.pictures = pictures
    return pictures


async def play_typed(
    path: Path,
    players: Sequence[str],
    seed: int,
    options: Mapping[str, object],
    opening: Sequence[str],
    choose: Choose,
    limit: int = 4000,
    *,
    language: str = "en",
) -> tuple[list[str], str]:
    """Play to the end in process: the lines typed (`opening` first, `/as NAME` whenever
    another seat is awaited) and everything printed (in `language`, as `--language` says)."""
    path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(path / "local.db", rng=random.Random(seed))
    out = io.StringIO()
    session = LocalSession(service, list(players), out, path / "boards", language=language)
    draw_few(session)
    await session.open(dict(options))
    rng = random.Random(seed)
    lines = list(opening)
    for line in lines:
        if (command := parse(line)) is not None:
            await session.handle(command)
    while not session.over:
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        if session.acting not in awaiting:
            lines.append(f"/as {awaiting[0]}")
            await session.handle(parse(lines[-1]))  # type: ignore[arg-type]
        for line in await choose(service, session.acting, rng):
            lines.append(line)
            await session.handle(parse(line))  # type: ignore[arg-type]
        assert len(lines) < limit
    await service.close()
    return lines, out.getvalue()


def piped(
    lines: Sequence[str], arguments: Sequence[str], path: Path, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    """The lines piped into `python -m bot local ARGUMENTS` run in `path` (boards under it)."""
    script = path / "game.txt"
    script.write_text("\n".join(lines) + "\n")
    with script.open() as stdin:
        return subprocess.run(
            [sys.executable, "-m", "bot", "local", *arguments, "--boards", str(path / "second")],
            stdin=stdin,
            capture_output=True,
            text=True,
            cwd=path,
            timeout=timeout,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        )


def assert_same_final_scores(printed: str, done: subprocess.CompletedProcess[str]) -> None:
    """The piped run ended well and printed the in-process game's final scores."""
    assert done.returncode == 0, done.stderr
    final = next(line for line in printed.splitlines() if line.startswith("Final scores:"))
    assert final in done.stdout
