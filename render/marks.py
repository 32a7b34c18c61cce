"""Seat marks: the small shape each seat carries on its pieces, so no one needs colour."""

from __future__ import annotations

import math

from PIL import ImageDraw

RGB = tuple[int, int, int]


def draw_mark(d: ImageDraw.ImageDraw, mark: str, cx: float, cy: float, r: float, ink: RGB) -> None:
    """Draw seat mark `mark` (circle, square, triangle, diamond, cross, star; ring for a
    neutral player) of radius `r`."""
    if mark == "circle":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)
    elif mark == "square":
        h = r * 0.85
        d.rectangle((cx - h, cy - h, cx + h, cy + h), fill=ink)
    elif mark == "triangle":
        d.polygon([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], fill=ink)
    elif mark == "diamond":
        d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=ink)
    elif mark == "cross":
        t = r * 0.38
        d.rectangle((cx - r, cy - t, cx + r, cy + t), fill=ink)
        d.rectangle((cx - t, cy - r, cx + t, cy + r), fill=ink)
    elif mark == "ring":  # a neutral player's piece: hollow, unlike every seat's mark
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=max(1, round(r * 0.42)))
    elif mark == "star":
        points = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = math.radians(-90 + 36 * i)
            points.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        d.polygon(points, fill=ink)
    else:
        raise ValueError(f"unknown seat mark {mark!r}")
