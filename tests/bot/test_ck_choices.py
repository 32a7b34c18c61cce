"""The Cities & Knights choices the bot prompts, on positions built with the
engine's C&K vocabulary: metropolis placement, relocation of a displaced knight, the
Aqueduct. Each names its chooser and task, marks the spots on the board where it has any,
gives the chooser a deadline of its own kind, and the panel offers Choose."""

from __future__ import annotations

from bot.discord_app.panel import turn_panel
from bot.service.prompts import prompts
from bot.service.turns import deadline_kind
from engine import Game
from tests.engine.ck.test_improvements import improving
from tests.engine.ck.test_knights import red_roads
from tests.engine.ck.test_production_and_trade import _aqueduct_game
from tests.engine.ck.vocab import act, give, knight, levels, place, roll

NAMES = {"red": "Red", "blue": "Blue", "white": "White", "orange": "Orange"}


def _labels(game: Game) -> list[str]:
    panel = turn_panel(1, 1, game.view(None), NAMES)
    assert panel is not None
    return [str(getattr(getattr(i, "item", i), "label", "")) for i in panel.children]


def _only_prompt(game: Game) -> tuple[str, str, str, dict[str, list[object]]]:
    (prompt,) = prompts(game, game.view(None), NAMES, lambda p: p)
    return prompt.player, prompt.task, prompt.private, dict(prompt.spots)


def test_metropolis_placement_is_prompted_with_the_cities_marked() -> None:
    """CK-12: the first to level 4 is asked to place the metropolis on one of
    the marked cities."""
    g = improving()
    place(g, "red", city=22)
    levels(g, "red", politics=3)
    give(g, "red", coin=4)
    act(g, "red", "improve politics")
    player, task, private, spots = _only_prompt(g)
    assert (player, task) == ("red", "metropolis") and "/choose metropolis" in private
    assert sorted(spots["intersections"]) == [20, 22]  # type: ignore[type-var]
    assert deadline_kind(g.view(None), "red") == "metropolis"
    assert "Choose" in _labels(g) and "Knights & cities" not in _labels(g)


def test_a_displaced_knight_s_owner_is_prompted_to_relocate_it() -> None:
    """CK-10.6: the relocation is prompted to the knight's owner, not to the
    player whose turn it is, with a deadline of its own."""
    g = red_roads()
    place(g, "blue", settlement=42, roads=["37-42", "42-47"])
    knight(g, "red", 25, 2)
    knight(g, "blue", 37, 1)
    act(g, "red", "displace 25 37")
    player, task, private, spots = _only_prompt(g)
    assert (player, task) == ("blue", "relocate") and "/choose relocate" in private
    assert [str(a) for a in g.legal_actions("blue")] == ["relocate 47"]
    assert spots == {"intersections": [47]}
    assert deadline_kind(g.view(None), "blue") == "relocate"


def test_the_aqueduct_choice_is_prompted_to_its_owner() -> None:
    """CK-11.4: after a roll that gave nothing, the Aqueduct's owner is asked
    for a resource; nothing to mark on the board."""
    g, blue = _aqueduct_game()
    roll(g, "red", 1, 1)
    player, task, private, spots = _only_prompt(g)
    assert (player, task) == (blue, "aqueduct") and "/choose aqueduct" in private
    assert spots == {}
    assert deadline_kind(g.view(None), blue) == "aqueduct"
