"""The C&K roll (CK-4): white, red and event die together, resolved in a fixed order — the event
die first (the ship advances, and on its 7th advance the attack is resolved completely; a gate
draws progress cards), then the production dice (production and the Aqueduct, or on a 7 the
discards with walls and, once awake, the robber)."""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING

from ...actions import Discard, Roll, _bad
from ...checks import require_phase
from ...errors import IllegalAction
from ...events import Event, MustDiscard, Rolled
from ...robber import discard as base_discard
from ..ruleset import _generator_dice
from . import dirty_trick, phases, production, progress
from .actions import TakeAqueduct
from .data import (
    ABILITY_LEVEL,
    BARBARIAN_TRACK,
    DISCARD_LIMIT,
    EVENT_FACES,
    PROGRESS_HAND_LIMIT,
    SHIP,
    TRACKS,
    WALL_BONUS,
)
from .events import AqueductTaken, BarbariansAdvanced, EventDieRolled
from .progress import TRACK_INDEX, turn_orders
from .state import NAME, CitiesKnights, Pending, ck

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

_SCIENCE = TRACKS.index("science")
_SCIENCE_LEVEL = itemgetter(_SCIENCE)
_N_RESOURCES = 5


def roll(g: Game, seat: int, action: Roll, events: list[Event]) -> None:
    """Roll the three dice and resolve the event die (CK-4.1 step 3.1)."""
    if seat != g.current or g.phase != "roll":
        require_phase(g, seat, "roll")  # the refusal
    roll_dice = g.rules.roll_dice
    # The generator's three dice in one draw when no module replaced the production dice (the
    # 2-player variant does): the roll is one move in three. The same draws in the same order
    # as the production dice and then the event die (resolve_roll).
    if roll_dice is _generator_dice:
        white, red, die = g.rng.three_dice()
    else:
        white, red = roll_dice(g)
        die = g.rng.event_die()
    _resolve(g, seat, white, red, EVENT_FACES[die - 1], events)


def resolve_roll(g: Game, seat: int, white: int, red: int, events: list[Event]) -> None:
    """Roll the event die beside a white and a red value (rolled, or chosen with the Alchemist,
    CK-13.6) and resolve them in order."""
    _resolve(g, seat, white, red, EVENT_FACES[g.rng.event_die() - 1], events)


#: The ship's advance to each position (frozen values, made once).
_ADVANCED = tuple(BarbariansAdvanced(p, BARBARIAN_TRACK) for p in range(BARBARIAN_TRACK + 1))


def _resolve(g: Game, seat: int, white: int, red: int, face: str, events: list[Event]) -> None:
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    g.last_roll = (white, red)
    g.has_rolled = True
    c.event = face
    # The roll's events, made once per game and value (a player's 36 rolls and 4 faces).
    made = c.made
    key = seat * 64 + white * 8 + red  # dice 1..6: a number per seat and pair
    rolled = made.get(key)
    if rolled is None:
        rolled = made[key] = Rolled(g.players[seat], (white, red), white + red)
    events.append(rolled)
    faced = made.get((seat, face))
    if faced is None:
        faced = made[(seat, face)] = EventDieRolled(g.players[seat], face)
    events.append(faced)
    choices: list[Pending] = []
    if face == SHIP:
        c.barbarians += 1
        position = c.barbarians
        events.append(
            _ADVANCED[position]
            if position <= BARBARIAN_TRACK
            else BarbariansAdvanced(position, BARBARIAN_TRACK)
        )
        if position >= BARBARIAN_TRACK:
            choices = dirty_trick.landing(g, events)  # the attack (CK-15, CK-17)
    else:
        # progress.gate_draws, written out: who draws (level at least the red die - 1, in turn
        # order), then the returns owed by other players over the limit.
        t = TRACK_INDEX[face]
        levels = c.levels
        for s in turn_orders(len(g.players))[g.current]:
            level = levels[s][t]
            if level >= 1 and red <= level + 1:
                progress.draw(g, s, face, events)
        if max(map(len, c.progress)) > PROGRESS_HAND_LIMIT:  # over_limit's own test, in C
            choices = progress.over_limit(g, events)
    if choices or c.pending:
        phases.start(g, choices, "production", events)
    else:  # phases.start's own shortcut, written out: nothing awaited, production at once
        c.resume = ""
        _production(g, c, white + red, events)


def discard_limit(g: Game, seat: int) -> int:
    """7, plus 2 for each of the player's walls on the board (CK-6.2)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if not c.walls:
        return DISCARD_LIMIT
    owner = g.node_owner
    return DISCARD_LIMIT + WALL_BONUS * sum(1 for n in c.walls if owner[n] == seat)


def production_dice(g: Game, events: list[Event]) -> None:
    """The production dice, after the event die (CK-4.1 step 3.2)."""
    assert g.last_roll is not None
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    _production(g, c, g.last_roll[0] + g.last_roll[1], events)


def _production(g: Game, c: CitiesKnights, total: int, events: list[Event]) -> None:
    if total == 7:
        owed = {}
        walled = bool(c.walls)
        for s, hand in enumerate(g.hands):
            held = sum(hand)
            if held > (discard_limit(g, s) if walled else DISCARD_LIMIT):
                owed[s] = held // 2
        if owed:
            g.discards = owed
            g.phase = "discard"
            events.append(MustDiscard(tuple((g.players[s], n) for s, n in owed.items())))
        else:
            g.phase = "robber" if c.robber_active else "main" if g.has_rolled else "roll"
        return
    received = production.produce(g, total, events)
    chosen: list[Pending] = []
    more = g.rules.more_production
    if more is not None:  # gold fields (CK-18.9): a choice, and received for the Aqueduct
        paid, chosen = more(g, total, events)
        received |= paid
    aqueducts: list[Pending] = chosen
    if max(map(_SCIENCE_LEVEL, c.levels)) >= ABILITY_LEVEL:  # scanned in C: every roll asks
        aqueducts = chosen + [
            ["aqueduct", s]
            for s in progress.turn_order(g)
            if c.levels[s][_SCIENCE] >= ABILITY_LEVEL and s not in received
        ]
    if aqueducts or c.pending:
        phases.start(g, aqueducts, "main", events)
    else:  # phases.start's own shortcut, written out: back to the main phase (or to the
        c.resume = ""  # 2-player variant's second roll)
        g.phase = "main" if g.has_rolled else "roll"


def discard(g: Game, seat: int, action: Discard, events: list[Event]) -> None:
    """The base discard; the robber moves afterwards only once awake (CK-6.1, CK-T2)."""
    base_discard(g, seat, action, events)
    if g.phase == "robber" and not ck(g).robber_active:
        g.phase = "main" if g.has_rolled else "roll"


def take_aqueduct(g: Game, seat: int, action: TakeAqueduct, events: list[Event]) -> None:
    """One resource of choice that the bank holds (CK-11.4, CK-D14)."""
    item = phases.owed(g, seat, "aqueduct")
    i = g.rules.card_index.get(action.resource, _N_RESOURCES)
    if i >= _N_RESOURCES:  # not a card kind, or a commodity
        raise _bad(str(action), "not_a_resource", word=action.resource)
    if g.bank[i] <= 0:
        raise IllegalAction("bank_empty")
    g.bank[i] -= 1
    g.hands[seat][i] += 1
    events.append(AqueductTaken(g.players[seat], action.resource))
    phases.done(g, item, events)


def _aqueduct_legal(g: Game, item: Pending) -> list[Action]:
    kinds = g.rules.cards
    return [TakeAqueduct(kinds[i]) for i in range(_N_RESOURCES) if g.bank[i] > 0]


def _aqueduct_default(g: Game, item: Pending) -> Action | None:
    """The resource the bank holds most of (the first on ties)."""
    i = max(range(_N_RESOURCES), key=lambda j: (g.bank[j], -j))
    return TakeAqueduct(g.rules.cards[i]) if g.bank[i] > 0 else None


def _aqueduct_void(g: Game, item: Pending) -> bool:
    return not any(g.bank[:_N_RESOURCES])


phases.kind(phases.PendingKind("aqueduct", _aqueduct_legal, _aqueduct_default, void=_aqueduct_void))
phases.RESUMES["production"] = production_dice
