"""`python -m tests.fuzz --minutes N`: the arbitrary-input properties, run for longer by hand.

Runs the service property (and, with `--engine`, the engine's notation and `Game.apply`
properties) until the time is up or a failure is found, then prints the smallest failing input
Hypothesis could find. Exit code 1 when something other than a refusal came out.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Flaky

from tests.fuzz.engine_props import AWAITED, PLAYERS, apply_only_refuses, parse_only_refuses
from tests.fuzz.service_props import calls, only_refusals
from tests.fuzz.strategies import malformed_action, notation

# Examples per Hypothesis run; runs follow each other until the time is up.
BATCH = 200


def _timed(
    name: str, seconds: float, strategy: st.SearchStrategy[Any], check: Callable[..., None]
) -> bool:
    """Run one property in batches (each with a new random seed) for about `seconds`; True if
    it held."""
    runs = 0

    @settings(
        max_examples=BATCH,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def prop(value: Any) -> None:
        nonlocal runs
        runs += 1
        try:
            check(value)
        except Exception as exc:
            exc.add_note(f"input: {value!r}"[:300])
            raise

    started = time.monotonic()
    while time.monotonic() - started < seconds:
        try:
            prop()
        except (AssertionError, Flaky, Exception) as exc:
            print(f"{name}: FAILED after {runs} examples", file=sys.stderr)
            for line in _describe(exc):
                print(f"  {line}", file=sys.stderr)
            return False
    print(f"{name}: held for {runs} examples in {time.monotonic() - started:.0f}s")
    return True


def _describe(exc: BaseException) -> list[str]:
    """Each failure with the falsifying input Hypothesis noted on it."""
    if isinstance(exc, BaseExceptionGroup):
        return [line for sub in exc.exceptions for line in _describe(sub)]
    notes = [n for n in getattr(exc, "__notes__", []) if n.startswith("input: ")]
    return [f"{type(exc).__name__}: {str(exc)[:300]}", *(n[:300] for n in notes)]


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the properties; returns the exit code."""
    top = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__)
    top.add_argument("--minutes", type=float, default=5.0, help="total time (default 5)")
    top.add_argument(
        "--engine", action="store_true", help="also the engine properties (failing today)"
    )
    args = top.parse_args(argv)
    runs: list[tuple[str, st.SearchStrategy[Any], Callable[..., None]]] = [
        ("service calls", calls, only_refusals)
    ]
    if args.engine:
        runs += [
            ("engine notation", notation, parse_only_refuses),
            (
                "engine apply",
                st.tuples(
                    st.integers(0, 9),
                    st.sampled_from((AWAITED, *PLAYERS)),
                    st.one_of(malformed_action, notation),
                ),
                lambda args: apply_only_refuses(*args),
            ),
        ]
    share = args.minutes * 60 / len(runs)
    held = [_timed(name, share, strategy, check) for name, strategy, check in runs]
    return 0 if all(held) else 1


if __name__ == "__main__":
    raise SystemExit(main())
