"""Refusals: what the service says when it will not do something. A refusal never writes."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Mapping
from typing import Any, ParamSpec, TypeVar

from bot.service.messages import name_list
from bot.store.errors import StoreUnavailable
from engine import ConfigError, IllegalAction
from words import Phrase, refusal_line, say
from words.languages import LANGUAGES

P = ParamSpec("P")
T = TypeVar("T")
C = TypeVar("C", bound=type)


class Refusal(Exception):
    """A request the service turns down; `code` is machine-readable, `message` is for the user
    (a `Phrase`, said again in the reader's language by the adapters)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"Refusal({self.code!r}, {self.message!r})"


def refused(code: str, message_id: str | None = None, /, **params: object) -> Refusal:
    """A refusal whose sentence is the catalogue's `service.refusal.<code>` (or `message_id`)."""
    return Refusal(code, say(message_id or f"service.refusal.{code}", **params))


def engine_line(refusal: IllegalAction | ConfigError, names: Mapping[str, str]) -> str:
    """The sentence for an engine refusal or configuration error, as a phrase."""
    return Phrase(lambda w: refusal_line(refusal, names, words=w))


def unknown_channel() -> Refusal:
    """No table was ever created in the channel."""
    return refused("unknown_channel")


def no_game() -> Refusal:
    """The channel's last table is over."""
    return refused("no_game")


def not_started() -> Refusal:
    """The table has not started its game."""
    return refused("not_started")


def game_over(status: str) -> Refusal:
    """The table's game is finished or abandoned."""
    word = "finished" if status == "finished" else "abandoned"
    return refused("game_over", f"service.refusal.game_over.{word}")


def not_seated() -> Refusal:
    """The user has no seat at the table."""
    return refused("not_seated")


def moved_on() -> Refusal:
    """The table changed since the caller looked (a stale button or a lost race)."""
    return refused("moved_on")


def other_game() -> Refusal:
    """A button from a game that is no longer this channel's game."""
    return refused("other_game")


def not_host() -> Refusal:
    """Only the host (or a server admin) may do that."""
    return refused("not_host")


class Unavailable(Refusal):
    """A call the database could not serve (`StoreUnavailable`): `not_saved` for a write,
    `not_read` for a read; nothing changed."""


def not_saved(reason: str) -> Refusal:
    """The store could not write (a full disk, a file read-only, damaged or locked, a server
    that does not answer); nothing was kept."""
    message = "service.refusal.not_saved.full" if reason == "full" else "service.refusal.not_saved"
    return Unavailable("not_saved", say(message))


def not_read() -> Refusal:
    """The store could not read (a file locked or failing, a server that does not answer)."""
    return Unavailable("not_read", say("service.refusal.not_read"))


def unavailable(failed: StoreUnavailable) -> Refusal:
    """The refusal for a failure of the database: what did not happen, that nothing changed,
    to try again later."""
    return not_saved(failed.reason) if failed.writing else not_read()


def refusing_outages(*besides: str) -> Callable[[C], C]:
    """A class decorator: each public coroutine method of the class (but those named in
    `besides`) answers a failure of the database with `unavailable`'s refusal instead of the
    store's error. The one place where an outage becomes a sentence for the user."""

    def wrap(cls: C) -> C:
        for name, member in list(vars(cls).items()):
            if name.startswith("_") or name in besides or not inspect.iscoroutinefunction(member):
                continue
            setattr(cls, name, _refusing(member))
        return cls

    return wrap


def _refusing(method: Callable[P, Awaitable[T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    @functools.wraps(method)
    async def call(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return await method(*args, **kwargs)
        except StoreUnavailable as failed:
            raise unavailable(failed) from None

    return call


def not_your_move(awaiting: Iterable[str], names: Mapping[str, str]) -> Refusal:
    """Someone seated acts (or asks for their moves) while the game waits for others."""
    waiting = name_list(awaiting, names) or say("list.nobody")
    return refused("not_your_turn", waiting=waiting)


def unknown_language(code: object) -> Refusal:
    """A language Hexhaven does not speak (a table's or a user's), with those it does."""
    shown = ", ".join(f"{c} ({language.name})" for c, language in LANGUAGES.items())
    return refused("bad_setting", "service.refusal.unknown_language", code=code, languages=shown)
