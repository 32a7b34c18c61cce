"""Turning engine events and views into lines of text. Public lines come only from what the
public may see; a player's private lines only from events whose secret part they may see.

Every line is a `Phrase`: English as it reads, said again in the reader's language by the
adapters (`words.speak`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from engine import RESOURCES, Event, GameView, IllegalAction
from words import Catalogue, Phrase, event_line, event_lines, refusal_line, say
from words.common import card
from words.service import hand as hand_words
from words.service import status as status_words

Names = Mapping[str, str]


def _said(render: Callable[[Catalogue], list[str]]) -> list[str]:
    """Lines said together (a C&K roll's three dice make one), each a phrase: the English once,
    another language's lines worded once for all of them, when first asked for."""
    english = render(_english())
    memo: dict[str, list[str]] = {}

    def line(index: int) -> Callable[[Catalogue], str]:
        def said(w: Catalogue) -> str:
            if w.language not in memo:
                memo[w.language] = render(w)
            return memo[w.language][index]

        return said

    return [Phrase(line(i), text) for i, text in enumerate(english)]


def _english() -> Catalogue:
    from words import ENGLISH

    return ENGLISH


def public_lines(events: Sequence[Event], names: Names) -> list[str]:
    """One line per event, as a spectator sees it (a C&K roll's dice in one line)."""
    dicts = [event.to_dict(None) for event in events]
    return _said(lambda w: event_lines(dicts, names, words=w))


def private_lines(
    events: Sequence[Event], users: Iterable[str], names: Names
) -> dict[str, tuple[str, ...]]:
    """For each user, the lines of the events whose secret they may see (and that say more)."""
    out: dict[str, tuple[str, ...]] = {}
    for user in users:
        lines: list[str] = []
        for event in events:
            if not event.visible_to(user):
                continue
            seen = event.to_dict(user)
            mine = event_line(seen, names)
            if mine != event_line(event.to_dict(None), names):
                lines.append(Phrase(_event_words(seen, names), mine))
        if lines:
            out[user] = tuple(lines)
    return out


def _event_words(event: Mapping[str, Any], names: Names) -> Callable[[Catalogue], str]:
    return lambda w: event_line(event, names, words=w)


def marked(mark: str, line: str) -> str:
    """A line with a mark before it (`🤖 ` before a computer's moves), still a phrase."""
    if not mark:
        return line
    return Phrase(lambda w: mark + _speak(line, w), mark + line)


def _speak(line: str, w: Catalogue) -> str:
    from words import speak

    return speak(line, w)


def stored_events(events: Sequence[Event]) -> list[dict[str, Any]]:
    """What the action log keeps of the events: their public dicts, data only (`/log` words
    them when it is read, in the reader's words)."""
    return [event.to_dict(None) for event in events]


def logged_lines(stored: Iterable[Mapping[str, Any]], names: Names) -> list[str]:
    """The public lines of an action's stored events."""
    events = list(stored)
    return _said(lambda w: event_lines(events, names, words=w))


def name_list(users: Iterable[str], names: Names) -> str:
    """`Ann, Bo and Cy` (the list words of the reader's language)."""
    shown = [names.get(u, u) for u in users]
    if len(shown) <= 1:
        return "".join(shown)
    return Phrase(lambda w: status_words.names_line(w, shown))


def hand_lines(view: GameView, names: Names | None = None) -> list[str]:
    """A player's hand, development cards and hidden points, from `game.view(player)`; in
    Cities & Knights each progress card that cannot be played now says why, as `/play` does."""
    you = view["you"]
    if you is None:  # a spectator's view has no hand
        return []
    hand = you["hand"]
    counts = [(r, int(hand.get(r, 0))) for r in RESOURCES] + [
        (r, int(n)) for r, n in hand.items() if r not in RESOURCES
    ]
    lines: list[str] = [Phrase(lambda w: hand_words.hand_line(w, counts))]
    cards = you["development"]
    progress = you.get("progress")
    if progress is not None:  # Cities & Knights: progress cards instead of development cards
        lines.append(progress_line(progress))
        current = str(view.get("current") or "")
        for c in progress:
            why = progress_why(c, current, names or {})
            if why is not None:
                named = card_name(str(c["card"]))
                lines.append(say("service.hand.progress.why", card=named, why=why))
    else:
        held = [(str(c["card"]), bool(c.get("playable", True))) for c in cards]
        lines.append(Phrase(lambda w: hand_words.development_line(w, held)))
    lines.append(say("service.hand.points", points=you["victory_points"]))
    return lines


def card_name(code: str) -> str:
    """A card's name (`Engineer`), as a phrase."""
    return Phrase(lambda w: card(w, code))


def progress_why(held: Mapping[str, Any], current: str, names: Names) -> str | None:
    """Why a progress card of one's view cannot be played now, the engine's refusal worded (a
    phrase); None for a card that can."""
    if held.get("playable"):
        return None
    code = str(held.get("why") or "not_playable_now")
    refused = IllegalAction(code, card=held["card"], current=current)
    return Phrase(lambda w: refusal_line(refused, names, words=w))


def progress_line(progress: Iterable[Mapping[str, Any]]) -> str:
    """One's progress cards, named, with their decks and whether they can be played now
    (private: only the holder sees it)."""
    held = [(str(c["card"]), str(c["deck"]), bool(c.get("playable"))) for c in progress]
    return Phrase(lambda w: hand_words.progress_line(w, held))


def score_line(view: GameView, names: Names) -> str:
    """Everyone's visible points, in seat order."""
    scored = [(names.get(p["id"], p["id"]), p["vp"]) for p in view.get("players") or []]
    return Phrase(lambda w: status_words.points_line(w, scored))


def barbarians_text(view: GameView) -> str:
    """`Barbarians 3 of 7 (strength 4 against knights 2)` in a Cities & Knights game (else
    empty)."""
    ck = view.get("cities_knights")
    if not ck:
        return ""
    b = dict(ck["barbarians"])
    return Phrase(lambda w: status_words.barbarians_text(w, b))


def cities_knights_lines(view: GameView, names: Names) -> list[str]:
    """What everyone may know of the Cities & Knights state, as lines: the barbarians, and per
    player the improvements, progress cards held (a count), Defender points and hand limit
    (neutral players have none of them)."""
    ck = view.get("cities_knights")
    if not ck:
        return []
    lines = [
        say("service.barbarians.attacks", barbarians=barbarians_text(view), count=ck["attacks"])
    ]
    two = view.get("two_player")
    # The 2-player variant's neutral players hold no cards and improve no city: not listed.
    neutrals = {n["id"] for n in two["neutrals"]} if two else set()
    for player, p in ck["players"].items():
        if player in neutrals:
            continue
        lines.append(Phrase(_ck_player_words(names.get(player, player), dict(p))))
    return lines


def _ck_player_words(shown: str, data: Mapping[str, Any]) -> Callable[[Catalogue], str]:
    return lambda w: status_words.ck_player_line(w, shown, data)
