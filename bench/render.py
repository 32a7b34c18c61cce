"""Render benchmark: `python bench/render.py [rounds] [--cold N] [--before OLD_CHECKOUT]`.

First, the board as a restarted bot first meets it: `N` fresh processes (default 5) each render
one board in the phone form, with no font loaded and no map drawn in memory, without the map
cache, with an empty one (the map drawn and written) and with a filled one (the map read back);
then after the warm-up a starting bot does (`render.warm_up`), for a new map and for a map in the
cache; with `--before`, the same first board drawn by an older checkout's renderer (its default
form); all in interleaved rounds; min/median/max milliseconds. Then, warm, it times
render_board (drawing and PNG encoding) on a late 4-player game of the beginner map, in the phone
form (the default) and the wide one, with and without highlighted spots, and prints
median/min/max milliseconds and the PNG sizes; then the hand and the summary. The first picture
of a map in a process that has drawn other things already is shown apart as the in-process cold
start. Last, the same for a Cities & Knights board (the late game dressed as C&K by
tests/render/ck_positions.py) and hand; and Seafarers' largest map (Greater Catan for 4, folded
in the phone form) beside the base board at 400 pixels, with each PNG's size (target: 150 KB).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from render import MapCache, render_board, render_hand, render_summary, warm_up
from render.board import draw_board
from render.cache import LruCache
from tests.render import ck_positions, games, sea_games


def timed(fn: Callable[[], object], rounds: int) -> tuple[list[float], object]:
    """Milliseconds of each of `rounds` calls, and the last result."""
    times = []
    result: object = None
    for _ in range(rounds):
        start = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - start) * 1000)
    return times, result


def report(label: str, times: list[float], data: object = None) -> None:
    """One line of figures."""
    size = f"  {len(data) / 1024:6.1f} KB" if isinstance(data, bytes) else ""
    print(
        f"{label:<34} median {statistics.median(times):6.2f} ms  "
        f"min {min(times):6.2f}  max {max(times):6.2f}{size}"
    )


def clear_caches() -> None:
    """Forget every cached map, palette and sprite (for the cold start)."""
    import render.calibrate
    import render.fonts
    import render.labels
    import render.piece_tags
    import render.sprite
    import render.static
    import render.view

    modules = (
        render.calibrate,
        render.fonts,
        render.labels,
        render.piece_tags,
        render.sprite,
        render.static,
    )
    for module in (*modules, render.view):
        for value in vars(module).values():
            if isinstance(value, LruCache):
                value.clear()


def first_board(maps: str | None, warm: bool) -> None:
    """In a fresh process: the milliseconds of the first board (the child side of `cold`), after
    the warm-up a starting bot does (`render.warm_up`) if `warm`."""
    view = games.late_game(9).view()
    files = MapCache(maps) if maps else None
    if warm:
        warm_up()
    start = time.perf_counter()
    data = render_board(view, names=games.NAMES, maps=files)
    print(f"{(time.perf_counter() - start) * 1000:.3f} {len(data)}")


_BEFORE = """
import sys, time
sys.path.insert(0, sys.argv[1])
from render import render_board
from tests.render import games
view = games.late_game(9).view()
start = time.perf_counter()
data = render_board(view, names=games.NAMES)
print(f"{(time.perf_counter() - start) * 1000:.3f} {len(data)}")
"""


def cold(processes: int, before: str | None) -> None:
    """The first board of a fresh process, each way, in interleaved rounds."""
    cases: tuple[str, ...] = (
        "no map cache",
        "map cache empty (drawn, written)",
        "map cache filled (read)",
        "warmed, a new map (drawn)",
        "warmed, map cache filled (read)",
    )
    if before:
        cases += (f"before: {before}",)
    times: dict[str, list[float]] = {case: [] for case in cases}
    sizes: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for round_ in range(processes):
            for case in cases:
                # A new folder each round: filled by "map cache empty", read by the "filled"
                # cases; a warmed-up process meets a new map in a folder of its own.
                folder = Path(tmp) / f"maps-{round_}"
                if case.endswith("(drawn)"):
                    folder = Path(tmp) / f"new-{round_}"
                command = [sys.executable, __file__, "--first-board"]
                if case.startswith("before"):
                    command = [sys.executable, "-c", _BEFORE, str(before)]
                elif case.startswith("warmed"):
                    command.append("--warm")
                if case != cases[0] and not case.startswith("before"):
                    command += ["--maps", str(folder)]
                out = subprocess.run(
                    command,
                    check=True,
                    capture_output=True,
                    text=True,
                    cwd=before if case.startswith("before") else None,
                ).stdout
                ms, size = out.split()
                times[case].append(float(ms))
                if not case.startswith("before"):
                    sizes[case] = int(size)
    print(f"first board of a fresh process (phone form), {processes} processes each:")
    for case in cases:
        report(f"  {case}", times[case])
    if len(set(sizes.values())) != 1:
        print(f"  PNG sizes differ: {sizes}")


def main(rounds: int) -> None:
    """Run every measurement."""
    late = games.late_game(9)
    view = late.view()
    roads = games.mid_game(11)
    player = roads.view()["current"]
    paths = [a.split()[-1] for a in roads.legal(player) if a.startswith("build road")]
    print(
        f"late game: turn {view['turn']}, {len(view['buildings'])} buildings, "
        f"{len(view['roads'])} roads; {rounds} rounds"
    )

    clear_caches()
    cold, _ = timed(lambda: render_board(view, names=games.NAMES), 1)
    report("render_board, cold (map drawn)", cold)
    times, data = timed(lambda: render_board(view, names=games.NAMES), rounds)
    report("render_board, late game", times, data)
    times, _ = timed(lambda: draw_board(view, names=games.NAMES), rounds)
    report("  of which drawing", times)
    hl = {"paths": paths, "intersections": list(range(1, 55, 2))}
    times, data = timed(lambda: render_board(roads.view(), highlight=hl), rounds)
    report(f"render_board, {len(paths) + 27} badges", times, data)
    clear_caches()
    cold, _ = timed(lambda: render_board(view, names=games.NAMES, form="wide"), 1)
    report("render_board wide, cold (map drawn)", cold)
    times, data = timed(lambda: render_board(view, names=games.NAMES, form="wide"), rounds)
    report("render_board wide, late game", times, data)
    times, data = timed(lambda: render_hand(late.view("carol"), "carol"), max(rounds // 4, 5))
    report("render_hand", times, data)
    record = games.finished(11).record()
    times, data = timed(lambda: render_summary(record), max(rounds // 4, 5))
    report("render_summary", times, data)

    ck = ck_positions.board_view()
    clear_caches()
    cold, _ = timed(lambda: render_board(ck, names=games.NAMES), 1)
    report("render_board C&K, cold (map drawn)", cold)
    times, data = timed(lambda: render_board(ck, names=games.NAMES), rounds)
    report("render_board C&K, late game", times, data)
    times, _ = timed(lambda: draw_board(ck, names=games.NAMES), rounds)
    report("  of which drawing", times)
    hand = ck_positions.hand_view("carol")
    times, data = timed(lambda: render_hand(hand, "carol"), max(rounds // 4, 5))
    report("render_hand C&K", times, data)
    largest = ck_positions.largest_hand_view("carol")
    refusals = ck_positions.LARGEST_REFUSALS
    times, data = timed(
        lambda: render_hand(largest, "carol", refusals=refusals), max(rounds // 4, 5)
    )
    report("render_hand C&K, largest hand", times, data)

    largest = sea_games.played("greater_catan", 4, 500).view(None)
    print(
        f"Seafarers, Greater Catan for 4: turn {largest['turn']}, "
        f"{len(largest['seafarers']['ships'])} ships, {len(largest['roads'])} roads"
    )
    for label, board in (("base board", view), ("Greater Catan", largest)):
        for form, size in (("phone", 400), ("phone", 1000), ("wide", 1000)):
            clear_caches()
            cold, _ = timed(lambda: render_board(board, form=form, size=size), 1)  # noqa: B023
            times, data = timed(
                lambda: render_board(board, form=form, size=size),  # noqa: B023
                max(rounds // 4, 5),
            )
            report(f"{label}, {form} {size}, cold {cold[0]:.0f} ms", times, data)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rounds", type=int, nargs="?", default=200, help="warm rounds")
    parser.add_argument("--cold", type=int, default=5, help="fresh processes per case")
    parser.add_argument("--first-board", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--maps", help=argparse.SUPPRESS)
    parser.add_argument("--warm", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--before", help="an older checkout to measure beside this one")
    args = parser.parse_args()
    if args.first_board:
        first_board(args.maps, args.warm)
    else:
        cold(args.cold, args.before)
        main(args.rounds)
