"""Pictures of a game: the board, a player's hand, and the end-of-game summary, as PNG bytes.

Every function is pure (same input, same bytes) and safe to call from worker threads.
"""

from __future__ import annotations

from .board import render_board
from .hand import render_hand
from .highlight import Highlight
from .map_cache import MapCache
from .palette import SEATS, Seat
from .summary import GameRecord, PlayerResult, render_summary
from .warm import warm_up

__all__ = [
    "SEATS",
    "GameRecord",
    "Highlight",
    "MapCache",
    "PlayerResult",
    "Seat",
    "render_board",
    "render_hand",
    "render_summary",
    "warm_up",
]
