"""The science deck's playable cards (CK-13.6), declared with
`framework.card`. Printer is a VP card, face up when drawn (progress.draw): never played.

    play alchemist WHITE RED        play crane                  play engineer N
    play inventor HEX HEX           play irrigation             play mining
    play medicine N                 play road_building          play smith N [M]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....board import with_tokens_swapped
from ....building import CITY, ROAD, SETTLEMENT, _pay, road_ends
from ....checks import hex_of, node_of, require_cards
from ....errors import IllegalAction
from ....events import Built, Event
from .. import buildings, dice, knights
from ..data import ABILITY_LEVEL, KNIGHTS_PER_LEVEL, WALLS_PER_PLAYER
from ..events import BonusTaken, KnightPromoted, TokensSwapped
from ..state import ck, mark
from .framework import Args, Card, card, hexes, no_args, numbers, spots

if TYPE_CHECKING:
    from ....game import Game

_POLITICS = 1  # TRACKS.index("politics")
_GRAIN, _ORE = 3, 4
_DIE = range(1, 7)
#: Inventor: tokens that never move (CK-13.6).
_FIXED_TOKENS = (2, 6, 8, 12)
#: Medicine's price over the resources: 1 grain + 2 ore (CK-13.6).
MEDICINE_COST = (0, 0, 0, 1, 2)
#: Irrigation and Mining: cards per hex (CK-13.6).
_BONUS = 2


def _none(g: Game, seat: int) -> IllegalAction | None:
    return None


#: The one play of a card without arguments (kept: its play is made once).
_ONE: tuple[Args, ...] = ((),)


def _one(g: Game, seat: int) -> tuple[Args, ...]:
    return _ONE


def _no_check(g: Game, seat: int, args: Args) -> Args:
    return args


# ----- Alchemist ---------------------------------------------------------------------------------


#: Every pair of dice the Alchemist may set (kept: their plays are made once).
_ALCHEMIST_OPTIONS: tuple[Args, ...] = tuple((w, r) for w in _DIE for r in _DIE)


def _alchemist_options(g: Game, seat: int) -> tuple[Args, ...]:
    return _ALCHEMIST_OPTIONS


def _alchemist_check(g: Game, seat: int, args: Args) -> tuple[int, int]:
    white, red = args
    if (
        not isinstance(white, int)
        or not isinstance(red, int)
        or white not in _DIE
        or red not in _DIE
    ):
        raise IllegalAction("alchemist_die")
    return white, red


def _alchemist(g: Game, seat: int, dice_: tuple[int, int], events: list[Event]) -> None:
    """The chosen white and red, only the event die rolled, everything resolved in the usual
    order (CK-13.6, CK-21.3)."""
    dice.resolve_roll(g, seat, dice_[0], dice_[1], events)


card(
    Card(
        "alchemist",
        numbers(2),
        _none,
        _alchemist_options,
        _alchemist_check,
        _alchemist,
        before_roll=True,
        inputs=lambda g, seat: (),  # always playable before the roll, every pair of dice
    )
)


# ----- Crane -------------------------------------------------------------------------------------


def _cities(g: Game, seat: int) -> list[int]:
    return buildings.cities(g, seat)


def _crane_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _cities(g, seat):
        return IllegalAction("needs_city")
    return None


def _crane(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
    """The next improvement this turn costs 1 commodity less (improvements.price); each Crane
    discounts one improvement (CK-D20: unused, it ends with the turn)."""
    fx = ck(g).effects
    fx["crane"] = fx.get("crane", 0) + 1


def _crane_playable(g: Game, seat: int) -> bool:
    return bool(_cities(g, seat))


card(
    Card(
        "crane",
        no_args,
        _crane_refusal,
        _one,
        _no_check,
        _crane,
        playable=_crane_playable,
        inputs=lambda g, seat: (g.node_owner, g.node_level),  # the player's cities
    )
)


# ----- Engineer ----------------------------------------------------------------------------------


def _unwalled(g: Game, seat: int) -> list[int]:
    walls = ck(g).walls
    return [n for n in _cities(g, seat) if n not in walls]


def _engineer_refusal(g: Game, seat: int) -> IllegalAction | None:
    if ck(g).wall_supply[seat] <= 0:
        return IllegalAction("no_pieces_left", hint="wall", piece="wall", limit=WALLS_PER_PLAYER)
    if not _unwalled(g, seat):
        return IllegalAction("no_city_without_wall")
    return None


def _engineer_playable(g: Game, seat: int) -> bool:
    return ck(g).wall_supply[seat] > 0 and bool(_unwalled(g, seat))


def _engineer_options(g: Game, seat: int) -> list[Args]:
    return [(n + 1,) for n in _unwalled(g, seat)]


def _engineer_check(g: Game, seat: int, args: Args) -> int:
    n = node_of(g, int(args[0]))
    if g.node_owner[n] != seat or g.node_level[n] != 2:
        raise IllegalAction("needs_own_city", intersection=n + 1)
    if n in ck(g).walls:
        raise IllegalAction("wall_there", intersection=n + 1)
    return n


def _engineer(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """A free city wall (CK-13.6)."""
    c = ck(g)
    c.walls.append(n)
    c.wall_supply[seat] -= 1
    events.append(Built(g.players[seat], "wall", str(n + 1), True))


card(
    Card(
        "engineer",
        spots(1, 1),
        _engineer_refusal,
        _engineer_options,
        _engineer_check,
        _engineer,
        playable=_engineer_playable,
        inputs=lambda g, seat: (g.node_owner, g.node_level, ck(g).walls, ck(g).wall_supply[seat]),
    )
)


# ----- Inventor ----------------------------------------------------------------------------------


def _swappable(g: Game) -> list[int]:
    numbers_ = g.board.hex_number
    return [h for h, v in enumerate(numbers_) if v is not None and v not in _FIXED_TOKENS]


def _inventor_playable(g: Game, seat: int) -> bool:
    return len(_swappable(g)) >= 2


def _inventor_refusal(g: Game, seat: int) -> IllegalAction | None:
    if len(_swappable(g)) < 2:
        return IllegalAction("no_tokens_to_swap")
    return None


def _inventor_options(g: Game, seat: int) -> tuple[Args, ...]:
    """Every pair of swappable tokens, in board order."""
    ids = g.board.hex_ids
    hs = _swappable(g)
    return tuple((ids[a], ids[b]) for i, a in enumerate(hs) for b in hs[i + 1 :])


def _inventor_check(g: Game, seat: int, args: Args) -> tuple[int, int]:
    a, b = (hex_of(g, str(x)) for x in args)
    if a == b:
        raise IllegalAction("same_hex", hex=g.board.hex_ids[a])  # CK-D21
    for h in (a, b):
        if g.board.hex_number[h] is None or g.board.hex_number[h] in _FIXED_TOKENS:
            raise IllegalAction("token_fixed", hex=g.board.hex_ids[h])
    return a, b


def _inventor(g: Game, seat: int, pair: tuple[int, int], events: list[Event]) -> None:
    """Swap two tokens (the robber's hex allowed, CK-21.54). The board is shared and immutable:
    the game gets the board of the map with the two numbers swapped (saved with the game)."""
    a, b = pair
    board = g.board
    na, nb = board.hex_number[a], board.hex_number[b]
    g.board = with_tokens_swapped(board, a, b)
    ids = g.board.hex_ids
    assert nb is not None and na is not None
    events.append(TokensSwapped(g.players[seat], (ids[a], ids[b]), (nb, na)))


def _parse_inventor(text: str, rest: list[str], lowered: list[str]) -> Args | None:
    """Two hexes, in board order (the swap is the same either way)."""
    pair = hexes(2)(text, rest, lowered)
    if pair is None:
        return None
    return tuple(sorted(pair, key=lambda h: (len(str(h)), str(h))))


card(
    Card(
        "inventor",
        _parse_inventor,
        _inventor_refusal,
        _inventor_options,
        _inventor_check,
        _inventor,
        playable=_inventor_playable,
        inputs=lambda g, seat: (g.board,),  # its tokens
    )
)


# ----- Irrigation, Mining ------------------------------------------------------------------------


def bonus_hexes(g: Game, seat: int, terrain: str) -> int:
    """Hexes of a terrain next to at least one of the player's settlements or cities (the
    robber does not matter, CK-D22)."""
    b = g.board
    terrains = b.hex_terrain
    node_hexes = b.node_hexes
    near = {h for n in buildings.owned(g, seat) for h in node_hexes[n]}
    return sum(1 for h in near if terrains[h] == terrain)


def _bonus(terrain: str, resource: str) -> Card:
    def refuse(g: Game, seat: int) -> IllegalAction | None:
        if not bonus_hexes(g, seat, terrain):
            return IllegalAction("no_terrain_next_to_you", terrain=terrain)
        return None

    def resolve(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
        """2 cards per such hex, cities not doubling; the bank's stock limits what it gives."""
        count = bonus_hexes(g, seat, terrain)
        i = g.rules.card_index[resource]
        n = min(_BONUS * count, g.bank[i])
        g.bank[i] -= n
        g.hands[seat][i] += n
        events.append(BonusTaken(g.players[seat], resource, n, count))

    def playable(g: Game, seat: int) -> bool:
        """`bonus_hexes` stopping at the first such hex."""
        terrains = g.board.hex_terrain
        node_hexes = g.board.node_hexes
        owner = g.node_owner
        n = -1
        for _ in range(owner.count(seat)):  # buildings.owned, written out
            n = owner.index(seat, n + 1)
            for h in node_hexes[n]:
                if terrains[h] == terrain:
                    return True
        return False

    name = "irrigation" if resource == "grain" else "mining"
    return Card(
        name,
        no_args,
        refuse,
        _one,
        _no_check,
        resolve,
        playable=playable,
        inputs=lambda g, seat: (g.board, g.node_owner),  # the player's buildings, their hexes
    )


card(_bonus("fields", "grain"))
card(_bonus("mountains", "ore"))


# ----- Medicine ----------------------------------------------------------------------------------


def _upgradable(g: Game, seat: int) -> list[int]:
    """Settlements one may raise to a city: with a city piece in supply, or a city laid on its
    side (its piece is on the board, CK-15.4)."""
    if g.pieces[seat][CITY] > 0:
        return buildings.settlements(g, seat)
    fallen = ck(g).fallen
    return [n for n in buildings.settlements(g, seat) if n in fallen]


def _medicine_playable(g: Game, seat: int) -> bool:
    """The hand first: a refusal for a hand that cannot pay words what is missing."""
    hand = g.hands[seat]
    return (
        hand[_GRAIN] >= MEDICINE_COST[_GRAIN]
        and hand[_ORE] >= MEDICINE_COST[_ORE]
        and bool(_upgradable(g, seat))
    )


def _medicine_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _upgradable(g, seat):
        return IllegalAction("no_settlement_to_upgrade")
    try:
        require_cards(g.hands[seat], MEDICINE_COST, "city")
    except IllegalAction as exc:
        return exc
    return None


def _medicine_options(g: Game, seat: int) -> list[Args]:
    return [(n + 1,) for n in _upgradable(g, seat)]


def _medicine_check(g: Game, seat: int, args: Args) -> int:
    n = node_of(g, int(args[0]))
    if g.node_owner[n] != seat or g.node_level[n] != 1:
        raise IllegalAction("needs_own_settlement", intersection=n + 1)
    if n not in _upgradable(g, seat):
        raise IllegalAction("no_pieces_left", hint="city", piece="city", limit=4)
    return n


def _medicine(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """The settlement becomes a city for 2 ore + 1 grain (CK-13.6)."""
    _pay(g, seat, MEDICINE_COST)
    g.built = True
    g.node_level[n] = 2
    c = ck(g)
    if n in c.fallen:
        c.fallen.remove(n)
    else:
        g.pieces[seat][CITY] -= 1
        g.pieces[seat][SETTLEMENT] += 1
    events.append(Built(g.players[seat], "city", str(n + 1), False))


card(
    Card(
        "medicine",
        spots(1, 1),
        _medicine_refusal,
        _medicine_options,
        _medicine_check,
        _medicine,
        playable=_medicine_playable,
    )
)


# ----- Road Building -----------------------------------------------------------------------------


def _rb_refusal(g: Game, seat: int) -> IllegalAction | None:
    if g.pieces[seat][ROAD] <= 0:
        return IllegalAction("no_pieces_left", hint="road", piece="road", limit=15)
    if not knights.open_road_spots(g, seat):
        return IllegalAction("no_road_spot")
    return None


def _rb_playable(g: Game, seat: int) -> bool:
    """`open_road_spots` stopping at the first: a `road_ends` intersection that no other
    player's knight holds, with an empty path."""
    if g.pieces[seat][ROAD] <= 0:
        return False
    edge_owner = g.edge_owner
    node_edges = g.board.node_edges
    on = ck(g).knights
    for n in road_ends(g, seat):
        k = on.get(n)
        if k is not None and k.owner != seat:
            continue
        for e in node_edges[n]:
            if edge_owner[e] < 0:
                return True
    return False


def _road_building(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
    """Two free roads placed at once in the road-building phase (CK-D23: fewer when only
    one fits; the phase ends when no open spot is left, knights.road)."""
    g.free_roads = min(2, g.pieces[seat][ROAD])
    g.phase = "road_building"


card(
    Card(
        "road_building",
        no_args,
        _rb_refusal,
        _one,
        _no_check,
        _road_building,
        playable=_rb_playable,
    )
)


# ----- Smith -------------------------------------------------------------------------------------


def _smith_can(g: Game, seat: int, n: int, supply: list[int]) -> bool:
    k = ck(g).knights.get(n)
    if k is None or k.owner != seat or k.level >= 3 or k.promoted:
        return False
    if k.level == 2 and ck(g).levels[seat][_POLITICS] < ABILITY_LEVEL:
        return False
    return supply[k.level] > 0


def _smith_knights(g: Game, seat: int) -> list[int]:
    c = ck(g)
    supply = c.knight_supply[seat]
    fortress = c.levels[seat][_POLITICS] >= ABILITY_LEVEL
    out: list[int] = []
    for n, k in c.knights.items():  # _smith_can, written out: asked while the card is held
        if (
            k.owner == seat
            and k.level < 3
            and not k.promoted
            and (k.level != 2 or fortress)
            and supply[k.level] > 0
        ):
            out.append(n)
    out.sort()
    return out


def _smith_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _smith_knights(g, seat):
        return IllegalAction("no_knight_to_promote")
    return None


def _smith_valid(g: Game, seat: int, nodes: list[int]) -> bool:
    supply = ck(g).knight_supply[seat][:]
    for n in nodes:
        if not _smith_can(g, seat, n, supply):
            return False
        level = ck(g).knights[n].level
        supply[level] -= 1
        supply[level - 1] += 1
    return True


def _smith_options(g: Game, seat: int) -> list[Args]:
    ns = _smith_knights(g, seat)
    out: list[Args] = [(n + 1,) for n in ns]
    out += [
        (a + 1, b + 1)
        for i, a in enumerate(ns)
        for b in ns[i + 1 :]
        if _smith_valid(g, seat, [a, b])
    ]
    return out


def _smith_check(g: Game, seat: int, args: Args) -> list[int]:
    nodes = [node_of(g, int(a)) for a in args]
    if len(set(nodes)) != len(nodes):
        raise IllegalAction("promoted_this_turn", intersection=nodes[0] + 1)  # CK-10.4
    supply = ck(g).knight_supply[seat][:]
    for n in nodes:
        k = ck(g).knights.get(n)
        if k is None or k.owner != seat:
            raise IllegalAction("no_own_knight", intersection=n + 1)
        if k.level >= 3:
            raise IllegalAction("knight_mighty", intersection=n + 1)
        if k.promoted:
            raise IllegalAction("promoted_this_turn", intersection=n + 1)
        if k.level == 2 and ck(g).levels[seat][_POLITICS] < ABILITY_LEVEL:
            raise IllegalAction("needs_fortress")
        if supply[k.level] <= 0:
            raise IllegalAction(
                "no_pieces_left", hint="knight", piece="knight", limit=KNIGHTS_PER_LEVEL
            )
        supply[k.level] -= 1
        supply[k.level - 1] += 1
    return nodes


def _smith(g: Game, seat: int, nodes: list[int], events: list[Event]) -> None:
    """Up to two free promotions, each knight once per turn (CK-13.6, CK-10.4)."""
    c = ck(g)
    for n in nodes:
        k = c.knights[n]
        c.knight_supply[seat][k.level - 1] += 1
        c.knight_supply[seat][k.level] -= 1
        mark(c, n, k._replace(level=k.level + 1, promoted=True))
        events.append(KnightPromoted(g.players[seat], str(n + 1), k.level + 1))


def _smith_playable(g: Game, seat: int) -> bool:
    return bool(_smith_knights(g, seat))


card(
    Card(
        "smith",
        spots(1, 2),
        _smith_refusal,
        _smith_options,
        _smith_check,
        _smith,
        playable=_smith_playable,
    )
)
