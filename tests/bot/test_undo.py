"""Taking moves back through Discord: `/undo`, the Undo button under a move's answer, and the
Agree and Refuse buttons of a request for the other players' consent (docs/players.md, "Taking
a move back")."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from bot.service import Outcome, Refusal
from bot.service.loading import load_game
from bot.service.undo import ASK_FOR
from tests.bot.world import World, button, open_table, world

# What no public line of an undo may name: the cards the players hold unseen.
HIDDEN = (
    "knight",
    "monopoly",
    "year of plenty",
    "road building",
    "victory point",
    "brick",
    "lumber",
    "wool",
    "grain",
    "ore",
)


async def _awaited(w: World, thread: Any) -> tuple[str, list[str]]:
    status = await w.service.tables.status(thread.id)
    user = status.awaiting[0]
    return user, await w.service.tables.legal(thread.id, user)


async def _place(w: World, thread: Any) -> tuple[str, Any]:
    """The awaited player's next set-up piece, by slash command; who placed it and the reply."""
    user, legal = await _awaited(w, thread)
    kind, _, spot = legal[0].rpartition(" ")
    reply = await w.by_id[user].slash(thread, f"build {kind.split()[-1]}", spot=spot)
    assert reply.response.content.startswith("✅"), reply.response.content
    return user, reply


async def _version(w: World, thread: Any) -> int:
    return (await w.service.core.latest(thread.id)).row.version


def _public_since(thread: Any, count: int) -> list[str]:
    return [m.content or "" for m in list(thread.history())[count:]]


async def test_undo_a_road_with_its_button(tmp_path: Path) -> None:
    """A road nobody has answered yet comes back with the Undo button under its ✅: the road is
    gone, the player may place it again, and the thread says so."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w)
        await _place(w, thread)
        user, legal_before = await _awaited(w, thread)
        version = await _version(w, thread)
        _, reply = await _place(w, thread)
        posted = len(list(thread.history()))
        undone = await w.by_id[user].click(reply.response, custom_id=button(reply.response, "undo"))
        assert undone.response.content.startswith("✅"), undone.response.content
        assert await _version(w, thread) == version + 2  # the road, then the undo: only up
        again, legal = await _awaited(w, thread)
        assert again == user and legal == legal_before
        assert any("took back their last move" in line for line in _public_since(thread, posted))


async def test_undo_refused_after_a_roll(tmp_path: Path) -> None:
    """A roll drew the dice: `/undo` after it is refused, with the reason, and changes nothing."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w)
        while "roll" not in (await _awaited(w, thread))[1]:
            await _place(w, thread)
        user, _ = await _awaited(w, thread)
        rolled = await w.by_id[user].slash(thread, "roll")
        assert rolled.response.content.startswith("✅")
        assert not [c for c in (rolled.response.components or [])]  # no Undo button
        version = await _version(w, thread)
        refused = await w.by_id[user].slash(thread, "undo")
        assert "`roll` revealed something" in refused.response.content, refused.response.content
        assert await _version(w, thread) == version


async def _asked(w: World, thread: Any) -> tuple[str, list[str], int, Any]:
    """The first player places a settlement and a road, the next one a settlement; the first
    then asks to take back their road. The asker, the others, the version before the road and
    the request's message."""
    await _place(w, thread)
    asker, _ = await _awaited(w, thread)
    version = await _version(w, thread)
    await _place(w, thread)
    other, _ = await _place(w, thread)
    asked = await w.by_id[asker].slash(thread, "undo")
    assert asked.response.content.startswith("✅"), asked.response.content
    request = thread.last_message
    assert "asks to take back" in request.content
    others = [str(p.id) for p in w.players if str(p.id) != asker]
    assert other in others
    return asker, others, version, request


async def test_consent_granted_takes_back_every_move_since(tmp_path: Path) -> None:
    """Another player moved since: the undo is only asked for; once both others agree, the road
    and the settlement after it are taken back, and the asker places their road again."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w)
        asker, others, version, request = await _asked(w, thread)
        first = await w.by_id[others[0]].click(request, custom_id=button(request, "undo_yes"))
        assert first.response.content.startswith("✅"), first.response.content
        assert (await _awaited(w, thread))[0] != asker  # not yet: one answer still awaited
        await w.by_id[others[1]].click(request, custom_id=button(request, "undo_yes"))
        assert (await _awaited(w, thread))[0] == asker
        assert await _version(w, thread) == version + 3
        table = await w.service.core.latest(thread.id)
        game = await w.service.core.game(table)
        assert game.version == version  # the engine's count: the moves as played


async def test_consent_refused_leaves_the_moves(tmp_path: Path) -> None:
    """One refusal ends the request: the moves stand, and a later Agree finds no request."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w)
        _, others, version, request = await _asked(w, thread)
        refused = await w.by_id[others[0]].click(request, custom_id=button(request, "undo_no"))
        assert refused.response.content.startswith("✅")
        assert "refused" in (thread.last_message.content or "")
        late = await w.by_id[others[1]].click(request, custom_id=button(request, "undo_yes"))
        assert "No request" in late.response.content, late.response.content
        assert await _version(w, thread) == version + 2


async def test_consent_timed_out_is_refused_with_the_reason(tmp_path: Path) -> None:
    """A request stands ten minutes: an answer after that is refused as lapsed."""
    async with world(tmp_path / "u.db", timed=True) as w:
        thread = await open_table(w)
        _, others, version, request = await _asked(w, thread)
        assert w.clock is not None
        w.clock.advance(ASK_FOR + 1)
        late = await w.by_id[others[0]].click(request, custom_id=button(request, "undo_yes"))
        assert "lapsed" in late.response.content, late.response.content
        assert await _version(w, thread) == version + 2


async def test_a_stale_undo_button_is_refused(tmp_path: Path) -> None:
    """The Undo button is good until anyone acts: after the next player's move it is refused
    and nothing changes."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w)
        await _place(w, thread)
        user, reply = await _place(w, thread)
        await _place(w, thread)
        version = await _version(w, thread)
        stale = await w.by_id[user].click(reply.response, custom_id=button(reply.response, "undo"))
        assert not stale.response.content.startswith("✅"), stale.response.content
        assert await _version(w, thread) == version


async def test_two_simultaneous_undo_clicks_apply_once(tmp_path: Path) -> None:
    """Two presses of the same Undo button that reach the service at once take the move back
    once: the other is refused as out of date (the table's lock and version), and a third
    press through Discord afterwards is refused as well."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w)
        await _place(w, thread)
        user, reply = await _place(w, thread)
        version = await _version(w, thread)
        table = (await w.service.core.latest(thread.id)).id
        results = await asyncio.gather(
            w.service.play.undo(thread.id, user, version=version, table=table),
            w.service.play.undo(thread.id, user, version=version, table=table),
            return_exceptions=True,
        )
        done = [r for r in results if isinstance(r, Outcome)]
        refused = [r for r in results if isinstance(r, Refusal)]
        assert len(done) == 1 and len(refused) == 1, results
        assert await _version(w, thread) == version + 1
        again = await w.by_id[user].click(reply.response, custom_id=button(reply.response, "undo"))
        assert not again.response.content.startswith("✅"), again.response.content
        assert await _version(w, thread) == version + 1


async def test_an_undo_survives_a_restart(tmp_path: Path) -> None:
    """After a restart the game is rebuilt from the store (snapshot and log): it is the game
    with the move taken back, not the one with it."""
    path = tmp_path / "u.db"
    async with world(path) as w:
        thread = await open_table(w)
        await _place(w, thread)
        table = await w.service.core.latest(thread.id)
        before = (await w.service.core.game(table)).to_dict()
        user, reply = await _place(w, thread)
        await w.by_id[user].click(reply.response, custom_id=button(reply.response, "undo"))
        await w.restart(path)
        table = await w.service.core.latest(thread.id)
        loaded = await load_game(w.service.store, table.id, table.row.version)
        assert loaded.to_dict() == before
        again, _ = await _awaited(w, thread)
        assert again == user
        _, reply = await _place(w, thread)  # the road is placed again, and play goes on
        assert reply.response.content.startswith("✅")


async def test_undo_lines_name_no_hidden_card(tmp_path: Path) -> None:
    """Leak scan: nothing the thread shows of an undo or a request names a card."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w)
        posted = len(list(thread.history()))
        asker, others, _, request = await _asked(w, thread)
        for other in others:
            await w.by_id[other].click(request, custom_id=button(request, "undo_yes"))
        _, reply = await _place(w, thread)
        await w.by_id[asker].click(reply.response, custom_id=button(reply.response, "undo"))
        lines = [line for line in _public_since(thread, posted) if "↩️" in line]
        assert len(lines) >= 3
        for line in lines:
            assert not any(word in line.lower() for word in HIDDEN), line


async def test_a_table_without_undo_refuses_it(tmp_path: Path) -> None:
    """A table opened with undo off refuses `/undo` and shows no Undo button."""
    async with world(tmp_path / "u.db") as w:
        thread = await open_table(w, undo=False)
        user, reply = await _place(w, thread)
        assert not reply.response.components
        refused = await w.by_id[user].slash(thread, "undo")
        assert "turned off" in refused.response.content, refused.response.content


async def test_a_request_stored_but_never_posted_is_posted_after_a_restart_once(
    tmp_path: Path,
) -> None:
    """A request for consent is not a move of the log: when the process stops after storing it
    and before posting it (here: asked through the service alone), the bot started again posts
    it with its Agree and Refuse buttons, pinging those asked; the buttons work; a second
    restart does not post it again."""
    path = tmp_path / "u.db"
    async with world(path) as w:
        thread = await open_table(w)
        await _place(w, thread)
        asker, _ = await _awaited(w, thread)
        await _place(w, thread)
        await _place(w, thread)
        asked = await w.service.play.undo(thread.id, asker)
        assert asked.consent
        posted = len(list(thread.history()))

        await w.restart(path)
        await w.env.settle()
        shown = [m for m in list(thread.history())[posted:] if "asks to take back" in m.content]
        assert len(shown) == 1, _public_since(thread, posted)
        request = shown[0]
        assert all(f"<@{u}>" in request.content for u in asked.consent), request.content
        assert await w.service.announcements.owed() == []

        posted = len(list(thread.history()))
        await w.restart(path)
        await w.env.settle()
        assert not any("asks to take back" in m for m in _public_since(thread, posted))
        answer = await w.by_id[asked.consent[0]].click(
            request, custom_id=button(request, "undo_yes")
        )
        assert answer.response.content.startswith("✅"), answer.response.content
