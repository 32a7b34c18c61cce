"""The legal-action generator: the single list menus, timers and bots read.

Actions are small frozen values; the ones that depend only on the board are made once per board
and reused, which keeps generation to a few microseconds.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

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
from .board import Board
from .building import (
    CITY,
    ROAD,
    SETTLEMENT,
    road_spots,
    settlement_spots,
    setup_road_spots,
    setup_settlement_spots,
)
from .development import play_refusal, year_of_plenty_choices
from .resources import RESOURCES, from_vector
from .robber import discard_choices

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

    def __init__(self, board: Board) -> None:
        self.roads = [BuildRoad((a + 1, b + 1)) for a, b in board.edge_nodes]
        self.settlements = [BuildSettlement(n + 1) for n in range(board.n_nodes)]
        self.cities = [BuildCity(n + 1) for n in range(board.n_nodes)]
        # Filled lazily for victims, who depend on the game's players.
        self.robber: dict[tuple[int, str | None], MoveRobber] = {
            (h, None): MoveRobber(board.hex_ids[h]) for h in range(board.n_hexes)
        }


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


@lru_cache(maxsize=64)
def board_actions(board: Board) -> BoardActions:
    """The pre-made actions of a board (shared by every game on it)."""
    return BoardActions(board)


def legal_actions(g: Game, player: str) -> list[Action]:
    """Every legal action of the player now, except domestic trade offers (see trade.offer)."""
    if player not in g.players or g.phase == "ended":
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
    kinds = g.rules.cards
    return [Discard(from_vector(v, kinds)) for v in discard_choices(g.hands[seat], owed)]


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
    return _main(g, seat, board_actions(g.board))


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
        out += [acts.cities[n] for n in range(len(owner)) if owner[n] == seat and level[n] == 1]
    if g.deck and wool and grain and ore:
        out.append(BUY)
    _cards(g, seat, out)
    if g.sw["combined_trade_build"] or not g.built:
        rate = g.rates[seat]
        bank = g.bank
        n = len(bank)
        for give in range(n):
            r = rate[give]
            if hand[give] >= r:
                trades = bank_actions(g.rules.cards)  # only when a trade is possible: hot path
                for get in range(n):
                    if get != give and bank[get]:
                        out.append(trades[(give, r, get)])
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
    if "knight" in kinds and play_refusal(g, seat, "knight") is None:
        out.append(KNIGHT)
    if (
        "road_building" in kinds
        and g.pieces[seat][ROAD]
        and play_refusal(g, seat, "road_building") is None
        and road_spots(g, seat)
    ):
        out.append(ROAD_BUILDING)
    if "year_of_plenty" in kinds and play_refusal(g, seat, "year_of_plenty") is None:
        out += [PlayYearOfPlenty(c) for c in year_of_plenty_choices(g.bank)]
    if "monopoly" in kinds and play_refusal(g, seat, "monopoly") is None:
        out += MONOPOLY


def _robber_moves(g: Game, seat: int) -> list[Action]:
    b = g.board
    found: list[list[int]] = [[] for _ in range(b.n_hexes)]
    for n, o in enumerate(g.node_owner):
        if o >= 0 and o != seat:
            for h in b.node_hexes[n]:
                if o not in found[h]:
                    found[h].append(o)
    moves = board_actions(b).robber
    players = g.players
    out: list[Action] = []
    for h in range(b.n_hexes):
        if h == g.robber:
            continue
        owners = found[h]
        if not owners:
            out.append(moves[(h, None)])
            continue
        if len(owners) > 1:
            owners.sort()
        for v in owners:
            key = (h, players[v])
            move = moves.get(key)
            if move is None:
                moves[key] = move = MoveRobber(b.hex_ids[h], players[v])
            out.append(move)
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
