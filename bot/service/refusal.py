"""Refusals: what the service says when it will not do something. A refusal never writes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.service.messages import name_list


class Refusal(Exception):
    """A request the service turns down; `code` is machine-readable, `str()` is for the user."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"Refusal({self.code!r}, {self.message!r})"


def unknown_channel() -> Refusal:
    """No table was ever created in the channel."""
    return Refusal("unknown_channel", "There is no table in this channel. Create one first.")


def no_game() -> Refusal:
    """The channel's last table is over."""
    return Refusal(
        "no_game",
        "There is no game going on in this channel; the last one is over. "
        "Create a new table to play again.",
    )


def not_started() -> Refusal:
    """The table has not started its game."""
    return Refusal("not_started", "The game at this table has not started yet.")


def game_over(status: str) -> Refusal:
    """The table's game is finished or abandoned."""
    word = "finished" if status == "finished" else "was abandoned"
    return Refusal("game_over", f"This game {word}; no more moves can be made.")


def not_seated() -> Refusal:
    """The user has no seat at the table."""
    return Refusal("not_seated", "You do not have a seat at this table.")


def moved_on() -> Refusal:
    """The table changed since the caller looked (a stale button or a lost race)."""
    return Refusal(
        "moved_on",
        "The game has moved on since then; nothing was changed. "
        "Look at the latest position and try again.",
    )


def other_game() -> Refusal:
    """A button from a game that is no longer this channel's game."""
    return Refusal("other_game", "That button belongs to an earlier game in this channel.")


def not_host() -> Refusal:
    """Only the host (or a server admin) may do that."""
    return Refusal("not_host", "Only the table's host or a server admin can do that.")


def not_saved(reason: str) -> Refusal:
    """The store could not write (disk full, read-only or damaged file); nothing was kept."""
    cause = (
        "the server's disk is full"
        if reason == "full"
        else "the game's database cannot be written to right now"
    )
    return Refusal(
        "not_saved",
        f"Your move was not saved: {cause}. Nothing changed; please try again later.",
    )


def not_your_move(awaiting: Iterable[str], names: Mapping[str, str]) -> Refusal:
    """Someone seated acts (or asks for their moves) while the game waits for others."""
    waiting = name_list(awaiting, names) or "nobody"
    return Refusal("not_your_turn", f"It is not your move; waiting for {waiting}.")
