"""Every random outcome of a game is drawn here, from a generator the game owns.

The generator is splitmix64: tiny, fast in pure Python, its whole position is one integer (so
it serialises for free) and its output does not depend on the Python version.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableSequence

from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import TypeVar

    T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SPAN = _MASK + 1
_LIMIT_6 = _SPAN - _SPAN % 6  # below(6) rejects draws from here up


def seed_state(seed: int) -> int:
    """A 64-bit generator position from any integer seed."""
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & _MASK


class Randomness:
    """The game's source of randomness; `state` is its whole position."""

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def _next(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 1:
            return 0
        limit = _SPAN - _SPAN % n
        s = self.state
        while True:  # _next, written out: a roll draws twice, and a call costs more than a draw
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = s
                return z % n

    def die(self) -> int:
        """One six-sided die."""
        return self.below(6) + 1

    def dice(self) -> tuple[int, int]:
        """The production roll: two six-sided dice (two draws of below(6), written out: this
        runs on every turn)."""
        s = self.state
        first = 0
        while True:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < _LIMIT_6:
                if first:
                    self.state = s
                    return first, z % 6 + 1
                first = z % 6 + 1

    def three_dice(self) -> tuple[int, int, int]:
        """`dice()` and then `event_die()`: the Cities & Knights roll (the same draws in the
        same order)."""
        red, yellow = self.dice()
        return red, yellow, self.event_die()

    def event_die(self) -> int:
        """A third die, the event die of Cities & Knights (its faces 1..6 mean what the rule set
        says)."""
        return self.below(6) + 1  # die(), written out: C&K rolls it on every turn

    def pick(self, weights: list[int]) -> int:
        """An index drawn with probability proportional to its weight (a card from a hand)."""
        total = sum(weights)
        x = self.below(total)
        for i, w in enumerate(weights):
            if x < w:
                return i
            x -= w
        raise ValueError("empty weights")

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


class ScriptedRandomness(Randomness):
    """A stand-in for tests and replays: queued dice and picks come first, then the generator.

    `dice` takes queued (d1, d2) pairs; `event_die` queued faces 1..6; `pick` takes queued
    indices (which card of a hand is stolen, counted over the rule set's card kinds with the
    victim's counts as weights).
    """

    def __init__(
        self,
        state: int = 0,
        dice: Iterable[tuple[int, int]] = (),
        picks: Iterable[int] = (),
        events: Iterable[int] = (),
    ) -> None:
        super().__init__(state)
        self.queued_dice: list[tuple[int, int]] = list(dice)
        self.queued_picks: list[int] = list(picks)
        self.queued_events: list[int] = list(events)

    def event_die(self) -> int:
        if self.queued_events:
            return self.queued_events.pop(0)
        return super().event_die()

    def dice(self) -> tuple[int, int]:
        if self.queued_dice:
            return self.queued_dice.pop(0)
        return super().dice()

    def pick(self, weights: list[int]) -> int:
        while self.queued_picks:
            i = self.queued_picks.pop(0)
            if 0 <= i < len(weights) and weights[i] > 0:
                return i
        return super().pick(weights)
