"""Cities & Knights in the terminal: a whole game typed as the terminal's
commands (`/knight …`, `/wall`, `/improve`, `/choose …`), driven in process from the legal
moves, then replayed by piping the same lines into `python -m bot local --rules
cities_knights`, which must reach the same result."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

from bot.common.cities_knights import CHOICE_KINDS
from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.bot.local_script import draw_few
from tests.bot.test_local import typed as base_typed

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["alice", "bob", "carol"]
SEED = 3
VP = 6
PREFER = (
    "build city",
    "improve",
    "build settlement",
    "activate",
    "knight",
    "promote",
    "wall",
    "chase",
    "displace",
    "robber",
    "discard",
    "roll",
)
KNIGHT = {"knight": "build", "activate": "activate", "promote": "promote", "move": "move"}
KNIGHT |= {"displace": "displace", "chase": "chase"}
#: Every choice `/choose` makes (the progress cards' included).
CHOICES = CHOICE_KINDS


def typed(move: str) -> str:
    """A C&K move as a player types it in the terminal."""
    words = move.split()
    head = words[0]
    if head in KNIGHT:
        spots = words[2:] if head == "move" else words[1:]
        return f"/knight {KNIGHT[head]} {' '.join(spots)}"
    if head in ("wall", "improve"):
        return f"/{move}"
    if head in CHOICES:
        return f"/choose {move}"  # (a bare spot or word works too: see _script)
    if head == "repair":
        return move  # a line without a slash is the engine's notation
    return base_typed(move)


def pick(legal: list[str], rng: random.Random) -> str:
    for prefix in PREFER:
        found = [m for m in legal if m.startswith(prefix)]
        if found and rng.random() < 0.8:
            return rng.choice(found)
    roads = [m for m in legal if m.startswith("build road")]
    if roads and rng.random() < 0.5:
        return roads[0]
    return "end" if "end" in legal else rng.choice(legal)


async def _script(tmp_path: Path) -> tuple[list[str], str, Counter[str]]:
    """Play a game in process, returning the lines typed, what was printed and the kinds."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards")
    draw_few(session)  # the replay by `python -m bot local` draws them all
    await session.open({"map": "beginner", "vp_to_win": VP, "rules": "cities_knights"})
    rng = random.Random(SEED)
    lines = ["# a scripted Cities & Knights game", "/help", "/rules", "/status"]
    for line in lines:
        if (command := parse(line)) is not None:
            await session.handle(command)
    kinds: Counter[str] = Counter()
    while not session.over:
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        if session.acting not in awaiting:
            lines.append(f"/as {awaiting[0]}")
            await session.handle(parse(lines[-1]))  # type: ignore[arg-type]
        legal = await service.tables.legal(CHANNEL, session.acting)
        extra = ["/hand", "/moves", "/status"] if rng.random() < 0.03 else []
        move = pick(legal, rng)
        kinds[move.split()[0]] += 1
        said = typed(move)
        words = move.split()
        unique = [m.split()[-1] for m in legal].count(words[-1]) == 1
        if words[0] in CHOICES and len(words) == 2 and unique and not kinds["choose typed"]:
            kinds["choose typed"] += 1
            said = f"/choose {words[-1]}"  # the choice named by its spot or word alone
        for line in [*extra, said]:
            lines.append(line)
            await session.handle(parse(line))  # type: ignore[arg-type]
        assert len(lines) < 4000
    await service.close()
    return lines, out.getvalue(), kinds


async def test_a_whole_cities_knights_game_typed_in_the_terminal(tmp_path: Path) -> None:
    """`python -m bot local --rules cities_knights alice bob carol` plays C&K
    to a winner with the terminal's commands."""
    lines, printed, kinds = await _script(tmp_path / "first")
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert " wins after " in printed and "Final scores:" in printed
    assert kinds["improve"] and kinds["knight"] and kinds["roll"], kinds
    assert kinds["choose typed"], kinds
    assert "event die:" in printed and "Barbarians " in printed
    assert "Progress cards:" in printed and "later version" not in printed
    assert "/knight build|activate|promote" in printed  # /help lists the C&K commands

    script = tmp_path / "game.txt"
    script.write_text("\n".join(lines) + "\n")
    boards_dir = tmp_path / "second" / "boards"
    command = [sys.executable, "-m", "bot", "local", *PLAYERS, "--rules", "cities_knights"]
    command += ["--seed", str(SEED), "--map", "beginner", "--vp", str(VP)]
    with script.open() as stdin:
        done = subprocess.run(
            [*command, "--boards", str(boards_dir)],
            stdin=stdin,
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=300,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        )
    assert done.returncode == 0, done.stderr
    final = next(line for line in printed.splitlines() if line.startswith("Final scores:"))
    assert final in done.stdout


def test_cities_knights_commands_become_notation() -> None:
    """The terminal's C&K commands write the engine's notation."""
    cases = {
        "/knight build 23": "knight 23",
        "/knight activate 23": "activate 23",
        "/knight promote 23": "promote 23",
        "/knight move 23 30": "move knight 23 30",
        "/knight displace 23 30": "displace 23 30",
        "/knight chase 23 J steal bob": "chase 23 J steal bob",
        "/wall 23": "wall 23",
        "/improve science": "improve science",
    }
    for line, move in cases.items():
        command = parse(line)
        assert command is not None and command.move == move, (line, command)
    chosen = parse("/choose pillage 23")
    assert chosen is not None and (chosen.name, chosen.arg) == ("choose", "pillage 23")


async def test_progress_cards_are_played_in_the_terminal(tmp_path: Path) -> None:
    """Terminal: `/play` alone lists one's progress cards, playable or not and why;
    `/play CARD` lists the card's legal targets when it has several (nothing is played) or
    plays its only play; `/play CARD ARGS` plays it; the choices it asks for, and the other
    players' answers, are made with `/choose` after `/as`. A card not held, or played at the
    wrong time or with a malformed target, is refused and changes nothing."""
    service = await Service.open(tmp_path / "cards.db", rng=random.Random(SEED))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards")
    await session.open({"map": "beginner", "vp_to_win": 13, "rules": "cities_knights"})
    rng = random.Random(SEED)
    played: Counter[str] = Counter()
    refused: list[tuple[str, int, int]] = []

    async def handle(line: str) -> str:
        start = len(out.getvalue())
        await session.handle(parse(line))  # type: ignore[arg-type]
        return out.getvalue()[start:]

    for _ in range(3000):
        if session.over or len(played) >= 4:
            break
        awaiting = (await service.tables.status(CHANNEL)).awaiting
        if session.acting not in awaiting:
            await handle(f"/as {awaiting[0]}")
        legal = await service.tables.legal(CHANNEL, session.acting)
        plays = [m for m in legal if m.startswith("play ")]
        if plays:
            card = plays[0].split()[1]
            listed = await handle("/play")
            assert card in listed and "✓" in listed, listed
            mine = [m for m in plays if m.split()[1] == card]
            if len(mine) > 1:
                before = (await service.tables.status(CHANNEL)).version
                shown = await handle(f"/play {card}")
                assert all(m in shown for m in mine[:60]), shown
                assert (await service.tables.status(CHANNEL)).version == before
                if not refused:
                    said = await handle(f"/play {card} nowhere at all")
                    after = (await service.tables.status(CHANNEL)).version
                    refused.append((said, before, after))
                said = await handle(f"/play {' '.join(mine[0].split()[1:])}")
            else:
                said = await handle(f"/play {card}")
            assert "✗" not in said and "plays " in said, said
            played[card] += 1
            continue
        if any(m.split()[0] in CHOICES for m in legal) and not rng.random() < 0.1:
            move = next(m for m in legal if m.split()[0] in CHOICES)
            listed = await handle("/choose")
            assert move in listed, listed
        else:
            move = pick(legal, rng)
        said = await handle(typed(move))
        assert "✗" not in said, (move, said)
    assert len(played) >= 2, played
    assert refused, "no card with several targets came up"
    for said, before, after in refused:
        assert said.startswith("✗") and before == after, (said, before, after)
    # A card at the wrong time: someone not on turn.
    view = (await service.tables.board(CHANNEL)).view or {}
    other = next(p for p in PLAYERS if p != view.get("current"))
    await handle(f"/as {other}")
    before = (await service.tables.status(CHANNEL)).version
    said = await handle("/play crane")
    # Refused, then told who must act and how to switch when it is not this seat.
    assert said.strip().splitlines()[0].startswith("✗"), said
    assert (await service.tables.status(CHANNEL)).version == before
    await service.close()
