"""The events the 5–6 extension adds (data only; words/ has their sentences). Registered in
EVENT_TYPES so that an action log read back knows them."""

from __future__ import annotations

from ...events import EVENT_TYPES, Event
from ...records import record


@record
class SpecialBuildStarted(Event):
    """`player`'s turn is over: the special building phase begins (FS-4.1), `builders` taking
    their turn in it in this order."""

    player: str
    builders: tuple[str, ...]


@record
class SpecialBuildPassed(Event):
    """`player` is done in the special building phase (FS-4.3); `next` builds now (None: the
    phase is over and the turn passes)."""

    player: str
    next: str | None


FIVE_SIX_EVENTS: tuple[type[Event], ...] = (SpecialBuildStarted, SpecialBuildPassed)

EVENT_TYPES.update({cls.__name__: cls for cls in FIVE_SIX_EVENTS})
