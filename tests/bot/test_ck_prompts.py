"""Cities & Knights, Discord-free: the prompt of every choice the game awaits,
the panel's buttons, moves worded with reasons, and the pickers over the game's card kinds."""

from __future__ import annotations

import random
from collections import Counter

from bot.common.choices import Table, describe, rank
from bot.common.notation import counts_text
from bot.discord_app.components import Ref
from bot.discord_app.panel import turn_panel
from bot.discord_app.trade.offer import Terms
from bot.discord_app.turn.discard import decode, picker
from bot.service.prompts import CHOICES, PLACEMENTS, prompts
from engine import Game, GameConfig
from tests.service.test_ck_games import pick

PLAYERS = ("ann", "bo", "cy")
NAMES = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}


def new_game(seed: int = 1) -> Game:
    return Game.new(GameConfig(players=PLAYERS, seed=seed, rules="cities_knights"))


def until(game: Game, done: object, rng: random.Random, limit: int = 5000) -> Game:
    """Random legal moves until `done(game)`."""
    for _ in range(limit):
        if done(game):  # type: ignore[operator]
            return game
        player = rng.choice(game.awaiting())
        game.apply(player, game.parse(pick(game, player, rng)))
    raise AssertionError("the position never came")


def labels(view: object) -> list[str]:
    panel = turn_panel(1, 1, view, NAMES)  # type: ignore[arg-type]
    assert panel is not None
    return [str(getattr(item, "item", item).label) for item in panel.children]  # type: ignore[attr-defined]


def test_every_choice_is_prompted_with_the_choose_command() -> None:
    """Each C&K choice has a public line naming what the game waits for and a
    private how-to naming the command."""
    from bot.service.prompts import SEA_CHOICES, _words

    view = new_game().view(None)
    for task in CHOICES - SEA_CHOICES:  # Seafarers' choices have their own commands
        doing, private = _words(task, view, "ann", NAMES)
        assert doing != "decide" and "/choose" in private, task


def test_random_games_prompt_every_awaited_player() -> None:
    """In random C&K games, every awaited player gets a prompt of their own task
    (none is a bare "decide"), and a pillage marks the cities one may lose."""
    tasks: Counter[str] = Counter()
    for seed in range(3):
        game, rng = new_game(seed), random.Random(seed)
        while game.winner is None:
            view = game.view(None)
            for prompt in prompts(game, view, NAMES, lambda p: p):
                tasks[prompt.task] += 1
                assert prompt.doing != "decide", prompt
                if prompt.task in PLACEMENTS and prompt.task != "robber":
                    assert prompt.spots, prompt
            player = rng.choice(game.awaiting())
            game.apply(player, game.parse(pick(game, player, rng)))
    assert tasks["pillage"] and tasks["progress_return"] and tasks["defender_draw"], tasks


def test_the_panel_offers_knights_and_no_card_button() -> None:
    """The main phase of a C&K game has a Knights & cities button and no
    button to play a card; a choice has a Choose button."""
    rng = random.Random(2)
    game = until(new_game(2), lambda g: g.phase == "main", rng)
    shown = labels(game.view(None))
    assert "Knights & cities" in shown and "Play a card" not in shown, shown
    game = until(game, lambda g: g.phase in CHOICES, rng)
    assert "Choose" in labels(game.view(None))


def test_knight_moves_are_worded_with_a_reason() -> None:
    """Autocomplete lists legal options with a reason (`knight 23 · next to K
    (robber)`)."""
    rng = random.Random(3)
    game = until(
        new_game(3),
        lambda g: (
            any(str(a).startswith("knight") for a in g.legal_actions("ann")) and g.phase == "main"
        ),
        rng,
    )
    view = game.view(None)
    robber = str(view["robber"])
    table = Table(view, NAMES, "ann", game.view("ann")["you"]["hand"])  # type: ignore[index]
    knights = [c for c in rank([str(a) for a in game.legal_actions("ann")], table, ("knight",))]
    assert knights and all(c.label.startswith("Knight · ") for c in knights)
    near = [c for c in knights if "(robber)" in c.label]
    assert all(f"next to {robber} (robber)" in c.label for c in near)
    chase = describe("chase 23 J steal bo", table)
    assert chase.label.startswith("Chase the robber with the knight at 23 to J")
    assert chase.label.endswith("steal from Bo")
    assert describe("relocate none", table).label == "Take your knight off the board"
    assert describe("improve science", table).label.startswith("Improve science to level ")


def test_the_discard_picker_offers_commodities() -> None:
    """The discard menu reads the game's card kinds, commodities included."""
    hand = {"lumber": 0, "brick": 0, "wool": 2, "grain": 0, "ore": 0, "paper": 1, "cloth": 4}
    hand["coin"] = 2
    counts = (0, 0, 0, 0, 0, 0, 1, 0)
    text, view = picker(Ref(1, 1, "pick"), 4, hand, counts)
    assert "1 cloth" in text
    items = [getattr(item, "item", item) for item in view.children]
    options = [o.value for item in items for o in getattr(item, "options", [])]
    assert options[0] == "cloth" and "coin" in options and "paper" in options
    assert decode("0.0.0.0.0.0.1.0") == counts
    assert counts_text(counts) == "1 cloth"


def test_the_offer_picker_counts_commodities() -> None:
    """Commodity trades through the existing offer picker."""
    terms = Terms.fresh(("lumber", "brick", "wool", "grain", "ore", "paper", "cloth", "coin"))
    terms = terms.add("give", "coin").add("get", "ore")
    again = Terms.decode(terms.encode())
    assert again == terms and again.kinds[-1] == "coin"
    assert counts_text(again.give) == "1 coin" and counts_text(again.get) == "1 ore"
