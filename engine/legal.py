"""The legal-action generator: the single list menus, timers and bots read.

Actions are small frozen values; the ones that depend only on the board are made once per board
and reused, which keeps generation to a few microseconds.
"""

from __future__ import annotations

from functools import lru_cache
from operator import ge

from .actions import (
    AcceptTrade,
    Action,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    CancelTrade,
    ConfirmTrade,
    DeclineTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    RevealVictoryPoint,
    Roll,
)
from .board import Board, Layout
from .building import (
    CITY,
    ROAD,
    SETTLEMENT,
    road_spots,
    settlement_spots,
    setup_road_spots,
    setup_settlement_spots,
)
from .development import may_play, year_of_plenty_choices
from .resources import RESOURCES
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

ROLL, END, BUY, KNIGHT, ROAD_BUILDING, REVEAL = (
    Roll(),
    EndTurn(),
    BuyDevelopment(),
    PlayKnight(),
    PlayRoadBuilding(),
    RevealVictoryPoint(),
)
ACCEPT, DECLINE, CANCEL = AcceptTrade(), DeclineTrade(), CancelTrade()
MONOPOLY = tuple(PlayMonopoly(r) for r in RESOURCES)


class BoardActions:
    """Pre-made actions for one board."""

    def __init__(self, board: Board | Layout) -> None:
        self.roads = [BuildRoad((a + 1, b + 1)) for a, b in board.edge_nodes]
        self.settlements = [BuildSettlement(n + 1) for n in range(board.n_nodes)]
        self.cities = [BuildCity(n + 1) for n in range(board.n_nodes)]
        #: Per hex, the move that robs nobody.
        self.robber_alone = [MoveRobber(h) for h in board.hex_ids]
        self._hex_ids = board.hex_ids
        # Per list of players, per hex and seat, the move that robs that player there.
        self._robbing: dict[tuple[str, ...], list[list[MoveRobber]]] = {}

    def robbing(self, players: tuple[str, ...]) -> list[list[MoveRobber]]:
        """Per hex and seat, the move that robs that seat's player there."""
        table = self._robbing.get(players)
        if table is None:
            if len(self._robbing) >= 64:
                self._robbing.clear()
            table = [[MoveRobber(h, p) for p in players] for h in self._hex_ids]
            self._robbing[players] = table
        return table


@lru_cache(maxsize=8)
def bank_actions(kinds: tuple[str, ...]) -> dict[tuple[int, int, int], MaritimeTrade]:
    """Single-unit bank trades (give index, rate, get index) for a rule set's card kinds."""
    return {
        (give, rate, get): MaritimeTrade(((kinds[give], rate),), ((kinds[get], 1),))
        for give in range(len(kinds))
        for get in range(len(kinds))
        for rate in (2, 3, 4)
        if give != get
    }


@lru_cache(maxsize=8)
def bank_offers(kinds: tuple[str, ...]) -> list[dict[int, tuple[tuple[int, MaritimeTrade], ...]]]:
    """Per card given and rate, the single-unit trades for each other kind (get, action)."""
    trades = bank_actions(kinds)
    n = len(kinds)
    return [
        {
            rate: tuple((get, trades[(give, rate, get)]) for get in range(n) if get != give)
            for rate in (2, 3, 4)
        }
        for give in range(n)
    ]


def board_actions(board: Board) -> BoardActions:
    """The pre-made actions of a board (shared by every game on it, and by every board with the
    same layout: the actions name only intersections, paths and hexes)."""
    layout = board.layout
    acts = layout.premade  # kept on the layout: read on every call of legal_actions
    if acts is None:
        layout.premade = acts = BoardActions(layout)
    return acts  # type: ignore[no-any-return]


def legal_actions(g: Game, player: str) -> list[Action]:
    """Every legal action of the player now, except domestic trade offers (see trade.offer)."""
    if player not in g.seats or g.phase == "ended":
        return []
    return g.rules.phases[g.phase].legal(g, g.seats[player])


def nothing(g: Game, seat: int) -> list[Action]:
    """No action is legal (the game is over)."""
    return []


def discard_phase(g: Game, seat: int) -> list[Action]:
    """After a 7: the ways to give back the cards a player owes."""
    owed = g.discards.get(seat)
    if owed is None:
        return []
    return list(_discards(tuple(g.hands[seat]), owed, g.rules.cards))


@lru_cache(maxsize=4096)
def _discards(hand: tuple[int, ...], owed: int, kinds: tuple[str, ...]) -> tuple[Discard, ...]:
    """The discard menu of a hand: the same few hands come back after every 7, and a menu is
    tens to hundreds of actions (the actions are frozen values, so menus can share them).

    `discard_choices` written out to build each pick's cards, (kind, count) pairs without the
    zeros (what `from_vector` makes of a count vector), from the later kinds' picks shared: a
    C&K hand has eight kinds and its menu can run to thousands."""
    # Kinds the hand lacks add nothing to any pick: only the others are branched on (a C&K
    # hand most often lacks several of its eight kinds).
    held = [i for i in range(len(hand)) if hand[i]]
    before = 0
    for i in held:
        before += hand[i]
    if owed > before or owed < 0:
        return ()
    # The picks are made from the last kind held up: per amount `left` the kinds before can
    # leave, every pick of the later kinds giving exactly `left` cards (in the menu's order:
    # the most of the first kind first). A level takes each of its counts in turn before the
    # later kinds' picks of the rest, and shares their list where it takes none of its kind:
    # each pick is built once per kind it gives, not once per kind held.
    later: dict[int, list[tuple[tuple[str, int], ...]]] = {0: [()]}
    rest = 0  # the cards of the later kinds
    for j in range(len(held) - 1, -1, -1):
        have = hand[held[j]]
        kind = kinds[held[j]]
        before -= have  # the cards of the kinds before this one
        level: dict[int, list[tuple[tuple[str, int], ...]]] = {}
        for left in range(owed - before if owed > before else 0, min(owed, rest + have) + 1):
            top = have if have < left else left
            bottom = left - rest if left > rest else 0
            picks: list[tuple[tuple[str, int], ...]] = []
            for c in range(top, bottom - 1, -1):
                if c:
                    head = ((kind, c),)
                    picks += [head + pick for pick in later[left - c]]
                elif picks:
                    picks += later[left]
                else:  # none of this kind is the only count: the later kinds' list as it is
                    picks = later[left]
            level[left] = picks
        later = level
        rest += have
    made = _DISCARDS_MADE
    if len(made) >= _DISCARDS_MADE_KEPT:
        made.clear()
    out: list[Discard] = []
    for pick in later[owed]:
        action = made.get(pick)
        if action is None:
            action = made[pick] = Discard(pick)
        out.append(action)
    return tuple(out)


#: The discards by their cards, made once (frozen values the menus share: hands that differ
#: have most of their picks in common).
_DISCARDS_MADE: dict[tuple[tuple[str, int], ...], Discard] = {}
_DISCARDS_MADE_KEPT = 65536


def discard_menu(hand: list[int], owed: int, kinds: tuple[str, ...]) -> tuple[Discard, ...]:
    """Every way to give back `owed` cards of a hand (the choices of `discard_choices`, in
    their order), the menus kept per hand: the rule sets' own card-giving choices ask too."""
    return _discards(tuple(hand), owed, kinds)


def setup_phase(g: Game, seat: int) -> list[Action]:
    """Set-up: a free settlement, then a free road from it."""
    if seat != g.current:
        return []
    acts = board_actions(g.board)
    if g.setup_node < 0:
        return [acts.settlements[n] for n in setup_settlement_spots(g)]
    return [acts.roads[e] for e in setup_road_spots(g)]


def roll_phase(g: Game, seat: int) -> list[Action]:
    """Before the roll: roll, or play a development card."""
    if seat != g.current:
        return []
    out: list[Action] = [ROLL]
    if g.devs[seat]:
        _cards(g, seat, out)
    return out


def robber_phase(g: Game, seat: int) -> list[Action]:
    """The robber's moves (with a victim where someone can be robbed)."""
    if seat != g.current:
        return []
    return _robber_moves(g, seat)


def road_building_phase(g: Game, seat: int) -> list[Action]:
    """Free roads from Road Building."""
    if seat != g.current:
        return []
    return _road_spots(g, seat)


def main_phase(g: Game, seat: int) -> list[Action]:
    """The current player's builds, buys, cards and trades; others answer an open offer."""
    if seat != g.current:
        return _trade_answers(g, seat)
    acts = g.board.layout.premade  # board_actions, written out: this is the hot path
    return _main(g, seat, acts if acts is not None else board_actions(g.board))


def _road_spots(g: Game, seat: int) -> list[Action]:
    roads = board_actions(g.board).roads
    return [roads[e] for e in road_spots(g, seat)]


def _main(g: Game, seat: int, acts: BoardActions) -> list[Action]:
    out: list[Action] = [END]
    hand = g.hands[seat]
    pieces = g.pieces[seat]
    if pieces[ROAD] and hand[0] and hand[1]:  # ROAD_COST
        out += [acts.roads[e] for e in road_spots(g, seat)]
    # Costs written out (SETTLEMENT_COST, CITY_COST, DEVELOPMENT_COST): this is the hot path.
    lumber, brick, wool, grain, ore = hand[0], hand[1], hand[2], hand[3], hand[4]
    if pieces[SETTLEMENT] and lumber and brick and wool and grain:
        out += [acts.settlements[n] for n in settlement_spots(g, seat)]
    if pieces[CITY] and grain >= 2 and ore >= 3:
        level = g.node_level
        owner = g.node_owner
        cities = acts.cities
        n = -1
        for _ in range(owner.count(seat)):  # the player's buildings, found by list.index
            n = owner.index(seat, n + 1)
            if level[n] == 1:
                out.append(cities[n])
    if g.deck and wool and grain and ore:
        out.append(BUY)
    if g.devs[seat]:
        _cards(g, seat, out)
    if g.sw["combined_trade_build"] or not g.built:
        rate = g.rates[seat]
        bank = g.bank
        offers = None
        # With commodities (eight card kinds) a hand most often holds no kind at its rate: the
        # kinds compared to their rates in C spare the loop. (The base game's five kinds are
        # looped at once: cheaper.)
        for give, r in (
            enumerate(rate) if not g.rules.commodities or True in map(ge, hand, rate) else ()
        ):
            if hand[give] >= r:
                if offers is None:  # only when a trade is possible: hot path
                    offers = bank_offers(g.rules.cards)
                for get, trade in offers[give][r]:
                    if bank[get]:
                        out.append(trade)
    if g.offer is not None or g.counters:
        partners = set(g.counters)
        if g.offer is not None:
            partners.update(g.offer.accepted)
        for s in sorted(partners):
            if s in g.counters:
                their_give, their_get = g.counters[s]
                ok = all(c <= h for c, h in zip(their_get, hand, strict=True)) and all(
                    c <= h for c, h in zip(their_give, g.hands[s], strict=True)
                )
            else:
                ok = True
            if ok:
                out.append(ConfirmTrade(g.players[s]))
        out.append(CANCEL)
    return out


def _cards(g: Game, seat: int, out: list[Action]) -> None:
    """Development card plays and reveals open to the current player."""
    devs = g.devs[seat]
    if not devs:
        return
    kinds = {k for k, _ in devs}
    if "victory_point" in kinds:
        out.append(REVEAL)
    if "knight" in kinds and may_play(g, seat, "knight"):
        out.append(KNIGHT)
    if (
        "road_building" in kinds
        and g.pieces[seat][ROAD]
        and may_play(g, seat, "road_building")
        and road_spots(g, seat)
    ):
        out.append(ROAD_BUILDING)
    if "year_of_plenty" in kinds and may_play(g, seat, "year_of_plenty"):
        out += _year_of_plenty(tuple([c if c < 2 else 2 for c in g.bank]))
    if "monopoly" in kinds and may_play(g, seat, "monopoly"):
        out += MONOPOLY


@lru_cache(maxsize=256)
def _year_of_plenty(stock: tuple[int, ...]) -> tuple[PlayYearOfPlenty, ...]:
    """The Year of Plenty plays for a bank whose stock is counted up to 2 (all the choices
    depend on), made once per such bank."""
    return tuple(PlayYearOfPlenty(c) for c in year_of_plenty_choices(list(stock)))


def _robber_moves(g: Game, seat: int) -> list[Action]:
    owner = g.node_owner
    acts = board_actions(g.board)
    alone = acts.robber_alone
    robbing = acts.robbing(g.players)
    robber = g.robber
    land = g.board.hex_land
    out: list[Action] = []
    for h, nodes in enumerate(g.hex_buildings):  # the buildings per hex, kept as they are built
        if h == robber or not land[h]:
            continue
        if not nodes:
            out.append(alone[h])
            continue
        if len(nodes) == 1:
            o = owner[nodes[0]]
            out.append(alone[h] if o == seat else robbing[h][o])
            continue
        owners: list[int] = []
        for n in nodes:
            o = owner[n]
            if o != seat and o not in owners:
                owners.append(o)
        if not owners:
            out.append(alone[h])
            continue
        if len(owners) > 1:
            owners.sort()
        for o in owners:
            out.append(robbing[h][o])
    return out


def _trade_answers(g: Game, seat: int) -> list[Action]:
    o = g.offer
    out: list[Action] = [CANCEL] if seat in g.counters else []
    if o is None or seat not in o.to:
        return out
    if seat not in o.accepted and all(c <= h for c, h in zip(o.get, g.hands[seat], strict=True)):
        out.append(ACCEPT)
    if seat not in o.declined:
        out.append(DECLINE)
    return out


__all__ = [
    "discard_phase",
    "legal_actions",
    "main_phase",
    "nothing",
    "road_building_phase",
    "robber_phase",
    "roll_phase",
    "setup_phase",
]
