"""Rolling, production (B-7) and passing the turn (B-6)."""

from __future__ import annotations

from .actions import EndTurn, Roll
from .checks import require_phase
from .events import Event, MustDiscard, Produced, Rolled, TurnEnded, TurnStarted
from .trade import close_offer
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from .game import Game


def roll(g: Game, seat: int, action: Roll, events: list[Event]) -> None:
    """B-TURN-2: one production roll; a 7 starts discards and the robber (B-8)."""
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


def produce(
    g: Game,
    total: int,
    events: list[Event],
    second: Sequence[int] | None = None,
    weak: Collection[int] = (),
) -> frozenset[int]:
    """Pay every building next to a hex with that number, with the bank-shortage rule per card
    kind; returns the seats that received. A settlement takes 1 card of its hex's resource, a
    city 2. A rule set with more card kinds gives `second`: per hex, the card a city there
    takes instead of its second resource (-1: none, the resource twice), paid after every
    resource in the order of the kinds; and `weak`: buildings that produce like a settlement
    whatever they are."""
    owed, blocked = owed_cards(g, total, second, weak)
    return pay(g, owed, blocked, events)


def pay(
    g: Game, owed: list[tuple[int, dict[int, int]]], blocked: list[str], events: list[Event]
) -> frozenset[int]:
    """Pay what a roll owes (`owed_cards`), kind after kind, and tell it (`Produced`); returns
    the seats that received."""
    paid: list[list[tuple[str, int]] | None] = [None] * len(g.players)
    shortage: list[str] = []
    bank = g.bank
    hands = g.hands
    names = g.rules.cards
    for card, per in owed:
        if sum(per.values()) > bank[card]:
            _pay_kind(g, card, per, paid, shortage)  # a shortage: the rule's own path
            continue
        name = names[card]  # the bank pays everyone (the usual case): `_pay_kind` written out
        for s, n in per.items():
            hands[s][card] += n
            bank[card] -= n
            got = paid[s]
            if got is None:
                paid[s] = [(name, n)]
            else:
                got.append((name, n))
    players = g.players
    gains: list[tuple[str, tuple[tuple[str, int], ...]]] = []
    received: set[int] = set()
    for s, got in enumerate(paid):
        if got is not None:
            gains.append((players[s], tuple(got)))
            received.add(s)
    events.append(Produced(tuple(gains), tuple(shortage), tuple(blocked)))
    return frozenset(received)


def owed_cards(
    g: Game, total: int, second: Sequence[int] | None = None, weak: Collection[int] = ()
) -> tuple[list[tuple[int, dict[int, int]]], list[str]]:
    """What a roll of `total` owes (`produce`'s arguments): per card kind in the order of the
    kinds, the cards owed to each seat; and the hexes of the number the robber blocks."""
    b = g.board
    owner = g.node_owner
    level = g.node_level
    hex_buildings = g.hex_buildings
    robber = g.robber
    owed: list[tuple[int, dict[int, int]]] = []
    blocked: list[str] = []
    extra: dict[int, dict[int, int]] = {}  # second cards: card index -> seat -> cards
    for res, hexes in b.number_groups.get(total, ()):  # the number's hexes by resource
        per: dict[int, int] = {}
        for h in hexes:
            nodes = hex_buildings[h]
            if not nodes:
                continue
            if h == robber:
                blocked.append(b.hex_ids[h])
                continue
            other = -1 if second is None else second[h]
            for node in nodes:
                o = owner[node]
                n = level[node]
                if n == 2 and weak and node in weak:
                    n = 1
                elif n == 2 and other >= 0:
                    n = 1
                    theirs = extra.setdefault(other, {})
                    theirs[o] = theirs.get(o, 0) + 1
                per[o] = per.get(o, 0) + n
        if per:
            owed.append((res, per))
    if extra:
        owed += sorted(extra.items())
    return owed, blocked


def _pay_kind(
    g: Game,
    card: int,
    per: dict[int, int],
    paid: list[list[tuple[str, int]] | None],
    shortage: list[str],
) -> None:
    """One card kind from the bank to each seat owed it: a kind the bank cannot pay in full is
    paid to nobody, except (with the switch) to a single player owed it, who takes what is
    left."""
    bank = g.bank
    name = g.rules.cards[card]
    stock = bank[card]
    if sum(per.values()) > stock:
        shortage.append(name)
        if len(per) > 1 or g.sw["bank_shortage"] != "single_player_exception":
            return
        per = {s: stock for s in per}
    hands = g.hands
    for s, n in per.items():
        if n:
            hands[s][card] += n
            bank[card] -= n
            got = paid[s]
            if got is None:
                paid[s] = [(name, n)]
            else:
                got.append((name, n))


#: TurnEnded per player, made once and handed out again (a frozen value: one object serves
#: every turn a player ends). Bounded: a long-lived process sees many players.
_ENDED: dict[str, TurnEnded] = {}
_ENDED_KEPT = 4096


def end_turn(g: Game, seat: int, action: EndTurn, events: list[Event]) -> None:
    """Pass the dice clockwise (B-6 step 4)."""
    if seat != g.current or g.phase != "main":
        require_phase(g, seat, "main")  # the refusal
    if g.offer is not None or g.counters:
        close_offer(g, "turn ended", events)
    for hold in g.rules.turn_holds:  # a module holding the turn (the 5–6 special building)
        if hold(g, events):
            return
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
