"""A rule module for tests only: it proves the rule-set seam end to end.

"toasts" composes onto the base game: once per turn, in the main phase, the current player may
`toast`; the game then enters the phase "toasting", where every other player must `cheer` (a
timer cheers for them), each cheer earning a token kept in the module's own state
(`game.ext["toasts"]`), shown in every view under "toasts". It also widens the seats to 2..4.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import (
    Action,
    Event,
    Game,
    IllegalAction,
    RuleModule,
    RuleSet,
    register_module,
    register_rules,
)


@dataclass(frozen=True, slots=True)
class Toast(Action):
    """The current player raises a glass."""

    def __str__(self) -> str:
        return "toast"


@dataclass(frozen=True, slots=True)
class Cheer(Action):
    """Answer a toast."""

    def __str__(self) -> str:
        return "cheer"


class Toasts:
    """The module's own state: tokens per seat, who still has to cheer, the last toast's turn."""

    def __init__(self, tokens: list[int], pending: list[int], toasted_turn: int) -> None:
        self.tokens = tokens
        self.pending = pending
        self.toasted_turn = toasted_turn

    def copy(self) -> Toasts:
        return Toasts(self.tokens[:], self.pending[:], self.toasted_turn)

    def to_dict(self) -> dict[str, Any]:
        return {"tokens": self.tokens[:], "pending": self.pending[:], "turn": self.toasted_turn}


def state(g: Game) -> Toasts:
    ext = g.ext["toasts"]
    assert isinstance(ext, Toasts)
    return ext


def _new(g: Game) -> Toasts:
    return Toasts([0] * len(g.players), [], -1)


def _load(g: Game, d: dict[str, Any]) -> Toasts:
    return Toasts(list(d["tokens"]), list(d["pending"]), int(d["turn"]))


def _parse_word(action: Action) -> Any:
    def parse(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        return None if rest else action

    return parse


def toast(g: Game, seat: int, action: Toast, events: list[Event]) -> None:
    if seat != g.current or g.phase != "main":
        raise IllegalAction("cannot_toast")
    t = state(g)
    if t.toasted_turn == g.turn:
        raise IllegalAction("toasted")
    t.toasted_turn = g.turn
    t.pending = [s for s in range(len(g.players)) if s != seat]
    g.phase = "toasting"


def cheer(g: Game, seat: int, action: Cheer, events: list[Event]) -> None:
    t = state(g)
    if g.phase != "toasting" or seat not in t.pending:
        raise IllegalAction("no_toast")
    t.pending.remove(seat)
    t.tokens[seat] += 1
    if not t.pending:
        g.phase = "main"


def _main_extra(g: Game, seat: int) -> list[Action]:
    if seat == g.current and state(g).toasted_turn != g.turn:
        return [Toast()]
    return []


def _toasting_legal(g: Game, seat: int) -> list[Action]:
    return [Cheer()] if seat in state(g).pending else []


def _toasting_default(g: Game, seat: int) -> Action | None:
    return Cheer()


def _toasting_awaiting(g: Game) -> list[str]:
    return [g.players[s] for s in state(g).pending]


def _view(g: Game, player: str | None, out: dict[str, Any]) -> None:
    out["toasts"] = {p: state(g).tokens[s] for s, p in enumerate(g.players)}


def build(rules: RuleSet) -> None:
    rules.seats = (2, 4)
    rules.add_action(
        Toast, toast, keyword="toast", parse=_parse_word(Toast()), legal={"main": _main_extra}
    )
    rules.add_action(Cheer, cheer, keyword="cheer", parse=_parse_word(Cheer()), keeps_offer=True)
    rules.add_phase(
        "toasting",
        legal=_toasting_legal,
        default=_toasting_default,
        awaiting=_toasting_awaiting,
        refusal="toasting",
    )
    rules.add_extension("toasts", _new, _load)
    rules.add_view(_view)


register_module(RuleModule("toasts", build))
register_rules("base_toasts", "base", "toasts")
