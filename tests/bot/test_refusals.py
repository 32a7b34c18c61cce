"""Who may do what: strangers, players out of turn, stale panels, hosts and moderators; every
refusal is a short private sentence, and an unexpected failure shows an error id."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from tests.bot.world import World, button, open_table, select_holding, world

NOT_SEATED = "You do not have a seat at this table."


async def _placing(w: World, thread: object) -> tuple[str, list[str]]:
    """Who places first and the spots they may use."""
    status = await w.service.tables.status(thread.id)  # type: ignore[attr-defined]
    first = status.awaiting[0]
    return first, await w.service.tables.legal(thread.id, first)  # type: ignore[attr-defined]


async def test_strangers_and_players_out_of_turn_are_refused(tmp_path: Path) -> None:
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w)
        first, legal = await _placing(w, thread)
        mover = w.by_id[first]
        other = next(p for p in w.players if str(p.id) != first)
        panel = thread.last_message
        place = button(panel, "build")

        pressed = await w.stranger.click(panel, custom_id=place)
        assert pressed.ephemeral and pressed.response.content == NOT_SEATED
        typed = await w.stranger.slash(thread, "roll")
        assert typed.ephemeral and typed.response.content == NOT_SEATED
        assert await w.stranger.autocomplete(thread, "build settlement", "spot", "") == []
        hand = await w.stranger.slash(thread, "hand")
        assert hand.response.content == NOT_SEATED

        early = await other.click(panel, custom_id=place)
        assert early.ephemeral and early.response.content.startswith("It is not your move")
        spot = legal[0].split()[-1]
        typed = await other.slash(thread, "build settlement", spot=spot)
        assert typed.response.content.startswith("It is not your move; waiting for")
        assert await other.autocomplete(thread, "build settlement", "spot", "") == []

        menu = (await mover.click(panel, custom_id=place)).response
        assert menu is not None and menu.ephemeral
        done = await mover.select(menu, [legal[0]], custom_id=select_holding(menu, legal[0]))
        assert done.response.content.startswith("✅")

        again = await mover.click(panel, custom_id=place)
        assert again.response.content == (
            "That panel is out of date; use the newest one at the bottom of the thread."
        )
        second = await mover.select(menu, [legal[1]], custom_id=select_holding(menu, legal[1]))
        assert second.response.content.startswith("The game has moved on since then")


async def test_bad_moves_are_refused_with_the_engines_reason(tmp_path: Path) -> None:
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w)
        first, _legal = await _placing(w, thread)
        mover = w.by_id[first]
        refused = await mover.slash(thread, "build settlement", spot="99")
        assert refused.ephemeral
        assert refused.response.content == "There is no intersection 99; they are numbered 1 to 54."
        # A negative spot is no intersection either (not "not a number").
        negative = await mover.slash(thread, "build settlement", spot="-1")
        assert (
            negative.response.content == "There is no intersection -1; they are numbered 1 to 54."
        )
        # ... and a move that cannot be read points to the moves and commands Discord has.
        junk = await mover.slash(thread, "build road", spot="x")
        assert junk.response.content.startswith("I can't read “build road x”")
        assert "All my moves" in junk.response.content and "/help" not in junk.response.content
        rolled = await mover.slash(thread, "roll")
        assert rolled.ephemeral and not rolled.response.content.startswith("✅")
        assert rolled.response.content.endswith(".")


async def test_only_the_host_or_a_moderator_runs_the_table(tmp_path: Path) -> None:
    async with world(tmp_path / "bot.db") as w:
        alice, bob, carol = w.players
        thread = await open_table(w, start=False)
        start = await bob.slash(thread, "game start")
        assert start.response.content == "Only the table's host or a server admin can do that."
        kick = await bob.slash(thread, "game kick", player=carol)
        assert kick.response.content == "Only the table's host or a server admin can do that."
        kicked = await w.moderator.slash(thread, "game kick", player=carol)
        assert kicked.response.content == "carol was removed."
        assert "carol was removed from the table." in thread.last_message.content
        left = await bob.slash(thread, "game leave")
        assert left.response.content == "You left the table."
        abandon = await bob.slash(thread, "game abandon")
        assert abandon.response.content == "Only the table's host or a server admin can do that."
        stopped = await w.moderator.slash(thread, "game abandon")
        assert stopped.response.content == "The game is abandoned."
        late = await alice.click(
            next(m for m in thread.history() if m.components),
            custom_id=f"hx:{(await w.service.tables.status(thread.id)).table}:0:join",
        )
        assert late.response.content.startswith("There is no game going on in this channel")


async def test_bad_settings_are_refused_before_any_thread_exists(tmp_path: Path) -> None:
    async with world(tmp_path / "bot.db") as w:
        refused = await w.players[0].slash(w.channel, "game new", turn_time="forever")
        assert refused.ephemeral and "is not a duration" in refused.response.content
        assert w.channel.threads == []
        thread = await open_table(w, start=False)
        twice = await w.players[0].slash(thread, "game new")
        assert twice.response.content.startswith("This channel already has a table")


async def test_an_unexpected_failure_shows_an_error_id(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w, start=False)
        w.env.inject_error("POST", f"/channels/{thread.id}/messages", status=403, code=50013)
        with caplog.at_level(logging.ERROR, logger="hexhaven.discord"):
            result = await w.players[1].slash(thread, "game leave")
        said = [m.content for m in result.followups] + [result.response.content]
        failure = next(s for s in said if "error id" in s)
        error_id = failure.split("`")[1]
        assert any(error_id in r.getMessage() for r in caplog.records)
