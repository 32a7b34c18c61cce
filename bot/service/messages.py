"""Turning engine events and views into lines of text. Public lines come only from what the
public may see; a player's private lines only from events whose secret part they may see."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine import RESOURCES, Event, GameView
from words import ENGLISH, event_line, event_lines
from words.cities_knights import track
from words.common import card

Names = Mapping[str, str]


def public_lines(events: Sequence[Event], names: Names) -> list[str]:
    """One line per event, as a spectator sees it (a C&K roll's dice in one line)."""
    return event_lines([event.to_dict(None) for event in events], names)


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
            and (mine := event_line(event.to_dict(user), names))
            != event_line(event.to_dict(None), names)
        ]
        if lines:
            out[user] = tuple(lines)
    return out


def stored_events(events: Sequence[Event]) -> list[dict[str, Any]]:
    """What the action log keeps of the events: their public dicts, data only (`/log` words
    them when it is read, in the reader's words)."""
    return [event.to_dict(None) for event in events]


def logged_lines(stored: Iterable[Mapping[str, Any]], names: Names) -> list[str]:
    """The public lines of an action's stored events."""
    return event_lines(list(stored), names)


def name_list(users: Iterable[str], names: Names) -> str:
    """`Ann, Bo and Cy`."""
    shown = [names.get(u, u) for u in users]
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " and " + shown[-1]


def _cards(counts: Mapping[str, int]) -> str:
    parts = [f"{n} {r}" for r, n in counts.items() if n]
    return ", ".join(parts) if parts else "no cards"


def hand_lines(view: GameView) -> list[str]:
    """A player's hand, development cards and hidden points, from `game.view(player)`."""
    you = view["you"]
    if you is None:  # a spectator's view has no hand
        return []
    hand = you["hand"]
    ordered = {r: hand.get(r, 0) for r in RESOURCES} | {
        r: n for r, n in hand.items() if r not in RESOURCES
    }
    lines = [f"Your hand: {_cards(ordered)}."]
    cards = you["development"]
    progress = you.get("progress")
    if progress is not None:  # Cities & Knights: progress cards instead of development cards
        lines.append(progress_line(progress))
    elif cards:
        shown = [
            c["card"].replace("_", " ") + ("" if c.get("playable", True) else " (not yet)")
            for c in cards
        ]
        lines.append("Development cards: " + ", ".join(shown) + ".")
    else:
        lines.append("Development cards: none.")
    lines.append(f"Your victory points, hidden ones included: {you['victory_points']}.")
    return lines


def progress_line(progress: Iterable[Mapping[str, Any]]) -> str:
    """One's progress cards, named, with their decks and whether they can be played now
    (private: only the holder sees it)."""
    shown = [
        f"{card(ENGLISH, c['card'])} ({track(ENGLISH, c['deck'])}"
        + ("" if c.get("playable") else ", not now")
        + ")"
        for c in progress
    ]
    held = ", ".join(shown) if shown else "none"
    play = " Play one with /play." if any(c.get("playable") for c in progress) else ""
    return f"Progress cards: {held}.{play}"


def score_line(view: GameView, names: Names) -> str:
    """Everyone's visible points, in seat order."""
    players = view.get("players") or []
    return "Points: " + ", ".join(f"{names.get(p['id'], p['id'])} {p['vp']}" for p in players)


def barbarians_text(view: GameView) -> str:
    """`Barbarians 3 of 7 (strength 4 against knights 2)` in a Cities & Knights game (else
    empty)."""
    ck = view.get("cities_knights")
    if not ck:
        return ""
    b = ck["barbarians"]
    return (
        f"Barbarians {b['position']} of {b['length']} (strength {b['strength']} against "
        f"knights {b['defence']})"
    )


def cities_knights_lines(view: GameView, names: Names) -> list[str]:
    """What everyone may know of the Cities & Knights state, as lines: the barbarians, and per
    player the improvements, progress cards held (a count), Defender points and hand limit
    (neutral players have none of them)."""
    ck = view.get("cities_knights")
    if not ck:
        return []
    lines = [barbarians_text(view) + f"; {ck['attacks']} attacks so far."]
    two = view.get("two_player")
    # The 2-player variant's neutral players hold no cards and improve no city: not listed.
    neutrals = {n["id"] for n in two["neutrals"]} if two else set()
    for player, p in ck["players"].items():
        if player in neutrals:
            continue
        levels = ", ".join(f"{t} {n}" for t, n in p["improvements"].items())
        shown = "".join(f", {card(ENGLISH, c)} face up" for c in p["progress_vp"])
        lines.append(
            f"{names.get(player, player)}: {levels}; {plural(p['progress'], 'progress card')}"
            f"{shown}; {plural(p['defender'], 'Defender point')}; hand limit {p['hand_limit']}."
        )
    return lines


def plural(count: int, word: str) -> str:
    """`1 card`, `2 cards`."""
    return f"{count} {word if count == 1 else word + 's'}"
