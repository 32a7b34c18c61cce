"""Cities & Knights as the property tests play it (CK-2, CK-16
CK-4), as the base game is: every card kind conserved (19 per resource, 12 per commodity), 54
progress cards, knights, walls and the other pieces accounted for, points adding up from their
sources, Longest Road with knights breaking routes, the bank of every card kind in the views.

`CK_GAMES=200` plays more than the suite's 12 games."""

from __future__ import annotations

import json
import os

from engine import Action, Event, Game, GameConfig
from engine.roads import trail_length

from ..random_play import Games, RuleSet, Start, Style, any_card_offer, reference_trail_length
from .vocab import assert_conserved, state

PLAYERS = ("red", "blue", "white")
FOUR = ("red", "blue", "white", "orange")
GAMES = int(os.environ.get("CK_GAMES", "12"))
#: Spending preferred (so games end), and now and then an offer of any card kind.
STYLE = Style(offer=any_card_offer)


def new_game(seed: int, players: tuple[str, ...] = PLAYERS, **kw: object) -> Game:
    """A C&K game on a variable map."""
    return Game.new(GameConfig(players=players, seed=seed, rules="cities_knights", **kw))  # type: ignore[arg-type]


def varied_game(seed: int) -> Game:
    """3 or 4 players (every third seed 4), the dirty-trick variant (CK-17) on odd seeds."""
    players = FOUR if seed % 3 == 0 else PLAYERS
    return new_game(seed, players, options={"dirty_trick": seed % 2 == 1})


def tournament_game(seed: int) -> Game:
    """A C&K game under the tournament preset."""
    return new_game(seed, preset="tournament")


def knight_trail_length(game: Game, seat: int) -> int:
    """Longest Road by brute force; others' buildings and knights end a trail (CK-T7)."""
    knights = state(game).knights

    def stops(node: int) -> bool:
        k = knights.get(node)
        return k is not None and k.owner != seat

    return reference_trail_length(game, seat, stops)


def check_invariants(game: Game) -> None:
    """Conservation, points from their sources, Longest Road, the awaited choice."""
    assert_conserved(game)
    assert all(c >= 0 for h in game.hands for c in h)
    c = state(game)
    # The ship stays landed while the dirty-trick commitments are made (CK-17).
    assert 0 <= c.barbarians < 7 or (game.phase == "commit" and c.barbarians == 7)
    for s in range(len(game.players)):
        owned = [n for n, o in enumerate(game.node_owner) if o == s]
        settlements = sum(1 for n in owned if game.node_level[n] == 1)
        cities = sum(1 for n in owned if game.node_level[n] == 2)
        vp = settlements + 2 * cities + 2 * (game.road_holder == s)
        vp += 2 * sum(1 for n in c.metropolis.values() if game.node_owner[n] == s)
        vp += c.defender[s] + len(c.progress_vp[s])
        vp += 1 if c.merchant is not None and c.merchant[1] == s else 0
        assert game.public_vp(s) == vp
        assert game.road_len[s] == trail_length(game, s)
        if game.version % 7 == 0 and game.roads[s]:
            assert game.road_len[s] == knight_trail_length(game, s)
    for n in c.metropolis.values():
        assert game.node_level[n] == 2
    assert len(set(c.metropolis.values())) == len(c.metropolis)
    defenders = 8 if "five_six" in game.rules.modules else 6  # the 5–6 extension's 8 (FS-6.1)
    assert c.defender_left + min(sum(c.defender), defenders) == defenders
    if game.winner is None:
        assert game.awaiting()


def checkup(game: Game, player: str, _action: Action, _events: list[Event]) -> None:
    """The mover's view is JSON and its bank holds every card kind."""
    view = game.view(player)
    json.dumps(view)
    assert set(view["bank"]) == set(game.rules.cards)


def won(game: Game) -> None:
    """The winner shows the 13 points C&K asks."""
    assert game.winner is not None
    assert game.public_vp(game.seat_of(game.winner)) >= 13


def universe(game: Game) -> list[Action]:
    """Candidate actions, legal or not, for refusal checks."""
    texts = [
        "roll",
        "end",
        "discard 1 coin",
        "bank 4 cloth for 1 grain",
        "bank 2 paper for 1 ore",
        "improve trade",
        "improve politics",
        "improve science",
        "aqueduct ore",
        "draw science",
        "return crane",
        "relocate none",
        "buy development",
        "play alchemist 3 4",
        "play crane",
        "play irrigation",
        "play mining",
        "play road_building",
        "play inventor A C",
        "play merchant J",
        "play merchant_fleet ore",
        "play resource_monopoly ore",
        "play trade_monopoly coin",
        "play commercial_harbor",
        "play master_merchant red",
        "play master_merchant blue",
        "harbor blue wool",
        "harbor red ore",
        "harbor coin",
        "take 1 ore",
        "take 2 wool",
        "play bishop K",
        "play deserter blue",
        "deserter none",
        "play diplomat 20-25",
        "diplomat none",
        "play saboteur",
        "play spy blue",
        "play spy red",
        "spy smith",
        "play warlord",
        "play wedding",
        "give 1 ore",
        "give 1 ore 1 wool",
        "discard 1 ore",
        "commit none",
    ]
    for n in (1, 9, 20, 33, 54):
        texts += [
            f"wall {n}",
            f"knight {n}",
            f"activate {n}",
            f"promote {n}",
            f"metropolis {n}",
            f"pillage {n}",
            f"relocate {n}",
            f"build settlement {n}",
            f"build city {n}",
            f"move knight {n} {n + 1}",
            f"displace {n} {n - 1 if n > 1 else 2}",
            f"chase {n} K",
            f"play engineer {n}",
            f"play medicine {n}",
            f"play smith {n}",
            f"play intrigue {n}",
            f"play saboteur {n}",
            f"repair {n}",
            f"desert {n}",
            f"deserter {n} 1",
            f"commit {n}",
        ]
    texts += [f"build road {p}" for p in game.board.edge_ids[::9]]
    return [game.parse(t) for t in texts]


RULE_SET = RuleSet(
    name="cities_knights",
    style=STYLE,
    invariants=check_invariants,
    games=tuple(
        Games(str(k), varied_game, range(k * GAMES // 2, (k + 1) * GAMES // 2), won=won)
        for k in range(2)
    ),
    replays=tuple(Start(str(seed), tournament_game, seed) for seed in (5, 23)),
    checkup_every=61,
    checkup=checkup,
    universe=universe,
    refusals=tuple(Start(str(seed), new_game, seed) for seed in range(2)),
    listed=(("cities_knights", new_game),),
)
