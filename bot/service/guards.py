"""Checks shared by the operations: who may do what to a table, in which state."""

from __future__ import annotations

from bot.service import refusal
from bot.service.core import Table
from bot.service.refusal import Refusal
from bot.service.users import User


def require_open(table: Table) -> None:
    """Refuse unless the table has not started its game."""
    if table.row.status != "open":
        raise Refusal(
            "already_started",
            "The game has already started; seats and settings are fixed. "
            "The host or a server admin can abandon it.",
        )


def require_host(table: Table, user: User, admin: bool) -> None:
    """Refuse unless the user is the host or a server admin."""
    if user.id != table.row.host and not admin:
        raise refusal.not_host()


def require_playing(table: Table) -> None:
    """Refuse unless the table's game is under way."""
    status = table.row.status
    if status == "open":
        raise refusal.not_started()
    if status != "playing":
        raise refusal.game_over(status)


def require_seated(table: Table, user: User) -> None:
    """Refuse unless the user holds a seat at the table."""
    if table.seat_of(user.id) is None:
        raise refusal.not_seated()
