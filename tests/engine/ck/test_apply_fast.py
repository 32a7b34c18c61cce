"""More of the C&K engine's fast paths of applying a move, each against the rules as first
written (C&K at least half as fast as base, with identical results): the points
bound composed once per rule set, the barbarian attack deactivating only the active knights, and
the end of a turn and the roll written without a call per step. Each is compared with its slow
reference at every position of random games of C&K, C&K for two and C&K with Seafarers (odd
seeds: the dirty-trick variant), so a shortcut that drifts from its rule fails here by name."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine import Action, Game, GameConfig
from engine import turn as base_turn
from engine.actions import EndTurn, Roll
from engine.events import Event, Produced, Rolled, TurnEnded, TurnStarted
from engine.rules import rule_set
from engine.rules.cities_knights import (
    barbarians,
    dice,
    dirty_trick,
    phases,
    points,
    production,
    progress,
)
from engine.rules.cities_knights.data import BARBARIAN_TRACK, EVENT_FACES, SHIP
from engine.rules.cities_knights.events import (
    BarbariansAdvanced,
    BarbariansAttacked,
    EventDieRolled,
)
from engine.rules.cities_knights.state import NAME

from .test_apply_fast_paths import FOUR, RULES, SEEDS, positions


def every_position(rules: str, seed: int) -> Iterator[tuple[Game, str, Action]]:
    """Every position of a random game of C&K's rule sets (`positions`) or of the base game,
    with the move played from it."""
    if rules in RULES:
        yield from positions(rules, seed)
        return
    game = Game.new(GameConfig(players=FOUR, seed=seed, rules=rules))
    pick = random.Random(seed).choice
    while game.winner is None:
        player = game.awaiting()[0]
        action = pick(game.legal_actions(player))
        yield game, player, action
        game.apply(player, action)


# ----- slow references: the rules as first written ------------------------------------------------


def points_bound_reference(g: Game) -> int:
    """The current player's public points plus every card they hold counted as a VP card (the
    bound `Game.check_victory` starts with)."""
    return g.public_vp(g.current) + len(g.devs[g.current])


def attacked_knights_reference(knights: dict[int, object], committed: list[int] | None) -> object:
    """Every knight that fought turned inactive, one `_replace` each (CK-15.6; CK-17: only the
    committed ones)."""
    if committed is None:
        return {n: k._replace(active=False) for n, k in knights.items()}  # type: ignore[attr-defined]
    out = dict(knights)
    for n in committed:
        out[n] = out[n]._replace(active=False)  # type: ignore[attr-defined]
    return out


def produce_reference(g: Game, total: int, events: list[Event]) -> set[int]:
    """Production as first written (CK-5, CK-D4): each card kind's counts gathered, then
    paid by `_pay_kind` with the bank-shortage rule, resources in order, then commodities."""
    b = g.board
    commodity = production.hex_commodity(b)
    sabotaged = g.ext[NAME].sabotaged  # type: ignore[attr-defined]
    paid: list[list[tuple[str, int]] | None] = [None] * len(g.players)
    shortage: list[str] = []
    blocked: list[str] = []
    commodities: dict[int, dict[int, int]] = {}
    for res, hexes in b.number_groups.get(total, ()):
        per: dict[int, int] | None = None
        for h in hexes:
            if not g.hex_buildings[h]:
                continue
            if h == g.robber:
                blocked.append(b.hex_ids[h])
                continue
            per = {} if per is None else per
            for node in g.hex_buildings[h]:
                o = g.node_owner[node]
                if node in sabotaged:
                    per[o] = per.get(o, 0) + 1
                elif g.node_level[node] == 2 and commodity[h] >= 0:
                    per[o] = per.get(o, 0) + 1
                    extra = commodities.setdefault(commodity[h], {})
                    extra[o] = extra.get(o, 0) + 1
                else:
                    per[o] = per.get(o, 0) + g.node_level[node]
        if per is not None:
            base_turn._pay_kind(g, res, per, paid, shortage)
    for com in sorted(commodities):
        base_turn._pay_kind(g, com, commodities[com], paid, shortage)
    gains = tuple((g.players[s], tuple(got)) for s, got in enumerate(paid) if got is not None)
    events.append(Produced(gains, tuple(shortage), tuple(blocked)))
    return {s for s, got in enumerate(paid) if got is not None}


def roll_reference(g: Game, seat: int, events: list[Event]) -> None:
    """The roll as first written (CK-4.1): the production dice, the event die, every event made
    afresh, the ship's advance or the gate's draws (`progress.gate_draws`), then the choices
    awaited or production."""
    white, red = g.rules.roll_dice(g)
    face = EVENT_FACES[g.rng.event_die() - 1]
    c = g.ext[NAME]
    g.last_roll = (white, red)
    g.has_rolled = True
    c.event = face  # type: ignore[attr-defined]
    player = g.players[seat]
    events.append(Rolled(player, (white, red), white + red))
    events.append(EventDieRolled(player, face))
    choices: list[list[object]] = []
    if face == SHIP:
        c.barbarians += 1  # type: ignore[attr-defined]
        events.append(BarbariansAdvanced(c.barbarians, BARBARIAN_TRACK))  # type: ignore[attr-defined]
        if c.barbarians >= BARBARIAN_TRACK:  # type: ignore[attr-defined]
            choices = dirty_trick.landing(g, events)
    else:
        choices = progress.gate_draws(g, face, red, events)
    if choices or c.pending:  # type: ignore[attr-defined]
        phases.start(g, choices, "production", events)
    else:
        c.resume = ""  # type: ignore[attr-defined]
        dice.production_dice(g, events)


def base_end_turn_reference(g: Game, seat: int, events: list[Event]) -> None:
    """The base game's end of turn as first written (CK-6 step 4), its events made afresh."""
    if g.offer is not None or g.counters:
        base_turn.close_offer(g, "turn ended", events)
    events.append(TurnEnded(g.players[seat]))
    g.current = (seat + 1) % len(g.config.players)
    g.turn += 1
    g.has_rolled = False
    g.dev_played = 0
    g.built = False
    g.phase = "roll"
    for hook in g.rules.turn_ends:
        hook(g)
    events.append(TurnStarted(g.players[g.current], g.turn))


# ----- the tests ---------------------------------------------------------------------------


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_points_bound_composed_for_the_rule_set_equals_public_points_and_held_cards(
    rules: str, seed: int
) -> None:
    """CK-4.2 (CK-T11: won only on one's own turn): the bound `Game.apply` reads
    after every move, composed once per rule set (C&K's own sources summed in the same function),
    is the current player's public points plus their held cards at every position."""
    for game, _, _ in positions(rules, seed):
        assert game.rules.points_bound(game) == points_bound_reference(game)


@pytest.mark.parametrize("seed", SEEDS)
def test_points_bound_counts_the_merchant_metropolises_and_fallen_cities_of_the_current_player(
    seed: int,
) -> None:
    """CK-14, CK-16, CK-15.4: the bound (C&K's own points written out in it) counts the
    merchant's point, +2 per metropolis and -1 per city laid on its side of the current player
    only, as `Game.public_vp` does, at positions given every such source (one of them each for
    the current player and for another player)."""
    for played, _, _ in positions("cities_knights", seed):
        if played.turn < 1:
            continue
        game = played.copy()  # the sources set on a copy: the game played on is left as it is
        c = game.ext[NAME]
        seat = game.current
        mine = [n for n, o in enumerate(game.node_owner) if o == seat]
        others = [n for n, o in enumerate(game.node_owner) if o >= 0 and o != seat]
        if not mine or not others:
            continue
        for holder in (seat, game.node_owner[others[0]]):
            c.merchant = [0, holder]  # type: ignore[attr-defined]
            c.metropolis = {"trade": mine[0], "science": others[0]}  # type: ignore[attr-defined]
            c.fallen = [mine[-1], others[-1]]  # type: ignore[attr-defined]
            assert game.rules.points_bound(game) == points_bound_reference(game)


def test_cities_and_knights_bound_is_its_own_only_while_extra_vp_is_its_own() -> None:
    """C&K and C&K for two read C&K's own bound; C&K with Seafarers, whose module
    wraps `extra_vp` after C&K's, reads the general one (which calls the wrapped `extra_vp`)."""
    for name in ("cities_knights", "cities_knights_two_player"):
        assert rule_set(name).points_bound.__qualname__ == "make_bound.<locals>.bound"
    wrapped = rule_set("cities_knights_seafarers")
    assert wrapped.extra_vp is not points.extra_vp
    assert wrapped.points_bound.__qualname__ == "_points_bound.<locals>.bound"


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", range(4))
def test_attack_turns_inactive_exactly_the_knights_that_fought(rules: str, seed: int) -> None:
    """CK-15.6, CK-17 (dirty trick: the committed knights only): after the attack the
    knights are the ones before with every fighting knight's `active` replaced by False, the
    others unchanged, and the barbarians' strength is the cities on the board."""
    checked = 0
    for game, player, action in positions(rules, seed):
        trial = game.copy()
        knights = dict(trial.ext[NAME].knights)  # type: ignore[attr-defined]
        pending = [list(p) for p in trial.ext[NAME].pending]  # type: ignore[attr-defined]
        cities = sum(1 for level in trial.node_level if level == 2)
        events = trial.apply(player, action)
        attacked = [e for e in events if isinstance(e, BarbariansAttacked)]
        if not attacked:
            continue
        committed: list[int] | None = None
        if game.sw["dirty_trick"]:
            # The attack follows the last commitment: the knights committed so far plus these.
            done = [p for p in pending if p[0] == "commit"]
            if done:
                intersections = getattr(action, "intersections", ())
                committed = done[0][2] + sorted(n - 1 for n in intersections)
        assert attacked[0].strength == cities
        expected = attacked_knights_reference(knights, committed)
        assert trial.ext[NAME].knights == expected  # type: ignore[attr-defined]
        checked += 1
    assert checked


def test_strength_counted_in_c_is_the_cities_on_the_board() -> None:
    """CK-15.2: the barbarians' strength is every city and metropolis on the board (level 2),
    settlements and empty intersections not counted."""
    for game, _, _ in positions("cities_knights", 0):
        assert barbarians.strength(game) == sum(1 for lv in game.node_level if lv == 2)


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_production_paying_in_place_equals_each_kind_paid_by_the_shortage_rule(
    rules: str, seed: int
) -> None:
    """CK-5, CK-D4 (bank shortage per card type): production with the bank's
    usual full payment written out gives the cards, events and receiving seats that paying
    every kind through the shortage rule gives, for every number at every position before a
    roll, with the bank as it is and with every kind down to one card (shortages)."""
    for game, _, action in positions(rules, seed):
        if not isinstance(action, Roll):
            continue
        for short in (False, True):
            for total in range(2, 13):
                fast, slow = game.copy(), game.copy()
                if short:
                    fast.bank[:] = slow.bank[:] = [min(n, 1) for n in game.bank]
                events: list[Event] = []
                expected: list[Event] = []
                assert production.produce(fast, total, events) == produce_reference(
                    slow, total, expected
                )
                assert events == expected
                assert (fast.hands, fast.bank) == (slow.hands, slow.bank)


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", range(4))
def test_roll_with_events_made_once_per_game_equals_the_roll_as_first_written(
    rules: str, seed: int
) -> None:
    """CK-4.1, CK-13.2 (gate draws), CK-15 (the ship): the roll handing out the events
    a game has made before (a player's dice, the event die's face, the ship's position) and
    drawing at a gate without a call per step leaves the game and the events (equal, in order)
    that the roll made afresh step by step leaves, at every roll of the game."""
    checked = 0
    for game, player, action in positions(rules, seed):
        if not isinstance(action, Roll):
            continue
        fast, slow = game.copy(), game.copy()
        seat = game.seat_of(player)
        events: list[Event] = []
        dice.roll(fast, seat, action, events)  # the C&K handler, below any variant's wrapper
        expected: list[Event] = []
        roll_reference(slow, seat, expected)
        assert events == expected
        assert fast.to_dict() == slow.to_dict()
        checked += 1
    assert checked


@pytest.mark.parametrize("rules", [*RULES, "base"])
@pytest.mark.parametrize("seed", SEEDS)
def test_end_of_turn_handing_out_a_players_turn_ended_equals_the_one_made_afresh(
    rules: str, seed: int
) -> None:
    """CK-6 step 4: the base game's end of turn (every C&K turn ends with it)
    handing out the TurnEnded made for that player before leaves the game and the events the
    end of turn as first written leaves, in the base game and C&K's rule sets."""
    checked = 0
    for game, player, action in every_position(rules, seed):
        if not isinstance(action, EndTurn) or game.phase != "main":
            continue
        fast, slow = game.copy(), game.copy()
        seat = game.seat_of(player)
        events: list[Event] = []
        base_turn.end_turn(fast, seat, action, events)
        expected: list[Event] = []
        base_end_turn_reference(slow, seat, expected)
        assert events == expected
        assert fast.to_dict() == slow.to_dict()
        checked += 1
    assert checked


def test_turn_ended_kept_for_at_most_the_bound_of_players(monkeypatch: pytest.MonkeyPatch) -> None:
    """The TurnEnded kept per player stay within their bound (a long-lived
    process sees many players): past it they are dropped and made again, still equal."""
    monkeypatch.setattr(base_turn, "_ENDED", {})
    monkeypatch.setattr(base_turn, "_ENDED_KEPT", 2)
    for game, player, action in every_position("base", 0):
        if isinstance(action, EndTurn):
            events = game.copy().apply(player, action)
            assert TurnEnded(player) in events
            assert len(base_turn._ENDED) <= 2
