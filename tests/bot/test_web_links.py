"""Through the simulated Discord: a server manager turns a league's web pages on with
`/league settings web:`, its standings then carry a link button to the page, and the link
resolves on the web side reading the same database; `/settings web` chooses initials."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import discord
import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.service.core import Core
from bot.service.web_side import WEB_INITIALS, WebSide, open_read_only
from bot.settings import Settings
from bot.web import make_app
from tests.bot.world import components, open_table, world

LEAGUE = "Friday Catan"


def _links(result: object) -> list[str]:
    return [str(c["url"]) for c in components(result.response) if c.get("url")]  # type: ignore[attr-defined]


async def test_a_league_admin_who_cannot_manage_the_server_may_not_turn_the_web_on(
    tmp_path: Path,
) -> None:
    """Whether a league has pages on the web is the server's opt-in: the league admin role
    runs leagues, but only a member who can manage the server turns their pages on."""
    async with world(tmp_path / "h.db") as w:
        staff = w.guild.create_role("League staff", permissions=discord.Permissions.none())
        helper = w.guild.add_member(w.env.create_user("hugo"), roles=[staff])
        await w.moderator.slash(w.channel, "league create", name=LEAGUE)
        await w.moderator.slash(w.channel, "league role", role=staff)
        refused = await helper.slash(w.channel, "league settings", web="public")
        assert refused.ephemeral
        assert "manage the server" in refused.response.content, refused.response.content
        shown = await helper.slash(w.channel, "league settings")
        assert "on the web" not in shown.response.content


async def test_standings_carry_a_link_to_the_league_page_which_resolves(tmp_path: Path) -> None:
    """With the web side on, `/league standings` of a league with pages has a link button to
    its page, and that address answers on the web side reading the bot's database."""
    async with world(tmp_path / "h.db") as w:
        w.bot.settings = Settings(web_port=8111, web_url="https://hex.example")
        await w.moderator.slash(w.channel, "league create", name=LEAGUE)
        await w.moderator.slash(w.channel, "league season start")
        plain = await w.players[0].slash(w.channel, "league standings")
        assert _links(plain) == [], "no link while the league's pages are off"
        turned = await w.moderator.slash(w.channel, "league settings", web="unlisted")
        assert "unlisted" in turned.response.content, turned.response.content
        shown = await w.players[0].slash(w.channel, "league standings")
        (link,) = _links(shown)
        assert link.startswith("https://hex.example/league/"), link
        store = await open_read_only(tmp_path / "h.db")
        try:
            async with TestClient(TestServer(make_app(WebSide(Core(store=store))))) as client:
                page = await client.get(urlsplit(link).path)
                assert page.status == 200
                assert LEAGUE in await page.text()
        finally:
            await store.close()


async def test_settings_web_initials_is_kept_as_the_players_preference(tmp_path: Path) -> None:
    """`/settings web name:initials` asks to appear by one's initials on the web pages."""
    async with world(tmp_path / "h.db") as w:
        said = await w.players[0].slash(w.channel, "settings web", name="initials")
        assert "initials" in said.response.content
        kept = await w.service.people.preferences(str(w.players[0].id))
        assert kept.get(WEB_INITIALS) is True


@pytest.fixture(autouse=True)
def _no_env_web(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HEXHAVEN_WEB_PORT", "HEXHAVEN_WEB_URL", "HEXHAVEN_WEB_IN_BOT"):
        monkeypatch.delenv(name, raising=False)


def _message_links(message: object) -> list[str]:
    return [str(c["url"]) for c in components(message) if c.get("url")]


async def test_the_turn_panel_and_the_summary_link_to_the_games_page(tmp_path: Path) -> None:
    """Once a server manager has turned the server's game pages on (`/game web state:on`),
    the turn panel under each move and the end-of-game summary carry a link button to the
    game's page, which answers on the web side; a member who cannot manage the server cannot
    turn them on, and before they are on no message carries a link."""
    async with world(tmp_path / "h.db") as w:
        w.bot.settings = Settings(web_port=8111, web_url="https://hex.example")
        before = await open_table(w)
        assert _message_links(before.last_message) == []
        refused = await w.players[0].slash(w.channel, "game web", state="on")
        assert "manage the server" in refused.response.content, refused.response.content
        turned = await w.moderator.slash(w.channel, "game web", state="on")
        assert "have pages on the web" in turned.response.content
        await w.players[0].slash(before, "game abandon")
        thread = await open_table(w)
        (link,) = _message_links(thread.last_message)
        assert link.startswith("https://hex.example/game/"), link
        await w.players[0].slash(thread, "game abandon")
        summary = thread.last_message
        assert any(a.filename == "summary.png" for a in summary.attachments)
        assert _message_links(summary) == [link]
        store = await open_read_only(tmp_path / "h.db")
        try:
            async with TestClient(TestServer(make_app(WebSide(Core(store=store))))) as client:
                page = await client.get(urlsplit(link).path)
                assert page.status == 200
                assert "Game 2" in await page.text()
        finally:
            await store.close()
