"""The 2-player variant as the property tests play it (TP-A1 to TP-B9), alone and with
Cities & Knights: 19 cards per resource and 25 development cards (or C&K's cards, progress
cards, knights and walls) accounted for, 20 trade tokens (supply and both players, none
negative), the neutral players holding nothing and never awaited (their knights never active
and never past strong), every seat's pieces (the neutrals' included) adding up, points from
their sources, Longest Road for every seat.

`TWO_PLAYER_GAMES=300` and `CK_TWO_PLAYER_GAMES=100` play more than the suite's 16 and 6."""

from __future__ import annotations

import json
import os

from engine import Action, Event, Game, GameConfig
from engine.rules.cities_knights.state import ck

from ..ck.properties import check_invariants as ck_invariants
from ..ck.vocab import assert_conserved
from ..properties import STYLE as BASE_STYLE
from ..properties import check_invariants as base_invariants
from ..random_play import Games, RuleSet, Start, Style, any_card_offer
from .vocab import N1, N2, PLAYERS, TOKENS_TOTAL, two

GAMES = int(os.environ.get("TWO_PLAYER_GAMES", "16"))
CK_GAMES = int(os.environ.get("CK_TWO_PLAYER_GAMES", "6"))
PRESETS = ("official", "legacy1995", "tournament")
CK_RULES = "cities_knights_two_player"
#: C&K's style, with the token actions taken only one time in ten they are offered.
CK_STYLE = Style(offer=any_card_offer, calm_tokens=True)


def new_game(seed: int, **kw: object) -> Game:
    """A 2-player game on a variable map."""
    return Game.new(GameConfig(players=PLAYERS, seed=seed, rules="two_player", **kw))  # type: ignore[arg-type]


def preset_game(seed: int) -> Game:
    """A 2-player game under each preset in turn."""
    return new_game(seed, preset=PRESETS[seed % 3])


def new_ck_game(seed: int, **kw: object) -> Game:
    """A C&K game for two on a variable map."""
    return Game.new(GameConfig(players=PLAYERS, seed=seed, rules=CK_RULES, **kw))  # type: ignore[arg-type]


def varied_ck_game(seed: int) -> Game:
    """C&K for two, the dirty-trick variant on every third seed."""
    return new_ck_game(seed, options={"dirty_trick": seed % 3 == 2})


def check_invariants(game: Game) -> None:
    """The base game's invariants (a knight card turned in for tokens is among the removed
    cards), the tokens conserved, and the neutral players' limits."""
    base_invariants(game)
    t = two(game)
    assert t.supply + sum(t.tokens) == TOKENS_TOTAL
    assert t.supply >= 0 and min(t.tokens) >= 0
    for neutral in (N1, N2):
        s = game.players.index(neutral)
        assert not any(game.hands[s]) and not game.devs[s] and game.knights[s] == 0
        assert game.pieces[s][2] == 4  # TP-PART-1: never a city
        assert neutral not in game.awaiting()


def check_ck_invariants(game: Game) -> None:
    """C&K's invariants for every seat (conservation after every action, the rest of them
    after one action in five), the chips, and the neutral players' limits."""
    assert_conserved(game)
    if game.version % 5 == 0:
        ck_invariants(game)
    t = two(game)
    assert t.supply + sum(t.tokens) == TOKENS_TOTAL
    assert t.supply >= 0 and min(t.tokens) >= 0
    c = ck(game)
    for neutral in (N1, N2):
        s = game.players.index(neutral)
        assert not any(game.hands[s]) and not c.progress[s] and not c.progress_vp[s]
        assert game.pieces[s][2] == 4  # never a city (TP-PART-1)
        assert c.knight_supply[s][2] == 2  # never mighty (TP-CK-PR-2)
        assert neutral not in game.awaiting()
        for k in c.knights.values():
            if k.owner == s:
                assert not k.active and k.level <= 2  # TP-CK-KN-4, TP-CK-PR-2


def checkup(game: Game, player: str, _action: Action, _events: list[Event]) -> None:
    """The mover's view is JSON."""
    json.dumps(game.view(player))


def won(game: Game) -> None:
    """A real player won, with the ten points the game asks."""
    assert game.winner in PLAYERS
    assert game.total_vp(game.seat_of(game.winner)) >= 10


def won_ck(game: Game) -> None:
    """A real player won, showing the 13 points C&K asks."""
    assert game.winner in PLAYERS
    assert game.public_vp(game.seat_of(game.winner)) >= 13


def universe(game: Game) -> list[Action]:
    """Candidate actions, legal or not, for refusal checks."""
    texts = [
        "roll",
        "end",
        "buy development",
        "play knight",
        "play road_building",
        "tokens trade",
        "tokens robber",
        "tokens knight",
        "give 2 ore",
        "give 1 wool 1 grain",
        "discard 1 ore",
        "bank 4 ore for 1 grain",
    ]
    for n in (1, 9, 13, 20, 33, 46, 54):
        texts += [f"build settlement {n}", f"build city {n}"]
        texts += [f"neutral {k} settlement {n}" for k in (1, 2, 3)]
    for path in game.board.edge_ids[::9]:
        texts += [f"build road {path}", f"neutral 1 road {path}", f"neutral 2 road {path}"]
    texts += [f"robber {h}" for h in ("A", "J", "S")]
    texts += [f"robber {h} steal {p}" for h in ("B", "K") for p in (*PLAYERS, N1)]
    return [game.parse(t) for t in texts]


RULE_SET = RuleSet(
    name="two_player",
    style=BASE_STYLE,
    invariants=check_invariants,
    games=tuple(
        Games(str(k), preset_game, range(k * GAMES // 2, (k + 1) * GAMES // 2), won=won)
        for k in range(2)
    ),
    replays=tuple(Start(str(seed), new_game, seed) for seed in (3, 17)),
    checkup_every=53,
    checkup=checkup,
    universe=universe,
    refusals=tuple(Start(str(seed), new_game, seed, rate=0.08) for seed in range(3)),
    refusers=lambda game: PLAYERS,
    max_actions=20000,
    listed=(("two_player", new_game),),
)

CK_RULE_SET = RuleSet(
    name=CK_RULES,
    style=CK_STYLE,
    invariants=check_ck_invariants,
    games=tuple(
        Games(str(k), varied_ck_game, range(k * CK_GAMES // 2, (k + 1) * CK_GAMES // 2), won_ck)
        for k in range(2)
    ),
    replays=tuple(Start(str(seed), new_ck_game, seed) for seed in (3, 11)),
    checkup_every=67,
    checkup=checkup,
    max_actions=30000,
    listed=((CK_RULES, new_ck_game),),
)
