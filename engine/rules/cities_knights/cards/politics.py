"""The politics deck's playable cards (CK-13.6), declared with
`framework.card` (and `framework.step` for the choices they await). Constitution is a VP card,
face up when drawn (progress.draw): never played. The Deserter, the Diplomat and the Saboteur,
each with choices of its own, are in deserter.py, diplomat.py and saboteur.py (declared, as
before, ahead of the Spy: the card steps keep their order).

    play bishop HEX                 play deserter PLAYER    then  desert N        (the opponent)
                                                            then  deserter N LEVEL | deserter none
    play diplomat A-B               then (own road)  diplomat A-B | diplomat none
    play intrigue N                 then  relocate N | relocate none              (the opponent)
    play saboteur                   (later edition)  then  discard CARDS          (each victim)
    play saboteur N                 (first edition)  later  repair N              (the owner)
    play spy PLAYER                 then  spy CARD
    play warlord                    play wedding            then  give CARDS      (each giver)

Other players who must choose are awaited at once; each kind's default (the timer's choice) is
the conservative one named on its function.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .... import robber
from ....actions import Action, _cards
from ....checks import card_vector, hex_of, node_of
from ....errors import IllegalAction
from ....events import Event, RobberMoved, Stole
from ....legal import discard_menu
from ....resources import RESOURCES, counts, from_vector
from ....robber import conservative_discard
from .. import knights, phases
from ..data import COMMODITIES
from ..events import (
    CardsGiven,
    KnightActivated,
    KnightIntrigued,
    ProgressTaken,
    WeddingGifts,
)
from ..points import public_points
from ..state import Pending, ck, mark
from . import saboteur  # noqa: F401  (declared ahead of this deck's other steps)
from .framework import (
    SHOWN,
    Args,
    Card,
    Step,
    any_richer,
    card,
    no_args,
    opponent,
    opponents,
    player,
    spots,
    step,
)

if TYPE_CHECKING:
    from ....game import Game

_KINDS = RESOURCES + COMMODITIES
#: Wedding: cards each richer opponent gives (CK-13.6).
_WEDDING_GIFT = 2


#: The one play of a card without arguments (kept: its play is made once).
_ONE: tuple[Args, ...] = ((),)


def _one(g: Game, seat: int) -> tuple[Args, ...]:
    return _ONE


def _no_check(g: Game, seat: int, args: Args) -> Args:
    return args


# ----- Bishop ------------------------------------------------------------------------------------


def _bishop_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not ck(g).robber_active:
        return IllegalAction("robber_asleep")  # CK-D5
    return None


def _bishop_options(g: Game, seat: int) -> tuple[Args, ...]:
    """Every hex but the robber's."""
    ids = g.board.hex_ids
    return tuple((ids[h],) for h in range(g.board.n_hexes) if h != g.robber)


def _bishop_check(g: Game, seat: int, args: Args) -> int:
    h = hex_of(g, str(args[0]))
    if h == g.robber:
        raise IllegalAction("robber_must_move")
    return h


def _bishop(g: Game, seat: int, h: int, events: list[Event]) -> None:
    """The robber moves as usual; then a random card from each other player with a building
    on the new hex, one per player however many buildings (CK-13.6), clockwise from the player."""
    g.robber = h
    events.append(RobberMoved(g.players[seat], g.board.hex_ids[h]))
    victims = robber.victims(g, seat, h)
    for s in opponents(g, seat):
        if s not in victims:
            continue
        hand = g.hands[s]
        if sum(hand):
            i = g.rng.pick(hand)
            hand[i] -= 1
            g.hands[seat][i] += 1
            events.append(Stole(g.players[seat], g.players[s], g.rules.cards[i]))
        else:
            events.append(Stole(g.players[seat], g.players[s], None, took=False))


card(
    Card(
        "bishop",
        lambda text, rest, lowered: (rest[0].upper(),) if len(rest) == 1 else None,
        _bishop_refusal,
        _bishop_options,
        _bishop_check,
        _bishop,
        # Awake (the attacks so far) and every hex but the robber's.
        inputs=lambda g, seat: (g.board, g.robber, ck(g).attacks >= 1),
    )
)


# ----- Intrigue ----------------------------------------------------------------------------------


def _intrigue_targets(g: Game, seat: int) -> list[int]:
    """Opponents' knights on an end of one of the player's roads."""
    mine = knights.network_nodes(g, seat)
    return sorted(n for n, k in ck(g).knights.items() if k.owner != seat and n in mine)


def _intrigue_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _intrigue_targets(g, seat):
        return IllegalAction("no_knight_to_intrigue")
    return None


def _intrigue_playable(g: Game, seat: int) -> bool:
    mine = knights.network_nodes(g, seat)
    return any(k.owner != seat and n in mine for n, k in ck(g).knights.items())


def _intrigue_options(g: Game, seat: int) -> list[Args]:
    return [(n + 1,) for n in _intrigue_targets(g, seat)]


def _intrigue_check(g: Game, seat: int, args: Args) -> int:
    n = node_of(g, int(args[0]))
    k = ck(g).knights.get(n)
    if k is None or k.owner == seat:
        raise IllegalAction("no_opponent_knight", intersection=n + 1)
    if n not in knights.network_nodes(g, seat):
        raise IllegalAction("needs_road", intersection=n + 1)
    return n


def _intrigue(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """The knight is driven away and its owner relocates it as after a displacement (CK-10.6):
    the knights module's relocation, from the intersection it left."""
    c = ck(g)
    k = c.knights.pop(n)
    events.append(KnightIntrigued(g.players[seat], g.players[k.owner], str(n + 1)))
    knights._routes_through(g, (n,), events, k.owner)
    phases.start(g, [knights.relocation(g, n, k)], "main", events)


card(
    Card(
        "intrigue",
        spots(1, 1),
        _intrigue_refusal,
        _intrigue_options,
        _intrigue_check,
        _intrigue,
        playable=_intrigue_playable,
    )
)


# ----- Spy ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpyTake(Action):
    """Spy: the progress card taken from the hand looked at."""

    card: str

    def __str__(self) -> str:
        return f"spy {self.card}"


def parse_spy(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """spy CARD"""
    return SpyTake(lowered[0]) if len(rest) == 1 else None


def _spied(g: Game, seat: int) -> list[int]:
    progress = ck(g).progress
    return [s for s in opponents(g, seat) if progress[s]]


def _spy_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _spied(g, seat):
        return IllegalAction("no_progress_to_spy")
    return None


def _spy_options(g: Game, seat: int) -> list[Args]:
    return [(g.players[s],) for s in _spied(g, seat)]


def _spy_check(g: Game, seat: int, args: Args) -> int:
    target = opponent(g, seat, str(args[0]))
    if not ck(g).progress[target]:
        raise IllegalAction("no_progress_cards", player=g.players[target])
    return target


def _spy(g: Game, seat: int, target: int, events: list[Event]) -> None:
    """The player sees the opponent's progress hand (the view's `you.shown`, his alone) and
    takes one card; VP cards are never in a hand (CK-13.5)."""
    phases.start(g, [["spy", seat, target]], "main", events)


def spy_take(g: Game, seat: int, action: SpyTake, events: list[Event]) -> None:
    """The card taken; it may be played this turn (CK-13.6)."""
    item = phases.owed(g, seat, "spy")
    target = item[2]
    progress = ck(g).progress
    if action.card not in progress[target]:
        raise IllegalAction("not_in_their_progress", player=g.players[target], card=action.card)
    progress[target].remove(action.card)
    progress[seat].append(action.card)
    events.append(ProgressTaken(g.players[seat], g.players[target], action.card))
    phases.done(g, item, events)


def _spy_legal(g: Game, item: Pending) -> list[Action]:
    return [SpyTake(c) for c in dict.fromkeys(ck(g).progress[item[2]])]


def _spy_default(g: Game, item: Pending) -> Action | None:
    """The card the opponent has held longest."""
    hand = ck(g).progress[item[2]]
    return SpyTake(hand[0]) if hand else None


def _spy_void(g: Game, item: Pending) -> bool:
    return not ck(g).progress[item[2]]


def _spy_playable(g: Game, seat: int) -> bool:
    progress = ck(g).progress
    return any(progress[s] for s in range(len(progress)) if s != seat)


card(
    Card(
        "spy",
        player,
        _spy_refusal,
        _spy_options,
        _spy_check,
        _spy,
        playable=_spy_playable,
    )
)
phases.kind(phases.PendingKind("spy", _spy_legal, _spy_default, void=_spy_void))
SHOWN["spy"] = lambda g, item: (item[1], item[2], "progress")
step(Step(SpyTake, "spy", parse_spy, spy_take))


# ----- Warlord -----------------------------------------------------------------------------------


def _sleeping(g: Game, seat: int) -> list[int]:
    return sorted(n for n, k in ck(g).knights.items() if k.owner == seat and not k.active)


def _warlord_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _sleeping(g, seat):
        return IllegalAction("no_inactive_knight")
    return None


def _warlord(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
    """Every inactive knight of the player turns active, activated this turn (CK-13.6, CK-10.3)."""
    c = ck(g)
    for n in _sleeping(g, seat):
        mark(c, n, c.knights[n]._replace(active=True, fresh=True))
        events.append(KnightActivated(g.players[seat], str(n + 1)))


def _warlord_playable(g: Game, seat: int) -> bool:
    return any(k.owner == seat and not k.active for k in ck(g).knights.values())


card(
    Card(
        "warlord",
        no_args,
        _warlord_refusal,
        _one,
        _no_check,
        _warlord,
        playable=_warlord_playable,
    )
)


# ----- Wedding -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GiveCards(Action):
    """Wedding: the cards a richer player gives, of his own choice."""

    cards: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        return "give " + " ".join(f"{n} {name}" for name, n in self.cards)


def parse_give(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """give CARDS"""
    return GiveCards(_cards(lowered, text, _KINDS))


def _givers(g: Game, seat: int) -> list[int]:
    points = public_points(g)
    mine = points[seat]
    return [s for s in opponents(g, seat) if points[s] > mine and any(g.hands[s])]


def _wedding_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _givers(g, seat):
        return IllegalAction("no_richer_opponent")
    return None


def _wedding(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
    """Each richer opponent gives 2 cards of his choice (his only card when he has one); they
    choose at the same time (CK-13.6)."""
    owed = {s: min(_WEDDING_GIFT, sum(g.hands[s])) for s in _givers(g, seat)}
    events.append(WeddingGifts(g.players[seat], tuple((g.players[s], n) for s, n in owed.items())))
    phases.start(g, [["wedding", s, seat, n] for s, n in owed.items()], "main", events)


def give(g: Game, seat: int, action: GiveCards, events: list[Event]) -> None:
    """A giver's cards."""
    item = phases.owed(g, seat, "wedding")
    vec = card_vector(action.cards, "cards", g.rules.card_index)
    if sum(vec) != item[3]:
        raise IllegalAction("give_count", count=item[3])
    hand = g.hands[seat]
    if any(v > h for v, h in zip(vec, hand, strict=True)):
        raise IllegalAction("not_in_hand", cards=counts(vec, g.rules.cards))
    to = g.hands[item[2]]
    for i, v in enumerate(vec):
        hand[i] -= v
        to[i] += v
    events.append(CardsGiven(g.players[seat], g.players[item[2]], item[3], action.cards))
    phases.done(g, item, events)


def _give_legal(g: Game, item: Pending) -> list[Action]:
    """The discard menu's choices, given instead."""
    kinds = g.rules.cards
    return [GiveCards(d.cards) for d in discard_menu(g.hands[item[1]], item[3], kinds)]


def _give_default(g: Game, item: Pending) -> Action | None:
    """Whatever the giver holds most of, one card at a time."""
    return GiveCards(from_vector(conservative_discard(g.hands[item[1]], item[3]), g.rules.cards))


card(Card("wedding", no_args, _wedding_refusal, _one, _no_check, _wedding, playable=any_richer))
phases.kind(phases.PendingKind("wedding", _give_legal, _give_default, simultaneous=True))
step(Step(GiveCards, "give", parse_give, give))
