"""The web side's league pages through HTTP: what they show, whom they name, what they never
let through (markup in names, writes, other origins, too many requests)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from aiohttp.test_utils import TestClient, TestServer

from bot.service.core import Core
from bot.service.web_side import WebSide, open_read_only
from bot.store import DatabaseFileError, Store
from bot.store.errors import ReadFailed
from bot.web import RateLimit, make_app
from tests.web.conftest import NewDatabase
from tests.web.seed import LEAGUE, Archive, make_archive

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def archive(new_database: NewDatabase) -> Archive:
    return await make_archive(await new_database(), initials=("Anna van Dijk",))


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def client(archive: Archive) -> AsyncIterator[TestClient]:  # type: ignore[type-arg]
    store = await open_read_only(archive.path)
    async with TestClient(TestServer(make_app(WebSide(Core(store=store))))) as c:
        yield c
    await store.close()


async def _pages(client: TestClient, archive: Archive) -> dict[str, str]:  # type: ignore[type-arg]
    """Every page of the league, by address."""
    league = f"/league/{archive.key}"
    first = await (await client.get(league)).text()
    found = {league: first}
    for path in sorted(set(re.findall(r'href="(/league/[^"]+)"', first))):
        found[path.replace("&amp;", "&")] = await (
            await client.get(path.replace("&amp;", "&"))
        ).text()
    found["/server/4242"] = await (await client.get("/server/4242")).text()
    return found


async def test_the_league_page_shows_standings_seasons_tournaments_and_rules(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """A league's page lists the current season's players with rating, games and wins, links
    the past seasons and the tournaments, and says the rules it plays."""
    page = await client.get(f"/league/{archive.key}")
    assert page.status == 200
    text = await page.text()
    assert LEAGUE in text and "Season 2 (current)" in text
    assert "?season=1" in text and f"/tournament/{archive.tournament}" in text
    assert "Rules" in text and "3 players" in text.replace("3-player", "3 players")
    assert re.search(
        r'<td class="n">\d+\.\d\??</td><td class="n">\d+</td><td class="n">\d+</td>', text
    )


async def test_every_name_a_player_typed_is_escaped_on_every_page(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """Names such as `<script>` or `"><img onerror>` are shown as text: no page carries them
    as markup, on the league page, the profiles or the tournament."""
    pages = await _pages(client, archive)
    assert len(pages) >= 6
    for path, text in pages.items():
        assert "<script" not in text and "<img src=x" not in text, path
        assert "onerror=alert" not in text or "&gt;" in text, path
    joined = "".join(pages.values())
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in joined
    assert "Ünïcødé 名前 🎲" in joined


async def test_a_player_who_asked_for_initials_appears_by_them_only(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """A player who chose `/settings web name:initials` is "A.v.D." on every page, and their
    display name appears on none."""
    pages = await _pages(client, archive)
    joined = "".join(pages.values())
    assert "A.v.D." in joined
    assert "Anna van Dijk" not in joined


async def test_pages_name_players_by_display_name_never_by_id(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """No page or address carries a player's Discord id: a profile's address is a digest."""
    pages = await _pages(client, archive)
    for player in archive.players:
        for path, text in pages.items():
            assert f">{player.id}<" not in text and f"/{player.id}" not in path


async def test_the_swiss_page_shows_rounds_pairings_results_and_the_ranking(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """A tournament's page ranks its entrants and shows each round's tables: the finished
    round's points and winners, the round under way as still playing."""
    text = await (await client.get(f"/league/{archive.key}/tournament/{archive.tournament}")).text()
    assert "Spring &lt;Cup&gt;" in text
    assert "Round 1" in text and "Round 2" in text and "Table 2" in text
    assert "10 VP" in text and "won" in text and "playing" in text
    assert "Ranking" in text and "After round 2 of 3" in text


async def test_a_profile_shows_the_rating_and_its_chart_drawn_by_the_render_layer(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """A player's page has their rating, games and wins, and the rating over time as a PNG
    picture drawn by `render/` (the same one Discord shows)."""
    league = await (await client.get(f"/league/{archive.key}")).text()
    slug = re.findall(r"/player/([0-9a-f]{16})", league)[0]
    page = await (await client.get(f"/league/{archive.key}/player/{slug}")).text()
    assert "Rating over time" in page and "Games:" in page
    chart = await client.get(f"/league/{archive.key}/player/{slug}/profile.png")
    assert chart.status == 200 and chart.content_type == "image/png"
    assert (await chart.read()).startswith(b"\x89PNG")


@pytest.mark.parametrize(
    "path",
    [
        "/league/not-a-key",
        "/server/999",
        "/server/abc",
        "/league/{key}/player/0000000000000000",
        "/league/{key}/tournament/999",
        "/league/{key}?season=9",
        "/nowhere",
    ],
)
async def test_an_unknown_or_hidden_page_is_a_plain_404(
    client: TestClient,
    archive: Archive,
    path: str,  # type: ignore[type-arg]
) -> None:
    """An address that leads nowhere answers 404 with the same short page, whatever it was."""
    answer = await client.get(path.replace("{key}", archive.key))
    assert answer.status == 404
    assert "does not exist, or is not shown" in await answer.text()


async def test_every_answer_carries_a_strict_content_security_policy(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """Each answer allows only this origin (`default-src 'self'`), no inline script, no
    framing, and sends no referrer, so an unlisted page's address never leaks by a link."""
    for path in (f"/league/{archive.key}", "/static/style.css", "/nowhere"):
        answer = await client.get(path)
        policy = answer.headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy and "unsafe-inline" not in policy
        assert "frame-ancestors 'none'" in policy
        assert answer.headers["Referrer-Policy"] == "no-referrer"
        assert answer.headers["X-Content-Type-Options"] == "nosniff"


async def test_pages_load_nothing_from_another_origin(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """No page names another site's script, style, font or picture: every `src` and `href`
    is this server's own path (or a link given in the page's own text)."""
    for path, text in (await _pages(client, archive)).items():
        for target in re.findall(r'(?:src|href)="([^"]*)"', text):
            assert target.startswith(("/", "?", "data:,")), (path, target)


async def test_the_web_side_refuses_to_change_anything(
    client: TestClient,
    archive: Archive,  # type: ignore[type-arg]
) -> None:
    """The web side only reads: any method but GET and HEAD is refused."""
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        answer = await client.request(method, f"/league/{archive.key}")
        assert answer.status == 405


async def test_the_store_opened_for_the_web_cannot_be_written(archive: Archive) -> None:
    """The web side's store is SQLite's `mode=ro` or PostgreSQL's read-only transactions:
    even a write statement sent through it fails, and nothing is changed."""
    before = await _count_leagues(archive)
    store = await open_read_only(archive.path)
    try:
        with pytest.raises(Exception, match=r"readonly|read-only"):
            async with store.transaction() as db:
                await db.execute("DELETE FROM leagues")
    finally:
        await store.close()
    assert before == 1 and await _count_leagues(archive) == before


async def _count_leagues(archive: Archive) -> int:
    store = await Store.open(archive.path)
    try:
        async with store.reading() as db:
            return int(next(iter(await db.execute_fetchall("SELECT count(*) FROM leagues")))[0])
    finally:
        await store.close()


async def test_the_web_side_does_not_create_a_missing_database(tmp_path: Path) -> None:
    """Opened read-only, a database file that does not exist is refused, not made."""
    with pytest.raises(DatabaseFileError, match="no such file"):
        await open_read_only(tmp_path / "none.db")
    assert not (tmp_path / "none.db").exists()


async def test_too_many_requests_from_one_address_get_429_with_retry_after(
    archive: Archive,
) -> None:
    """Past its burst, an address is answered 429 with Retry-After until its bucket refills;
    another address is not held back by it."""
    now = [0.0]
    limit = RateLimit(rate=1.0, burst=3.0, clock=lambda: now[0])
    store = await open_read_only(archive.path)
    try:
        async with TestClient(TestServer(make_app(WebSide(Core(store=store)), limit))) as c:
            codes = [(await c.get("/")).status for _ in range(4)]
            assert codes == [200, 200, 200, 429]
            held = await c.get("/")
            assert held.status == 429 and int(held.headers["Retry-After"]) >= 1
            assert "Too many requests" in await held.text()
            now[0] += 2.0
            assert (await c.get("/")).status == 200
        assert limit.wait("another address") == 0
    finally:
        await store.close()


async def test_an_unlisted_league_is_not_on_its_servers_page(new_database: NewDatabase) -> None:
    """An unlisted league answers at its own address only; its server's page does not list
    it, and a league whose pages are off answers nowhere."""
    for web, listed in (("unlisted", False), ("off", False)):
        made = await make_archive(await new_database(), games=2, web=web)
        store = await open_read_only(made.path)
        try:
            async with TestClient(TestServer(make_app(WebSide(Core(store=store))))) as c:
                assert (await c.get("/server/4242")).status == (200 if listed else 404)
                own = await c.get(f"/league/{made.key}")
                assert own.status == (200 if web == "unlisted" else 404)
        finally:
            await store.close()


async def test_a_kept_page_follows_the_league_when_its_data_moves(
    new_database: NewDatabase,
) -> None:
    """A league's page is kept made while nothing it shows changes; a change (here its pages
    turned off) shows at the next read of its version, and the key then leads nowhere."""
    from bot.service import Service
    from tests.web.seed import ADMIN, GUILD

    made = await make_archive(await new_database(), games=2)
    store = await open_read_only(made.path)
    try:
        app = make_app(WebSide(Core(store=store)), fresh=0.0)
        async with TestClient(TestServer(app)) as c:
            assert (await c.get(f"/league/{made.key}")).status == 200
            assert (await c.get(f"/league/{made.key}")).status == 200
            service = await Service.open(made.path)
            try:
                await service.leagues.settings(
                    GUILD, ADMIN, LEAGUE, {"web": "off"}, admin=True, manager=True
                )
            finally:
                await service.close()
            assert (await c.get(f"/league/{made.key}")).status == 404
    finally:
        await store.close()


async def test_while_the_store_does_not_answer_kept_pages_are_served_and_others_get_503(
    archive: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read the store cannot serve (a server down) does not fail the page: one kept made is
    served as it was; one never made answers 503 with `Retry-After` and the same headers;
    `/health` says `unavailable` until the store answers again."""
    store = await open_read_only(archive.path)
    try:
        async with TestClient(TestServer(make_app(WebSide(Core(store=store)), fresh=0.0))) as c:
            league = f"/league/{archive.key}"
            kept = await (await c.get(league)).text()
            assert (await c.get("/health")).status == 200

            async def down(*args: object, **kwargs: object) -> None:
                raise ReadFailed("io", "the server does not answer")

            for read in ("league", "listed", "answers"):
                monkeypatch.setattr(WebSide, read, down)
            again = await c.get(league)
            assert again.status == 200 and await again.text() == kept
            other = await c.get("/server/4242")
            assert other.status == 503 and int(other.headers["Retry-After"]) > 0
            assert "cannot be read just now" in await other.text()
            assert "default-src 'self'" in other.headers["Content-Security-Policy"]
            health = await c.get("/health")
            assert (health.status, await health.text()) == (503, "unavailable")
            monkeypatch.undo()
            assert (await (await c.get("/health")).text()) == "ok"
    finally:
        await store.close()


async def test_each_request_is_logged_by_its_route_without_personal_data(
    client: TestClient,  # type: ignore[type-arg]
    archive: Archive,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """One line per request: method, route pattern, status and time; not the client's
    address, nor the key or the player in the address asked for."""
    caplog.set_level("INFO", logger="hexhaven.web.access")
    league = await (await client.get(f"/league/{archive.key}")).text()
    slug = re.findall(r"/player/([0-9a-f]{16})", league)[0]
    await client.get(f"/league/{archive.key}/player/{slug}")
    await client.get("/nowhere/at/all")
    lines = [r.getMessage() for r in caplog.records if r.name == "hexhaven.web.access"]
    assert lines[0].startswith("GET /league/{key} 200 ") and lines[0].endswith(" ms")
    assert lines[1].startswith("GET /league/{key}/player/{slug} 200 ")
    assert lines[2].startswith("GET - 404 ")
    joined = "\n".join(lines)
    assert archive.key not in joined and slug not in joined and "127.0.0.1" not in joined
