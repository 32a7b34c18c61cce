"""The C&K answers kept while their inputs stand (engine/rules/cities_knights/kept.py) give what
the rules made afresh give, at every position of random C&K games, C&K for two and C&K with
Seafarers; a copied or loaded game keeps nothing (identical results)."""

import pytest

from engine import Action, Game
from engine.rules.cities_knights import (
    knight_moves,
    knights,
)
from engine.rules.cities_knights.actions import (
    ChaseRobber,
    DisplaceKnight,
    MoveKnight,
)
from engine.rules.cities_knights.cards import (
    framework,
)
from tests.engine import oracles

from .references import CK_RULE_SETS, SEEDS, held_positions, positions
from .vocab import state

# ----- answers kept while their inputs stand (kept.py) --------------------------------------------


@pytest.mark.parametrize(
    ("rules", "options"),
    [
        ("cities_knights", {}),
        ("cities_knights", {"saboteur_edition": "first"}),
        ("cities_knights_two_player", {}),
        ("cities_knights_seafarers", {"scenario": "new_shores"}),
    ],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_progress_plays_kept_while_their_inputs_stand_equal_plays_made_afresh(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-13.5, CK-13.6: the plays the legal list keeps per card while the inputs it
    declares are unchanged equal the plays made afresh at every position (cards held for the
    whole game, C&K for two and with Seafarers' ships included), and every kept card is asked
    often enough to be kept."""
    kept = 0
    for game in held_positions(seed, rules, **options):
        if game.phase in ("roll", "main"):
            seat = game.current
            assert framework.legal(game, seat) == oracles.progress_plays(game, seat)
            kept += len(state(game).kept)
    assert kept


def test_a_kept_play_goes_when_the_board_changes_without_a_move() -> None:
    """A kept answer is given only while its inputs equal the live state, so a
    position changed by hand (no move made) is answered afresh: the Merchant is unplayable with
    no building and playable next to the settlement put down."""
    from .vocab import place, playing

    game = playing()  # an empty board, red to act
    state(game).progress[0] = ["merchant"]
    game.phase = "main"
    assert framework.legal(game, 0) == []
    place(game, "red", settlement=20)
    plays = framework.legal(game, 0)
    assert plays and all(p.card == "merchant" for p in plays)
    assert plays == oracles.progress_plays(game, 0)


def test_a_copied_or_loaded_game_keeps_nothing() -> None:
    """Kept answers belong to their game and are never saved: a copy and a game
    read back from its save start with none, and list the same plays."""
    for game in held_positions(1):
        if game.phase == "main" and state(game).kept:
            break
    seat = game.current
    listed = framework.legal(game, seat)
    copy = game.copy()
    loaded = Game.from_dict(game.to_dict())
    assert state(copy).kept == {} and state(loaded).kept == {}
    assert "kept" not in game.to_dict()["ext"]["cities_knights"]
    assert framework.legal(copy, seat) == framework.legal(loaded, seat) == listed


def test_kept_inputs_are_copies_later_changes_do_not_reach() -> None:
    """The inputs kept with an answer are copies (lists, lists of lists, dicts and
    their list values, sets), so a change of the live state makes them differ."""
    from engine.rules.cities_knights.kept import frozen, keep, recall

    owner, hands, effects, ends = [1, -1], [["a"], []], {"fleet": ["ore"]}, {3}
    live = (owner, hands, effects, ends, 7)
    store: dict[object, tuple[object, object]] = {}
    keep(store, "k", live, "answer")
    assert recall(store, "k", live) == "answer"
    for change in (
        lambda: owner.append(0),
        lambda: hands[1].append("b"),
        lambda: effects["fleet"].append("wool"),
        lambda: ends.add(4),
    ):
        change()
        assert recall(store, "k", live) is None
        keep(store, "k", live, "answer")
    assert frozen(live) == live and all(
        a is not b for a, b in zip(frozen(live)[:4], live[:4], strict=True)
    )


@pytest.mark.parametrize(
    ("rules", "options"),
    CK_RULE_SETS,
)
@pytest.mark.parametrize("seed", SEEDS)
def test_public_points_in_one_pass_equal_each_players_points_after_every_move(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-16: the public points counted in one pass over the seats (asked by Master
    Merchant, Wedding and the Saboteur) equal each player's points at every position, cards
    held or played (the merchant, metropolises, Defender points, cities on their side; with
    Seafarers, whose points of its own are counted seat by seat)."""
    from engine.rules.cities_knights.points import public_points

    for game in held_positions(seed, rules, **options):
        assert public_points(game) == [game.public_vp(s) for s in range(len(game.players))]
    if rules == "cities_knights":
        for game in positions(seed):
            assert public_points(game) == [game.public_vp(s) for s in range(len(game.players))]


@pytest.mark.parametrize(
    ("rules", "options"),
    CK_RULE_SETS,
)
@pytest.mark.parametrize("seed", SEEDS)
def test_knights_actions_from_tables_made_once_equal_the_actions_made_afresh(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-10.5: the moves, displacements and chases of a knight that may act, taken
    from the per-intersection tables made once (and found by a stack rather than a queue), equal
    the ones made afresh from a breadth-first search at every main-phase position (C&K for two
    and with Seafarers' ships included)."""
    acting = 0
    for game in held_positions(seed, rules, **options):
        if game.phase == "main":
            seat = game.current
            c = state(game)
            for n, k in sorted(c.knights.items()):
                assert knights.reach(game, seat, n) == reach_reference(game, seat, n)
                if k.owner == seat and k.active and not k.fresh:
                    made = knight_moves._knight_actions(game, seat, n, k)
                    assert made == knight_actions_afresh(game, seat, n, k)
                    acting += 1
    # Knights act in every 4-player game; a short game for two may end before one does.
    assert acting or rules != "cities_knights"


def reach_reference(game: Game, seat: int, start: int) -> tuple[set[int], set[int]]:
    """CK-10.5 (CK-D10, CK-D11): a breadth-first search along the player's routes from `start`;
    other players' pieces end a route, one's own do not (ships as `knights._reach_routes`)."""
    if game.rules.route_pieces is not None:
        return knights._reach_routes(game, seat, start)
    from collections import deque

    c = state(game)
    passable, ends = {start}, set()
    queue = deque([start])
    while queue:
        n = queue.popleft()
        for e, m in game.board.node_links[n]:
            if game.edge_owner[e] != seat or m in passable or m in ends:
                continue
            o = game.node_owner[m]
            k = c.knights.get(m)
            if (o >= 0 and o != seat) or (k is not None and k.owner != seat):
                ends.add(m)
            else:
                passable.add(m)
                queue.append(m)
    return passable, ends


def knight_actions_afresh(game: Game, seat: int, n: int, k: knights.Knight) -> list[Action]:
    """One acting knight's moves, displacements and chases, each action made anew."""

    c = state(game)
    passable, ends = knights.reach(game, seat, n)
    stand = [m for m in sorted(passable) if m != n and knights.may_stand(game, seat, m)]
    out: list[Action] = [
        MoveKnight(n + 1, m + 1) for m in stand if game.node_owner[m] < 0 and m not in c.knights
    ]
    out += [
        DisplaceKnight(n + 1, m + 1)
        for m in sorted(ends)
        if m in c.knights and c.knights[m].level < k.level and knights.may_stand(game, seat, m)
    ]
    if c.robber_active and n in game.board.hex_nodes[game.robber]:
        for h in range(game.board.n_hexes):
            if h != game.robber:
                victims = sorted({game.node_owner[m] for m in game.hex_buildings[h]} - {seat})
                hex_id = game.board.hex_ids[h]
                out += [ChaseRobber(n + 1, hex_id, game.players[v]) for v in victims] or [
                    ChaseRobber(n + 1, hex_id)
                ]
    return out


@pytest.mark.parametrize(("rules", "options"), CK_RULE_SETS)
@pytest.mark.parametrize("seed", SEEDS)
def test_points_kept_for_the_cards_aimed_at_richer_players_equal_points_counted_afresh(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-13.6 (Wedding, Master Merchant, the later Saboteur): the public points the
    cards aimed at richer players keep while what the count reads stands are the points counted
    afresh at every position of random games (C&K for two and with Seafarers included), and
    they are kept on most moves."""
    from engine.rules.cities_knights.points import points_now, public_points

    asked = 0
    for game in held_positions(seed, rules, **options):
        assert points_now(game) == public_points(game)
        asked += 1
    assert asked


def test_kept_points_follow_each_source_of_points_changed_without_a_move() -> None:
    """CK-16: a kept count is given only while what it reads equals the live state:
    a Defender point, a face-up VP card, the merchant, a metropolis, a fallen city, the road
    holder and a city built, each set by hand (no move made), are counted at once."""
    from engine.rules.cities_knights.points import points_now, public_points

    from .vocab import metropolis, place, playing

    game = playing()
    place(game, "red", city=20)
    place(game, "blue", settlement=30)
    c = state(game)
    changes = (
        lambda: c.defender.__setitem__(1, 1),
        lambda: c.progress_vp[2].append("printer"),
        lambda: setattr(c, "merchant", [0, 2]),
        lambda: metropolis(game, "trade", 20),
        lambda: c.fallen.append(19),
        lambda: setattr(game, "road_holder", 2),
        lambda: place(game, "blue", city=29),
    )
    for change in changes:
        before = points_now(game)
        change()
        assert points_now(game) == public_points(game) != before
