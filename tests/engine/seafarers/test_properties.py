"""Invariants of Seafarers under random legal play (rules/seafarers.md; issue 15 "Tests and
figures"): every scenario played to a winner, each card kind conserved (19 per resource), ships
accounted for, points adding up from their sources (islands and the Harbormaster included),
the Longest Trade Route as a fresh search finds it, a lossless save and copy, the notation round
trip, timers' default actions being legal, replay determinism, and no view telling anything of
the fog or token stacks before they are drawn.

`SEAFARERS_GAMES=60 python -m pytest tests/engine/seafarers/test_properties.py` plays longer
(games per scenario and player count, spread over seeds)."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable

import pytest

from engine import Action, Game, GameConfig
from engine.roads import trail_length
from engine.rules.seafarers.points import island_points
from engine.rules.seafarers.scenarios import HARBORMASTER_VP, SCENARIOS
from engine.rules.seafarers.state import state

from .helpers import dump, listed_apply_unlisted_refused

PLAYERS = ("red", "blue", "white", "orange")
GAMES = int(os.environ.get("SEAFARERS_GAMES", "1"))
CASES = [(name, n) for name in SCENARIOS for n in (3, 4)]


def new_game(scenario: str, players: int, seed: int) -> Game:
    return Game.new(
        GameConfig(
            players=PLAYERS[:players], seed=seed, rules="seafarers", options={"scenario": scenario}
        )
    )


#: What the leading seat of `play(..., lead=True)` does first when it can (points first).
PROGRESS = ("build city", "build settlement", "buy", "play", "reveal", "build road", "build ship")


def play(
    game: Game,
    rnd: random.Random,
    *,
    max_actions: int = 12000,
    after: Callable[[Game, str, Action], None] | None = None,
    lead: bool = False,
) -> list[tuple[str, Action]]:
    """Random legal play, preferring to spend (so games end); returns the log. With `lead`,
    the first seat prefers progress (points, then cards, then pieces that reach new spots) and
    the others end their turns more often: Greater Catan's 18 points are out of every seat's
    reach once the development deck is empty and the pieces are spent evenly (see
    `test_every_scenario_played_to_a_winner_keeps_every_invariant`)."""
    log: list[tuple[str, Action]] = []
    first = game.players[0]
    while game.winner is None and len(log) < max_actions:
        player = rnd.choice(game.awaiting())
        legal = game.legal_actions(player)
        texts = [str(a) for a in legal]
        action: Action | None = None
        if lead and player == first:
            for prefix in PROGRESS:
                found = [a for a, t in zip(legal, texts, strict=True) if t.startswith(prefix)]
                if found:
                    action = rnd.choice(found)
                    break
        elif lead and "end" in texts and rnd.random() < 0.6:
            action = legal[texts.index("end")]
        if action is None:
            spend = [a for a, t in zip(legal, texts, strict=True) if t != "end"]
            action = rnd.choice(spend if spend and rnd.random() < 0.8 else legal)
        game.apply(player, action)
        log.append((player, action))
        if after is not None:
            after(game, player, action)
    return log


def check_invariants(game: Game) -> None:
    """Conservation, ships, points from their sources, the route lengths, the awaited choice."""
    for i in range(5):
        assert game.bank[i] + sum(h[i] for h in game.hands) == 19
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


def round_trip_ok(game: Game) -> None:
    text = dump(game)
    assert dump(Game.from_dict(json.loads(text))) == text
    assert dump(game.copy()) == text


def views(game: Game) -> str:
    return json.dumps([game.view(p) for p in (None, *game.players)], sort_keys=True)


def no_leak(game: Game, rnd: random.Random) -> None:
    """The fog stack and token supply are secret until drawn: reordering them changes no view,
    and an undiscovered slot shows as fog with no number."""
    shown = views(game)
    other = game.copy()
    o = state(other)
    for stack in (o.fog_stack, o.fog_numbers, o.supply):
        rnd.shuffle(stack)
        stack.reverse()
    assert views(other) == shown
    for hex_view in game.view(None)["board"]["hexes"]:
        if hex_view["terrain"] == "fog":
            assert hex_view["number"] is None and hex_view["resource"] is None
    assert "fog_stack" not in shown and "fog_numbers" not in shown


@pytest.mark.parametrize(("scenario", "players"), CASES)
def test_every_scenario_played_to_a_winner_keeps_every_invariant(
    scenario: str, players: int
) -> None:
    """Random legal games of each scenario and player count to a winner, invariants after every
    action, the save, the notation and the timer's choice checked along the way.

    Greater Catan's 18 points come from all 9 buildings (13 points), both special cards and at
    least one of the 5 victory point cards of the one development deck: once that deck is empty
    and the players' pieces are spent, nobody may ever reach the target, and even random play
    stalls there (no rule is broken: the bank is full, pieces are on the board, the legal list
    is complete, as `test_everything_listed_applies_…` checks). So in Greater Catan the first
    seat plays for progress (`play(..., lead=True)`), which finishes most games; a game that
    still stalls is checked all the same, and the next seed is played until enough finish."""
    finished = 0
    seed = 0
    shuffler = random.Random(f"{scenario}-{players}")  # reorders the secret stacks
    while finished < GAMES:
        assert seed < 4 * GAMES + 4, f"{scenario} {players}: too few games finished"
        game = new_game(scenario, players, seed)
        rnd = random.Random(seed)

        def after(g: Game, player: str, action: Action) -> None:
            assert g.parse(str(action)) == action
            check_invariants(g)
            if g.version % 7 == 0:
                for p in g.awaiting():  # what a timer plays is always legal
                    assert g.default_action(p) in g.legal_actions(p), (g.phase, p)
            if g.version % 97 == 0:
                round_trip_ok(g)
                if SCENARIOS[scenario].fog or SCENARIOS[scenario].numbers:
                    no_leak(g, shuffler)

        play(game, rnd, after=after, max_actions=4000, lead=SCENARIOS[scenario].numbers)
        round_trip_ok(game)
        seed += 1
        if game.winner is not None:
            assert game.total_vp(game.seat_of(game.winner)) >= SCENARIOS[scenario].vp
            finished += 1


@pytest.mark.parametrize("scenario", ["fog_island", "greater_catan"])
def test_replaying_config_and_actions_reproduces_the_state(scenario: str) -> None:
    """Same config and same actions (as notation) give the same state, byte for byte: the fog
    and the token supply are drawn through the game's generator."""
    game = new_game(scenario, 4, 3)
    log = play(game, random.Random(3))
    replay = new_game(scenario, 4, 3)
    for player, action in log:
        replay.apply(player, replay.parse(str(action)))
    assert dump(replay) == dump(game)


def test_a_different_seed_draws_a_different_fog() -> None:
    """§10: the fog stack is shuffled by the game's generator, so seeds differ."""
    stacks = {tuple(state(new_game("fog_island", 4, seed)).fog_stack) for seed in range(6)}
    assert len(stacks) > 1


def _universe(game: Game) -> list[Action]:
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


@pytest.mark.parametrize("scenario", ["new_shores", "fog_island", "greater_catan"])
def test_everything_listed_applies_and_everything_else_is_refused_unchanged(scenario: str) -> None:
    """Each listed action applies; an unlisted Seafarers action is refused with a sentence and
    leaves the state byte-identical."""

    game = new_game(scenario, 3, 11)
    rnd = random.Random(11)
    checked = 0

    def after(g: Game, player: str, action: Action) -> None:
        nonlocal checked
        if rnd.random() > 0.02:
            return
        checked += listed_apply_unlisted_refused(g, _universe(g))

    play(game, rnd, after=after, max_actions=3000)
    assert checked > 100
