"""Refusals: what the service says when it will not do something. A refusal never writes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.service.messages import name_list
from engine import ConfigError, IllegalAction
from words import Phrase, refusal_line, say
from words.languages import LANGUAGES


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


def not_saved(reason: str) -> Refusal:
    """The store could not write (disk full, read-only or damaged file); nothing was kept."""
    return refused("not_saved", "service.refusal.not_saved.full" if reason == "full" else None)


def not_your_move(awaiting: Iterable[str], names: Mapping[str, str]) -> Refusal:
    """Someone seated acts (or asks for their moves) while the game waits for others."""
    waiting = name_list(awaiting, names) or say("list.nobody")
    return refused("not_your_turn", waiting=waiting)


def unknown_language(code: object) -> Refusal:
    """A language Hexhaven does not speak (a table's or a user's), with those it does."""
    shown = ", ".join(f"{c} ({language.name})" for c, language in LANGUAGES.items())
    return refused("bad_setting", "service.refusal.unknown_language", code=code, languages=shown)
