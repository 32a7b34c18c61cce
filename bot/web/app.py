"""The web side's aiohttp application: its routes, its headers and its rate limit.

Every page is built from what `bot.service.web_side` reads, which holds only what a league's
or a game's public pages may show (a game's public view, never a hand), and is written through
Jinja2 with autoescaping on, so a name typed by a player is text on the page, never markup.
The Content-Security-Policy lets a page load only this server's style sheet, pictures and one
script file (`static/game.js`: a finished game's slider, a running game's polling; no inline
script, no other origin), and the referrer is never sent, so an unlisted league's or a game's
address does not leak through a link. Pages and pictures are kept made (`bot.web.cache`)
until the version of their data moves on."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import jinja2
from aiohttp import web

from bot.common.summary import final_lines
from bot.pictures import Pictures
from bot.pictures.leagues import profile_card
from bot.service.core import Core
from bot.service.league_settings import LeagueSettings
from bot.service.web_side import (
    FinishedGame,
    RunningGame,
    StoreUnavailable,
    WebGame,
    WebLeague,
    WebSide,
    open_read_only,
)
from bot.web.cache import Kept
from render import render_profile
from words import Catalogue, speak
from words.languages import LANGUAGES, catalogue

log = logging.getLogger("hexhaven.web")
#: One line per request: the method, the route's pattern (never the address asked for, whose
#: key is a page's secret), the status and the time taken; never the client's address or agent.
access = logging.getLogger("hexhaven.web.access")

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
#: How many pages and pictures are kept made.
KEPT = 1024
#: How long a page is served as made before its data's version is read again (seconds).
FRESH = 1.0
#: How often a running game's page asks whether the game moved on (seconds).
POLL = 15
#: What `Retry-After` says while the store does not answer (seconds).
RETRY_UNAVAILABLE = 30

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


@dataclass(frozen=True)
class Made:
    """A page or picture as made: its status, its bytes and their type."""

    body: bytes
    content_type: str = "text/html"
    status: int = 200
    #: A game page's version and status as made ("12 playing"): what its poll compares.
    tag: str = ""

    def response(self) -> web.Response:
        charset = "utf-8" if self.content_type.startswith("text/") else None
        return web.Response(
            body=self.body, status=self.status, content_type=self.content_type, charset=charset
        )


def _words(code: str | None) -> Catalogue:
    return catalogue(code if code in LANGUAGES else "en")


class Pages:
    """The pages, over the web side's reads; each kept made (`Kept`) until its league's or
    game's data moves on."""

    def __init__(self, side: WebSide, fresh: float = FRESH) -> None:
        self.side = side
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(HERE / "templates"),
            autoescape=True,
            undefined=jinja2.StrictUndefined,
        )
        self.kept: Kept[Made] = Kept(KEPT, fresh, keep_on=(StoreUnavailable,))
        # What a game's pages are made from, kept for its page and pictures alike; asked for
        # at the version the page read, never served stale.
        self.models: Kept[RunningGame | FinishedGame] = Kept(256, 0.0, stale=False)
        self.pictures = Pictures()

    def _text(self, name: str, words: Catalogue, **context: Any) -> str:
        return self.env.get_template(name).render(
            t=words.say, lang=words.language, home="/", **context
        )

    def _made(self, name: str, words: Catalogue, status: int = 200, **context: Any) -> Made:
        return Made(self._text(name, words, **context).encode(), status=status)

    def _page(self, name: str, words: Catalogue, status: int = 200, **context: Any) -> web.Response:
        return self._made(name, words, status, **context).response()

    def missing(self, words: Catalogue | None = None) -> web.Response:
        said = words or catalogue("en")
        return self._page("message.html", said, 404, text=said.say("web.not_found"))

    async def _league_made(
        self,
        request: web.Request,
        build: Callable[[WebLeague, Catalogue], Awaitable[Made | None]],
    ) -> web.Response:
        """A league's page (or picture) as kept, made again by `build` once the league's data
        moved on; 404 when the league has no pages or `build` finds nothing."""
        key = request.match_info["key"]
        found: list[WebLeague | None] = []

        async def version() -> Hashable:
            league = await self.side.league(key)
            found[:] = [league]
            if league is None:
                return None  # no pages: never served as made
            return (league.row.settings.get("web"), await self.side.league_version(league))

        async def make() -> Made:
            league = found[0] if found else await self.side.league(key)
            if league is None:
                return _MISSING
            made = await build(league, _words(league.settings.language))
            return _MISSING if made is None else made

        made = await self.kept.get(("league", request.path_qs), version, make)
        if made is _MISSING:
            raise _NotFound
        return made.response()

    async def index(self, request: web.Request) -> web.Response:
        words = catalogue("en")
        return self._page("message.html", words, text="Hexhaven")

    async def health(self, request: web.Request) -> web.Response:
        """`ok` while the store answers a read, else 503 `unavailable` (for a monitor or a
        container's health check; never kept made)."""
        try:
            await self.side.answers()
        except StoreUnavailable:
            return web.Response(text="unavailable", status=503)
        return web.Response(text="ok")

    async def server(self, request: web.Request) -> web.Response:
        guild = request.match_info["guild"]
        found = await self.side.listed(guild) if guild.isdigit() else []
        if not found:
            raise _NotFound
        return self._page("server.html", _words(found[0].settings.language), leagues=found)

    async def league(self, request: web.Request) -> web.Response:
        asked = request.query.get("season", "")

        async def build(league: WebLeague, words: Catalogue) -> Made | None:
            seasons = await self.side.seasons(league)
            season = seasons[0] if seasons else None
            if asked:
                season = next((s for s in seasons if str(s.number) == asked), None)
                if season is None:
                    return None
            rows = [] if season is None else await self.side.standings(league, season)
            rules = LeagueSettings.from_dict(season.settings) if season else league.settings
            return self._made(
                "league.html",
                words,
                league=league,
                season=season,
                seasons=seasons,
                rows=rows,
                tournaments=await self.side.tournaments(league),
                rules=speak(rules.describe(), words),
            )

        return await self._league_made(request, build)

    async def profile(self, request: web.Request) -> web.Response:
        slug = request.match_info["slug"]

        async def build(league: WebLeague, words: Catalogue) -> Made | None:
            found = await self.side.profile(league, slug)
            if found is None:
                return None
            facts = [speak(line, words) for line in found.lines[1:]]
            chart = f"/league/{league.key}/player/{slug}/profile.png"
            return self._made(
                "profile.html", words, league=league, profile=found, facts=facts, chart=chart
            )

        return await self._league_made(request, build)

    async def profile_png(self, request: web.Request) -> web.Response:
        slug = request.match_info["slug"]

        async def build(league: WebLeague, words: Catalogue) -> Made | None:
            found = await self.side.profile(league, slug)
            if found is None:
                return None
            card = replace(profile_card(found, words), name=found.name)
            png = await asyncio.to_thread(render_profile, card, words=words)
            return Made(png, "image/png")

        return await self._league_made(request, build)

    async def tournament(self, request: web.Request) -> web.Response:
        number = request.match_info["number"]

        async def build(league: WebLeague, words: Catalogue) -> Made | None:
            found = await self.side.tournament(league, int(number)) if number.isdigit() else None
            if found is None:
                return None
            tournament, ranking, rounds = found
            return self._made(
                "tournament.html",
                words,
                league=league,
                tournament=tournament,
                ranking=ranking,
                rounds=rounds,
            )

        return await self._league_made(request, build)

    # A game's page.

    async def _game_made(
        self,
        request: web.Request,
        what: str,
        build: Callable[[WebGame, RunningGame | FinishedGame, Hashable], Awaitable[Made | None]],
    ) -> Made:
        """A game's page or picture as kept, made again by `build` (from the game, what its
        page shows and the version read) once the game moved on; `_NotFound` when the key
        leads to no shown game."""
        key = request.match_info["key"]
        seen: list[Hashable] = []

        async def version() -> Hashable:
            found = await self.side.game_version(key)
            seen[:] = [found]
            return found

        async def make() -> Made:
            game = await self.side.game(key)
            if game is None or not seen:
                return _MISSING
            model = await self._model(key, game, seen[0])
            made = await build(game, model, seen[0])
            return _MISSING if made is None else made

        made = await self.kept.get(("game", key, what), version, make)
        if made is _MISSING:
            raise _NotFound
        return made

    async def _model(self, key: str, game: WebGame, seen: Hashable) -> RunningGame | FinishedGame:
        """What the game's page shows at version `seen`, kept for its page and pictures."""

        async def version() -> Hashable:
            return seen

        async def make() -> RunningGame | FinishedGame:
            return await (self.side.finished(game) if game.over else self.side.running(game))

        return await self.models.get(("model", key), version, make)

    async def game(self, request: web.Request) -> web.Response:
        return (await self._game_page(request)).response()

    async def _game_page(self, request: web.Request) -> Made:
        """A game's page as kept: a running game's is made with its board (kept beside it,
        from the same version), so that a spectator reloading it finds both made."""
        key = request.match_info["key"]

        async def build(game: WebGame, model: RunningGame | FinishedGame, seen: Hashable) -> Made:
            words = _words(game.language)
            table = game.table
            tag = f"{table.row.version} {table.row.status}"
            common: dict[str, Any] = {"game": game, "key": key, "table": table.id, "tag": tag}
            if isinstance(model, RunningGame):
                png = await self.pictures.board(model.view, game.names, language=game.language)
                self.kept.put(("game", key, "board"), seen, Made(png, "image/png"))
                made = self._made(
                    "game.html",
                    words,
                    **common,
                    version=table.row.version,
                    poll=POLL,
                    panel=[speak(line, words) for line in model.panel],
                    log=[(seq, speak(line, words)) for seq, line in reversed(model.log)],
                )
                return replace(made, tag=tag)
            labels = [
                _frame_label(words, i, len(model.frames), f.view)
                for i, f in enumerate(model.frames)
            ]
            turns = [
                (labels[i], [speak(line, words) for line in lines])
                for i, lines in enumerate(model.turns)
            ]
            summary = (
                []
                if model.record is None
                else [speak(line, words) for line in final_lines(model.record)]
            )
            made = self._made(
                "replay.html",
                words,
                **common,
                frames=len(model.frames),
                turns=turns,
                summary=summary,
                has_record=model.record is not None,
            )
            return replace(made, tag=tag)

        return await self._game_made(request, "page", build)

    async def game_board(self, request: web.Request) -> web.Response:
        async def build(
            game: WebGame, model: RunningGame | FinishedGame, seen: Hashable
        ) -> Made | None:
            if not isinstance(model, RunningGame):
                return None
            png = await self.pictures.board(model.view, game.names, language=game.language)
            return Made(png, "image/png")

        return (await self._game_made(request, "board", build)).response()

    async def game_turn(self, request: web.Request) -> web.Response:
        number = request.match_info["number"]

        async def build(
            game: WebGame, model: RunningGame | FinishedGame, seen: Hashable
        ) -> Made | None:
            if not isinstance(model, FinishedGame) or not number.isdigit():
                return None
            if int(number) >= len(model.frames):
                return None
            view = model.frames[int(number)].view
            png = await self.pictures.board(view, game.names, language=game.language)
            return Made(png, "image/png")

        return (await self._game_made(request, f"turn {number}", build)).response()

    async def game_summary(self, request: web.Request) -> web.Response:
        async def build(
            game: WebGame, model: RunningGame | FinishedGame, seen: Hashable
        ) -> Made | None:
            if not isinstance(model, FinishedGame) or model.record is None:
                return None
            png = await self.pictures.summary(model.record, language=game.language)
            return Made(png, "image/png")

        return (await self._game_made(request, "summary", build)).response()

    async def game_version(self, request: web.Request) -> web.Response:
        """The version and status of the game's page as made ("12 playing"): what a running
        game's page polls. It moves on only once the new page (and its board) is made, so a
        page reloaded for it finds them made."""
        made = await self._game_page(request)
        return Made(made.tag.encode(), "text/plain").response()


def _frame_label(words: Catalogue, index: int, count: int, view: Any) -> str:
    """What a finished game's slider says at a step: the start, a turn, or the end."""
    if index == 0:
        return words.say("web.game.start")
    if index == count - 1:
        return words.say("web.game.end")
    return words.say("web.game.turn", number=view.get("turn"))


#: What a page's making finds when there is nothing to show (served as the plain 404).
_MISSING = Made(b"", status=404)


class _NotFound(Exception):
    """The page asked for does not exist, or is not shown."""


def _log_request(request: web.Request, status: int, took: float) -> None:
    resource = request.match_info.route.resource
    route = resource.canonical if resource is not None else "-"
    access.info("%s %s %d %.1f ms", request.method, route, status, took * 1000)


#: The application's pages (their kept pages and pictures), for a caller that waits on them.
PAGES = web.AppKey("pages", Pages)


def make_app(
    side: WebSide, limit: RateLimit | None = None, *, fresh: float = FRESH
) -> web.Application:
    """The application over the web side's reads; `limit` None: no rate limit (benchmarks);
    `fresh`: how long a page is served as made before its data's version is read again."""
    pages = Pages(side, fresh)

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        began = time.perf_counter()
        response = await answer(request, handler)
        response.headers.update(HEADERS)
        response.headers.setdefault("Cache-Control", "no-cache")
        _log_request(request, response.status, time.perf_counter() - began)
        return response

    async def answer(request: web.Request, handler: Handler) -> web.StreamResponse:
        if limit is not None:
            waited = limit.wait(request.remote or "?")
            if waited > 0:
                words = catalogue("en")
                response = pages._page("message.html", words, 429, text=words.say("web.too_many"))
                response.headers["Retry-After"] = str(max(1, round(waited + 0.5)))
                return response
        if request.method not in ("GET", "HEAD"):
            return web.Response(status=405, headers={"Allow": "GET, HEAD"})
        try:
            return await handler(request)
        except (_NotFound, web.HTTPNotFound):
            return pages.missing()
        except StoreUnavailable:
            # The store has told the operator's log (once per outage); a page kept made is
            # still served (`Kept`), this one had none.
            words = catalogue("en")
            response = pages._page("message.html", words, 503, text=words.say("web.unavailable"))
            response.headers["Retry-After"] = str(RETRY_UNAVAILABLE)
            return response

    app = web.Application(middlewares=[guard])
    app[PAGES] = pages
    app.router.add_get("/", pages.index)
    app.router.add_get("/health", pages.health)
    app.router.add_get("/server/{guild}", pages.server)
    app.router.add_get("/league/{key}", pages.league)
    app.router.add_get("/league/{key}/player/{slug}", pages.profile)
    app.router.add_get("/league/{key}/player/{slug}/profile.png", pages.profile_png)
    app.router.add_get("/league/{key}/tournament/{number}", pages.tournament)
    app.router.add_get("/game/{key}", pages.game)
    app.router.add_get("/game/{key}/board.png", pages.game_board)
    app.router.add_get("/game/{key}/turn/{number}.png", pages.game_turn)
    app.router.add_get("/game/{key}/summary.png", pages.game_summary)
    app.router.add_get("/game/{key}/version", pages.game_version)
    app.router.add_static("/static", HERE / "static", append_version=False)
    return app


@dataclass
class WebServer:
    """A running web side: its runner and its own read-only store."""

    runner: web.AppRunner
    side: WebSide

    async def stop(self) -> None:
        pages = self.runner.app[PAGES]
        await self.runner.cleanup()
        await pages.kept.idle()  # pages being made again finish before the store closes
        await self.side.core.store.close()


async def serve(
    target: str | Path, host: str, port: int, limit: RateLimit | None = None
) -> WebServer:
    """Open the store `target` read-only and serve the pages on host:port."""
    store = await open_read_only(target)
    side = WebSide(Core(store=store))
    # aiohttp's own access log would write each client's address and the whole address asked
    # for (a game's or an unlisted league's key): the app logs its own lines instead.
    runner = web.AppRunner(make_app(side, RateLimit() if limit is None else limit), access_log=None)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
    except BaseException:
        await runner.cleanup()
        await store.close()
        raise
    log.info("web side on %s:%s", host, port)
    return WebServer(runner, side)
