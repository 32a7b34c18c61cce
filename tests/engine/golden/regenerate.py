"""Golden counts of the base game, as python-chess's perft files: they pin the rules' behaviour
through any refactor of the engine.

    python -m tests.engine.golden.regenerate      # rewrite the files (only on a rule change)

Each scripted game (fixed seed, map, preset and player count) is played by a deterministic policy
over the public API: at every step one awaited player is drawn, sometimes makes a one-for-one
domestic offer, and otherwise picks one of their legal actions. Its file lists, per step, the
acting player, the action's notation and the number of legal actions of every awaited player, then
the sha256 of a canonical projection of the final state (views, scores, winner, version). The perft
file counts legal action sequences from a few fixed positions to a small depth.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from engine import RESOURCES, Action, Game, GameConfig, IllegalAction, OfferTrade, cards

HERE = Path(__file__).resolve().parent

#: (name, seed, players, map, preset) of every scripted game.
GAMES: tuple[tuple[str, int, tuple[str, ...], str, str], ...] = (
    ("g01_4p_variable_official", 1, ("red", "blue", "orange", "white"), "variable", "official"),
    ("g02_3p_variable_official", 2, ("red", "blue", "orange"), "variable", "official"),
    ("g03_4p_beginner_official", 3, ("red", "blue", "orange", "white"), "beginner", "official"),
    ("g04_3p_beginner_official", 4, ("red", "blue", "orange"), "beginner", "official"),
    ("g05_4p_variable_legacy1995", 5, ("red", "blue", "orange", "white"), "variable", "legacy1995"),
    ("g06_3p_variable_legacy1995", 6, ("red", "blue", "orange"), "variable", "legacy1995"),
    ("g07_4p_beginner_legacy1995", 7, ("red", "blue", "orange", "white"), "beginner", "legacy1995"),
    ("g08_4p_variable_tournament", 8, ("red", "blue", "orange", "white"), "variable", "tournament"),
    ("g09_3p_variable_tournament", 9, ("red", "blue", "orange"), "variable", "tournament"),
    ("g10_3p_beginner_tournament", 10, ("red", "blue", "orange"), "beginner", "tournament"),
    ("g11_2p_variable_official", 11, ("red", "blue"), "variable", "official"),
    ("g12_2p_beginner_tournament", 12, ("red", "blue"), "beginner", "tournament"),
)
#: The rule set of a scripted game that is not the base game (the 2-player variant).
RULES: dict[str, str] = {
    "g11_2p_variable_official": "two_player",
    "g12_2p_beginner_tournament": "two_player",
}
MAX_STEPS = 5000
OFFER_CHANCE = 0.05

#: (name, game, phase, depth): the first position of that phase in that scripted game.
PERFT: tuple[tuple[str, str, str, int], ...] = (
    ("setup_start_4p", "g01_4p_variable_official", "setup", 3),
    ("setup_start_3p_beginner", "g04_3p_beginner_official", "setup", 3),
    ("main_mid_4p", "g01_4p_variable_official", "main@40", 3),
    ("main_mid_3p_legacy", "g06_3p_variable_legacy1995", "main@40", 3),
    ("robber_4p", "g01_4p_variable_official", "robber", 3),
    ("robber_3p_tournament", "g09_3p_variable_tournament", "robber", 3),
    ("discard_4p", "g05_4p_variable_legacy1995", "discard", 3),
    ("discard_3p", "g02_3p_variable_official", "discard", 3),
    ("main_mid_2p", "g11_2p_variable_official", "main@150", 2),
    ("neutral_2p", "g11_2p_variable_official", "neutral", 3),
    ("give_back_2p", "g12_2p_beginner_tournament", "give_back", 3),
)


def new_game(
    seed: int, players: tuple[str, ...], map_name: str, preset: str, rules: str = "base"
) -> Game:
    """The game of one golden entry."""
    return Game.new(
        GameConfig(players=players, seed=seed, map=map_name, preset=preset, rules=rules)
    )


def _offer(game: Game, player: str, rnd: random.Random) -> Action | None:
    hand = game.view(player)["you"]["hand"]
    held = [r for r in RESOURCES if hand[r]]
    if not held:
        return None
    give = rnd.choice(held)
    get = rnd.choice([r for r in RESOURCES if r != give])
    return OfferTrade(cards({give: 1}), cards({get: 1}))


def play(game: Game, seed: int, stop: str | None = None) -> tuple[list[str], Game | None]:
    """Play the scripted game; returns its step lines and (with `stop`) the first position in
    that phase (`phase` or `phase@N` for the N-th step in it)."""
    rnd = random.Random(seed)
    lines: list[str] = []
    phase, _, nth = (stop or "").partition("@")
    seen = 0
    while game.winner is None and len(lines) < MAX_STEPS:
        if stop is not None and game.phase == phase:
            seen += 1
            if seen > int(nth or 0):
                return lines, game.copy()
        awaited = game.awaiting()
        counts = " ".join(f"{p}={len(game.legal_actions(p))}" for p in awaited)
        player = awaited[rnd.randrange(len(awaited))]
        action: Action | None = None
        if game.phase == "main" and game.offer is None and rnd.random() < OFFER_CHANCE:
            action = _offer(game, player, rnd)
            if action is not None:
                try:
                    game.apply(player, action)
                except IllegalAction:
                    action = None
        if action is None:
            legal = game.legal_actions(player)
            action = legal[rnd.randrange(len(legal))]
            game.apply(player, action)
        lines.append(f"{counts} | {player}: {action}")
    return lines, None


def state_hash(game: Game) -> str:
    """sha256 of a canonical projection through the public API only."""
    projection = {
        "spectator": game.view(None),
        "players": {p: game.view(p) for p in game.players},
        "scores": game.scores(),
        "winner": game.winner,
        "version": game.version,
    }
    text = json.dumps(projection, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def game_text(name: str) -> str:
    """The golden file of one scripted game."""
    _, seed, players, map_name, preset = next(g for g in GAMES if g[0] == name)
    rules = RULES.get(name, "base")
    game = new_game(seed, players, map_name, preset, rules)
    lines, _ = play(game, seed)
    head = f"# {name}: seed {seed}, {len(players)} players, {map_name} map, {preset} preset"
    if rules != "base":
        head += f", {rules} rules"
    tail = [f"winner {game.winner}", f"steps {len(lines)}", f"sha256 {state_hash(game)}"]
    return "\n".join([head, *lines, *tail]) + "\n"


def perft(game: Game, depth: int) -> int:
    """Legal action sequences of the given length, any awaited player acting at each step."""
    if depth == 0 or game.winner is not None:
        return 1
    total = 0
    for player in game.awaiting():
        for action in game.legal_actions(player):
            if depth == 1:
                total += 1
                continue
            child = game.copy()
            child.apply(player, action)
            total += perft(child, depth - 1)
    return total


def position(game_name: str, stop: str) -> Game:
    """The fixed position of a perft entry."""
    _, seed, players, map_name, preset = next(g for g in GAMES if g[0] == game_name)
    rules = RULES.get(game_name, "base")
    _, found = play(new_game(seed, players, map_name, preset, rules), seed, stop)
    if found is None:
        raise LookupError(f"{game_name} never reaches {stop}")
    return found


def perft_text() -> str:
    """The perft file: counts per position and depth."""
    lines = ["# position game phase: depth=count ..."]
    for name, game_name, stop, depth in PERFT:
        game = position(game_name, stop)
        counts = " ".join(f"{d}={perft(game, d)}" for d in range(1, depth + 1))
        lines.append(f"{name} {game_name} {stop}: {counts} sha256 {state_hash(game)}")
    return "\n".join(lines) + "\n"


def main() -> None:
    for name, *_ in GAMES:
        (HERE / f"{name}.txt").write_text(game_text(name))
    (HERE / "perft.txt").write_text(perft_text())


if __name__ == "__main__":
    main()
