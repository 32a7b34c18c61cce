"""What the turn timers (`bot.timers`) use of the store, through the service: the deadlines'
queries, who plays each seat, a user's preferences, the store's own errors and units of work.
The timers reach the database through this module and the `Service` (its turn timers' side),
never through `bot.store` itself; they meet a failing database as `StoreUnavailable`."""

from bot.store import deadlines, held, preferences, seating
from bot.store.base import Db, Store, Work
from bot.store.deadlines import DeadlineRow, Shards
from bot.store.errors import StoreUnavailable, VersionConflict
from bot.store.seating import SeatControl

__all__ = [
    "Db",
    "DeadlineRow",
    "SeatControl",
    "Shards",
    "Store",
    "StoreUnavailable",
    "VersionConflict",
    "Work",
    "deadlines",
    "held",
    "preferences",
    "seating",
]
