"""Domestic trades the strong and hard levels propose, and how they weigh an offer or a
counter-offer made to them.

Candidates come from the rule set's own costs (`rules_data`) and the player's own view: for
each build it wants (the same wishes as the value function's), the cards it lacks, and for
each, the cards it holds beyond that build's cost. An offer is one or two spare cards for one
card lacked; a counter-offer, made to the player whose offer it answers, asks for a card that
player offered and gives a card that player asked for. Every candidate is tried on a copy of
the game: what the engine refuses is never offered (no rule is restated here).

An offer is valued as the hand it would leave, weighed by the chance that someone takes it
(`TAKEN`): the search compares that with every other move. A player close to winning (two
points or fewer short of the target) is never offered anything, nor an offer of theirs taken,
unless the trade makes this player win more: it pays for a build at once and leaves this
player at least level with them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine import Action, Game, IllegalAction, OfferTrade

from .reading import Reading
from .value import Costs, nearness

#: The most offers a computer makes in one turn.
OFFERS_PER_TURN = 2
#: The chance that an offer someone is asked to weigh is taken (an offer is valued as this
#: share of its gain: a refused one costs nothing but a little time).
TAKEN = 0.45
#: The least gain (value units; a point is 100) an offer must bring if taken.
MARGIN = 4.0
#: A player this many points short of the target, or fewer, is close to winning.
CLOSE = 2
#: At most this many candidates are tried on a copy, best first.
TRIED = 6


#: The value of a hand in the position as it stands.
Worth = Callable[[Mapping[str, int]], float]


@dataclass(frozen=True)
class Candidate:
    """An offer and the hand it leaves when taken."""

    action: Action
    hand: Mapping[str, int]


def terms(give: Mapping[str, int], get: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    """An offer's two sides as one comparable key (what was offered this turn)."""
    return tuple(sorted((f"+{k}", n) for k, n in give.items() if n)) + tuple(
        sorted((f"-{k}", n) for k, n in get.items() if n)
    )


def key_of(action: Action) -> tuple[tuple[str, int], ...]:
    give = dict(getattr(action, "give", ()))
    get = dict(getattr(action, "get", ()))
    return terms(give, get)


def close_to_winning(reading: Reading, player: str) -> bool:
    target = int(reading.view.get("vp_to_win", 10) or 10)
    return reading.vp.get(player, 0) >= target - CLOSE


def wins_more(reading: Reading, costs: Costs, hand: Mapping[str, int], player: str) -> bool:
    """Whether a trade with a player close to winning still helps this one more: it pays for a
    city or a settlement at once and this player is at least level with them."""
    level = reading.vp.get(reading.me, 0) >= reading.vp.get(player, 0)
    pays = any(
        nearness(hand, costs.costs.get(piece, {})) >= 1.0
        and nearness(reading.hand, costs.costs.get(piece, {})) < 1.0
        for piece in ("city", "settlement")
    )
    return level and pays


def wanted(reading: Reading, costs: Costs) -> list[str]:
    """The builds the player would pay for, as the value function sees them."""
    out = []
    has_settlement = any(
        owner == reading.me and kind == "settlement" for owner, kind in reading.buildings.values()
    )
    open_spot = bool(reading.view.get("open_intersections"))
    for piece in costs.costs:
        if piece == "city" and not has_settlement:
            continue
        if piece == "settlement" and not open_spot:
            continue
        if piece == "development" and not int(reading.view.get("development_deck", 0) or 0):
            continue
        out.append(piece)
    return out


def _shapes(
    hand: Mapping[str, int], cost: Mapping[str, int], kinds: Sequence[str]
) -> Iterable[tuple[dict[str, int], dict[str, int]]]:
    """(give, get) pairs towards one build: one card lacked, for one or two spare cards."""
    lacking = [k for k in kinds if cost.get(k, 0) > hand.get(k, 0)]
    spare = [k for k in kinds if hand.get(k, 0) > cost.get(k, 0) and k not in lacking]
    for want in lacking:
        for give in spare:
            yield {give: 1}, {want: 1}
            if hand.get(give, 0) - cost.get(give, 0) >= 2:
                yield {give: 2}, {want: 1}
        for a in spare:
            for b in spare:
                if a < b:
                    yield {a: 1, b: 1}, {want: 1}


def _after(
    hand: Mapping[str, int], give: Mapping[str, int], get: Mapping[str, int]
) -> dict[str, int]:
    out = dict(hand)
    for k, n in give.items():
        out[k] = out.get(k, 0) - n
    for k, n in get.items():
        out[k] = out.get(k, 0) + n
    return out


def offers(
    game: Game,
    reading: Reading,
    costs: Costs,
    worth: Worth,
    offered: Iterable[tuple[tuple[str, int], ...]],
) -> list[Candidate]:
    """The offers worth proposing now, best first (at most one is made: the search picks)."""
    if reading.view.get("trade") is not None or reading.view.get("current") != reading.me:
        return []
    made = set(offered)
    if len(made) >= OFFERS_PER_TURN:
        return []
    hand = reading.hand
    kinds = costs.resources
    seen: set[tuple[tuple[str, int], ...]] = set()
    scored: list[tuple[float, dict[str, int], dict[str, int], dict[str, int]]] = []
    value_of = worth
    base = float(value_of(hand))
    for piece in wanted(reading, costs):
        cost = costs.costs[piece]
        if not any(cost.values()):
            continue
        for give, get in _shapes(hand, cost, kinds):
            key = terms(give, get)
            if key in seen or key in made:
                continue
            seen.add(key)
            after = _after(hand, give, get)
            gain = float(value_of(after)) - base
            if gain >= MARGIN:
                scored.append((gain, give, get, after))
    scored.sort(key=lambda s: -s[0])
    out: list[Candidate] = []
    for _, give, get, after in scored[:TRIED]:
        to = partners(reading, costs, after)
        if not to:
            continue
        action = OfferTrade(
            give=tuple(sorted(give.items())), get=tuple(sorted(get.items())), to=tuple(to)
        )
        if legal(game, reading.me, action):
            out.append(Candidate(action, after))
    return out


def partners(reading: Reading, costs: Costs, hand: Mapping[str, int]) -> list[str]:
    """Whom to offer to: every other seated player holding a card, but none close to winning
    unless the trade helps this player more."""
    out = []
    for p in reading.players:
        if p == reading.me or reading.hand_sizes.get(p, 0) <= 0:
            continue
        if close_to_winning(reading, p) and not wins_more(reading, costs, hand, p):
            continue
        out.append(p)
    return out


def counters(game: Game, reading: Reading, costs: Costs, worth: Worth) -> list[Candidate]:
    """Counter-offers to the open offer made to this player: a card the offering player
    gives, for a card they asked for that this player can spare."""
    offer = reading.view.get("trade") or {}
    maker = offer.get("from")
    if not maker or maker == reading.me or reading.me not in offer.get("to", ()):
        return []
    if any(c.get("from") == reading.me for c in reading.view.get("counter_offers") or ()):
        return []  # one proposal at a time
    if close_to_winning(reading, maker):
        return []
    value_of = worth
    hand = reading.hand
    base = float(value_of(hand))
    theirs = [k for k, n in (offer.get("give") or {}).items() if n]
    asked = [k for k, n in (offer.get("get") or {}).items() if n and hand.get(k, 0) > 0]
    scored = []
    for want in theirs:
        for give in asked:
            if give == want:
                continue
            after = _after(hand, {give: 1}, {want: 1})
            gain = float(value_of(after)) - base
            if gain >= MARGIN:
                scored.append((gain, give, want, after))
    scored.sort(key=lambda s: -s[0])
    out = []
    for _, give, want, after in scored[:TRIED]:
        action = OfferTrade(give=((give, 1),), get=((want, 1),), to=(maker,))
        if legal(game, reading.me, action):
            out.append(Candidate(action, after))
    return out


def legal(game: Game, player: str, action: Action) -> bool:
    """Whether the engine takes the offer (tried on a copy; the game is unchanged)."""
    try:
        game.copy().apply(player, action)
    except IllegalAction:
        return False
    return True


def awaits_answers(game: Game, player: str) -> bool:
    """Whether `player` is the current player and its open offer still awaits an answer from
    someone: it waits for them rather than moving (a move would withdraw the offer)."""
    view = game.view(player)
    offer = view.get("trade")
    if not offer or offer.get("from") != player:
        return False
    answered = set(offer.get("accepted", ())) | set(offer.get("declined", ()))
    return any(p not in answered for p in offer.get("to", ()))
