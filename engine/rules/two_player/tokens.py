"""Trade tokens (TP-A1, TP-A6, TP-A7): the finite supply, earning them (a
settlement next to the desert or on the coast, a played knight card turned in) and spending them
(the forced trade and the robber sent to the desert, one such action per turn).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...board import COAST
from ...checks import card_vector, phase_refusal, require_turn
from ...errors import IllegalAction
from ...events import Event, RobberMoved
from ...resources import Cards, counts, from_vector
from ...roads import update_largest_army
from ...robber import conservative_discard, discard_choices
from .actions import TRADE_MODES, CashKnight, ForcedTrade, GiveBack, RobberToDesert
from .data import (
    COAST_TOKENS,
    DESERT_TOKENS,
    FORCED_DRAW,
    FORCED_GIVE,
    KNIGHT_TOKENS,
    PRICE_AHEAD,
    PRICE_BEHIND,
)
from .events import CardsDrawn, CardsGivenBack, KnightCashed, TokensEarned, TokensSpent
from .state import tp

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from .. import Handler

GIVE_PHASE = "give_back"
#: Where token actions and the knight card may be used: before roll 1, between the rolls and
#: after them (TP-TOK-1, TP-D4).
OPEN_PHASES = ("roll", "main")


def opponent(g: Game, seat: int) -> int:
    """The other real player."""
    return 1 - seat


def gain(g: Game, seat: int, due: int, reason: str, events: list[Event]) -> None:
    """Take `due` tokens from the supply, or what is left of it (TP-PART-3, TP-D1)."""
    t = tp(g)
    got = min(due, t.supply)
    t.supply -= got
    t.tokens[seat] += got
    events.append(TokensEarned(g.players[seat], got, due, reason))


def site_tokens(g: Game, n: int) -> tuple[int, str]:
    """What a new settlement on intersection `n` earns, and why (TP-EARN-2/3, TP-D10)."""
    b = g.board
    desert = any(b.hex_terrain[h] == "desert" for h in b.node_hexes[n])
    coast = b.node_kind[n] == COAST
    due = (DESERT_TOKENS if desert else 0) + (COAST_TOKENS if coast else 0)
    reason = "desert_coast" if desert and coast else "desert" if desert else "coast"
    return due, reason


def settlement_built(g: Game, seat: int, n: int, setup: bool, events: list[Event]) -> None:
    """A real player's new settlement earns its site's tokens (TP-EARN-2..4; TP-D3: in
    set-up too unless `tokens_for_setup_settlements` is off)."""
    if setup and not g.sw["tokens_for_setup_settlements"]:
        return
    due, reason = site_tokens(g, n)
    if due:
        gain(g, seat, due, reason, events)


def price(g: Game, seat: int, mode: str = "") -> int:
    """TP-TOK-2, TP-D6: 1 token while one's public points do not exceed the opponent's;
    C&K's forced trade of all cards costs twice that (TP-CK-ACT-2)."""
    c = PRICE_BEHIND if g.public_vp(seat) <= g.public_vp(opponent(g, seat)) else PRICE_AHEAD
    return 2 * c if mode == ALL else c


#: C&K's forced trade of all cards, commodities included (TP-CK-ACT-2).
ALL = "all"


def modes(g: Game) -> tuple[str, ...]:
    """The forced trade's modes: with commodities in the game (C&K) one of "resources" and
    "all" must be announced; the base game has only the plain trade ("")."""
    return TRADE_MODES if g.rules.commodities else ("",)


def _pool(g: Game, mode: str) -> int:
    """How many card kinds (from the first) a forced trade of this mode draws from and gives:
    the resources, or every card (TP-CK-ACT-2)."""
    return len(g.rules.cards) if mode == ALL else len(g.rules.resources)


def deserts(g: Game) -> list[int]:
    """The desert hexes, in reading order."""
    return [h for h, terrain in enumerate(g.board.hex_terrain) if terrain == "desert"]


def _token_refusal(g: Game, seat: int, mode: str = "") -> IllegalAction | None:
    """Why no token action may be made now (None: one may), before the action's own terms."""
    if g.phase not in OPEN_PHASES:
        return phase_refusal(g)
    t = tp(g)
    if t.token_used:
        return IllegalAction("token_action_used")
    cost = price(g, seat, mode)
    if t.tokens[seat] < cost:
        return IllegalAction("not_enough_tokens", price=cost, held=t.tokens[seat])
    return None


def _trade_refusal(g: Game, seat: int, mode: str = "") -> IllegalAction | None:
    """TP-D8 (TP-CK-ACT-4: over the mode's pool): the opponent must hold a card, and the
    actor must be able to give two."""
    if mode not in modes(g):
        return IllegalAction("forced_trade_mode", modes=list(modes(g)))
    pool = _pool(g, mode)
    theirs = sum(g.hands[opponent(g, seat)][:pool])
    if theirs < 1:
        return IllegalAction("forced_trade_empty", player=g.players[opponent(g, seat)])
    if sum(g.hands[seat][:pool]) + min(FORCED_DRAW, theirs) < FORCED_GIVE:
        return IllegalAction("forced_trade_cannot_give", count=FORCED_GIVE)
    return None


def _desert_refusal(g: Game) -> IllegalAction | None:
    found = deserts(g)
    if not found:
        return IllegalAction("no_desert")
    if g.robber in found:
        return IllegalAction("robber_on_desert")
    return None


def _knight_refusal(g: Game, seat: int) -> IllegalAction | None:
    if g.phase not in OPEN_PHASES:
        return phase_refusal(g)
    t = tp(g)
    if t.cashed:
        return IllegalAction("knight_cashed")
    if g.knights[seat] < 1:
        return IllegalAction("no_played_knight")
    if t.supply < 1:
        return IllegalAction("token_supply_empty")
    return None


def legal(g: Game, seat: int) -> list[Action]:
    """The token actions open to the current player now."""
    if seat != g.current:
        return []
    out: list[Action] = []
    if _token_refusal(g, seat) is None:
        out += [
            ForcedTrade(mode)
            for mode in modes(g)
            if _token_refusal(g, seat, mode) is None and _trade_refusal(g, seat, mode) is None
        ]
        if _desert_refusal(g) is None:
            out.append(DESERT)
    if _knight_refusal(g, seat) is None:
        out.append(KNIGHT)
    return out


DESERT, KNIGHT = RobberToDesert(), CashKnight()


def _pay(g: Game, seat: int, action: str, events: list[Event], mode: str = "") -> None:
    t = tp(g)
    cost = price(g, seat, mode)
    t.tokens[seat] -= cost
    t.supply += cost
    t.token_used = True
    events.append(TokensSpent(g.players[seat], cost, action))


def forced_trade(g: Game, seat: int, action: ForcedTrade, events: list[Event]) -> None:
    """TP-TOK-3 step 1: pay, then draw two cards (one if that is all) at random from the
    opponent; the actor then owes two cards back (`give`). In C&K the mode says whether the
    opponent's commodities are set aside first (TP-CK-ACT-2: the draw never sees them)."""
    require_turn(g, seat)
    mode = action.mode
    refusal = _token_refusal(g, seat, mode) or _trade_refusal(g, seat, mode)
    if refusal is not None:
        raise refusal
    _pay(g, seat, "trade_all" if mode == ALL else "trade", events, mode)
    other = opponent(g, seat)
    theirs = g.hands[other]
    pool = _pool(g, mode)
    drawn = [0] * len(theirs)
    for _ in range(min(FORCED_DRAW, sum(theirs[:pool]))):
        i = g.rng.pick(theirs[:pool])
        theirs[i] -= 1
        g.hands[seat][i] += 1
        drawn[i] += 1
    events.append(
        CardsDrawn(g.players[seat], g.players[other], sum(drawn), from_vector(drawn, g.rules.cards))
    )
    t = tp(g)
    t.give = FORCED_GIVE
    t.give_any = mode == ALL
    t.resume = g.phase
    g.phase = GIVE_PHASE


def give_back(g: Game, seat: int, action: GiveBack | Any, events: list[Event]) -> None:
    """TP-TOK-3 step 2: exactly two cards of one's choice to the opponent (TP-D7: the
    cards just drawn may be among them); commodities only after a trade of all cards
    (TP-CK-ACT-2). `action` is any action with `cards`: the rule set's `give` (see `answering`)."""
    require_turn(g, seat)
    t = tp(g)
    if g.phase != GIVE_PHASE or not t.give:
        raise IllegalAction("nothing_to_give")
    vec = card_vector(action.cards, "give", g.rules.card_index)
    if sum(vec) != t.give:
        raise IllegalAction("wrong_give_count", owed=t.give, given=sum(vec))
    if not t.give_any and any(vec[len(g.rules.resources) :]):
        raise IllegalAction("give_resources_only")
    hand = g.hands[seat]
    if any(v > h for v, h in zip(vec, hand, strict=True)):
        raise IllegalAction("not_in_hand", cards=counts(vec, g.rules.cards))
    other = opponent(g, seat)
    for i, v in enumerate(vec):
        hand[i] -= v
        g.hands[other][i] += v
    events.append(CardsGivenBack(g.players[seat], g.players[other], sum(vec), action.cards))
    t.give = 0
    t.give_any = False
    g.phase = t.resume
    t.resume = ""


def answering(below: Handler) -> Handler:
    """The handler of a rule set's `give` when another choice shares the keyword (C&K's
    Wedding): cards owed back after a forced trade are given with it in the give-back phase,
    and the choice below answers it everywhere else. One action type, one notation."""

    def give(g: Game, seat: int, action: Any, events: list[Event]) -> None:
        if g.phase == GIVE_PHASE:
            give_back(g, seat, action, events)
        else:
            below(g, seat, action, events)

    return give


def _give_class(g: Game) -> Callable[[Cards], Action]:
    """The action the rule set reads `give CARDS` as (GiveBack, or the shared one)."""
    return type(g.rules.parse(f"give 1 {g.rules.resources[0]}"))


def give_legal(g: Game, seat: int) -> list[Action]:
    """Every way to give the owed cards back (resources only, or any card after a C&K trade
    of all cards)."""
    t = tp(g)
    if seat != g.current or not t.give:
        return []
    pool = len(g.rules.cards) if t.give_any else len(g.rules.resources)
    hand = g.hands[seat][:pool]
    kinds = g.rules.cards
    pad = [0] * (len(kinds) - pool)
    make = _give_class(g)
    return [make(from_vector(v + pad, kinds)) for v in discard_choices(hand, t.give)]


def give_default(g: Game, seat: int) -> Action | None:
    """A timer's choice: one card at a time from whatever the player holds most of."""
    t = tp(g)
    if seat != g.current or not t.give:
        return None
    pool = len(g.rules.cards) if t.give_any else len(g.rules.resources)
    vec = conservative_discard(g.hands[seat][:pool], t.give)
    return _give_class(g)(from_vector(vec + [0] * (len(g.rules.cards) - pool), g.rules.cards))


def robber_to_desert(g: Game, seat: int, action: RobberToDesert, events: list[Event]) -> None:
    """TP-TOK-4: pay, and the robber goes to the desert; no steal, no discards."""
    require_turn(g, seat)
    refusal = _token_refusal(g, seat) or _desert_refusal(g)
    if refusal is not None:
        raise refusal
    _pay(g, seat, "robber", events)
    g.robber = deserts(g)[0]
    events.append(RobberMoved(g.players[seat], g.board.hex_ids[g.robber]))


def cash_knight(g: Game, seat: int, action: CashKnight, events: list[Event]) -> None:
    """TP-EARN-1: a played knight card leaves the game for 2 tokens, once per turn; Largest
    Army is decided again at once (TP-D9: a knight played this turn may go)."""
    require_turn(g, seat)
    refusal = _knight_refusal(g, seat)
    if refusal is not None:
        raise refusal
    t = tp(g)
    t.cashed = True
    g.knights[seat] -= 1
    g.removed_cards.append("knight")  # out of the game, like a played progress card
    events.append(KnightCashed(g.players[seat], g.knights[seat]))
    update_largest_army(g, events)
    gain(g, seat, KNIGHT_TOKENS, "knight", events)
