"""The C&K engine's written-out fast paths give what the rules as first written give
(C&K at least half as fast as base, with identical results). The property suite and the golden
games check whole games; these compare each shortcut with a slow reference at every position of
random C&K games with progress cards played, so a shortcut that drifts from its rule fails here
by name."""

from __future__ import annotations

import itertools
import random

import pytest

from engine import Discard, Game, GameConfig
from engine.actions import MaritimeTrade
from engine.events import Event
from engine.legal import _discards
from engine.roads import trail_length
from engine.rules import rule_set
from engine.rules.cities_knights import (
    improvements,
    knight_moves,
    production,
    walls,
)
from engine.rules.cities_knights.cards import (
    framework,
    science,
    trade,
)
from engine.rules.cities_knights.progress import turn_order
from tests.engine import oracles

from .references import (
    FOUR,
    SEEDS,
    improvements_reference,
    knights_reference,
    main_positions,
    plays_reference,
    positions,
    produce_reference,
    walls_reference,
)
from .vocab import state

# ----- the tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_improvements_written_out_equal_the_refusal_per_track(seed: int) -> None:
    """CK-11, CK-12 (CK-D13): the written-out improvement checks offer exactly the
    tracks `improvements.refusal` accepts (the Crane's discount included)."""
    for game, seat in main_positions(seed):
        assert improvements.legal(game, seat) == improvements_reference(game, seat)


@pytest.mark.parametrize("seed", SEEDS)
def test_bank_trades_over_eight_kinds_equal_every_kind_held_at_its_rate(seed: int) -> None:
    """CK-7: the bank trades listed (the kinds at their rates found in C first) are
    one card of every other kind the bank holds for each kind held at the player's rate."""
    from engine.legal import main_phase

    for game, seat in main_positions(seed):
        kinds, hand, rates = game.rules.cards, game.hands[seat], game.rates[seat]
        expected = [
            MaritimeTrade(((kinds[give], rates[give]),), ((kinds[get], 1),))
            for give in range(len(kinds))
            if hand[give] >= rates[give] and (game.sw["combined_trade_build"] or not game.built)
            for get in range(len(kinds))
            if get != give and game.bank[get]
        ]
        listed = [a for a in main_phase(game, seat) if isinstance(a, MaritimeTrade)]
        assert listed == expected


@pytest.mark.parametrize("seed", SEEDS)
def test_walls_skipped_without_a_city_piece_out_equal_every_city_without_a_wall(seed: int) -> None:
    """CK-9: the walls listed (none asked for while every city piece is in supply)
    are the player's cities without a wall, found by a scan of every intersection."""
    for game, seat in main_positions(seed):
        assert walls.legal(game, seat) == walls_reference(game, seat)


@pytest.mark.parametrize("seed", SEEDS)
def test_knights_premade_actions_equal_the_rules_one_at_a_time(seed: int) -> None:
    """CK-10.2 to CK-10.5: knights' actions from the per-intersection premade lists are the
    ones the rules list one at a time."""
    for game, seat in main_positions(seed):
        assert knight_moves.legal(game, seat) == knights_reference(game, seat)


@pytest.mark.parametrize("seed", SEEDS)
def test_progress_plays_without_timing_refusals_equal_the_full_refusal(seed: int) -> None:
    """CK-13.5, CK-D19: the plays listed with the timing written out (before
    the roll only the Alchemist, after it every other card) are those `refusal` accepts."""
    for game in positions(seed):
        if game.phase in ("roll", "main"):
            seat = game.current
            assert framework.legal(game, seat) == plays_reference(game, seat)


def fleet_reference(game: Game) -> list[tuple[str]]:
    """Merchant Fleet's kinds: every resource and commodity not named yet this turn."""
    named = state(game).effects.get("fleet", ())
    return [(k,) for k in (*game.rules.resources, *game.rules.commodities) if k not in named]


def test_plays_of_kept_options_are_made_once_and_equal_plays_made_afresh() -> None:
    """A card's kept options tuple gives the same play objects on every call, equal
    to plays made afresh; a list is read afresh every time."""
    kept = (("A", "B"), ("A", "C"))
    first = framework.plays("inventor", kept)
    assert framework.plays("inventor", kept) is first
    assert list(first) == [framework.PlayProgress("inventor", a) for a in kept]
    fresh = [("B",), ("C",)]
    assert list(framework.plays("bishop", fresh)) == [
        framework.PlayProgress("bishop", a) for a in fresh
    ]
    fresh.append(("D",))
    assert list(framework.plays("bishop", fresh))[-1] == framework.PlayProgress("bishop", ("D",))
    # Cards share the tuple of the one play without arguments: each gets its own play.
    assert list(framework.plays("crane", ((),))) == [framework.PlayProgress("crane")]
    none = ((),)
    assert [
        p.card for p in (*framework.plays("crane", none), *framework.plays("mining", none))
    ] == [
        "crane",
        "mining",
    ]


@pytest.mark.parametrize("edition", ["later", "first"])
@pytest.mark.parametrize("seed", SEEDS)
def test_each_cards_playable_test_equals_its_refusal(seed: int, edition: str) -> None:
    """CK-13.6, CK-D19: each card's `playable` (the legal list's test, made
    without wording a refusal) is True exactly when its `refusal` is None, for every player and
    every card at every position of the roll and main phases (both Saboteur editions)."""
    written = [spec for spec in framework.CARDS.values() if spec.playable is not None]
    assert len(written) >= 15
    for game in positions(seed, saboteur_edition=edition):
        if game.phase in ("roll", "main"):
            for seat in range(len(game.players)):
                for spec in written:
                    assert spec.playable is not None
                    assert spec.playable(game, seat) == oracles.progress_playable(
                        game, seat, spec.name
                    ), (spec.name, seat)


@pytest.mark.parametrize(
    ("edition", "shortage"), [("later", "single_player_exception"), ("first", "none_receive")]
)
@pytest.mark.parametrize("seed", SEEDS)
def test_production_by_resource_groups_equals_the_hexes_in_board_order(
    seed: int, edition: str, shortage: str
) -> None:
    """CK-5, CK-D4, CK-T9: production over the board's hexes of the number
    grouped by resource pays the same cards, to the same players, with the same event (shortages
    and the blocked hex in the same order) as the hexes taken in board order, for every number
    at every roll of random games (sabotaged cities with the first edition's Saboteur), and
    with a bank of one card of each kind (shortages, under either shortage rule)."""
    for game in positions(seed, saboteur_edition=edition, bank_shortage=shortage):
        if game.phase != "roll":
            continue
        for total, stock in itertools.product((2, 3, 4, 5, 6, 8, 9, 10, 11, 12), (None, 1)):
            fast, slow = game.copy(), game.copy()
            if stock is not None:
                fast.bank[:] = slow.bank[:] = [stock] * len(game.bank)
            fast_events: list[Event] = []
            slow_events: list[Event] = []
            assert production.produce(fast, total, fast_events) == produce_reference(
                slow, total, slow_events
            )
            assert fast_events == slow_events
            assert fast.hands == slow.hands
            assert fast.bank == slow.bank


@pytest.mark.parametrize("seed", SEEDS)
def test_longest_road_kept_equals_a_full_search_after_every_move(seed: int) -> None:
    """CK-T7: Longest Road searched incrementally while no other player's knight
    stands at a road end, and not searched again for a knight's own owner, stays equal to a
    full search for every player."""
    for game in positions(seed):
        for s in range(len(game.players)):
            assert game.road_len[s] == trail_length(game, s)


@pytest.mark.parametrize("seed", SEEDS)
def test_hexes_near_buildings_from_the_buildings_equal_a_scan_of_every_hex(seed: int) -> None:
    """CK-13.6, CK-14 (CK-D22, CK-D28): the merchant's hexes and the Irrigation and
    Mining hexes found from the player's buildings equal a scan of every hex."""
    for game, seat in main_positions(seed):
        b = game.board
        owner = game.node_owner
        near = [h for h in range(b.n_hexes) if any(owner[n] == seat for n in b.hex_nodes[h])]
        assert trade.merchant_hexes(game, seat) == [h for h in near if b.hex_terrain[h] != "gold"]
        for terrain in ("fields", "mountains"):
            assert science.bonus_hexes(game, seat, terrain) == sum(
                1 for h in near if b.hex_terrain[h] == terrain
            )


@pytest.mark.parametrize("players", [3, 4])
def test_turn_order_made_once_is_the_current_player_then_clockwise(players: int) -> None:
    """CK-13.2: the turn orders made once per table size start with the current
    player and go clockwise."""
    names = FOUR[:players]
    game = Game.new(GameConfig(players=names, seed=1, rules="cities_knights"))
    for current in range(players):
        game.current = current
        assert list(turn_order(game)) == [(current + i) % players for i in range(players)]


@pytest.mark.parametrize("rules", ["base", "cities_knights"])
def test_discard_menu_built_as_pairs_equals_choices_and_from_vector(rules: str) -> None:
    """B-SEVEN-2, CK-6.2: the discard menu built as (kind, count) pairs while it is
    enumerated equals `discard_choices` turned into cards by `from_vector`, for hands of the
    rule set's card kinds (eight with commodities), every amount owed included."""
    kinds = rule_set(rules).cards
    rnd = random.Random(7)
    for _ in range(400):
        hand = tuple(rnd.randint(0, 4) for _ in kinds)
        for owed in {-1, 0, 1, sum(hand) // 2, sum(hand), sum(hand) + 1}:
            assert _discards.__wrapped__(hand, owed, kinds) == oracles.discards(hand, owed, kinds)


def test_discards_are_made_once_and_shared_between_menus() -> None:
    """CK-6.2: a discard is made once by its cards and the menus of different
    hands share it (the kinds a hand lacks skipped), equal to the one made anew."""
    kinds = rule_set("cities_knights").cards
    first = _discards.__wrapped__((2, 1, 0, 0, 0, 0, 1, 0), 2, kinds)
    second = _discards.__wrapped__((2, 0, 3, 0, 0, 0, 0, 0), 2, kinds)
    both = [a for a in first if a in second]
    assert both == [Discard((("lumber", 2),))]
    assert next(b for b in second if b == both[0]) is both[0]
    assert first == oracles.discards((2, 1, 0, 0, 0, 0, 1, 0), 2, kinds)
