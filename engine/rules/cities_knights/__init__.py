"""Cities & Knights as a rule module composed onto the base game (
CK-22): commodities beside resources, three dice, the barbarians, city
improvements and metropolises, walls, knights, progress cards (drawn, held and played), the
merchant, 13 points. Every C&K rule lives in this package; the base engine calls it through the
rule set (action handlers, phases, legal generators, `bank_rates`, `extra_vp`, the view hook).

Modules: data (tracks, costs, decks, names), state (the `Extension`), actions (shapes and
notation), events, dice (the roll and its resolution order), production, progress, barbarians,
improvements (and metropolises), walls, setup (the set-up city, cities on their side), turn (the
end of a turn), points (VP sources, bank rates), phases (awaited choices), menu (the main
phase's legal actions in one pass), buildings (a player's settlements and cities), kept
(answers of the legal list kept while the inputs they were made from stand), view,
dirty_trick (the variant's commitments, CK-17), and the package cards (playing progress cards: the
framework and one module per deck).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    Discard,
    EndTurn,
    Roll,
    card_parsers,
)
from ..base import PRESETS as BASE_PRESETS
from . import (
    barbarians,
    cards,
    dice,
    dirty_trick,
    improvements,
    knight_moves,
    knights,
    menu,
    phases,
    points,
    progress,
    setup,
    turn,
    walls,
)
from . import view as ck_view
from .actions import (
    NOTATION,
    ActivateKnight,
    BuildKnight,
    BuildWall,
    ChaseRobber,
    DisplaceKnight,
    DrawProgress,
    Improve,
    MoveKnight,
    Pillage,
    PlaceMetropolis,
    PromoteKnight,
    RelocateKnight,
    ReturnProgress,
    TakeAqueduct,
)
from .data import (
    ACTIVATE_COST,
    CARDS_PER_COMMODITY,
    COMMODITIES,
    KNIGHT_COST,
    PROMOTE_COST,
    VP_TARGET,
    WALL_COST,
)
from .state import NAME, load, new

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from .. import RuleModule, RuleSet

#: The C&K switches (CK-19) besides the base game's.
SWITCHES: dict[str, tuple[Any, tuple[Any, ...] | type]] = {
    "saboteur_edition": ("later", ("later", "first")),
    "dirty_trick": (False, (False, True)),
    # CK-4.2: C&K is won only on one's own turn (CK-T11); no other value.
    "win_only_on_own_turn": (True, (True,)),
}

PRESETS: dict[str, dict[str, Any]] = {
    "official": {},
    "tournament": {**BASE_PRESETS["tournament"], "saboteur_edition": "first"},
}


def _start(g: Any) -> None:
    progress.shuffle_decks(g)


def build(rules: RuleSet) -> None:
    """Compose C&K onto the base game."""
    _quiet(rules)
    rules.commodities = COMMODITIES
    rules.cards = rules.resources + COMMODITIES
    rules.bank = {**rules.bank, **dict.fromkeys(COMMODITIES, CARDS_PER_COMMODITY)}
    rules.pieces = {**rules.pieces}
    rules.costs = {k: v for k, v in rules.costs.items() if k != "development"}
    # Over the resources; an improvement's level L costs L of its track's commodity (CK-8).
    rules.costs.update(
        wall=WALL_COST, knight=KNIGHT_COST, promotion=PROMOTE_COST, activation=ACTIVATE_COST
    )
    rules.deck = ()  # no development cards (CK-1)
    rules.dice = 3
    rules.vp = {**rules.vp, "metropolis": 2, "defender": 1, "progress": 1}
    rules.vp.pop("largest_army", None)
    rules.vp_target = VP_TARGET
    rules.switches = {**rules.switches, **SWITCHES}
    rules.presets = dict(PRESETS)
    rules.bank_rates = points.bank_rates
    rules.extra_vp = points.extra_vp
    rules.bound_maker = (points.extra_vp, points.make_bound)
    rules.road_blockers = knights.foreign

    for keyword, parse in card_parsers(rules.cards).items():
        rules.add_parser(keyword, parse)
    for keyword, (_, parse) in NOTATION.items():
        rules.add_parser(keyword, parse)
    # A progress card played (its parser is the cards' own, registered with them).
    rules.add_kind("play", kind="card", key="progress", args=("card",))

    rules.add_action(Roll, dice.roll)
    rules.add_action(Discard, dice.discard)
    rules.add_action(EndTurn, turn.end_turn)
    rules.add_action(BuildSettlement, setup.build_settlement)
    # The main phase's generators of these actions run in one pass (menu.py).
    rules.add_action(BuildCity, setup.build_city)
    rules.add_action(BuildWall, walls.build_wall)
    rules.add_action(Improve, improvements.improve)
    rules.add_action(PlaceMetropolis, improvements.place_metropolis)
    rules.add_action(Pillage, barbarians.pillage)
    rules.add_action(TakeAqueduct, dice.take_aqueduct)
    rules.add_action(DrawProgress, progress.tied_draw)
    rules.add_action(ReturnProgress, progress.return_card)
    rules.add_action(BuildRoad, knights.road)
    rules.add_action(BuildKnight, knights.build_knight)
    rules.add_action(ActivateKnight, knights.activate)
    rules.add_action(PromoteKnight, knights.promote)
    rules.add_action(MoveKnight, knights.move)
    rules.add_action(DisplaceKnight, knights.displace)
    rules.add_action(ChaseRobber, knights.chase)
    rules.add_action(RelocateKnight, knights.relocate)
    main_steps = cards.register(rules)
    dirty_trick.register(rules)

    setup_phase = rules.phases["setup"]
    rules.add_phase(
        "setup",
        legal=setup.setup_legal,
        default=setup_phase.default,
        awaiting=setup_phase.awaiting,
        refusal=setup_phase.refusal,
    )
    main = rules.phases["main"]
    rules.add_phase(
        "main",
        legal=menu.compose(main.legal, main_steps),
        default=main.default,
        awaiting=main.awaiting,
        refusal=main.refusal,
    )
    road_building = rules.phases["road_building"]
    base_free_roads = road_building.legal

    def free_roads_legal(g: Game, seat: int) -> list[Action]:
        return knight_moves.filter_main(g, seat, base_free_roads(g, seat))

    rules.add_phase(
        "road_building",
        legal=free_roads_legal,
        default=road_building.default,
        awaiting=road_building.awaiting,
        refusal=road_building.refusal,
    )
    for name in phases.KINDS:
        rules.add_phase(
            name,
            legal=phases.legal,
            default=phases.default,
            awaiting=phases.awaiting,
            refusal=phases.REFUSAL,
        )
    rules.add_extension(NAME, new, load)
    rules.add_view(ck_view.add_view, fields=(NAME, "you.progress"))
    rules.on_start(_start)


def module() -> RuleModule:
    """The C&K rule module."""
    from .. import RuleModule

    return RuleModule(NAME, build)


def _quiet(rules: RuleSet) -> None:
    """What of this module a player may take back (engine/undo.py)."""
    from .actions import (
        ActivateKnight,
        BuildKnight,
        BuildWall,
        Improve,
        MoveKnight,
        PlaceMetropolis,
        PromoteKnight,
    )
    from .events import (
        Improved,
        KnightActivated,
        KnightDisplaced,
        KnightMoved,
        KnightPromoted,
        MetropolisPlaced,
    )

    # A turn's end that makes someone return a progress card is caught by its event.
    rules.add_quiet(
        (
            BuildKnight,
            ActivateKnight,
            PromoteKnight,
            MoveKnight,
            BuildWall,
            Improve,
            PlaceMetropolis,
        ),
        (KnightActivated, KnightPromoted, KnightMoved, KnightDisplaced, Improved, MetropolisPlaced),
    )
