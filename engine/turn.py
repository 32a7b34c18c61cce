"""Rolling, production (rules/base.md §7) and passing the turn (§6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import EndTurn, Roll
from .checks import require_phase
from .events import Event, MustDiscard, Produced, Rolled, TurnEnded, TurnStarted
from .resources import RESOURCES

if TYPE_CHECKING:
    from .game import Game


def roll(g: Game, seat: int, action: Roll, events: list[Event]) -> None:
    """B-TURN-2: one production roll; a 7 starts discards and the robber (§8)."""
    require_phase(g, seat, "roll")
    d1, d2 = g.rng.dice()
    total = d1 + d2
    g.last_roll = (d1, d2)
    g.has_rolled = True
    events.append(Rolled(g.players[seat], (d1, d2), total))
    if total == 7:
        owed = {s: sum(h) // 2 for s, h in enumerate(g.hands) if sum(h) > 7}
        if owed:
            g.discards = owed
            g.phase = "discard"
            events.append(MustDiscard(tuple((g.players[s], n) for s, n in owed.items())))
        else:
            g.phase = "robber"
        return
    produce(g, total, events)
    g.phase = "main"


def produce(g: Game, total: int, events: list[Event]) -> None:
    """Pay every building next to a hex with that number, with the bank-shortage rule."""
    b = g.board
    n = len(g.players)
    demand: list[list[int]] | None = None
    blocked: list[str] = []
    for h in b.number_hexes.get(total, ()):
        if h == g.robber:
            blocked.append(b.hex_ids[h])
            continue
        res = b.hex_resource[h]
        for node in b.hex_nodes[h]:
            owner = g.node_owner[node]
            if owner >= 0:
                if demand is None:
                    demand = [[0] * n for _ in RESOURCES]
                demand[res][owner] += g.node_level[node]
    gains = [[0] * len(RESOURCES) for _ in range(n)]
    shortage: list[str] = []
    if demand is not None:
        exception = g.sw["bank_shortage"] == "single_player_exception"
        for res, owed in enumerate(demand):
            want = sum(owed)
            if not want:
                continue
            stock = g.bank[res]
            if want <= stock:
                pay = owed
            else:
                takers = [s for s in range(n) if owed[s]]
                shortage.append(RESOURCES[res])
                if exception and len(takers) == 1:
                    pay = [0] * n
                    pay[takers[0]] = stock
                else:
                    continue
            for s in range(n):
                if pay[s]:
                    gains[s][res] += pay[s]
                    g.hands[s][res] += pay[s]
                    g.bank[res] -= pay[s]
    events.append(
        Produced(
            tuple(
                (g.players[s], tuple((RESOURCES[i], c) for i, c in enumerate(gain) if c))
                for s, gain in enumerate(gains)
                if any(gain)
            ),
            tuple(shortage),
            tuple(blocked),
        )
    )


def end_turn(g: Game, seat: int, action: EndTurn, events: list[Event]) -> None:
    """Pass the dice clockwise (§6 step 4)."""
    require_phase(g, seat, "main")
    from .trade import close_offer

    if g.offer is not None:
        close_offer(g, "turn ended", events)
    events.append(TurnEnded(g.players[seat]))
    g.current = (seat + 1) % len(g.players)
    g.turn += 1
    g.has_rolled = False
    g.dev_played = 0
    g.built = False
    g.phase = "roll"
    events.append(TurnStarted(g.players[g.current], g.turn))
