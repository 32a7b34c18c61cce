"""What the Docker image holds and installs, read from the Dockerfile and .dockerignore without a
Docker engine: the build context less what .dockerignore leaves out, the files each `COPY`
lays out, and the folder the image's `pip install` installs.

Only the Dockerfile forms the image uses are read: `WORKDIR`, `COPY [--flag] SRC... DEST` from
the context (no `--from`), and one `RUN pip install DIR`. Patterns follow Docker's
.dockerignore: matched from the context's root (`*` within a name, `**` across folders), a
path left out when it or a folder above it matches, `!` taking a path back, the last match
winning.
"""

from __future__ import annotations

import re
import shlex
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]


def instructions(dockerfile: str) -> list[tuple[str, str]]:
    """The Dockerfile's instructions, as (keyword in capitals, the rest), continued lines
    joined and comments dropped."""
    out: list[tuple[str, str]] = []
    pending = ""
    for raw in dockerfile.splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if pending and line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        whole = (pending + line).strip()
        pending = ""
        if whole:
            keyword, _, rest = whole.partition(" ")
            out.append((keyword.upper(), rest.strip()))
    return out


@dataclass(frozen=True)
class Copy:
    """One `COPY`: its sources in the context and its destination in the image."""

    sources: tuple[str, ...]
    destination: PurePosixPath
    #: Whether the sources go into the destination as a folder (several, or a `/` at its end).
    into_folder: bool


@dataclass(frozen=True)
class Image:
    """What the Dockerfile does with the context: its copies, and the folder it installs."""

    copies: tuple[Copy, ...]
    installed: PurePosixPath


def read_image(dockerfile: str) -> Image:
    """The copies and the installed folder of a Dockerfile; ValueError for a form not read."""
    workdir = PurePosixPath("/")
    copies: list[Copy] = []
    installed: PurePosixPath | None = None
    for keyword, rest in instructions(dockerfile):
        if keyword == "WORKDIR":
            workdir = workdir / rest
        elif keyword in ("COPY", "ADD"):
            words = [w for w in shlex.split(rest) if not w.startswith("--")]
            if keyword == "ADD" or "--from" in rest or len(words) < 2:
                raise ValueError(f"{keyword} {rest}: not a copy from the context")
            *sources, target = words
            into_folder = len(sources) > 1 or target.endswith("/")
            copies.append(Copy(tuple(sources), workdir / target, into_folder))
        elif keyword == "RUN" and "pip install" in rest:
            found = re.search(r"pip install((?:\s+-\S+)*)\s+([^\s&;|]+)", rest)
            if found is None:
                raise ValueError(f"RUN {rest}: no folder to install")
            installed = workdir / found.group(2)
    if installed is None:
        raise ValueError("the Dockerfile installs nothing with pip")
    return Image(tuple(copies), installed)


def _pattern(text: str) -> re.Pattern[str]:
    """A .dockerignore pattern as a regular expression over a context-relative path."""
    out = ""
    i = 0
    while i < len(text):
        if text.startswith("**/", i):
            out += "(?:.*/)?"
            i += 3
        elif text.startswith("**", i):
            out += ".*"
            i += 2
        elif text[i] == "*":
            out += "[^/]*"
            i += 1
        elif text[i] == "?":
            out += "[^/]"
            i += 1
        else:
            out += re.escape(text[i])
            i += 1
    return re.compile(out + r"\Z")


@dataclass(frozen=True)
class Ignore:
    """A .dockerignore's patterns, in order: (taken back with `!`, the pattern)."""

    patterns: tuple[tuple[bool, re.Pattern[str]], ...]

    @classmethod
    def read(cls, text: str) -> Ignore:
        """The patterns of a .dockerignore's text."""
        patterns = []
        for raw in text.splitlines():
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            back = line.startswith("!")
            cleaned = str(PurePosixPath(line.removeprefix("!").strip())).lstrip("/")
            patterns.append((back, _pattern(cleaned)))
        return cls(tuple(patterns))

    @property
    def takes_back(self) -> bool:
        """Whether any pattern takes a path back (then no folder may be skipped whole)."""
        return any(back for back, _ in self.patterns)

    def leaves_out(self, path: str) -> bool:
        """Whether the image's context leaves `path` (relative, `/`-separated) out."""
        parts = PurePosixPath(path).parts
        prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
        out = False
        for back, pattern in self.patterns:
            if any(pattern.match(p) for p in prefixes):
                out = not back
        return out


def context_files(root: Path, ignore: Ignore) -> Iterator[str]:
    """Every file of the build context `root` that .dockerignore keeps, relative, sorted."""
    for path in sorted(root.iterdir()):
        yield from _walk(root, path, ignore)


def _walk(root: Path, path: Path, ignore: Ignore) -> Iterator[str]:
    relative = path.relative_to(root).as_posix()
    if path.is_dir() and not path.is_symlink():
        if ignore.leaves_out(relative) and not ignore.takes_back:
            return
        for child in sorted(path.iterdir()):
            yield from _walk(root, child, ignore)
    elif not ignore.leaves_out(relative):
        yield relative


def lay_out(root: Path, into: Path) -> Path:
    """Lay out in `into` (the image's `/`) what the Dockerfile of `root` copies, with its
    .dockerignore; returns the folder the image installs."""
    image = read_image((root / "Dockerfile").read_text(encoding="utf-8"))
    ignore_file = root / ".dockerignore"
    ignore = Ignore.read(ignore_file.read_text(encoding="utf-8") if ignore_file.exists() else "")
    kept = list(context_files(root, ignore))
    for copy in image.copies:
        target = into / copy.destination.relative_to("/")
        for source in copy.sources:
            name = str(PurePosixPath(source)).strip("/")
            if name == ".":
                chosen = [(f, f) for f in kept]
            elif (root / name).is_dir():
                chosen = [(f, f[len(name) + 1 :]) for f in kept if f.startswith(name + "/")]
            elif name in kept:
                chosen = [(name, PurePosixPath(name).name if copy.into_folder else "")]
            else:
                raise ValueError(f"COPY {source}: not in the build context")
            for file, placed in chosen:
                where = target / placed if placed else target
                where.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(root / file, where)
    return into / image.installed.relative_to("/")
