"""Opening a store as a user whom file permissions bind.

The suite runs as root in CI, and root ignores file permissions: a file chmod'ed read-only is
still written. So the store is opened in a forked child that first drops to the `nobody` user
(when the tests run as root) and reports back what it could do and what `Store.open` said.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot.store import DatabaseFileError, Store

NOBODY = 65534


@contextmanager
def shared_folder() -> Iterator[Path]:
    """A new folder that the `nobody` user can reach (pytest's own tmp_path is private to root)."""
    top = Path(tempfile.mkdtemp(prefix="hexhaven-"))
    top.chmod(0o755)
    try:
        yield top
    finally:
        for path in (top, *top.rglob("*")):
            path.chmod(0o777 if path.is_dir() else 0o666)
        shutil.rmtree(top)


async def _open(path: Path) -> str:
    try:
        store = await Store.open(path)
    except DatabaseFileError as exc:
        return str(exc)
    await store.close()
    return ""


def open_unprivileged(path: Path) -> tuple[bool, bool, str]:
    """(file writable, folder writable, `Store.open`'s error or '') as seen by a child process
    that file permissions bind."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            os.close(read)
            if os.geteuid() == 0:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            report = {
                "file": os.access(path, os.W_OK),
                "folder": os.access(path.parent, os.W_OK),
                "error": asyncio.run(_open(path)),
            }
        except BaseException as exc:  # reported to the parent as is
            report = {"failed": repr(exc)}
        os.write(write, json.dumps(report).encode())
        os._exit(0)
    os.close(write)
    chunks = []
    while chunk := os.read(read, 65536):
        chunks.append(chunk)
    os.close(read)
    os.waitpid(pid, 0)
    report = json.loads(b"".join(chunks) or b'{"failed": "no report"}')
    if "failed" in report:
        pytest.skip(f"cannot open the store as an unprivileged user here: {report['failed']}")
    return bool(report["file"]), bool(report["folder"]), str(report["error"])
