"""Cities & Knights for two (TP-B0 to TP-B9): what the variant adds when it is composed
onto C&K. Neutral knights (a basic one for each knight a real player recruits, else a road;
a promotion to strong for each real promotion from basic, else nothing), an own knight taken
off the board for chips, the Alchemist only before roll 1, the set-up city's chips, and the
Deserter played against a neutral player.

The pairing of the 2-player and C&K modules: the only part of the variant that knows C&K's
state; `build` adds it after the 2-player module to a rule set that has the C&K module below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import BuildCity
from ...checks import node_of, phase_refusal, require_turn
from ...errors import IllegalAction
from ...events import Built, Event
from ..cities_knights import knights as ck_knights
from ..cities_knights import phases as ck_phases
from ..cities_knights.actions import BuildKnight, PromoteKnight
from ..cities_knights.cards import deserter, framework
from ..cities_knights.data import CARD_DECK
from ..cities_knights.events import KnightPromoted, ProgressPlayed
from ..cities_knights.state import Knight, Pending, ck, mark
from ..two_player import neutrals, tokens
from ..two_player.actions import NeutralKnight, NeutralPromote, RemoveKnight
from ..two_player.dice import accepted
from ..two_player.events import KnightRemoved
from ..two_player.state import tp

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from .. import Handler, RuleSet

_BASIC, _STRONG = 1, 2
#: TP-CK-PR-2: neutral knights go up to strong, never mighty.
NEUTRAL_CAP = _STRONG


# ----- neutral knights (TP-B1, TP-B2)
# ----------------------------------------------------------------


def knight_spots(g: Game, seat: int) -> list[int]:
    """Where a neutral may take a basic knight: a free intersection on its own roads (CK-10.2
    for its colour, TP-CK-KN-2), with a basic knight in its supply."""
    if ck(g).knight_supply[seat][_BASIC - 1] <= 0:
        return []
    knights = ck(g).knights
    owner = g.node_owner
    return sorted(n for n in g.road_nodes[seat] if owner[n] < 0 and n not in knights)


def knight_options(g: Game) -> list[Action]:
    """A neutral knight for a real one; with none anywhere, a neutral road (TP-CK-KN-3: never a
    settlement)."""
    found: list[Action] = [
        NeutralKnight(k, n + 1)
        for k, seat in enumerate(neutrals.seats(g), 1)
        for n in knight_spots(g, seat)
    ]
    return found or neutrals.road_options(g)


def promotable(g: Game, seat: int) -> list[int]:
    """A neutral's basic knights that may become strong now (TP-CK-PR-2..4: a strong piece in
    its supply, once per knight per turn)."""
    c = ck(g)
    if c.knight_supply[seat][_STRONG - 1] <= 0:
        return []
    return sorted(
        n
        for n, k in c.knights.items()
        if k.owner == seat and k.level < NEUTRAL_CAP and not k.promoted
    )


def promotion_options(g: Game) -> list[Action]:
    """Every neutral promotion (none: the duty lapses with no substitute, TP-CK-PR-3)."""
    return [
        NeutralPromote(k, n + 1)
        for k, seat in enumerate(neutrals.seats(g), 1)
        for n in promotable(g, seat)
    ]


def build_knight(g: Game, seat: int, action: NeutralKnight, events: list[Event]) -> None:
    """A free basic knight, inactive, for a neutral, settling the knight owed."""
    neutral, piece = neutrals.owed(g, seat, action.neutral)
    if piece != "knight":
        raise IllegalAction(neutrals.OWED[piece])
    n = node_of(g, action.intersection)
    c = ck(g)
    if g.node_owner[n] >= 0 or n in c.knights:
        raise IllegalAction("intersection_taken", intersection=n + 1)
    if c.knight_supply[neutral][_BASIC - 1] <= 0:
        raise IllegalAction("no_pieces_left", hint="knight", piece="knight", limit=2)
    if n not in g.road_nodes[neutral]:
        raise IllegalAction("neutral_needs_road", neutral=action.neutral, intersection=n + 1)
    c.knight_supply[neutral][_BASIC - 1] -= 1
    c.knights[n] = Knight(neutral, _BASIC, False)
    events.append(Built(g.players[neutral], "knight", str(n + 1), True))
    ck_knights._routes_through(g, (n,), events)
    neutrals.settled(g, events)


def promote(g: Game, seat: int, action: NeutralPromote, events: list[Event]) -> None:
    """A neutral's basic knight made strong, settling the promotion owed; it stays inactive."""
    neutral, piece = neutrals.owed(g, seat, action.neutral)
    if piece != "promotion":
        raise IllegalAction(neutrals.OWED[piece])
    n = node_of(g, action.intersection)
    c = ck(g)
    k = c.knights.get(n)
    if k is None or k.owner != neutral:
        raise IllegalAction("no_neutral_knight", neutral=action.neutral, intersection=n + 1)
    if k.level >= NEUTRAL_CAP:
        raise IllegalAction("neutral_knight_capped", intersection=n + 1)
    if n not in promotable(g, neutral):
        raise IllegalAction("promoted_this_turn", intersection=n + 1)
    supply = c.knight_supply[neutral]
    supply[k.level - 1] += 1
    supply[k.level] -= 1
    mark(c, n, k._replace(level=k.level + 1, promoted=True))
    events.append(KnightPromoted(g.players[neutral], str(n + 1), k.level + 1))
    neutrals.settled(g, events)


def _recruiting(below: Handler) -> Handler:
    """TP-CK-KN-1: each knight recruited owes a neutral knight of the same rank (basic)."""

    def build(g: Game, seat: int, action: BuildKnight, events: list[Event]) -> None:
        below(g, seat, action, events)
        neutrals.owe(g, "knight", events)

    return build


def _levels(g: Game, seat: int) -> dict[int, int]:
    return {n: k.level for n, k in ck(g).knights.items() if k.owner == seat}


def _owe_promotions(g: Game, seat: int, before: dict[int, int], events: list[Event]) -> None:
    """TP-CK-PR-1, TP-D14: one neutral promotion for each own knight gone from basic to
    strong (strong to mighty has no counterpart)."""
    after = _levels(g, seat)
    for n, level in sorted(before.items()):
        if level == _BASIC and after.get(n) == _STRONG:
            neutrals.owe(g, "promotion", events)


def _promoting(below: Handler) -> Handler:
    def promote_knight(g: Game, seat: int, action: PromoteKnight, events: list[Event]) -> None:
        before = _levels(g, seat)
        below(g, seat, action, events)
        _owe_promotions(g, seat, before, events)

    return promote_knight


# ----- progress cards (TP-B7)
# ----------------------------------------------------------------------


def _playing(below: Handler) -> Handler:
    """Progress cards for two: the Alchemist only before roll 1 (TP-CK-PC-4), and its roll is
    roll 1; the Smith's promotions owe neutral ones (TP-CK-PC-5); the Deserter may target a
    neutral (TP-CK-PC-1). Road Building's roads owe neutral roads through the road handler, and
    the Diplomat's re-placed road, not built, owes none (TP-CK-PC-2, TP-CK-PC-6)."""

    def play(g: Game, seat: int, action: framework.PlayProgress, events: list[Event]) -> None:
        if action.card == "alchemist" and tp(g).rolls and seat == g.current:
            raise IllegalAction("alchemist_second_roll")
        if action.card == "deserter" and action.args and action.args[0] in g.rules.neutrals:
            _desert_neutral(g, seat, action, events)
            return
        before = _levels(g, seat)
        below(g, seat, action, events)
        if action.card == "alchemist":
            accepted(g)
        elif action.card == "smith":
            _owe_promotions(g, seat, before, events)

    return play


def _no_alchemist_before_roll_two(g: Game, seat: int, actions: list[Action]) -> list[Action]:
    """TP-CK-PC-4: between the rolls the Alchemist is not offered."""
    if not tp(g).rolls:
        return actions
    return [
        a for a in actions if not (isinstance(a, framework.PlayProgress) and a.card == "alchemist")
    ]


def _neutral_seat(g: Game, name: object) -> int:
    return len(g.config.players) + g.rules.neutrals.index(str(name))


def _weakest(g: Game, neutral: int) -> list[int]:
    """The neutral's knights of the lowest rank (TP-CK-PC-1)."""
    mine = {n: k.level for n, k in ck(g).knights.items() if k.owner == neutral}
    if not mine:
        return []
    low = min(mine.values())
    return sorted(n for n, level in mine.items() if level == low)


def _desert_neutral(
    g: Game, seat: int, action: framework.PlayProgress, events: list[Event]
) -> None:
    """Deserter against a neutral: it loses its weakest knight (the player chooses among equal
    ones); the player's own knight placed in return owes no neutral knight (TP-D13)."""
    err = framework.refusal(g, seat, "deserter")
    if err is not None and err.code != "no_opponent_knights":
        raise err
    neutral = _neutral_seat(g, action.args[0])
    weakest = _weakest(g, neutral)
    if not weakest:
        raise IllegalAction("no_knights_of", player=g.players[neutral])
    c = ck(g)
    c.progress[seat].remove("deserter")
    c.decks[CARD_DECK["deserter"]].append("deserter")
    events.append(ProgressPlayed(g.players[seat], "deserter"))
    if len(weakest) == 1:
        ck_phases.start(g, deserter._desert(g, neutral, weakest[0], seat, events), "main", events)
        return
    ck_phases.start(g, [["desert_neutral", seat, neutral]], "main", events)


def _deserting(below: Handler) -> Handler:
    """`desert N` answers the choice among a neutral's equally weak knights too."""

    def desert(g: Game, seat: int, action: deserter.DesertKnight, events: list[Event]) -> None:
        if g.phase != "desert_neutral":
            below(g, seat, action, events)
            return
        item = ck_phases.owed(g, seat, "desert_neutral")
        n = node_of(g, action.intersection)
        if n not in _weakest(g, item[2]):
            raise IllegalAction("not_weakest_knight", intersection=n + 1)
        ck_phases.done(g, item, events, deserter._desert(g, item[2], n, seat, events))

    return desert


def _desert_legal(g: Game, item: Pending) -> list[Action]:
    return [deserter.DesertKnight(n + 1) for n in _weakest(g, item[2])]


def _desert_default(g: Game, item: Pending) -> Action | None:
    found = _desert_legal(g, item)
    return found[0] if found else None


ck_phases.kind(ck_phases.PendingKind("desert_neutral", _desert_legal, _desert_default))


def deserter_legal(g: Game, seat: int) -> list[Action]:
    """The Deserter played against a neutral with knights (added to the main phase's plays)."""
    if seat != g.current or "deserter" not in ck(g).progress[seat]:
        return []
    err = framework.refusal(g, seat, "deserter")
    if err is not None and err.code != "no_opponent_knights":
        return []
    return [
        framework.PlayProgress("deserter", (name,))
        for name in g.rules.neutrals
        if _weakest(g, _neutral_seat(g, name))
    ]


def progress_view(g: Game, player: str | None, out: dict[str, Any]) -> None:
    """One's own progress cards as this variant plays them: the Deserter playable against a
    neutral's knight (TP-CK-PC-1), the Alchemist not between the rolls (TP-CK-PC-4). The view hook
    after C&K's, so the hand, the panel and the card menus agree with the legal moves."""
    you = out.get("you")
    if you is None or player is None or not you.get("progress"):
        return
    seat = g.players.index(player)
    for entry in you["progress"]:
        if entry["card"] == "deserter" and not entry["playable"]:
            if entry["why"] == "no_opponent_knights" and deserter_legal(g, seat):
                entry["playable"], entry["why"] = True, None
        elif entry["card"] == "alchemist" and entry["playable"] and tp(g).rolls:
            entry["playable"], entry["why"] = False, "alchemist_second_roll"


# ----- chips for a knight taken off the board (TP-B4)
# ----------------------------------------------


def _removal_refusal(g: Game, seat: int) -> IllegalAction | None:
    if g.phase not in tokens.OPEN_PHASES:
        return phase_refusal(g)
    t = tp(g)
    if t.cashed:
        return IllegalAction("knight_removed_this_turn")
    if t.supply < 1:
        return IllegalAction("token_supply_empty")
    return None


def remove_knight(g: Game, seat: int, action: RemoveKnight, events: list[Event]) -> None:
    """TP-CK-CH-3, TP-D16: one's own knight, active or not, back to one's supply for 1, 2
    or 3 chips by rank, once a turn on one's own turn (capped by the supply, TP-CK-CH-1)."""
    require_turn(g, seat)
    refusal = _removal_refusal(g, seat)
    if refusal is not None:
        raise refusal
    n = node_of(g, action.intersection)
    c = ck(g)
    k = c.knights.get(n)
    if k is None or k.owner != seat:
        raise IllegalAction("no_own_knight", intersection=n + 1)
    del c.knights[n]
    c.knight_supply[seat][k.level - 1] += 1
    tp(g).cashed = True
    events.append(KnightRemoved(g.players[seat], str(n + 1), k.level))
    ck_knights._routes_through(g, (n,), events)
    tokens.gain(g, seat, k.level, "knight_removed", events)


def removal_legal(g: Game, seat: int) -> list[Action]:
    """Own knights that may be taken off for chips now."""
    if seat != g.current or _removal_refusal(g, seat) is not None:
        return []
    return [RemoveKnight(n + 1) for n, k in sorted(ck(g).knights.items()) if k.owner == seat]


# ----- set-up city (TP-D12) -----------------------------------------------------------------


def _setup_city(below: Handler) -> Handler:
    """The C&K set-up city earns its site's chips as a set-up settlement would; a city upgrade
    in play earns nothing (TP-EARN-4)."""

    def build_city(g: Game, seat: int, action: BuildCity, events: list[Event]) -> None:
        during_setup = g.phase == "setup"
        below(g, seat, action, events)
        if during_setup:
            tokens.settlement_built(g, seat, action.intersection - 1, True, events)

    return build_city


# ----- the rule set ------------------------------------------------------------------------------


def build(rules: RuleSet) -> None:
    """Add part B to a rule set holding C&K and the 2-player variant."""
    below = {cls: t.handler for cls, t in rules.actions.items()}
    rules.add_action(BuildKnight, _recruiting(below[BuildKnight]))
    rules.add_action(PromoteKnight, _promoting(below[PromoteKnight]))
    rules.add_action(BuildCity, _setup_city(below[BuildCity]))
    rules.add_action(framework.PlayProgress, _playing(below[framework.PlayProgress]))
    rules.add_action(deserter.DesertKnight, _deserting(below[deserter.DesertKnight]))
    rules.add_action(NeutralKnight, build_knight)
    rules.add_action(NeutralPromote, promote)
    rules.add_action(RemoveKnight, remove_knight)
    rules.add_legal("main", deserter_legal)
    rules.add_view(progress_view)
    rules.add_filter("roll", _no_alchemist_before_roll_two)
    for phase in tokens.OPEN_PHASES:
        rules.add_legal(phase, removal_legal)
    ck_phase = rules.phases["desert"]
    rules.add_phase(
        "desert_neutral",
        legal=ck_phase.legal,
        default=ck_phase.default,
        awaiting=ck_phase.awaiting,
        refusal=ck_phase.refusal,
    )


def _register() -> None:
    neutrals.KINDS["knight"] = knight_options
    neutrals.KINDS["promotion"] = promotion_options


_register()
