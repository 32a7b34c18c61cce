"""Pictures of a game: the board, a player's hand, and the end-of-game summary; and of a league:
its standings, a player's profile and a tournament's ranking; as PNG bytes.

Every function is pure (same input, same bytes) and safe to call from worker threads.
"""

from __future__ import annotations

from .board import render_board
from .hand import render_hand
from .highlight import Highlight
from .map_cache import MapCache
from .palette import SEATS, Seat
from .profile import ProfileCard, render_profile
from .replay import render_replay
from .standings import StandingRow, StandingsTable, render_standings
from .summary import GameRecord, PlayerResult, render_summary
from .tournament import RankingRow, RankingTable, render_ranking
from .warm import warm_up

__all__ = [
    "SEATS",
    "GameRecord",
    "Highlight",
    "MapCache",
    "PlayerResult",
    "ProfileCard",
    "RankingRow",
    "RankingTable",
    "Seat",
    "StandingRow",
    "StandingsTable",
    "render_board",
    "render_hand",
    "render_profile",
    "render_ranking",
    "render_replay",
    "render_standings",
    "render_summary",
    "warm_up",
]
