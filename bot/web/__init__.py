"""The web side: read-only pages of a server's leagues (standings, seasons, rules, a player's
profile with their rating over time, a tournament's Swiss rounds), served by aiohttp from the
same store the bot writes, opened read-only. It holds no Discord token and imports no
Discord library; its pictures are drawn by `render/` like the bot's.

`python -m bot web` runs it in its own process (the default); `HEXHAVEN_WEB_IN_BOT=1` runs it
inside the bot's. Either way it is off unless `HEXHAVEN_WEB_PORT` is set, and a league shows
only once a server manager has set its pages to public or unlisted."""

from bot.web.app import RateLimit, WebServer, make_app, serve

__all__ = ["RateLimit", "WebServer", "make_app", "serve"]
