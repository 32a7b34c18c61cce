"""The Discord-free helpers: spot descriptions agree with the engine's own, moves are worded
and ranked, typed text becomes notation, and the end-of-game record becomes a picture's input."""

from __future__ import annotations

from bot.common import notation
from bot.common.choices import Table, describe, kind_of, matching, rank
from bot.common.spots import BoardText
from bot.common.summary import turn_summary
from bot.pictures.records import render_record
from bot.store.records import GameRecord, PlayerResult
from engine import Game, GameConfig, rule_set
from engine.resources import TERRAIN_RESOURCE

PLAYERS = ("ann", "bo", "cy")


def game(map_name: str = "variable", seed: int = 3) -> Game:
    return Game.new(GameConfig(players=PLAYERS, seed=seed, map=map_name))


def _reference(g: Game, node: int) -> str:
    """An intersection described from the engine's board: its number, what the hexes around it
    produce (richest first) and its harbor."""
    board = g.board
    parts = []
    for h in sorted(board.node_hexes[node], key=lambda h: -board.hex_pips[h]):
        number, resource = board.hex_number[h], TERRAIN_RESOURCE.get(board.hex_terrain[h])
        if number is not None and resource is not None:
            parts.append(f"{number} {resource}")
    text = f"{node + 1}" + (" · " + ", ".join(parts) if parts else "")
    kind = board.node_harbor[node]
    if kind is not None:
        text += " · " + ("3:1 harbor" if kind == "generic" else f"2:1 {kind} harbor")
    return text


def test_intersections_are_described_as_the_engine_board_says() -> None:
    for seed in (1, 2, 3):
        g = game(seed=seed)
        spots = BoardText(g.view(None))
        for node in range(1, 55):
            assert spots.intersection(node) == _reference(g, node - 1)


def test_set_up_spots_are_ranked_by_production_and_typed_spots_come_first() -> None:
    g = game("beginner")
    player = g.awaiting()[0]
    table = Table(g.view(None), {p: p.upper() for p in PLAYERS}, player)
    legal = [str(a) for a in g.legal_actions(player)]
    ranked = rank(legal, table)
    weights = [c.weight for c in ranked]
    assert weights == sorted(weights, reverse=True)
    assert ranked[0].label.startswith("Settlement · ")
    assert matching(ranked, "1")[0].value == "build settlement 1"
    assert all("12" in c.label or "12" in c.value for c in matching(ranked, "12"))
    assert len(matching(ranked, "")) == 25


def test_moves_are_worded_for_people() -> None:
    g = game()
    table = Table(g.view(None), {"bo": "Bo"}, "ann")
    assert describe("roll", table).label == "Roll the dice"
    assert describe("robber A steal bo", table).label.endswith("steal from Bo (0 cards)")
    assert describe("bank 3 ore for 1 grain", table).label == "Give 3 ore, get 1 grain (3:1 harbor)"
    assert describe("play year_of_plenty grain ore", table).label == (
        "Year of Plenty · take grain and ore"
    )
    assert describe("discard 2 ore 1 grain", table).label == "Discard 2 ore, 1 grain"
    assert describe("confirm bo", table).label == "Trade with Bo"


def test_typed_text_becomes_notation() -> None:
    assert notation.cards_notation("2 ore, wheat and 1 sheep") == "2 ore 1 grain 1 wool"
    assert notation.build("road", "12-17") == "build road 12-17"
    assert notation.build("road", "build road 12-17") == "build road 12-17"
    assert notation.play("monopoly ore") == "play monopoly ore"
    assert notation.play("reveal") == "reveal"
    assert notation.prefixed("robber", "J steal 5") == "robber J steal 5"
    assert notation.discard("discard 2 ore") == "discard 2 ore"
    assert notation.offer("1 brick", "2 ore", ["7"]) == "offer 1 brick for 2 ore to 7"
    assert notation.readable("robber J steal 7", {"7": "Bo"}) == "robber J steal Bo"


def _record(options: dict[str, object]) -> GameRecord:
    """A finished two-turn game as the store keeps it, played with these table settings."""
    return GameRecord(
        table_id=1,
        guild=None,
        channel="c",
        outcome="won",
        winner="ann",
        final_scores={},
        options=dict(options),
        actions=9,
        turns=2,
        started_at=0.0,
        ended_at=1.0,
        results=[
            PlayerResult("ann", "Ann", 0, 3, 4, True),
            PlayerResult("bo", "Bo", 1, 2, 2, False),
        ],
        turn_scores=[(1, {"ann": {"total": 2}, "bo": {"total": 2}}), (2, {"ann": {"total": 4}})],
        rolls=[(3, "ann", [3, 4]), (6, "bo", [1, 1])],
    )


def test_summaries() -> None:
    view = game().view(None)
    line = turn_summary(view, {}, None)
    assert line.startswith("Set-up, round 1.") and "Points: " in line
    record = _record({})
    picture = render_record(record)
    assert picture.winner == "ann" and list(picture.dice) == [7, 2]
    assert picture.vp_history == {"ann": [2, 4], "bo": [2, 2]}
    assert picture.players[0].hidden_vp == 1 and picture.players[0].name == "Ann"


def test_summary_chart_fits_the_tables_target() -> None:
    """The summary picture's points chart is scaled to the points the game was played to (the
    table's `vp_to_win`), so the target line sits at the right height."""
    assert render_record(_record({"vp_to_win": 12})).target == 12


def test_summary_chart_fits_the_default_target_when_the_table_sets_none() -> None:
    """B-VP-3: a table without its own target plays to the engine's, and the chart
    shows that one (the target a game with default settings reports)."""
    assert render_record(_record({"vp_to_win": None})).target == game().view(None)["vp_to_win"]
    assert render_record(_record({})).target == 10


def test_kinds_of_move_are_the_rule_modules_declarations() -> None:
    """The pickers group a move by the kind its rule module declares for its first words
    (`build road` is a road, `move ship` a sail, `play` and `reveal` a card), and word a
    C&K game's `play` as a progress card: its rule set declares that key for it."""
    assert kind_of("build road 12-17") == "road"
    assert kind_of("move ship 12-17 17-23") == "sail"
    assert kind_of("move 12 17") == "move"
    assert kind_of("reveal") == kind_of("play knight") == "card"
    assert kind_of("build") == "build"
    assert rule_set("base").kinds[("play",)].key == "development"
    assert rule_set("cities_knights").kinds[("play",)].key == "progress"
    assert rule_set("seafarers").kinds[("build", "ship")].args == ("path",)
