"""Hexhaven's version: the checkout's pyproject.toml when the code runs from a checkout, else
the installed package's metadata (the Docker image, a `pip install`)."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "hexhaven"
#: What is said when neither a checkout nor an installation tells (a copy of the bare files).
UNKNOWN = "unknown"
#: The checkout's project file, beside the `bot` package when it runs from a checkout.
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


@cache
def version() -> str:
    """The version of the code that runs (read once)."""
    return resolve(PYPROJECT)


def resolve(pyproject: Path) -> str:
    """The version given the project file a checkout would have beside the code. A checkout's
    own file comes first: an editable install's metadata keeps the version it was installed
    at; installed code (under site-packages) has no pyproject.toml beside it and reads the
    metadata."""
    checkout = _from_pyproject(pyproject)
    if checkout is not None:
        return checkout
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN


def _from_pyproject(path: Path) -> str | None:
    """The version in a pyproject.toml of this project, or None (no such file, another
    project's, or no version in it)."""
    try:
        project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    found = project.get("version")
    if project.get("name") != DISTRIBUTION or not isinstance(found, str):
        return None
    return found
