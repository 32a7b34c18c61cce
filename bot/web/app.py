"""The web side's aiohttp application: its routes, its headers and its rate limit.

Every page is built from what `bot.service.web_side` reads, which holds only what a league's
public pages may show, and is written through Jinja2 with autoescaping on, so a name typed by a
player is text on the page, never markup. The Content-Security-Policy lets a page load only
this server's style sheet and pictures (no script at all yet, no other origin), and the
referrer is never sent, so an unlisted league's address does not leak through a link."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import jinja2
from aiohttp import web

from bot.pictures.leagues import profile_card
from bot.service.core import Core
from bot.service.league_settings import LeagueSettings
from bot.service.web_side import WebLeague, WebSide, open_read_only
from render import render_profile
from words import Catalogue, speak
from words.languages import LANGUAGES, catalogue

log = logging.getLogger("hexhaven.web")

HERE = Path(__file__).parent
#: Every page's security headers: only this origin's files, no script, no framing, no referrer.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}
#: How many profile pictures are kept drawn.
PICTURES = 256

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass
class RateLimit:
    """A token bucket per client address: `rate` requests a second on average, `burst` at
    once; past that a request is answered 429 with `Retry-After`. `clock` is monotonic."""

    rate: float = 10.0
    burst: float = 40.0
    clock: Callable[[], float] = time.monotonic
    most_addresses: int = 10_000
    _buckets: OrderedDict[str, tuple[float, float]] = field(default_factory=OrderedDict)

    def wait(self, address: str) -> float:
        """0 if the address may be answered now (its token taken), else the seconds to wait."""
        now = self.clock()
        tokens, then = self._buckets.pop(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens >= 1:
            self._buckets[address] = (tokens - 1, now)
            waited = 0.0
        else:
            self._buckets[address] = (tokens, now)
            waited = (1 - tokens) / self.rate
        while len(self._buckets) > self.most_addresses:
            self._buckets.popitem(last=False)
        return waited


class Pages:
    """The pages, over the web side's reads."""

    def __init__(self, side: WebSide) -> None:
        self.side = side
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(HERE / "templates"),
            autoescape=True,
            undefined=jinja2.StrictUndefined,
        )
        self._pictures: OrderedDict[str, bytes] = OrderedDict()

    def _page(self, name: str, words: Catalogue, status: int = 200, **context: Any) -> web.Response:
        page = self.env.get_template(name).render(
            t=words.say, lang=words.language, home="/", **context
        )
        return web.Response(text=page, status=status, content_type="text/html", charset="utf-8")

    def missing(self, words: Catalogue | None = None) -> web.Response:
        said = words or catalogue("en")
        return self._page("message.html", said, 404, text=said.say("web.not_found"))

    async def _league(self, request: web.Request) -> tuple[WebLeague, Catalogue]:
        found = await self.side.league(request.match_info["key"])
        if found is None:
            raise _NotFound
        code = found.settings.language
        return found, catalogue(code if code in LANGUAGES else "en")

    async def index(self, request: web.Request) -> web.Response:
        words = catalogue("en")
        return self._page("message.html", words, text="Hexhaven")

    async def server(self, request: web.Request) -> web.Response:
        guild = request.match_info["guild"]
        found = await self.side.listed(guild) if guild.isdigit() else []
        if not found:
            raise _NotFound
        code = found[0].settings.language
        words = catalogue(code if code in LANGUAGES else "en")
        return self._page("server.html", words, leagues=found)

    async def league(self, request: web.Request) -> web.Response:
        league, words = await self._league(request)
        seasons = await self.side.seasons(league)
        asked = request.query.get("season", "")
        season = seasons[0] if seasons else None
        if asked:
            season = next((s for s in seasons if str(s.number) == asked), None)
            if season is None:
                raise _NotFound
        rows = [] if season is None else await self.side.standings(league, season)
        rules = LeagueSettings.from_dict(season.settings) if season else league.settings
        return self._page(
            "league.html",
            words,
            league=league,
            season=season,
            seasons=seasons,
            rows=rows,
            tournaments=await self.side.tournaments(league),
            rules=speak(rules.describe(), words),
        )

    async def profile(self, request: web.Request) -> web.Response:
        league, words = await self._league(request)
        found = await self.side.profile(league, request.match_info["slug"])
        if found is None:
            raise _NotFound
        facts = [speak(line, words) for line in found.lines[1:]]
        chart = f"/league/{league.key}/player/{request.match_info['slug']}/profile.png"
        return self._page(
            "profile.html", words, league=league, profile=found, facts=facts, chart=chart
        )

    async def profile_png(self, request: web.Request) -> web.Response:
        league, words = await self._league(request)
        found = await self.side.profile(league, request.match_info["slug"])
        if found is None:
            raise _NotFound
        card = replace(profile_card(found, words), name=found.name)
        digest = hashlib.sha256(repr((words.language, card)).encode()).hexdigest()
        png = self._pictures.get(digest)
        if png is None:
            png = await asyncio.to_thread(render_profile, card, words=words)
            self._pictures[digest] = png
            while len(self._pictures) > PICTURES:
                self._pictures.popitem(last=False)
        return web.Response(body=png, content_type="image/png")

    async def tournament(self, request: web.Request) -> web.Response:
        league, words = await self._league(request)
        number = request.match_info["number"]
        found = await self.side.tournament(league, int(number)) if number.isdigit() else None
        if found is None:
            raise _NotFound
        tournament, ranking, rounds = found
        return self._page(
            "tournament.html",
            words,
            league=league,
            tournament=tournament,
            ranking=ranking,
            rounds=rounds,
        )


class _NotFound(Exception):
    """The page asked for does not exist, or is not shown."""


def make_app(side: WebSide, limit: RateLimit | None = None) -> web.Application:
    """The application over the web side's reads; `limit` None: no rate limit (benchmarks)."""
    pages = Pages(side)

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if limit is not None:
            waited = limit.wait(request.remote or "?")
            if waited > 0:
                words = catalogue("en")
                response: web.StreamResponse = pages._page(
                    "message.html", words, 429, text=words.say("web.too_many")
                )
                response.headers["Retry-After"] = str(max(1, round(waited + 0.5)))
                response.headers.update(HEADERS)
                return response
        if request.method not in ("GET", "HEAD"):
            response = web.Response(status=405, headers={"Allow": "GET, HEAD"})
        else:
            try:
                response = await handler(request)
            except (_NotFound, web.HTTPNotFound):
                response = pages.missing()
        response.headers.update(HEADERS)
        response.headers.setdefault("Cache-Control", "no-cache")
        return response

    app = web.Application(middlewares=[guard])
    app.router.add_get("/", pages.index)
    app.router.add_get("/server/{guild}", pages.server)
    app.router.add_get("/league/{key}", pages.league)
    app.router.add_get("/league/{key}/player/{slug}", pages.profile)
    app.router.add_get("/league/{key}/player/{slug}/profile.png", pages.profile_png)
    app.router.add_get("/league/{key}/tournament/{number}", pages.tournament)
    app.router.add_static("/static", HERE / "static", append_version=False)
    return app


@dataclass
class WebServer:
    """A running web side: its runner and its own read-only store."""

    runner: web.AppRunner
    side: WebSide

    async def stop(self) -> None:
        await self.runner.cleanup()
        await self.side.core.store.close()


async def serve(
    target: str | Path, host: str, port: int, limit: RateLimit | None = None
) -> WebServer:
    """Open the store `target` read-only and serve the pages on host:port."""
    store = await open_read_only(target)
    side = WebSide(Core(store=store))
    runner = web.AppRunner(make_app(side, RateLimit() if limit is None else limit))
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
    except BaseException:
        await runner.cleanup()
        await store.close()
        raise
    log.info("web side on %s:%s", host, port)
    return WebServer(runner, side)
