"""Victory points beyond the base game's pieces (§16) and the C&K bank rates (§7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...trade import harbor_rates
from .data import ABILITY_LEVEL, COMMODITIES
from .state import ck

if TYPE_CHECKING:
    from ...game import Game

_TRADE = 0  # TRACKS.index("trade")
_MERCHANT_GUILD_RATE = 2


def extra_vp(g: Game, seat: int) -> int:
    """+2 per metropolis, 1 per Defender point and face-up VP card, and a city laid on its side
    counts as a settlement (its city piece is on the board: -1)."""
    c = ck(g)
    owner = g.node_owner
    vp = c.defender[seat] + len(c.progress_vp[seat])
    for n in c.metropolis.values():
        if owner[n] == seat:
            vp += 2
    for n in c.fallen:
        if owner[n] == seat:
            vp -= 1
    return vp


def bank_rates(g: Game, seat: int) -> list[int]:
    """Harbors as in the base game, over every card kind (4:1, 3:1 generic for any kind, 2:1
    for a harbor's resource); the Merchant Guild trades any commodity 2:1 (DECISION 6)."""
    out = harbor_rates(g, seat)
    if ck(g).levels[seat][_TRADE] >= ABILITY_LEVEL:
        first = len(out) - len(COMMODITIES)
        for i in range(first, len(out)):
            out[i] = min(out[i], _MERCHANT_GUILD_RATE)
    return out
