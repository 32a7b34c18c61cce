"""`/game export` and `/game replay` through the simulated Discord: the record file of a
finished game replays to the game's very state, a running game's export holds no seed, and the
replay is an animated picture drawn from public views only."""

from __future__ import annotations

import functools
import io
import random
from pathlib import Path

import pytest
from PIL import Image

import bot.pictures as pictures
import render.replay as replays
from bot.service.record_format import parse_record
from bot.service.replays import replay_record
from tests.service.helpers import play_one, play_to_end

from .world import open_table, world


def _file(w: object, result: object) -> tuple[str, bytes]:
    attachment = result.response.attachments[0]  # type: ignore[attr-defined]
    return attachment.filename, w.env.backend.cdn.get(attachment.url) or b""  # type: ignore[attr-defined]


async def test_export_and_replay_of_a_finished_game(tmp_path: Path) -> None:
    """A finished game's export is the whole record: parsed and replayed it ends in exactly
    the game's state; its replay is an animated GIF with one frame per turn, from public
    views."""
    async with world(tmp_path / "db") as w:
        thread = await open_table(w, vp=4)
        await play_to_end(w.service, thread.id, random.Random(2))
        table = await w.service.core.latest(thread.id)
        assert table.row.status == "finished"
        exported = await w.players[2].slash(thread, "game export")
        assert exported.ephemeral and "whole game" in exported.response.content
        name, data = _file(w, exported)
        assert name.endswith(".txt")
        record = parse_record(data.decode())
        assert record.seed is not None
        game = await w.service.core.game(table)
        assert replay_record(record).to_dict() == game.to_dict()
        replayed = await w.stranger.slash(thread, "game replay")
        assert replayed.ephemeral
        name, gif = _file(w, replayed)
        assert name.endswith(".gif") and len(gif) < 8 * 1024 * 1024
        picture = Image.open(io.BytesIO(gif))
        assert picture.format == "GIF" and picture.n_frames == len(w.pictures.replays[-1]) > 2
        assert all(v.get("you") is None for v in w.pictures.replays[-1])


async def test_export_of_a_running_game_is_its_public_record(tmp_path: Path) -> None:
    """While the game runs, the export has no seed (it cannot be replayed) and says so; the
    replay shows the game so far, from public views."""
    async with world(tmp_path / "db") as w:
        thread = await open_table(w)
        rng = random.Random(3)
        for _ in range(60):
            await play_one(w.service, thread.id, rng)
        exported = await w.players[0].slash(thread, "game export")
        assert "cannot be replayed" in exported.response.content
        _, data = _file(w, exported)
        record = parse_record(data.decode())
        assert record.status == "playing" and record.seed is None and "Seed" not in data.decode()
        assert len(record.moves) == 60
        replayed = await w.players[1].slash(thread, "game replay")
        assert _file(w, replayed)[0].endswith(".gif")
        assert all(v.get("you") is None for v in w.pictures.replays[-1])


async def test_the_replay_of_a_running_game_says_it_goes_on(tmp_path: Path) -> None:
    """A running game's replay is given (it shows only what everyone has seen), and its
    sentence says that it is the game so far and that the game goes on, in the reader's
    language."""
    async with world(tmp_path / "db") as w:
        thread = await open_table(w)
        rng = random.Random(3)
        for _ in range(30):
            await play_one(w.service, thread.id, rng)
        replayed = await w.players[1].slash(thread, "game replay")
        said = replayed.response.content
        assert "one a turn" in said and "The game goes on: this is the game so far" in said
        _, gif = _file(w, replayed)
        assert Image.open(io.BytesIO(gif)).n_frames == len(w.pictures.replays[-1])
        await w.players[2].slash(w.channel, "settings language", language="nl")
        dutch = await w.players[2].slash(thread, "game replay")
        assert "één per beurt. Het spel gaat door" in dutch.response.content


async def test_a_replay_before_the_first_move_is_refused(tmp_path: Path) -> None:
    """A started game in which no move has been played has nothing to replay: a plain
    sentence, and no picture."""
    async with world(tmp_path / "db") as w:
        thread = await open_table(w)
        refused = await w.players[0].slash(thread, "game replay")
        assert "nothing to replay yet" in refused.response.content
        assert not refused.response.attachments and not w.pictures.replays


async def test_a_replay_too_long_for_discord_says_which_turns_it_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A replay that would pass Discord's upload limit keeps every second turn (then every
    fourth, ...) and the last, and its sentence says how many pictures it holds and which."""
    small = functools.partial(replays.draw_replay, limit=1)
    monkeypatch.setattr(pictures, "draw_replay", small)
    async with world(tmp_path / "db") as w:
        thread = await open_table(w)
        rng = random.Random(3)
        for _ in range(30):
            await play_one(w.service, thread.id, rng)
        replayed = await w.players[1].slash(thread, "game replay")
        _, gif = _file(w, replayed)
        frames = Image.open(io.BytesIO(gif)).n_frames
        assert frames == 2 < len(w.pictures.replays[-1])
        assert f"{frames} pictures, one every 8 turns and the last" in replayed.response.content


async def test_export_before_the_start_is_refused(tmp_path: Path) -> None:
    """A table whose game has not started has no record: a plain refusal."""
    async with world(tmp_path / "db") as w:
        thread = await open_table(w, start=False)
        refused = await w.players[0].slash(thread, "game export")
        assert "not started" in refused.response.content
        assert not refused.response.attachments
