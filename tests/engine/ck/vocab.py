"""A vocabulary for Cities & Knights rule cases (as tests/engine/vocab.py for the base game).

Arranging a position writes the state directly and keeps it consistent (cards come from the
bank, pieces from the supply, knights and walls from their supply); the action a test is about
goes through `game.apply` (`act` when it must succeed and be listed, `refused` when the rules
forbid it). Intersections and hexes are those of the beginner map (docs/engine-api.md).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from engine import Action, Event, Game, GameConfig, IllegalAction, ScriptedRandomness
from engine.randomness import seed_state
from engine.resources import CARDS_PER_RESOURCE
from engine.roads import update_longest_road
from engine.rules.cities_knights.data import (
    CARDS_PER_COMMODITY,
    COMMODITIES,
    DECKS,
    EVENT_FACES,
    KNIGHTS_PER_LEVEL,
    TRACKS,
    WALLS_PER_PLAYER,
)
from engine.rules.cities_knights.state import CitiesKnights, Knight, ck

from ..vocab import PLAYERS, place, seat, skip_setup, worded

__all__ = ["PLAYERS", "place", "seat", "skip_setup"]


def new_game(
    players: Sequence[str] = PLAYERS,
    preset: str = "official",
    *,
    seed: int = 1,
    vp_to_win: int | None = None,
    **options: Any,
) -> Game:
    """A C&K game on the beginner map in set-up, red first, with scripted dice."""
    config = GameConfig(
        players=tuple(players),
        seed=seed,
        rules="cities_knights",
        preset=preset,
        map="beginner",
        vp_to_win=vp_to_win,
        options={"start_player": "first_seat", **options},
    )
    return Game.new(config, ScriptedRandomness(seed_state(seed)))


def playing(players: Sequence[str] = PLAYERS, current: str = "red", **options: Any) -> Game:
    """A C&K game past set-up with an empty board, `current` to roll."""
    return skip_setup(new_game(players, **options), current)


def state(game: Game) -> CitiesKnights:
    """The game's C&K state."""
    return ck(game)


def give(game: Game, player: str, **cards: int) -> None:
    """Move resource or commodity cards from the bank to a hand."""
    s = seat(game, player)
    for name, count in cards.items():
        i = game.rules.card_index[name]
        assert game.bank[i] >= count, f"the bank has only {game.bank[i]} {name}"
        game.bank[i] -= count
        game.hands[s][i] += count


def hand(game: Game, player: str) -> dict[str, int]:
    """A player's cards, every card kind named."""
    h = game.hands[seat(game, player)]
    return dict(zip(game.rules.cards, h, strict=True))


def empty_hand(game: Game, player: str) -> None:
    """Return every card of a hand to the bank."""
    h = game.hands[seat(game, player)]
    for i, n in enumerate(h):
        game.bank[i] += n
        h[i] = 0


def levels(game: Game, player: str, **tracks: int) -> None:
    """Set improvement levels (no cost paid)."""
    for track, level in tracks.items():
        state(game).levels[seat(game, player)][TRACKS.index(track)] = level
    game.rates[seat(game, player)] = game.rules.bank_rates(game, seat(game, player))


def knight(
    game: Game, player: str, at: int, level: int = 1, *, active: bool = True, fresh: bool = False
) -> None:
    """Put a knight from the player's supply on an intersection."""
    s = seat(game, player)
    c = state(game)
    n = at - 1
    assert game.node_owner[n] < 0 and n not in c.knights, f"intersection {at} is taken"
    assert c.knight_supply[s][level - 1] > 0
    c.knight_supply[s][level - 1] -= 1
    c.knights[n] = Knight(s, level, active, fresh)
    c.marked = c.marked or fresh  # the end of the turn clears the mark
    update_longest_road(game, tuple(range(len(game.players))), [])


def wall(game: Game, at: int) -> None:
    """Put a wall from its owner's supply under the city at `at`."""
    n = at - 1
    s = game.node_owner[n]
    assert s >= 0 and game.node_level[n] == 2
    c = state(game)
    c.walls.append(n)
    c.wall_supply[s] -= 1


def metropolis(game: Game, track: str, at: int) -> None:
    """Put a track's metropolis on a city."""
    assert game.node_level[at - 1] == 2
    state(game).metropolis[track] = at - 1


def ship_at(game: Game, position: int) -> None:
    """Put the barbarian ship at a position."""
    state(game).barbarians = position


def wake_robber(game: Game) -> None:
    """As if the first attack had been resolved."""
    state(game).attacks = max(1, state(game).attacks)


def progress_cards(game: Game, player: str, *cards: str) -> None:
    """Put progress cards from their decks into a hand (VP cards face up)."""
    c = state(game)
    s = seat(game, player)
    for card in cards:
        deck = next(t for t in TRACKS if card in c.decks[t])
        c.decks[deck].remove(card)
        if card in ("printer", "constitution"):
            c.progress_vp[s].append(card)
        else:
            c.progress[s].append(card)


def top_card(game: Game, track: str, card: str) -> None:
    """Arrange that the next card drawn from a deck is this one."""
    deck = state(game).decks[track]
    deck.remove(card)
    deck.insert(0, card)


def event_face(game: Game, face: str) -> None:
    """Queue the next event die face ("ship", "trade", "politics", "science")."""
    rng = game.rng
    assert isinstance(rng, ScriptedRandomness)
    rng.queued_events.append(EVENT_FACES.index(face) + 1)


def roll(game: Game, player: str, white: int, red: int, face: str = "trade") -> list[Event]:
    """Queue white, red and event die, then roll."""
    rng = game.rng
    assert isinstance(rng, ScriptedRandomness)
    rng.queued_dice.append((white, red))
    event_face(game, face)
    return act(game, player, "roll")


def saved(game: Game) -> str:
    """The whole saved state, canonical, with the queued randomness."""
    rng = game.rng
    queued: list[Any] = []
    if isinstance(rng, ScriptedRandomness):
        queued = [list(rng.queued_dice), list(rng.queued_picks), list(rng.queued_events)]
    return json.dumps([game.to_dict(), queued], sort_keys=True)


def act(game: Game, player: str, text: str | Action) -> list[Event]:
    """Apply an action that must be legal and listed among the legal actions."""
    action = game.parse(text) if isinstance(text, str) else text
    from engine import MaritimeTrade, OfferTrade

    if not isinstance(action, OfferTrade | MaritimeTrade):
        assert action in game.legal_actions(player), f"{action} is not in legal_actions({player!r})"
    return game.apply(player, action)


def refused(game: Game, player: str, text: str | Action, *, code: str | None) -> IllegalAction:
    """The action is refused with that code and a sentence, changes nothing and is not listed."""
    before = saved(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(player, text)
    err = caught.value
    if code is not None:
        assert err.code == code, f"refused with {err.code!r} ({err}), expected {code!r}"
    assert worded(err), f"no sentence in the catalogue for {err!s}"
    assert saved(game) == before, "a refused action changed the game"
    if err.code != "bad_notation":
        action = game.parse(text) if isinstance(text, str) else text
        assert action not in game.legal_actions(player)
    return err


def kinds(events: Sequence[Event]) -> list[str]:
    """The kinds of events, in order."""
    return [e.kind for e in events]


def only(events: Sequence[Event], kind: str) -> Event:
    """The single event of a kind."""
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, f"expected one {kind}, got {kinds(events)}"
    return found[0]


def vp(game: Game, player: str) -> int:
    """A player's points (all public in C&K)."""
    return game.public_vp(seat(game, player))


def assert_conserved(game: Game) -> None:
    """Cards per kind (19 per resource, 12 per commodity), progress cards (54), knights, walls
    and the other pieces are all accounted for."""
    for i, name in enumerate(game.rules.cards):
        total = game.bank[i] + sum(h[i] for h in game.hands)
        expected = CARDS_PER_COMMODITY if name in COMMODITIES else CARDS_PER_RESOURCE
        if "five_six" in game.rules.modules:  # the 5–6 extension's own stacks (FS-2.1, FS-6.1)
            expected = game.rules.bank[name]
        assert total == expected, f"{name}: {total} cards in the game"
    c = state(game)
    progress = (
        sum(len(d) for d in c.decks.values())
        + sum(len(h) for h in c.progress)
        + sum(len(v) for v in c.progress_vp)
    )
    assert progress == sum(len(d) for d in DECKS.values())
    for s in range(len(game.players)):
        for level in (1, 2, 3):
            on_board = sum(1 for k in c.knights.values() if k.owner == s and k.level == level)
            displaced = sum(  # driven away, waiting to be placed (item[5]: its owner)
                1
                for p in c.pending
                if p[0] == "relocate" and p[5 if len(p) > 5 else 1] == s and p[3] == level
            )
            assert on_board + displaced + c.knight_supply[s][level - 1] == KNIGHTS_PER_LEVEL
        walls = sum(1 for n in c.walls if game.node_owner[n] == s)
        assert walls + c.wall_supply[s] == WALLS_PER_PLAYER
        settlements = sum(
            1
            for n, o in enumerate(game.node_owner)
            if o == s and game.node_level[n] == 1 and n not in c.fallen
        )
        cities = sum(
            1
            for n, o in enumerate(game.node_owner)
            if o == s and (game.node_level[n] == 2 or n in c.fallen)
        )
        assert settlements + game.pieces[s][1] == 5
        assert cities + game.pieces[s][2] == 4
        assert len(game.roads[s]) + game.pieces[s][0] == 15
    for n in c.walls:
        assert game.node_level[n] == 2
    for n in c.knights:
        assert game.node_owner[n] < 0


def play_round(game: Game, player: str) -> None:
    """End turns with a quiet roll (white 1 + red 1, trade gate) until `player` is to roll."""
    while game.players[game.current] != player or game.phase != "roll":
        current = game.players[game.current]
        if game.phase == "roll":
            roll(game, current, 1, 1, "trade")
        act(game, current, "end")
