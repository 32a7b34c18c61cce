"""PNG bytes from a finished picture: quantized to a palette, which keeps files small."""

from __future__ import annotations

import io

from PIL import Image

COLOURS = 256
COMPRESS_LEVEL = 4


def png(im: Image.Image, colours: Image.Image | None = None) -> bytes:
    """Encode `im` as an 8-bit palette PNG, with the palette of `colours` (a "P" image) when
    given (fast: nearest colour), or one made for this picture."""
    if colours is None:
        quantized = im.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    else:
        quantized = im.quantize(palette=colours, dither=Image.Dither.NONE)
    out = io.BytesIO()
    quantized.save(out, format="PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()
