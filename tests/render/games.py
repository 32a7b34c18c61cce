"""Real games for the render tests: the engine plays seeded, greedy games on the beginner map.

Every choice is made from the engine's legal actions, sorted by their notation, so a game depends
only on its seed and the rules.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import engine
from render.summary import GameRecord, PlayerResult

PLAYERS = ("alice", "bob", "carol", "dave")
#: Display names as a Discord guild might have them: long, emoji, non-Latin scripts.
NAMES = {
    "alice": "Alice",
    "bob": "Bob the Builder of Roads",
    "carol": "Zoë 🐑 キャロル",
    "dave": "Давид",
}
#: The seats of the game for five and six, with display names as long and mixed as the others.
SIX = (*PLAYERS, "erin", "frank")
SIX_NAMES = {**NAMES, "erin": "Erin Ó Súilleabháin", "frank": "فرانک"}
# Greedy order of preference; trades with other players are never offered.
PREFERENCE = (
    "build city",
    "build settlement",
    "build road",
    "buy development",
    "play",
    "reveal",
    "bank",
    "roll",
    "robber",
    "discard",
    "end",
)
SKIPPED = ("offer", "accept", "decline", "confirm", "cancel")


def _rank(notation: str) -> int:
    for i, prefix in enumerate(PREFERENCE):
        if notation.startswith(prefix):
            return i
    return len(PREFERENCE)


@dataclass
class Played:
    """A game and what happened in it so far."""

    game: engine.Game
    dice: list[int] = field(default_factory=list)
    history: dict[str, list[int]] = field(default_factory=dict)
    last: str = ""

    def view(self, player: str | None = None) -> dict[str, Any]:
        """The engine's view for `player` (None: the public)."""
        return self.game.view(player)

    def legal(self, player: str) -> list[str]:
        """`player`'s legal actions in notation, sorted."""
        return sorted(str(a) for a in self.game.legal_actions(player))

    def record(self) -> GameRecord:
        """The end-of-game record, as the game service would build it."""
        scores = self.game.scores()
        players = [
            PlayerResult(
                id=pid,
                seat=seat,
                public_vp=scores[pid]["public"],
                hidden_vp=scores[pid]["total"] - scores[pid]["public"],
                name=NAMES.get(pid),
            )
            for seat, pid in enumerate(self.game.config.players)
        ]
        target = int(self.view()["vp_to_win"])
        return GameRecord(players, tuple(self.dice), self.history, self.game.winner, target)


def play(
    seed: int,
    stop: Callable[[Played], bool],
    *,
    bank_trades: float = 0.5,
    players: tuple[str, ...] = PLAYERS,
) -> Played:
    """Play greedily from a new game of these seats until `stop(played)` is true or the game
    is won."""
    game = engine.Game.new(engine.GameConfig(players=players, seed=seed, map="beginner"))
    played = Played(game, history={p: [] for p in players})
    rng = random.Random(seed)
    while game.winner is None and not stop(played):
        player = sorted(game.awaiting())[0]
        options = [a for a in played.legal(player) if not a.startswith(SKIPPED)]
        best = min(_rank(a) for a in options)
        choices = [a for a in options if _rank(a) == best]
        if choices[0].startswith("bank") and rng.random() > bank_trades and "end" in options:
            choices = ["end"]
        action = rng.choice(choices)
        for event in game.apply(player, action):
            if event.kind == "Rolled":
                played.dice.append(event.to_dict(None)["total"])
            elif event.kind in ("TurnEnded", "GameWon"):
                for pid, score in game.scores().items():
                    played.history[pid].append(score["total"])
        played.last = action
    return played


def after_setup(seed: int = 11) -> Played:
    """The moment the setup ends: the first player is about to roll."""
    return play(seed, lambda p: p.view()["phase"] == "roll")


def setup_round_two(seed: int = 11) -> Played:
    """Mid-setup: the second round has begun, the spots for a settlement are few."""
    return play(seed, lambda p: p.view()["setup_round"] == 2 and p.last.startswith("build road"))


def setup_road(seed: int = 11) -> Played:
    """Mid-setup: a settlement of the second round just placed, its road to come."""
    return play(
        seed, lambda p: p.view()["setup_round"] == 2 and p.last.startswith("build settlement")
    )


def mid_game(seed: int = 11) -> Played:
    """From turn 20 on, the first time the current player can build a road."""

    def can_build(p: Played) -> bool:
        v = p.view()
        if v["turn"] < 20 or v["phase"] != "main":
            return False
        return any(a.startswith("build road") for a in p.legal(v["current"]))

    return play(seed, can_build)


def robber_move(seed: int = 11) -> Played:
    """From turn 12 on, the first time someone must move the robber."""
    return play(seed, lambda p: p.view()["turn"] >= 12 and p.view()["phase"] == "robber")


def late_game(seed: int = 11) -> Played:
    """Late: someone is close to winning, the robber has moved, there are cities."""

    def close(p: Played) -> bool:
        v = p.view()
        return bool(v["phase"] == "main" and max(pl["vp"] for pl in v["players"]) >= 8)

    return play(seed, close)


def six_late(seed: int = 11) -> Played:
    """A game of six, late: someone is close to winning on the island of 30 hexes."""

    def close(p: Played) -> bool:
        v = p.view()
        return bool(v["phase"] == "main" and max(pl["vp"] for pl in v["players"]) >= 7)

    return play(seed, close, players=SIX)


def six_special_build(seed: int = 11) -> Played:
    """A game of six from turn 12 on, in the special building phase after a turn, the third
    builder's part (the others build after each turn in seat order)."""

    def building(p: Played) -> bool:
        v = p.view()
        phase = v.get("special_build")
        return bool(v["turn"] >= 12 and phase and len(phase["waiting"]) == 3)

    return play(seed, building, players=SIX)


def five_mid(seed: int = 11) -> Played:
    """A game of five from turn 20 on, in a main phase."""
    return play(
        seed, lambda p: p.view()["turn"] >= 20 and p.view()["phase"] == "main", players=SIX[:5]
    )


def finished(seed: int = 11) -> Played:
    """A whole game, to its winner."""
    return play(seed, lambda p: False)
