"""Where a piece may be built now: `/board spots:` answers the asker alone with the board and
that piece's legal spots (the engine's legal moves) marked, the Build menu's Show where button
sends the same for every piece of the menu, and the terminal's `/board road` saves it."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

from bot.common.spots import buildable, piece_spots, where
from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.bot.driver import public_since
from tests.bot.world import RecordingPictures, World, button, open_table, world


async def _advance(service: Service, channel: int | str, wanted: str) -> str:
    """Play (roll, end, the first legal move otherwise) until the main phase where the current
    player may build `wanted` (a move's first words); returns that player."""
    for _ in range(400):
        view = (await service.tables.board(channel)).view or {}
        current = str(view.get("current"))
        if view.get("phase") == "main":
            legal = await service.tables.legal(channel, current)
            if any(m.startswith(wanted) for m in legal):
                return current
        mover = (await service.tables.status(channel)).awaiting[0]
        moves = await service.tables.legal(channel, mover)
        move = "end" if "end" in moves else "roll" if "roll" in moves else moves[0]
        await service.play.act(channel, mover, move)
    raise AssertionError(f"no main phase where {wanted!r} is legal")


async def _road_turn(w: World) -> tuple[Any, Any, list[str]]:
    """A started game in the main phase whose current player may build a road: the thread,
    that player's member and their legal moves."""
    thread = await open_table(w)
    current = await _advance(w.service, thread.id, "build road")
    return thread, w.by_id[current], await w.service.tables.legal(thread.id, current)


def _roads(legal: list[str]) -> set[str]:
    return {m.split()[2] for m in legal if m.startswith("build road ")}


async def test_board_spots_road_answers_privately_with_the_engines_road_spots(
    tmp_path: Path,
) -> None:
    """`/board spots:road` by the current player: a private picture whose highlight is exactly
    the paths of the engine's legal road moves, a line with their count and `/build road`, and
    nothing posted in the thread."""
    async with world(tmp_path / "t.db") as w:
        thread, actor, legal = await _road_turn(w)
        seen = len(w.env.backend.messages.get(thread.id, {}))
        result = await actor.slash(thread, "board", spots="road")
        assert result.ephemeral and result.response is not None
        reply = result.followups[-1] if result.followups else result.response
        assert reply.attachments, reply
        highlight = w.pictures.highlights[-1]
        assert set(highlight) == {"paths"}
        assert set(highlight["paths"]) == _roads(legal)
        assert len(highlight["paths"]) == len(_roads(legal))
        assert f"{len(_roads(legal))} spot" in reply.content and "/build road" in reply.content
        assert public_since(w, thread.id, seen) == ()


async def test_board_without_spots_marks_nothing(tmp_path: Path) -> None:
    """`/board` alone is the board as before: nothing marked."""
    async with world(tmp_path / "t.db") as w:
        thread, actor, _ = await _road_turn(w)
        result = await actor.slash(thread, "board")
        assert result.response is not None and w.pictures.highlights[-1] is None


async def test_board_spots_autocomplete_lists_only_the_pieces_buildable_now(
    tmp_path: Path,
) -> None:
    """The option offers the pieces with a legal spot now, and nothing to a stranger."""
    async with world(tmp_path / "t.db") as w:
        thread, actor, legal = await _road_turn(w)
        offered = await actor.autocomplete(thread, "board", "spots", "")
        assert [c["value"] for c in offered] == buildable(legal)
        assert "road" in [c["value"] for c in offered]
        assert await w.stranger.autocomplete(thread, "board", "spots", "") == []


async def test_a_stranger_asking_for_spots_is_refused(tmp_path: Path) -> None:
    """Someone without a seat gets a refusal, and no board is drawn for them."""
    async with world(tmp_path / "t.db") as w:
        thread, _, _ = await _road_turn(w)
        drawn = len(w.pictures.boards)
        result = await w.stranger.slash(thread, "board", spots="road")
        reply = result.followups[-1] if result.followups else result.response
        assert reply is not None and reply.ephemeral
        assert "seat" in reply.content and not reply.attachments
        assert len(w.pictures.boards) == drawn


async def test_a_seated_player_not_awaited_is_refused(tmp_path: Path) -> None:
    """A seated player the game is not waiting for is told whose move it is."""
    async with world(tmp_path / "t.db") as w:
        thread, actor, _ = await _road_turn(w)
        other = next(p for p in w.players if p is not actor)
        drawn = len(w.pictures.boards)
        result = await other.slash(thread, "board", spots="road")
        reply = result.followups[-1] if result.followups else result.response
        assert reply is not None and "waiting for" in reply.content.lower(), reply.content
        assert len(w.pictures.boards) == drawn


async def test_a_piece_with_no_spot_is_answered_in_words(tmp_path: Path) -> None:
    """A ship in a base game has no spot: one sentence says so, no picture."""
    async with world(tmp_path / "t.db") as w:
        thread, actor, _ = await _road_turn(w)
        drawn = len(w.pictures.boards)
        result = await actor.slash(thread, "board", spots="ship")
        reply = result.followups[-1] if result.followups else result.response
        assert reply is not None
        assert reply.content == "There is no spot where you may build a ship now."
        assert len(w.pictures.boards) == drawn


async def test_an_unknown_piece_is_refused(tmp_path: Path) -> None:
    """A typed piece that is none gets the list of pieces."""
    async with world(tmp_path / "t.db") as w:
        thread, actor, _ = await _road_turn(w)
        result = await actor.slash(thread, "board", spots="castle")
        reply = result.followups[-1] if result.followups else result.response
        assert reply is not None and reply.content.startswith("No piece called castle")


async def test_the_build_menu_shows_where_on_request(tmp_path: Path) -> None:
    """The Build menu answers at once with its select and a Show where button (no picture
    drawn yet); the button sends, privately, the board with every road, settlement and city
    spot of the legal moves marked and a line per piece."""
    async with world(tmp_path / "t.db") as w:
        thread, actor, legal = await _road_turn(w)
        await actor.slash(thread, "panel")
        panel = thread.last_message
        drawn = len(w.pictures.boards)
        menu = (await actor.click(panel, custom_id=button(panel, "build"))).response
        assert menu is not None and menu.ephemeral
        assert len(w.pictures.boards) == drawn
        result = await actor.click(menu, custom_id=button(menu, "where"))
        reply = result.followups[-1] if result.followups else result.response
        assert reply is not None and reply.ephemeral and reply.attachments
        expected, lines = where(legal, ("road", "settlement", "city", "ship"))
        assert w.pictures.highlights[-1] == expected
        assert set(w.pictures.highlights[-1]["paths"]) == _roads(legal)
        assert len(reply.content.splitlines()) == len(lines)
        assert "/build road" in reply.content


def test_piece_spots_read_each_piece_from_the_legal_moves() -> None:
    """Each piece's spots are the last word of its legal moves: paths for roads and ships,
    intersections for settlements, cities, new knights and city walls; other moves (a knight
    moved, a Knight card played) mark nothing."""
    legal = [
        "build road 1-2",
        "build road 2-3",
        "build settlement 9",
        "build city 4",
        "build ship 7-8",
        "knight 5",
        "wall 6",
        "move knight 1 2",
        "play knight",
        "end",
    ]
    assert piece_spots(legal, "road") == {"paths": ["1-2", "2-3"]}
    assert piece_spots(legal, "settlement") == {"intersections": [9]}
    assert piece_spots(legal, "city") == {"intersections": [4]}
    assert piece_spots(legal, "ship") == {"paths": ["7-8"]}
    assert piece_spots(legal, "knight") == {"intersections": [5]}
    assert piece_spots(legal, "wall") == {"intersections": [6]}
    assert buildable(["end", "build city 4"]) == ["city"]


async def _terminal(tmp_path: Path) -> tuple[Service, LocalSession, io.StringIO, RecordingPictures]:
    service = await Service.open(tmp_path / "local.db", rng=random.Random(3))
    out = io.StringIO()
    session = LocalSession(service, ["alice", "bob", "carol"], out, tmp_path / "boards")
    pictures = RecordingPictures()
    session.pictures = pictures
    await session.open({"map": "beginner"})
    return service, session, out, pictures


async def test_the_terminal_board_road_saves_the_marked_picture(tmp_path: Path) -> None:
    """`/board road` saves the board with the acting seat's road spots marked and prints its
    path and how many spots there are."""
    service, session, out, pictures = await _terminal(tmp_path)
    try:
        current = await _advance(service, CHANNEL, "build road")
        session.acting = current
        legal = await service.tables.legal(CHANNEL, current)
        out.truncate(0)
        out.seek(0)
        await session.handle(parse("/board road"))  # type: ignore[arg-type]
        printed = out.getvalue()
        assert set(pictures.highlights[-1]["paths"]) == _roads(legal)
        path = Path(printed.split("Board: ", 1)[1].split("\n", 1)[0])
        assert path.exists()
        count = len(_roads(legal))
        assert f"{count} spot" in printed and "/build road" in printed
    finally:
        await service.close()


async def test_the_terminal_refuses_spots_to_a_seat_not_awaited(tmp_path: Path) -> None:
    """`/board road` for a seat the game does not wait for is refused; nothing is drawn."""
    service, session, out, pictures = await _terminal(tmp_path)
    try:
        current = await _advance(service, CHANNEL, "build road")
        session.acting = next(p for p in ("alice", "bob", "carol") if p != current)
        drawn = len(pictures.boards)
        out.truncate(0)
        out.seek(0)
        await session.handle(parse("/board road"))  # type: ignore[arg-type]
        assert out.getvalue().startswith("✗ ")
        assert len(pictures.boards) == drawn
    finally:
        await service.close()
