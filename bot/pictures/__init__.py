"""The pictures the adapters post, rendered in worker threads so the event loop never waits."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

from bot.pictures.leagues import profile_card, standings_table
from bot.pictures.records import render_record
from bot.service import GameRecord as StoredRecord
from bot.service.leagues import Profile, Standings
from bot.service.rounds import Ranking
from engine import GameView
from render import (
    MapCache,
    RankingRow,
    RankingTable,
    render_board,
    render_hand,
    render_profile,
    render_ranking,
    render_standings,
    render_summary,
    warm_up,
)
from render.replay import ReplayGif, draw_replay
from words import speak
from words.languages import DEFAULT, catalogue


class PrivateViewError(ValueError):
    """A view with a player's hidden cards was about to be shown to everyone."""


class Pictures:
    """Board, hand and summary PNGs. Subclass to observe what gets rendered (tests do).

    Each takes the `language` (a code: en, nl, de; or a Discord locale) its words are drawn in:
    the game's language for the public pictures (board, summary, league and tournament tables),
    the reader's for a hand. `maps` keeps each map's drawing in files, so the first board of a
    map after a restart is read rather than drawn."""

    def __init__(self, maps: MapCache | None = None) -> None:
        self.maps = maps

    async def warm_up(self) -> float:
        """Load the fonts and sprites every picture needs, in a worker thread, so the first
        board after a restart does not pay for them; returns the milliseconds it took."""
        return await asyncio.to_thread(warm_up)

    async def board(
        self,
        view: GameView,
        names: Mapping[str, str],
        highlight: Mapping[str, Any] | None = None,
        *,
        language: str = DEFAULT,
    ) -> bytes:
        """The public board in the game's `language`; refuses a view that carries someone's
        hand."""
        if view.get("you") is not None:
            raise PrivateViewError("the board picture is public: render it from the public view")
        return await asyncio.to_thread(
            render_board,
            view,
            highlight=highlight,
            names=dict(names),
            maps=self.maps,
            words=catalogue(language),
        )

    async def hand(
        self,
        view: GameView,
        player: str,
        names: Mapping[str, str],
        refusals: Mapping[str, str] | None = None,
        *,
        language: str = DEFAULT,
    ) -> bytes:
        """One player's hand, from that player's own view (for their eyes only, in their
        `language`); `refusals` (Cities & Knights, from the service's `refusal_codes`) greys each
        progress card that cannot be played now with the engine's reason."""
        return await asyncio.to_thread(
            render_hand,
            view,
            player,
            names=dict(names),
            refusals=None if refusals is None else dict(refusals),
            words=catalogue(language),
        )

    async def replay(
        self, views: Sequence[GameView], names: Mapping[str, str], *, language: str = DEFAULT
    ) -> ReplayGif:
        """A game's replay (an animated GIF, one frame per view, and whether turns were left
        out to fit Discord's limit) in the game's `language`, drawn in a worker thread; refuses
        a view that carries someone's hand."""
        if any(view.get("you") is not None for view in views):
            raise PrivateViewError("a replay is public: draw it from the public views")
        return await asyncio.to_thread(
            draw_replay, list(views), dict(names), words=catalogue(language), maps=self.maps
        )

    async def summary(self, record: StoredRecord, *, language: str = DEFAULT) -> bytes:
        """The end-of-game picture, in the game's `language`."""
        return await asyncio.to_thread(
            render_summary, render_record(record), words=catalogue(language)
        )

    async def standings(self, standings: Standings, *, language: str = DEFAULT) -> bytes:
        """A page of a league's standings."""
        words = catalogue(language)
        return await asyncio.to_thread(
            render_standings, standings_table(standings, words), words=words
        )

    async def profile(self, profile: Profile, *, language: str = DEFAULT) -> bytes:
        """A player's league profile."""
        words = catalogue(language)
        return await asyncio.to_thread(render_profile, profile_card(profile, words), words=words)

    async def ranking(self, ranking: Ranking, *, language: str = DEFAULT) -> bytes:
        """A tournament's ranking (the final one once it is over)."""
        rows = [
            RankingRow(
                p.ranked.place, p.name, p.ranked.score, p.ranked.opponents, p.ranked.vp_share
            )
            for p in ranking.rows
        ]
        words = catalogue(language)
        table = RankingTable(speak(ranking.lines[0], words).rstrip(":"), rows)
        return await asyncio.to_thread(render_ranking, table, words=words)
