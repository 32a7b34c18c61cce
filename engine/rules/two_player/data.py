"""The 2-player variant's numbers (TP-A1 to TP-A10)."""

from __future__ import annotations

#: TP-PART-2: 20 trade tokens, 5 to each real player at the start.
SUPPLY = 20
TOKENS_AT_START = 5
#: TP-EARN-1..3: tokens for a played knight card turned in, a settlement next to the desert,
#: a coastal settlement.
KNIGHT_TOKENS = 2
DESERT_TOKENS = 2
COAST_TOKENS = 1
#: TP-TOK-2: a token action costs 1 while the actor's public points do not exceed the
#: opponent's, else 2.
PRICE_BEHIND = 1
PRICE_AHEAD = 2
#: TP-TOK-3: cards drawn from the opponent and given back in a forced trade.
FORCED_DRAW = 2
FORCED_GIVE = 2
#: The neutral players' ids (seats 2 and 3) and their pieces (TP-PART-1: no cities).
NEUTRALS = ("neutral-1", "neutral-2")
#: TP-D2: N1 and N2 start on these intersections (axial q, r and corner), mirrored
#: through the board's centre.
NEUTRAL_START = ((0, -1, "N"), (0, 1, "S"))
#: The friendly robber (TP-D11): players with at most this many public points are spared.
FRIENDLY_ROBBER_VP = 2
