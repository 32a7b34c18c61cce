"""Checks shared by the operations: who may do what to a table, in which state."""

from __future__ import annotations

from bot.service import refusal
from bot.service.core import Table
from bot.service.users import User


def require_open(table: Table) -> None:
    """Refuse unless the table has not started its game."""
    if table.row.status != "open":
        raise refusal.refused("already_started")


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


def require_player(table: Table, user: User) -> str:
    """The engine player id of the seat the user plays; refuses if they play none."""
    player = table.player_of(user.id)
    if player is not None:
        return player
    lost = next((c for c in table.control if c.user_id == user.id and not c.human), None)
    if lost is None:
        raise refusal.not_seated()
    if lost.state == "forfeited":
        raise refusal.refused("seat_forfeited")
    raise refusal.refused("seat_open")
