"""Practice against computer players in a terminal: `python -m bot local alice
--bots 2`. The game is first driven in process (alice's moves picked from the legal list, the
computers answering after each), then the same lines are piped into the real command, which
must reach the same end."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from bot.service.computers import Thinking
from tests.bot.local_script import draw_few
from tests.bot.test_local import pick, typed

ROOT = Path(__file__).resolve().parents[2]
SEED = 4
# Easy players ignore most of their budget; a generous one keeps a loaded machine from
# turning a move into the default one, so both runs make the same moves.
BUDGET = "30"


async def _script(tmp_path: Path) -> tuple[list[str], str]:
    """Play alice's side in process; the lines she typed and what was printed."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    thinking = Thinking(budgets={"easy": float(BUDGET)}, workers="thread")
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED), thinking=thinking)
    out = io.StringIO()
    session = LocalSession(service, ["alice"], out, tmp_path / "boards", bots=2)
    draw_few(session)
    await session.open({"map": "beginner", "vp_to_win": 4})
    rng = random.Random(SEED)
    lines: list[str] = []
    while not session.over:
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        assert awaiting == ("alice",), awaiting  # the computers never keep her waiting
        line = typed(pick(await service.tables.legal(CHANNEL, "alice"), rng))
        lines.append(line)
        await session.handle(parse(line))  # type: ignore[arg-type]
        assert len(lines) < 2000
    await service.close()
    return lines, out.getvalue()


async def test_a_practice_game_against_two_computer_players_piped_in(tmp_path: Path) -> None:
    """Local practice, `python -m bot local alice --bots 2`: two computer seats
    play between alice's moves, marked 🤖, to a winner; piped input plays the same game."""
    lines, printed = await _script(tmp_path / "first")
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Computer 1 (easy)" in printed and "Computer 2 (easy)" in printed
    assert "🤖 Computer 1 (easy) built a settlement" in printed
    assert " wins after " in printed and "Final scores:" in printed
    assert "now acting as computer" not in printed

    script = tmp_path / "practice.txt"
    script.write_text("\n".join(lines) + "\n")
    command = [sys.executable, "-m", "bot", "local", "alice", "--bots", "2", "--level", "easy"]
    command += ["--seed", str(SEED), "--map", "beginner", "--vp", "4"]
    command += ["--boards", str(tmp_path / "second" / "boards")]
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    env["HEXHAVEN_COMPUTER_BUDGET_EASY"] = BUDGET
    with script.open() as stdin:
        done = subprocess.run(
            command,
            stdin=stdin,
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=300,
            env=env,
        )
    assert done.returncode == 0, done.stderr
    final = next(line for line in printed.splitlines() if line.startswith("Final scores:"))
    assert final in done.stdout
    assert "🤖 Computer 2 (easy)" in done.stdout


async def test_the_terminal_shows_a_hard_computers_offers_and_its_plan(tmp_path: Path) -> None:
    """`--level hard` seats hard computer players; their trade offers are printed as any
    offer is, alice answers them with `accept`/`decline` while the computer waits, and the
    end explains each computer's plan in one line."""
    thinking = Thinking(budgets={"hard": 30.0}, workers="thread")
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED), thinking=thinking)
    out = io.StringIO()
    session = LocalSession(service, ["alice"], out, tmp_path / "boards", bots=2)
    draw_few(session)
    await session.open({"map": "beginner", "vp_to_win": 4, "level": "hard"})
    rng = random.Random(SEED)
    answered = 0
    for _ in range(2000):
        if session.over:
            break
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        assert "alice" in awaiting, awaiting  # a computer waits only for alice's answer
        legal = await service.tables.legal(CHANNEL, "alice")
        answered += "decline" in legal
        await session.handle(parse(typed(pick(legal, rng))))  # type: ignore[arg-type]
    await service.close()
    printed = out.getvalue()
    assert session.over
    assert "Computer 1 (hard)" in printed
    assert "🤖 Computer 1 (hard) offers" in printed or "🤖 Computer 2 (hard) offers" in printed
    assert answered
    assert "(hard) went for " in printed
