"""The generator's outputs made sixteen at a time (engine/randomness.py) are the outputs of
splitmix64 drawn one by one, so the same seed still plays the same game
(C&K rolls three dice on every turn). Each fast path is compared with the generator as first
written, one 64-bit output per draw, over long random sequences of every kind of draw."""

from __future__ import annotations

import copy
import random

import pytest

from engine.randomness import (
    _LANES,
    Randomness,
    ScriptedRandomness,
    _batch,
    outputs,
    seed_state,
)

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class OneByOne:
    """splitmix64 as first written: one output per draw, the position advanced by each."""

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def below(self, n: int) -> int:
        if n <= 1:
            return 0
        limit = (1 << 64) - (1 << 64) % n
        while True:
            self.state = s = (self.state + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                return z % n


def test_outputs_one_by_one_are_splitmix64() -> None:
    """The reference `outputs` is splitmix64's published sequence (seed 1234567: its first
    outputs as the algorithm's reference implementation prints them)."""
    assert outputs(1234567, 3) == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
    ]


@pytest.mark.parametrize("seed", range(20))
def test_a_batch_holds_the_next_outputs_one_by_one(seed: int) -> None:
    """The lanes computed side by side in one big integer are the next sixteen
    outputs, for positions near 0, near 2**64 (the step wraps around) and anywhere between."""
    rng = random.Random(seed)
    for state in (0, _MASK, _MASK - _GOLDEN, seed, *(rng.getrandbits(64) for _ in range(200))):
        assert list(_batch(state)) == outputs(state, _LANES)


@pytest.mark.parametrize("seed", range(40))
def test_every_draw_and_position_equals_the_generator_drawing_one_by_one(seed: int) -> None:
    """Dice, three dice, the event die, any `below(n)` (rejections near
    2**64 included), shuffles and picks, with the position read and set between them, draw what
    the one-by-one generator draws and leave it at the same position, across batch ends."""
    script = random.Random(seed)
    fast, slow = Randomness(seed_state(seed)), OneByOne(seed_state(seed))
    for _ in range(600):
        step = script.randrange(8)
        if step == 0:
            assert fast.dice() == (slow.below(6) + 1, slow.below(6) + 1)
        elif step == 1:
            expected = (slow.below(6) + 1, slow.below(6) + 1, slow.below(6) + 1)
            assert fast.three_dice() == expected
        elif step == 2:
            assert fast.event_die() == slow.below(6) + 1
        elif step == 3:
            n = script.choice((0, 1, 2, 5, 19, 1000, (1 << 63) + 5, (1 << 64) - 3))
            assert fast.below(n) == slow.below(n)
        elif step == 4:
            items = list(range(script.randrange(1, 30)))
            fast.shuffle(items)
            expected_items = list(range(len(items)))
            for i in range(len(expected_items) - 1, 0, -1):
                j = slow.below(i + 1)
                expected_items[i], expected_items[j] = expected_items[j], expected_items[i]
            assert items == expected_items
        elif step == 5:
            weights = [script.randrange(4) for _ in range(5)]
            weights[script.randrange(5)] += 1
            x = slow.below(sum(weights))
            i = 0
            while x >= weights[i]:
                x -= weights[i]
                i += 1
            assert fast.pick(weights) == i
        elif step == 6 and script.random() < 0.2:
            fast.state = slow.state = script.getrandbits(64)
        assert fast.state == slow.state


def test_a_copied_generator_draws_on_alone() -> None:
    """Game copies copy the generator (engine/state.py): the copy draws what the original
    draws next, and drawing from one leaves the other where it was."""
    original = Randomness(seed_state(7))
    for _ in range(5):
        original.dice()
    twin = copy.copy(original)
    at = original.state
    assert [twin.three_dice() for _ in range(20)] == [original.three_dice() for _ in range(20)]
    other = copy.copy(original)
    twin.below(1000)
    assert other.state == original.state != at


def test_three_dice_of_a_scripted_generator_take_queued_dice_then_faces() -> None:
    """A replay's queued dice and event faces come first (the batch's shortcut is the plain
    generator's), then the generator's own draws."""
    rng = ScriptedRandomness(5, dice=[(3, 4)], events=[6])
    assert rng.three_dice() == (3, 4, 6)
    plain = OneByOne(5)
    assert rng.three_dice() == (plain.below(6) + 1, plain.below(6) + 1, plain.below(6) + 1)


@pytest.mark.parametrize("drawn", range(_LANES + 1))
def test_three_dice_at_every_place_in_a_batch_draw_the_next_three_outputs(drawn: int) -> None:
    """C&K rolls three dice on every turn: with fewer than three outputs left in
    its batch, `three_dice` makes the next batch from its position at once; whatever the number
    of outputs already drawn from the batch, it draws the one-by-one generator's next three dice
    and leaves it at the same position, and the draws after it follow on."""
    fast, slow = Randomness(seed_state(drawn)), OneByOne(seed_state(drawn))
    for _ in range(drawn):
        assert fast.below(1000) == slow.below(1000)
    expected = (slow.below(6) + 1, slow.below(6) + 1, slow.below(6) + 1)
    assert fast.three_dice() == expected
    assert fast.state == slow.state
    assert [fast.below(6) for _ in range(40)] == [slow.below(6) for _ in range(40)]
