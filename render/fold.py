"""A folded board picture: a wide map's west and east halves one above the other.

The sheet is drawn as any picture is, with the map twice as wide as the picture; the fold cuts
its map into two overlapping halves of the picture's width and stacks them, a thin rule between,
then the tracks and the panel under them. Phone first: on a phone the largest maps' ids read
as the base map's do, at the cost of a taller picture.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from . import palette
from .geometry import Layout

#: The rule between the halves (panel units).
RULE = 6


def unfold(sheet: Image.Image, lay: Layout) -> Image.Image:
    """The picture of a folded `sheet` (returned unchanged when `lay` is not folded)."""
    if not lay.folded:
        return sheet
    width = lay.panel_box[2] - lay.panel_box[0]
    map_h = lay.map_box[3]
    rule = rule_height(lay)
    out = Image.new("RGB", (width, sheet.height + map_h + rule), palette.PANEL)
    out.paste(sheet.crop((0, 0, width, map_h)), (0, 0))
    out.paste(sheet.crop((sheet.width - width, 0, sheet.width, map_h)), (0, map_h + rule))
    out.paste(sheet.crop((0, map_h, width, sheet.height)), (0, 2 * map_h + rule))
    d = ImageDraw.Draw(out)
    d.rectangle((0, map_h, width, map_h + rule - 1), fill=palette.PANEL)
    return out


def rule_height(lay: Layout) -> int:
    """The height of the rule between the halves, in pixels."""
    return math.ceil(RULE * lay.unit)
