"""Choices Seafarers awaits in the middle of play (SF-8 gold, SF-13.7 Greater Catan's tokens): a
queue of pending choices, each a phase of its own awaiting one player, and the phase play returns to
when the queue is empty."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ...errors import IllegalAction
from ...events import Event
from ...resources import INDEX, RESOURCES
from .actions import ChooseGold
from .events import GoldOwed, GoldTaken
from .state import state

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

#: The phases of pending choices.
KINDS = ("gold", "token")
REFUSAL = "choice_first"


def push(g: Game, kind: str, seat: int, data: int) -> None:
    """Queue a choice; the game waits for it once the current action is done (see `start`)."""
    state(g).pending.append([kind, seat, data])


def start(g: Game) -> None:
    """Enter the first queued choice, remembering where play resumes."""
    s = state(g)
    _skip_empty(g)
    if s.pending and g.phase not in KINDS:
        s.resume = g.phase
        g.phase = s.pending[0][0]


def set_next(g: Game, phase: str) -> None:
    """Where play goes next: now, or after the choices awaited."""
    if g.phase in KINDS:
        state(g).resume = phase
    else:
        g.phase = phase


def done(g: Game) -> None:
    """The first choice is answered: on to the next, or back to play."""
    s = state(g)
    s.pending.pop(0)
    _skip_empty(g)
    if s.pending:
        g.phase = s.pending[0][0]
    else:
        g.phase = s.resume
        s.resume = ""


def _skip_empty(g: Game) -> None:
    """Gold with nothing left in the bank is no choice (SF-D15); a token with no hex left
    to take it from leaves the hex blank (SF-D23)."""
    from .discovery import token_sources

    s = state(g)
    while s.pending:
        kind, seat, data = s.pending[0]
        empty = (
            not sum(g.bank[: len(RESOURCES)])
            if kind == "gold"
            else not token_sources(g, int(seat), int(data))
        )
        if not empty:
            break
        s.pending.pop(0)


def awaiting(g: Game) -> list[str]:
    """The player who must choose."""
    s = state(g)
    return [g.players[s.pending[0][1]]] if s.pending else []


def gold_owed(g: Game, events: list[Event], owed: dict[int, int]) -> None:
    """Queue gold choices in turn order from the current player (SF-D8)."""
    n = len(g.players)
    order = [(g.current + i) % n for i in range(n)]
    listed = [(s, owed[s]) for s in order if owed.get(s)]
    if not listed:
        return
    events.append(GoldOwed(tuple((g.players[s], k) for s, k in listed)))
    for s, k in listed:
        push(g, "gold", s, k)


def gold_choices(bank: list[int], count: int) -> list[tuple[str, ...]]:
    """Every pick of `count` resources the bank can give (fewer when it holds fewer), in
    resource order (SF-8, SF-D15)."""
    stock = bank[: len(RESOURCES)]
    k = min(count, sum(stock))
    out: list[tuple[str, ...]] = []
    for pick in combinations_with_replacement(range(len(RESOURCES)), k):
        if all(pick.count(i) <= stock[i] for i in set(pick)):
            out.append(tuple(RESOURCES[i] for i in pick))
    return out


def choose_gold(g: Game, seat: int, action: ChooseGold, events: list[Event]) -> None:
    """Take the chosen resources from the bank."""
    s = state(g)
    if g.phase != "gold" or not s.pending or s.pending[0][1] != seat:
        raise IllegalAction("no_gold_owed")
    take_gold(g, seat, action, int(s.pending[0][2]), events)
    done(g)


def take_gold(g: Game, seat: int, action: ChooseGold, count: int, events: list[Event]) -> None:
    """`count` resources of the player's choice from the bank (checked against the choices)."""
    for name in action.resources:
        if name not in INDEX:
            raise IllegalAction("bad_cards", hint="not_a_resource", word=str(name), item="gold")
    picked = tuple(sorted(action.resources, key=INDEX.__getitem__))
    options = gold_choices(g.bank, count)
    if picked not in options:
        raise IllegalAction("gold_pick", count=len(options[0]) if options else 0)
    got: dict[str, int] = {}
    for name in picked:
        i = INDEX[name]
        g.bank[i] -= 1
        g.hands[seat][i] += 1
        got[name] = got.get(name, 0) + 1
    events.append(GoldTaken(g.players[seat], tuple(got.items())))


def gold_legal(g: Game, seat: int) -> list[Action]:
    s = state(g)
    if not s.pending or s.pending[0][1] != seat:
        return []
    return [ChooseGold(p) for p in gold_choices(g.bank, int(s.pending[0][2]))]


def gold_default(g: Game, seat: int) -> ChooseGold:
    """The timer's pick: one at a time, whatever the bank holds most of (first in resource
    order on ties) - it takes nothing another player is short of."""
    return default_pick(g.bank, int(state(g).pending[0][2]))


def default_pick(bank: list[int], count: int) -> ChooseGold:
    """`gold_default` for `count` resources from this bank."""
    stock = bank[: len(RESOURCES)]
    picked: list[str] = []
    for _ in range(min(count, sum(stock))):
        i = max(range(len(stock)), key=lambda j: (stock[j], -j))
        stock[i] -= 1
        picked.append(RESOURCES[i])
    return ChooseGold(tuple(sorted(picked, key=INDEX.__getitem__)))
