"""Persistent components: buttons posted before a restart still work after it, on the same
database, because their custom ids say what they do."""

from __future__ import annotations

from pathlib import Path

from tests.bot.world import button, open_table, select_holding, world


async def test_buttons_work_after_the_bot_restarts(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    async with world(path) as w:
        lobby_thread = await open_table(w, start=False)
        lobby = next(m for m in lobby_thread.history() if m.components)
        thread = await open_table(w, host=1)
        status = await w.service.tables.status(thread.id)
        first = w.by_id[status.awaiting[0]]
        legal = await w.service.tables.legal(thread.id, status.awaiting[0])
        panel = thread.last_message
        menu = (await first.click(panel, custom_id=button(panel, "build"))).response
        assert menu is not None

        await w.restart(path)

        # A menu opened before the restart still plays its move.
        done = await first.select(menu, [legal[0]], custom_id=select_holding(menu, legal[0]))
        assert done.response.content.startswith("✅"), done.response.content
        # The public panel posted after that move works as well.
        panel = thread.last_message
        roads = await w.service.tables.legal(thread.id, str(first.id))
        menu = (await first.click(panel, custom_id=button(panel, "build"))).response
        assert menu is not None and select_holding(menu, roads[0])
        # And a lobby button from before the restart seats a player.
        joined = await w.stranger.click(lobby, custom_id=button(lobby, "join"))
        assert joined.response.content.startswith("You have a seat"), joined.response.content
