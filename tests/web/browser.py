"""A real Chromium (Debian's `chromium`), headless, driven over the DevTools protocol with
aiohttp's websocket client: no driver and no browser download. It loads a page at a width,
gathers the console's errors (a script error, a blocked resource, a CSP violation) and takes a
screenshot of the whole page."""

from __future__ import annotations

import asyncio
import base64
import json
import shutil
import subprocess
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--remote-debugging-port=0",
)


@dataclass
class Loaded:
    """A page as the browser loaded it: its console errors and a PNG of all of it."""

    errors: list[str] = field(default_factory=list)
    png: bytes = b""


class Tab:
    """One page of the browser, over its DevTools websocket."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.next_id = 0
        self.events: list[dict[str, Any]] = []

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        mine = self.next_id
        await self.ws.send_str(json.dumps({"id": mine, "method": method, "params": params}))
        while True:
            message = json.loads((await self.ws.receive(timeout=60)).data)
            if message.get("id") == mine:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return dict(message.get("result", {}))
            self.events.append(message)

    async def until(self, event: str) -> None:
        if any(e.get("method") == event for e in self.events):
            return
        while True:
            message = json.loads((await self.ws.receive(timeout=60)).data)
            self.events.append(message)
            if message.get("method") == event:
                return

    async def load(self, url: str, width: int) -> Loaded:
        """Load `url` at `width` CSS pixels (a phone below 500) and screenshot it whole."""
        self.events.clear()
        await self.call(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=800,
            deviceScaleFactor=1,
            mobile=width < 500,
        )
        await self.call("Page.navigate", url=url)
        await self.until("Page.loadEventFired")
        # The screenshot waits for the page's fonts (its own emoji font comes after the load).
        await self.call(
            "Runtime.evaluate", expression="document.fonts.ready.then(() => 1)", awaitPromise=True
        )
        metrics = await self.call("Page.getLayoutMetrics")
        size = metrics["cssContentSize"]
        shot = await self.call(
            "Page.captureScreenshot",
            format="png",
            captureBeyondViewport=True,
            clip={"x": 0, "y": 0, "width": width, "height": size["height"], "scale": 1},
        )
        return Loaded(_errors(self.events), base64.b64decode(shot["data"]))


def _errors(events: list[dict[str, Any]]) -> list[str]:
    found = []
    for e in events:
        params = e.get("params", {})
        if e.get("method") == "Runtime.exceptionThrown":
            found.append(str(params.get("exceptionDetails", {}).get("text")))
        elif e.get("method") == "Runtime.consoleAPICalled" and params.get("type") == "error":
            found.append(str(params.get("args")))
        elif e.get("method") == "Log.entryAdded" and params["entry"].get("level") == "error":
            found.append(str(params["entry"].get("text")))
        elif e.get("method") == "Network.loadingFailed":
            found.append(f"failed to load: {params.get('errorText')}")
    return found


@asynccontextmanager
async def browser() -> AsyncIterator[Tab]:
    """A fresh headless Chromium with its own profile folder, and its first tab."""
    assert CHROMIUM is not None
    # Chromium's helper processes may still write to the profile as it closes.
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        process = subprocess.Popen(
            [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            port_file = Path(profile) / "DevToolsActivePort"
            for _ in range(600):
                if port_file.exists() and port_file.read_text().strip():
                    break
                await asyncio.sleep(0.05)
            port = int(port_file.read_text().split()[0])
            async with aiohttp.ClientSession() as session:
                async with session.get(f"http://127.0.0.1:{port}/json/list") as answer:
                    targets = await answer.json()
                page = next(t for t in targets if t.get("type") == "page")
                async with session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0) as ws:
                    tab = Tab(ws)
                    for domain in ("Page", "Runtime", "Log", "Network"):
                        await tab.call(f"{domain}.enable")
                    yield tab
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
