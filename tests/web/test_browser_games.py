"""The game pages in a real browser (headless Chromium, skipped where it is not installed): a
finished game's slider and keys step through its turns to the last, which shows the game's
final public board; a running game's page loads with no console error; and both pages at 400
and 1280 pixels match their golden screenshots. The slider's test runs in the main suite; the
rest (HEXHAVEN_WEB_BROWSER_ALL=1) in the longer tier of `.ci/run`."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
import pytest_asyncio
from aiohttp.test_utils import TestServer

from bot.pictures import Pictures
from bot.service import Service
from bot.service.core import Core
from bot.service.web_side import WebSide, open_read_only
from bot.web import make_app
from tests.web.browser import CHROMIUM, Tab, browser
from tests.web.games import CHANNEL, Played, play_game
from tests.web.test_browser import GOLDEN, TOLERANCE, WIDTHS, _differs

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
]
ALL = os.environ.get("HEXHAVEN_WEB_BROWSER_ALL") == "1"
longer = pytest.mark.skipif(not ALL, reason="the longer tier (HEXHAVEN_WEB_BROWSER_ALL=1)")
PICTURES = Path(__file__).parents[2] / "docs" / "pictures"


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def site(
    tmp_path_factory: pytest.TempPathFactory,
) -> AsyncIterator[tuple[str, Played, Played]]:
    path = tmp_path_factory.mktemp("games") / "h.db"
    ended = await play_game(path, options={"vp": 5}, channel=CHANNEL)
    running = await play_game(path, moves=60, channel=CHANNEL + 1)
    store = await open_read_only(path)
    server = TestServer(make_app(WebSide(Core(store=store))), host="127.0.0.1")
    await server.start_server()
    yield str(server.make_url("")).rstrip("/"), ended, running
    await server.close()
    await store.close()


async def _key(tab: Tab, key: str, code: int) -> None:
    for kind in ("keyDown", "keyUp"):
        await tab.call(
            "Input.dispatchKeyEvent", type=kind, key=key, code=key, windowsVirtualKeyCode=code
        )


async def _shown(tab: Tab) -> str:
    """The address of the board the page shows, once the browser has loaded it."""
    found = await tab.call(
        "Runtime.evaluate",
        expression=(
            "new Promise(done => { const i = document.getElementById('frame');"
            " const ok = () => done(i.naturalWidth > 0 ? i.src : 'broken');"
            " if (i.complete) ok(); else i.addEventListener('load', ok); })"
        ),
        awaitPromise=True,
    )
    return str(found["result"]["value"])


async def test_the_slider_steps_to_the_last_turn_which_shows_the_final_board(
    site: tuple[str, Played, Played],
) -> None:
    """A finished game's page opens on its last turn; Home goes back to the start, the arrow
    key steps one turn on, End goes to the last turn, and what is shown there is the board
    drawn from the game's final public view; no console error on the way."""
    base, ended, _ = site
    async with browser() as tab:
        loaded = await tab.load(f"{base}/game/{ended.key}", 1280)
        assert loaded.errors == []
        last = await tab.call("Runtime.evaluate", expression="document.getElementById('step').max")
        end = int(last["result"]["value"])
        assert (await _shown(tab)).endswith(f"/turn/{end}.png")
        await _key(tab, "Home", 36)
        assert (await _shown(tab)).endswith("/turn/0.png")
        await _key(tab, "ArrowRight", 39)
        assert (await _shown(tab)).endswith("/turn/1.png")
        label = await tab.call(
            "Runtime.evaluate", expression="document.getElementById('label').textContent"
        )
        assert label["result"]["value"] != "Start"
        await _key(tab, "End", 35)
        shown = await _shown(tab)
        assert shown.endswith(f"/turn/{end}.png")
        assert _errors_now(tab) == []
    async with aiohttp.ClientSession() as session, session.get(shown) as answer:
        drawn = await answer.read()
    service = await Service.open(ended.path)
    try:
        table = await service.core.latest(CHANNEL)
        game = await service.core.game(table)
        assert drawn == await Pictures().board(game.view(None), table.names)
    finally:
        await service.close()


def _errors_now(tab: Tab) -> list[str]:
    from tests.web.browser import _errors

    return _errors(tab.events)


@longer
async def test_a_running_games_page_loads_with_no_console_error(
    site: tuple[str, Played, Played],
) -> None:
    """A running game's page (its board, panel and log, and the script that polls for the
    next move) loads at both widths with no console error: nothing blocked by the
    Content-Security-Policy, nothing failing to load."""
    base, _, running = site
    async with browser() as tab:
        for width in WIDTHS:
            loaded = await tab.load(f"{base}/game/{running.key}", width)
            assert loaded.errors == [], (width, loaded.errors)


@longer
async def test_the_game_pages_match_their_goldens_at_both_widths(
    site: tuple[str, Played, Played],
) -> None:
    """The finished game's page (a replay) and the running game's page at 400 and 1280 px
    look like their goldens (HEXHAVEN_WEB_GOLDEN=1 rewrites them, and the replay's copies in
    docs/pictures)."""
    base, ended, running = site
    pages = {"replay": f"/game/{ended.key}", "game": f"/game/{running.key}"}
    async with browser() as tab:
        for name, path in pages.items():
            for width in WIDTHS:
                loaded = await tab.load(base + path, width)
                assert loaded.errors == [], (name, width, loaded.errors)
                if name == "replay":
                    assert await _emoji_font_loaded(tab), "the summary's trophy in our font"
                golden = GOLDEN / f"{name}-{width}.png"
                if os.environ.get("HEXHAVEN_WEB_GOLDEN") or not golden.exists():
                    golden.write_bytes(loaded.png)
                    if name == "replay":
                        (PICTURES / f"web-replay-{width}.png").write_bytes(loaded.png)
                    continue
                assert _differs(loaded.png, golden) <= TOLERANCE, (name, width)


async def _emoji_font_loaded(tab: Tab) -> bool:
    """Whether the page loaded its own emoji font (from this server) to draw what it shows."""
    found = await tab.call(
        "Runtime.evaluate",
        expression=(
            "[...document.fonts].some(f => f.family.replace(/\"/g, '') === 'Hexhaven Emoji'"
            " && f.status === 'loaded')"
        ),
    )
    return bool(found["result"]["value"])
