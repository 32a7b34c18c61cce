"""Seafarers' prompts and choices: what the bot asks of the awaited player and how
each legal move is worded, from the engine's legal actions (no game through Discord here)."""

from __future__ import annotations

import random

from bot.common.choices import MENUS, Table, kind_of, rank
from bot.service.prompts import prompts
from engine import Game, GameConfig


def _game(scenario: str, seed: int = 1) -> Game:
    config = GameConfig(
        players=("a", "b", "c"),
        seed=seed,
        rules="seafarers",
        preset="official",
        map="variable",
        vp_to_win=None,
        options={"scenario": scenario},
    )
    return Game.new(config)


def _until(game: Game, phase: str, keen: tuple[str, ...] = ()) -> Game:
    rng = random.Random(2)
    for _ in range(4000):
        if game.phase == phase:
            return game
        player = game.awaiting()[0]
        legal = game.legal_actions(player)
        liked = [a for a in legal if str(a).startswith(keen)] if keen else []
        game.apply(player, rng.choice(liked or legal))
    raise AssertionError(f"no {phase}")


def test_the_kinds_of_the_seafarers_moves() -> None:
    """Each new move has its kind, and a panel menu offers it."""
    assert kind_of("build ship 12-17") == "ship"
    assert kind_of("move ship 12-17 17-23") == "sail"
    assert kind_of("move knight 12 17") == "move"
    assert kind_of("pirate AB steal bob") == "pirate"
    assert kind_of("gold grain ore") == "gold" and kind_of("token K") == "token"
    assert {"ship", "sail"} <= set(MENUS["build"]) and MENUS["pirate"] == ("pirate",)
    assert {"gold", "token"} <= set(MENUS["choose"])


def test_a_set_up_road_prompt_marks_ship_paths_too() -> None:
    """After a coastal set-up settlement the prompt offers a road or a ship and marks
    both kinds of path on the picture."""
    for seed in range(1, 30):
        game = _game("new_shores", seed)
        player = game.awaiting()[0]
        coast = [a for a in game.legal_actions(player) if str(a).startswith("build settlement")]
        for settlement in coast:
            trial = game.copy()
            trial.apply(player, settlement)
            legal = [str(a) for a in trial.legal_actions(player)]
            ships = [m.split()[-1] for m in legal if m.startswith("build ship")]
            if not ships:
                continue
            (prompt,) = prompts(trial, trial.view(None), {}, lambda p: p)
            assert prompt.task == "setup_road"
            assert "or a ship" in prompt.doing and "/ship build" in prompt.private
            assert set(ships) <= set(prompt.spots["paths"])
            return
    raise AssertionError("no coastal set-up settlement found")


def test_the_robber_prompt_offers_the_pirate_and_marks_hexes_worth_choosing() -> None:
    """After a 7 the prompt offers the robber or the pirate; it marks only legal hexes, and
    says that any other hex is named by its letter."""
    game = _until(_game("new_shores"), "robber")
    player = game.awaiting()[0]
    (prompt,) = prompts(game, game.view(None), {}, lambda p: p)
    assert prompt.doing == "move the robber or the pirate"
    assert "/pirate" in prompt.private and "letter" in prompt.private
    legal = {str(a).split()[1] for a in game.legal_actions(player)}
    assert set(prompt.spots.get("hexes", [])) <= legal
    table = Table(game.view(None), {}, player)
    worded = rank([str(a) for a in game.legal_actions(player)], table, ("pirate",))
    assert worded and all(c.label.startswith("Pirate to ") for c in worded)


def test_the_gold_prompt_names_the_count_and_lists_every_pick() -> None:
    """SF-8: the player owed gold is prompted with how many to take; the choices list
    each pick the bank can give, worded."""
    game = _until(_game("fog_island"), "gold", ("build road", "build ship", "build settle"))
    (prompt,) = prompts(game, game.view(None), {}, lambda p: p)
    count = game.view(None)["seafarers"]["choice"]["count"]  # type: ignore[typeddict-item]
    assert prompt.task == "gold" and f"{count} resource" in prompt.doing
    assert "/gold" in prompt.private
    chooser = game.awaiting()[0]
    legal = [str(a) for a in game.legal_actions(chooser)]
    worded = rank(legal, Table(game.view(None), {}, chooser), ("gold",))
    assert len(worded) == len(legal)
    assert all(c.label.startswith("Take ") and c.label.endswith(" for gold") for c in worded)
