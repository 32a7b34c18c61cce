"""`python -m bot local --replay FILE`: the terminal steps through a record (next, previous,
jump), printing each move's public lines and the points and saving the board; a malformed
file is refused with its line and nothing is shown."""

from __future__ import annotations

import argparse
import io
import random
from pathlib import Path

from bot.local.main import play
from bot.service import Service
from tests.service.helpers import play_to_end, started_table


async def _exported(tmp_path: Path) -> Path:
    service = await Service.open(tmp_path / "game.db", rng=random.Random(4))
    try:
        await started_table(service, 1, vp_to_win=4)
        await play_to_end(service, 1, random.Random(8))
        record = await service.tables.export(1)
    finally:
        await service.close()
    path = tmp_path / record.filename
    path.write_text(record.text)
    return path


def _args(path: Path, boards: Path, language: str = "en") -> argparse.Namespace:
    return argparse.Namespace(
        replay=str(path), boards=str(boards), language=language, standings=None, tournament=None
    )


async def test_the_terminal_steps_through_a_record(tmp_path: Path) -> None:
    """Enter shows the next move, `p` the previous, `j N` jumps, `e` goes to the end; each
    step prints the points and saves the public board."""
    path = await _exported(tmp_path)
    out = io.StringIO()
    typed = io.StringIO("\nn\np\nj 10\ne\nx\nq\n")
    assert await play(_args(path, tmp_path / "boards"), typed, out) == 0
    said = out.getvalue()
    assert "Before the first move" in said
    assert "Move 1 of" in said and "Move 10 of" in said
    assert said.count("Move 2 of") == 1 and said.count("Move 1 of") == 2
    assert "Type n, p, j N, s, e or q." in said
    assert (tmp_path / "boards" / "replay-10.png").exists()


async def test_the_terminal_replay_speaks_dutch(tmp_path: Path) -> None:
    """`--language nl` steps through the record in Dutch."""
    path = await _exported(tmp_path)
    out = io.StringIO()
    assert await play(_args(path, tmp_path / "boards", "nl"), io.StringIO("n\nq\n"), out) == 0
    assert "Zet 1 van" in out.getvalue()


async def test_a_malformed_record_is_refused_and_nothing_shown(
    tmp_path: Path, capsys: object
) -> None:
    """A record with a broken line exits with code 2 and its line number; no board is saved."""
    path = await _exported(tmp_path)
    lines = path.read_text().split("\n")
    lines[2] = "[Status finished]"
    path.write_text("\n".join(lines))
    out = io.StringIO()
    assert await play(_args(path, tmp_path / "boards"), io.StringIO("n\n"), out) == 2
    assert "Line 3:" in capsys.readouterr().err  # type: ignore[attr-defined]
    assert out.getvalue() == "" and not (tmp_path / "boards").exists()
