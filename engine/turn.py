"""Rolling, production (rules/base.md §7) and passing the turn (§6)."""

from __future__ import annotations

from .actions import EndTurn, Roll
from .checks import require_phase
from .events import Event, MustDiscard, Produced, Rolled, TurnEnded, TurnStarted
from .trade import close_offer
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def roll(g: Game, seat: int, action: Roll, events: list[Event]) -> None:
    """B-TURN-2: one production roll; a 7 starts discards and the robber (§8)."""
    if seat != g.current or g.phase != "roll":
        require_phase(g, seat, "roll")  # the refusal
    d1, d2 = g.rules.roll_dice(g)
    total = d1 + d2
    g.last_roll = (d1, d2)
    g.has_rolled = True
    events.append(Rolled(g.players[seat], (d1, d2), total))
    if total == 7:
        owed: dict[int, int] = {}
        for s, h in enumerate(g.hands):
            held = sum(h)
            if held > 7:
                owed[s] = held // 2
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
    robber = g.robber
    hands = g.hands
    bank = g.bank
    # Per seat its cards as (name, count) pairs: resources are paid in their order, so each
    # seat's pairs come out in the order the event lists them. (Plain loops over the board's
    # hexes of this number, grouped by resource: this runs on every roll.)
    paid: list[list[tuple[str, int]] | None] = [None] * len(g.players)
    shortage: list[str] = []
    blocked: list[str] = []
    for res, hexes in b.number_groups.get(total, ()):
        per: dict[int, int] | None = None  # seat -> cards of this resource
        for h in hexes:
            nodes = hex_buildings[h]
            if not nodes:
                continue
            if h == robber:
                blocked.append(b.hex_ids[h])
                continue
            if per is None:
                per = {}
            for node in nodes:
                o = owner[node]
                per[o] = per.get(o, 0) + level[node]
        if per is None:
            continue
        stock = bank[res]
        if sum(per.values()) > stock:
            shortage.append(g.rules.cards[res])
            if len(per) > 1 or g.sw["bank_shortage"] != "single_player_exception":
                continue
            per = {s: stock for s in per}
        name = g.rules.cards[res]
        for s, n in per.items():
            if n:
                hands[s][res] += n
                bank[res] -= n
                got = paid[s]
                if got is None:
                    paid[s] = [(name, n)]
                else:
                    got.append((name, n))
    players = g.players
    gains = []
    for s, got in enumerate(paid):
        if got is not None:
            gains.append((players[s], tuple(got)))
    events.append(Produced(tuple(gains), tuple(shortage), tuple(blocked)))


#: TurnEnded per player, made once and handed out again (a frozen value: one object serves
#: every turn a player ends). Bounded: a long-lived process sees many players.
_ENDED: dict[str, TurnEnded] = {}
_ENDED_KEPT = 4096


def end_turn(g: Game, seat: int, action: EndTurn, events: list[Event]) -> None:
    """Pass the dice clockwise (§6 step 4)."""
    if seat != g.current or g.phase != "main":
        require_phase(g, seat, "main")  # the refusal
    if g.offer is not None or g.counters:
        close_offer(g, "turn ended", events)
    player = g.players[seat]
    ended = _ENDED.get(player)
    if ended is None:
        if len(_ENDED) >= _ENDED_KEPT:
            _ENDED.clear()
        ended = _ENDED[player] = TurnEnded(player)
    events.append(ended)
    g.current = (seat + 1) % len(g.config.players)  # neutral seats never take a turn
    g.turn += 1
    g.has_rolled = False
    g.dev_played = 0
    g.built = False
    g.phase = "roll"
    for hook in g.rules.turn_ends:
        hook(g)
    events.append(TurnStarted(g.players[g.current], g.turn))
