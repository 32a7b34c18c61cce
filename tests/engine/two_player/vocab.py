"""A vocabulary for 2-player rule cases (as tests/engine/vocab.py for the base game).

Arranging a position writes the state directly and keeps it consistent; the action a test is
about goes through `game.apply` (`act` when it must succeed and be listed, `refused` when the
rules forbid it). Intersections and hexes are those of the beginner map (docs/engine-api.md),
where the neutral players start on 9 (N1, the N corner of hex E) and 46 (N2, the S corner of
hex O).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from engine import Action, Event, Game, GameConfig, IllegalAction, ScriptedRandomness
from engine.randomness import seed_state
from engine.rules.two_player.state import TwoPlayer, tp

from ..vocab import dice, give, place, seat, skip_setup, worded

__all__ = ["dice", "give", "place", "seat", "skip_setup"]

PLAYERS = ("red", "blue")
N1, N2 = "neutral-1", "neutral-2"
#: Where the neutral players start on the beginner map.
N1_AT, N2_AT = 9, 46
TOKENS_TOTAL = 20


def new_game(
    players: Sequence[str] = PLAYERS,
    *,
    seed: int = 1,
    map: str = "beginner",
    start_player: str = "first_seat",
    **options: Any,
) -> Game:
    """A 2-player game in its set-up phase, driven by a ScriptedRandomness."""
    config = GameConfig(
        players=tuple(players),
        seed=seed,
        rules="two_player",
        map=map,
        options={"start_player": start_player, **options},
    )
    return Game.new(config, ScriptedRandomness(seed_state(seed)))


def in_play(current: str = "red", **options: Any) -> Game:
    """A game past set-up with an empty board but for the neutrals: turn 1, before roll 1."""
    return skip_setup(new_game(**options), current)


def two(game: Game) -> TwoPlayer:
    """The game's 2-player state."""
    return tp(game)


def tokens(game: Game, player: str) -> int:
    """A real player's trade tokens."""
    return two(game).tokens[seat(game, player)]


def set_tokens(game: Game, player: str, count: int) -> None:
    """Move tokens between the supply and a player so that the player holds `count`."""
    t = two(game)
    s = seat(game, player)
    t.supply -= count - t.tokens[s]
    t.tokens[s] = count
    assert t.supply >= 0


def conserved(game: Game) -> None:
    """TP-PART-3: supply + tokens(R1) + tokens(R2) = 20, none negative."""
    t = two(game)
    assert t.supply + sum(t.tokens) == TOKENS_TOTAL
    assert t.supply >= 0 and all(n >= 0 for n in t.tokens)


def state(game: Game) -> str:
    """The whole saved state as canonical JSON, plus queued dice and picks."""
    rng = game.rng
    queued: list[Any] = []
    if isinstance(rng, ScriptedRandomness):
        queued = [list(rng.queued_dice), list(rng.queued_picks)]
    return json.dumps([game.to_dict(), queued], sort_keys=True)


def _parsed(game: Game, text: str | Action) -> Action:
    return game.parse(text) if isinstance(text, str) else text


def _listed(action: Action) -> bool:
    return type(action).__name__ not in ("OfferTrade", "MaritimeTrade")


def act(game: Game, player: str, text: str | Action) -> list[Event]:
    """Apply an action that must be legal and listed; tokens stay conserved."""
    action = _parsed(game, text)
    if _listed(action):
        assert action in game.legal_actions(player), f"{action} is not in legal_actions({player!r})"
    events = game.apply(player, action)
    conserved(game)
    return events


def refused(game: Game, player: str, text: str | Action, *, code: str | None) -> IllegalAction:
    """Assert the action is refused with that code and a sentence, changes nothing, and is not
    listed."""
    before = state(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(player, text)
    err = caught.value
    if code is not None:
        assert err.code == code, f"refused with {err.code!r} ({err}), expected {code!r}"
    assert worded(err), f"no sentence in the catalogue for {err!s}"
    assert state(game) == before, "a refused action changed the game"
    if isinstance(text, Action) or err.code != "bad_notation":
        action = _parsed(game, text)
        if _listed(action):
            assert action not in game.legal_actions(player)
    return err


def roll(game: Game, player: str, *pairs: tuple[int, int]) -> list[Event]:
    """Queue dice (several pairs for a repeated second roll) and roll once."""
    for d1, d2 in pairs:
        dice(game, d1, d2)
    return act(game, player, "roll")


def kinds(events: Iterable[Event]) -> list[str]:
    """The kinds of a list of events, in order."""
    return [e.kind for e in events]


def listed(game: Game, player: str) -> list[str]:
    """The legal actions as notation."""
    return [str(a) for a in game.legal_actions(player)]


def quiet(game: Game, avoid: int = 0) -> tuple[int, int]:
    """Dice whose total (not 7, not `avoid`) makes no real building produce."""
    b = game.board
    for total in (2, 12, 3, 11, 4, 10, 5, 9, 6, 8):
        if total == avoid:
            continue
        hexes = b.number_hexes.get(total, ())
        if all(h == game.robber or not game.hex_buildings[h] for h in hexes):
            return (1, total - 1) if total <= 7 else (6, total - 6)
    raise AssertionError("every number produces something here")


def both_rolls(game: Game, player: str) -> list[Event]:
    """Two rolls that produce nothing."""
    events = roll(game, player, quiet(game))
    return events + roll(game, player, quiet(game, avoid=two(game).first))


def pass_turn(game: Game) -> list[Event]:
    """The current player finishes rolling (quietly) and ends the turn."""
    current = game.players[game.current]
    events: list[Event] = []
    while game.phase == "roll":
        events += roll(game, current, quiet(game, avoid=two(game).first))
    return events + act(game, current, "end")
