"""Trade (B-9): with the bank and harbors, and between players."""

from __future__ import annotations

from .actions import AcceptTrade, CancelTrade, ConfirmTrade, DeclineTrade, MaritimeTrade, OfferTrade
from .checks import card_vector, require_phase, seat_named
from .errors import IllegalAction
from .events import (
    Event,
    MaritimeTraded,
    TradeAnswered,
    TradeCancelled,
    TradeCompleted,
    TradeOffered,
)
from .resources import counts, from_vector
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game, TradeOffer


def harbor_rates(g: Game, seat: int) -> list[int]:
    """The best bank rate per resource for this player: 4, 3 (generic harbor) or 2 (B-TRADE-7).

    Kept in `g.rates` and refreshed when the player builds on a harbor.
    """
    out = [4] * len(g.rules.cards)
    owner = g.node_owner
    generic = False
    for kind, a, b, _ in g.board.harbors:
        if owner[a] == seat or owner[b] == seat:
            if kind == "generic":
                generic = True
            else:
                out[g.rules.card_index[kind]] = 2
    if generic:
        out = [min(r, 3) for r in out]
    return out


def _require_trading(g: Game, seat: int) -> None:
    require_phase(g, seat, "main")
    if g.built and not g.sw["combined_trade_build"]:
        raise IllegalAction("trade_after_build", hint="you")


def maritime(g: Game, seat: int, action: MaritimeTrade, events: list[Event]) -> None:
    """B-TRADE-7..9: give rate x cards of one type per card taken, as many units as wanted."""
    if seat != g.current or g.phase != "main" or g.built:
        _require_trading(g, seat)  # the refusals (building first may be allowed: checked there)
    if _one_for_one_kind(g, seat, action, events):
        return
    kinds, index = g.rules.cards, g.rules.card_index
    give, get = card_vector(action.give, "trade", index), card_vector(action.get, "trade", index)
    if not any(give) or not any(get):
        raise IllegalAction("empty_trade")
    # Plain loops below, not any() over generators: a bank trade is one move in seven.
    for a, b in zip(give, get, strict=True):
        if a and b:
            raise IllegalAction("same_resource", hint="bank")
    rate = g.rates[seat]
    units = 0
    for i, c in enumerate(give):
        if c:
            if c % rate[i]:
                raise IllegalAction("wrong_rate", hint="multiple", resource=kinds[i], rate=rate[i])
            units += c // rate[i]
    if sum(get) != units:
        raise IllegalAction(
            "wrong_rate", hint="units", give=counts(give, kinds), units=units, asked=sum(get)
        )
    hand = g.hands[seat]
    bank = g.bank
    for c, h in zip(give, hand, strict=True):
        if c > h:
            raise IllegalAction("not_in_hand", cards=counts(give, kinds))
    for c, b in zip(get, bank, strict=True):
        if c > b:
            raise IllegalAction("bank_empty")
    for i in range(len(hand)):
        hand[i] += get[i] - give[i]
        bank[i] += give[i] - get[i]
    events.append(MaritimeTraded(g.players[seat], action.give, action.get))


def _one_for_one_kind(g: Game, seat: int, action: MaritimeTrade, events: list[Event]) -> bool:
    """The trade every menu offers (one card kind given at its rate for one other), done when it
    passes every check of `maritime`; False (nothing done) for anything else, which `maritime`
    then checks in full and refuses or does."""
    give, get = action.give, action.get
    if type(give) is not tuple or type(get) is not tuple or len(give) != 1 or len(get) != 1:
        return False
    one_give, one_get = give[0], get[0]
    if type(one_give) is not tuple or type(one_get) is not tuple:
        return False
    if len(one_give) != 2 or len(one_get) != 2:
        return False
    (give_name, give_count), (get_name, get_count) = one_give, one_get
    if type(give_name) is not str or type(get_name) is not str:
        return False
    index = g.rules.card_index
    i, j = index.get(give_name), index.get(get_name)
    if i is None or j is None or i == j or type(give_count) is not int or get_count != 1:
        return False
    hand = g.hands[seat]
    bank = g.bank
    if (
        give_count != g.rates[seat][i]
        or hand[i] < give_count
        or not bank[j]
        or type(get_count) is not int
    ):
        return False
    hand[i] -= give_count
    hand[j] += 1
    bank[i] += give_count
    bank[j] -= 1
    events.append(MaritimeTraded(g.players[seat], give, get))
    return True


def offer(g: Game, seat: int, action: OfferTrade, events: list[Event]) -> None:
    """B-TRADE-1..5: the current player offers cards to one, several or all other players; any
    other player may propose (or counter-propose) a trade to the current player."""
    if seat != g.current:
        counter_offer(g, seat, action, events)
        return
    _require_trading(g, seat)
    give, get = _terms(g, seat, action)
    to = [seat_named(g, p) for p in action.to] if action.to else []
    if seat in to:
        raise IllegalAction("trade_with_self")
    if not to:
        to = [s for s in range(len(g.config.players)) if s != seat]
    to = sorted(set(to))
    if g.offer is not None:
        close_offer(g, "replaced", events, counters=False)
    from .game import TradeOffer

    g.offer = TradeOffer(give, get, to)
    events.append(
        TradeOffered(
            g.players[seat],
            from_vector(give, g.rules.cards),
            from_vector(get, g.rules.cards),
            tuple(g.players[s] for s in to),
        )
    )


def _terms(g: Game, seat: int, action: OfferTrade) -> tuple[list[int], list[int]]:
    """The two sides of an offer, checked: real cards, no gifts, no resource on both sides."""
    index = g.rules.card_index
    give, get = card_vector(action.give, "trade", index), card_vector(action.get, "trade", index)
    if not g.sw["allow_gifts"] and (not any(give) or not any(get)):
        raise IllegalAction("no_gifts")
    if any(a and b for a, b in zip(give, get, strict=True)):
        raise IllegalAction("same_resource", hint="offer")
    if any(c > h for c, h in zip(give, g.hands[seat], strict=True)):
        raise IllegalAction("not_in_hand", cards=counts(give, g.rules.cards))
    return give, get


def counter_offer(g: Game, seat: int, action: OfferTrade, events: list[Event]) -> None:
    """B-TRADE-5: a proposal to the current player, who may confirm it; it answers (declines)
    the current player's own offer, and replaces the proposer's earlier proposal."""
    current = g.players[g.current]
    if g.phase != "main":
        raise IllegalAction("not_now", hint="propose", current=current)
    if g.built and not g.sw["combined_trade_build"]:
        raise IllegalAction("trade_after_build", hint="current", current=current)
    if any(p != current for p in action.to):
        raise IllegalAction("only_with_current_player", current=current)
    give, get = _terms(g, seat, action)
    o = g.offer
    if o is not None and seat in o.to:
        if seat in o.accepted:
            o.accepted.remove(seat)
        if seat not in o.declined:
            o.declined.append(seat)
    g.counters[seat] = (give, get)
    kinds = g.rules.cards
    events.append(
        TradeOffered(g.players[seat], from_vector(give, kinds), from_vector(get, kinds), (current,))
    )
    if o is not None and len(o.declined) == len(o.to):
        close_offer(g, "everyone answered", events, counters=False)


def _require_addressed(g: Game, seat: int) -> TradeOffer:
    o = g.offer
    if o is None:
        raise IllegalAction("no_offer")
    if seat not in o.to:
        raise IllegalAction("not_addressed")
    return o


def accept(g: Game, seat: int, action: AcceptTrade, events: list[Event]) -> None:
    """Agree to the open offer; it happens when the offering player confirms."""
    o = _require_addressed(g, seat)
    if seat in o.accepted:
        raise IllegalAction("already_answered", hint="accepted")
    if any(c > h for c, h in zip(o.get, g.hands[seat], strict=True)):
        raise IllegalAction("not_in_hand", hint="accept", cards=counts(o.get, g.rules.cards))
    if seat in o.declined:
        o.declined.remove(seat)
    g.counters.pop(seat, None)  # accepting the offer replaces one's own proposal
    o.accepted.append(seat)
    events.append(TradeAnswered(g.players[seat], True))


def decline(g: Game, seat: int, action: DeclineTrade, events: list[Event]) -> None:
    """Refuse the open offer; when everyone has refused, it closes."""
    o = _require_addressed(g, seat)
    if seat in o.declined:
        raise IllegalAction("already_answered", hint="declined")
    if seat in o.accepted:
        o.accepted.remove(seat)
    o.declined.append(seat)
    events.append(TradeAnswered(g.players[seat], False))
    if len(o.declined) == len(o.to):
        close_offer(g, "everyone declined", events)


def confirm(g: Game, seat: int, action: ConfirmTrade, events: list[Event]) -> None:
    """B-TRADE-5: the exchange happens at once, if both still hold the cards."""
    require_phase(g, seat, "main")
    o = g.offer
    if o is None and not g.counters:
        raise IllegalAction("no_offer", hint="confirm")
    partner = seat_named(g, action.partner)
    if partner in g.counters:
        theirs_give, theirs_get = g.counters[partner]
        give, get = theirs_get, theirs_give  # seen from the current player
    elif o is not None and partner in o.accepted:
        give, get = o.give, o.get
    else:
        raise IllegalAction("not_accepted", player=action.partner)
    if any(c > h for c, h in zip(give, g.hands[seat], strict=True)):
        raise IllegalAction("not_in_hand", cards=counts(give, g.rules.cards))
    if any(c > h for c, h in zip(get, g.hands[partner], strict=True)):
        raise IllegalAction("partner_lacks", player=action.partner)
    mine, theirs = g.hands[seat], g.hands[partner]
    for i in range(len(mine)):
        mine[i] += get[i] - give[i]
        theirs[i] += give[i] - get[i]
    g.offer = None
    g.counters = {}
    events.append(
        TradeCompleted(
            g.players[seat],
            action.partner,
            from_vector(give, g.rules.cards),
            from_vector(get, g.rules.cards),
        )
    )


def cancel(g: Game, seat: int, action: CancelTrade, events: list[Event]) -> None:
    """The current player withdraws their offer and turns down every proposal; another player
    withdraws their own proposal."""
    if seat != g.current and seat in g.counters:
        del g.counters[seat]
        events.append(TradeCancelled(g.players[seat], "withdrawn"))
        return
    require_phase(g, seat, "main")
    if g.offer is None and not g.counters:
        raise IllegalAction("no_offer", hint="cancel")
    close_offer(g, "withdrawn", events)


def close_offer(g: Game, reason: str, events: list[Event], *, counters: bool = True) -> None:
    """Close the current player's open offer (and, with `counters`, every proposal)."""
    if g.offer is not None:
        g.offer = None
        events.append(TradeCancelled(g.players[g.current], reason))
    if counters and g.counters:
        for s in sorted(g.counters):
            events.append(TradeCancelled(g.players[s], "closed"))
        g.counters = {}
