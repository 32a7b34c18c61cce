"""Invariants of C&K under random legal play (rules/cities-and-knights.md §2, §16; issue 12 §4),
as tests/engine/test_properties.py does for the base game: every card kind conserved (19 per
resource, 12 per commodity), 54 progress cards, knights, walls and the other pieces accounted
for, points adding up from their sources, Longest Road with knights breaking routes, a lossless
save and copy, the notation round trip, timers' default actions being legal, replay
determinism, and refused actions changing nothing.

`CK_GAMES=200 python -m pytest tests/engine/ck/test_properties.py` plays longer."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable

import pytest

from engine import Action, Game, GameConfig, IllegalAction, OfferTrade, cards
from engine.roads import trail_length

from ..vocab import worded
from .vocab import assert_conserved, state

PLAYERS = ("red", "blue", "white")
FOUR = ("red", "blue", "white", "orange")
GAMES = int(os.environ.get("CK_GAMES", "12"))


def new_game(seed: int, players: tuple[str, ...] = PLAYERS, **kw: object) -> Game:
    """A C&K game on a variable map."""
    return Game.new(GameConfig(players=players, seed=seed, rules="cities_knights", **kw))  # type: ignore[arg-type]


def random_offer(game: Game, player: str, rnd: random.Random) -> OfferTrade | None:
    """A one-for-one offer of any card kind the player holds (commodities included)."""
    hand = game.hands[game.seat_of(player)]
    kinds = game.rules.cards
    held = [kinds[i] for i, n in enumerate(hand) if n]
    if not held:
        return None
    give = rnd.choice(held)
    get = rnd.choice([k for k in kinds if k != give])
    return OfferTrade(cards({give: 1}, kinds), cards({get: 1}, kinds))


def play(
    game: Game,
    rnd: random.Random,
    *,
    max_actions: int = 8000,
    after: Callable[[Game, str, Action], None] | None = None,
) -> list[tuple[str, Action]]:
    """Random legal play, preferring to spend (so games end); returns the log."""
    log: list[tuple[str, Action]] = []
    while game.winner is None and len(log) < max_actions:
        awaited = game.awaiting()
        player = rnd.choice(awaited)
        action: Action | None = None
        if game.phase == "main" and rnd.random() < 0.03:
            action = random_offer(game, player, rnd)
            if action is not None:
                try:
                    game.apply(player, action)
                except IllegalAction:
                    action = None
        if action is None:
            legal = game.legal_actions(player)
            spend = [a for a in legal if str(a) != "end"]
            action = rnd.choice(spend if spend and rnd.random() < 0.8 else legal)
            game.apply(player, action)
        log.append((player, action))
        if after is not None:
            after(game, player, action)
    return log


def reference_trail_length(game: Game, seat: int) -> int:
    """Longest Road by brute force; others' buildings and knights end a trail (T-CK7)."""
    ends = {e: game.board.edge_nodes[e] for e in game.roads[seat]}
    knights = state(game).knights

    def stops(node: int) -> bool:
        k = knights.get(node)
        return game.node_owner[node] not in (-1, seat) or (k is not None and k.owner != seat)

    def walk(node: int, used: frozenset[int]) -> int:
        if used and stops(node):
            return 0
        best = 0
        for e, (a, b) in ends.items():
            if e not in used and node in (a, b):
                best = max(best, 1 + walk(b if node == a else a, used | {e}))
        return best

    nodes = {n for pair in ends.values() for n in pair}
    return max((walk(n, frozenset()) for n in nodes), default=0)


def check_invariants(game: Game) -> None:
    """Conservation, points from their sources, Longest Road, the awaited choice."""
    assert_conserved(game)
    assert all(c >= 0 for h in game.hands for c in h)
    c = state(game)
    # The ship stays landed while the dirty-trick commitments are made (§17).
    assert 0 <= c.barbarians < 7 or (game.phase == "commit" and c.barbarians == 7)
    for s in range(len(game.players)):
        owned = [n for n, o in enumerate(game.node_owner) if o == s]
        settlements = sum(1 for n in owned if game.node_level[n] == 1)
        cities = sum(1 for n in owned if game.node_level[n] == 2)
        vp = settlements + 2 * cities + 2 * (game.road_holder == s)
        vp += 2 * sum(1 for n in c.metropolis.values() if game.node_owner[n] == s)
        vp += c.defender[s] + len(c.progress_vp[s])
        vp += 1 if c.merchant is not None and c.merchant[1] == s else 0
        assert game.public_vp(s) == vp
        assert game.road_len[s] == trail_length(game, s)
        if game.version % 7 == 0 and game.roads[s]:
            assert game.road_len[s] == reference_trail_length(game, s)
    for n in c.metropolis.values():
        assert game.node_level[n] == 2
    assert len(set(c.metropolis.values())) == len(c.metropolis)
    assert c.defender_left + min(sum(c.defender), 6) == 6
    if game.winner is None:
        assert game.awaiting()


def dump(game: Game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


#: The base state's fields kept as the game goes and rebuilt on load (engine/state.py).
DERIVED = ("seats", "road_nodes", "blocked", "rates")


def round_trip_ok(game: Game) -> None:
    """Save, load and copy are lossless; the caches kept move by move (bank rates with the
    merchant and Merchant Fleet, buildings per hex, road ends after a Diplomat) equal what a load
    rebuilds, and so do the legal actions."""
    text = dump(game)
    loaded = Game.from_dict(json.loads(text))
    assert dump(loaded) == text
    assert dump(game.copy()) == text
    for name in DERIVED:
        assert getattr(game, name) == getattr(loaded, name), name
    assert [sorted(x) for x in game.hex_buildings] == [sorted(x) for x in loaded.hex_buildings]
    for p in game.awaiting():
        assert game.legal_actions(p) == loaded.legal_actions(p)


@pytest.mark.parametrize("chunk", range(2))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    """Random 3- and 4-player C&K games to a winner, invariants after every action."""
    for seed in range(chunk * GAMES // 2, (chunk + 1) * GAMES // 2):
        # Odd seeds play the dirty-trick variant (§17).
        game = new_game(
            seed, FOUR if seed % 3 == 0 else PLAYERS, options={"dirty_trick": seed % 2 == 1}
        )
        rnd = random.Random(seed)

        def after(g: Game, player: str, action: Action) -> None:
            assert g.parse(str(action)) == action
            check_invariants(g)
            for p in g.awaiting():  # what a timer plays is always legal
                assert g.default_action(p) in g.legal_actions(p), (g.phase, p)
            if g.version % 61 == 0:
                round_trip_ok(g)
                view = g.view(player)
                json.dumps(view)
                assert set(view["bank"]) == set(g.rules.cards)

        play(game, rnd, after=after)
        assert game.winner is not None, f"seed {seed} did not finish"
        assert game.public_vp(game.seat_of(game.winner)) >= 13
        round_trip_ok(game)


@pytest.mark.parametrize("seed", [5, 23])
def test_replaying_config_and_actions_reproduces_the_state(seed: int) -> None:
    """Same config and same actions (as notation) give the same state, byte for byte."""
    game = new_game(seed, preset="tournament")
    log = play(game, random.Random(seed))
    replay = new_game(seed, preset="tournament")
    for player, action in log:
        replay.apply(player, replay.parse(str(action)))
    assert dump(replay) == dump(game)


def _universe(game: Game) -> list[Action]:
    """Candidate actions, legal or not, for refusal checks."""
    texts = [
        "roll",
        "end",
        "discard 1 coin",
        "bank 4 cloth for 1 grain",
        "bank 2 paper for 1 ore",
        "improve trade",
        "improve politics",
        "improve science",
        "aqueduct ore",
        "draw science",
        "return crane",
        "relocate none",
        "buy development",
        "play alchemist 3 4",
        "play crane",
        "play irrigation",
        "play mining",
        "play road_building",
        "play inventor A C",
        "play merchant J",
        "play merchant_fleet ore",
        "play resource_monopoly ore",
        "play trade_monopoly coin",
        "play commercial_harbor",
        "play master_merchant red",
        "play master_merchant blue",
        "harbor blue wool",
        "harbor red ore",
        "harbor coin",
        "take 1 ore",
        "take 2 wool",
        "play bishop K",
        "play deserter blue",
        "deserter none",
        "play diplomat 20-25",
        "diplomat none",
        "play saboteur",
        "play spy blue",
        "play spy red",
        "spy smith",
        "play warlord",
        "play wedding",
        "give 1 ore",
        "give 1 ore 1 wool",
        "discard 1 ore",
        "commit none",
    ]
    for n in (1, 9, 20, 33, 54):
        texts += [
            f"wall {n}",
            f"knight {n}",
            f"activate {n}",
            f"promote {n}",
            f"metropolis {n}",
            f"pillage {n}",
            f"relocate {n}",
            f"build settlement {n}",
            f"build city {n}",
            f"move knight {n} {n + 1}",
            f"displace {n} {n - 1 if n > 1 else 2}",
            f"chase {n} K",
            f"play engineer {n}",
            f"play medicine {n}",
            f"play smith {n}",
            f"play intrigue {n}",
            f"play saboteur {n}",
            f"repair {n}",
            f"desert {n}",
            f"deserter {n} 1",
            f"commit {n}",
        ]
    texts += [f"build road {p}" for p in game.board.edge_ids[::9]]
    return [game.parse(t) for t in texts]


@pytest.mark.parametrize("seed", range(2))
def test_everything_listed_applies_and_everything_else_is_refused_unchanged(seed: int) -> None:
    """Each listed action applies; an unlisted one is refused with a sentence and leaves the
    state byte-identical."""
    game = new_game(seed)
    rnd = random.Random(seed)
    checked = 0

    def after(g: Game, player: str, action: Action) -> None:
        nonlocal checked
        if rnd.random() > 0.05:
            return
        for p in g.players:
            legal = g.legal_actions(p)
            for a in legal:
                g.copy().apply(p, a)
            before = dump(g)
            for a in _universe(g):
                if a in legal:
                    continue
                with pytest.raises(IllegalAction) as refused:
                    g.apply(p, a)
                assert refused.value.code and worded(refused.value), str(refused.value)
                assert dump(g) == before
                checked += 1

    play(game, rnd, after=after)
    assert checked > 100


#: Every playable card of the three decks.
PLAYED_CARDS = (
    "alchemist",
    "crane",
    "engineer",
    "inventor",
    "irrigation",
    "medicine",
    "mining",
    "road_building",
    "smith",
    "commercial_harbor",
    "master_merchant",
    "merchant",
    "merchant_fleet",
    "resource_monopoly",
    "trade_monopoly",
    "bishop",
    "deserter",
    "diplomat",
    "intrigue",
    "saboteur",
    "spy",
    "warlord",
    "wedding",
)
CARD_SEEDS = int(os.environ.get("CK_CARD_GAMES", "8"))


def test_random_games_play_every_card_and_leak_no_hidden_card() -> None:
    """Issue 13: random games play every card of the three decks; a secret in an event (a card
    drawn, stolen or taken) reaches only the players concerned, and a hand looked at is in the
    view of its viewer only."""
    played: set[str] = set()
    for seed in range(100, 100 + CARD_SEEDS):
        # Both Saboteur editions (T-CK9) and the dirty-trick variant (§17) in turn.
        options = {
            "saboteur_edition": "first" if seed % 4 < 2 else "later",
            "dirty_trick": seed % 2 == 0,
        }
        game = new_game(seed, FOUR if seed % 2 else PLAYERS, options=options)
        rnd = random.Random(seed)
        steps = 0
        while game.winner is None and steps < 8000:
            player = rnd.choice(game.awaiting())
            legal = game.legal_actions(player)
            plays = [a for a in legal if str(a).startswith(("play ", "repair "))]
            spend = [a for a in legal if str(a) != "end"]
            if plays and rnd.random() < 0.5:
                action = rnd.choice(plays)
            else:
                action = rnd.choice(spend if spend and rnd.random() < 0.8 else legal)
            events = game.apply(player, action)
            steps += 1
            if str(action).startswith("play "):
                played.add(str(action).split()[1])
            elif str(action).startswith(("repair ", "commit ")):
                played.add(str(action).split()[0])
            for e in events:
                concerned = e.secret_to()
                for p in game.players:
                    if concerned and p not in concerned:
                        shown = e.to_dict(p)
                        assert all(shown[f] is None for f in e.SECRET), (e.kind, p)
            for p in game.players:
                you = game.view(p)["you"]
                assert you is not None
                if "shown" in you:
                    c = state(game)
                    assert any(
                        i[0] in ("master_merchant", "spy") and game.players[i[1]] == p
                        for i in c.pending
                    )
    wanted = {*PLAYED_CARDS, "commit"}
    assert played >= wanted, sorted(wanted - played)
