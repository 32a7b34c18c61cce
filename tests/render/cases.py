"""The pictures kept as golden images: each case draws one from a real engine game."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from render import Highlight, render_board, render_hand, render_summary
from tests.render import games

GOLDEN_DIR = Path(__file__).with_name("golden")


@cache
def _game(which: str, seed: int) -> games.Played:
    played: games.Played = getattr(games, which)(seed)
    return played


def spots(played: games.Played, prefix: str) -> list[str]:
    """The last word of each legal action of the player to act that starts with `prefix`."""
    player = sorted(played.game.awaiting())[0]
    return [a.split()[-1] for a in played.legal(player) if a.startswith(prefix)]


def board_setup() -> bytes:
    """The beginner map just after the setup."""
    return render_board(_game("after_setup", 11).view(), names=games.NAMES)


def board_setup_spots() -> bytes:
    """Second setup round, the free spots for a settlement badged."""
    played = _game("setup_round_two", 11)
    hl = Highlight(intersections=[int(s) for s in spots(played, "build settlement")])
    return render_board(played.view(), highlight=hl, names=games.NAMES)


def board_mid_roads() -> bytes:
    """Mid-game, the paths where the current player may build a road badged."""
    played = _game("mid_game", 11)
    hl = {"paths": spots(played, "build road")}
    return render_board(played.view(), highlight=hl, names=games.NAMES)


def board_robber() -> bytes:
    """The robber must move: the hexes it may go to badged."""
    played = _game("robber_move", 11)
    player = sorted(played.game.awaiting())[0]
    hexes = sorted({a.split()[1] for a in played.legal(player) if a.startswith("robber")})
    return render_board(played.view(), highlight={"hexes": hexes}, names=games.NAMES)


def board_late() -> bytes:
    """Late game: settlements, cities, roads, the robber away from the desert, special cards."""
    return render_board(_game("late_game", 9).view(), names=games.NAMES)


def hand_late() -> bytes:
    """A hand in the late game."""
    played = _game("late_game", 9)
    return render_hand(played.view("carol"), "carol", names=games.NAMES)


def summary() -> bytes:
    """The end of a whole game."""
    return render_summary(_game("finished", 11).record())


CASES: dict[str, Callable[[], bytes]] = {
    "board_setup": board_setup,
    "board_setup_spots": board_setup_spots,
    "board_mid_roads": board_mid_roads,
    "board_robber": board_robber,
    "board_late": board_late,
    "hand_late": hand_late,
    "summary": summary,
}
