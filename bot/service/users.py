"""Users as the service sees them: a Discord-style id (int or str) and a display name."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.service.refusal import refused

# The engine's contract for player ids (docs/engine-api.md); user ids become player ids as is.
_PLAYER_ID = re.compile(r"^[A-Za-z0-9_.\-]{1,64}$")


@dataclass(frozen=True)
class User:
    """Someone using the service: an id (the engine's player id) and the name to show."""

    id: str
    name: str

    def __post_init__(self) -> None:
        if not _PLAYER_ID.match(self.id):
            raise refused("bad_user", value=repr(self.id))


UserLike = User | int | str

#: The preference holding a user's own language (words/languages.py), when they chose one
#: over their Discord client's.
LANGUAGE_PREFERENCE = "language"


def as_user(user: UserLike) -> User:
    """A `User` from a user, or from a bare id (whose name is then the id itself)."""
    if isinstance(user, User):
        return user
    if isinstance(user, bool) or not isinstance(user, int | str):
        raise refused("bad_user", "service.refusal.not_a_user", value=repr(user))
    return User(str(user), str(user))


def user_id(user: UserLike) -> str:
    """The id of a user given as a `User` or a bare id."""
    return as_user(user).id


def channel_id(channel: int | str) -> str:
    """A channel id as stored: its decimal or given text."""
    if isinstance(channel, bool) or not isinstance(channel, int | str) or str(channel) == "":
        raise refused("unknown_channel", "service.refusal.not_a_channel", value=repr(channel))
    return str(channel)
