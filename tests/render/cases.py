"""The pictures kept as golden images: each case draws one from a real engine game."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from render import GameRecord, Highlight, PlayerResult, render_board, render_hand, render_summary
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


def board_setup_road() -> bytes:
    """Second setup round, a settlement just placed: the paths for its road badged."""
    played = _game("setup_road", 11)
    return render_board(
        played.view(), highlight={"paths": spots(played, "build road")}, names=games.NAMES
    )


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


def board_late_wide() -> bytes:
    """The late game in the wide form: the panel beside the map."""
    return render_board(_game("late_game", 9).view(), names=games.NAMES, form="wide")


def board_robber_wide() -> bytes:
    """The robber prompt in the wide form."""
    played = _game("robber_move", 11)
    player = sorted(played.game.awaiting())[0]
    hexes = sorted({a.split()[1] for a in played.legal(player) if a.startswith("robber")})
    return render_board(played.view(), highlight={"hexes": hexes}, names=games.NAMES, form="wide")


def board_city_spots() -> bytes:
    """Late game: the settlements the current player may turn into cities, tagged in yellow."""
    played = _game("late_game", 9)
    view = played.view()
    settlements = [
        b["intersection"]
        for b in view["buildings"]
        if b["owner"] == view["current"] and b["kind"] == "settlement"
    ]
    assert settlements
    return render_board(view, highlight={"intersections": settlements}, names=games.NAMES)


def hand_late() -> bytes:
    """A hand in the late game."""
    played = _game("late_game", 9)
    return render_hand(played.view("carol"), "carol", names=games.NAMES)


def summary() -> bytes:
    """The end of a whole game."""
    return render_summary(_game("finished", 11).record())


def summary_short() -> bytes:
    """An abandoned short game to 12 points: the scale reaches 12, unrolled totals show 0."""
    record = GameRecord(
        players=[PlayerResult("a", 0, 5, name="Ann"), PlayerResult("b", 1, 3, 1, name="Ben")],
        dice=(6, 8, 8, 5, 9, 7, 6, 4),
        vp_history={"a": [2, 3, 3, 4, 5], "b": [2, 2, 3, 4, 4]},
        winner=None,
        target=12,
    )
    return render_summary(record)


CASES: dict[str, Callable[[], bytes]] = {
    "board_setup": board_setup,
    "board_setup_spots": board_setup_spots,
    "board_setup_road": board_setup_road,
    "board_mid_roads": board_mid_roads,
    "board_robber": board_robber,
    "board_robber_wide": board_robber_wide,
    "board_late": board_late,
    "board_late_wide": board_late_wide,
    "board_city_spots": board_city_spots,
    "hand_late": hand_late,
    "summary": summary,
    "summary_short": summary_short,
}
