"""Seafarers games for the render tests: each scenario played by a seeded builder (ships,
settlements and cities preferred) so the pictures hold ships, the pirate, reached islands and,
in the fog scenario, discovered and undiscovered hexes."""

from __future__ import annotations

import random
from functools import cache

import engine

PLAYERS = ("alice", "bob", "carol", "dave", "erin", "frank")
SCENARIOS = (
    "new_shores",
    "four_islands",
    "fog_island",
    "through_the_desert",
    "greater_catan",
    "harbormaster",
)
#: The scenarios with a 5–6 map (SF-17.2).
FIVE_SIX = ("new_shores", "four_islands", "fog_island", "through_the_desert")
#: What the builder does first, when it may.
KEEN = ("build city", "build settlement", "build ship", "build road", "buy")


def new(scenario: str, players: int = 4, seed: int = 5, rules: str = "seafarers") -> engine.Game:
    """A new game of `scenario` for the first `players` of PLAYERS (`rules`: Seafarers, or
    `cities_knights_seafarers`; 5 or 6 players play the scenario's 5–6 map, SF-17)."""
    return engine.Game.new(
        engine.GameConfig(
            players=PLAYERS[:players],
            seed=seed,
            rules=rules,
            map="beginner",
            options={"scenario": scenario},
        )
    )


def advance(game: engine.Game, moves: int, seed: int, until: str | None = None) -> None:
    """Play `moves` legal actions (builds first; no ship moves, so networks grow), stopping
    early at the phase `until` or the end."""
    rnd = random.Random(seed)
    for _ in range(moves):
        if game.winner is not None or (until is not None and game.phase == until):
            return
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        keen = [a for a in legal if str(a).startswith(KEEN)]
        calm = [a for a in legal if not str(a).startswith("move ship")]
        game.apply(player, rnd.choice(keen or calm or legal))


@cache
def played(scenario: str, players: int = 4, moves: int = 260, seed: int = 5) -> engine.Game:
    """`scenario` after `moves` moves of the seeded builder (never modify it)."""
    game = new(scenario, players, seed)
    advance(game, moves, seed)
    return game


def until_ships(game: engine.Game, seed: int, moves: int = 400) -> str:
    """Play on until the player awaited may build a ship in the main phase; returns that
    player."""
    rnd = random.Random(seed)
    for _ in range(moves):
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        if game.phase == "main" and any(str(a).startswith("build ship") for a in legal):
            return player
        calm = [a for a in legal if not str(a).startswith(("move ship", "build"))]
        game.apply(player, rnd.choice(calm or legal))
    raise AssertionError("no ship could be built")


@cache
def with_knights(scenario: str = "new_shores", moves: int = 420, seed: int = 5) -> engine.Game:
    """C&K with Seafarers (`cities_knights_seafarers`) after `moves` moves of the seeded
    builder (knights too), then a knight of each player who has one riding the open end of his
    ship line at sea where exactly one of his ships touches it (CK-18.6): the picture shows
    knights on coastal and sea intersections. Never modify it."""
    from engine.rules.cities_knights.state import Knight, ck
    from engine.rules.seafarers.state import state

    game = engine.Game.new(
        engine.GameConfig(
            players=PLAYERS,
            seed=seed,
            rules="cities_knights_seafarers",
            map="beginner",
            options={"scenario": scenario},
        )
    )
    rnd = random.Random(seed)
    keen = (*KEEN, "knight", "activate", "promote")
    for _ in range(moves):
        if game.winner is not None:
            break
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        ships_out = [a for a in legal if str(a).startswith("build ship")]
        wanted = [a for a in legal if str(a).startswith(keen)]
        calm = [a for a in legal if not str(a).startswith("move ship")]
        if ships_out and rnd.random() < 0.7:  # lines out to sea, for knights to ride
            wanted = ships_out
        game.apply(player, rnd.choice(wanted or calm or legal))
    b = game.board
    c = ck(game)
    ships = state(game)
    for seat in range(len(game.players)):
        for e in sorted(ships.ships[seat]):
            spots = [
                n
                for n in b.edge_nodes[e]
                if not b.node_hexes[n]
                and n not in c.knights
                and sum(1 for f in b.node_edges[n] if ships.ship_owner[f] == seat) == 1
            ]
            if spots and c.knight_supply[seat][1] > 0:
                c.knights[spots[0]] = Knight(seat, 2, True)
                c.knight_supply[seat][1] -= 1
                break
    return game


@cache
def at_robber(scenario: str) -> engine.Game:
    """A late game of `scenario` for 4 (the seeded builder's 500 moves) at its next robber,
    where the player awaited may move the robber or the pirate (never modify it)."""
    game = new(scenario, 4, 5)
    advance(game, 500, 5)
    advance(game, 300, 6, until="robber")
    return game
