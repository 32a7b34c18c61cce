"""Slow references for the C&K fast-path tests: the rules as first written, and the random
positions the tests compare them at."""

import random
from collections.abc import Iterator

from engine import Action, Game, GameConfig
from engine.building import _pay
from engine.checks import require_cards, require_phase
from engine.errors import IllegalAction
from engine.events import Event, Produced
from engine.rules.cities_knights import (
    improvements,
    knights,
    production,
)
from engine.rules.cities_knights.actions import (
    ActivateKnight,
    BuildKnight,
    BuildWall,
    ChaseRobber,
    DisplaceKnight,
    Improve,
    MoveKnight,
    PromoteKnight,
)
from engine.rules.cities_knights.cards import (
    framework,
)
from engine.rules.cities_knights.data import ABILITY_LEVEL, ACTIVATE_COST, TRACKS
from engine.rules.cities_knights.events import KnightActivated
from engine.rules.cities_knights.state import Knight, mark

from .vocab import state

FOUR = ("red", "blue", "white", "orange")
SEEDS = range(4)


#: C&K's rule sets with progress cards: C&K, C&K for two, C&K with Seafarers.
CK_RULE_SETS = [
    ("cities_knights", {}),
    ("cities_knights_two_player", {}),
    ("cities_knights_seafarers", {"scenario": "new_shores"}),
]


def held_positions(seed: int, rules: str = "cities_knights", **options: object) -> Iterator[Game]:
    """Every position of a random game where progress cards are never played (they stay in
    hand, so their plays are asked on every move, as in the benchmark's games without card
    play), to the winner or 3000 moves."""
    return _random_positions(seed, rules, False, options)


def positions(seed: int, **options: object) -> Iterator[Game]:
    """Every position of a random 4-player C&K game with progress cards played (odd seeds: the
    dirty-trick variant), to the winner; `options`: further switches."""
    game = None
    for game, _, _ in moves(seed, **options):
        yield game
    if game is not None:
        yield game


def moves(seed: int, **options: object) -> Iterator[tuple[Game, str, Action]]:
    """The positions of `positions` before each move, with the player to move and the move."""
    game = Game.new(
        GameConfig(
            players=FOUR,
            seed=seed,
            rules="cities_knights",
            options={"dirty_trick": seed % 2 == 1, **options},
        )
    )
    pick = random.Random(seed).choice
    while game.winner is None:
        player = game.awaiting()[0]
        action = pick(game.legal_actions(player))
        yield game, player, action
        game.apply(player, action)


def played_positions(seed: int, rules: str, **options: object) -> Iterator[Game]:
    """Every position of a random game of one of C&K's rule sets with progress cards played
    (knights deserted, displaced by cards, ...), to the winner or 3000 moves."""
    return _random_positions(seed, rules, True, options)


def _random_positions(
    seed: int, rules: str, cards: bool, options: dict[str, object]
) -> Iterator[Game]:
    """The positions of a random game of `rules` before each move, to the winner or 3000
    moves; `cards`: progress cards played like any move (else never, while another move is
    legal)."""
    players = FOUR[:2] if rules.endswith("two_player") else FOUR
    game = Game.new(GameConfig(players=players, seed=seed, rules=rules, options=options))
    pick = random.Random(seed).choice
    for _ in range(3000):
        if game.winner is not None:
            break
        yield game
        player = game.awaiting()[0]
        legal = game.legal_actions(player)
        if not cards:
            legal = [a for a in legal if not isinstance(a, framework.PlayProgress)] or legal
        game.apply(player, pick(legal))


def main_positions(seed: int) -> Iterator[tuple[Game, int]]:
    """The main-phase positions of `positions`, with the current player's seat."""
    for game in positions(seed):
        if game.phase == "main":
            yield game, game.current


# ----- slow references: the rules as first written ------------------------------------------------


def improvements_reference(game: Game, seat: int) -> list[Action]:
    """Every track whose next level `improvements.refusal` lets the player build."""
    return [Improve(t) for t in TRACKS if improvements.refusal(game, seat, t) is None]


def walls_reference(game: Game, seat: int) -> list[Action]:
    """CK-9: a wall under each of the player's cities without one, while a wall is in supply and
    the player holds 2 brick (no test of the city pieces in supply)."""
    c = state(game)
    if seat != game.current or not c.wall_supply[seat] or game.hands[seat][1] < 2:
        return []
    return [
        BuildWall(n + 1)
        for n in range(game.board.n_nodes)
        if game.node_owner[n] == seat and game.node_level[n] == 2 and n not in c.walls
    ]


def knights_reference(game: Game, seat: int) -> list[Action]:
    """The knights' actions as CK-10 reads, one rule at a time."""
    c = state(game)
    hand = game.hands[seat]
    out: list[Action] = []
    if c.knight_supply[seat][0] and hand[2] and hand[4]:
        out += [
            BuildKnight(n + 1)
            for n in sorted(game.road_nodes[seat])
            if game.node_owner[n] < 0 and n not in c.knights
        ]
    for n, k in sorted(c.knights.items()):
        if k.owner != seat:
            continue
        if not k.active and hand[3]:
            out.append(ActivateKnight(n + 1))
        if (
            k.level < 3
            and not k.promoted
            and hand[2]
            and hand[4]
            and c.knight_supply[seat][k.level]
            and (k.level == 1 or c.levels[seat][1] >= ABILITY_LEVEL)
        ):
            out.append(PromoteKnight(n + 1))
        if k.active and not k.fresh:
            passable, ends = knights.reach(game, seat, n)
            out += [
                MoveKnight(n + 1, m + 1)
                for m in sorted(passable)
                if m != n and game.node_owner[m] < 0 and m not in c.knights
            ]
            out += [
                DisplaceKnight(n + 1, m + 1)
                for m in sorted(ends)
                if m in c.knights and c.knights[m].level < k.level
            ]
            if c.robber_active and n in game.board.hex_nodes[game.robber]:
                from engine import robber

                for h in range(game.board.n_hexes):
                    if h == game.robber:
                        continue
                    hex_id = game.board.hex_ids[h]
                    victims = robber.victims(game, seat, h)
                    if victims:
                        out += [ChaseRobber(n + 1, hex_id, game.players[v]) for v in victims]
                    else:
                        out.append(ChaseRobber(n + 1, hex_id))
    return out


def activate_reference(game: Game, seat: int, action: ActivateKnight, events: list[Event]) -> None:
    """CK-10.3 as first written: the checks one at a time, then 1 grain paid."""
    require_phase(game, seat, "main")
    n, k = knights._own_knight(game, seat, action.intersection)
    if k.active:
        raise IllegalAction("knight_active", intersection=n + 1)
    require_cards(game.hands[seat], ACTIVATE_COST, "activation")
    _pay(game, seat, ACTIVATE_COST)
    mark(state(game), n, Knight(k.owner, k.level, True, True, k.promoted))
    events.append(KnightActivated(game.players[seat], str(n + 1)))


def acting_reference(game: Game, seat: int, intersection: int) -> tuple[int, Knight]:
    """CK-10.5, CK-T6 as first written: a knight of the player's, active since the turn began."""
    require_phase(game, seat, "main")
    n, k = knights._own_knight(game, seat, intersection)
    if not k.active:
        raise IllegalAction("knight_inactive", intersection=n + 1)
    if k.fresh:
        raise IllegalAction("knight_fresh", intersection=n + 1)
    return n, k


def routes_seats_reference(game: Game, nodes: tuple[int, ...], owner: int) -> list[int]:
    """CK-T7: the players (but `owner`) with two roads or more at one of the intersections, every
    player asked in turn."""
    links = game.board.node_links
    return [
        s
        for s in range(len(game.players))
        if s != owner
        and any(
            n in game.road_nodes[s] and [game.edge_owner[x] for x, _ in links[n]].count(s) > 1
            for n in nodes
        )
    ]


def plays_reference(game: Game, seat: int) -> list[Action]:
    """Every card in hand that `framework.refusal` lets the player play, with each option."""
    out: list[Action] = []
    for name in dict.fromkeys(state(game).progress[seat]):
        if name in framework.CARDS and framework.refusal(game, seat, name) is None:
            out += [
                framework.PlayProgress(name, a) for a in framework.CARDS[name].options(game, seat)
            ]
    return out


def produce_reference(g: Game, total: int, events: list[Event]) -> set[int]:
    """Production over the hexes of the number in board order, every card kind owed counted
    first, then paid in the hand's order (CK-5, CK-D4, CK-T9)."""
    b = g.board
    owner = g.node_owner
    level = g.node_level
    hex_buildings = g.hex_buildings
    robber = g.robber
    commodity = production.hex_commodity(b)
    c = state(g)
    sabotaged = c.sabotaged
    owed: dict[int, dict[int, int]] = {}
    blocked: list[str] = []
    for h in b.number_hexes.get(total, ()):
        nodes = hex_buildings[h]
        if not nodes:
            continue
        if h == robber:
            blocked.append(b.hex_ids[h])
            continue
        res = b.hex_resource[h]
        com = commodity[h]
        per = owed.get(res)
        if per is None:
            per = owed[res] = {}
        for node in nodes:
            o = owner[node]
            if sabotaged and node in sabotaged:
                per[o] = per.get(o, 0) + 1
            elif level[node] == 2 and com >= 0:
                per[o] = per.get(o, 0) + 1
                extra = owed.get(com)
                if extra is None:
                    extra = owed[com] = {}
                extra[o] = extra.get(o, 0) + 1
            else:
                per[o] = per.get(o, 0) + level[node]
    kinds = g.rules.cards
    gains: dict[int, list[int]] = {}
    shortage: list[str] = []
    bank = g.bank
    hands = g.hands
    for card in sorted(owed) if len(owed) > 1 else owed:
        per = owed[card]
        stock = bank[card]
        if sum(per.values()) > stock:
            shortage.append(kinds[card])
            if len(per) > 1 or g.sw["bank_shortage"] != "single_player_exception":
                continue
            per = {s: stock for s in per}
        for s, n in per.items():
            if n:
                gain = gains.get(s)
                if gain is None:
                    gains[s] = gain = [0] * len(kinds)
                gain[card] += n
                hands[s][card] += n
                bank[card] -= n
    players = g.players
    paid: list[tuple[str, tuple[tuple[str, int], ...]]] = []
    for s in sorted(gains) if len(gains) > 1 else gains:
        cards: list[tuple[str, int]] = []
        for i, n in enumerate(gains[s]):
            if n:
                cards.append((kinds[i], n))
        paid.append((players[s], tuple(cards)))
    events.append(Produced(tuple(paid), tuple(shortage), tuple(blocked)))
    return set(gains)
