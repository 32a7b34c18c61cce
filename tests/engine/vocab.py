"""A small vocabulary for rule cases, so that a test reads like the rulebook.

Arranging a position (`place`, `give`, `dev`, `put_robber`, `skip_setup`, ...) writes the game's
state directly and keeps it consistent (bank + hands = 19 per resource, 25 development cards
accounted for, derived caches rebuilt, Longest Road and Largest Army recomputed). The thing a test
is about always goes through `game.apply`: `act` for an action that must succeed, `refused` for one
the rules forbid.

Intersections are numbered 1..54 in reading order and hexes lettered A..S in reading order (see
docs/engine-api.md); tests that rely on a piece of geometry assert it with `corners` or
`neighbours` so the reader sees it.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

from engine import (
    Action,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    MaritimeTrade,
    OfferTrade,
    ScriptedRandomness,
)
from engine.randomness import seed_state
from engine.resources import CARDS_PER_RESOURCE, INDEX, RESOURCES
from engine.roads import update_largest_army, update_longest_road
from words import ENGLISH, refusal_line

PLAYERS = ("red", "blue", "white")
FOUR = ("red", "blue", "white", "orange")
PRESETS = ("official", "tournament", "legacy1995")
DEVELOPMENT_TOTAL = 25

_ROAD, _SETTLEMENT, _CITY = 0, 1, 2


# ----- starting a game ---------------------------------------------------------------------


def new_game(
    players: Sequence[str] = PLAYERS,
    preset: str = "official",
    map: str | Mapping[str, Any] = "beginner",
    *,
    seed: int = 1,
    start_player: str = "first_seat",
    vp_to_win: int | None = None,
    **options: Any,
) -> Game:
    """A game in its set-up phase, driven by a ScriptedRandomness (queue dice and steal picks)."""
    opts = {"start_player": start_player, **options}
    config = GameConfig(
        players=tuple(players),
        seed=seed,
        preset=preset,
        map=map,
        vp_to_win=vp_to_win,
        options=opts,
    )
    return Game.new(config, ScriptedRandomness(seed_state(seed)))


def play_setup(game: Game, placements: Mapping[str, Sequence[tuple[int, str]]]) -> list[Event]:
    """Play the snake set-up through `game.apply`: each player's (settlement, road) in order.

    `placements["red"] = [(20, "20-25"), (42, "42-46")]` gives red's first and second placement.
    """
    done = {p: 0 for p in placements}
    events: list[Event] = []
    while game.phase == "setup":
        (player,) = game.awaiting()
        settlement, road = placements[player][done[player]]
        done[player] += 1
        events += act(game, player, f"build settlement {settlement}")
        events += act(game, player, f"build road {road}")
    return events


#: A sensible set-up on the beginner map: every player on three producing hexes, far apart.
DEFAULT_PLACEMENTS: dict[str, list[tuple[int, str]]] = {
    "red": [(20, "20-25"), (42, "42-46")],
    "blue": [(9, "9-13"), (45, "45-49")],
    "white": [(29, "29-34"), (32, "32-38")],
    "orange": [(17, "12-17"), (36, "36-41")],
}


def quick_setup(game: Game) -> list[Event]:
    """The default set-up of DEFAULT_PLACEMENTS, played through `game.apply`."""
    return play_setup(game, {p: DEFAULT_PLACEMENTS[p] for p in game.players})


def skip_setup(game: Game, current: str | None = None) -> Game:
    """Leave set-up with an empty board: turn 1 begins, before the roll, for `current`."""
    first = game.first if current is None else game.players.index(current)
    game.setup_step = len(game.setup_order)
    game.setup_node = -1
    game.first = first
    game.current = first
    game.turn = 1
    game.phase = "roll"
    game.has_rolled = False
    game.dev_played = 0
    game.built = False
    return game


# ----- arranging a position ----------------------------------------------------------------


def seat(game: Game, player: str) -> int:
    """The seat index of a player."""
    return game.players.index(player)


def edge(game: Game, path: str) -> int:
    """The internal index of a path written 'a-b' (asserts it is a path of the board)."""
    a, b = (int(x) for x in path.split("-"))
    e = game.board.edge_by_pair.get((min(a, b), max(a, b)))
    assert e is not None, f"{path} is not a path of this board"
    return e


def place(
    game: Game,
    player: str,
    *,
    settlement: int | None = None,
    city: int | None = None,
    road: str | None = None,
    roads: Iterable[str] = (),
) -> None:
    """Put pieces on the board for a scenario (free, no rules checked except emptiness)."""
    s = seat(game, player)
    pieces = game.pieces[s]
    if settlement is not None:
        n = settlement - 1
        assert game.node_owner[n] < 0, f"intersection {settlement} is taken"
        assert pieces[_SETTLEMENT] > 0
        game.node_owner[n] = s
        game.node_level[n] = 1
        pieces[_SETTLEMENT] -= 1
    if city is not None:
        n = city - 1
        if game.node_owner[n] == s and game.node_level[n] == 1:
            pieces[_SETTLEMENT] += 1
        else:
            assert game.node_owner[n] < 0, f"intersection {city} is taken"
        assert pieces[_CITY] > 0
        game.node_owner[n] = s
        game.node_level[n] = 2
        pieces[_CITY] -= 1
    for path in ([road] if road is not None else []) + list(roads):
        e = edge(game, path)
        assert game.edge_owner[e] < 0, f"path {path} is taken"
        assert pieces[_ROAD] > 0
        game.edge_owner[e] = s
        game.roads[s].append(e)
        pieces[_ROAD] -= 1
    game.rebuild_derived()
    update_longest_road(game, tuple(range(len(game.players))), [])


def road_chain(game: Game, player: str, intersections: Sequence[int]) -> list[str]:
    """Roads along consecutive intersections (each pair asserted to be a path); returns them."""
    paths = [f"{a}-{b}" for a, b in itertools.pairwise(intersections)]
    for p in paths:
        place(game, player, road=p)
    return paths


def give(game: Game, player: str, **cards: int) -> None:
    """Move resource cards from the bank to a hand (the bank must hold them)."""
    s = seat(game, player)
    for name, count in cards.items():
        i = INDEX[name]
        assert game.bank[i] >= count, f"the bank has only {game.bank[i]} {name}"
        game.bank[i] -= count
        game.hands[s][i] += count


def hand(game: Game, player: str) -> dict[str, int]:
    """A player's resource cards, every resource named."""
    h = game.hands[seat(game, player)]
    return {name: h[i] for i, name in enumerate(RESOURCES)}


def cards_in_hand(game: Game, player: str) -> int:
    """How many resource cards a player holds."""
    return sum(game.hands[seat(game, player)])


def bank(game: Game) -> dict[str, int]:
    """The bank's stock per resource."""
    return {name: game.bank[i] for i, name in enumerate(RESOURCES)}


def dice(game: Game, d1: int, d2: int) -> None:
    """Queue the next production roll."""
    rng = game.rng
    assert isinstance(rng, ScriptedRandomness)
    rng.queued_dice.append((d1, d2))


def steal_pick(game: Game, which: int | str) -> None:
    """Queue which card the next steal takes (a resource name or its index in RESOURCES)."""
    rng = game.rng
    assert isinstance(rng, ScriptedRandomness)
    rng.queued_picks.append(INDEX[which] if isinstance(which, str) else which)


def dev(game: Game, player: str, kind: str, *, bought_turn: int | None = None) -> None:
    """Put a development card in a hand, taken from the deck (bought last turn by default)."""
    game.deck.remove(kind)
    turn = game.turn - 1 if bought_turn is None else bought_turn
    game.devs[seat(game, player)].append((kind, turn))


def top_of_deck(game: Game, kind: str) -> None:
    """Arrange that the next card bought is of this kind."""
    game.deck.remove(kind)
    game.deck.append(kind)


def played_knights(game: Game, player: str, count: int) -> None:
    """Knights a player has already played (taken from the deck), then Largest Army updated."""
    for _ in range(count):
        game.deck.remove("knight")
    game.knights[seat(game, player)] += count
    update_largest_army(game, [])


def put_robber(game: Game, hex_id: str) -> None:
    """Put the robber on a hex."""
    game.robber = game.board.hex_by_id[hex_id]


# ----- geometry ------------------------------------------------------------------------------


def corners(game: Game, hex_id: str) -> set[int]:
    """The six intersections around a hex."""
    return {n + 1 for n in game.board.hex_nodes[game.board.hex_by_id[hex_id]]}


def hexes_at(game: Game, intersection: int) -> set[str]:
    """The land hexes touching an intersection."""
    b = game.board
    return {b.hex_ids[h] for h in b.node_hexes[intersection - 1]}


def neighbours(game: Game, intersection: int) -> set[int]:
    """The intersections one path away."""
    return {n + 1 for n in game.board.node_neighbors[intersection - 1]}


def tile(game: Game, hex_id: str) -> tuple[str, int | None]:
    """(terrain, number) of a hex."""
    h = game.board.hex_by_id[hex_id]
    return game.board.hex_terrain[h], game.board.hex_number[h]


def harbor_at(game: Game, intersection: int) -> str | None:
    """The kind of harbor at an intersection ('generic', a resource, or None)."""
    return game.board.node_harbor[intersection - 1]


# ----- acting --------------------------------------------------------------------------------


def state(game: Game) -> str:
    """The whole saved state as canonical JSON, plus queued dice and picks."""
    rng = game.rng
    queued: list[Any] = []
    if isinstance(rng, ScriptedRandomness):
        queued = [list(rng.queued_dice), list(rng.queued_picks)]
    return json.dumps([game.to_dict(), queued], sort_keys=True)


def _exhaustively_listed(action: Action) -> bool:
    """Actions that legal_actions lists in every form (trades are open-ended)."""
    return not isinstance(action, OfferTrade | MaritimeTrade)


def act(game: Game, player: str, text: str | Action) -> list[Event]:
    """Apply an action that must be legal; it must also be in the legal-action list."""
    action = Action.parse(text) if isinstance(text, str) else text
    if _exhaustively_listed(action):
        assert action in game.legal_actions(player), f"{action} is not in legal_actions({player!r})"
    return game.apply(player, text)


def said(err: IllegalAction) -> str:
    """The catalogue's English sentence for a refusal."""
    return refusal_line(err, {})


def worded(err: IllegalAction) -> bool:
    """Whether the catalogue has a sentence for this refusal (its code, and hint if any)."""
    hint = err.params.get("hint")
    known = f"refusal.{err.code}.{hint}" in ENGLISH or f"refusal.{err.code}" in ENGLISH
    line = refusal_line(err, {})
    # An unfilled placeholder would show as "{name}"; the text the player typed may hold a
    # brace of its own, so it is left out of that check.
    said = line.replace(str(err.params.get("text", "")), "")
    return known and len(line) > 10 and line[-1] in ".!?)" and "{" not in said


def refused(game: Game, player: str, text: str | Action, *, code: str | None) -> IllegalAction:
    """Assert the action is refused as IllegalAction with that code (None: any code), with a
    readable reason, no state change, and that the legal-action list does not offer it."""
    before = state(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(player, text)
    err = caught.value
    if code is not None:
        assert err.code == code, f"refused with {err.code!r} ({err}), expected {code!r}"
    assert worded(err), f"no sentence in the catalogue for {err!s}"
    assert state(game) == before, "a refused action changed the game"
    if isinstance(text, Action) or err.code != "bad_notation":
        action = Action.parse(text) if isinstance(text, str) else text
        if _exhaustively_listed(action):
            assert action not in game.legal_actions(player)
    return err


def roll(game: Game, player: str, d1: int, d2: int) -> list[Event]:
    """Queue a roll and make it."""
    dice(game, d1, d2)
    return act(game, player, "roll")


def quiet_dice(game: Game) -> tuple[int, int]:
    """Dice whose total (not 7) makes no building produce, for passing turns harmlessly."""
    b = game.board
    for total in (2, 12, 3, 11, 4, 10, 5, 9, 6, 8):
        hexes = b.number_hexes.get(total, ())
        if all(
            h == game.robber or all(game.node_owner[n] < 0 for n in b.hex_nodes[h]) for h in hexes
        ):
            return (1, total - 1) if total <= 7 else (6, total - 6)
    raise AssertionError("every number produces something here")


def play_to(game: Game, player: str) -> list[Event]:
    """Finish the current turn, then end turns (rolling a number that produces nothing) until
    `player`'s next turn begins."""
    events: list[Event] = []
    while True:
        current = game.players[game.current]
        if game.phase == "roll":
            events += roll(game, current, *quiet_dice(game))
        events += act(game, current, "end")
        if game.phase == "ended" or game.players[game.current] == player:
            return events


def play_knight(game: Game, player: str) -> list[Event]:
    """`player` plays a knight and sends the robber to K or J, where nobody can be robbed."""
    events = act(game, player, "play knight")
    target = "K" if game.view(None)["robber"] != "K" else "J"
    return events + act(game, player, f"robber {target}")


def kinds(events: Iterable[Event]) -> list[str]:
    """The kinds of a list of events, in order."""
    return [e.kind for e in events]


def only(events: Iterable[Event], kind: str) -> Event:
    """The single event of a kind."""
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, f"expected one {kind}, got {kinds(events)}"
    return found[0]


# ----- reading the score -------------------------------------------------------------------


def public_vp(game: Game, player: str) -> int:
    """Points the table can see."""
    return int(game.scores()[player]["public"])


def total_vp(game: Game, player: str) -> int:
    """Points including hidden victory point cards."""
    return int(game.scores()[player]["total"])


def road_length(game: Game, player: str) -> int:
    """A player's longest trail, as the view shows it."""
    return int(game.view(None)["players"][seat(game, player)]["road_length"])


def longest_road(game: Game) -> str | None:
    """Who holds the Longest Road card."""
    holder: str | None = game.view(None)["longest_road"]
    return holder


def largest_army(game: Game) -> str | None:
    """Who holds the Largest Army card."""
    holder: str | None = game.view(None)["largest_army"]
    return holder


def assert_conserved(game: Game) -> None:
    """B-COMP-1: bank + hands = 19 per resource; B-COMP-3: 25 development cards accounted for."""
    for i, name in enumerate(RESOURCES):
        total = game.bank[i] + sum(h[i] for h in game.hands)
        assert total == CARDS_PER_RESOURCE, f"{name}: {total} cards in the game"
    devs = (
        len(game.deck)
        + sum(len(d) for d in game.devs)
        + sum(game.knights)
        + sum(game.revealed)
        + len(game.removed_cards)
    )
    assert devs == DEVELOPMENT_TOTAL, f"{devs} development cards accounted for"
