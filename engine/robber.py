"""A 7 and the knight: discards, moving the robber and the steal (B-8, B-DEV-6)."""

from __future__ import annotations

from collections.abc import Iterator

from .actions import Discard, MoveRobber
from .checks import card_vector, hex_of, require_phase, seat_named
from .errors import IllegalAction
from .events import Discarded, Event, RobberMoved, Stole
from .resources import counts
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def victims(g: Game, seat: int, h: int) -> list[int]:
    """Players the mover may rob on hex h: others with a building on one of its corners."""
    owner = g.node_owner
    seated = len(g.config.players)  # a neutral seat holds no cards and is never robbed
    found: list[int] = []
    for n in g.board.hex_nodes[h]:
        o = owner[n]
        if 0 <= o < seated and o != seat and o not in found:
            found.append(o)
    if len(found) > 1:
        found.sort()
    return found


def return_cards(g: Game, seat: int, action: Discard, owed: int, events: list[Event]) -> None:
    """A discard of `owed` cards checked (their number, then that the hand holds them) and
    returned to the bank: a 7's, and any other discard the rules owe (e.g. C&K's Saboteur)."""
    vec = card_vector(action.cards, "discard", g.rules.card_index)
    if sum(vec) != owed:
        raise IllegalAction("wrong_discard_count", owed=owed, given=sum(vec))
    hand = g.hands[seat]
    if any(v > h for v, h in zip(vec, hand, strict=True)):
        raise IllegalAction("not_in_hand", cards=counts(vec, g.rules.cards))
    for i, v in enumerate(vec):
        hand[i] -= v
        g.bank[i] += v
    events.append(Discarded(g.players[seat], action.cards))


def discard(g: Game, seat: int, action: Discard, events: list[Event]) -> None:
    """B-SEVEN-2: return half one's cards, rounded down; everyone owing discards at once."""
    if g.phase != "discard" or seat not in g.discards:
        raise IllegalAction("no_discard_owed")
    return_cards(g, seat, action, g.discards[seat], events)
    del g.discards[seat]
    if not g.discards:
        g.phase = "robber"


def move_robber(g: Game, seat: int, action: MoveRobber, events: list[Event]) -> None:
    """B-SEVEN-3/4: move to another hex, then rob one eligible player (a random card)."""
    if seat != g.current or g.phase != "robber":
        require_phase(g, seat, "robber")  # the refusal
    h = hex_of(g, action.hex)
    if h == g.robber:
        raise IllegalAction("robber_must_move")
    if not g.board.hex_land[h]:  # a map with sea (SF-7): the robber stays ashore
        raise IllegalAction("robber_on_land", hex=g.board.hex_ids[h])
    candidates = victims(g, seat, h)
    victim = -1
    if action.victim is not None:
        victim = seat_named(g, action.victim)
        if victim not in candidates:
            raise IllegalAction(
                "not_a_victim",
                player=action.victim,
                hex=g.board.hex_ids[h],
                victims=[g.players[c] for c in candidates],
            )
    elif candidates:
        raise IllegalAction(
            "choose_victim", hex=g.board.hex_ids[h], victims=[g.players[c] for c in candidates]
        )
    g.robber = h
    events.append(RobberMoved(g.players[seat], g.board.hex_ids[h]))
    if victim >= 0:
        hand = g.hands[victim]
        if sum(hand):
            i = g.rng.pick(hand)
            hand[i] -= 1
            g.hands[seat][i] += 1
            events.append(Stole(g.players[seat], g.players[victim], g.rules.cards[i]))
        else:
            events.append(Stole(g.players[seat], g.players[victim], None, took=False))
    g.phase = "main" if g.has_rolled else "roll"


def discard_choices(hand: list[int], k: int) -> Iterator[list[int]]:
    """Every way to pick k cards from a hand, as count vectors: most of the first resource
    first, then of the next, and so on.

    Built one resource at a time from the prefixes still able to reach k (a prefix is extended
    in that same order, so the list comes out as a depth-first search would give it) rather
    than by recursion: a hand of 8 to 20 cards has tens to hundreds of ways, and a call per
    partial pick cost more than the picks themselves.
    """
    n = len(hand)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + hand[i]
    if k > suffix[0] or k < 0:
        return
    partial: list[tuple[tuple[int, ...], int]] = [((), k)]
    for i in range(n):
        rest = suffix[i + 1]
        have = hand[i]
        grown: list[tuple[tuple[int, ...], int]] = []
        for pick, left in partial:
            lo = left - rest if left > rest else 0
            for c in range(have if have < left else left, lo - 1, -1):
                grown.append(((*pick, c), left - c))
        partial = grown
    for pick, _ in partial:
        yield list(pick)


def conservative_discard(hand: list[int], k: int) -> list[int]:
    """Discard from whatever one holds most of, one card at a time (the timer's choice)."""
    left = hand[:]
    out = [0] * len(hand)
    for _ in range(k):
        i = max(range(len(left)), key=lambda j: (left[j], -j))
        left[i] -= 1
        out[i] += 1
    return out
