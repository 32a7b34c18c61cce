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

ROOT = Path(__file__).resolve().parents[2]

#: The lines to type for one move of `player` (the move itself last, commands such as /hand
#: before it), chosen from what the service offers.
Choose = Callable[[Service, str, random.Random], Awaitable[list[str]]]


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
