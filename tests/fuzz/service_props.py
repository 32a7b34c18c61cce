"""The service's side of the arbitrary-input properties: any public call with arbitrary arguments
returns an `Outcome` (or a value) or raises `Refusal`, and a refusal leaves the database as it was.

Every example starts from a copy of one prepared database: a game under way in channel 42,
an open table with two seats in channel 43, nothing in channel 44.
"""

from __future__ import annotations

import asyncio
import atexit
import random
import shutil
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from bot.service import Refusal, Service
from engine import Action, IllegalAction
from tests.fuzz.strategies import junk, notation, odd_number
from tests.service.helpers import ANN, BO, CY, DI, contents

CLOCK = 1_700_000_000.0
SETTING_NAMES = (
    "players",
    "forfeit",
    "void_before_turn",
    "provisional",
    "carry",
    "rules",
    "preset",
    "map",
    "vp",
    "vp_to_win",
    "turn_time",
    "timeout",
    "reminders",
    "strikes",
)


@dataclass(frozen=True)
class Call:
    """One public call of the service: its name and arguments."""

    name: str
    args: tuple[Any, ...]
    kwargs: tuple[tuple[str, Any], ...] = ()

    def __repr__(self) -> str:
        shown = [repr(a)[:200] for a in self.args] + [f"{k}={v!r}"[:200] for k, v in self.kwargs]
        return f"service.{self.name}({', '.join(shown)})"


def parses(text: str) -> bool:
    """Whether the text is an action in the notation."""
    try:
        Action.parse(text)
    except Exception:
        return False
    return True


def engine_reads(text: str) -> bool:
    """Whether the engine's parser answers this text with an action or `IllegalAction` (its
    own crashes are the engine property's business, and are listed there)."""
    try:
        Action.parse(text)
    except IllegalAction:
        return True
    except Exception:
        return False
    return True


channel = st.one_of(st.sampled_from([42, 43, 44, "42", "43"]), junk)
user = st.one_of(st.sampled_from([ANN, BO, CY, DI, ANN.id, BO.id, int(CY.id)]), junk)
flag = st.one_of(st.booleans(), junk)
hashable = st.one_of(
    st.sampled_from(SETTING_NAMES),
    st.text(max_size=10),
    st.none(),
    st.integers(),
    st.floats(allow_nan=False),
    st.tuples(st.integers()),
    st.binary(max_size=4),
)
setting_value = st.one_of(
    junk,
    st.sampled_from(["beginner", "variable", "official", "base", "12h", "90m", "50%, 90%", "3"]),
    odd_number,
    st.lists(junk, max_size=3),
)
changes = st.one_of(st.dictionaries(hashable, setting_value, max_size=3), junk)
guild = st.one_of(st.sampled_from([7, "7", None]), junk)
league = st.one_of(st.sampled_from(["Friday Catan", "friday catan", None, ""]), junk)
action = st.one_of(
    st.sampled_from(["roll", "end", "build settlement 10", "build road 1-2", "robber A"]),
    notation.filter(engine_reads),
    notation.filter(parses).map(Action.parse),
    junk,
)


def _calls() -> st.SearchStrategy[Call]:
    def call(name: str, *args: st.SearchStrategy[Any], **kwargs: st.SearchStrategy[Any]) -> Any:
        return st.builds(
            lambda a, k: Call(name, tuple(a), tuple(k.items())),
            st.tuples(*args),
            st.fixed_dictionaries(kwargs),
        )

    return st.one_of(
        call(
            "lobby.create_table",
            channel,
            user,
            st.one_of(st.none(), changes),
            guild=st.one_of(guild, junk),
            league=st.one_of(st.none(), league),
        ),
        call("lobby.join", channel, user),
        call("lobby.leave", channel, user),
        call("lobby.kick", channel, user, user, admin=flag),
        call("lobby.configure", channel, user, changes, admin=flag),
        call("play.start", channel, user, admin=flag),
        call(
            "play.act",
            channel,
            user,
            action,
            version=st.one_of(st.none(), junk),
            table=st.one_of(st.none(), junk),
        ),
        call(
            "play.undo",
            channel,
            user,
            version=st.one_of(st.none(), junk),
            table=st.one_of(st.none(), junk),
        ),
        call("play.answer_undo", channel, user, flag, version=st.one_of(st.none(), junk)),
        call("tables.hand", channel, user),
        call("tables.status", channel),
        call("tables.board", channel),
        call("tables.log", channel, st.one_of(st.integers(-5, 50), junk)),
        call("tables.legal", channel, user),
        call("tables.moves", channel, user),
        call("lobby.abandon", channel, user, admin=flag),
        call("tables.record", st.one_of(st.integers(0, 3), junk)),
        call("play.request_substitute", channel, user, st.one_of(st.none(), junk)),
        call("play.approve_substitute", channel, user, user, admin=flag),
        call("people.start_vacation", user, st.one_of(st.none(), junk), guild=junk),
        call("people.end_vacation", user),
        call("people.vacation", user, guild=junk),
        call("tables.table_info", channel),
        call("tables.player_id", channel, user),
        call("people.set_preference", user, hashable, junk),
        call("people.preferences", user),
        call("people.set_server_setting", junk, hashable, junk),
        call("people.server_settings", junk),
        call("leagues.create", guild, user, league, st.one_of(st.none(), changes), admin=flag),
        call("leagues.settings", guild, user, league, st.one_of(st.none(), changes), admin=flag),
        call("leagues.start_season", guild, user, league, st.one_of(st.none(), junk), admin=flag),
        call("leagues.end_season", guild, user, league, admin=flag),
        call("leagues.standings", guild, league, st.one_of(st.integers(-2, 3), junk), junk),
        call("leagues.profile", guild, league, user),
        call("leagues.versus", guild, league, user, user),
        call("leagues.names", guild),
        call("leagues.all"),
        call("leagues.admin_role", guild),
        call("leagues.set_admin_role", guild, user, junk, junk, admin=flag),
        call(
            "tournaments.create",
            guild,
            channel,
            user,
            league,
            st.one_of(st.just("Cup"), junk),
            st.one_of(st.integers(-1, 13), junk),
            st.one_of(st.integers(2, 5), junk),
            st.one_of(st.just("1d"), junk),
            st.one_of(st.just("2h"), junk),
            admin=flag,
        ),
        call("tournaments.join", guild, user, league, st.one_of(st.none(), st.just("Cup"), junk)),
        call("tournaments.leave", guild, user, league, st.one_of(st.none(), junk)),
        call("tournaments.start", guild, user, league, st.one_of(st.none(), junk), admin=flag),
        call("tournaments.advance", guild, user, league, st.one_of(st.none(), junk), admin=flag),
        call("tournaments.ranking", guild, league, st.one_of(st.none(), junk)),
        call("tournaments.after_game", st.one_of(st.integers(0, 3), junk)),
        call("tournaments.pending_tables"),
        call("tournaments.all"),
    )


calls = st.lists(_calls(), min_size=1, max_size=4)


async def _prepare(path: Path) -> None:
    service = await Service.open(path, rng=random.Random(7), clock=lambda: CLOCK)
    try:
        await service.lobby.create_table(42, ANN, guild=7)
        await service.lobby.join(42, BO)
        await service.lobby.join(42, CY)
        await service.play.start(42, ANN)
        await service.lobby.create_table(43, BO, guild=7)
        await service.lobby.join(43, DI)
        await service.leagues.create(7, ANN, "Friday Catan", {"players": 3}, admin=True)
        await service.leagues.start_season(7, ANN, "Friday Catan", admin=True)
        await service.tournaments.create(7, 44, ANN, None, "Cup", 2, admin=True)
        for user in (ANN, BO, CY):
            await service.tournaments.join(7, user, None, "Cup")
    finally:
        await service.close()


@cache
def template() -> Path:
    """The prepared database, made once per process."""
    folder = Path(tempfile.mkdtemp(prefix="hexhaven-fuzz-"))
    atexit.register(shutil.rmtree, folder, True)
    path = folder / "template.db"
    asyncio.run(_prepare(path))
    return path


async def _run(path: Path, sequence: list[Call]) -> None:
    service = await Service.open(path, rng=random.Random(7), clock=lambda: CLOCK)
    try:
        for made in sequence:
            before = await contents(service)
            method: Any = service
            for part in made.name.split("."):  # the area, then its call
                method = getattr(method, part)
            try:
                await method(*made.args, **dict(made.kwargs))
            except Refusal:
                assert await contents(service) == before, f"{made!r} refused but wrote"
            except Exception as exc:
                raise AssertionError(f"{made!r} raised {exc!r}") from exc
    finally:
        await service.close()


def only_refusals(sequence: list[Call]) -> None:
    """Run the calls on a fresh copy of the prepared database."""
    folder = Path(tempfile.mkdtemp(prefix="hexhaven-fuzz-"))
    try:
        path = folder / "hexhaven.db"
        shutil.copyfile(template(), path)
        asyncio.run(_run(path, sequence))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
