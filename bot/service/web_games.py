"""Whether a server's games have pages on the web side, and where a game's page is: the
server's opt-in (`/game web`, server managers only) and the unguessable key each table
draws when it is opened. The pages themselves are read by `bot.service.web_side`."""

from __future__ import annotations

from bot.service.core import Area
from bot.service.leagues import server_of
from bot.service.refusal import Refusal, refusing_outages
from bot.service.users import UserLike, as_user
from bot.store import preferences, tables
from bot.store.base import Db
from words import say

#: A server's setting: its games have pages on the web side.
WEB_GAMES = "web_games"
#: What `/game web` takes.
STATES = ("on", "off", "status")


async def games_shown(db: Db, guild: str) -> bool:
    """Whether a server's games have pages on the web side."""
    return (await preferences.server_settings(db, guild)).get(WEB_GAMES) is True


async def game_page(db: Db, table_id: int, guild: str | None) -> str | None:
    """The address (a path) of a game's page, None while its server shows no games."""
    if guild is None or not await games_shown(db, guild):
        return None
    key = await tables.web_key(db, table_id)
    return None if key is None else f"/game/{key}"


@refusing_outages()
class GamePages(Area):
    """The server's choice to show its games on the web, and each game's address."""

    async def page(self, table_id: int) -> str | None:
        """The path of a table's page on the web side (None while its server shows none)."""
        async with self.core.store.reading() as db:
            row = await tables.table_by_id(db, table_id)
            return None if row is None else await game_page(db, table_id, row.guild)

    async def set(
        self, guild: int | str | None, user: UserLike, state: str, *, manager: bool
    ) -> str:
        """Turn the server's game pages on or off (a server manager), or say how they are."""
        server = server_of(guild)
        as_user(user)
        state = state.strip().lower()
        if state not in STATES:
            raise Refusal("bad_setting", say("web.games.refusal.state", choices=", ".join(STATES)))
        if state != "status":
            if not manager:
                raise Refusal("not_server_manager", say("web.games.refusal.manager"))
            async with self.core.store.transaction() as db:
                await preferences.set_server_setting(
                    db, server, WEB_GAMES, state == "on", self.core.clock()
                )
            return say(f"web.games.{state}")
        async with self.core.store.reading() as db:
            shown = await games_shown(db, server)
        return say(f"web.games.{'on' if shown else 'off'}")
