"""Turning engine events and views into lines of text. Public lines come only from what the
public may see; a player's private lines only from events whose secret part they may see."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine import RESOURCES, Event

Names = Mapping[str, str]


def public_lines(events: Sequence[Event], names: Names) -> list[str]:
    """One line per event, as a spectator sees it."""
    return [event.describe(None, names) for event in events]


def private_lines(
    events: Sequence[Event], users: Iterable[str], names: Names
) -> dict[str, tuple[str, ...]]:
    """For each user, the lines of the events whose secret they may see (and that say more)."""
    out: dict[str, tuple[str, ...]] = {}
    for user in users:
        lines = [
            mine
            for event in events
            if event.visible_to(user)
            and (mine := event.describe(user, names)) != event.describe(None, names)
        ]
        if lines:
            out[user] = tuple(lines)
    return out


def stored_events(events: Sequence[Event], names: Names) -> list[dict[str, Any]]:
    """What the action log keeps of the events: the public dict and the public line."""
    return [{"event": event.to_dict(None), "line": event.describe(None, names)} for event in events]


def name_list(users: Iterable[str], names: Names) -> str:
    """`Ann, Bo and Cy`."""
    shown = [names.get(u, u) for u in users]
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " and " + shown[-1]


def _cards(counts: Mapping[str, int]) -> str:
    parts = [f"{n} {r}" for r, n in counts.items() if n]
    return ", ".join(parts) if parts else "no cards"


def hand_lines(view: Mapping[str, Any]) -> list[str]:
    """A player's hand, development cards and hidden points, from `game.view(player)`."""
    you = view.get("you") or {}
    hand = you.get("hand") or {}
    ordered = {r: hand.get(r, 0) for r in RESOURCES} | {
        r: n for r, n in hand.items() if r not in RESOURCES
    }
    lines = [f"Your hand: {_cards(ordered)}."]
    cards = you.get("development") or []
    if cards:
        shown = [
            c["card"].replace("_", " ") + ("" if c.get("playable", True) else " (not yet)")
            for c in cards
        ]
        lines.append("Development cards: " + ", ".join(shown) + ".")
    else:
        lines.append("Development cards: none.")
    if "victory_points" in you:
        lines.append(f"Your victory points, hidden ones included: {you['victory_points']}.")
    return lines


def score_line(view: Mapping[str, Any], names: Names) -> str:
    """Everyone's visible points, in seat order."""
    players = view.get("players") or []
    return "Points: " + ", ".join(f"{names.get(p['id'], p['id'])} {p['vp']}" for p in players)


def with_names(text: str, names: Names) -> str:
    """An engine sentence with player ids replaced by the names players know each other by."""
    if not names:
        return text
    alternatives = "|".join(re.escape(p) for p in sorted(names, key=len, reverse=True))
    # An id next to a '-' or a word character is part of something else (a path such as 12-17).
    pattern = re.compile(r"(?<![\w-])(" + alternatives + r")(?![\w-])")
    return pattern.sub(lambda m: names.get(m.group(1), m.group(1)), text)
