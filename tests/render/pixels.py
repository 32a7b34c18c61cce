"""Checks made on finished pictures."""

from __future__ import annotations

from PIL import Image


def shows(im: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> bool:
    """Whether every opaque pixel of `sprite`, pasted by its centre at `centre`, is in `im`."""
    x = round(centre[0] - sprite.width / 2)
    y = round(centre[1] - sprite.height / 2)
    if x < 0 or y < 0 or x + sprite.width > im.width or y + sprite.height > im.height:
        return False
    crop = im.crop((x, y, x + sprite.width, y + sprite.height)).load()
    pixels = sprite.load()
    assert crop is not None and pixels is not None
    for j in range(sprite.height):
        for i in range(sprite.width):
            value = pixels[i, j]
            assert isinstance(value, tuple)
            r, g, b, a = value
            if a == 255 and crop[i, j] != (r, g, b):
                return False
    return True
