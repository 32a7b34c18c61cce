"""The league pages in a real browser (headless Chromium, skipped where it is not installed):
each page loads with no console error (no script error, nothing blocked by the
Content-Security-Policy, nothing failing to load), the links from Discord's buttons resolve,
and each page at 400 and 1280 pixels matches its golden screenshot within a tolerance. They
run in the longer tier of `.ci/run` (HEXHAVEN_WEB_BROWSER_ALL=1); the main suite keeps one
browser test, a game's slider (`test_browser_games.py`)."""

from __future__ import annotations

import io
import os
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from aiohttp.test_utils import TestServer
from PIL import Image, ImageChops

from bot.service.core import Core
from bot.service.web_side import WebSide, open_read_only
from bot.web import make_app
from tests.web.browser import CHROMIUM, browser
from tests.web.seed import Archive, make_archive

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.skipif(
        os.environ.get("HEXHAVEN_WEB_BROWSER_ALL") != "1",
        reason="the longer tier (HEXHAVEN_WEB_BROWSER_ALL=1)",
    ),
]

GOLDEN = Path(__file__).parent / "golden"
WIDTHS = (400, 1280)
#: Share of pixels that may differ (fonts' hinting moves by a pixel between builds).
TOLERANCE = 0.03
#: Names without emoji or CJK, so that the screenshots do not hang on the system's fonts.
NAMES = ("<script>x</script>", "Anna van Dijk", '"><img onerror=1>', "Bram", "Chloé", "Dirk")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def site(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[str, Archive]]:
    made = await make_archive(tmp_path_factory.mktemp("browser") / "h.db", names=NAMES)
    store = await open_read_only(made.path)
    server = TestServer(make_app(WebSide(Core(store=store))), host="127.0.0.1")
    await server.start_server()
    yield str(server.make_url("")).rstrip("/"), made
    await server.close()
    await store.close()


def _differs(got: bytes, golden: Path) -> float:
    """The share of pixels that differ noticeably between a screenshot and its golden."""
    a = Image.open(io.BytesIO(got)).convert("L")
    b = Image.open(golden).convert("L")
    if a.size != b.size:
        return 1.0 if abs(a.size[1] - b.size[1]) > 0.05 * b.size[1] else 0.5 * TOLERANCE
    diff = ImageChops.difference(a, b).point(lambda v: 255 if v > 40 else 0)
    return sum(diff.histogram()[255:]) / (a.size[0] * a.size[1])


async def test_each_league_page_loads_with_no_console_error_at_both_widths(
    site: tuple[str, Archive],
) -> None:
    """The league page, a profile and the Swiss page load in Chromium at 400 and 1280 px
    with no console error, and look like their goldens (HEXHAVEN_WEB_GOLDEN=1 rewrites them)."""
    base, made = site
    async with browser() as tab:
        first = await tab.load(f"{base}/league/{made.key}", 400)
        assert first.errors == []
        html = await tab.call("Runtime.evaluate", expression="document.documentElement.outerHTML")
        slug = re.findall(r"/player/([0-9a-f]{16})", html["result"]["value"])[0]
        pages = {
            "league": f"/league/{made.key}",
            "profile": f"/league/{made.key}/player/{slug}",
            "swiss": f"/league/{made.key}/tournament/{made.tournament}",
        }
        for name, path in pages.items():
            for width in WIDTHS:
                loaded = await tab.load(base + path, width)
                assert loaded.errors == [], (name, width, loaded.errors)
                golden = GOLDEN / f"{name}-{width}.png"
                if os.environ.get("HEXHAVEN_WEB_GOLDEN") or not golden.exists():
                    golden.parent.mkdir(exist_ok=True)
                    golden.write_bytes(loaded.png)
                    continue
                assert _differs(loaded.png, golden) <= TOLERANCE, (name, width)


async def test_a_link_from_a_discord_button_resolves_in_the_browser(
    site: tuple[str, Archive],
) -> None:
    """The address a standings button carries opens the league's page in the browser."""
    base, made = site
    async with browser() as tab:
        loaded = await tab.load(f"{base}/league/{made.key}", 1280)
        title = await tab.call("Runtime.evaluate", expression="document.title")
        assert loaded.errors == []
        assert title["result"]["value"].startswith("Friday Catan")
