"""Computer players at a table: their seats, and their moves.

A computer seat is a seat like any other: its player id is a stable `computer-N` and its
display name says its number and level in the game's language ("Computer 1 (easy)",
"Computer 1 (leicht)"). A person's seat may also be handed to a
computer player by the expiry policy `computer`; the person takes it back with /return. In
both cases the seat's control says `computer` with the level (`bot/store/seating.py`).

Whenever the game awaits a seat a computer plays, the service asks `computer.choose` for the
move in a worker (a thread, or a process), under the level's budget, and commits it through
the same path as a person's action: the version check, the log, the events, the clocks. A
player that fails or overruns its budget (plus a little grace) is replaced by the engine's
`default_action`, as an absent player's timer would play. The trigger is the seat's deadline,
due at once (a computer seat is one the timer plays), so a computer move pending when the bot
stops is made after a restart; the terminal, which runs no timers, asks for the moves itself.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import (
    BrokenExecutor,
    Executor,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
)
from dataclasses import dataclass, field
from functools import partial
from multiprocessing import get_context
from typing import Any, Protocol

import computer
from engine import Action, Game
from words.languages import DEFAULT, catalogue
from words.service import computers as computer_words

log = logging.getLogger("hexhaven.computers")

#: The computer players' levels (`easy`, `strong`, `hard`).
LEVELS: tuple[str, ...] = computer.LEVELS
DEFAULT_LEVEL = "easy"
#: Seconds each level may think about one move (the defaults). A table may set its own
#: (`TableOptions.think`), within `MAX_BUDGET`.
DEFAULT_BUDGETS: Mapping[str, float] = {"easy": 0.05, "strong": 2.0, "hard": 2.0}
#: Extra seconds a worker is given past its budget before its move is given up for the
#: default: a player stops at its budget by itself; the grace covers handing the game over.
GRACE = 1.0
PREFIX = "computer-"
#: The mark of a computer's move in public messages.
MARK = "🤖 "


def computer_id(number: int) -> str:
    """The player id of a table's `number`th computer seat (stable for the whole game)."""
    return f"{PREFIX}{number}"


def computer_name(number: int, level: str, language: str = DEFAULT) -> str:
    """A computer seat's display name in the game's `language`: `Computer 1 (easy)`,
    `Computer 1 (leicht)`. It is kept with the seat as a person's name is (plain text, the same
    for every reader: the table's players see it in their game's language)."""
    name = computer_words.computer_name(catalogue(language), number, level)
    return str.__str__(name)


def is_computer_id(player: str) -> bool:
    """Whether a seat's player id is a computer seat's (a person's never starts so)."""
    return player.startswith(PREFIX)


class Player(Protocol):
    """`computer.choose`'s signature: one legal action (or a trade offer the engine takes),
    never changing the game."""

    def __call__(
        self,
        game: Game,
        player: str,
        level: str,
        *,
        seed: int,
        budget: float,
        offered: Sequence[Action] = (),
    ) -> Action: ...


def _default_player(
    game: Game,
    player: str,
    level: str,
    *,
    seed: int,
    budget: float,
    offered: Sequence[Action] = (),
) -> Action:
    return computer.choose(game, player, level, seed=seed, budget=budget, offered=offered)


#: Seconds between a worker process's looks at whether the bot that started it still runs.
PARENT_POLL = 1.0


def _watch_parent(parent: int) -> None:
    """A worker process's initializer: a daemon thread ends the worker (at once, without
    clean-up) as soon as `parent`, the bot that started it, is no longer its parent, i.e. has
    died, even by SIGKILL, which gives the pool no chance to stop its workers. Polling
    `os.getppid()` works on every platform and, unlike Linux's parent-death signal (tied to
    the thread that started the worker, not the process), never ends a worker whose bot still
    runs."""
    if os.getppid() != parent:
        os._exit(0)  # the bot died while this worker was starting
    threading.Thread(
        target=_exit_when_orphaned, args=(parent,), name="parent-watch", daemon=True
    ).start()


def _exit_when_orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_POLL)
    os._exit(0)


def process_pool() -> ProcessPoolExecutor:
    """The computer players' worker pool: one process, started fresh (spawn) rather than a
    copy of the bot, that ends itself when the bot dies."""
    return ProcessPoolExecutor(
        max_workers=1,
        mp_context=get_context("spawn"),
        initializer=_watch_parent,
        initargs=(os.getpid(),),
    )


def _warm_up() -> None:
    """A new worker process imports this module, and so the players, before its first move
    is timed (the call itself does nothing)."""


def _in_process(
    state: dict[str, Any],
    player: str,
    level: str,
    seed: int,
    budget: float,
    offered: Sequence[str] = (),
) -> str:
    """The move in a worker process: the game travels as its saved form, the moves (and the
    offers made this turn) as notation."""
    game = Game.from_dict(state)
    made = [game.parse(text) for text in offered]
    return str(_default_player(game, player, level, seed=seed, budget=budget, offered=made))


@dataclass
class Thinking:
    """How computer moves are computed: each level's budget, the player function, and the
    worker kind (`thread`, or `process` to keep a long search off the bot's interpreter).

    `player` replaces `computer.choose` (tests inject a crashing or slow one; threads only)."""

    budgets: Mapping[str, float] = field(default_factory=lambda: dict(DEFAULT_BUDGETS))
    workers: str = "thread"
    player: Player | None = None
    grace: float = GRACE
    _pool: Executor | None = field(default=None, init=False, repr=False)
    _starting: asyncio.Lock = field(default_factory=asyncio.Lock, init=False, repr=False)

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, *, workers: str = "process"
    ) -> Thinking:
        """Settings from `HEXHAVEN_COMPUTER_WORKERS` (`thread`/`process`; default `workers`)
        and `HEXHAVEN_COMPUTER_BUDGET_EASY` / `_STRONG` / `_HARD` (seconds)."""
        env = os.environ if env is None else env
        budgets = dict(DEFAULT_BUDGETS)
        for level in LEVELS:
            value = env.get(f"HEXHAVEN_COMPUTER_BUDGET_{level.upper()}")
            if value:
                budgets[level] = float(value)
        kind = env.get("HEXHAVEN_COMPUTER_WORKERS", workers).strip().lower()
        return cls(budgets=budgets, workers="thread" if kind == "thread" else "process")

    def budget(self, level: str) -> float:
        """The seconds a level may think."""
        return self.budgets.get(level, DEFAULT_BUDGETS.get(level, 0.05))

    async def _executor(self) -> Executor:
        async with self._starting:  # one pool, however many moves ask at once
            return await self._start()

    async def _start(self) -> Executor:
        if self._pool is None:
            if self.workers == "process" and self.player is None:
                pool = process_pool()
                # Starting the process and importing the players takes longer than an easy
                # move's budget: that is paid once here, untimed by the move.
                await asyncio.get_running_loop().run_in_executor(pool, _warm_up)
                self._pool = pool
            else:
                self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="computer")
        return self._pool

    async def choose(
        self,
        game: Game,
        player: str,
        level: str,
        seed: int,
        *,
        offered: Sequence[Action] = (),
        budget: float | None = None,
    ) -> Action | None:
        """The computer's move for `player` (None when it failed or overran: the caller plays
        the default). `game` is the caller's own copy; nothing else sees it. `offered`: the
        offers it made this turn; `budget`: the table's own seconds for the level, if set."""
        budget = self.budget(level) if budget is None else budget
        loop = asyncio.get_running_loop()
        pool = await self._executor()
        call: Callable[[], Any]
        if isinstance(pool, ProcessPoolExecutor):
            notes = tuple(str(a) for a in offered)
            call = partial(_in_process, game.to_dict(), player, level, seed, budget, notes)
        else:
            choose = self.player or _default_player
            if offered:
                call = partial(
                    choose, game, player, level, seed=seed, budget=budget, offered=offered
                )
            else:  # an injected player may not take `offered`
                call = partial(choose, game, player, level, seed=seed, budget=budget)
        try:
            found = await asyncio.wait_for(loop.run_in_executor(pool, call), budget + self.grace)
        except TimeoutError:
            log.warning(
                "computer %s (%s) overran its budget; the default move is played", player, level
            )
            if isinstance(pool, ProcessPoolExecutor):
                self._replace(pool)  # the next move must not queue behind the stuck one
            return None
        except BrokenExecutor:
            log.exception(
                "computer %s (%s): its worker died; the default move is played", player, level
            )
            if isinstance(pool, ProcessPoolExecutor):
                self._replace(pool)  # a worker that died leaves its pool broken
            return None
        except Exception:
            log.exception("computer %s (%s) failed; the default move is played", player, level)
            return None
        if isinstance(found, Action):
            return found
        try:
            return game.parse(str(found))
        except Exception:
            log.exception("computer %s (%s) gave an unreadable move", player, level)
            return None

    def _replace(self, pool: ProcessPoolExecutor) -> None:
        """Give up a process pool (its workers ended); the next move starts a new one."""
        if self._pool is pool:
            self._pool = None
        # A process still thinking past its budget is stopped rather than waited for.
        for process in list(getattr(pool, "_processes", {}).values()):
            process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers (a move being thought about is abandoned)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


def move_seed(table_seed: int | None, version: int) -> int:
    """The seed of a computer's move: the game's seed and the move's number, so a game
    replayed from the same seed makes the same moves."""
    return ((table_seed or 0) * 1_000_003 + version) % 2**62
