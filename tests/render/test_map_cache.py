"""The file cache of drawn maps (pictures): it changes no byte of a picture, never
serves an entry of another map or renderer version, and ignores (then rewrites) a damaged file."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

import render.calibrate
import render.map_cache
import render.static
from engine import GameView
from render import MapCache, render_board
from render.compose import layout
from render.view import read_public

from . import games

SIZE = 400


@pytest.fixture(autouse=True)
def forget_maps() -> Iterator[None]:
    """Each render starts as in a fresh process: no map or palette held in memory."""
    render.static._layers.clear()
    render.calibrate._palettes.clear()
    yield
    render.static._layers.clear()
    render.calibrate._palettes.clear()


def forget() -> None:
    render.static._layers.clear()
    render.calibrate._palettes.clear()


def view() -> GameView:
    return games.mid_game(11).view()


def other_map(original: GameView) -> GameView:
    """The same position on a map whose first two numbered hexes swapped their numbers."""
    changed = copy.deepcopy(original)
    numbered = [h for h in changed["board"]["hexes"] if h.get("number") is not None]
    a, b = numbered[0], numbered[1]
    assert a["number"] != b["number"]
    a["number"], b["number"] = b["number"], a["number"]
    return changed


def plain(v: GameView) -> bytes:
    forget()
    data = render_board(v, size=SIZE)
    forget()
    return data


def layer_key(files: MapCache, v: GameView) -> str:
    public = read_public(v)
    return files.key("layer", public.board.key, layout(public, SIZE))


def files_of(folder: Path, suffix: str) -> list[Path]:
    return sorted(folder.glob(f"*{suffix}"))


def test_a_board_from_the_cache_is_the_same_picture(tmp_path: Path) -> None:
    """The first board after a restart is read from files, byte for byte the same."""
    v = view()
    expected = plain(v)
    files = MapCache(tmp_path)
    assert render_board(v, size=SIZE, maps=files) == expected  # drawn, then written
    assert files_of(tmp_path, ".png") and files_of(tmp_path, ".palette")
    forget()
    assert render_board(v, size=SIZE, maps=files) == expected  # read back


def test_a_changed_map_never_reads_the_layer_of_another(tmp_path: Path) -> None:
    """Entries are keyed by the map's content, so another map draws its own."""
    v = view()
    files = MapCache(tmp_path)
    render_board(v, size=SIZE, maps=files)
    changed = other_map(v)
    expected = plain(changed)
    assert expected != plain(v)
    forget()
    assert render_board(changed, size=SIZE, maps=files) == expected
    assert len(files_of(tmp_path, ".png")) == 2


def test_a_changed_renderer_version_never_serves_a_stale_layer(tmp_path: Path) -> None:
    """An entry written by another version of the renderer is never read."""
    v = view()
    old = MapCache(tmp_path, version="old")
    public = read_public(v)
    lay = layout(public, SIZE)
    red = Image.new("RGB", (lay.width, lay.height), (255, 0, 0))
    old.save_images(layer_key(old, v), [red, red], (0, 0, 0))
    assert render_board(v, size=SIZE, maps=old) != plain(v)  # the stale entry is live for "old"
    forget()
    assert render_board(v, size=SIZE, maps=MapCache(tmp_path, version="new")) == plain(v)


def test_the_default_version_follows_the_renderer_files() -> None:
    """The version is a digest of the renderer's files, so any change to them (or to
    Pillow) gives new keys without anyone remembering to bump a number."""
    files = MapCache("unused")
    assert files.version == render.map_cache.renderer_version()
    assert len(files.version) == 32


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty", "other key"])
def test_a_damaged_cache_file_is_ignored_and_rewritten(tmp_path: Path, damage: str) -> None:
    """A file that cannot be read as the entry it names is drawn again and replaced."""
    v = view()
    expected = plain(v)
    files = MapCache(tmp_path)
    render_board(v, size=SIZE, maps=files)
    for path in files_of(tmp_path, ".png") + files_of(tmp_path, ".palette"):
        data = path.read_bytes()
        if damage == "truncated":
            path.write_bytes(data[: len(data) // 2])
        elif damage == "garbage":
            path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 100)
        elif damage == "empty":
            path.write_bytes(b"")
        else:
            path.write_bytes(data.replace(b"layer|", b"layeR|").replace(b"palette|", b"palettE|"))
    forget()
    assert render_board(v, size=SIZE, maps=files) == expected
    key = layer_key(files, v)
    public = read_public(v)
    lay = layout(public, SIZE)
    assert files.load_images(key, 2, (lay.width, lay.height), (0, 0, 0)) is not None
    forget()
    assert render_board(v, size=SIZE, maps=files) == expected


def test_a_folder_that_cannot_be_written_only_costs_time(tmp_path: Path) -> None:
    """The cache is an optimisation; a file in the folder's place breaks nothing."""
    blocked = tmp_path / "maps"
    blocked.write_text("not a folder")
    v = view()
    assert render_board(v, size=SIZE, maps=MapCache(blocked)) == plain(v)


def test_a_wide_maps_words_are_kept_per_language(tmp_path: Path) -> None:
    """Pictures: the wide form writes words on the map (what each hex produces, a 3:1
    harbor's "ANY"), so a German board never reuses the English map layer, in memory or in the
    file cache, and each language's picture is the same with the cache as without it."""
    from words.languages import catalogue

    german = catalogue("de")
    without = render_board(view(), size=1000, form="wide", words=german)
    forget()
    maps = MapCache(tmp_path)
    english = render_board(view(), size=1000, form="wide", maps=maps)
    forget()
    assert render_board(view(), size=1000, form="wide", maps=maps, words=german) == without
    forget()
    assert render_board(view(), size=1000, form="wide", maps=maps) == english
    assert english != without


def test_the_phone_maps_layer_is_shared_by_every_language() -> None:
    """Pictures: the phone form's map has no words, so one layer serves every
    language (the panel under it is what is translated)."""
    from words.languages import catalogue

    public = read_public(view())
    lay = layout(public, SIZE, "phone")
    english = render.static.map_layer(public.board, lay)
    assert render.static.map_layer(public.board, lay, words=catalogue("nl")) is english
    wide = layout(public, 1000, "wide")
    assert render.static.map_layer(public.board, wide, words=catalogue("nl")) is not (
        render.static.map_layer(public.board, wide)
    )
