"""The status and the log: a table's state, its seats, whose turn it is and the points, and a
Cities & Knights player's standing (barbarians, improvements, progress cards)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..catalogue import Catalogue, Message
from ..cities_knights import track
from ..common import card, joined, listed

MESSAGES = (
    # Status and log.
    Message("service.status.open", "Table {table} is open, waiting for players; host {host}."),
    Message("service.status.playing", "Table {table} is playing; host {host}."),
    Message("service.status.finished", "Table {table} has finished; host {host}."),
    Message("service.status.abandoned", "Table {table} was abandoned; host {host}."),
    Message("service.status.seats", "Seats: {players}."),
    Message("service.status.no_seats", "none"),
    Message("service.status.won", "{player} won."),
    Message("service.status.turn", "Turn {turn}: {player}'s turn."),
    Message("service.status.points", "Points: {points}"),
    Message("service.status.score", "{player} {points}"),
    Message("service.log.line", "{seq}. {lines}"),
    Message("service.log.empty", "Nothing has happened yet."),
    # Cities & Knights in the status.
    Message(
        "service.barbarians",
        "Barbarians {position} of {length} (strength {strength} against knights {defence})",
    ),
    Message(
        "service.barbarians.attacks",
        "{barbarians}; {count} attack so far.",
        "{barbarians}; {count} attacks so far.",
        "count",
    ),
    Message("service.ck.level", "{track} {level}"),
    Message(
        "service.ck.progress",
        "{count} progress card",
        "{count} progress cards",
        "count",
    ),
    Message("service.ck.face_up", "{card} face up"),
    Message(
        "service.ck.defender",
        "{count} Defender point",
        "{count} Defender points",
        "count",
    ),
    Message(
        "service.ck.player",
        "{player}: {levels}; {progress}; {defender}; hand limit {limit}.",
    ),
)


def scores(w: Catalogue, scored: Sequence[tuple[str, object]]) -> str:
    """`Ann 4, Bo 3`."""
    return listed(w, [w.say("service.status.score", player=p, points=n) for p, n in scored])


def points_line(w: Catalogue, scored: Sequence[tuple[str, object]]) -> str:
    """`Points: Ann 4, Bo 3`."""
    return w.say("service.status.points", points=scores(w, scored))


def names_line(w: Catalogue, shown: Sequence[str]) -> str:
    """`Ann, Bo and Cy` in the catalogue's list words."""
    return joined(w, list(shown))


def barbarians_text(w: Catalogue, b: Mapping[str, Any]) -> str:
    """`Barbarians 3 of 7 (strength 4 against knights 2)`."""
    return w.say(
        "service.barbarians",
        position=b["position"],
        length=b["length"],
        strength=b["strength"],
        defence=b["defence"],
    )


def ck_player_line(w: Catalogue, player: str, p: Mapping[str, Any]) -> str:
    """A player's Cities & Knights standing: improvements, progress cards held (a count),
    cards face up, Defender points and hand limit."""
    levels = listed(
        w,
        [
            w.say("service.ck.level", track=track(w, t), level=n)
            for t, n in p["improvements"].items()
        ],
    )
    progress = w.say("service.ck.progress", count=p["progress"])
    shown = [progress] + [w.say("service.ck.face_up", card=card(w, c)) for c in p["progress_vp"]]
    return w.say(
        "service.ck.player",
        player=player,
        levels=levels,
        progress=listed(w, shown),
        defender=w.say("service.ck.defender", count=p["defender"]),
        limit=p["hand_limit"],
    )
