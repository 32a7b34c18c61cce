"""The trade deck's playable cards (CK-13.6) and the merchant (CK-14),
declared with `framework.card` and `framework.step`.

    play commercial_harbor          then  harbor PLAYER RESOURCE   (the partner: harbor COMMODITY)
    play master_merchant PLAYER     then  take CARDS
    play merchant HEX               play merchant_fleet KIND
    play resource_monopoly RES      play trade_monopoly COMMODITY
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from ....actions import Action, _bad, _cards
from ....checks import card_vector, hex_of, phase_refusal, seat_named
from ....errors import IllegalAction
from ....events import Event
from ....resources import Cards
from .. import buildings, phases
from ..data import COMMODITIES
from ..events import (
    CardsTaken,
    FleetNamed,
    HarborOffered,
    HarborTraded,
    MerchantPlaced,
    MonopolyTaken,
)
from ..points import public_points
from ..state import NAME, CitiesKnights, Pending, ck
from .framework import SHOWN, Args, Card, Step, any_richer, card, kind, no_args, player, step

if TYPE_CHECKING:
    from ....game import Game

_RESOURCES = ("lumber", "brick", "wool", "grain", "ore")
_KINDS = _RESOURCES + COMMODITIES
_N_RESOURCES = 5
#: Resource Monopoly and Trade Monopoly: at most this many from each opponent (CK-13.6).
_RESOURCE_CAP = 2
_COMMODITY_CAP = 1
#: Master Merchant: cards taken (CK-13.6).
_MASTER_TAKES = 2
#: Hexes the merchant may never stand on (CK-14: gold with Seafarers; sea hexes are no board hex).
_NO_MERCHANT = ("gold",)


def _none(g: Game, seat: int) -> IllegalAction | None:
    return None


def _nothing(g: Game, seat: int) -> tuple[()]:
    """A card whose plays read nothing that changes (its plays are kept for good)."""
    return ()


#: The one play of a card without arguments (kept: its play is made once).
_ONE: tuple[Args, ...] = ((),)


def _one(g: Game, seat: int) -> tuple[Args, ...]:
    return _ONE


def _no_check(g: Game, seat: int, args: Args) -> Args:
    return args


def _opponents(g: Game, seat: int) -> list[int]:
    """The other seated players, clockwise (never a neutral seat)."""
    n = len(g.config.players)
    return [(seat + i) % n for i in range(1, n)]


# ----- Merchant (CK-14)
# ----------------------------------------------------------------------------


def merchant_hexes(g: Game, seat: int) -> list[int]:
    """Land hexes next to one of the player's settlements or cities (the desert allowed,
    CK-D28; never gold)."""
    b = g.board
    terrain = b.hex_terrain
    node_hexes = b.node_hexes
    near = {h for n in buildings.owned(g, seat) for h in node_hexes[n]}
    return sorted(h for h in near if terrain[h] not in _NO_MERCHANT)


def _merchant_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not merchant_hexes(g, seat):
        return IllegalAction("no_merchant_hex")
    return None


def _merchant_playable(g: Game, seat: int) -> bool:
    """`merchant_hexes` stopping at the first such hex."""
    b = g.board
    terrain = b.hex_terrain
    node_hexes = b.node_hexes
    for n in buildings.owned(g, seat):
        for h in node_hexes[n]:
            if terrain[h] not in _NO_MERCHANT:
                return True
    return False


def _merchant_options(g: Game, seat: int) -> tuple[Args, ...]:
    """The hexes of `merchant_hexes`."""
    ids = g.board.hex_ids
    return tuple((ids[h],) for h in merchant_hexes(g, seat))


def _merchant_check(g: Game, seat: int, args: Args) -> int:
    h = hex_of(g, str(args[0]))
    if h not in merchant_hexes(g, seat):
        raise IllegalAction("merchant_not_next_to_you", hex=g.board.hex_ids[h])
    return h


def _merchant(g: Game, seat: int, h: int, events: list[Event]) -> None:
    """The merchant goes on the hex under the player's control: 1 VP and 2:1 for its resource;
    whoever held it loses both (CK-14, CK-21.51)."""
    c = ck(g)
    previous = None if c.merchant is None else c.merchant[1]
    c.merchant = [h, seat]
    for s in {seat, previous} - {None}:
        assert s is not None
        g.rates[s] = g.rules.bank_rates(g, s)
    events.append(
        MerchantPlaced(
            g.players[seat],
            g.board.hex_ids[h],
            None if previous is None else g.players[previous],
        )
    )


card(
    Card(
        "merchant",
        lambda text, rest, lowered: (rest[0].upper(),) if len(rest) == 1 else None,
        _merchant_refusal,
        _merchant_options,
        _merchant_check,
        _merchant,
        playable=_merchant_playable,
        inputs=lambda g, seat: (g.board, g.node_owner),  # the player's buildings, their hexes
    )
)


# ----- Merchant Fleet ----------------------------------------------------------------------------


def _fleet_refusal(g: Game, seat: int) -> IllegalAction | None:
    if len(ck(g).effects.get("fleet", ())) >= len(_KINDS):
        return IllegalAction("fleet_named_all")
    return None


def _fleet_options(g: Game, seat: int) -> tuple[Args, ...]:
    return _fleet_unnamed(tuple(ck(g).effects.get("fleet", ())))


@lru_cache(maxsize=64)
def _fleet_unnamed(named: tuple[str, ...]) -> tuple[Args, ...]:
    """The kinds not named yet this turn (kept per list named: the plays are made once)."""
    return tuple((k,) for k in _KINDS if k not in named)


def _fleet_check(g: Game, seat: int, args: Args) -> str:
    name = str(args[0])
    if name not in _KINDS:
        raise IllegalAction("bad_cards", hint="not_a_resource", word=name, item="cards")
    if name in ck(g).effects.get("fleet", ()):
        raise IllegalAction("fleet_named", resource=name)
    return name


def _fleet(g: Game, seat: int, name: str, events: list[Event]) -> None:
    """2:1 with the bank for the named kind until the end of the turn (points.bank_rates;
    CK-D27: one kind per card)."""
    c = ck(g)
    c.effects.setdefault("fleet", []).append(name)
    g.rates[seat] = g.rules.bank_rates(g, seat)
    events.append(FleetNamed(g.players[seat], name))


card(
    Card(
        "merchant_fleet",
        kind(_KINDS, "not_a_resource"),
        _fleet_refusal,
        _fleet_options,
        _fleet_check,
        _fleet,
        inputs=lambda g, seat: (ck(g).effects.get("fleet"),),  # the kinds named this turn
    )
)


# ----- Resource Monopoly, Trade Monopoly ---------------------------------------------------------


def _monopoly(name: str, kinds: tuple[str, ...], cap: int, hint: str) -> Card:
    def check(g: Game, seat: int, args: Args) -> int:
        word = str(args[0])
        if word not in kinds:
            raise IllegalAction("wrong_kind_for_card", card=name, word=word)
        return g.rules.card_index[word]

    def resolve(g: Game, seat: int, i: int, events: list[Event]) -> None:
        """Each opponent gives up to `cap` of the kind, fewer when he has fewer (CK-21.53)."""
        taken: list[tuple[str, int]] = []
        for s in _opponents(g, seat):
            n = min(cap, g.hands[s][i])
            if n:
                g.hands[s][i] -= n
                g.hands[seat][i] += n
                taken.append((g.players[s], n))
        events.append(MonopolyTaken(g.players[seat], g.rules.cards[i], tuple(taken)))

    options: tuple[Args, ...] = tuple((k,) for k in kinds)  # kept: the plays are made once
    return Card(
        name,
        kind(kinds, hint),
        _none,  # always playable: what others hold is hidden (CK-D19)
        lambda g, seat: options,
        check,
        resolve,
        inputs=_nothing,
    )


card(_monopoly("resource_monopoly", _RESOURCES, _RESOURCE_CAP, "not_a_resource"))
card(_monopoly("trade_monopoly", COMMODITIES, _COMMODITY_CAP, "not_a_commodity"))


# ----- Commercial Harbor -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HarborOffer(Action):
    """Commercial Harbor: offer an opponent one resource; he must give a commodity for it."""

    partner: str
    resource: str

    def __str__(self) -> str:
        return f"harbor {self.partner} {self.resource}"


@dataclass(frozen=True, slots=True)
class HarborAnswer(Action):
    """The partner's commodity for the resource offered through Commercial Harbor."""

    commodity: str

    def __str__(self) -> str:
        return f"harbor {self.commodity}"


def parse_harbor(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """harbor PLAYER RESOURCE | harbor COMMODITY"""
    if len(rest) == 2:
        if lowered[1] not in _RESOURCES:
            raise _bad(text, "not_a_resource", word=rest[1])
        return HarborOffer(rest[0], lowered[1])
    if len(rest) == 1:
        if lowered[0] not in COMMODITIES:
            raise _bad(text, "not_a_commodity", word=rest[0])
        return HarborAnswer(lowered[0])
    return None


def _harbor_partners(g: Game, seat: int) -> list[int]:
    used = ck(g).effects.get("harbor", ())
    return [s for s in _opponents(g, seat) if s not in used]


def _harbor_refusal(g: Game, seat: int) -> IllegalAction | None:
    if ck(g).effects.get("harbor_open"):
        return IllegalAction("harbor_open")
    if not any(g.hands[seat][:_N_RESOURCES]):
        return IllegalAction("no_resource_in_hand")
    if not _harbor_partners(g, seat):
        return IllegalAction("harbor_partners_used")
    return None


def _harbor_playable(g: Game, seat: int) -> bool:
    return (
        not ck(g).effects.get("harbor_open")
        and any(g.hands[seat][:_N_RESOURCES])
        and bool(_harbor_partners(g, seat))
    )


def _harbor_play(g: Game, seat: int, prepared: Any, events: list[Event]) -> None:
    """Until the end of the turn, one offer per opponent (CK-13.6, P3: across both copies)."""
    ck(g).effects["harbor_open"] = True


card(
    Card(
        "commercial_harbor",
        no_args,
        _harbor_refusal,
        _one,
        _no_check,
        _harbor_play,
        playable=_harbor_playable,
    )
)


def harbor_offer(g: Game, seat: int, action: HarborOffer, events: list[Event]) -> None:
    """The current player offers a partner a resource: the partner must answer with a
    commodity; with none the trade is void and the resource stays (CK-21.47)."""
    if seat != g.current:
        raise IllegalAction("not_your_turn", current=g.players[g.current])
    if g.phase != "main":
        raise phase_refusal(g)
    c = ck(g)
    if not c.effects.get("harbor_open"):
        raise IllegalAction("no_harbor_in_play")
    partner = seat_named(g, action.partner)
    if partner == seat:
        raise IllegalAction("trade_with_self")
    if partner in c.effects.get("harbor", ()):
        raise IllegalAction("harbor_partner_used", player=action.partner)
    if action.resource not in _RESOURCES:
        raise IllegalAction("bad_cards", hint="not_a_resource", word=action.resource, item="cards")
    i = g.rules.card_index[action.resource]
    if g.hands[seat][i] <= 0:
        raise IllegalAction("not_in_hand", cards={action.resource: 1})
    c.effects.setdefault("harbor", []).append(partner)
    me, them = g.players[seat], g.players[partner]
    if not any(g.hands[partner][_N_RESOURCES:]):
        events.append(HarborTraded(me, them, action.resource, None))
        return
    events.append(HarborOffered(me, them, action.resource))
    phases.start(g, [["harbor", partner, seat, i]], "main", events)


def harbor_answer(g: Game, seat: int, action: HarborAnswer, events: list[Event]) -> None:
    """The partner gives the commodity of his choice and takes the resource."""
    item = phases.owed(g, seat, "harbor")
    if action.commodity not in COMMODITIES:
        raise IllegalAction("bad_cards", hint="not_a_resource", word=action.commodity, item="cards")
    j = g.rules.card_index[action.commodity]
    if g.hands[seat][j] <= 0:
        raise IllegalAction("not_in_hand", cards={action.commodity: 1})
    actor, i = item[2], item[3]
    g.hands[seat][j] -= 1
    g.hands[actor][j] += 1
    g.hands[actor][i] -= 1
    g.hands[seat][i] += 1
    events.append(
        HarborTraded(g.players[actor], g.players[seat], g.rules.cards[i], action.commodity)
    )
    phases.done(g, item, events)


def _harbor_legal(g: Game, item: Pending) -> list[Action]:
    hand = g.hands[item[1]]
    return [HarborAnswer(k) for k in COMMODITIES if hand[g.rules.card_index[k]]]


def _harbor_default(g: Game, item: Pending) -> Action | None:
    """The commodity the partner holds most of (the first on ties)."""
    hand = g.hands[item[1]]
    index = g.rules.card_index
    best = max(COMMODITIES, key=lambda k: (hand[index[k]], -COMMODITIES.index(k)))
    return HarborAnswer(best) if hand[index[best]] else None


def _harbor_offers(g: Game, seat: int) -> list[Action]:
    """The current player's Commercial Harbor offers (main phase)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if seat != g.current or not c.effects.get("harbor_open"):
        return []
    hand = g.hands[seat]
    return [
        HarborOffer(g.players[p], r)
        for p in _harbor_partners(g, seat)
        for i, r in enumerate(_RESOURCES)
        if hand[i]
    ]


phases.kind(phases.PendingKind("harbor", _harbor_legal, _harbor_default))
step(Step(HarborOffer, "harbor", parse_harbor, harbor_offer, legal={"main": _harbor_offers}))
step(Step(HarborAnswer, "harbor", parse_harbor, harbor_answer))


# ----- Master Merchant ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TakeCards(Action):
    """Master Merchant: the cards taken from the hand looked at."""

    cards: Cards

    def __str__(self) -> str:
        return "take " + " ".join(f"{n} {name}" for name, n in self.cards)


def parse_take(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """take CARDS"""
    return TakeCards(_cards(lowered, text, _KINDS))


def _richer(g: Game, seat: int) -> list[int]:
    points = public_points(g)
    mine = points[seat]
    return [s for s in _opponents(g, seat) if points[s] > mine and any(g.hands[s])]


def _master_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _richer(g, seat):
        return IllegalAction("no_richer_opponent")
    return None


def _master_options(g: Game, seat: int) -> list[Args]:
    return [(g.players[s],) for s in _richer(g, seat)]


def _master_check(g: Game, seat: int, args: Args) -> int:
    target = seat_named(g, str(args[0]))
    if target == seat:
        raise IllegalAction("trade_with_self")
    if g.public_vp(target) <= g.public_vp(seat):
        raise IllegalAction("not_richer", player=g.players[target])
    if not any(g.hands[target]):
        raise IllegalAction("no_cards_to_take", player=g.players[target])
    return target


def _master(g: Game, seat: int, target: int, events: list[Event]) -> None:
    """Look at the richer player's hand (the view's `you.shown`) and take 2 cards of one's
    choice, fewer if he has fewer (CK-13.6)."""
    n = min(_MASTER_TAKES, sum(g.hands[target]))
    phases.start(g, [["master_merchant", seat, target, n]], "main", events)


card(
    Card(
        "master_merchant",
        player,
        _master_refusal,
        _master_options,
        _master_check,
        _master,
        playable=any_richer,
    )
)


def take_cards(g: Game, seat: int, action: TakeCards, events: list[Event]) -> None:
    """The cards chosen from the hand looked at."""
    item = phases.owed(g, seat, "master_merchant")
    target, n = item[2], item[3]
    want = card_vector(action.cards, "cards", g.rules.card_index)
    if sum(want) != n:
        raise IllegalAction("take_count", count=n)
    hand = g.hands[target]
    if any(w > h for w, h in zip(want, hand, strict=True)):
        raise IllegalAction("not_in_their_hand", player=g.players[target])
    for i, w in enumerate(want):
        hand[i] -= w
        g.hands[seat][i] += w
    events.append(CardsTaken(g.players[seat], g.players[target], n, action.cards))
    phases.done(g, item, events)


def _take_options(g: Game, item: Pending) -> list[tuple[int, ...]]:
    hand = g.hands[item[2]]
    held = [i for i, h in enumerate(hand) if h]
    out: list[tuple[int, ...]] = []
    for combo in combinations_with_replacement(held, item[3]):
        if all(combo.count(i) <= hand[i] for i in set(combo)):
            out.append(combo)
    return out


def _as_cards(g: Game, combo: tuple[int, ...]) -> Cards:
    kinds = g.rules.cards
    return tuple((kinds[i], combo.count(i)) for i in sorted(set(combo)))


def _take_legal(g: Game, item: Pending) -> list[Action]:
    return [TakeCards(_as_cards(g, combo)) for combo in _take_options(g, item)]


def _take_default(g: Game, item: Pending) -> Action | None:
    """The kinds the other player holds most of (card order on ties)."""
    hand = g.hands[item[2]][:]
    combo: list[int] = []
    for _ in range(item[3]):
        i = max(range(len(hand)), key=lambda j: (hand[j], -j))
        if not hand[i]:
            break
        hand[i] -= 1
        combo.append(i)
    return TakeCards(_as_cards(g, tuple(sorted(combo)))) if combo else None


def _take_void(g: Game, item: Pending) -> bool:
    return not any(g.hands[item[2]])


phases.kind(phases.PendingKind("master_merchant", _take_legal, _take_default, void=_take_void))
SHOWN["master_merchant"] = lambda g, item: (item[1], item[2], "cards")
step(Step(TakeCards, "take", parse_take, take_cards))
