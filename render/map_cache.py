"""A file cache of the work done once per map: the map layer and the learnt palette.

Drawing a map and learning its palette cost most of the first board after a restart. The
caller names a folder and passes a `MapCache` to `render_board`; each entry is keyed by the
map's content, the layout and the renderer's version (a digest of the renderer's own files and
Pillow's version), and carries its full key inside, so a changed map or renderer never reads a
stale entry. An entry that cannot be read (damaged, truncated, of another key) is ignored and
rewritten. Writes go to a temporary file renamed into place, so readers never see half a file.
"""

from __future__ import annotations

import hashlib
import io
import os
import tempfile
from functools import cache
from pathlib import Path

import PIL
from PIL import Image, ImageChops, PngImagePlugin

from .geometry import Layout

_KEY_CHUNK = "hexhaven-key"
_OFFSET_CHUNK = "hexhaven-offset"
_PALETTE_MAGIC = b"hexhaven-palette\n"
_SUFFIXES = (".py", ".ttf")


@cache
def renderer_version() -> str:
    """A digest of every file that decides how a picture looks, and of Pillow's version."""
    root = Path(__file__).parent
    digest = hashlib.blake2b(PIL.__version__.encode(), digest_size=16)
    for path in sorted(root.rglob("*")):
        if path.suffix not in _SUFFIXES:
            continue
        digest.update(str(path.relative_to(root)).encode())
        if path.suffix == ".ttf":  # large and shipped as is: their size stands for their content
            digest.update(str(path.stat().st_size).encode())
        else:
            digest.update(path.read_bytes())
    return digest.hexdigest()


class MapCache:
    """Map layers and palettes kept as files in `folder` (created when first written)."""

    def __init__(self, folder: str | os.PathLike[str], version: str | None = None) -> None:
        self.folder = Path(folder)
        self.version = renderer_version() if version is None else version

    def key(self, kind: str, board_key: str, lay: Layout, extra: str = "") -> str:
        """The full key of an entry: what it is, the map, the layout and the renderer."""
        return f"{kind}|{self.version}|{board_key}|{lay!r}|{extra}"

    def _path(self, key: str, suffix: str) -> Path:
        name = hashlib.blake2b(key.encode(), digest_size=20).hexdigest()
        return self.folder / f"{name}{suffix}"

    def load_images(
        self, key: str, count: int, size: tuple[int, int], background: tuple[int, int, int]
    ) -> list[Image.Image] | None:
        """The `count` RGB pictures of `size` stored under `key` (see `save_images`), or None."""
        try:
            with Image.open(self._path(key, ".png")) as stored:
                if not isinstance(stored, PngImagePlugin.PngImageFile) or stored.mode != "RGB":
                    return None
                if stored.text.get(_KEY_CHUNK) != key:
                    return None
                x, y = (int(v) for v in stored.text.get(_OFFSET_CHUNK, "").split(","))
                stored.load()
                sheet = stored.im
                width, height = stored.size
        except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
            return None
        h = height // count
        if height % count or x < 0 or y < 0 or x + width > size[0] or y + h > size[1]:
            return None
        images = []
        for i in range(count):
            im = Image.new("RGB", size, background)
            im.im.paste(sheet.crop((0, i * h, width, (i + 1) * h)), (x, y, x + width, y + h))
            images.append(im)
        return images

    def save_images(
        self, key: str, images: list[Image.Image], background: tuple[int, int, int]
    ) -> None:
        """Store equal-sized RGB pictures under `key`: only the box where any of them differs
        from the plain `background`, one above the other in one PNG (less to read back)."""
        plain = Image.new("RGB", images[0].size, background)
        boxes = [ImageChops.difference(im, plain).getbbox() for im in images]
        found = [b for b in boxes if b is not None] or [(0, 0, 1, 1)]
        box = (
            min(b[0] for b in found),
            min(b[1] for b in found),
            max(b[2] for b in found),
            max(b[3] for b in found),
        )
        width, height = box[2] - box[0], box[3] - box[1]
        sheet = Image.new("RGB", (width, height * len(images)))
        for i, im in enumerate(images):
            sheet.paste(im.crop(box), (0, i * height))
        info = PngImagePlugin.PngInfo()
        info.add_text(_KEY_CHUNK, key)
        info.add_text(_OFFSET_CHUNK, f"{box[0]},{box[1]}")
        out = io.BytesIO()
        sheet.save(out, format="PNG", compress_level=1, pnginfo=info)
        self._write(self._path(key, ".png"), out.getvalue())

    def load_palette(self, key: str) -> Image.Image | None:
        """The "P" image whose palette was stored under `key`, or None."""
        try:
            data = self._path(key, ".palette").read_bytes()
        except OSError:
            return None
        head = _PALETTE_MAGIC + key.encode() + b"\n"
        colours = data[len(head) :]
        if not data.startswith(head) or not colours or len(colours) % 3 or len(colours) > 768:
            return None
        im = Image.new("P", (1, 1))
        im.putpalette(colours)
        return im

    def save_palette(self, key: str, colours: Image.Image) -> None:
        """Store the palette of the "P" image `colours` under `key`."""
        palette = colours.getpalette() or []
        head = _PALETTE_MAGIC + key.encode() + b"\n"
        self._write(self._path(key, ".palette"), head + bytes(palette))

    def _write(self, path: Path, data: bytes) -> None:
        """Write atomically; a cache that cannot be written only costs time, so errors pass."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".tmp-")
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(data)
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError:
            pass
