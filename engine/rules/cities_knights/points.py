"""Victory points beyond the base game's pieces (§16) and the C&K bank rates (§7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...trade import harbor_rates
from .data import ABILITY_LEVEL, COMMODITIES
from .kept import keep
from .state import NAME, CitiesKnights, ck

if TYPE_CHECKING:
    from ...game import Game

_TRADE = 0  # TRACKS.index("trade")
_MERCHANT_GUILD_RATE = 2
#: The merchant's and Merchant Fleet's rate (§14, §13.6).
_MERCHANT_RATE = 2


def extra_vp(g: Game, seat: int) -> int:
    """+2 per metropolis, 1 per Defender point and face-up VP card, 1 for the merchant (§14), and
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


def public_points(g: Game) -> list[int]:
    """Every seat's public points (`Game.public_vp`), kept while what they count is unchanged:
    the pieces out of supply, the revealed cards, Longest Road and Largest Army, and what
    `extra_vp` reads (kept.py). The progress cards aimed at richer players ask on every move
    while they are held. Made afresh when the rule set counts points of its own (a module
    above C&K replacing `extra_vp`)."""
    if g.rules.extra_vp is not extra_vp:
        return [g.public_vp(s) for s in range(len(g.players))]
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    inputs = (
        g.pieces,
        g.revealed,
        g.road_holder,
        g.army_holder,
        c.defender,
        c.progress_vp,
        c.merchant,
        c.metropolis,
        c.fallen,
        g.node_owner,
    )
    entry = c.kept.get(_POINTS)  # kept.recall, written out
    if entry is not None and entry[0] == inputs:
        return entry[1]  # type: ignore[no-any-return]
    points = [g.public_vp(s) for s in range(len(g.players))]
    keep(c.kept, _POINTS, inputs, points)
    return points


#: The key of the public points among the answers kept (kept.py).
_POINTS = ("public_points",)


def bank_rates(g: Game, seat: int) -> list[int]:
    """Harbors as in the base game, over every card kind (4:1, 3:1 generic for any kind, 2:1
    for a harbor's resource); the Merchant Guild trades any commodity 2:1 (DECISION 6); the
    merchant's controller trades its hex's resource 2:1 (§14); Merchant Fleet trades the named
    kind 2:1 until the end of the turn (§13.6, DECISION 27)."""
    out = harbor_rates(g, seat)
    c = ck(g)
    if c.levels[seat][_TRADE] >= ABILITY_LEVEL:
        first = len(out) - len(COMMODITIES)
        for i in range(first, len(out)):
            out[i] = min(out[i], _MERCHANT_GUILD_RATE)
    if c.merchant is not None and c.merchant[1] == seat:
        i = g.board.hex_resource[c.merchant[0]]
        if i >= 0:  # the desert gives the point but no rate (DECISION 28)
            out[i] = min(out[i], _MERCHANT_RATE)
    if seat == g.current:
        for kind in c.effects.get("fleet", ()):
            i = g.rules.card_index[kind]
            out[i] = min(out[i], _MERCHANT_RATE)
    return out
