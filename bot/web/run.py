"""`python -m bot web`: the web side in its own process, until SIGINT or SIGTERM."""

from __future__ import annotations

import asyncio
import logging
import signal

from bot.settings import Settings, SettingsError
from bot.web.app import WebServer, serve

log = logging.getLogger("hexhaven.web")


async def start_web(settings: Settings) -> WebServer | None:
    """Serve the web side as the settings say (None when `HEXHAVEN_WEB_PORT` is unset)."""
    if settings.web_port is None:
        return None
    try:
        return await serve(settings.store, settings.web_host, settings.web_port)
    except OSError as exc:
        where = f"{settings.web_host}:{settings.web_port}"
        raise SettingsError(f"HEXHAVEN_WEB_PORT: cannot serve on {where}: {exc}") from None


async def run_web(settings: Settings) -> int:
    """Serve until told to stop; refuses to start without `HEXHAVEN_WEB_PORT`."""
    if settings.web_port is None:
        raise SettingsError(
            "HEXHAVEN_WEB_PORT is not set: give the port to serve the pages on "
            "(or hexhaven web --port PORT)."
        )
    server = await start_web(settings)
    assert server is not None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    print(f"hexhaven web: serving on {settings.web_host}:{settings.web_port}", flush=True)
    try:
        await stop.wait()
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        await server.stop()
    log.info("web side stopped")
    return 0
