"""Helpers of the 5–6 extension's tests: games of 5 and 6 players with scripted dice, a
position after set-up, and acting and refusing through the rule set's notation."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from engine import Action, Event, Game, GameConfig, IllegalAction
from engine.randomness import ScriptedRandomness, seed_state
from engine.rules.five_six.state import FiveSix, five_six

from ..vocab import quiet_dice, skip_setup
from ..vocab import worded as _worded

FIVE = ("red", "blue", "orange", "white", "green")
SIX = (*FIVE, "brown")


def new_game(
    players: Sequence[str] = FIVE, rules: str = "base", *, seed: int = 1, **kw: Any
) -> Game:
    """A 5–6 game on the beginner island in set-up, the first seat first, scripted dice."""
    options = {"start_player": "first_seat", **kw.pop("options", {})}
    config = GameConfig(
        players=tuple(players), seed=seed, rules=rules, map="beginner", options=options, **kw
    )
    return Game.new(config, ScriptedRandomness(seed_state(seed)))


def playing(players: Sequence[str] = FIVE, rules: str = "base", current: str = "red") -> Game:
    """A 5–6 game past set-up with an empty board, `current` to roll."""
    return skip_setup(new_game(players, rules), current)


def phase(game: Game) -> FiveSix:
    """The game's special building phase state."""
    return five_six(game)


def saved(game: Game) -> str:
    """The whole saved state, canonical, with the queued randomness."""
    rng = game.rng
    assert isinstance(rng, ScriptedRandomness)
    queued = [list(rng.queued_dice), list(rng.queued_picks), list(rng.queued_events)]
    return json.dumps([game.to_dict(), queued], sort_keys=True)


def act(game: Game, player: str, text: str | Action) -> list[Event]:
    """Apply an action that must be listed among the player's legal actions."""
    action = game.parse(text) if isinstance(text, str) else text
    assert action in game.legal_actions(player), f"{action} is not in legal_actions({player!r})"
    return game.apply(player, action)


def refused(game: Game, player: str, text: str | Action, *, code: str) -> IllegalAction:
    """The action is refused with that code and a sentence, changes nothing, is not listed."""
    action = game.parse(text) if isinstance(text, str) else text
    before = saved(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(player, action)
    err = caught.value
    assert err.code == code, f"refused with {err.code!r} ({err}), expected {code!r}"
    assert _worded(err), f"no sentence in the catalogue for {err!s}"
    assert saved(game) == before, "a refused action changed the game"
    assert action not in game.legal_actions(player)
    return err


def kinds(events: Sequence[Event]) -> list[str]:
    """The events' type names."""
    return [type(e).__name__ for e in events]


def trail(game: Game, start: int, length: int) -> list[int]:
    """`length` + 1 intersections from `start`, each the lowest-numbered free neighbour of the
    last (a road's way across the island)."""
    spots = [start]
    while len(spots) <= length:
        here = spots[-1] - 1
        step = min(
            n for n in game.board.node_neighbors[here] if n + 1 not in spots and n + 1 != start
        )
        spots.append(step + 1)
    return spots


def end_turn(game: Game) -> list[Event]:
    """The current player rolls a number that produces nothing (if not rolled yet) and ends
    the turn: the special building phase begins."""
    events: list[Event] = []
    current = game.players[game.current]
    if game.phase == "roll":
        rng = game.rng
        assert isinstance(rng, ScriptedRandomness)
        rng.queued_dice.append(quiet_dice(game))
        if "cities_knights" in game.rules.modules:
            rng.queued_events.append(4)  # a gate, not a ship: the barbarians stay
        events += act(game, current, "roll")
    return events + act(game, current, "end")


def pass_all(game: Game) -> list[Event]:
    """Everyone still to build in the phase passes."""
    events: list[Event] = []
    while phase(game).queue:
        events += act(game, game.awaiting()[0], "pass")
    return events
