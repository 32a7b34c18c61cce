"""Cities & Knights for 5–6 players (FS-6): what the 5–6 extension and C&K make together.

The C&K 5–6 extension adds 6 of each commodity to the bank and 2 Defender of Catan cards; the
new colours' knights and walls are every player's own pieces, so nothing else changes in the
counts. Barbarian strength follows the cities on the board, so more players make it stronger by
themselves. In the special building phase a player may also build, activate and promote knights
and build city walls and city improvements (FS-6.3): this pairing adds them to the phase's builds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cities_knights.actions import ActivateKnight, BuildKnight, BuildWall, Improve, PromoteKnight
from ..cities_knights.state import NAME as CK
from ..cities_knights.state import CitiesKnights
from ..five_six import special

if TYPE_CHECKING:
    from ...game import Game
    from .. import RuleSet

#: Commodity cards the extension adds to each commodity's stack (FS-6.1: 12 + 6 = 18).
MORE_PER_COMMODITY = 6
#: Defender of Catan cards the extension adds (FS-6.1: 6 + 2 = 8).
MORE_DEFENDERS = 2


def _more_defenders(g: Game) -> None:
    state = g.ext[CK]
    assert isinstance(state, CitiesKnights)
    state.defender_left += MORE_DEFENDERS


def build(rules: RuleSet) -> None:
    """Compose the C&K part of the 5–6 extension onto a rule set with both modules."""
    rules.bank = {
        card: n + (MORE_PER_COMMODITY if card in rules.commodities else 0)
        for card, n in rules.bank.items()
    }
    rules.on_start(_more_defenders)
    # FS-6.3: in the special building phase, knights built, activated and promoted, city walls
    # and city improvements too (no knight moves, no displacing, no robber, no progress cards).
    special.allow(rules, BuildKnight, ActivateKnight, PromoteKnight, BuildWall, Improve)
    # C&K has no development cards to buy: the phase's refusals name its builds instead.
    special.word_refusals(rules, "ck")
