"""Progress cards (CK-13): the three decks, draws on a gate roll (CK-13.2), VP cards face up at once
(CK-T5) and the hand limit of 4 (CK-13.4, CK-T4). Playing them is part 2: nothing here plays one."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...actions import _bad
from ...errors import IllegalAction
from . import phases
from .actions import DrawProgress, ReturnProgress
from .data import CARD_DECK, PROGRESS_HAND_LIMIT, TRACKS, VP_CARDS
from .events import MustReturnProgress, ProgressDrawn, ProgressReturned, ProgressRevealed
from .state import NAME, CitiesKnights, Pending, ck

if TYPE_CHECKING:
    from ...actions import Action
    from ...events import Event
    from ...game import Game


def shuffle_decks(g: Game) -> None:
    """Shuffle the three decks separately (CK-3 step 2)."""
    for track in TRACKS:
        g.rng.shuffle(ck(g).decks[track])


def turn_order(g: Game) -> tuple[int, ...]:
    """Every seated player, the current one first, then clockwise (neutral seats, which the
    2-player variant adds after them, hold no cards, cities or active knights)."""
    return turn_orders(len(g.config.players))[g.current]


TRACK_INDEX = {t: i for i, t in enumerate(TRACKS)}


@cache
def turn_orders(n: int) -> tuple[tuple[int, ...], ...]:
    """Per current seat, the turn order (asked on every roll: made once per table size)."""
    return tuple(tuple((c + i) % n for i in range(n)) for c in range(n))


def draw(g: Game, seat: int, track: str, events: list[Event]) -> bool:
    """The top card of a deck into a hand (a VP card face up); False when the deck is empty
    (CK-D17: no card)."""
    c = ck(g)
    deck = c.decks[track]
    if not deck:
        return False
    card = deck.pop(0)
    player = g.players[seat]
    events.append(ProgressDrawn(player, track, card))
    if card in VP_CARDS:
        c.progress_vp[seat].append(card)
        events.append(ProgressRevealed(player, card))
    else:
        c.progress[seat].append(card)
    return True


def gate_draws(g: Game, track: str, red: int, events: list[Event]) -> list[Pending]:
    """A gate of a track's colour: everyone whose level there is at least the red die - 1 draws
    one card, in turn order (CK-13.2); returns the returns owed by players over the limit off
    their turn (CK-13.4, CK-D18)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    t = TRACK_INDEX[track]
    levels = c.levels
    for s in turn_orders(len(g.players))[g.current]:  # turn_order(g), without its call
        level = levels[s][t]
        if level >= 1 and red <= level + 1:
            draw(g, s, track, events)
    return over_limit(g, events)


def over_limit(g: Game, events: list[Event], seats: list[int] | None = None) -> list[Pending]:
    """Returns owed at once by players other than the current one who hold more than 4."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    out: list[Pending] = []
    for hand in c.progress:
        if len(hand) > PROGRESS_HAND_LIMIT:
            break
    else:
        return out  # nobody holds more than the limit (the usual case)
    for s in turn_order(g) if seats is None else seats:
        extra = len(c.progress[s]) - PROGRESS_HAND_LIMIT
        if s != g.current and extra > 0:
            events.append(MustReturnProgress(g.players[s], extra))
            out.append(["progress_return", s, extra])
    return out


def return_card(g: Game, seat: int, action: ReturnProgress, events: list[Event]) -> None:
    """Put a card from one's hand under its deck (CK-13.4)."""
    item = phases.owed(g, seat, "progress_return")
    c = ck(g)
    if action.card not in c.progress[seat]:
        raise IllegalAction("no_such_progress_card", card=action.card)
    c.progress[seat].remove(action.card)
    deck = CARD_DECK[action.card]
    c.decks[deck].append(action.card)
    events.append(ProgressReturned(g.players[seat], deck, action.card))
    item[2] -= 1
    if item[2] <= 0:
        phases.done(g, item, events)


def _return_legal(g: Game, item: Pending) -> list[Action]:
    return [ReturnProgress(card) for card in dict.fromkeys(ck(g).progress[item[1]])]


def _return_default(g: Game, item: Pending) -> Action | None:
    """The card drawn last."""
    hand = ck(g).progress[item[1]]
    return ReturnProgress(hand[-1]) if hand else None


def _return_void(g: Game, item: Pending) -> bool:
    return len(ck(g).progress[item[1]]) <= PROGRESS_HAND_LIMIT


def tied_draw(g: Game, seat: int, action: DrawProgress, events: list[Event]) -> None:
    """A tied best defender draws from a deck of their choice (CK-15.5, CK-D30)."""
    item = phases.owed(g, seat, "defender_draw")
    if action.track not in TRACKS:
        raise _bad(str(action), "not_a_track", word=action.track)
    if not ck(g).decks[action.track]:
        raise IllegalAction("progress_deck_empty", deck=action.track)
    draw(g, seat, action.track, events)
    phases.done(g, item, events, over_limit(g, events, [seat]))


def _draw_legal(g: Game, item: Pending) -> list[Action]:
    decks = ck(g).decks
    return [DrawProgress(t) for t in TRACKS if decks[t]]


def _draw_default(g: Game, item: Pending) -> Action | None:
    """The deck of the player's highest level (first track on ties) that still has cards."""
    c = ck(g)
    levels = c.levels[item[1]]
    options = [t for t in TRACKS if c.decks[t]]
    if not options:
        return None
    return DrawProgress(max(options, key=lambda t: (levels[TRACKS.index(t)], -TRACKS.index(t))))


def _draw_void(g: Game, item: Pending) -> bool:
    return not any(ck(g).decks.values())


RETURN = phases.kind(
    phases.PendingKind("progress_return", _return_legal, _return_default, void=_return_void)
)
DRAW = phases.kind(phases.PendingKind("defender_draw", _draw_legal, _draw_default, void=_draw_void))


def end_turn_limit(g: Game, seat: int, events: list[Event]) -> list[Pending]:
    """The active player cuts the hand to 4 when ending the turn (CK-13.4)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    extra = len(c.progress[seat]) - PROGRESS_HAND_LIMIT
    if extra <= 0:
        return []
    events.append(MustReturnProgress(g.players[seat], extra))
    return [["progress_return", seat, extra]]
