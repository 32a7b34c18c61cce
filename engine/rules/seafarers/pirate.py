"""The pirate (SF-7): moved instead of the robber after a 7 or a Knight, robs a ship owner beside
its new hex."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...checks import require_phase, seat_named
from ...errors import IllegalAction
from ...events import Event, Stole
from .actions import MovePirate
from .events import PirateMoved
from .scenarios import scenario
from .state import state

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game


def sea_hexes(g: Game) -> list[int]:
    """Hexes the pirate may stand on: sea (revealed sea included, fog not)."""
    b = g.board
    return [h for h in range(b.n_hexes) if b.hex_terrain[h] == "sea"]


def victims(g: Game, seat: int, h: int) -> list[int]:
    """Other players with a ship on a side of hex `h` and at least one card (SF-D5)."""
    s = state(g)
    found = {o for e in g.board.hex_edges[h] if (o := s.ship_owner[e]) >= 0 and o != seat}
    return sorted(o for o in found if sum(g.hands[o]) > 0)


def move_pirate(g: Game, seat: int, action: MovePirate, events: list[Event]) -> None:
    """SF-7: to another sea hex, then rob one eligible ship owner (a random card)."""
    if not scenario(g).ships:
        raise IllegalAction("no_pirate")
    if seat != g.current or g.phase != "robber":
        require_phase(g, seat, "robber")  # the refusal
    b = g.board
    h = b.hex_by_id.get(action.hex.upper())
    if h is None:
        raise IllegalAction("no_such_hex", hex=action.hex)
    s = state(g)
    if h == s.pirate:
        raise IllegalAction("pirate_must_move")
    if b.hex_terrain[h] != "sea":
        raise IllegalAction("pirate_on_sea", hex=b.hex_ids[h])
    candidates = victims(g, seat, h)
    victim = -1
    if action.victim is not None:
        victim = seat_named(g, action.victim)
        if victim not in candidates:
            raise IllegalAction(
                "not_a_victim",
                player=action.victim,
                hex=b.hex_ids[h],
                victims=[g.players[c] for c in candidates],
            )
    elif candidates:
        raise IllegalAction(
            "choose_victim", hex=b.hex_ids[h], victims=[g.players[c] for c in candidates]
        )
    s.pirate = h
    events.append(PirateMoved(g.players[seat], b.hex_ids[h]))
    if victim >= 0:
        hand = g.hands[victim]
        i = g.rng.pick(hand)
        hand[i] -= 1
        g.hands[seat][i] += 1
        events.append(Stole(g.players[seat], g.players[victim], g.rules.cards[i]))
    g.phase = "main" if g.has_rolled else "roll"


def legal(g: Game, seat: int) -> list[Action]:
    """The pirate's moves, beside the robber's (SF-7: one or the other)."""
    if seat != g.current or not scenario(g).ships:
        return []
    s = state(g)
    ids = g.board.hex_ids
    out: list[Action] = []
    for h in sea_hexes(g):
        if h == s.pirate:
            continue
        found = victims(g, seat, h)
        if found:
            out += [MovePirate(ids[h], g.players[v]) for v in found]
        else:
            out.append(MovePirate(ids[h]))
    return out
