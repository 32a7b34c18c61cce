"""The six seats' colours and marks: the games for five and six add two seats, which must be
told apart from the first four by every reader, colour-blind ones included."""

from __future__ import annotations

import itertools
import math

from render.palette import SEATS

RGB = tuple[int, int, int]

#: Machado, Oliveira and Fernandes' full-severity simulations (in linear RGB) of the three
#: kinds of dichromacy, beside normal vision.
VISIONS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb: RGB, vision: str) -> tuple[float, float, float]:
    """CIELAB of the colour as a reader with that vision sees it."""
    lin = [_linear(c) for c in rgb]
    seen = [
        max(0.0, min(1.0, sum(m * c for m, c in zip(row, lin, strict=True))))
        for row in VISIONS[vision]
    ]
    r, g, b = seen
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def _apart(a: RGB, b: RGB) -> float:
    """How far apart two colours are for the reader who finds them closest (ΔE76)."""
    return min(math.dist(_lab(a, v), _lab(b, v)) for v in VISIONS)


def test_the_fifth_and_sixth_seats_are_as_distinct_as_the_first_four() -> None:
    """Each of the two seats the games for five and six add is at least as far from every
    other seat, under normal vision and simulated protanopia, deuteranopia and tritanopia, as
    the closest two of the first four seats are from each other."""
    first = [s.fill for s in SEATS[:4]]
    floor = min(_apart(a, b) for a, b in itertools.combinations(first, 2))
    for added in SEATS[4:6]:
        others = [s.fill for s in SEATS[:6] if s is not added]
        closest = min(_apart(added.fill, other) for other in others)
        assert closest >= floor, (added.name, round(closest, 1), round(floor, 1))


def test_six_seats_with_six_marks_and_six_names() -> None:
    """Six seats are drawn, each with its own mark on its pieces (so no one needs colour at
    all) and its own name."""
    assert len(SEATS) >= 6
    assert len({s.mark for s in SEATS[:6]}) == 6
    assert len({s.name for s in SEATS[:6]}) == 6
    assert len({s.fill for s in SEATS[:6]}) == 6
