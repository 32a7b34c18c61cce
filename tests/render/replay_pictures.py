"""Draw the replay frames shown in docs/pictures/: a late frame of a Cities & Knights game and
of a Seafarers game (random legal play through the engine, seeded). Regenerate them with
`python -m tests.render.replay_pictures`."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from engine import Game, GameConfig
from render.replay import draw_frame

OUT = Path(__file__).resolve().parents[2] / "docs" / "pictures"
NAMES = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}


def late_view(rules: str, turns: int, **options: object) -> dict[str, object]:
    """The public view of a seeded random game of `rules` after `turns` turns."""
    game = Game.new(
        GameConfig(players=tuple(NAMES), seed=5, rules=rules, vp_to_win=30, options=options)
    )
    rng = random.Random(5)
    while game.view(None)["turn"] < turns and game.winner is None:
        player = game.awaiting()[0]
        moves = [str(a) for a in game.legal_actions(player) if not str(a).startswith("offer")]
        builds = [m for m in moves if m.startswith(("build", "improve", "knight", "activate"))]
        move = rng.choice(builds) if builds and rng.random() < 0.8 else None
        if move is None:
            move = "end" if "end" in moves and rng.random() < 0.7 else rng.choice(moves)
        game.apply(player, game.parse(move))
    return dict(game.view(None))


def main() -> None:
    cases = {
        "replay-frame-cities-knights.png": late_view("cities_knights", 40),
        "replay-frame-seafarers-new-shores.png": late_view("seafarers", 40, scenario="new_shores"),
    }
    for name, view in cases.items():
        draw_frame(view, NAMES).save(OUT / name, optimize=True)  # type: ignore[arg-type]
        print(OUT / name, file=sys.stderr)


if __name__ == "__main__":
    main()
