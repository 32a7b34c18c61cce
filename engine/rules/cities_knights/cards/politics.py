"""The politics deck's playable cards (rules/cities-and-knights.md §13.6), declared with
`framework.card` (and `framework.step` for the choices they await). Constitution is a VP card,
face up when drawn (progress.draw): never played.

    play bishop HEX                 play deserter PLAYER    then  desert N        (the opponent)
                                                            then  deserter N LEVEL | deserter none
    play diplomat A-B               then (own road)  diplomat A-B | diplomat none
    play intrigue N                 then  relocate N | relocate none              (the opponent)
    play saboteur                   (later edition)  then  discard CARDS          (each victim)
    play saboteur N                 (first edition)  later  repair N              (the owner)
    play spy PLAYER                 then  spy CARD
    play warlord                    play wedding            then  give CARDS      (each giver)

Other players who must choose are awaited at once; each kind's default (the timer's choice) is
the conservative one named on its function.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .... import robber
from ....actions import Action, Discard, _bad, _cards, _int, _spot, card_parsers
from ....building import ROAD, _pay, _place_road
from ....checks import card_vector, hex_of, node_of, require_cards, require_phase, seat_named
from ....errors import IllegalAction
from ....events import Discarded, Event, RobberMoved, Stole
from ....legal import discard_menu
from ....resources import RESOURCES, counts, from_vector
from ....roads import update_longest_road
from ....robber import conservative_discard, discard_choices
from .. import dice, knights, phases
from ..barbarians import ordinary_cities
from ..data import COMMODITIES
from ..events import (
    CardsGiven,
    CityRepaired,
    CitySabotaged,
    DeserterPlaced,
    KnightActivated,
    KnightDeserted,
    KnightIntrigued,
    MustGiveUpHalf,
    ProgressTaken,
    RoadRemoved,
    WeddingGifts,
)
from ..state import NAME, CitiesKnights, Knight, Pending, ck
from .framework import SHOWN, Args, Card, Step, any_richer, card, no_args, player, spots, step

if TYPE_CHECKING:
    from ....board import Board
    from ....game import Game

_KINDS = RESOURCES + COMMODITIES
#: Wedding: cards each richer opponent gives (§13.6).
_WEDDING_GIFT = 2
#: Saboteur (first edition): the repair, 1 lumber + 1 ore (§13.6, T-CK9).
REPAIR_COST = (1, 0, 0, 0, 1)
#: Saboteur (later edition): victims need at least this many cards to lose any (⌊n ÷ 2⌋).
_HALF_OF_AT_LEAST = 2


def _opponents(g: Game, seat: int) -> list[int]:
    """The other seated players, clockwise from the player (a neutral seat is nobody's opponent
    for a card aimed at players)."""
    n = len(g.config.players)
    return [(seat + i) % n for i in range(1, n)]


#: The one play of a card without arguments (kept: its play is made once).
_ONE: tuple[Args, ...] = ((),)


def _one(g: Game, seat: int) -> tuple[Args, ...]:
    return _ONE


def _no_check(g: Game, seat: int, args: Args) -> Args:
    return args


def _opponent(g: Game, seat: int, name: str) -> int:
    target = seat_named(g, name)
    if target == seat:
        raise IllegalAction("not_an_opponent")
    return target


# ----- Bishop ------------------------------------------------------------------------------------


def _bishop_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not ck(g).robber_active:
        return IllegalAction("robber_asleep")  # DECISION 5
    return None


#: The Bishop's hexes per board (by its identity; the board is held here, so its id cannot be
#: reused while it is here) and robber's hex: kept, so the plays are made once.
_BISHOP: dict[tuple[int, int], tuple[Board, tuple[Args, ...]]] = {}
_BISHOP_KEPT = 1024


def _bishop_options(g: Game, seat: int) -> tuple[Args, ...]:
    board = g.board
    key = (id(board), g.robber)
    kept = _BISHOP.get(key)
    if kept is not None and kept[0] is board:
        return kept[1]
    options = bishop_options_reference(g, seat)
    if len(_BISHOP) >= _BISHOP_KEPT:
        _BISHOP.clear()
    _BISHOP[key] = (board, options)
    return options


def bishop_options_reference(g: Game, seat: int) -> tuple[Args, ...]:
    """Every hex but the robber's (`_bishop_options` keeps them per board and robber)."""
    ids = g.board.hex_ids
    return tuple((ids[h],) for h in range(g.board.n_hexes) if h != g.robber)


def _bishop_check(g: Game, seat: int, args: Args) -> int:
    h = hex_of(g, str(args[0]))
    if h == g.robber:
        raise IllegalAction("robber_must_move")
    return h


def _bishop(g: Game, seat: int, h: int, events: list[Event]) -> None:
    """The robber moves as usual; then a random card from each other player with a building
    on the new hex, one per player however many buildings (§13.6), clockwise from the player."""
    g.robber = h
    events.append(RobberMoved(g.players[seat], g.board.hex_ids[h]))
    victims = robber.victims(g, seat, h)
    for s in _opponents(g, seat):
        if s not in victims:
            continue
        hand = g.hands[s]
        if sum(hand):
            i = g.rng.pick(hand)
            hand[i] -= 1
            g.hands[seat][i] += 1
            events.append(Stole(g.players[seat], g.players[s], g.rules.cards[i]))
        else:
            events.append(Stole(g.players[seat], g.players[s], None, took=False))


card(
    Card(
        "bishop",
        lambda text, rest, lowered: (rest[0].upper(),) if len(rest) == 1 else None,
        _bishop_refusal,
        _bishop_options,
        _bishop_check,
        _bishop,
    )
)


# ----- Deserter ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DesertKnight(Action):
    """Deserter: the opponent's choice of which of his knights leaves the board."""

    intersection: int

    def __str__(self) -> str:
        return f"desert {self.intersection}"


@dataclass(frozen=True, slots=True)
class PlaceDeserter(Action):
    """Deserter: the card's player places a knight of `level` at `intersection` for free, or
    none (`intersection` None)."""

    intersection: int | None = None
    level: int = 0

    def __str__(self) -> str:
        if self.intersection is None:
            return "deserter none"
        return f"deserter {self.intersection} {self.level}"


def parse_desert(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """desert N"""
    return DesertKnight(_spot(rest[0], text)) if len(rest) == 1 else None


def parse_deserter(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """deserter N LEVEL | deserter none"""
    if lowered == ["none"]:
        return PlaceDeserter()
    if len(rest) == 2:
        return PlaceDeserter(_spot(rest[0], text), _int(rest[1], text))
    return None


def _knights_of(g: Game, seat: int) -> list[int]:
    return sorted(n for n, k in ck(g).knights.items() if k.owner == seat)


def _deserter_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not any(_knights_of(g, s) for s in _opponents(g, seat)):
        return IllegalAction("no_opponent_knights")
    return None


def _deserter_options(g: Game, seat: int) -> list[Args]:
    """Each opponent with a knight (the owners gathered in one pass over the knights)."""
    owners = {k.owner for k in ck(g).knights.values()}
    return [(g.players[s],) for s in _opponents(g, seat) if s in owners]


def deserter_options_reference(g: Game, seat: int) -> list[Args]:
    """`_deserter_options` as first written: each opponent whose knights are not none."""
    return [(g.players[s],) for s in _opponents(g, seat) if _knights_of(g, s)]


def _deserter_check(g: Game, seat: int, args: Args) -> int:
    target = _opponent(g, seat, str(args[0]))
    if not _knights_of(g, target):
        raise IllegalAction("no_knights_of", player=g.players[target])
    return target


def _deserter(g: Game, seat: int, target: int, events: list[Event]) -> None:
    """The opponent chooses the knight he loses (no choice with a single knight)."""
    only = _knights_of(g, target)
    if len(only) == 1:
        phases.start(g, _desert(g, target, only[0], seat, events), "main", events)
        return
    phases.start(g, [["desert", target, seat]], "main", events)


def _desert(g: Game, seat: int, n: int, actor: int, events: list[Event]) -> list[Pending]:
    """The knight returns to its owner's supply; the card's player may place one of his own."""
    c = ck(g)
    k = c.knights.pop(n)
    c.knight_supply[seat][k.level - 1] += 1
    events.append(KnightDeserted(g.players[seat], str(n + 1), k.level))
    knights._routes_through(g, (n,), events, seat)
    item: Pending = ["deserter", actor, k.level, k.active]
    if not _deserter_spots(g, item):
        events.append(DeserterPlaced(g.players[actor], None))  # the opponent still loses his
        return []
    return [item]


def desert(g: Game, seat: int, action: DesertKnight, events: list[Event]) -> None:
    """The opponent removes a knight of his choice."""
    item = phases.owed(g, seat, "desert")
    n = node_of(g, action.intersection)
    k = ck(g).knights.get(n)
    if k is None or k.owner != seat:
        raise IllegalAction("no_own_knight", intersection=n + 1)
    phases.done(g, item, events, _desert(g, seat, n, item[2], events))


def _deserter_levels(g: Game, item: Pending) -> list[int]:
    """The same level or any weaker one the player has in supply (S1 §10, DECISION 24); a
    mighty knight needs no Fortress here (T-CK10)."""
    supply = ck(g).knight_supply[item[1]]
    return [lv for lv in range(item[2], 0, -1) if supply[lv - 1] > 0]


def _deserter_spots(g: Game, item: Pending) -> list[int]:
    if not _deserter_levels(g, item):
        return []
    seat = item[1]
    c = ck(g)
    owner = g.node_owner
    land = g.board.node_hexes  # like a new knight: never at sea (DECISION 34)
    return sorted(
        n for n in knights.network_nodes(g, seat) if owner[n] < 0 and n not in c.knights and land[n]
    )


def place_deserter(g: Game, seat: int, action: PlaceDeserter, events: list[Event]) -> None:
    """A free knight at the end of one's road, in the removed knight's state; an active one
    arrives fresh and cannot act this turn (DECISION 8)."""
    item = phases.owed(g, seat, "deserter")
    if action.intersection is None:
        events.append(DeserterPlaced(g.players[seat], None))
        phases.done(g, item, events)
        return
    n = node_of(g, action.intersection)
    if n not in _deserter_spots(g, item):
        if n in ck(g).knights or g.node_owner[n] >= 0:
            raise IllegalAction("intersection_taken", intersection=n + 1)
        raise IllegalAction("needs_road", intersection=n + 1)
    if action.level not in _deserter_levels(g, item):
        raise IllegalAction("deserter_level", level=action.level, removed=item[2])
    active = bool(item[3])
    c = ck(g)
    c.knight_supply[seat][action.level - 1] -= 1
    c.knights[n] = Knight(seat, action.level, active, fresh=active)
    events.append(DeserterPlaced(g.players[seat], str(n + 1), action.level, active))
    knights._routes_through(g, (n,), events, seat)
    phases.done(g, item, events)


def _desert_legal(g: Game, item: Pending) -> list[Action]:
    return [DesertKnight(n + 1) for n in _knights_of(g, item[1])]


def _desert_default(g: Game, item: Pending) -> Action | None:
    """The weakest knight, an inactive one first (the lowest intersection on ties)."""
    c = ck(g)
    mine = _knights_of(g, item[1])
    if not mine:
        return None
    return DesertKnight(min(mine, key=lambda n: (c.knights[n].level, c.knights[n].active, n)) + 1)


def _deserter_legal(g: Game, item: Pending) -> list[Action]:
    spots_ = _deserter_spots(g, item)
    out: list[Action] = [
        PlaceDeserter(n + 1, lv) for lv in _deserter_levels(g, item) for n in spots_
    ]
    return [*out, PlaceDeserter()]


def _deserter_default(g: Game, item: Pending) -> Action | None:
    """No knight placed (nothing is done on an absent player's behalf)."""
    return PlaceDeserter()


def _deserter_playable(g: Game, seat: int) -> bool:
    return any(k.owner != seat for k in ck(g).knights.values())


card(
    Card(
        "deserter",
        player,
        _deserter_refusal,
        _deserter_options,
        _deserter_check,
        _deserter,
        playable=_deserter_playable,
    )
)
phases.kind(phases.PendingKind("desert", _desert_legal, _desert_default))
phases.kind(phases.PendingKind("deserter", _deserter_legal, _deserter_default))
step(Step(DesertKnight, "desert", parse_desert, desert))
step(Step(PlaceDeserter, "deserter", parse_deserter, place_deserter))


# ----- Diplomat ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiplomatRoad(Action):
    """Diplomat: where the player places his removed road again (`path` None: back to his
    supply)."""

    path: tuple[int, int] | None = None

    def __str__(self) -> str:
        return "diplomat none" if self.path is None else f"diplomat {self.path[0]}-{self.path[1]}"


def _path(word: str, text: str) -> tuple[int, int]:
    ends = word.split("-")
    if len(ends) != 2:
        raise _bad(text, "path")
    a, b = (int(_spot(x, text)) for x in ends)
    return min(a, b), max(a, b)


def parse_diplomat(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """diplomat A-B | diplomat none"""
    if lowered == ["none"]:
        return DiplomatRoad()
    return DiplomatRoad(_path(rest[0], text)) if len(rest) == 1 else None


def _parse_play_diplomat(text: str, rest: list[str], lowered: list[str]) -> Args | None:
    if len(rest) != 1:
        return None
    a, b = _path(rest[0], text)
    return (f"{a}-{b}",)


def open_road(g: Game, e: int) -> bool:
    """A road with an end holding no other piece of its owner's colour — road, settlement,
    city or knight, and with Seafarers a ship (§13.6, T-CK8, §18.12); other players' pieces
    there do not matter."""
    edge_owner = g.edge_owner
    o = edge_owner[e]
    b = g.board
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    more = g.rules.route_pieces  # Seafarers' ships keep an end closed too (§18.12)
    ships = set(more(g, o)) if more is not None else ()
    for n in b.edge_nodes[e]:
        if g.node_owner[n] == o:
            continue
        k = c.knights.get(n)
        if k is not None and k.owner == o:
            continue
        for f in b.node_edges[n]:
            if f != e and (edge_owner[f] == o or f in ships):
                break
        else:
            return True
    return False


def _open_roads(g: Game) -> list[int]:
    """Every open road, ascending: `open_road` written out over the roads on the board (the
    Diplomat's options are asked on every move while it is held)."""
    edge_owner = g.edge_owner
    node_owner = g.node_owner
    b = g.board
    edge_nodes = b.edge_nodes
    node_edges = b.node_edges
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    knights = c.knights
    more = g.rules.route_pieces  # Seafarers' ships keep an end closed too (§18.12)
    ships: dict[int, set[int]] = {}
    out: list[int] = []
    for e, o in enumerate(edge_owner):
        if o < 0:
            continue
        if more is not None and o not in ships:
            ships[o] = set(more(g, o))
        theirs = ships.get(o, ())
        for n in edge_nodes[e]:
            if node_owner[n] == o:
                continue
            if knights:
                k = knights.get(n)
                if k is not None and k.owner == o:
                    continue
            for f in node_edges[n]:
                if f != e and (edge_owner[f] == o or f in theirs):
                    break
            else:
                out.append(e)
                break
    return out


def open_roads_reference(g: Game) -> list[int]:
    """Every road `open_road` finds open, ascending (`_open_roads`'s reference)."""
    return [e for e, o in enumerate(g.edge_owner) if o >= 0 and open_road(g, e)]


def _diplomat_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _open_roads(g):
        return IllegalAction("no_open_road")
    return None


def _diplomat_playable(g: Game, seat: int) -> bool:
    """`_open_roads` stopping at the first."""
    return any(o >= 0 and open_road(g, e) for e, o in enumerate(g.edge_owner))


def _diplomat_options(g: Game, seat: int) -> list[Args]:
    ids = g.board.edge_ids
    return [(ids[e],) for e in _open_roads(g)]


def _diplomat_check(g: Game, seat: int, args: Args) -> int:
    a, b = (int(x) for x in str(args[0]).split("-"))
    e = g.board.edge_by_pair.get((min(a, b), max(a, b)))
    if e is None:
        raise IllegalAction("no_such_path", path=str(args[0]))
    if g.edge_owner[e] < 0:
        raise IllegalAction("no_road_there", path=g.board.edge_ids[e])
    if not open_road(g, e):
        raise IllegalAction("road_not_open", path=g.board.edge_ids[e])
    return e


def _diplomat(g: Game, seat: int, e: int, events: list[Event]) -> None:
    """The road leaves the board for its owner's supply and Longest Road is re-evaluated (S1
    §7); one's own road may then be placed again elsewhere (DECISION 25)."""
    o = g.edge_owner[e]
    g.edge_owner[e] = -1
    g.roads[o].remove(e)
    g.pieces[o][ROAD] += 1
    edge_nodes = g.board.edge_nodes
    g.road_nodes[o] = {n for f in g.roads[o] for n in edge_nodes[f]}
    events.append(RoadRemoved(g.players[seat], g.players[o], g.board.edge_ids[e]))
    update_longest_road(g, [o], events)
    if o == seat:
        item: Pending = ["diplomat", seat, e]
        if _replace_spots(g, item):
            phases.start(g, [item], "main", events)


def _replace_spots(g: Game, item: Pending) -> list[int]:
    return [e for e in knights.open_road_spots(g, item[1]) if e != item[2]]


def replace_road(g: Game, seat: int, action: DiplomatRoad, events: list[Event]) -> None:
    """One's removed road placed again for free on another legal path, or kept in supply."""
    item = phases.owed(g, seat, "diplomat")
    if action.path is not None:
        e = g.board.edge_by_pair.get(action.path)
        if e is None:
            raise IllegalAction("no_such_path", path=f"{action.path[0]}-{action.path[1]}")
        if e == item[2]:
            raise IllegalAction("diplomat_same_path", path=g.board.edge_ids[e])
        if e not in _replace_spots(g, item):
            raise IllegalAction("road_not_connected")
        _place_road(g, seat, e, True, events)
    phases.done(g, item, events)


def _replace_legal(g: Game, item: Pending) -> list[Action]:
    edge_nodes = g.board.edge_nodes
    out: list[Action] = []
    for e in _replace_spots(g, item):
        a, b = edge_nodes[e]
        out.append(DiplomatRoad((a + 1, b + 1)))
    return [*out, DiplomatRoad()]


def _replace_default(g: Game, item: Pending) -> Action | None:
    """The road stays in supply."""
    return DiplomatRoad()


card(
    Card(
        "diplomat",
        _parse_play_diplomat,
        _diplomat_refusal,
        _diplomat_options,
        _diplomat_check,
        _diplomat,
        playable=_diplomat_playable,
    )
)
phases.kind(phases.PendingKind("diplomat", _replace_legal, _replace_default))
step(Step(DiplomatRoad, "diplomat", parse_diplomat, replace_road))


# ----- Intrigue ----------------------------------------------------------------------------------


def _intrigue_targets(g: Game, seat: int) -> list[int]:
    """Opponents' knights on an end of one of the player's roads."""
    mine = knights.network_nodes(g, seat)
    return sorted(n for n, k in ck(g).knights.items() if k.owner != seat and n in mine)


def _intrigue_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _intrigue_targets(g, seat):
        return IllegalAction("no_knight_to_intrigue")
    return None


def _intrigue_playable(g: Game, seat: int) -> bool:
    mine = knights.network_nodes(g, seat)
    return any(k.owner != seat and n in mine for n, k in ck(g).knights.items())


def _intrigue_options(g: Game, seat: int) -> list[Args]:
    return [(n + 1,) for n in _intrigue_targets(g, seat)]


def _intrigue_check(g: Game, seat: int, args: Args) -> int:
    n = node_of(g, int(args[0]))
    k = ck(g).knights.get(n)
    if k is None or k.owner == seat:
        raise IllegalAction("no_opponent_knight", intersection=n + 1)
    if n not in knights.network_nodes(g, seat):
        raise IllegalAction("needs_road", intersection=n + 1)
    return n


def _intrigue(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """The knight is driven away and its owner relocates it as after a displacement (§10.6):
    the knights module's relocation, from the intersection it left."""
    c = ck(g)
    k = c.knights.pop(n)
    events.append(KnightIntrigued(g.players[seat], g.players[k.owner], str(n + 1)))
    knights._routes_through(g, (n,), events, k.owner)
    phases.start(g, [knights.relocation(g, n, k)], "main", events)


card(
    Card(
        "intrigue",
        spots(1, 1),
        _intrigue_refusal,
        _intrigue_options,
        _intrigue_check,
        _intrigue,
        playable=_intrigue_playable,
    )
)


# ----- Saboteur ----------------------------------------------------------------------------------


def _first(g: Game) -> bool:
    return bool(g.sw["saboteur_edition"] == "first")


def _sabotage_targets(g: Game, seat: int) -> list[int]:
    """Opponents' ordinary cities not sabotaged yet (DECISION 15: never a metropolis)."""
    done = ck(g).sabotaged
    return sorted(n for s in _opponents(g, seat) for n in ordinary_cities(g, s) if n not in done)


def _half_owed(g: Game, seat: int) -> dict[int, int]:
    """Later edition: every other player with at least as many VP and 2 cards or more loses
    half his cards, rounded down (§13.6, §21.50)."""
    mine = g.public_vp(seat)
    out: dict[int, int] = {}
    for s in _opponents(g, seat):
        held = sum(g.hands[s])
        if g.public_vp(s) >= mine and held >= _HALF_OF_AT_LEAST:
            out[s] = held // 2
    return out


def _saboteur_refusal(g: Game, seat: int) -> IllegalAction | None:
    if _first(g):
        if not _sabotage_targets(g, seat):
            return IllegalAction("no_city_to_sabotage")
    elif not _half_owed(g, seat):
        return IllegalAction("no_saboteur_victim")
    return None


def _saboteur_playable(g: Game, seat: int) -> bool:
    """Later edition: the hands are looked at first, the points only for 2 cards or more."""
    if _first(g):
        return bool(_sabotage_targets(g, seat))
    hands = g.hands
    mine = -1
    for s in range(len(hands)):
        if s != seat and sum(hands[s]) >= _HALF_OF_AT_LEAST:
            if mine < 0:
                mine = g.public_vp(seat)
            if g.public_vp(s) >= mine:
                return True
    return False


def _saboteur_options(g: Game, seat: int) -> list[Args]:
    if _first(g):
        return [(n + 1,) for n in _sabotage_targets(g, seat)]
    return [()]


def _saboteur_check(g: Game, seat: int, args: Args) -> int | None:
    if not _first(g):
        if args:
            raise IllegalAction("saboteur_takes_no_city")
        return None
    if not args:
        raise IllegalAction("saboteur_needs_city")
    n = node_of(g, int(args[0]))
    if n not in _sabotage_targets(g, seat):
        raise IllegalAction("not_a_sabotage_target", intersection=n + 1)
    return n


def _saboteur(g: Game, seat: int, n: int | None, events: list[Event]) -> None:
    """First edition: the city is turned upside down. Later edition: the discards, every
    victim choosing at once; the cards go to the bank (DECISION 26)."""
    if n is not None:
        ck(g).sabotaged.append(n)
        events.append(CitySabotaged(g.players[seat], g.players[g.node_owner[n]], str(n + 1)))
        return
    owed = _half_owed(g, seat)
    events.append(
        MustGiveUpHalf(g.players[seat], tuple((g.players[s], k) for s, k in owed.items()))
    )
    phases.start(g, [["saboteur", s, k] for s, k in owed.items()], "main", events)


def discard(g: Game, seat: int, action: Discard, events: list[Event]) -> None:
    """A discard: the Saboteur's (later edition) while one is owed, else a 7's (dice)."""
    if g.phase != "saboteur":
        dice.discard(g, seat, action, events)
        return
    item = phases.owed(g, seat, "saboteur")
    vec = card_vector(action.cards, "discard", g.rules.card_index)
    if sum(vec) != item[2]:
        raise IllegalAction("wrong_discard_count", owed=item[2], given=sum(vec))
    hand = g.hands[seat]
    if any(v > h for v, h in zip(vec, hand, strict=True)):
        raise IllegalAction("not_in_hand", cards=counts(vec, g.rules.cards))
    for i, v in enumerate(vec):
        hand[i] -= v
        g.bank[i] += v
    events.append(Discarded(g.players[seat], action.cards))
    phases.done(g, item, events)


def _saboteur_legal(g: Game, item: Pending) -> list[Action]:
    """The discard menu of a 7 (its menus kept per hand)."""
    return list(discard_menu(g.hands[item[1]], item[2], g.rules.cards))


def _saboteur_default(g: Game, item: Pending) -> Action | None:
    """One card at a time from whatever the player holds most of (as a 7's timer)."""
    return Discard(from_vector(conservative_discard(g.hands[item[1]], item[2]), g.rules.cards))


@dataclass(frozen=True, slots=True)
class RepairCity(Action):
    """Saboteur (first edition): repair one's sabotaged city for 1 lumber + 1 ore."""

    intersection: int

    def __str__(self) -> str:
        return f"repair {self.intersection}"


def parse_repair(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """repair N"""
    return RepairCity(_spot(rest[0], text)) if len(rest) == 1 else None


def repair(g: Game, seat: int, action: RepairCity, events: list[Event]) -> None:
    """On one's own turn, after the roll: the city produces as a city again from the next roll
    on (T-CK9)."""
    require_phase(g, seat, "main")
    n = node_of(g, action.intersection)
    c = ck(g)
    if n not in c.sabotaged or g.node_owner[n] != seat:
        raise IllegalAction("not_sabotaged", intersection=n + 1)
    require_cards(g.hands[seat], REPAIR_COST, "repair")
    _pay(g, seat, REPAIR_COST)
    c.sabotaged.remove(n)
    events.append(CityRepaired(g.players[seat], str(n + 1)))


def _repair_legal(g: Game, seat: int) -> list[Action]:
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if not c.sabotaged or seat != g.current:
        return []
    hand = g.hands[seat]
    if any(h < need for h, need in zip(hand, REPAIR_COST, strict=False)):
        return []
    return [RepairCity(n + 1) for n in sorted(c.sabotaged) if g.node_owner[n] == seat]


card(
    Card(
        "saboteur",
        spots(0, 1),
        _saboteur_refusal,
        _saboteur_options,
        _saboteur_check,
        _saboteur,
        playable=_saboteur_playable,
    )
)
phases.kind(phases.PendingKind("saboteur", _saboteur_legal, _saboteur_default, simultaneous=True))
step(Step(Discard, "discard", card_parsers(_KINDS)["discard"], discard))
step(Step(RepairCity, "repair", parse_repair, repair, legal={"main": _repair_legal}))


# ----- Spy ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpyTake(Action):
    """Spy: the progress card taken from the hand looked at."""

    card: str

    def __str__(self) -> str:
        return f"spy {self.card}"


def parse_spy(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """spy CARD"""
    return SpyTake(lowered[0]) if len(rest) == 1 else None


def _spied(g: Game, seat: int) -> list[int]:
    progress = ck(g).progress
    return [s for s in _opponents(g, seat) if progress[s]]


def _spy_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _spied(g, seat):
        return IllegalAction("no_progress_to_spy")
    return None


def _spy_options(g: Game, seat: int) -> list[Args]:
    return [(g.players[s],) for s in _spied(g, seat)]


def _spy_check(g: Game, seat: int, args: Args) -> int:
    target = _opponent(g, seat, str(args[0]))
    if not ck(g).progress[target]:
        raise IllegalAction("no_progress_cards", player=g.players[target])
    return target


def _spy(g: Game, seat: int, target: int, events: list[Event]) -> None:
    """The player sees the opponent's progress hand (the view's `you.shown`, his alone) and
    takes one card; VP cards are never in a hand (§13.5)."""
    phases.start(g, [["spy", seat, target]], "main", events)


def spy_take(g: Game, seat: int, action: SpyTake, events: list[Event]) -> None:
    """The card taken; it may be played this turn (§13.6)."""
    item = phases.owed(g, seat, "spy")
    target = item[2]
    progress = ck(g).progress
    if action.card not in progress[target]:
        raise IllegalAction("not_in_their_progress", player=g.players[target], card=action.card)
    progress[target].remove(action.card)
    progress[seat].append(action.card)
    events.append(ProgressTaken(g.players[seat], g.players[target], action.card))
    phases.done(g, item, events)


def _spy_legal(g: Game, item: Pending) -> list[Action]:
    return [SpyTake(c) for c in dict.fromkeys(ck(g).progress[item[2]])]


def _spy_default(g: Game, item: Pending) -> Action | None:
    """The card the opponent has held longest."""
    hand = ck(g).progress[item[2]]
    return SpyTake(hand[0]) if hand else None


def _spy_void(g: Game, item: Pending) -> bool:
    return not ck(g).progress[item[2]]


def _spy_playable(g: Game, seat: int) -> bool:
    progress = ck(g).progress
    return any(progress[s] for s in range(len(progress)) if s != seat)


card(Card("spy", player, _spy_refusal, _spy_options, _spy_check, _spy, playable=_spy_playable))
phases.kind(phases.PendingKind("spy", _spy_legal, _spy_default, void=_spy_void))
SHOWN["spy"] = lambda g, item: (item[1], item[2], "progress")
step(Step(SpyTake, "spy", parse_spy, spy_take))


# ----- Warlord -----------------------------------------------------------------------------------


def _sleeping(g: Game, seat: int) -> list[int]:
    return sorted(n for n, k in ck(g).knights.items() if k.owner == seat and not k.active)


def _warlord_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _sleeping(g, seat):
        return IllegalAction("no_inactive_knight")
    return None


def _warlord(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
    """Every inactive knight of the player turns active, activated this turn (§13.6, §10.3)."""
    c = ck(g)
    for n in _sleeping(g, seat):
        c.knights[n] = c.knights[n]._replace(active=True, fresh=True)
        events.append(KnightActivated(g.players[seat], str(n + 1)))


def _warlord_playable(g: Game, seat: int) -> bool:
    return any(k.owner == seat and not k.active for k in ck(g).knights.values())


card(
    Card(
        "warlord", no_args, _warlord_refusal, _one, _no_check, _warlord, playable=_warlord_playable
    )
)


# ----- Wedding -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GiveCards(Action):
    """Wedding: the cards a richer player gives, of his own choice."""

    cards: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        return "give " + " ".join(f"{n} {name}" for name, n in self.cards)


def parse_give(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """give CARDS"""
    return GiveCards(_cards(lowered, text, _KINDS))


def _givers(g: Game, seat: int) -> list[int]:
    mine = g.public_vp(seat)
    return [s for s in _opponents(g, seat) if g.public_vp(s) > mine and any(g.hands[s])]


def _wedding_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _givers(g, seat):
        return IllegalAction("no_richer_opponent")
    return None


def _wedding(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
    """Each richer opponent gives 2 cards of his choice (his only card when he has one); they
    choose at the same time (§13.6)."""
    owed = {s: min(_WEDDING_GIFT, sum(g.hands[s])) for s in _givers(g, seat)}
    events.append(WeddingGifts(g.players[seat], tuple((g.players[s], n) for s, n in owed.items())))
    phases.start(g, [["wedding", s, seat, n] for s, n in owed.items()], "main", events)


def give(g: Game, seat: int, action: GiveCards, events: list[Event]) -> None:
    """A giver's cards."""
    item = phases.owed(g, seat, "wedding")
    vec = card_vector(action.cards, "cards", g.rules.card_index)
    if sum(vec) != item[3]:
        raise IllegalAction("give_count", count=item[3])
    hand = g.hands[seat]
    if any(v > h for v, h in zip(vec, hand, strict=True)):
        raise IllegalAction("not_in_hand", cards=counts(vec, g.rules.cards))
    to = g.hands[item[2]]
    for i, v in enumerate(vec):
        hand[i] -= v
        to[i] += v
    events.append(CardsGiven(g.players[seat], g.players[item[2]], item[3], action.cards))
    phases.done(g, item, events)


def _give_legal(g: Game, item: Pending) -> list[Action]:
    """The discard menu's choices, given instead (the menus kept per hand)."""
    return list(_gifts(tuple(g.hands[item[1]]), item[3], g.rules.cards))


@lru_cache(maxsize=1024)
def _gifts(hand: tuple[int, ...], owed: int, kinds: tuple[str, ...]) -> tuple[GiveCards, ...]:
    return tuple([GiveCards(d.cards) for d in discard_menu(list(hand), owed, kinds)])


def gifts_reference(g: Game, item: Pending) -> list[Action]:
    """`_give_legal` as first written: `discard_choices` and `from_vector` (its reference)."""
    kinds = g.rules.cards
    return [GiveCards(from_vector(v, kinds)) for v in discard_choices(g.hands[item[1]], item[3])]


def _give_default(g: Game, item: Pending) -> Action | None:
    """Whatever the giver holds most of, one card at a time."""
    return GiveCards(from_vector(conservative_discard(g.hands[item[1]], item[3]), g.rules.cards))


card(Card("wedding", no_args, _wedding_refusal, _one, _no_check, _wedding, playable=any_richer))
phases.kind(phases.PendingKind("wedding", _give_legal, _give_default, simultaneous=True))
step(Step(GiveCards, "give", parse_give, give))
