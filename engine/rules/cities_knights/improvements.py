"""City improvements (CK-11) and metropolises (CK-12). Level L of a track costs L commodities of the
track's kind; it needs a city (a metropolis counts, a city on its side does not); level 4 and 5
also a city able to carry the track's metropolis (CK-D13). The first to level 4 places the
metropolis; a player reaching level 5 before its holder takes it; once the holder has level 5 it
stays (CK-12). Levels are never lost."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...building import CITY, _pay
from ...checks import node_of, require_cards, require_phase
from ...errors import IllegalAction
from ...events import Event
from . import buildings, phases
from .actions import Improve, PlaceMetropolis, made
from .data import ABILITY_LEVEL, MAX_LEVEL, METROPOLIS_LEVEL, TRACK_COMMODITY, TRACKS
from .events import Improved, MetropolisPlaced
from .state import NAME, CitiesKnights, Pending, ck

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game


def cities(g: Game, seat: int) -> list[int]:
    """The player's cities on the board (metropolises included)."""
    return buildings.cities(g, seat)


def free_cities(g: Game, seat: int) -> list[int]:
    """The player's cities that carry no metropolis."""
    taken = set(ck(g).metropolis.values())
    return [n for n in cities(g, seat) if n not in taken]


def can_carry(g: Game, seat: int, track: str) -> bool:
    """Whether the player has a city able to carry the track's metropolis: one without a
    metropolis, or the one already carrying it."""
    if free_cities(g, seat):
        return True
    return ck(g).metropolis.get(track, -1) in cities(g, seat)


def cost(g: Game, track: str, level: int) -> list[int]:
    """The price of a level, over the rule set's card kinds."""
    vec = [0] * len(g.rules.cards)
    vec[g.rules.card_index[TRACK_COMMODITY[track]]] = level
    return vec


def price(g: Game, seat: int, track: str, level: int) -> list[int]:
    """What the current player pays for a level: its cost, 1 commodity less while a Crane
    discount is unused (CK-13.6; one Crane per improvement, a level 1 becomes free)."""
    vec = cost(g, track, level)
    if seat == g.current and ck(g).effects.get("crane", 0) > 0:
        i = g.rules.card_index[TRACK_COMMODITY[track]]
        vec[i] -= 1
    return vec


def refusal(g: Game, seat: int, track: str) -> IllegalAction | None:
    """Why the player cannot build the next level of the track now (None: they can)."""
    level = ck(g).levels[seat][TRACKS.index(track)] + 1
    if level > MAX_LEVEL:
        return IllegalAction("track_complete", track=track)
    if not cities(g, seat):
        return IllegalAction("needs_city", track=track)
    if level >= METROPOLIS_LEVEL and not can_carry(g, seat, track):
        return IllegalAction("no_city_for_metropolis", track=track)
    try:
        require_cards(g.hands[seat], price(g, seat, track, level), "improvement", g.rules.cards)
    except IllegalAction as exc:
        return exc
    return None


def improve(g: Game, seat: int, action: Improve, events: list[Event]) -> None:
    """Build the next level; it may win or take the track's metropolis."""
    require_phase(g, seat, "main")
    track = action.track
    if track not in TRACKS:
        raise IllegalAction("bad_notation", hint="not_a_track", text=str(action), word=track)
    refused = refusal(g, seat, track)
    if refused is not None:
        raise refused
    c = ck(g)
    t = TRACKS.index(track)
    level = c.levels[seat][t] + 1
    _pay(g, seat, tuple(price(g, seat, track, level)))
    if c.effects.get("crane", 0) > 0:
        c.effects["crane"] -= 1
    c.levels[seat][t] = level
    g.built = True
    events.append(Improved(g.players[seat], track, level))
    if track == "trade" and level == ABILITY_LEVEL:
        g.rates[seat] = g.rules.bank_rates(g, seat)
    choices: list[Pending] = []
    held = c.metropolis.get(track)
    if held is None:
        if level >= METROPOLIS_LEVEL:
            choices = [["metropolis", seat, track, None]]
    else:
        holder = g.node_owner[held]
        if level == MAX_LEVEL and holder != seat and c.levels[holder][t] < MAX_LEVEL:
            del c.metropolis[track]  # the old city becomes an ordinary city
            choices = [["metropolis", seat, track, holder]]
    phases.start(g, choices, "main", events)


def place_metropolis(g: Game, seat: int, action: PlaceMetropolis, events: list[Event]) -> None:
    """The metropolis won goes on one of the player's cities that carries none."""
    item = phases.owed(g, seat, "metropolis")
    n = node_of(g, action.intersection)
    if n not in free_cities(g, seat):
        raise IllegalAction("not_a_free_city", intersection=n + 1)
    track, previous = item[2], item[3]
    ck(g).metropolis[track] = n
    events.append(
        MetropolisPlaced(
            g.players[seat], track, str(n + 1), None if previous is None else g.players[previous]
        )
    )
    phases.done(g, item, events)


def final(g: Game, track: str) -> bool:
    """A metropolis is final once its holder has built level 5 of its track."""
    c = ck(g)
    node = c.metropolis.get(track)
    if node is None:
        return False
    return c.levels[g.node_owner[node]][TRACKS.index(track)] >= MAX_LEVEL


def legal(g: Game, seat: int) -> list[Action]:
    """Improvements the current player may build now."""
    if seat != g.current:
        return []
    # What `refusal` checks, written out (this runs on most moves): a city, the level exists
    # and the commodities pay its price (the Crane's discount included), and for levels 4 and
    # 5 a city for the metropolis. A city on the board: the city pieces out of supply, less
    # the player's cities on their side (their piece stays on the board, CK-15.4); the list of
    # cities itself only for a metropolis.
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    standing = g.rules.vp_pieces[2] - g.pieces[seat][CITY]
    if c.fallen:
        owner = g.node_owner
        standing -= sum(1 for n in c.fallen if owner[n] == seat)
    if standing <= 0:
        return []
    hand = g.hands[seat]
    crane = 1 if c.effects and c.effects.get("crane", 0) > 0 else 0
    levels = c.levels[seat]
    affordable: list[tuple[str, int]] | None = None
    for i, t, card in _track_cards(g.rules.cards):
        level = levels[i]
        if level < MAX_LEVEL and hand[card] + crane > level:
            if affordable is None:
                affordable = []
            affordable.append((t, level + 1))
    if affordable is None:
        return []
    mine: list[int] | None = None
    out: list[Action] = []
    for t, level in affordable:
        if level >= METROPOLIS_LEVEL:
            if mine is None:
                mine = cities(g, seat)
            held = c.metropolis
            if all(n in held.values() for n in mine) and held.get(t, -1) not in mine:
                continue
        out.append(made(Improve, t))
    return out


@cache
def _track_cards(cards: tuple[str, ...]) -> tuple[tuple[int, str, int], ...]:
    """Per track: its index, name and where its commodity sits in a hand of the rule set's
    card kinds."""
    return tuple((i, t, cards.index(TRACK_COMMODITY[t])) for i, t in enumerate(TRACKS))


def _metropolis_legal(g: Game, item: Pending) -> list[Action]:
    return [PlaceMetropolis(n + 1) for n in free_cities(g, item[1])]


def _metropolis_default(g: Game, item: Pending) -> Action | None:
    """The free city with the most production (the lowest number on ties)."""
    options = free_cities(g, item[1])
    if not options:
        return None
    pips = g.board.node_pips
    return PlaceMetropolis(max(options, key=lambda n: (pips[n], -n)) + 1)


def _metropolis_void(g: Game, item: Pending) -> bool:
    return not free_cities(g, item[1])


phases.kind(
    phases.PendingKind("metropolis", _metropolis_legal, _metropolis_default, void=_metropolis_void)
)
