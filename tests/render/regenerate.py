"""Redraw the golden images on purpose: `python -m tests.render.regenerate [name ...]`, or
`python -m tests.render.regenerate --language nl [name ...]` for the Dutch (or German: `de`)
version of the localised cases (golden `<name>.<language>.png`; `--language en` is the English
cases, the default with no names is every case in every language).

Look at every changed picture before committing it.
"""

from __future__ import annotations

import sys

from tests.render.cases import CASES, GOLDEN_DIR, LANGUAGES, LOCALISED


def cases_for(language: str | None, names: list[str]) -> list[str]:
    """The case names to draw: `names` (all cases when empty) in `language` (None: as named)."""
    if language is None:
        return names or list(CASES)
    if language == "en":
        return names or [name for name in CASES if "." not in name]
    if language not in LANGUAGES:
        raise SystemExit(f"unknown language {language!r}; known: en, {', '.join(LANGUAGES)}")
    unknown = set(names) - set(LOCALISED)
    if unknown:
        raise SystemExit(f"not drawn in {language}: {', '.join(sorted(unknown))}")
    return [f"{name}.{language}" for name in names or LOCALISED]


def main(args: list[str]) -> None:
    """Write the chosen cases to tests/render/golden/."""
    language = None
    if args[:1] == ["--language"]:
        if len(args) < 2:
            raise SystemExit("--language needs a code: en, " + ", ".join(LANGUAGES))
        language, args = args[1], args[2:]
    names = cases_for(language, args)
    unknown = set(names) - set(CASES)
    if unknown:
        raise SystemExit(f"unknown cases: {', '.join(sorted(unknown))}; known: {', '.join(CASES)}")
    GOLDEN_DIR.mkdir(exist_ok=True)
    for name in names:
        path = GOLDEN_DIR / f"{name}.png"
        data = CASES[name]()
        path.write_bytes(data)
        print(f"{path} ({len(data) // 1024} KB)")


if __name__ == "__main__":
    main(sys.argv[1:])
