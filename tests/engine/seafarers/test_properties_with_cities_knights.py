"""Invariants of Cities & Knights with Seafarers under random legal play (rules/cities-and-
knights.md §18; issue 15 "Tests and figures"): every offered scenario at 3 and 4 players played
to a winner, every card kind conserved (resources and commodities), ships accounted for, points
adding up from their sources (island points with C&K's), knights at sea riding an own ship, the
pirate at sea and the robber on land, a lossless save and copy, the notation round trip, timers'
default actions legal, replay determinism, no secret of an event or of the token supply in a
view, every listed action applying and unlisted ones refused unchanged.

`SEACK_GAMES=10 python -m pytest tests/engine/seafarers/test_properties_with_cities_knights.py`
plays longer (games per scenario and player count, spread over seeds)."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable

import pytest

from engine import Action, Game, GameConfig
from engine.roads import trail_length
from engine.rules.cities_knights.state import ck
from engine.rules.combos.seafarers_cities_knights import BONUS, OFFERED
from engine.rules.seafarers.points import island_points
from engine.rules.seafarers.state import state

from .helpers import dump, listed_apply_unlisted_refused

PLAYERS = ("red", "blue", "white", "orange")
RULES = "cities_knights_seafarers"
GAMES = int(os.environ.get("SEACK_GAMES", "1"))
CASES = [(name, n) for name in OFFERED for n in (3, 4)]


def new_game(scenario: str, players: int, seed: int) -> Game:
    return Game.new(
        GameConfig(
            players=PLAYERS[:players], seed=seed, rules=RULES, options={"scenario": scenario}
        )
    )


def play(
    game: Game,
    rnd: random.Random,
    *,
    max_actions: int = 8000,
    after: Callable[[Game, str, Action, list[object]], None] | None = None,
) -> list[tuple[str, Action]]:
    """Random legal play, preferring to spend (so games end); returns the log."""
    log: list[tuple[str, Action]] = []
    while game.winner is None and len(log) < max_actions:
        player = rnd.choice(game.awaiting())
        legal = game.legal_actions(player)
        spend = [a for a in legal if str(a) != "end"]
        action = rnd.choice(spend if spend and rnd.random() < 0.8 else legal)
        events = game.apply(player, action)
        log.append((player, action))
        if after is not None:
            after(game, player, action, list(events))
    return log


def check_invariants(game: Game) -> None:
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
        if not b.node_hexes[n]:  # §18.6: a knight at sea rides an own ship
            assert any(s.ship_owner[e] == k.owner for e in b.node_edges[n])
    if s.pirate >= 0:
        assert b.hex_terrain[s.pirate] == "sea"
    assert b.hex_land[game.robber]
    if game.winner is None:
        assert game.awaiting()


def round_trip_ok(game: Game) -> None:
    text = dump(game)
    loaded = Game.from_dict(json.loads(text))
    assert dump(loaded) == text
    assert dump(game.copy()) == text
    for p in game.awaiting():
        assert game.legal_actions(p) == loaded.legal_actions(p)


def views(game: Game) -> str:
    return json.dumps([game.view(p) for p in (None, *game.players)], sort_keys=True)


def no_leak(game: Game, rnd: random.Random, events: list[object]) -> None:
    """An event's secret reaches only those concerned; the token supply (Greater Catan) is
    secret until drawn: reordering it changes no view."""
    for e in events:
        concerned = e.secret_to()  # type: ignore[attr-defined]
        for p in game.players:
            if concerned and p not in concerned:
                shown = e.to_dict(p)  # type: ignore[attr-defined]
                assert all(shown[f] is None for f in e.SECRET)  # type: ignore[attr-defined]
    shown_views = views(game)
    other = game.copy()
    rnd.shuffle(state(other).supply)
    state(other).supply.reverse()
    assert views(other) == shown_views


@pytest.mark.parametrize(("scenario", "players"), CASES)
def test_every_offered_scenario_played_to_a_winner_keeps_every_invariant(
    scenario: str, players: int
) -> None:
    """Random legal games of each offered scenario and player count to a winner at the
    scenario's target + 2 (§18.1), invariants after every action, the save, the notation, the
    timer's choice and the secrets checked along the way. (Random play may stall below the
    target: such a game is checked all the same and the next seed played.)"""
    from engine.rules.seafarers.scenarios import SCENARIOS

    finished = 0
    seed = 0
    shuffler = random.Random(f"{scenario}-{players}")
    while finished < GAMES:
        assert seed < 4 * GAMES + 4, f"{scenario} {players}: too few games finished"
        game = new_game(scenario, players, seed)
        rnd = random.Random(seed)

        def after(g: Game, player: str, action: Action, events: list[object]) -> None:
            assert g.parse(str(action)) == action
            check_invariants(g)
            if g.version % 7 == 0:
                for p in g.awaiting():  # what a timer plays is always legal
                    assert g.default_action(p) in g.legal_actions(p), (g.phase, p)
            if g.version % 97 == 0:
                round_trip_ok(g)
                no_leak(g, shuffler, events)

        play(game, rnd, after=after)
        round_trip_ok(game)
        seed += 1
        if game.winner is not None:
            target = SCENARIOS[scenario].vp + BONUS
            assert game.sw["victory_points"] == target
            assert game.total_vp(game.seat_of(game.winner)) >= target
            finished += 1


def test_replaying_config_and_actions_reproduces_the_state() -> None:
    """Same config and same actions (as notation) give the same state, byte for byte."""
    game = new_game("greater_catan", 4, 3)
    log = play(game, random.Random(3), max_actions=2500)
    replay = new_game("greater_catan", 4, 3)
    for player, action in log:
        replay.apply(player, replay.parse(str(action)))
    assert dump(replay) == dump(game)


def _universe(game: Game) -> list[Action]:
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


def test_everything_listed_applies_and_everything_else_is_refused_unchanged() -> None:
    """Each listed action applies; an unlisted action is refused with a sentence and leaves
    the state byte-identical."""
    game = new_game("new_shores", 3, 11)
    rnd = random.Random(11)
    checked = 0

    def after(g: Game, player: str, action: Action, events: list[object]) -> None:
        nonlocal checked
        if rnd.random() > 0.02:
            return
        checked += listed_apply_unlisted_refused(g, _universe(g))

    play(game, rnd, after=after, max_actions=3000)
    assert checked > 100
