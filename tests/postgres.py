"""A throwaway PostgreSQL server for the tests: Debian's `postgresql` package, started once per
test process in a temporary folder on a loopback port, stopped at the end.

The tests of one store share one database of the test process, migrated once and emptied
before each test (`clean_database`: the other connections to it ended, every row deleted and the
row ids restarted), so tests never see each other's rows and a test costs one round trip to the
server, not a `CREATE DATABASE` (a copy of the whole schema's files). The tests of several
processes and of moving a community get a database of their own (`new_database`).
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import asyncpg

ROOT = Path("/usr/lib/postgresql")
TEMPLATE = "hexhaven_template"
MISSING = (
    "no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql: install "
    "Debian's postgresql package (apt-get install -y postgresql) to run the tests on PostgreSQL"
)


def server_bin() -> Path | None:
    """The bin folder of the newest installed server, or None."""
    if not ROOT.is_dir():
        return None
    found = sorted(
        (p for p in ROOT.iterdir() if (p / "bin" / "pg_ctl").exists() and p.name.isdigit()),
        key=lambda p: int(p.name),
    )
    return found[-1] / "bin" if found else None


async def _emptying(conn: asyncpg.Connection[asyncpg.Record]) -> str:
    """The statements that empty every table of the database but the schema's version and
    restart its row ids: DELETE and `setval`, not TRUNCATE … RESTART IDENTITY, which gives
    each table and sequence new files (half a second a test for the schema's ~30 tables;
    these tables hold a test's few rows). Foreign keys are not checked meanwhile
    (`session_replication_role`), so the order of the tables does not matter."""
    tables = await conn.fetch(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() "
        "AND tablename <> 'schema_version' ORDER BY tablename"
    )
    sequences = await conn.fetch(
        "SELECT quote_literal(schemaname || '.' || sequencename) FROM pg_sequences "
        "WHERE schemaname = current_schema()"
    )
    return "; ".join(
        [
            "SET session_replication_role = replica",
            *(f"DELETE FROM {t[0]}" for t in tables),
            *(f"SELECT setval({q[0]}, 1, false)" for q in sequences),
            "RESET session_replication_role",
        ]
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    """A server of its own: initdb, pg_ctl start, databases, pg_ctl stop."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="hexhaven-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        # initdb refuses to run as root: the server runs as the package's `postgres` user.
        self.user: str | None = "postgres" if os.geteuid() == 0 else None
        self.running = False
        self._numbers = itertools.count(1)
        # The database the store, service and timer tests share, and the statement emptying it.
        self._shared: str | None = None
        self._empty: str | None = None

    def _run(self, *args: str) -> None:
        subprocess.run(
            args, check=True, user=self.user, capture_output=True, cwd=self.root, timeout=120
        )

    def start(self) -> None:
        if self.user is not None:
            shutil.chown(self.root, self.user)
        self._run(
            str(self.bin / "initdb"),
            "-D",
            str(self.data),
            "-A",
            "trust",
            "-U",
            "postgres",
            "-E",
            "UTF8",
            "--locale",
            "C.UTF-8",
            "--no-sync",
        )
        self._serve()
        self.running = True
        atexit.register(self.stop)
        asyncio.run(self._template())

    def _serve(self) -> None:
        """Start the server on its folder and port, waiting until it takes connections."""
        # Durability is not under test: no syncs, so a test's commits cost no disk flush.
        options = (
            f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
        )
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-o",
            options,
            "-l",
            str(self.root / "server.log"),
            "-w",
            "start",
        )

    def halt(self) -> None:
        """Stop the server as an operator would (`pg_ctl stop`: its sessions are ended, what
        they had not committed is rolled back), keeping its databases for `resume`."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def resume(self) -> None:
        """Start a server `halt` stopped, on the same port, with the same databases."""
        self._serve()

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    async def _template(self) -> None:
        from bot.store import Store

        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"CREATE DATABASE {TEMPLATE}")
        finally:
            await conn.close()
        store = await Store.open(self.url(TEMPLATE))
        await store.close()

    def new_database(self) -> str:
        """A new database at the latest schema; its URL."""
        name = f"test_{os.getpid()}_{next(self._numbers)}"

        async def create() -> None:
            conn = await asyncpg.connect(self.url())
            try:
                await conn.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
            finally:
                await conn.close()

        asyncio.run(create())
        return self.url(name)

    def clean_database(self) -> str:
        """The test process's shared database at the latest schema, with no rows; its URL."""
        if self._shared is None:
            self._shared = self.new_database()
        url = self._shared
        name = url.rsplit("/", 1)[1]

        async def empty() -> None:
            conn = await asyncpg.connect(url)
            try:
                if self._empty is None:
                    self._empty = await _emptying(conn)
                # A store an earlier test left open would hold its rows' locks (and see this
                # test's rows): its connections end first. One round trip for both statements.
                await conn.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    f"WHERE datname = '{name}' AND pid <> pg_backend_pid(); {self._empty}"
                )
            finally:
                await conn.close()

        asyncio.run(empty())
        return url

    def stop(self) -> None:
        if self.running:
            self.running = False
            with contextlib.suppress(subprocess.SubprocessError):
                self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop")
        shutil.rmtree(self.root, ignore_errors=True)
