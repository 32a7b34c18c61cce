"""The rules as first written, for the engine's fast paths that stay: each fast path's test
compares it with its oracle here at every position of random games."""

from __future__ import annotations

from engine import Action, Discard, Game
from engine.resources import from_vector
from engine.robber import discard_choices
from engine.rules.cities_knights.cards.framework import CARDS, plays
from engine.rules.cities_knights.state import ck


def progress_playable(g: Game, seat: int, name: str) -> bool:
    """A card's own test as its `refusal` words it (the oracle of each card's `playable`)."""
    return CARDS[name].refusal(g, seat) is None


def progress_plays(g: Game, seat: int) -> list[Action]:
    """The current player's progress-card plays, every card's plays made afresh from its
    playable test (or refusal) and its options (the oracle of the hand's plan and of the plays
    kept while their inputs stand)."""
    if seat != g.current or g.phase not in ("main", "roll"):
        return []
    before_roll = g.phase == "roll"
    out: list[Action] = []
    for name in dict.fromkeys(ck(g).progress[seat]):
        spec = CARDS.get(name)
        if spec is not None and spec.before_roll is before_roll:
            playable = spec.playable
            if playable(g, seat) if playable is not None else spec.refusal(g, seat) is None:
                out += plays(name, spec.options(g, seat))
    return out


def discards(hand: tuple[int, ...], owed: int, kinds: tuple[str, ...]) -> tuple[Discard, ...]:
    """The discard menu as `discard_choices` and `from_vector` give it (the oracle of the menu
    built from the later kinds' picks, engine/legal.py's `_discards`)."""
    return tuple(Discard(from_vector(v, kinds)) for v in discard_choices(list(hand), owed))
