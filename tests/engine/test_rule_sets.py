"""The rule-set seam: rule sets selected by the config, composed from modules; a
module's actions, phases, legal generators, own state and view fields work end to end."""

from __future__ import annotations

import json
import random

import pytest

from engine import (
    Action,
    ConfigError,
    Game,
    GameConfig,
    IllegalAction,
    rule_names,
    rule_set,
    rules_data,
    seats_for,
)
from engine.board import COAST, LAND, SEA
from engine.maps import BEGINNER, map_from_data

from . import toasts
from .toasts import Cheer, Toast

PLAYERS = ("red", "blue", "orange")


def main_phase_game(rules: str = "base_toasts", players: tuple[str, ...] = PLAYERS) -> Game:
    """A game played by a fixed policy until the current player is in the main phase."""
    g = Game.new(GameConfig(players=players, seed=7, rules=rules, map="beginner"))
    rnd = random.Random(7)
    while not (g.phase == "main" and g.offer is None and len(g.awaiting()) == 1):
        player = g.awaiting()[0]
        options = [a for a in g.legal_actions(player) if not isinstance(a, Toast)]
        g.apply(player, rnd.choice(options))
    return g


def test_base_rule_set_is_the_default() -> None:
    """GameConfig selects the rule set; 'base' holds the base game's data."""
    g = Game.new(GameConfig(players=PLAYERS))
    assert g.rules is rule_set("base")
    assert g.rules.pieces == {"road": 15, "settlement": 5, "city": 4}
    assert g.rules.bank == dict.fromkeys(g.rules.resources, 19)
    assert len(g.rules.deck) == 25
    assert g.rules.vp_target == 10 and g.rules.seats == (3, 4)
    assert seats_for("base") == (3, 6)  # the table's range, with the 5–6 extension (FS-1)
    assert set(g.rules.phases) == {
        "setup",
        "roll",
        "discard",
        "robber",
        "road_building",
        "main",
        "ended",
    }
    assert "base" in rule_names()


def test_unknown_rule_set_is_refused() -> None:
    """One registry of rule sets; an unknown name is a configuration error."""
    with pytest.raises(ConfigError):
        GameConfig(players=PLAYERS, rules="no_such_rules")


def test_seats_come_from_the_rule_set() -> None:
    """The seat range is the rule set's (base 3-4; the test module widens it)."""
    with pytest.raises(ConfigError):
        GameConfig(players=("red", "blue"))
    assert GameConfig(players=("red", "blue"), rules="base_toasts").players == ("red", "blue")
    assert seats_for("base_toasts") == (2, 4)


def test_module_action_parses_through_the_games_rule_set() -> None:
    """Actions register themselves; a game reads its rule set's notation, while a
    plain Action.parse reads the base game's."""
    g = main_phase_game()
    assert g.parse("toast") == Toast()
    assert g.parse("roll") == Action.parse("roll")
    with pytest.raises(IllegalAction) as refused:
        Action.parse("toast")
    assert refused.value.code == "bad_notation"


def test_module_action_is_legal_and_applies() -> None:
    """A module adds an action to an existing phase's legal actions and its handler
    moves the game into the module's own phase."""
    g = main_phase_game()
    current = g.awaiting()[0]
    assert Toast() in g.legal_actions(current)
    g.apply(current, "toast")
    assert g.phase == "toasting"
    others = [p for p in PLAYERS if p != current]
    assert g.awaiting() == [p for p in g.players if p in others]
    assert g.legal_actions(others[0]) == [Cheer()]
    assert g.legal_actions(current) == []


def test_module_phase_refuses_with_its_own_code() -> None:
    """The phase table gives the refusal for base actions tried in a new phase."""
    g = main_phase_game()
    current = g.awaiting()[0]
    g.apply(current, "toast")
    with pytest.raises(IllegalAction) as refused:
        g.apply(current, "end")
    assert refused.value.code == "toasting"


def test_module_phase_default_and_return_to_main() -> None:
    """The phase table gives the timer's default; cheers earn tokens in the module's
    own state and the game returns to the main phase."""
    g = main_phase_game()
    current = g.awaiting()[0]
    g.apply(current, Toast())
    for player in list(g.awaiting()):
        action = g.default_action(player)
        assert action == Cheer()
        g.apply(player, action)
    assert g.phase == "main"
    tokens = toasts.state(g).tokens
    assert [tokens[g.players.index(p)] for p in g.players if p != current] == [1, 1]
    assert Toast() not in g.legal_actions(current)  # once per turn


def test_module_state_is_copied_independently() -> None:
    """A module's own state has its own copy."""
    g = main_phase_game()
    g.apply(g.awaiting()[0], Toast())
    copy = g.copy()
    copy.apply(copy.awaiting()[0], Cheer())
    assert toasts.state(copy).pending != toasts.state(g).pending
    assert sum(toasts.state(g).tokens) == 0


def test_module_state_saves_and_loads() -> None:
    """A module's own state has its own serialisation, inside the game's save."""
    g = main_phase_game()
    g.apply(g.awaiting()[0], Toast())
    g.apply(g.awaiting()[0], Cheer())
    saved = json.loads(json.dumps(g.to_dict()))
    assert saved["ext"]["toasts"]["tokens"] == toasts.state(g).tokens
    loaded = Game.from_dict(saved)
    assert loaded.rules is rule_set("base_toasts")
    assert loaded.view(None) == g.view(None)
    assert loaded.awaiting() == g.awaiting()


def test_module_view_fields() -> None:
    """A module adds its fields to the view; the base view has none of them."""
    g = main_phase_game()
    assert set(g.view(None)["toasts"]) == set(PLAYERS)
    assert "toasts" not in main_phase_game("base").view(None)


def test_composed_rule_set_plays_to_the_end() -> None:
    """A composed rule set plays whole games (2 players) through every phase, its
    saves round-tripping at every step."""
    g = Game.new(GameConfig(players=("red", "blue"), seed=3, rules="base_toasts"))
    rnd = random.Random(3)
    steps = 0
    while g.winner is None and steps < 4000:
        player = rnd.choice(g.awaiting())
        g.apply(player, rnd.choice(g.legal_actions(player)))
        steps += 1
        if steps % 50 == 0:
            assert Game.from_dict(json.loads(json.dumps(g.to_dict()))).view(player) == g.view(
                player
            )
    assert g.winner is not None
    assert sum(toasts.state(g).tokens) > 0


def test_base_save_has_no_module_state() -> None:
    """The base game declares no module state; saves are format 2."""
    saved = Game.new(GameConfig(players=PLAYERS)).to_dict()
    assert saved["format"] == 2 and saved["ext"] == {}


def test_base_map_paths_and_intersections_are_unchanged_and_flagged() -> None:
    """The base maps list no sea, so ids stay 1..54 with 72 paths; the rim is coast."""
    g = Game.new(GameConfig(players=PLAYERS, map="beginner"))
    b = g.board
    assert (b.n_nodes, b.n_edges, b.n_hexes) == (54, 72, 19)
    assert b.node_kind.count(LAND) == 24 and b.node_kind.count(COAST) == 30
    assert SEA not in b.node_kind
    assert b.edge_kind.count(COAST) == 30 and b.edge_kind.count(LAND) == 42


def test_map_data_keeps_sea_hexes() -> None:
    """A map given as data may list sea hexes; their intersections and paths exist,
    flagged sea or coast, and land hexes keep their letters (listed sea is lettered after them:
    the pirate stands on it, SF-7)."""
    data = dict(BEGINNER)
    data["sea"] = [[3, -3], [3, -2]]
    spec = map_from_data(data)
    g = Game.new(GameConfig(players=PLAYERS, map=spec.to_dict()))
    b = g.board
    assert b.sea_hexes == [(3, -3), (3, -2)]
    assert b.n_hexes == 21 and b.hex_ids[18] == "S" and b.hex_land.count(True) == 19
    assert b.hex_pos[18] == (0, 2) and b.hex_ids[-1] == "U"
    assert b.n_nodes > 54 and SEA in b.node_kind
    assert SEA in b.edge_kind
    assert Game.from_dict(g.to_dict()).board is b


def test_sea_hex_as_terrain_in_map_data() -> None:
    """A hex of terrain "sea" in the hex list counts as listed sea."""
    data = dict(BEGINNER)
    data["hexes"] = [*BEGINNER["hexes"], [3, -3, "sea", None]]  # type: ignore[misc]
    assert map_from_data(data).sea == ((3, -3),)


def test_rules_data_gives_costs_and_pieces_to_other_layers() -> None:
    """Other layers read costs and limits from the rule set, as JSON-safe data."""
    data = rules_data(rule_set("base"))
    assert data["costs"]["city"] == {"lumber": 0, "brick": 0, "wool": 0, "grain": 2, "ore": 3}
    assert data["pieces"] == {"road": 15, "settlement": 5, "city": 4}
    assert data["deck"]["knight"] == 14 and data["vp_target"] == 10
    assert json.loads(json.dumps(data)) == data


def test_map_data_read_again_gives_the_same_spec() -> None:
    """Speed: every save carries its map; reading the same data again reuses the
    spec, and changed data is read afresh."""
    data = Game.new(GameConfig(players=PLAYERS, seed=11)).board.spec.to_dict()
    assert map_from_data(json.loads(json.dumps(data))) is map_from_data(data)
    changed = json.loads(json.dumps(data))
    changed["robber"] = list(changed["hexes"][0][:2])
    assert map_from_data(changed).robber != map_from_data(data).robber


def test_card_kinds_come_from_the_rule_set() -> None:
    """Hands, the bank and card lists use the rule set's card kinds (resources,
    then commodities); the base game's card kinds are its five resources, at the same indices."""
    rules = rule_set("base")
    assert rules.commodities == ()
    assert rules.cards == rules.resources == ("lumber", "brick", "wool", "grain", "ore")
    assert rules.card_index == {name: i for i, name in enumerate(rules.cards)}
    g = Game.new(GameConfig(players=PLAYERS, seed=3))
    assert len(g.bank) == len(g.hands[0]) == len(rules.cards)
    assert rules_data(rules)["cards"] == list(rules.cards)
