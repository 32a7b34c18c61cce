"""Rolling, production (rules/base.md §7) and passing the turn (§6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import EndTurn, Roll
from .checks import require_phase
from .events import Event, MustDiscard, Produced, Rolled, TurnEnded, TurnStarted
from .trade import close_offer

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
    owner = g.node_owner
    level = g.node_level
    hex_buildings = g.hex_buildings
    owed: dict[int, dict[int, int]] = {}
    blocked: list[str] = []
    for h in b.number_hexes.get(total, ()):
        nodes = hex_buildings[h]
        if not nodes:
            continue
        if h == g.robber:
            blocked.append(b.hex_ids[h])
            continue
        res = b.hex_resource[h]
        per = owed.setdefault(res, {})
        for node in nodes:
            o = owner[node]
            per[o] = per.get(o, 0) + level[node]
    gains: dict[int, list[int]] = {}
    shortage: list[str] = []
    for res in sorted(owed):
        per = owed[res]
        stock = g.bank[res]
        if sum(per.values()) > stock:
            shortage.append(g.rules.cards[res])
            if len(per) > 1 or g.sw["bank_shortage"] != "single_player_exception":
                continue
            per = {s: stock for s in per}
        for s, n in per.items():
            if n:
                gain = gains.get(s)
                if gain is None:
                    gains[s] = gain = [0] * len(g.bank)
                gain[res] += n
                g.hands[s][res] += n
                g.bank[res] -= n
    events.append(
        Produced(
            tuple(
                (g.players[s], tuple((g.rules.cards[i], c) for i, c in enumerate(gains[s]) if c))
                for s in sorted(gains)
            ),
            tuple(shortage),
            tuple(blocked),
        )
    )


def end_turn(g: Game, seat: int, action: EndTurn, events: list[Event]) -> None:
    """Pass the dice clockwise (§6 step 4)."""
    require_phase(g, seat, "main")
    if g.offer is not None or g.counters:
        close_offer(g, "turn ended", events)
    events.append(TurnEnded(g.players[seat]))
    g.current = (seat + 1) % len(g.players)
    g.turn += 1
    g.has_rolled = False
    g.dev_played = 0
    g.built = False
    g.phase = "roll"
    events.append(TurnStarted(g.players[g.current], g.turn))
