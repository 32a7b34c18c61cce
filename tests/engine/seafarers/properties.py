"""Seafarers as the property tests play it (SF-1 to SF-16),
alone and with Cities & Knights (CK-18): every scenario (every offered
one with C&K) at 3 and 4 players, each card kind conserved, ships accounted for, points adding
up from their sources (islands and the Harbormaster included, C&K's with it), the Longest Trade
Route as a fresh search finds it, knights at sea riding an own ship, the pirate at sea and the
robber on land, and no view telling anything of the fog or token stacks before they are drawn,
nor an event's secret to those it does not concern.

`SEAFARERS_GAMES=60` and `SEACK_GAMES=10` play more games per scenario and player count than
the suite's one (spread over seeds)."""

from __future__ import annotations

import json
import os
import random

from engine import Action, Event, Game, GameConfig
from engine.roads import trail_length
from engine.rules.cities_knights.state import ck
from engine.rules.combos.seafarers_cities_knights import BONUS, OFFERED
from engine.rules.seafarers.points import island_points
from engine.rules.seafarers.scenarios import HARBORMASTER_VP, SCENARIOS

__all__ = ["OFFERED", "SCENARIOS"]
from engine.rules.seafarers.state import state

from ..random_play import Games, RuleSet, Start, Style

PLAYERS = ("red", "blue", "white", "orange")
CK_RULES = "cities_knights_seafarers"
GAMES = int(os.environ.get("SEAFARERS_GAMES", "1"))
CK_GAMES = int(os.environ.get("SEACK_GAMES", "1"))
#: Spending preferred (so games end), no trade offers.
STYLE = Style()


#: Six seats' names, for the 5–6 extension's tables (tests/engine/five_six/properties.py).
SIX = (*PLAYERS, "green", "brown")


def new_game(scenario: str, players: int, seed: int, rules: str = "seafarers") -> Game:
    return Game.new(
        GameConfig(players=SIX[:players], seed=seed, rules=rules, options={"scenario": scenario})
    )


def check_invariants(game: Game) -> None:
    """Conservation, ships, points from their sources, the route lengths, the awaited choice."""
    for i, name in enumerate(game.rules.resources):  # 19 each; 24 with the 5–6 extension
        assert game.bank[i] + sum(h[i] for h in game.hands) == game.rules.bank[name]
    assert all(c >= 0 for h in game.hands for c in h)
    s = state(game)
    for seat in range(len(game.players)):
        assert game.pieces[seat][3] + len(s.ships[seat]) == 15
        assert all(s.ship_owner[e] == seat and game.edge_owner[e] < 0 for e in s.ships[seat])
        owned = [n for n, o in enumerate(game.node_owner) if o == seat]
        vp = sum(game.node_level[n] for n in owned)
        vp += 2 * (game.road_holder == seat) + 2 * (game.army_holder == seat)
        vp += game.revealed[seat] + island_points(game, seat)
        vp += HARBORMASTER_VP * (s.harbormaster == seat)
        assert game.public_vp(seat) == vp
        if game.version % 5 == 0:
            assert game.road_len[seat] == trail_length(game, seat)
    assert sum(1 for o in s.ship_owner if o >= 0) == sum(len(x) for x in s.ships)
    if s.pirate >= 0:
        assert game.board.hex_terrain[s.pirate] == "sea"
    assert game.board.hex_land[game.robber]
    if game.winner is None:
        assert game.awaiting()


def check_ck_invariants(game: Game) -> None:
    """Conservation, ships, points from their sources, knights at sea, the awaited choice."""
    totals = game.rules.bank
    for i, name in enumerate(game.rules.cards):
        assert game.bank[i] + sum(h[i] for h in game.hands) == totals[name], name
    assert all(c >= 0 for h in game.hands for c in h)
    s = state(game)
    c = ck(game)
    ships = list(game.rules.pieces).index("ship")
    b = game.board
    for seat in range(len(game.players)):
        assert game.pieces[seat][ships] + len(s.ships[seat]) == 15
        assert all(s.ship_owner[e] == seat and game.edge_owner[e] < 0 for e in s.ships[seat])
        owned = [n for n, o in enumerate(game.node_owner) if o == seat]
        vp = sum(game.node_level[n] for n in owned) + 2 * (game.road_holder == seat)
        vp += 2 * sum(1 for n in c.metropolis.values() if game.node_owner[n] == seat)
        vp += c.defender[seat] + len(c.progress_vp[seat])
        vp += 1 if c.merchant is not None and c.merchant[1] == seat else 0
        vp += island_points(game, seat)
        assert game.public_vp(seat) == vp
        if game.version % 5 == 0:
            assert game.road_len[seat] == trail_length(game, seat)
    for n, k in c.knights.items():
        assert game.node_owner[n] < 0
        if not b.node_hexes[n]:  # CK-18.6: a knight at sea rides an own ship
            assert any(s.ship_owner[e] == k.owner for e in b.node_edges[n])
    if s.pirate >= 0:
        assert b.hex_terrain[s.pirate] == "sea"
    assert b.hex_land[game.robber]
    if game.winner is None:
        assert game.awaiting()


def views(game: Game) -> str:
    return json.dumps([game.view(p) for p in (None, *game.players)], sort_keys=True)


def no_leak(game: Game, _player: str, _action: Action, events: list[Event]) -> None:
    """An event's secret reaches only those concerned; the fog stack and the token supply are
    secret until drawn: reordering them changes no view, and an undiscovered slot shows as fog
    with no number."""
    for e in events:
        concerned = e.secret_to()
        for p in game.players:
            if concerned and p not in concerned:
                shown = e.to_dict(p)
                assert all(shown[f] is None for f in e.SECRET)
    shown = views(game)
    other = game.copy()
    o = state(other)
    rnd = random.Random(game.version)
    for stack in (o.fog_stack, o.fog_numbers, o.supply):
        rnd.shuffle(stack)
        stack.reverse()
    assert views(other) == shown
    for hex_view in game.view(None)["board"]["hexes"]:
        if hex_view["terrain"] == "fog":
            assert hex_view["number"] is None and hex_view["resource"] is None
    assert "fog_stack" not in shown and "fog_numbers" not in shown


def won(game: Game) -> None:
    """The winner holds the scenario's target."""
    assert game.winner is not None
    target = SCENARIOS[str(game.sw["scenario"])].vp
    assert game.sw["victory_points"] == target
    assert game.total_vp(game.seat_of(game.winner)) >= target


def won_ck(game: Game) -> None:
    """The winner holds the scenario's target raised by C&K's (CK-18.1)."""
    assert game.winner is not None
    scenario = SCENARIOS[str(game.sw["scenario"])]
    assert game.sw["victory_points"] == scenario.vp + BONUS
    assert game.total_vp(game.seat_of(game.winner)) >= scenario.vp + BONUS


def universe(game: Game) -> list[Action]:
    """Candidate Seafarers actions, legal or not, for the refusal check."""
    b = game.board
    texts = ["gold ore", "gold grain wool", "token A", "end", "roll"]
    texts += [f"build ship {p}" for p in b.edge_ids[::11]]
    texts += [f"build road {p}" for p in b.edge_ids[::13]]
    texts += [
        f"move ship {p} {q}" for p, q in zip(b.edge_ids[::17], b.edge_ids[5::17], strict=False)
    ]
    texts += [f"pirate {h}" for h in b.hex_ids[::7]]
    texts += [f"robber {h}" for h in b.hex_ids[::9]]
    texts += [f"build settlement {n}" for n in range(1, b.n_nodes, 19)]
    return [game.parse(t) for t in texts]


def ck_universe(game: Game) -> list[Action]:
    """Candidate actions of both expansions, legal or not, for the refusal check."""
    b = game.board
    sea = [h for h in range(b.n_hexes) if b.hex_terrain[h] == "sea"][::5]
    land = [h for h in range(b.n_hexes) if b.hex_land[h]][::7]
    texts = ["gold ore", "gold grain wool", "end", "roll", "aqueduct ore", "relocate none"]
    texts += [f"build ship {p}" for p in b.edge_ids[::11]]
    texts += [f"build road {p}" for p in b.edge_ids[::13]]
    texts += [
        f"move ship {p} {q}" for p, q in zip(b.edge_ids[::17], b.edge_ids[5::17], strict=False)
    ]
    texts += [f"pirate {b.hex_ids[h]}" for h in sea]
    texts += [f"play bishop {b.hex_ids[h]}" for h in sea + land]
    texts += [f"play merchant {b.hex_ids[h]}" for h in land]
    for n in range(1, b.n_nodes, 23):
        texts += [f"knight {n}", f"activate {n}", f"build settlement {n}", f"build city {n}"]
        texts += [f"move knight {n} {n + 1}", f"chase {n} {b.hex_ids[sea[0]]}"]
    return [game.parse(t) for t in texts]


def scenario_games(
    rules: str,
    scenarios: object,
    games: int,
    winner: object,
    counts: tuple[int, ...] = (3, 4),
) -> tuple[Games, ...]:
    """One test per scenario and table size; the seeds from 0 up until `games` finished (a game
    stalled below the target is checked all the same). Greater Catan's 18 points come from all
    9 buildings (13 points), both special cards and at least one of the 5 victory point cards of
    the one development deck: once that deck is empty and the pieces are spent, nobody may ever
    reach the target, so there the first seat plays for progress (`Style.lead`)."""
    out = []
    for name in scenarios:  # type: ignore[attr-defined]
        for n in counts:
            lead = rules == "seafarers" and SCENARIOS[name].numbers
            out.append(
                Games(
                    f"{name}-{n}",
                    lambda seed, name=name, n=n: new_game(name, n, seed, rules),
                    range(4 * games + 4),
                    winner,  # type: ignore[arg-type]
                    wanted=games,
                    style=Style(lead=True) if lead else None,
                    max_actions=4000 if rules == "seafarers" else None,
                )
            )
    return tuple(out)


def start(rules: str, name: str, players: int, seed: int, **kw: object) -> Start:
    return Start(name, lambda s: new_game(name, players, s, rules), seed, **kw)  # type: ignore[arg-type]


RULE_SET = RuleSet(
    name="seafarers",
    style=STYLE,
    invariants=check_invariants,
    games=scenario_games("seafarers", SCENARIOS, GAMES, won),
    replays=tuple(start("seafarers", s, 4, 3) for s in ("fog_island", "greater_catan")),
    checkup_every=97,
    timers=7,
    checkup=no_leak,
    universe=universe,
    refusals=tuple(
        start("seafarers", s, 3, 11, rate=0.02, max_actions=3000)
        for s in ("new_shores", "fog_island", "greater_catan")
    ),
    refusers=lambda game: game.awaiting(),
    max_actions=12000,
    listed=tuple(
        (f"seafarers:{s}", lambda seed, s=s: new_game(s, 3 + seed % 2, seed)) for s in SCENARIOS
    ),
)

CK_RULE_SET = RuleSet(
    name=CK_RULES,
    style=STYLE,
    invariants=check_ck_invariants,
    games=scenario_games(CK_RULES, OFFERED, CK_GAMES, won_ck),
    replays=(start(CK_RULES, "greater_catan", 4, 3, max_actions=2500),),
    checkup_every=97,
    timers=7,
    checkup=no_leak,
    universe=ck_universe,
    refusals=(start(CK_RULES, "new_shores", 3, 11, rate=0.02, max_actions=3000),),
    refusers=lambda game: game.awaiting(),
    listed=tuple(
        (f"{CK_RULES}:{s}", lambda seed, s=s: new_game(s, 3 + seed % 2, seed, CK_RULES))
        for s in OFFERED
    ),
)
