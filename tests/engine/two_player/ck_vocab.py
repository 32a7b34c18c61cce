"""A vocabulary for the rule cases of C&K for two (TP-B0 to TP-B9): a C&K game for two
on the beginner map (the neutral players start on 9 and 46), driven by a ScriptedRandomness; C&K's
helpers (knights, levels, progress cards) and part A's (tokens, conservation, refusals) apply."""

from __future__ import annotations

from typing import Any

from engine import Event, Game, GameConfig, ScriptedRandomness
from engine.randomness import seed_state
from engine.rules.cities_knights.data import EVENT_FACES

from ..vocab import skip_setup
from .vocab import PLAYERS, act, quiet, two

RULES = "cities_knights_two_player"


def new_game(*, seed: int = 1, **options: Any) -> Game:
    """A C&K game for two in its set-up phase, red first."""
    config = GameConfig(
        players=PLAYERS,
        seed=seed,
        rules=RULES,
        map="beginner",
        options={"start_player": "first_seat", **options},
    )
    return Game.new(config, ScriptedRandomness(seed_state(seed)))


def in_play(current: str = "red", **options: Any) -> Game:
    """Past set-up with an empty board but for the neutrals: turn 1, before roll 1."""
    return skip_setup(new_game(**options), current)


def roll(game: Game, player: str, *pairs: tuple[int, int], face: str = "trade") -> list[Event]:
    """Queue white and red dice (several pairs for a repeated second roll) and one event die
    face, then roll once."""
    rng = game.rng
    assert isinstance(rng, ScriptedRandomness)
    rng.queued_dice.extend(pairs)
    rng.queued_events.append(EVENT_FACES.index(face) + 1)
    return act(game, player, "roll")


def both_rolls(game: Game, player: str) -> list[Event]:
    """Two rolls that produce nothing, trade gates on the event die."""
    events = roll(game, player, quiet(game))
    return events + roll(game, player, quiet(game, avoid=two(game).first))
