"""The hand: your resources, development and progress cards, and your victory points."""

from __future__ import annotations

from collections.abc import Sequence

from ..catalogue import Catalogue, Message
from ..cities_knights import track
from ..common import card, listed, resource

MESSAGES = (
    Message("service.hand.cards", "Your hand: {cards}."),
    Message("service.hand.no_cards", "no cards"),
    Message("service.hand.development", "Development cards: {cards}."),
    Message("service.hand.development.none", "Development cards: none."),
    Message("service.hand.not_yet", "{card} (not yet)"),
    Message("service.hand.points", "Your victory points, hidden ones included: {points}."),
    Message("service.hand.progress", "Progress cards: {cards}."),
    Message("service.hand.progress.play", "Progress cards: {cards}. Play one with /play."),
    Message("service.hand.progress.none", "none"),
    Message("service.hand.progress.card", "{card} ({deck})"),
    Message("service.hand.progress.card.not_now", "{card} ({deck}, not now)"),
    Message("service.hand.progress.why", "{card} (not now): {why}"),
)


def hand_line(w: Catalogue, counts: Sequence[tuple[str, int]]) -> str:
    """`Your hand: 1 brick, 2 ore.` (resources in the bank's order, then commodities)."""
    parts = [w.say("cards.count", count=n, resource=resource(w, r)) for r, n in counts if n]
    return w.say(
        "service.hand.cards", cards=listed(w, parts) if parts else w.say("service.hand.no_cards")
    )


def development_line(w: Catalogue, cards: Sequence[tuple[str, bool]]) -> str:
    """`Development cards: knight, monopoly (not yet).`"""
    if not cards:
        return w.say("service.hand.development.none")
    shown = [
        card(w, c) if ok else w.say("service.hand.not_yet", card=card(w, c)) for c, ok in cards
    ]
    return w.say("service.hand.development", cards=listed(w, shown))


def progress_line(w: Catalogue, progress: Sequence[tuple[str, str, bool]]) -> str:
    """`Progress cards: Alchemist (science), Spy (politics, not now). Play one with /play.`"""
    shown = [
        w.say(
            "service.hand.progress.card" if ok else "service.hand.progress.card.not_now",
            card=card(w, c),
            deck=track(w, deck),
        )
        for c, deck, ok in progress
    ]
    held = listed(w, shown) if shown else w.say("service.hand.progress.none")
    playable = any(ok for _, _, ok in progress)
    return w.say("service.hand.progress.play" if playable else "service.hand.progress", cards=held)
