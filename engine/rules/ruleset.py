"""`RuleSet`: everything the engine needs to know about one rule set, and its parts.

A rule module (`RuleModule`) is a name and a `build` function that extends a `RuleSet` under
construction: it sets data (card kinds, bank, pieces, costs, deck, VP sources and target, seats,
thresholds, switches, presets, maps), registers actions (notation keyword -> parser, type ->
handler), adds or overrides phases (legal generator, default action, awaiting, refusal), adds legal
generators to existing phases, and declares its own state (an `Extension` kept in `game.ext[name]`
with its own copy and save). What two modules make together that neither makes alone is a pairing
(`Pairing`, engine/rules/combos/). The registry (engine/rules/registry.py) composes them.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..actions import Parser
from ..records import record
from ..shapes import shape_check
from ..type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ..actions import Action
    from ..board import MapSpec
    from ..events import Event
    from ..game import Game
    from ..state import Field
    from .extension import Extension

    # The types of what modules register (for type checkers only, like every name here).
    Handler = Callable[["Game", int, Any, list["Event"]], None]
    Legal = Callable[["Game", int], list["Action"]]
    Default = Callable[["Game", int], "Action | None"]
    Awaiting = Callable[["Game"], list[str]]
    MapFactory = Callable[["Game"], "MapSpec"]
    ViewHook = Callable[["Game", "str | None", dict[str, Any]], None]
    Rates = Callable[["Game", int], list[int]]
    Points = Callable[["Game", int], int]
    Blockers = Callable[["Game", int], set[int]]
    Pieces = Callable[["Game", int], list[int]]
    Target = Callable[[dict[str, Any], int], int]
    Hint = Callable[["Game"], "str | None"]
    StartHook = Callable[["Game"], None]
    Hold = Callable[["Game", list["Event"]], bool]
    Dice = Callable[["Game"], tuple[int, int]]
    Bound = Callable[["Game"], int]
    BoundMaker = Callable[["RuleSet"], "Bound | None"]
    Filter = Callable[["Game", int, list["Action"]], list["Action"]]
    MoreProduction = Callable[["Game", int, list["Event"]], tuple[set[int], list[list[Any]]]]


@record
class Phase:
    """One phase of the game: who is awaited, what they may do, what a timer plays for them,
    and the refusal code for a phase-bound action tried in it."""

    name: str
    legal: Legal
    default: Default
    awaiting: Awaiting
    refusal: str

    def with_legal(self, legal: Legal) -> Phase:
        """The same phase with another legal generator (`dataclasses.replace` would import
        `dataclasses`, which a base game's start-up does without)."""
        return Phase(self.name, legal, self.default, self.awaiting, self.refusal)


@record
class ExtensionSpec:
    """How a module's state is made for a new game and rebuilt from a save."""

    new: Callable[[Game], Extension]
    load: Callable[[Game, dict[str, Any]], Extension]


@record
class ActionType:
    """A registered action: its class, handler and whether an open trade offer survives it."""

    cls: type[Action]
    handler: Handler
    keeps_offer: bool = False


@record
class RuleModule:
    """A named piece of rules; `build` extends the rule set being composed."""

    name: str
    build: Callable[[RuleSet], None]


@record
class MoveKind:
    """What a move's notation is, as data for the layers that word it (codes, no English):
    `kind`, the code of the moves it is grouped and ordered with (`card` for `play` and
    `reveal`); `key`, the code of its description (`development`; C&K's `play`: `progress`);
    `args`, what its further words name (`intersection`, `path`, `hex`, ...)."""

    kind: str
    key: str
    args: tuple[str, ...] = ()


@record
class Pairing:
    """The rules two modules make together (engine/rules/combos/): `build` extends a rule set
    composing both, right after the later of the two is built."""

    modules: tuple[str, str]
    build: Callable[[RuleSet], None]


class RuleSet:
    """Everything the engine needs to know about one rule set. Built once by composing modules
    (each module's `build` extends it), then read-only."""

    def __init__(self, name: str, modules: tuple[str, ...]) -> None:
        self.name = name
        self.modules = modules
        #: The pairings built into the rule set (each as its two modules), in build order.
        self.pairings: tuple[tuple[str, str], ...] = ()
        # Card kinds and the bank. Hands, the bank and card vectors are indexed like `cards`:
        # the resources first (so base costs and vectors keep their indices), then commodities.
        self.resources: tuple[str, ...] = ()
        self.commodities: tuple[str, ...] = ()
        self.cards: tuple[str, ...] = ()
        self.card_index: dict[str, int] = {}
        self.bank: dict[str, int] = {}
        # Pieces per player, in the order of `game.pieces[seat]`.
        self.pieces: dict[str, int] = {}
        self.costs: dict[str, tuple[int, ...]] = {}
        self.deck: tuple[str, ...] = ()
        self.dice: int = 2
        # Victory points per source, and the default target.
        self.vp: dict[str, int] = {}
        self.vp_target: int = 10
        #: The victory point targets a table may choose.
        self.vp_range: tuple[int, int] = (3, 30)
        self.seats: tuple[int, int] = (3, 4)
        self.longest_road_min: int = 5
        self.largest_army_min: int = 3
        self.switches: dict[str, tuple[Any, tuple[Any, ...] | type]] = {}
        self.presets: dict[str, dict[str, Any]] = {}
        self.maps: dict[str, MapFactory] = {}
        # Actions, phases, state.
        self.parsers: dict[str, Parser] = {}
        #: Per notation prefix (its first word or two), the kind of move it reads: every
        #: keyword is a kind of its own (`add_parser`) unless a module declares more
        #: (`add_kind`: `build settlement` is `settlement`, `move ship` is `sail`).
        self.kinds: dict[tuple[str, ...], MoveKind] = {}
        #: The fields the modules' view hooks add (`cities_knights`, `you.progress`), as data
        #: for the layers that read the view.
        self.view_fields: tuple[str, ...] = ()
        self.actions: dict[type[Action], ActionType] = {}
        self.handlers: dict[type[Action], Handler] = {}
        #: Per action class with fields, the check of their types (engine/shapes.py).
        self.shapes: dict[type[Action], Callable[[object], bool]] = {}
        #: Per action class, its handler and shape check (None: nothing to check), read by
        #: `Game.apply` on every move.
        self.dispatch: dict[type[Action], tuple[Handler, Callable[[object], bool] | None]] = {}
        self.keeps_offer: tuple[type[Action], ...] = ()
        self.phases: dict[str, Phase] = {}
        self.fields: tuple[Field, ...] = ()
        self.extensions: dict[str, ExtensionSpec] = {}
        self.starts: list[StartHook] = []
        #: Run after a turn has passed to the next player (`on_turn_end`), in module order.
        self.turn_ends: list[StartHook] = []
        #: Asked by the base game's end of turn before the turn passes (`hold_turn_end`): a
        #: hook answering True holds the turn there (the 5–6 special building phase), and the
        #: module ends the turn again later.
        self.turn_holds: list[Hold] = []
        #: `may_win(game)`: False while nobody may win, whatever their points (the 5–6 special
        #: building phase); None: whenever the switches say. Read by `points_bound`, so only
        #: for a game won on one's own turn.
        self.may_win: Callable[[Game], bool] | None = None
        #: The action classes the 5–6 special building phase allows (its modules' builds and a
        #: pairing's), and the hint its refusals there carry ("": none), so that their
        #: sentences name the rule set's own builds.
        self.special_builds: set[type[Action]] = set()
        self.special_hint: str = ""
        self.view_hooks: list[ViewHook] = []
        # Hooks the base engine calls. `bank_rates(game, seat)`: the bank rate per card kind
        # (base: harbors); `extra_vp(game, seat)`: public points beyond pieces, Longest Road,
        # Largest Army and revealed cards (None: nothing, the base game).
        self.bank_rates: Rates = _no_rates
        self.extra_vp: Points | None = None
        # `road_blockers(game, seat)`: intersections besides other players' buildings where the
        # player's route breaks for Longest Road (None: none, the base game).
        self.road_blockers: Blockers | None = None
        # `roll_dice(game)`: the two number dice of a production roll (base: the generator's;
        # the 2-player variant re-rolls a second roll equal to the first).
        self.roll_dice: Dice = _generator_dice
        #: Ids of seats without a hand that the rules play for (the 2-player variant's neutral
        #: players), after the configured players: they own pieces on the board, never hold
        #: cards, never take a turn and are never awaited.
        self.neutrals: tuple[str, ...] = ()
        # `route_pieces(game, seat)`: the player's other pieces (paths) that form routes with
        # the roads for Longest Road, joined to a road only where the player has a building
        # (Seafarers' ships: its Longest Trade Route). None: roads alone, the base game.
        self.route_pieces: Pieces | None = None
        #: The special card the longest route earns, as its events name it (`longest_road`;
        #: Seafarers: `longest_trade_route`, over roads and ships).
        self.route_card = "longest_road"
        # `vp_target_of(switches, players)`: the default target when it depends on the
        # switches (a Seafarers scenario); None: `vp_target`.
        self.vp_target_of: Target | None = None
        # `refuse_switches(switches, players)`: raises ConfigError for switch values the rule
        # set does not play with that many players (a Seafarers scenario without a 5–6 map);
        # None: every allowed value plays.
        self.refuse_switches: Callable[[dict[str, Any], int], None] | None = None
        # Per phase, `hint(game)`: the `hint` its refusal carries in this game (None: none), to
        # pick its sentence (Seafarers' robber phase: "pirate" where the pirate sails).
        self.phase_hints: dict[str, Hint] = {}
        # `more_production(game, total, events)`: what a production roll of `total` owes
        # beyond the cards of its hexes (Seafarers' gold fields under C&K): the seats that
        # receive and the choices a module awaits for it. None: nothing more.
        self.more_production: MoreProduction | None = None
        self._extra_legal: dict[str, list[Legal]] = {}
        self._filters: dict[str, list[Filter]] = {}
        self.vp_pieces: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)
        # `points_bound(game)`: the current player's points if every card they hold were a
        # victory point card, read by `Game.apply` after every move of a game won only on one's
        # own turn (`_finish` composes it). `bound_maker`: a module's own bound for its
        # `extra_vp` (its sources summed in the same function), made once when the rule set is
        # finished, used only while `extra_vp` is still that module's (a later module wrapping
        # it gets the general one); the maker may decline (None).
        self.points_bound: Bound = _no_bound
        self.bound_maker: tuple[Points, BoundMaker] | None = None
        # Per phase, its legal generator and awaiting function: read on every move.
        self.legal: dict[str, Legal] = {}
        self.awaiting: dict[str, Awaiting] = {}
        # What may be taken back (engine/undo.py): the kinds of move that by themselves draw
        # nothing and show nothing hidden, the events such a move may cause, and the events
        # that move another player's cards (then the others must agree). Names of classes.
        self.quiet_moves: set[str] = set()
        self.quiet_events: set[str] = set()
        self.shared_events: set[str] = set()

    # ----- what modules call while building ------------------------------------------------

    def add_parser(self, keyword: str, parse: Parser) -> None:
        """Read actions whose first word is `keyword` (lower case) with `parse`; the keyword is
        a kind of move of its own unless a module has declared it otherwise (`add_kind`)."""
        self.parsers[keyword] = parse
        self.kinds.setdefault((keyword,), MoveKind(keyword, keyword))

    def add_quiet(
        self,
        moves: tuple[type[Action], ...] = (),
        events: tuple[type[Event], ...] = (),
        *,
        shared: tuple[type[Event], ...] = (),
    ) -> None:
        """Declare kinds of move that draw nothing and show nothing hidden by themselves, and
        events such a move may cause (`shared`: ones that move another player's cards), so
        that a move of them can be taken back (engine/undo.py). Anything not declared never
        can."""
        self.quiet_moves.update(cls.__name__ for cls in moves)
        self.quiet_events.update(cls.__name__ for cls in (*events, *shared))
        self.shared_events.update(cls.__name__ for cls in shared)

    def add_kind(
        self,
        *words: str,
        kind: str | None = None,
        key: str | None = None,
        args: tuple[str, ...] = (),
    ) -> None:
        """Declare what moves whose notation starts with `words` are: their `kind` (default:
        the last word), the `key` of their description (default: the kind) and what their
        further words name (`args`). A later module's declaration replaces an earlier one."""
        kind = kind or words[-1]
        self.kinds[words] = MoveKind(kind, key or kind, args)

    def add_action(
        self,
        cls: type[Action],
        handler: Handler,
        *,
        keyword: str | None = None,
        parse: Parser | None = None,
        legal: Mapping[str, Legal] | None = None,
        keeps_offer: bool = False,
    ) -> None:
        """Register an action type with its handler and, optionally, its notation's parser and
        its legal generators (phase -> generator, added to that phase's legal actions)."""
        self.actions[cls] = ActionType(cls, handler, keeps_offer)
        if keyword is not None and parse is not None:
            self.add_parser(keyword, parse)
        for phase, generator in (legal or {}).items():
            self.add_legal(phase, generator)

    def add_phase(
        self,
        name: str,
        *,
        legal: Legal,
        default: Default,
        awaiting: Awaiting,
        refusal: str,
    ) -> None:
        """Add a phase, or override one an earlier module added."""
        self.phases[name] = Phase(name, legal, default, awaiting, refusal)

    def add_legal(self, phase: str, legal: Legal) -> None:
        """Append a generator's actions to a phase's legal actions (e.g. new builds in "main")."""
        self._extra_legal.setdefault(phase, []).append(legal)

    def add_filter(self, phase: str, keep: Filter) -> None:
        """Pass a phase's whole legal list (its generator's and every added one's) through
        `keep(game, seat, actions)`: a later module narrowing what an earlier one offers."""
        self._filters.setdefault(phase, []).append(keep)

    def add_extension(
        self,
        name: str,
        new: Callable[[Game], Extension],
        load: Callable[[Game, dict[str, Any]], Extension],
    ) -> None:
        """Declare the module's own state, kept in `game.ext[name]`."""
        self.extensions[name] = ExtensionSpec(new, load)

    def on_start(self, hook: StartHook) -> None:
        """Run `hook(game)` when a new game is set up, after its state exists (module order)."""
        self.starts.append(hook)

    def on_turn_end(self, hook: StartHook) -> None:
        """Run `hook(game)` whenever a turn has ended and the next one begins (a module's marks
        that last one turn), however the rule set ends the turn."""
        self.turn_ends.append(hook)

    def hold_turn_end(self, hook: Hold) -> None:
        """Let `hook(game, events)` hold the turn when it would pass (True: held)."""
        self.turn_holds.append(hook)

    def add_view(self, hook: ViewHook, fields: tuple[str, ...] = ()) -> None:
        """Let `hook(game, player, view)` add the module's fields to every view; `fields`
        names them (`section` or `section.field`) for the layers that read the view."""
        self.view_hooks.append(hook)
        self.view_fields += fields

    def _finish(self) -> None:
        self.cards = self.resources + self.commodities
        self.card_index = {name: i for i, name in enumerate(self.cards)}
        # Read on every move (Game.public_vp): the pieces' limits and points as one tuple.
        self.vp_pieces = (
            self.pieces.get("settlement", 0),
            self.vp.get("settlement", 0),
            self.pieces.get("city", 0),
            self.vp.get("city", 0),
            self.vp.get("longest_road", 0),
            self.vp.get("largest_army", 0),
        )
        self.points_bound = _points_bound(self)
        if self.may_win is not None:
            self.points_bound = _gated(self.points_bound, self.may_win)
        self.handlers = {cls: t.handler for cls, t in self.actions.items()}
        self.shapes = {
            cls: check for cls in self.actions if (check := shape_check(cls)) is not None
        }
        self.keeps_offer = tuple(cls for cls, t in self.actions.items() if t.keeps_offer)
        self.dispatch = {cls: (h, self.shapes.get(cls)) for cls, h in self.handlers.items()}
        for name, extra in self._extra_legal.items():
            self.phases[name] = self.phases[name].with_legal(
                _combined(self.phases[name].legal, tuple(extra))
            )
        for name, keeps in self._filters.items():
            self.phases[name] = self.phases[name].with_legal(
                _filtered(self.phases[name].legal, tuple(keeps))
            )
        self.legal = {name: phase.legal for name, phase in self.phases.items()}
        self.awaiting = {name: phase.awaiting for name, phase in self.phases.items()}

    # ----- what the engine reads --------------------------------------------------------------

    def parse(self, text: str) -> Action:
        """Read an action in this rule set's notation; IllegalAction(code='bad_notation')."""
        from ..actions import parse_with

        return parse_with(self.parsers, text)

    def __repr__(self) -> str:
        return f"RuleSet({self.name!r}, modules={self.modules!r})"


def _points_bound(rules: RuleSet) -> Bound:
    """The rule set's points bound (`RuleSet.points_bound`): its module's own when it has one
    for the rule set's `extra_vp`, else pieces, Longest Road, Largest Army, revealed and held
    development cards and `extra_vp`, summed with the rule set's numbers bound in."""
    if rules.bound_maker is not None and rules.bound_maker[0] is rules.extra_vp:
        made = rules.bound_maker[1](rules)
        if made is not None:
            return made
    settlements, per_settlement, cities, per_city, road, army = rules.vp_pieces
    extra = rules.extra_vp

    def bound(g: Game) -> int:
        current = g.current
        p = g.pieces[current]
        vp = (settlements - p[1]) * per_settlement + (cities - p[2]) * per_city
        vp += g.revealed[current] + len(g.devs[current])
        if g.road_holder == current:
            vp += road
        if g.army_holder == current:
            vp += army
        if extra is not None:
            vp += extra(g, current)
        return vp

    return bound


def _gated(bound: Bound, may_win: Callable[[Game], bool]) -> Bound:
    """`bound`, or -1 (below any target: no victory check) while nobody may win."""

    def gated(g: Game) -> int:
        return bound(g) if may_win(g) else -1

    return gated


def _no_bound(g: Game) -> int:
    raise RuntimeError(f"rule set {g.rules.name!r} was not finished")


def _generator_dice(g: Game) -> tuple[int, int]:
    return g.rng.dice()


def _no_rates(g: Game, seat: int) -> list[int]:
    """The placeholder until the rule set's first module (base) sets `bank_rates`: reaching it
    means a rule set was composed without a base module, a programming error."""
    raise RuntimeError(f"rule set {g.rules.name!r} has no module that sets bank_rates")


def _filtered(first: Legal, keeps: tuple[Filter, ...]) -> Legal:
    def legal(g: Game, seat: int) -> list[Action]:
        out = first(g, seat)
        for keep in keeps:
            out = keep(g, seat, out)
        return out

    return legal


def _combined(first: Legal, extra: tuple[Legal, ...]) -> Legal:
    def legal(g: Game, seat: int) -> list[Action]:
        out = first(g, seat)
        for more in extra:
            added = more(g, seat)
            if added:  # most generators offer nothing most of the time: no copy then
                out = out + added
        return out

    return legal
