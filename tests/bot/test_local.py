"""Local play in a terminal: a whole game typed as Discord commands, first driven in process
(the test picks moves from the legal list), then replayed by piping the same lines into
`python -m bot local`, which must reach the same result."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.bot.local_script import draw_few

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["alice", "bob", "carol"]
SEED = 5
PREFER = ("build city", "build settlement", "buy", "play", "reveal", "robber", "discard", "roll")


def typed(move: str) -> str:
    """A move as a player types it in the terminal."""
    head = move.split()[0]
    if head in ("accept", "decline", "cancel", "confirm", "offer", "bank"):
        return f"/trade {move}"
    return "/buy" if move == "buy development" else f"/{move}"


def pick(legal: list[str], rng: random.Random) -> str:
    for prefix in PREFER:
        found = [m for m in legal if m.startswith(prefix)]
        if found:
            return rng.choice(found)
    roads = [m for m in legal if m.startswith("build road")]
    if roads and rng.random() < 0.5:
        return roads[0]
    return "end" if "end" in legal else legal[0]


async def _script(tmp_path: Path) -> tuple[list[str], str]:
    """Play a game in process, returning the lines typed and what was printed."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards")
    draw_few(session)
    await session.open({"map": "beginner", "vp_to_win": 4})
    rng = random.Random(SEED)
    lines = ["# a scripted game", "/help", "/rules robber", "/status"]
    for line in lines:
        if (command := parse(line)) is not None:
            await session.handle(command)
    while not session.over:
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        if session.acting not in awaiting:
            lines.append(f"/as {awaiting[0]}")
            await session.handle(parse(lines[-1]))  # type: ignore[arg-type]
        legal = await service.tables.legal(CHANNEL, session.acting)
        extra = ["/hand", "/moves", "/board", "/log 3"] if rng.random() < 0.05 else []
        for line in [*extra, typed(pick(legal, rng))]:
            lines.append(line)
            await session.handle(parse(line))  # type: ignore[arg-type]
        assert len(lines) < 3000
    await service.close()
    return lines, out.getvalue()


async def test_a_whole_game_typed_in_the_terminal(tmp_path: Path) -> None:
    lines, printed = await _script(tmp_path / "first")
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert " wins after " in printed and "Final scores:" in printed
    boards = sorted((tmp_path / "first" / "boards").glob("board-*.png"))
    assert len(boards) > 10 and boards[0].read_bytes().startswith(b"\x89PNG")
    assert "Hand picture:" in printed and "Summary:" in printed

    # Private lines show only for the seat acting: a line for bob waits until `/as bob`.
    acting = PLAYERS[0]
    for line in printed.splitlines():
        if line.startswith("— now acting as "):
            acting = line.removeprefix("— now acting as ").removesuffix(" —")
        if line.startswith("(for "):
            assert line.startswith(f"(for {acting})"), line

    script = tmp_path / "game.txt"
    script.write_text("\n".join(lines) + "\n")
    boards_dir = tmp_path / "second" / "boards"
    with script.open() as stdin:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "bot",
                "local",
                *PLAYERS,
                "--seed",
                str(SEED),
                "--map",
                "beginner",
                "--vp",
                "4",
                "--boards",
                str(boards_dir),
            ],
            stdin=stdin,
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=120,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        )
    assert done.returncode == 0, done.stderr
    final = next(line for line in printed.splitlines() if line.startswith("Final scores:"))
    assert final in done.stdout
    assert "alice> /roll" in done.stdout or "bob> /roll" in done.stdout
    assert any(boards_dir.glob("board-*.png"))


def test_typed_commands_become_notation() -> None:
    assert parse("/build settlement 23").move == "build settlement 23"  # type: ignore[union-attr]
    assert parse("/trade offer 1 wheat for 2 stone to bob").move == (  # type: ignore[union-attr]
        "offer 1 grain for 2 ore to bob"
    )
    assert parse("/trade bank 4 ore for grain").move == "bank 4 ore for 1 grain"  # type: ignore[union-attr]
    assert parse("/discard 2 ore, grain").move == "discard 2 ore 1 grain"  # type: ignore[union-attr]
    assert parse("/play monopoly ore").move == "play monopoly ore"  # type: ignore[union-attr]
    assert parse("/as bob").name == "as"  # type: ignore[union-attr]
    assert parse("# comment") is None and parse("   ") is None
    assert parse("/frobnicate").name == "unknown"  # type: ignore[union-attr]


def test_a_given_database_goes_on_with_its_game(tmp_path: Path) -> None:
    db = tmp_path / "kept.db"
    args = [sys.executable, "-m", "bot", "local", *PLAYERS, "--db", str(db), "--seed", "2"]
    args += ["--boards", str(tmp_path / "boards"), "--follow"]
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    first = subprocess.run(
        args, input="/moves\n", capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60
    )
    assert first.returncode == 0, first.stderr
    placer = next(line for line in first.stdout.splitlines() if "places first" in line)
    acting = placer.split(". ")[-1].split()[0]  # after the start roll, if there was one
    moves = first.stdout.splitlines()
    spot = next(line.split()[2] for line in moves if line.startswith("  build settlement"))
    second = subprocess.run(
        args,
        input=f"/build settlement {spot}\n/status\n",
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
    )
    assert second.returncode == 0, second.stderr
    assert "Going on with the game in this database." in second.stdout
    assert f"{acting} built a settlement at {spot}." in second.stdout


async def _session(tmp_path: Path) -> tuple[Service, LocalSession, io.StringIO]:
    """A fresh local game on the beginner map, nothing typed yet."""
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards")
    await session.open({"map": "beginner"})
    return service, session, out


async def test_item8_the_terminal_follows_the_seat_that_must_act(tmp_path: Path) -> None:
    """With one seat awaited, the terminal acts as that seat without `/as`;
    set-up and the first turns are played without typing it (it is needed only when several
    seats are awaited at once)."""
    service, session, out = await _session(tmp_path)
    rng = random.Random(4)
    followed = 0
    for _ in range(120):
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        if len(awaiting) == 1:
            assert session.acting == awaiting[0]
            followed += 1
        elif session.acting not in awaiting:
            await session.handle(parse(f"/as {awaiting[0]}"))  # type: ignore[arg-type]
        legal = await service.tables.legal(CHANNEL, session.acting)
        await session.handle(parse(typed(pick(legal, rng))))  # type: ignore[arg-type]
    await service.close()
    assert "✗" not in out.getvalue() and followed > 100


async def test_item4_the_terminal_tells_the_acting_seat_what_to_do(tmp_path: Path) -> None:
    """After the start and after every move, the awaited seat is told what to do
    (the seat acting with the how-to), and the board marks where it may place."""
    service, session, out = await _session(tmp_path)
    first = session.acting
    assert f"➡️ {first}: Place a settlement on one of the marked spots" in out.getvalue()
    spot = (await service.tables.legal(CHANNEL, first))[0].split()[-1]
    await session.handle(parse(f"/build settlement {spot}"))  # type: ignore[arg-type]
    printed = out.getvalue().splitlines()
    assert printed[-1].startswith(f"➡️ {first}: Place a road from your new settlement")
    assert any(line.startswith("Board: ") for line in printed[-4:])
    await service.close()


async def test_item8_rules_in_the_terminal_list_only_its_commands(tmp_path: Path) -> None:
    """`/rules` in the terminal lists the terminal's commands, none of the
    Discord-only ones (lobby, panel, reminders, vacation)."""
    service, session, out = await _session(tmp_path)
    for line in ("/rules", "/rules commands", "/rules start"):
        start = len(out.getvalue())
        await session.handle(parse(line))  # type: ignore[arg-type]
        said = out.getvalue()[start:]
        for discord_only in ("/game", "/panel", "/reminders", "/vacation"):
            assert discord_only not in said, (line, said)
    assert "/as bob" in out.getvalue() and "/moves" in out.getvalue()
    await service.close()


async def test_item12_unreadable_input_points_to_the_terminals_own_commands(
    tmp_path: Path,
) -> None:
    """A line that is no move is refused with a pointer to commands that exist
    here (`/moves`), and a negative spot is refused with the board's range."""
    service, session, out = await _session(tmp_path)
    await session.handle(parse("fly to the moon"))  # type: ignore[arg-type]
    said = out.getvalue().splitlines()[-1]
    assert said.startswith("✗ I can't read “fly to the moon”") and "/moves" in said
    await session.handle(parse("/build settlement -1"))  # type: ignore[arg-type]
    said = out.getvalue().splitlines()[-1]
    assert said == "✗ There is no intersection -1; they are numbered 1 to 54."
    await service.close()
