"""Every random outcome of a game is drawn here, from a generator the game owns.

The generator is splitmix64: tiny, fast in pure Python, its whole position is one integer (so
it serialises for free) and its output does not depend on the Python version.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, MutableSequence

from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import TypeVar

    T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX_1 = 0xBF58476D1CE4E5B9
_MIX_2 = 0x94D049BB133111EB
_SPAN = _MASK + 1
_LIMIT_6 = _SPAN - _SPAN % 6  # below(6) rejects draws from here up

#: Outputs are made this many at a time: one computation over big integers holding them side by
#: side (`_made`), each output's 64 bits in a lane of 128 (a product of two 64-bit numbers never
#: reaches the next lane), read out with one `struct` call. A draw then costs an index instead
#: of a dozen operations on 64-bit integers (about a third of the instructions per die).
_LANES = 16
_LANE_BITS = 128
_ONES = sum(1 << (_LANE_BITS * i) for i in range(_LANES))
#: Lane i holds the generator's step i + 1 from the position the batch is made from.
_STEPS = sum((((i + 1) * _GOLDEN) & _MASK) << (_LANE_BITS * i) for i in range(_LANES))
_LANE_MASKS = _MASK * _ONES
_READ = struct.Struct("<" + "Q8x" * _LANES).unpack
_BYTES = _LANE_BITS * _LANES // 8


def seed_state(seed: int) -> int:
    """A 64-bit generator position from any integer seed."""
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & _MASK


def outputs(state: int, count: int) -> list[int]:
    """The generator's next `count` outputs from a position, one at a time (splitmix64 as
    written: the reference `Randomness` draws from)."""
    out = []
    for _ in range(count):
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * _MIX_1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
        out.append(z ^ (z >> 31))
    return out


def _batch(state: int) -> tuple[int, ...]:
    """`outputs(state, _LANES)`, every lane at once."""
    s = (state * _ONES + _STEPS) & _LANE_MASKS
    z = ((s ^ (s >> 30)) & _LANE_MASKS) * _MIX_1 & _LANE_MASKS
    z = ((z ^ (z >> 27)) & _LANE_MASKS) * _MIX_2 & _LANE_MASKS
    z = (z ^ (z >> 31)) & _LANE_MASKS
    made: tuple[int, ...] = _READ(z.to_bytes(_BYTES, "little"))
    return made


class Randomness:
    """The game's source of randomness; `state` is its whole position (the outputs made ahead
    are not part of it: a generator set to the same state draws the same)."""

    def __init__(self, state: int) -> None:
        self.state = state

    # The position is `_base` advanced by the `_used` outputs of `_made` drawn so far.

    @property
    def state(self) -> int:
        return (self._base + self._used * _GOLDEN) & _MASK

    @state.setter
    def state(self, value: int) -> None:
        self._base = value & _MASK
        self._used = 0
        self._made: tuple[int, ...] = ()

    def _refill(self) -> tuple[int, ...]:
        """The next outputs, made from the current position (which becomes `_base`)."""
        self._base = base = (self._base + self._used * _GOLDEN) & _MASK
        self._used = 0
        self._made = made = _batch(base)
        return made

    def _next(self) -> int:
        made = self._made
        i = self._used
        if i == len(made):
            made = self._refill()
            i = 0
        self._used = i + 1
        return made[i]

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 1:
            return 0
        limit = _SPAN - _SPAN % n
        while True:  # _next, written out: a roll draws twice, and a call costs more than a draw
            made = self._made
            i = self._used
            if i == len(made):
                made = self._refill()
                i = 0
            self._used = i + 1
            z = made[i]
            if z < limit:
                return z % n

    def die(self) -> int:
        """One six-sided die."""
        return self.below(6) + 1

    def dice(self) -> tuple[int, int]:
        """The production roll: two six-sided dice (two draws of below(6), written out: this
        runs on every turn)."""
        made = self._made
        i = self._used
        if i + 2 <= len(made):
            a = made[i]
            b = made[i + 1]
            if a < _LIMIT_6 and b < _LIMIT_6:  # no draw rejected (the usual case)
                self._used = i + 2
                return a % 6 + 1, b % 6 + 1
        return self.below(6) + 1, self.below(6) + 1

    def three_dice(self) -> tuple[int, int, int]:
        """`dice()` and then `event_die()`: the Cities & Knights roll (the same draws in the
        same order)."""
        made = self._made
        i = self._used
        if i + 3 > len(made):
            # Fewer than three outputs left: the next ones made from the current position at
            # once (the outputs left are made again at the head of the batch, so the draws are
            # the same), rather than drawn one by one across the batch's end.
            made = self._refill()
            i = 0
        a = made[i]
        b = made[i + 1]
        c = made[i + 2]
        if a < _LIMIT_6 and b < _LIMIT_6 and c < _LIMIT_6:  # no draw rejected
            self._used = i + 3
            return a % 6 + 1, b % 6 + 1, c % 6 + 1
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

    def three_dice(self) -> tuple[int, int, int]:
        red, yellow = self.dice()  # the queued dice and faces first
        return red, yellow, self.event_die()

    def pick(self, weights: list[int]) -> int:
        while self.queued_picks:
            i = self.queued_picks.pop(0)
            if 0 <= i < len(weights) and weights[i] > 0:
                return i
        return super().pick(weights)
