"""What an expired deadline does, by the table's `timeout` policy — and the default moves.

- `ping`: nothing is played; the player is pinged again and gets a fresh clock.
- `default`: the engine's `default_action` is played once (a roll, an end of turn, a discard,
  declining an offer, …); if the player is still awaited they get a fresh clock.
- `skip`: default actions are played for the player until they are no longer awaited or the
  turn passes.
- `bot` and `forfeit`: like `skip`, and the expiry that brings the player's missed deadlines to
  the table's `strikes` limit takes the seat away: `bot` makes it a placeholder open for a
  substitute, `forfeit` forfeits it for the rest of the game. Either way the timer then plays
  the seat's default moves as soon as it is awaited.
- `computer`: like `skip`; and once the player has missed `strikes` deadlines, a computer
  player of the table's `level` takes the seat and plays it whenever it is awaited, until the
  player comes back with /return (the same seat: hand, pieces and points kept).

Every expiry of a seat a person plays counts as a missed deadline (a strike); the timer's own
moves for a placeholder or forfeited seat do not.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.service import Step
from bot.service.options import TableOptions
from bot.service.timer_side import SeatControl, seating
from engine import Game, GameView

WAIT = "wait"
ONCE = "once"
TURN = "turn"
TURN_BOUNDARY = frozenset({"TurnEnded", "TurnStarted", "GameWon"})
MAX_STEPS = 50


@dataclass(frozen=True)
class Decision:
    """What an expiry does to a seat: how far to play (`wait`, `once`, `turn`), the seat's
    missed deadlines and state afterwards, and whether this expiry took the seat away."""

    mode: str
    strikes: int
    state: str
    took_seat: bool = False
    robot: bool = False


def decide(options: TableOptions, control: SeatControl) -> Decision:
    """The policy applied to one expired deadline of a seat."""
    if not control.human:
        return Decision(TURN, control.strikes, control.state, robot=True)
    strikes = control.strikes + 1
    policy = options.timeout
    if policy == "computer" and strikes >= options.strikes:
        # Nothing is played by the timer: the computer's own first move follows at once.
        return Decision(WAIT, strikes, seating.COMPUTER, took_seat=True)
    if policy in ("bot", "forfeit") and strikes >= options.strikes:
        state = seating.PLACEHOLDER if policy == "bot" else seating.FORFEITED
        return Decision(TURN, strikes, state, took_seat=True)
    mode = {"ping": WAIT, "default": ONCE}.get(policy, TURN)
    return Decision(mode, strikes, seating.ACTIVE)


def _turn_marker(view: GameView) -> tuple[object, ...]:
    return view.get("current"), view.get("turn"), view.get("setup_round")


def play_defaults(game: Game, player: str, mode: str, view: GameView | None = None) -> list[Step]:
    """Apply the engine's default actions for `player` to `game` as `mode` says; the steps.
    `view`: the game's public view now, if the caller has it."""
    steps: list[Step] = []
    if mode == WAIT:
        return steps
    marker = _turn_marker(game.view(None) if view is None else view) if mode == TURN else ()
    while len(steps) < MAX_STEPS:
        action = game.default_action(player)
        if action is None:
            break
        events = tuple(game.apply(player, action))
        steps.append(Step(player, str(action), events))
        if mode == ONCE or game.winner is not None or player not in game.awaiting():
            break
        if any(e.kind in TURN_BOUNDARY for e in events):
            break
        if _turn_marker(game.view(None)) != marker:
            break
    return steps
