"""Nothing hidden reaches a running game's export or its replay, shown by comparison: two games
with the same public moves but different hidden state (the card a steal took, the order of a
deck, the fog not yet found) give the same export, word for word, and the same replay frames,
pixel for pixel. `export_text` and `history_views` are what `/game export` and `/game replay`
make of a table's history."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest

from bot.service.replays import TableHistory, export_text, history_views
from bot.store.actions import ActionRow
from engine import Event, Game, GameConfig, Randomness
from engine import serialize as engine_serialize
from render.replay import replay_frames

PLAYERS = ("100000000000000001", "100000000000000002", "100000000000000003")
NAMES = dict(zip(PLAYERS, ("Ann", "Bo", "Cy"), strict=True))
#: Kinds of move the players favour (card plays, so that secret moves happen), in that order.
FAVOURED = (
    "build ship",
    "move ship",
    "return",
    "take",
    "spy",
    "improve",
    "play",
    "build city",
    "build settlement",
    "buy",
    "build road",
    "build ship",
)


class StealsAnother(Randomness):
    """Draws exactly what `Randomness` draws (the dice stay the same), but a steal takes the
    next kind of card the victim holds instead of the kind drawn."""

    def pick(self, weights: list[int]) -> int:
        drawn = super().pick(weights)
        held = [kind for kind, weight in enumerate(weights) if weight > 0]
        return held[(held.index(drawn) + 1) % len(held)]


def _swap_last_two_different(cards: list[Any]) -> None:
    """The two last different cards of a pile change places (drawn last, so still hidden)."""
    last = len(cards) - 1
    for other in range(last - 1, -1, -1):
        if cards[other] != cards[last]:
            cards[other], cards[last] = cards[last], cards[other]
            return


def hidden_otherwise(state: dict[str, Any]) -> dict[str, Any]:
    """The same game as it starts with other hidden state: the development deck in reverse
    order, and the two last different cards of each progress deck, of the fog's hexes and of
    the fog's numbers swapped."""
    other = copy.deepcopy(state)
    other["deck"] = other["deck"][::-1]
    ck = other["ext"].get("cities_knights")
    if ck is not None:
        for deck in ck["decks"].values() if isinstance(ck["decks"], dict) else ck["decks"]:
            _swap_last_two_different(deck)
    sea = other["ext"].get("seafarers")
    if sea is not None:
        _swap_last_two_different(sea["fog_stack"])
        _swap_last_two_different(sea["fog_numbers"])
    assert other != state
    return other


@contextmanager
def stealing_another() -> Iterator[None]:
    """Games loaded from a saved state (as the service loads them) steal another card."""
    plain = engine_serialize.Randomness
    engine_serialize.Randomness = StealsAnother  # type: ignore[misc]
    try:
        yield
    finally:
        engine_serialize.Randomness = plain  # type: ignore[misc]


def favoured_move(moves: Sequence[str], rng: random.Random) -> str:
    """A move of `moves` drawn with a bias for the `FAVOURED` kinds, in their order."""
    for prefix in FAVOURED:
        picks = [m for m in moves if m.startswith(prefix)]
        if picks and rng.random() < 0.8:
            return rng.choice(picks)
    if "end" in moves and rng.random() < 0.7:
        return "end"
    return rng.choice(moves)


def _secrets(events: Sequence[Event]) -> list[dict[str, Any]]:
    """The events' secret parts, as those who may see them see them."""
    return [e.to_dict(e.secret_to()[0]) for e in events if e.secret_to()]


@dataclass
class Twins:
    """Two running games with the same public moves, and how their hidden state differs."""

    one: TableHistory
    other: TableHistory
    secret_moves_differ: int
    games: tuple[Game, Game]


def twins(rules: str, turns: int, seed: int = 9, **options: object) -> Twins:
    """A game and its twin with other hidden state, played move for move with the same moves
    (each one legal in both) for `turns` turns, or until no move is legal in both."""
    config = GameConfig(players=PLAYERS, seed=seed, rules=rules, vp_to_win=30, options=options)
    start = Game.new(config).to_dict()
    other_start = hidden_otherwise(start)
    one = Game.from_dict(start)
    with stealing_another():
        other = Game.from_dict(other_start)
    rng = random.Random(seed)
    moves: list[tuple[str, str]] = []
    differ = 0
    while one.turn < turns:
        assert one.awaiting() == other.awaiting()
        player = one.awaiting()[0]
        legal = {str(a) for a in one.legal_actions(player)}
        both = sorted(legal & {str(a) for a in other.legal_actions(player)})
        if not both:
            break
        move = favoured_move(both, rng)
        seen = _secrets(one.apply(player, one.parse(move)))
        differ += seen != _secrets(other.apply(player, other.parse(move)))
        moves.append((player, move))
    rows = tuple(ActionRow(n, p, m, [], 0.0) for n, (p, m) in enumerate(moves, start=1))

    def history(state: dict[str, Any]) -> TableHistory:
        return TableHistory(1, "playing", state, rows, NAMES, config.seed, None)

    return Twins(history(start), history(other_start), differ, (one, other))


def _fog(game: Game) -> list[str]:
    return list(game.to_dict()["ext"]["seafarers"]["fog_stack"])


@pytest.mark.parametrize(
    ("rules", "options", "turns", "seed"),
    [
        ("base", {}, 24, 9),
        ("cities_knights", {}, 30, 7),
        ("seafarers", {"scenario": "fog_island"}, 24, 1),
    ],
)
def test_other_hidden_state_gives_the_same_export_and_replay(
    rules: str, options: dict[str, str], turns: int, seed: int
) -> None:
    """A game and its twin, whose steals took other cards and whose decks (and fog) lie in
    another order, played with the same public moves: the running game's export is the same
    text and its replay the same frames, pixel for pixel. The twins do differ in secret: some of
    their secret events (a card stolen, bought or drawn) differ, and with Seafarers' fog, hexes
    have been found and the fog still to be found differs. In Cities & Knights the export holds
    a withheld move (`return ?`, `take ?`, `spy ?`), so the withholding is compared too."""
    pair = twins(rules, turns, seed, **options)
    one, other = pair.games
    assert one.turn == turns, "the twins parted too early to test anything"
    assert pair.secret_moves_differ > 0
    if rules == "seafarers":
        assert len(_fog(one)) < len(_fog(Game.from_dict(pair.one.start)))
        assert _fog(one) != _fog(other)
    text = export_text(pair.one)
    if rules == "cities_knights":
        assert any(line.endswith(" ?") for line in text.splitlines())
    views = history_views(pair.one)
    with stealing_another():
        assert export_text(pair.other) == text
        other_views = history_views(pair.other)
    assert other_views == views
    frames = [f.tobytes() for f in replay_frames(views, NAMES)]
    assert [f.tobytes() for f in replay_frames(other_views, NAMES)] == frames
