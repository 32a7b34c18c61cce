"""The 5–6 player extension as the property tests play it (FS-1 to FS-6), alone and with Cities
& Knights: the base game's (or C&K's) invariants with the extension's stacks (24 per resource,
34 development cards; C&K: 18 per commodity, 8 Defender cards), and the special building
phase's own: one builder awaited, never the player whose turn it follows, the turn held by
that player, and a game won only on the winner's own turn.

`FIVE_SIX_GAMES=40` and `CK_FIVE_SIX_GAMES=12` play more than the suite's 4 and 2."""

from __future__ import annotations

import json
import os

from engine import Action, Event, Game, GameConfig
from engine.rules.five_six.special import PHASE
from engine.rules.five_six.state import five_six

from ..ck.properties import check_invariants as ck_invariants
from ..ck.properties import universe as ck_universe
from ..ck.vocab import assert_conserved
from ..properties import STYLE as BASE_STYLE
from ..properties import check_invariants as base_invariants
from ..properties import universe as base_universe
from ..random_play import Games, RuleSet, Start, Style, any_card_offer
from ..seafarers import properties as sea

FIVE = ("red", "blue", "orange", "white", "green")
SIX = (*FIVE, "brown")
GAMES = int(os.environ.get("FIVE_SIX_GAMES", "4"))
CK_GAMES = int(os.environ.get("CK_FIVE_SIX_GAMES", "2"))
CK_RULES = "cities_knights_five_six"


def new_game(seed: int, **kw: object) -> Game:
    """A 5–6 game of the base rules (5 players on even seeds, 6 on odd), on a variable map."""
    players = SIX if seed % 2 else FIVE
    return Game.new(GameConfig(players=players, seed=seed, rules="base", **kw))  # type: ignore[arg-type]


def new_ck_game(seed: int, **kw: object) -> Game:
    """A 5–6 game of Cities & Knights (5 players on even seeds, 6 on odd)."""
    players = SIX if seed % 2 else FIVE
    return Game.new(GameConfig(players=players, seed=seed, rules="cities_knights", **kw))  # type: ignore[arg-type]


def check_phase(game: Game) -> None:
    """FS-4.2: in the phase one builder is awaited, the first in the queue, never the player
    whose turn it follows, who holds the turn meanwhile."""
    s = five_six(game)
    if game.phase == PHASE:
        assert s.queue and s.after >= 0 and not s.lent
        assert game.awaiting() == [game.players[s.queue[0]]]
        assert s.after not in s.queue and game.current == s.after
        assert game.legal_actions(game.players[s.after]) == []
    elif not s.lent:
        assert s.after < 0 and not s.queue


def check_invariants(game: Game) -> None:
    """The base game's invariants with the extension's stacks, and the phase's."""
    base_invariants(game)
    check_phase(game)


def check_ck_invariants(game: Game) -> None:
    """C&K's invariants (conservation after every action, the rest one action in five) with the
    extension's stacks, and the phase's."""
    assert_conserved(game)
    if game.version % 5 == 0:
        ck_invariants(game)
    check_phase(game)


def checkup(game: Game, player: str, _action: Action, _events: list[Event]) -> None:
    """The mover's view is JSON and shows the phase."""
    view = game.view(player)
    json.dumps(view)
    # (a choice a build left open, such as C&K's metropolis, is part of the phase)
    assert (view["special_build"] is not None) == (game.phase == PHASE or five_six(game).lent)


def won(game: Game) -> None:
    """The winner holds the ten points the game asks, on their own turn (FS-4.5)."""
    assert game.winner is not None
    assert game.total_vp(game.seat_of(game.winner)) >= 10
    assert game.players[game.current] == game.winner


def won_ck(game: Game) -> None:
    """The winner shows the 13 points C&K asks, on their own turn (FS-4.5)."""
    assert game.winner is not None
    assert game.public_vp(game.seat_of(game.winner)) >= 13
    assert game.players[game.current] == game.winner


def universe(game: Game) -> list[Action]:
    """The base game's candidates, `pass`, and spots of the larger island."""
    return [*base_universe(game), *(game.parse(t) for t in ("pass", "build settlement 80"))]


def ck_candidates(game: Game) -> list[Action]:
    """C&K's candidates and `pass`."""
    return [*ck_universe(game), game.parse("pass")]


RULE_SET = RuleSet(
    name="five_six",
    style=BASE_STYLE,
    invariants=check_invariants,
    games=(Games("5-6", new_game, range(GAMES), won=won),),
    replays=(Start("5", new_game, 2), Start("6", new_game, 3)),
    checkup_every=41,
    checkup=checkup,
    timers=7,
    universe=universe,
    refusals=(Start("5", new_game, 4, rate=0.02), Start("6", new_game, 5, rate=0.02)),
    listed=(("five_six", new_game),),
)

CK_RULE_SET = RuleSet(
    name=CK_RULES,
    style=Style(offer=any_card_offer),
    invariants=check_ck_invariants,
    games=(Games("5-6", new_ck_game, range(CK_GAMES), won=won_ck),),
    replays=(Start("6", new_ck_game, 1),),
    checkup_every=61,
    checkup=checkup,
    timers=7,
    universe=ck_candidates,
    refusals=(Start("5", new_ck_game, 0, rate=0.005),),
    listed=((CK_RULES, new_ck_game),),
)


# ----- Seafarers for 5–6 (SF-17) ---------------------------------------------------------------

SEA_RULES = "seafarers_five_six"
SEA_CK_RULES = "cities_knights_seafarers_five_six"
SEA_GAMES = int(os.environ.get("SEA_FIVE_SIX_GAMES", "1"))
#: The scenarios the 5–6 extension lays out (SF-17.2), and those of them C&K plays (CK-D33).
SEA_SCENARIOS = tuple(name for name, s in sea.SCENARIOS.items() if s.five_six)
SEA_CK_SCENARIOS = tuple(name for name in sea.OFFERED if name in SEA_SCENARIOS)


def check_sea_invariants(game: Game) -> None:
    """Seafarers' invariants (the extension's bank of 24 per resource) and the phase's."""
    sea.check_invariants(game)
    check_phase(game)


def check_sea_ck_invariants(game: Game) -> None:
    """Seafarers with C&K's invariants and the phase's."""
    sea.check_ck_invariants(game)
    check_phase(game)


def sea_checkup(game: Game, player: str, action: Action, events: list[Event]) -> None:
    """No secret of the fog or an event leaks, and the view shows the phase."""
    sea.no_leak(game, player, action, events)
    checkup(game, player, action, events)


def won_sea(game: Game) -> None:
    """The winner holds the scenario's target (C&K's +2 with it) on their own turn (FS-4.5)."""
    assert game.winner is not None
    assert game.total_vp(game.seat_of(game.winner)) >= game.sw["victory_points"]
    assert game.players[game.current] == game.winner


def sea_universe(game: Game) -> list[Action]:
    """Seafarers' candidates and `pass`."""
    return [*sea.universe(game), game.parse("pass")]


def sea_ck_universe(game: Game) -> list[Action]:
    """Seafarers with C&K's candidates and `pass`."""
    return [*sea.ck_universe(game), game.parse("pass")]


SEA_RULE_SET = RuleSet(
    name=SEA_RULES,
    style=sea.STYLE,
    invariants=check_sea_invariants,
    games=sea.scenario_games("seafarers", SEA_SCENARIOS, SEA_GAMES, won_sea, (5, 6)),
    replays=(sea.start("seafarers", "fog_island", 6, 3, max_actions=3000),),
    checkup_every=97,
    timers=7,
    checkup=sea_checkup,
    universe=sea_universe,
    refusals=(sea.start("seafarers", "through_the_desert", 5, 11, rate=0.02, max_actions=2000),),
    refusers=lambda game: game.awaiting(),
    max_actions=12000,
    listed=tuple(
        (f"{SEA_RULES}:{s}", lambda seed, s=s: sea.new_game(s, 5 + seed % 2, seed))
        for s in SEA_SCENARIOS
    ),
)

SEA_CK_RULE_SET = RuleSet(
    name=SEA_CK_RULES,
    style=sea.STYLE,
    invariants=check_sea_ck_invariants,
    games=sea.scenario_games(sea.CK_RULES, SEA_CK_SCENARIOS, SEA_GAMES, won_sea, (5, 6)),
    replays=(sea.start(sea.CK_RULES, "new_shores", 6, 3, max_actions=2000),),
    checkup_every=97,
    timers=7,
    checkup=sea_checkup,
    universe=sea_ck_universe,
    refusals=(sea.start(sea.CK_RULES, "new_shores", 5, 11, rate=0.02, max_actions=2000),),
    refusers=lambda game: game.awaiting(),
    listed=tuple(
        (f"{SEA_CK_RULES}:{s}", lambda seed, s=s: sea.new_game(s, 5 + seed % 2, seed, sea.CK_RULES))
        for s in SEA_CK_SCENARIOS
    ),
)
