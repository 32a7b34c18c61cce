"""The example catch-ups in docs/pictures/: a Cities & Knights game after the barbarians'
attack and a Seafarers game after the pirate moved, each as the text a player reads (.md)
and the board that comes with it (.png), made through the simulated Discord.

    python -m tests.bot.catchup_examples [folder]      # default: docs/pictures
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import Game
from tests.bot.catchup_helpers import Step, advance, kinds, since_own, to_roll
from tests.bot.world import open_table, world
from words import ENGLISH, speak

DOCS = Path(__file__).resolve().parents[2] / "docs" / "pictures"

#: name -> (the table's options, the kind of event the catch-up must tell, prefer a move).
EXAMPLES: dict[str, tuple[dict[str, Any], str, str | None]] = {
    "catchup-cities-knights": ({"rules": "cities_knights"}, "BarbariansAttacked", None),
    "catchup-seafarers": (
        {"rules": "seafarers", "scenario": "new_shores"},
        "PirateMoved",
        "pirate",
    ),
}


def _prefer(reader: str, start: str | None) -> Callable[[str, list[Any]], Any] | None:
    if start is None:
        return None

    def pick(player: str, legal: list[Any]) -> Any:
        moves = [a for a in legal if str(a).startswith(start)]
        return moves[0] if moves and player != reader else None

    return pick


async def example(folder: Path, name: str, work: Path) -> tuple[Path, Path]:
    """Play to the example's position, then write the reader's catch-up and its board."""
    options, wanted, prefer = EXAMPLES[name]
    async with world(work / f"{name}.db") as w:
        thread = await open_table(w, **options)
        reader = str(w.players[0].id)

        def reached(game: Game, steps: list[Step]) -> bool:
            return to_roll(reader)(game) and wanted in kinds(since_own(steps, reader))

        await advance(w, thread, reached, prefer=_prefer(reader, prefer))
        outcome = await w.service.catchups.catchup(thread.id, reader)
        lines = [speak(line, ENGLISH) for line in outcome.private[reader]]
        assert outcome.view is not None
        png = await w.pictures.board(outcome.view, dict(outcome.names))
    text = folder / f"{name}.md"
    board = folder / f"{name}.png"
    body = "\n".join(f"> {line}  " for line in lines)
    text.write_text(
        f"# Example catch-up: {name.removeprefix('catchup-').replace('-', ' ')}\n\n"
        f"What alice reads with `/catchup` (or by direct message when her move comes), "
        f"with the board [{board.name}]({board.name}).\n"
        f"Made by `python -m tests.bot.catchup_examples`.\n\n{body}\n",
        encoding="utf-8",
    )
    board.write_bytes(png)
    return text, board


async def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        for name in EXAMPLES:
            for path in await example(folder, name, Path(work)):
                print(path)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS))
