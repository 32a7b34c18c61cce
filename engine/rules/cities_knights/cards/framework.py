"""Playing progress cards (CK-13.5, CK-13.6): the `play CARD [ARGS]` action, one `Card` per playable
card (its notation, its "playable when" test, its legal arguments, its effect), the choices a
card awaits from its player or from others, and the effects that last until the end of the turn.

A card module (science, trade, politics) declares each card with `card(Card(...))` and each
further action that answers a card's choice with `step(Step(...))`; `register` puts them all in
the rule set. A play goes: timing and hand (`refusal`), the card's own "playable when" test
(CK-D19, public information only), the card's check of its arguments (`validate`, which
changes nothing), then the card leaves the hand for the bottom of its deck and `resolve` runs.
A choice a card needs is a pending item of the C&K phases (phases.py): its phase awaits the
chooser (or every chooser at once), its timer plays the kind's default, and the view's
`cities_knights.pending` tells everyone who still has to answer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ....actions import Action, Parser, _bad, _int, _spot
from ....checks import phase_refusal, seat_named
from ....errors import IllegalAction
from ..data import CARD_DECK
from ..events import ProgressPlayed
from ..kept import Inputs, keep
from ..points import points_now
from ..state import NAME, CitiesKnights, Pending, ck

if TYPE_CHECKING:
    from ....events import Event
    from ....game import Game
    from ... import Handler, Legal, RuleSet

#: One argument of a play as written: a word (hex, card kind, player) or a number.
Arg = str | int
Args = tuple[Arg, ...]
#: Reads the words after the card's name: (whole text, words, lower-cased words) -> arguments,
#: or None when they make no play of this card (refused with the hint "play_args").
ArgParser = Callable[[str, list[str], list[str]], "Args | None"]


@dataclass(frozen=True, slots=True)
class PlayProgress(Action):
    """Play a progress card from one's hand, with the arguments its effect needs."""

    card: str
    args: tuple[str | int, ...] = ()

    def __str__(self) -> str:
        return " ".join(("play", self.card, *(str(a) for a in self.args)))


@dataclass(frozen=True)
class Card:
    """A playable progress card.

    - `refusal(g, seat)`: why the card cannot change anything now, judged on public information
      (CK-D19), or None when it is playable.
    - `options(g, seat)`: every legal argument tuple (asked only when playable). A `tuple`
      answer is one the card keeps and never changes (the same object comes back while the
      options are the same): the legal list makes its plays once (`kept`); a `list` is read
      afresh.
    - `validate(g, seat, args)`: refuses bad arguments, changes nothing; returns what `resolve`
      needs.
    - `resolve(g, seat, prepared, events)`: the effect (the card has left the hand already).
    - `before_roll`: played before the roll only (Alchemist); every other card after it.
    - `playable(g, seat)`: `refusal(g, seat) is None` without making the refusal, where making
      it costs (the legal list asks on every move while the card is held; a cost's refusal
      words what is missing). None: the legal list asks `refusal`.
    - `inputs(g, seat)`: everything the card's playable test and options read of the game
      beyond its fixed set-up (players, switches, rule set), as live references (kept.py);
      the legal list then keeps the card's plays while those are unchanged. None (the
      function, or its answer): the plays are made afresh on every call (a card reading the
      hands, which change on most moves).
    """

    name: str
    parse: ArgParser
    refusal: Callable[[Game, int], IllegalAction | None]
    options: Callable[[Game, int], Sequence[Args]]
    validate: Callable[[Game, int, Args], Any]
    resolve: Callable[[Game, int, Any, list[Event]], None]
    before_roll: bool = False
    playable: Callable[[Game, int], bool] | None = None
    inputs: Callable[[Game, int], Inputs | None] | None = None


@dataclass(frozen=True)
class Step:
    """An action answering a choice a card awaits (its pending kind is declared with
    phases.kind): its class, notation keyword, parser and handler."""

    cls: type[Action]
    keyword: str
    parse: Parser
    handler: Handler
    #: Phase -> generator of its legal actions, when the action is offered outside the card's
    #: own pending phase (e.g. Commercial Harbor's offers in the main phase).
    legal: Mapping[str, Legal] | None = None


CARDS: dict[str, Card] = {}
STEPS: list[Step] = []
#: Pending kind -> (seat of the viewer, seat whose hand that viewer is shown, "cards" or
#: "progress") while an item of that kind is awaited: Master Merchant sees the resource and
#: commodity cards, Spy the progress cards; nobody else sees them.
SHOWN: dict[str, Callable[[Game, Pending], tuple[int, int, str] | None]] = {}


def card(spec: Card) -> Card:
    """Declare a playable card."""
    CARDS[spec.name] = spec
    return spec


def step(spec: Step) -> Step:
    """Declare an action answering a card's choice."""
    STEPS.append(spec)
    return spec


# ----- timing, legality, the play ----------------------------------------------------------------


def refusal(g: Game, seat: int, name: str) -> IllegalAction | None:
    """Why this player cannot play this card now (None: they can): only the current player,
    Alchemist before the roll and every other card after it, no choice pending (CK-13.5), the card
    in hand, and the card's own "playable when" test (CK-D19)."""
    spec = CARDS.get(name)
    if spec is None:
        return IllegalAction("no_such_progress_card", card=name)
    if seat != g.current:
        return IllegalAction("not_your_turn", current=g.players[g.current])
    if g.phase == "roll":
        if not spec.before_roll:
            return IllegalAction("progress_after_roll", card=name)
    elif g.phase == "main":
        if spec.before_roll:
            return IllegalAction("progress_before_roll", card=name)
    else:
        return phase_refusal(g)
    if name not in ck(g).progress[seat]:
        return IllegalAction("no_such_progress_card", card=name)
    playable = spec.playable  # the card's test without wording a refusal, where it has one
    if playable is not None and playable(g, seat):
        return None
    return spec.refusal(g, seat)


def play(g: Game, seat: int, action: PlayProgress, events: list[Event]) -> None:
    """Play a card: check everything first, then the card goes under its deck (CK-13.5) and its
    effect resolves."""
    require_notation(action)
    err = refusal(g, seat, action.card)
    if err is not None:
        raise err
    spec = CARDS[action.card]
    prepared = spec.validate(g, seat, action.args)
    c = ck(g)
    c.progress[seat].remove(action.card)
    c.decks[CARD_DECK[action.card]].append(action.card)
    events.append(ProgressPlayed(g.players[seat], action.card))
    spec.resolve(g, seat, prepared, events)


def require_notation(action: PlayProgress) -> None:
    """The arguments must be as the card's notation reads them (the card's `parse`, given them
    as words, gives them back unchanged), so that `validate` reads only arguments of its card's
    shape, whoever built the action: `PlayProgress('merchant', ())` or one with a word where a
    number belongs is refused as notation. (An unknown card is left to `refusal`.)"""
    spec = CARDS.get(action.card)
    if spec is None:
        return
    text = str(action)
    words = [str(a) for a in action.args]
    if all(w and w.split() == [w] for w in words):
        args = spec.parse(text, words, [w.lower() for w in words])  # may refuse with its hint
        if args == action.args:
            return
    raise _bad(text, "play_args", card=spec.name)


#: Per card, the plays the legal lists offer by their arguments, made once (frozen values: the
#: lists share them).
_PLAYS: dict[str, dict[Args, PlayProgress]] = {}
_PLAYS_KEPT = 4096
#: The plays of a kept `options` tuple, by the card and the tuple's identity (the tuple is held
#: here, so its id cannot be reused while it is here; cards may share a tuple, e.g. the one play
#: without arguments).
_KEPT: dict[tuple[str, int], tuple[tuple[Args, ...], tuple[PlayProgress, ...]]] = {}
_KEPT_KEPT = 1024


def plays(name: str, options: Sequence[Args]) -> Sequence[PlayProgress]:
    """The plays of a card for its options: made once per options tuple the card keeps, looked
    up per argument tuple otherwise."""
    if type(options) is tuple:
        key = (name, id(options))
        kept = _KEPT.get(key)
        if kept is not None and kept[0] is options:
            return kept[1]
        if len(_KEPT) >= _KEPT_KEPT:
            _KEPT.clear()
        made = tuple(_play(name, args) for args in options)
        _KEPT[key] = (options, made)
        return made
    by_args = _PLAYS.get(name)
    if by_args is None:
        return [_play(name, args) for args in options]
    out: list[PlayProgress] = []
    for args in options:  # _play, written out: a list is read on every call
        play = by_args.get(args)
        out.append(play if play is not None else _play(name, args))
    return out


def _play(name: str, args: Args) -> PlayProgress:
    by_args = _PLAYS.get(name)
    if by_args is None:
        by_args = _PLAYS[name] = {}
    play = by_args.get(args)
    if play is None:
        if len(by_args) >= _PLAYS_KEPT:
            by_args.clear()
        play = by_args[args] = PlayProgress(name, args)
    return play


def legal(g: Game, seat: int) -> list[Action]:
    """Every legal play of the current player (roll and main phases): the hand's plan (its
    distinct cards of this side of the roll, each with its lister, `_plan`) kept while the hand
    is unchanged, then one call per card (`refusal`'s timing is the plan's split: no refusal is
    made for a card that waits for the other side of the roll)."""
    if seat != g.current:
        return []
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    hand = c.progress[seat]
    if not hand:
        return []
    phase = g.phase
    if phase == "main":
        side = 2
    elif phase == "roll":
        side = 1
    else:
        return []
    plan: Plan | None = c.kept.get(seat)  # the seat alone keys it (the cards' keys are pairs)
    if plan is None or plan[0] != hand:
        plan = c.kept[seat] = _plan(hand)
    listers = plan[1] if side == 1 else plan[2]
    if not listers:
        return []
    out: list[Action] = []
    for plays_now in listers:
        made = plays_now(g, seat)
        if made:
            out += made
    return out


Lister = Callable[["Game", int], Sequence[Action]]


#: A hand's plan: the hand (a copy), its listers before the roll, its listers after it.
Plan = tuple[list[str], tuple["Lister", ...], tuple["Lister", ...]]


def _plan(hand: list[str]) -> Plan:
    """A hand's plan: a copy of the hand (its key), then the listers of its distinct cards
    played before the roll and of those played after it, in the hand's order (a card without a
    declaration offers nothing). The declarations are read when the hand changes."""
    before: list[Lister] = []
    after: list[Lister] = []
    for name in dict.fromkeys(hand):
        spec = CARDS.get(name)
        if spec is not None:
            (before if spec.before_roll else after).append(lister(spec))
    return hand[:], tuple(before), tuple(after)


#: Each declaration's lister, by its identity (the declaration is held here, so its id cannot be
#: reused while it is here; a test may declare a card anew).
_LISTERS: dict[int, tuple[Card, Lister]] = {}


def lister(spec: Card) -> Lister:
    """The card's plays now in one call, composed once from its declaration: kept while its
    `inputs` stand (kept.py); else its playable test (or refusal) and options."""
    found = _LISTERS.get(id(spec))
    if found is not None and found[0] is spec:
        return found[1]
    made = _compose_lister(spec)
    _LISTERS[id(spec)] = (spec, made)
    return made


def _compose_lister(spec: Card) -> Lister:
    name = spec.name
    playable = spec.playable
    refused = spec.refusal
    options = spec.options

    def fresh(g: Game, seat: int) -> Sequence[Action]:
        if playable(g, seat) if playable is not None else refused(g, seat) is None:
            return plays(name, options(g, seat))
        return ()

    reads = spec.inputs
    if reads is None:
        return fresh

    def kept_or_fresh(g: Game, seat: int) -> Sequence[Action]:
        now = reads(g, seat)
        if now is None:
            return fresh(g, seat)
        kept = g.ext[NAME].kept  # type: ignore[attr-defined]
        key = (seat, name)
        entry = kept.get(key)  # kept.recall, written out
        if entry is not None and entry[0] == now:
            return entry[1]  # type: ignore[no-any-return]
        made = _plays_now(g, seat, spec)
        keep(kept, key, now, made)
        return made

    return kept_or_fresh


def _plays_now(g: Game, seat: int, spec: Card) -> Sequence[PlayProgress]:
    """The card's plays made afresh (a tuple: a kept answer is never changed)."""
    playable = spec.playable
    if playable(g, seat) if playable is not None else spec.refusal(g, seat) is None:
        options = spec.options(g, seat)
    else:
        return ()
    if not options:
        return ()
    made = plays(spec.name, options)
    return made if type(made) is tuple else tuple(made)


# ----- notation ----------------------------------------------------------------------------------


def parse_play(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """play CARD [ARGS] (each card reads its own arguments)."""
    if not rest:
        return None
    spec = CARDS.get(lowered[0])
    if spec is None:
        raise _bad(text, "not_a_playable_card", word=rest[0])
    args = spec.parse(text, rest[1:], lowered[1:])
    if args is None:
        raise _bad(text, "play_args", card=spec.name)
    return PlayProgress(spec.name, args)


def no_args(text: str, rest: list[str], lowered: list[str]) -> Args | None:
    """A card played without arguments."""
    return None if rest else ()


def spots(least: int, most: int) -> ArgParser:
    """Between `least` and `most` intersection numbers."""

    def parse(text: str, rest: list[str], lowered: list[str]) -> Args | None:
        if not least <= len(rest) <= most:
            return None
        return tuple(_spot(w, text) for w in rest)

    return parse


def numbers(count: int) -> ArgParser:
    """Exactly `count` whole numbers (e.g. the Alchemist's dice)."""

    def parse(text: str, rest: list[str], lowered: list[str]) -> Args | None:
        if len(rest) != count:
            return None
        return tuple(_int(w, text) for w in rest)

    return parse


def hexes(count: int) -> ArgParser:
    """Exactly `count` hex letters (upper case)."""

    def parse(text: str, rest: list[str], lowered: list[str]) -> Args | None:
        if len(rest) != count:
            return None
        return tuple(w.upper() for w in rest)

    return parse


def kind(kinds: tuple[str, ...], hint: str) -> ArgParser:
    """One card kind among `kinds` (refused with the notation hint `hint`)."""

    def parse(text: str, rest: list[str], lowered: list[str]) -> Args | None:
        if len(rest) != 1:
            return None
        if lowered[0] not in kinds:
            raise _bad(text, hint, word=rest[0])
        return (lowered[0],)

    return parse


def player(text: str, rest: list[str], lowered: list[str]) -> Args | None:
    """One player id, as written."""
    return (rest[0],) if len(rest) == 1 else None


def opponents(g: Game, seat: int) -> list[int]:
    """The other seated players, clockwise from the player (a neutral seat is nobody's opponent
    for a card aimed at players)."""
    n = len(g.config.players)
    return [(seat + i) % n for i in range(1, n)]


def opponent(g: Game, seat: int, name: str) -> int:
    """The seat of the player named, who must be another player than the one playing."""
    target = seat_named(g, name)
    if target == seat:
        raise IllegalAction("not_an_opponent")
    return target


def any_richer(g: Game, seat: int) -> bool:
    """Whether an opponent with more points than the player holds a card (Wedding, Master
    Merchant): the hands are looked at first, the points (kept, `points_now`) only for a player
    holding cards."""
    hands = g.hands
    points: list[int] | None = None
    for s in range(len(hands)):
        if s != seat and any(hands[s]):
            if points is None:
                points = points_now(g)
            if points[s] > points[seat]:
                return True
    return False


# ----- effects until the end of the turn ---------------------------------------------------------


def end_of_turn(g: Game) -> None:
    """Turn-scoped effects end with the turn (Crane discount CK-D20, Merchant Fleet rate,
    Commercial Harbor partners)."""
    c = ck(g)
    if c.effects:
        fleet = "fleet" in c.effects
        c.effects = {}
        if fleet:
            g.rates[g.current] = g.rules.bank_rates(g, g.current)


# ----- the rule set ------------------------------------------------------------------------------


def register(rules: RuleSet) -> list[Legal]:
    """Put the play action (replacing the base game's `play`), its legal plays before the roll,
    and every card's further actions in the rule set. Returns the steps' generators for the main
    phase, which the main phase's own generator runs after the plays (menu.py) with them."""
    rules.add_parser("play", parse_play)
    rules.add_action(PlayProgress, play, legal={"roll": legal})
    main: list[Legal] = []
    for s in STEPS:
        phases = dict(s.legal or {})
        if "main" in phases:
            main.append(phases.pop("main"))
        rules.add_action(s.cls, s.handler, keyword=s.keyword, parse=s.parse, legal=phases)
    return main
