"""Seafarers composed onto Cities & Knights (CK-18,
SF-14, CK-D32 to CK-D36): the pairing of the Seafarers and C&K modules, built after Seafarers
when C&K is below it, as the rule set `cities_knights_seafarers`. C&K itself reads ships as
roads for its knights through the rule set's `route_pieces` (moving along ships, riding one at
sea, the Diplomat's open roads); this module adds what only the combination knows:

- the scenarios offered (CK-D33) and their target, the scenario's + 2 (CK-D32);
- the set-up city of round 2 kept to the scenario's set-up area, its island made home, one
  resource of choice per gold field beside it (CK-D1);
- gold fields on a roll: 1 resource of choice per settlement, 2 per city, never a commodity,
  awaited among C&K's choices of the roll and counted as received for the Aqueduct (CK-18.9);
- the pirate, asleep until the first attack like the robber, chased by a knight on a corner of
  its hex (`chase N HEX` to a sea hex) with the pirate's steal, or moved by the Bishop, which then
  robs every other player with a ship beside its new hex (CK-18.8, CK-D36);
- a knight at either end of a ship holds it: that ship cannot move (CK-18.7, CK-D35);
- no settlement where a knight stands, also when reached by ship; the Diplomat's road kept off
  the sea and off ships; Road Building ended when knights leave no place for another piece.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import BuildCity, BuildRoad, BuildSettlement
from ...building import ROAD
from ...errors import IllegalAction
from ...events import Event, Stole
from ..cities_knights import knights
from ..cities_knights import phases as ck_phases
from ..cities_knights.actions import ChaseRobber
from ..cities_knights.cards import framework
from ..cities_knights.cards.diplomat import DiplomatRoad
from ..cities_knights.data import CARD_DECK
from ..cities_knights.events import ProgressPlayed
from ..cities_knights.state import ck
from ..seafarers import choices, discovery, points
from ..seafarers.actions import BuildShip, ChooseGold, MovePirate, MoveShip
from ..seafarers.building import road_allowed
from ..seafarers.events import GoldOwed, PirateChased, PirateMoved
from ..seafarers.geography import setup_spots
from ..seafarers.pirate import move_pirate, sea_hexes, victims
from ..seafarers.scenarios import DEFAULT, SCENARIOS
from ..seafarers.ships import ship_index
from ..seafarers.state import state

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from .. import Handler, RuleSet

#: The scenarios offered with C&K (CK-D33).
OFFERED = tuple(name for name, s in SCENARIOS.items() if s.with_cities_knights)
#: Points added to the scenario's target (CK-D32).
BONUS = 2
#: The pending choice of a gold field's resources on a roll (a C&K choice; its phase is "gold",
#: as Seafarers' own gold choices).
GOLD = "gold"


def target(switches: dict[str, Any], players: int) -> int:
    """The scenario's Seafarers target + 2 (CK-18.1)."""
    return SCENARIOS[str(switches["scenario"])].vp + BONUS


def _hex(g: Game, word: str) -> int:
    return g.board.hex_by_id.get(str(word).upper(), -1)


def _at_sea(g: Game, word: str) -> bool:
    h = _hex(g, word)
    return h >= 0 and g.board.hex_terrain[h] == "sea"


# ----- set-up -------------------------------------------------------------------------------------


def _setup_city(previous: Handler) -> Handler:
    """Round 2's city (CK-3) as Seafarers' set-up settlement: in the set-up area, its islands
    made home, gold fields beside it paid as a choice."""

    def build_city(g: Game, seat: int, action: BuildCity, events: list[Event]) -> None:
        if g.phase != "setup":
            previous(g, seat, action, events)
            return
        b = g.board
        n = action.intersection - 1
        fresh = 0 <= n < b.n_nodes and seat == g.current and g.setup_node < 0
        if fresh and g.node_owner[n] < 0 and n not in setup_spots(b):
            raise IllegalAction("setup_area", intersection=n + 1)
        previous(g, seat, action, events)
        if not fresh or g.node_owner[n] != seat:
            return
        points.settled(g, seat, n, events)
        gold = sum(1 for h in b.node_hexes[n] if b.hex_terrain[h] == "gold")
        if gold:  # CK-D1: one resource of choice per gold field
            choices.push(g, "gold", seat, gold)
        discovery.after_settlement(g, seat, n, events)
        choices.start(g)

    return build_city


# ----- gold on a roll ----------------------------------------------------------------------------


def gold_production(g: Game, total: int, events: list[Event]) -> tuple[set[int], list[list[Any]]]:
    """The gold fields of this number (not under the robber): per settlement 1, per city 2
    resources of choice, never a commodity (CK-18.9); a city the Saboteur turned (first edition)
    takes what a settlement does. The choices follow turn order from the current player."""
    hexes = g.board.number_gold.get(total)
    if not hexes:
        return set(), []
    sabotaged = ck(g).sabotaged
    owed: dict[int, int] = {}
    for h in hexes:
        if h == g.robber:
            continue
        for node in g.hex_buildings[h]:
            o = g.node_owner[node]
            owed[o] = owed.get(o, 0) + (1 if node in sabotaged else g.node_level[node])
    n = len(g.players)
    listed = [(s, owed[s]) for s in ((g.current + i) % n for i in range(n)) if owed.get(s)]
    if not listed:
        return set(), []
    events.append(GoldOwed(tuple((g.players[s], k) for s, k in listed)))
    return {s for s, _ in listed}, [[GOLD, s, k] for s, k in listed]


def _gold_legal(g: Game, item: list[Any]) -> list[Action]:
    return [ChooseGold(p) for p in choices.gold_choices(g.bank, int(item[2]))]


def _gold_default(g: Game, item: list[Any]) -> Action | None:
    return choices.default_pick(g.bank, int(item[2]))


def _gold_void(g: Game, item: list[Any]) -> bool:
    return not sum(g.bank[:5])  # SF-D15 of Seafarers: an empty bank is no choice


ck_phases.kind(ck_phases.PendingKind(GOLD, _gold_legal, _gold_default, void=_gold_void))


def _ck_gold(g: Game) -> bool:
    """Whether the gold awaited is a roll's (a C&K choice) rather than set-up's."""
    pending = ck(g).pending
    return bool(pending) and pending[0][0] == GOLD


def _choose_gold(previous: Handler) -> Handler:
    def choose(g: Game, seat: int, action: ChooseGold, events: list[Event]) -> None:
        if not _ck_gold(g):
            previous(g, seat, action, events)
            return
        item = ck_phases.owed(g, seat, GOLD)
        choices.take_gold(g, seat, action, int(item[2]), events)
        ck_phases.done(g, item, events)

    return choose


def _gold_phase_legal(g: Game, seat: int) -> list[Action]:
    return ck_phases.legal(g, seat) if _ck_gold(g) else choices.gold_legal(g, seat)


def _gold_phase_default(g: Game, seat: int) -> Action | None:
    return ck_phases.default(g, seat) if _ck_gold(g) else choices.gold_default(g, seat)


def _gold_phase_awaiting(g: Game) -> list[str]:
    return ck_phases.awaiting(g) if _ck_gold(g) else choices.awaiting(g)


# ----- the pirate ---------------------------------------------------------------------------------


def _chase(previous: Handler) -> Handler:
    """`chase N HEX` to a sea hex chases the pirate (CK-18.8): the knight stands on a corner of
    the pirate's hex, the pirate is awake (after the first attack), then the pirate's move and
    steal (CK-D36); the knight turns inactive."""

    def chase(g: Game, seat: int, action: ChaseRobber, events: list[Event]) -> None:
        if not _at_sea(g, action.hex):
            previous(g, seat, action, events)
            return
        n, k = knights._acting(g, seat, action.start)
        if not ck(g).robber_active:
            raise IllegalAction("pirate_asleep")
        s = state(g)
        if s.pirate < 0 or n not in g.board.hex_nodes[s.pirate]:
            raise IllegalAction("not_next_to_pirate", intersection=n + 1)
        phase = g.phase
        g.phase = "robber"
        moved: list[Event] = []
        try:
            move_pirate(g, seat, MovePirate(action.hex, action.victim), moved)
        except IllegalAction:
            g.phase = phase
            raise
        ck(g).knights[n] = k._replace(active=False)
        events.append(PirateChased(g.players[seat], str(n + 1)))
        events += moved

    return chase


def pirate_chases(g: Game, seat: int) -> list[Action]:
    """The current player's knights chasing the pirate, to every other sea hex and victim."""
    c = ck(g)
    s = state(g)
    if seat != g.current or g.phase != "main" or not c.robber_active or s.pirate < 0:
        return []
    corners = g.board.hex_nodes[s.pirate]
    ready = [
        n
        for n in corners
        if (k := c.knights.get(n)) is not None and k.owner == seat and k.active and not k.fresh
    ]
    if not ready:
        return []
    ids = g.board.hex_ids
    out: list[Action] = []
    for n in ready:
        for h in sea_hexes(g):
            if h == s.pirate:
                continue
            found = victims(g, seat, h)
            if found:
                out += [ChaseRobber(n + 1, ids[h], g.players[v]) for v in found]
            else:
                out.append(ChaseRobber(n + 1, ids[h]))
    return out


def _road_building(g: Game, seat: int, events: list[Event]) -> None:
    """C&K's Road Building with ships (CK-18.11): playable when a road (off the sea, open past
    knights) or a ship can be placed (CK-D19; C&K's own test knows only roads), two
    free pieces of either kind."""
    err = framework.refusal(g, seat, "road_building")
    own = framework.CARDS["road_building"].refusal(g, seat)  # roads only: replaced here
    if err is not None and (own is None or err.code != own.code):
        raise err
    if not _free_pieces_left(g, seat):
        raise IllegalAction("no_road_spot")
    c = ck(g)
    c.progress[seat].remove("road_building")
    c.decks[CARD_DECK["road_building"]].append("road_building")
    events.append(ProgressPlayed(g.players[seat], "road_building"))
    pieces = g.pieces[seat]
    g.free_roads = min(2, pieces[ROAD] + pieces[ship_index(g)])
    g.phase = "road_building"


def _play(previous: Handler) -> Handler:
    """The Bishop to a sea hex moves the pirate (CK-D36): then a random card from each
    other player with a ship on a side of its new hex, clockwise from the player; Road
    Building with ships (`_road_building`)."""

    def play(g: Game, seat: int, action: framework.PlayProgress, events: list[Event]) -> None:
        framework.require_notation(action)
        if action.card == "road_building":
            _road_building(g, seat, events)
            return
        if action.card != "bishop" or len(action.args) != 1 or not _at_sea(g, str(action.args[0])):
            previous(g, seat, action, events)
            return
        err = framework.refusal(g, seat, action.card)
        if err is not None:
            raise err
        h = _hex(g, str(action.args[0]))
        s = state(g)
        if h == s.pirate:
            raise IllegalAction("pirate_must_move")
        c = ck(g)
        c.progress[seat].remove(action.card)
        c.decks[CARD_DECK[action.card]].append(action.card)
        events.append(ProgressPlayed(g.players[seat], action.card))
        s.pirate = h
        events.append(PirateMoved(g.players[seat], g.board.hex_ids[h]))
        owners = {o for e in g.board.hex_edges[h] if (o := s.ship_owner[e]) >= 0 and o != seat}
        n = len(g.config.players)
        for o in ((seat + i) % n for i in range(1, n)):
            if o not in owners:
                continue
            hand = g.hands[o]
            if sum(hand):
                i = g.rng.pick(hand)
                hand[i] -= 1
                g.hands[seat][i] += 1
                events.append(Stole(g.players[seat], g.players[o], g.rules.cards[i]))
            else:
                events.append(Stole(g.players[seat], g.players[o], None, took=False))

    return play


# ----- ships held by knights, settlements, the Diplomat -----------------------------------------


def held(g: Game, e: int) -> bool:
    """Whether a knight (any player's) stands at an end of path `e` (CK-18.7, CK-D35)."""
    found = ck(g).knights
    return bool(found) and any(n in found for n in g.board.edge_nodes[e])


def _move_ship(previous: Handler) -> Handler:
    def move(g: Game, seat: int, action: MoveShip, events: list[Event]) -> None:
        e = g.board.edge_by_pair.get((min(action.source), max(action.source)), -1)
        if e >= 0 and state(g).ship_owner[e] == seat and held(g, e):
            raise IllegalAction("knight_holds_ship", path=g.board.edge_ids[e])
        previous(g, seat, action, events)

    return move


def _diplomat_road(previous: Handler) -> Handler:
    def place(g: Game, seat: int, action: DiplomatRoad, events: list[Event]) -> None:
        e = -1 if action.path is None else g.board.edge_by_pair.get(action.path, -1)
        if e >= 0 and g.edge_owner[e] < 0 and not road_allowed(g, e):
            if state(g).ship_owner[e] >= 0:
                raise IllegalAction("path_taken", path=g.board.edge_ids[e])
            raise IllegalAction("road_on_sea", path=g.board.edge_ids[e])
        previous(g, seat, action, events)
        if e >= 0 and g.edge_owner[e] == seat:
            discovery.after_path(g, seat, e, events)

    return place


def _free_piece(previous: Handler) -> Handler:
    """After a free road or ship of C&K's Road Building: when no further piece can be placed
    (knights block roads that Seafarers' own count would offer), the card ends (CK-D23: fewer pieces
    if impossible)."""

    def place(g: Game, seat: int, action: Action, events: list[Event]) -> None:
        previous(g, seat, action, events)
        s = state(g)
        waiting = g.phase == "road_building" or (
            g.phase in choices.KINDS and s.resume == "road_building"
        )
        if not waiting:
            return
        if g.phase == "road_building" and g.rules.legal["road_building"](g, seat):
            return
        if g.phase != "road_building" and _free_pieces_left(g, seat):
            return
        g.free_roads = 0
        choices.set_next(g, "main" if g.has_rolled else "roll")

    return place


def _free_pieces_left(g: Game, seat: int) -> bool:
    """Whether Road Building could place a road or ship for the player now."""
    phase, free = g.phase, g.free_roads
    g.phase = "road_building"
    g.free_roads = max(free, 1)
    try:
        return bool(g.rules.legal["road_building"](g, seat))
    finally:
        g.phase, g.free_roads = phase, free


def _setup_filter(g: Game, seat: int, actions: list[Action]) -> list[Action]:
    if seat != g.current or g.setup_node >= 0:
        return actions
    spots = setup_spots(g.board)
    return [a for a in actions if type(a) is not BuildCity or a.intersection - 1 in spots]


def _main_filter(g: Game, seat: int, actions: list[Action]) -> list[Action]:
    if seat != g.current:
        return actions
    found = ck(g).knights
    s = state(g)
    pairs = g.board.edge_by_pair
    terrain = g.board.hex_terrain
    by_id = g.board.hex_by_id
    out: list[Action] = []
    for a in actions:
        kind = type(a)
        if kind is BuildSettlement and a.intersection - 1 in found:  # type: ignore[attr-defined]
            continue
        if kind is ChaseRobber and terrain[by_id[a.hex]] == "sea":  # type: ignore[attr-defined]
            continue  # the robber stays on land; the pirate's chases are listed below
        if kind is MoveShip and held(g, pairs[a.source]):  # type: ignore[attr-defined]
            continue
        if kind is framework.PlayProgress:
            card = a.card  # type: ignore[attr-defined]
            if card == "bishop" and by_id.get(str(a.args[0])) == s.pirate:  # type: ignore[attr-defined]
                continue
            if card == "road_building":
                continue  # listed below when it can place something
        out.append(a)
    if g.phase == "main" and "road_building" in ck(g).progress[seat] and _free_pieces_left(g, seat):
        out.append(framework.PlayProgress("road_building"))
    return out + pirate_chases(g, seat)


def _diplomat_filter(g: Game, seat: int, actions: list[Action]) -> list[Action]:
    pairs = g.board.edge_by_pair
    return [
        a
        for a in actions
        if type(a) is not DiplomatRoad or a.path is None or road_allowed(g, pairs[a.path])
    ]


def build(rules: RuleSet) -> None:
    """Add the combination's rules to Seafarers composed onto C&K."""
    rules.switches = {**rules.switches, "scenario": (DEFAULT, OFFERED)}
    rules.vp_target = SCENARIOS[DEFAULT].vp + BONUS
    rules.vp_target_of = target
    rules.more_production = gold_production
    below = {cls: t.handler for cls, t in rules.actions.items()}
    rules.add_action(BuildCity, _setup_city(below[BuildCity]))
    rules.add_action(ChooseGold, _choose_gold(below[ChooseGold]))
    rules.add_action(ChaseRobber, _chase(below[ChaseRobber]))
    rules.add_action(framework.PlayProgress, _play(below[framework.PlayProgress]))
    rules.add_action(MoveShip, _move_ship(below[MoveShip]))
    rules.add_action(BuildRoad, _free_piece(below[BuildRoad]))
    rules.add_action(BuildShip, _free_piece(below[BuildShip]))
    rules.add_action(DiplomatRoad, _diplomat_road(below[DiplomatRoad]))
    rules.add_filter("setup", _setup_filter)
    rules.add_filter("main", _main_filter)
    rules.add_filter("diplomat", _diplomat_filter)
    gold = rules.phases["gold"]
    rules.add_phase(
        "gold",
        legal=_gold_phase_legal,
        default=_gold_phase_default,
        awaiting=_gold_phase_awaiting,
        refusal=gold.refusal,
    )
