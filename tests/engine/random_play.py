"""The property tests' harness, one for every rule set: random legal play (every action drawn
from the legal list, plus the odd domestic trade offer, which `apply` validates but the list
does not hold), and what the invariant, replay and refusal tests of tests/engine/test_properties.py
do with it. Each rule set says how it is played and what it keeps true (`RuleSet`; the rule
sets are listed in tests/engine/property_sets.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pytest

from engine import RESOURCES, Action, Event, Game, GameConfig, IllegalAction, OfferTrade, cards

from .vocab import worded

PLAYERS4 = ("red", "blue", "orange", "white")

#: Called after every action with the game, the player, the action and its events.
After = Callable[[Game, str, Action, list[Event]], None]
#: A one-for-one trade offer a player might make now (or None).
Offer = Callable[[Game, str, random.Random], OfferTrade | None]
#: What the leading seat of a `Style` with `lead` does first when it can (points first).
PROGRESS = ("build city", "build settlement", "buy", "play", "reveal", "build road", "build ship")


def random_offer(game: Game, player: str, rnd: random.Random) -> OfferTrade | None:
    """A one-for-one offer of a resource the player holds, to everyone (or None)."""
    hand = game.view(player)["you"]["hand"]
    held = [r for r in RESOURCES if hand[r]]
    if not held:
        return None
    give = rnd.choice(held)
    get = rnd.choice([r for r in RESOURCES if r != give])
    return OfferTrade(cards({give: 1}), cards({get: 1}))


def any_card_offer(game: Game, player: str, rnd: random.Random) -> OfferTrade | None:
    """A one-for-one offer of any card kind the player holds (commodities included)."""
    hand = game.hands[game.seat_of(player)]
    kinds = game.rules.cards
    held = [kinds[i] for i, n in enumerate(hand) if n]
    if not held:
        return None
    give = rnd.choice(held)
    get = rnd.choice([k for k in kinds if k != give])
    return OfferTrade(cards({give: 1}, kinds), cards({get: 1}, kinds))


@dataclass(frozen=True)
class Style:
    """How a rule set's random games are played.

    `offer`: the trade offers made, one time in `offers` of a main-phase pick (None: never);
    with `counter`, the player on turn offers only while no offer stands and the others make
    counter-offers. `spend`: how often a pick avoids `end` when it can (None: any listed action
    alike), so that games end. `calm_tokens`: the 2-player token actions taken only one time in
    ten they are offered (a knight taken off and recruited again, over and over, makes games
    long without testing more). `lead`: the first seat plays for progress (`PROGRESS`) and the
    others end their turns more often (Greater Catan's 18 points are out of every seat's reach
    once the development deck is empty and the pieces are spent evenly)."""

    offer: Offer | None = None
    offers: float = 0.03
    counter: bool = False
    spend: float | None = 0.8
    calm_tokens: bool = False
    lead: bool = False


def play(
    game: Game,
    rnd: random.Random,
    style: Style = Style(offer=random_offer, counter=True, spend=None),
    *,
    max_actions: int = 6000,
    after: After | None = None,
) -> list[tuple[str, Action]]:
    """Play to the end (or `max_actions`) in the `style`; returns the (player, action) log."""
    log: list[tuple[str, Action]] = []
    first = game.players[0]
    while game.winner is None and len(log) < max_actions:
        awaited = game.awaiting()
        player = rnd.choice(awaited)
        action: Action | None = None
        events: list[Event] = []
        if style.offer is not None and game.phase == "main" and rnd.random() < style.offers:
            if not style.counter or player != awaited[0] or game.offer is None:
                action = style.offer(game, player, rnd)
            if action is not None:
                try:
                    events = list(game.apply(player, action))
                except IllegalAction:
                    action = None  # e.g. strict trade-then-build after a build
        if action is None:
            action = _pick(game, player, rnd, style, first)
            events = list(game.apply(player, action))
        log.append((player, action))
        if after is not None:
            after(game, player, action, events)
    return log


def _pick(game: Game, player: str, rnd: random.Random, style: Style, first: str) -> Action:
    legal = game.legal_actions(player)
    if style.lead:
        texts = [str(a) for a in legal]
        if player == first:
            for prefix in PROGRESS:
                found = [a for a, t in zip(legal, texts, strict=True) if t.startswith(prefix)]
                if found:
                    return rnd.choice(found)
        elif "end" in texts and rnd.random() < 0.6:
            return legal[texts.index("end")]
    if style.spend is None:
        return rnd.choice(legal)
    pool = legal
    if style.calm_tokens:
        pool = [a for a in legal if not str(a).startswith("tokens") or rnd.random() < 0.1]
    spend = [a for a in pool if str(a) != "end"]
    return rnd.choice(spend if spend and rnd.random() < style.spend else pool or legal)


def new_game(seed: int, players: tuple[str, ...] = PLAYERS4, **kw: object) -> Game:
    """A game on a variable map with the given seed."""
    return Game.new(GameConfig(players=players, seed=seed, **kw))  # type: ignore[arg-type]


def dump(game: Game) -> str:
    """The game's state as canonical JSON (equal text: equal state)."""
    return json.dumps(game.to_dict(), sort_keys=True)


#: The base state's fields kept as the game goes and rebuilt on load (engine/state.py).
DERIVED = ("seats", "road_nodes", "blocked", "rates")


def round_trip_ok(game: Game) -> None:
    """Save, load and copy are lossless; the caches kept move by move (bank rates, buildings
    per hex, road ends) equal what a load rebuilds, and so do the legal actions."""
    text = dump(game)
    loaded = Game.from_dict(json.loads(text))
    assert dump(loaded) == text
    assert dump(game.copy()) == text
    for name in DERIVED:
        assert getattr(game, name) == getattr(loaded, name), name
    assert [sorted(x) for x in game.hex_buildings] == [sorted(x) for x in loaded.hex_buildings]
    for p in game.awaiting():
        assert game.legal_actions(p) == loaded.legal_actions(p)


def reference_trail_length(
    game: Game, seat: int, stops: Callable[[int], bool] | None = None
) -> int:
    """Longest Road by brute force: the longest trail from every intersection, no shortcuts;
    a trail ends at another seat's building (or where `stops` says, e.g. a knight)."""
    ends = {e: game.board.edge_nodes[e] for e in game.roads[seat]}

    def walk(node: int, used: frozenset[int]) -> int:
        if used and (
            game.node_owner[node] not in (-1, seat) or (stops is not None and stops(node))
        ):
            return 0
        best = 0
        for e, (a, b) in ends.items():
            if e not in used and node in (a, b):
                best = max(best, 1 + walk(b if node == a else a, used | {e}))
        return best

    nodes = {n for pair in ends.values() for n in pair}
    return max((walk(n, frozenset()) for n in nodes), default=0)


def listed_apply_unlisted_refused(
    g: Game, candidates: list[Action], players: Sequence[str] | None = None
) -> int:
    """For each of `players` (default: every player): every listed action applies (on a
    copy); every candidate not listed raises IllegalAction with a code and a sentence and
    leaves the game byte-identical. Returns how many refusals were checked."""
    checked = 0
    for p in g.players if players is None else players:
        legal = g.legal_actions(p)
        for a in legal:
            g.copy().apply(p, a)
        before = dump(g)
        for a in candidates:
            if a in legal:
                continue
            with pytest.raises(IllegalAction) as refused:
                g.apply(p, a)
            assert refused.value.code and worded(refused.value), str(refused.value)
            assert dump(g) == before
            checked += 1
    return checked


@dataclass(frozen=True)
class Games:
    """One invariant test's games: `new(seed)` for the `seeds` in turn, each to a winner (whom
    `won` checks); with `wanted`, random play may stall below the target (no rule broken): such
    a game is checked all the same and the next seed played until `wanted` finished. `style`
    and `max_actions`: the rule set's own unless given."""

    id: str
    new: Callable[[int], Game]
    seeds: range
    won: Callable[[Game], None]
    wanted: int | None = None
    style: Style | None = None
    max_actions: int | None = None


@dataclass(frozen=True)
class Start:
    """One game of a replay or refusal test: its set-up and its seed (of the map and of the
    play); a refusal test looks at a random share `rate` of its positions."""

    id: str
    new: Callable[[int], Game]
    seed: int
    rate: float = 0.05
    max_actions: int | None = None


@dataclass(frozen=True)
class RuleSet:
    """A rule set as the property tests play it.

    `invariants` hold after every action. `timers` (every that many actions; 0: never): what a
    timer would play for each awaited player is listed. Every `checkup_every` actions the save
    and load round trip is checked, and the rule set's own `checkup` (views, secrets).
    `universe`: candidate actions, legal or not, for the refusal tests, asked of `refusers`
    (default: every player). `listed`: the set-ups the listed-actions test plays
    (tests/engine/test_listed_actions_apply.py)."""

    name: str
    style: Style
    invariants: Callable[[Game], None]
    games: tuple[Games, ...]
    replays: tuple[Start, ...]
    checkup_every: int
    timers: int = 1
    checkup: After | None = None
    universe: Callable[[Game], list[Action]] | None = None
    refusals: tuple[Start, ...] = ()
    refusers: Callable[[Game], Sequence[str]] | None = None
    max_actions: int = 8000
    listed: tuple[tuple[str, Callable[[int], Game]], ...] = field(default=())
