"""Victory points beyond the base game's pieces (CK-16) and the C&K bank rates (CK-7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...trade import harbor_rates
from .data import ABILITY_LEVEL, COMMODITIES
from .kept import keep
from .state import NAME, CitiesKnights, ck

if TYPE_CHECKING:
    from ...game import Game
    from .. import Bound, RuleSet

_TRADE = 0  # TRACKS.index("trade")
_MERCHANT_GUILD_RATE = 2
#: The merchant's and Merchant Fleet's rate (CK-14, CK-13.6).
_MERCHANT_RATE = 2


def extra_vp(g: Game, seat: int) -> int:
    """+2 per metropolis, 1 per Defender point and face-up VP card, 1 for the merchant (CK-14), and
    a city laid on its side counts as a settlement (its city piece is on the board: -1)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    vp = c.defender[seat] + len(c.progress_vp[seat])
    merchant = c.merchant
    if merchant is not None and merchant[1] == seat:
        vp += 1
    if c.metropolis:
        owner = g.node_owner
        for n in c.metropolis.values():
            if owner[n] == seat:
                vp += 2
    if c.fallen:
        owner = g.node_owner
        for n in c.fallen:
            if owner[n] == seat:
                vp -= 1
    return vp


def make_bound(rules: RuleSet) -> Bound | None:
    """The current player's points bound (`RuleSet.points_bound`, read after every move: C&K
    is won only on one's own turn) with C&K's own points (`extra_vp`, their one source) and the
    rule set's numbers bound in; None (the general bound) when the rule set deals development
    cards or scores a Largest Army, which C&K's own bound leaves out."""
    settlements, per_settlement, cities, per_city, road, army = rules.vp_pieces
    if army or rules.deck:
        return None

    def bound(g: Game) -> int:
        seat = g.current
        p = g.pieces[seat]
        vp = (settlements - p[1]) * per_settlement + (cities - p[2]) * per_city
        vp += g.revealed[seat] + extra_vp(g, seat)
        if g.road_holder == seat:
            vp += road
        return vp

    return bound


def public_points(g: Game) -> list[int]:
    """Every seat's public points (`Game.public_vp`), counted in one pass over the seats and
    C&K's own sources (`extra_vp` written out). Made afresh: the progress cards aimed at richer
    players ask on every move while they are held, and an answer kept while its inputs stood was
    missed one time in two, its check costing about what the count does. Made seat by seat when
    the rule set counts points of its own (a module above C&K replacing `extra_vp`)."""
    if g.rules.extra_vp is not extra_vp:
        return [g.public_vp(s) for s in range(len(g.players))]
    settlements, per_settlement, cities, per_city, road, army = g.rules.vp_pieces
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    out = [
        (settlements - p[1]) * per_settlement + (cities - p[2]) * per_city + r + d + len(v)
        for p, r, d, v in zip(g.pieces, g.revealed, c.defender, c.progress_vp, strict=True)
    ]
    if g.road_holder >= 0:
        out[g.road_holder] += road
    if g.army_holder >= 0:
        out[g.army_holder] += army
    merchant = c.merchant
    if merchant is not None:
        out[merchant[1]] += 1
    if c.metropolis:
        owner = g.node_owner
        for n in c.metropolis.values():
            if owner[n] >= 0:
                out[owner[n]] += 2
    if c.fallen:
        owner = g.node_owner
        for n in c.fallen:
            if owner[n] >= 0:
                out[owner[n]] -= 1
    return out


def bank_rates(g: Game, seat: int) -> list[int]:
    """Harbors as in the base game, over every card kind (4:1, 3:1 generic for any kind, 2:1
    for a harbor's resource); the Merchant Guild trades any commodity 2:1 (CK-D6); the
    merchant's controller trades its hex's resource 2:1 (CK-14); Merchant Fleet trades the named
    kind 2:1 until the end of the turn (CK-13.6, CK-D27)."""
    out = harbor_rates(g, seat)
    c = ck(g)
    if c.levels[seat][_TRADE] >= ABILITY_LEVEL:
        first = len(out) - len(COMMODITIES)
        for i in range(first, len(out)):
            out[i] = min(out[i], _MERCHANT_GUILD_RATE)
    if c.merchant is not None and c.merchant[1] == seat:
        i = g.board.hex_resource[c.merchant[0]]
        if i >= 0:  # the desert gives the point but no rate (CK-D28)
            out[i] = min(out[i], _MERCHANT_RATE)
    if seat == g.current:
        for kind in c.effects.get("fleet", ()):
            i = g.rules.card_index[kind]
            out[i] = min(out[i], _MERCHANT_RATE)
    return out


#: The kept points' key among the legal list's kept answers (`CitiesKnights.kept`; the cards'
#: keys are seats and (seat, card) pairs).
_POINTS = "points"


def points_now(g: Game) -> list[int]:
    """Every seat's public points (`public_points`) for the cards aimed at richer players,
    which ask on most moves while they are held: kept with what the count reads (kept.py), the
    pieces, revealed points, road and army holders, Defender points, face-up VP cards, the
    merchant, metropolises and fallen cities (and the intersections' owners while there are
    any): those change on few moves (builds, an attack, a card), the hands on most. Made afresh
    when the rule set counts points of its own (a module above C&K replacing `extra_vp`). The
    list is shared: it is only read."""
    if g.rules.extra_vp is not extra_vp:
        return public_points(g)
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    metropolis = c.metropolis
    fallen = c.fallen
    now = (
        g.pieces,
        g.revealed,
        g.road_holder,
        g.army_holder,
        c.defender,
        c.progress_vp,
        c.merchant,
        metropolis,
        fallen,
        g.node_owner if metropolis or fallen else None,
    )
    kept = c.kept
    entry = kept.get(_POINTS)  # kept.recall, written out
    if entry is not None and entry[0] == now:
        return entry[1]  # type: ignore[no-any-return]
    made = public_points(g)
    keep(kept, _POINTS, now, made)
    return made
