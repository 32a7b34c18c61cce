"""The replay GIF (render/replay.py): each frame after the first stores only what changed since
the frame before, and decoded, every frame is exactly the frame drawn in the replay's palette;
the last frame is held longer; a replay over the upload limit keeps every second turn."""

from __future__ import annotations

import io
import random
from collections.abc import Sequence

import pytest
from PIL import Image, ImageChops

from bot.service.replays import public_turns
from engine import Game, GameConfig, GameView
from render.replay import (
    FRAME_MS,
    LAST_FRAME_MS,
    draw_frame,
    draw_replay,
    encode_gif,
    replay_frames,
)
from tests.service.helpers import pick

NAMES = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}


def _views(rules: str, turns: int, **options: object) -> list[GameView]:
    """The public views after each turn of a seeded random game."""
    game = Game.new(
        GameConfig(players=tuple(NAMES), seed=4, rules=rules, vp_to_win=30, options=options)
    )
    start = game.copy()
    rng = random.Random(6)
    moves = []
    while game.turn < turns:
        player = game.awaiting()[0]
        move = pick(game, player, rng)
        game.apply(player, game.parse(move))
        moves.append((player, move))
    return [frame.view for frame in public_turns(start, moves)]


def _decoded(gif: bytes) -> list[tuple[bytes, int]]:
    """Each frame of a GIF as a viewer shows it (RGB bytes) and its duration."""
    picture = Image.open(io.BytesIO(gif))
    frames = []
    for index in range(picture.n_frames):
        picture.seek(index)
        frames.append((picture.convert("RGB").tobytes(), int(picture.info["duration"])))
    return frames


def _pixels(frames: Sequence[Image.Image]) -> list[bytes]:
    return [f.convert("RGB").tobytes() for f in frames]


@pytest.mark.parametrize(
    ("rules", "options"),
    [("base", {}), ("cities_knights", {}), ("seafarers", {"scenario": "fog_island"})],
)
def test_every_decoded_frame_equals_the_frame_drawn(rules: str, options: dict[str, str]) -> None:
    """Decoded with Pillow, frame after frame (each one drawn over the one before, its
    unchanged pixels transparent), the GIF shows exactly the frames drawn in the replay's
    palette, in order; and that palette keeps every frame close to the board as drawn."""
    views = _views(rules, 12, **options)
    frames = replay_frames(views, NAMES)
    gif = draw_replay(views, NAMES)
    assert gif.every == 1 and not gif.shortened
    decoded = _decoded(gif.data)
    assert [pixels for pixels, _ in decoded] == _pixels(frames)
    for view, frame in zip(views[::5], frames[::5], strict=True):
        drawn = draw_frame(view, NAMES)
        error = ImageChops.difference(drawn, frame.convert("RGB").crop((0, 0, *drawn.size)))
        assert max(high for _low, high in error.getextrema()) <= 48  # type: ignore[union-attr]


def test_a_frame_stores_only_what_changed() -> None:
    """A frame after the first stores only the pixels that changed since the frame before:
    two pixels changed far apart (a box nearly the whole frame) cost a few hundred bytes, not a
    frame, because the unchanged ones inside the box are transparent."""
    first = replay_frames(_views("base", 2), NAMES)[0]
    changed = first.copy()
    changed.putpixel((3, 3), (int(first.getpixel((3, 3))) + 1) % 255)  # type: ignore[arg-type]
    far = (first.width - 4, first.height - 4)
    changed.putpixel(far, (int(first.getpixel(far)) + 1) % 255)  # type: ignore[arg-type]
    alone = len(encode_gif([first], [FRAME_MS]))
    both = encode_gif([first, changed], [FRAME_MS, FRAME_MS])
    assert len(both) - alone < 3000 < alone
    assert [p for p, _ in _decoded(both)] == _pixels([first, changed])


def test_a_turn_costs_a_small_part_of_a_frame() -> None:
    """In a real game a turn costs a small part of a whole frame (a whole frame each turn made
    a 150-turn game's replay 5 to 7 MB): what changes is the pieces built, the dice and the
    panel's cards of the players whose turn ended and began."""
    frames = replay_frames(_views("cities_knights", 20), NAMES)
    whole = len(encode_gif(frames[:1], [FRAME_MS]))
    every = len(encode_gif(frames, [FRAME_MS] * len(frames)))
    assert (every - whole) / (len(frames) - 1) < whole / 5


def test_a_frame_equal_to_the_one_before_keeps_its_place() -> None:
    """A turn that changed nothing on the picture is still a frame with its own duration, so
    the frames and the turns stay in step."""
    frames = replay_frames(_views("base", 2), NAMES)
    gif = encode_gif([frames[0], frames[0], frames[1]], [100, 200, 300])
    decoded = _decoded(gif)
    assert [d for _, d in decoded] == [100, 200, 300]
    assert [p for p, _ in decoded] == _pixels([frames[0], frames[0], frames[1]])


def test_the_last_frame_is_held_longer() -> None:
    """Every turn shows for FRAME_MS and the last picture (the game's end, or now) for
    LAST_FRAME_MS, so that the result can be read before the replay starts again."""
    gif = draw_replay(_views("base", 6), NAMES)
    durations = [d for _, d in _decoded(gif.data)]
    assert durations[:-1] == [FRAME_MS] * (len(durations) - 1)
    assert durations[-1] == LAST_FRAME_MS > FRAME_MS


def test_a_replay_over_the_limit_keeps_every_second_turn() -> None:
    """Over the upload limit, the replay keeps every second frame and the last (each shown
    twice as long), and says so (`every`, `shortened`); the frames kept decode exactly."""
    views = _views("base", 8)
    frames = replay_frames(views, NAMES)
    whole = draw_replay(views, NAMES)
    halved = draw_replay(views, NAMES, limit=len(whole.data) - 1)
    assert halved.every == 2 and halved.shortened and halved.views == len(views)
    kept = frames[:-1:2] + frames[-1:]
    decoded = _decoded(halved.data)
    assert [p for p, _ in decoded] == _pixels(kept)
    assert [d for _, d in decoded] == [2 * FRAME_MS] * (len(kept) - 1) + [LAST_FRAME_MS]


def test_a_replay_refuses_a_private_view() -> None:
    """A replay is public: a view that carries a hand is refused."""
    game = Game.new(GameConfig(players=tuple(NAMES), seed=4))
    with pytest.raises(ValueError):
        draw_replay([game.view("ann")], NAMES)
