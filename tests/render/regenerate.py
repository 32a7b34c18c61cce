"""Redraw the golden images on purpose: `python -m tests.render.regenerate [name ...]`.

Look at every changed picture before committing it.
"""

from __future__ import annotations

import sys

from tests.render.cases import CASES, GOLDEN_DIR


def main(names: list[str]) -> None:
    """Write the named cases (all when none are named) to tests/render/golden/."""
    unknown = set(names) - set(CASES)
    if unknown:
        raise SystemExit(f"unknown cases: {', '.join(sorted(unknown))}; known: {', '.join(CASES)}")
    GOLDEN_DIR.mkdir(exist_ok=True)
    for name in names or list(CASES):
        path = GOLDEN_DIR / f"{name}.png"
        data = CASES[name]()
        path.write_bytes(data)
        print(f"{path} ({len(data) // 1024} KB)")


if __name__ == "__main__":
    main(sys.argv[1:])
