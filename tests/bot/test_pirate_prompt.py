"""Seafarers' robber-or-pirate prompt in a late game: the picture badges only the hexes worth
choosing (a few, so the map reads on a phone), every other legal hex keeps the letter printed
on it, and every legal move stays reachable through `/pirate` and `/robber`'s autocomplete and
the panel's menu. The engine's legal list is never cut: the marks are a way of showing."""

from __future__ import annotations

import pytest

from bot.common.choices import Table, rank
from bot.discord_app.autocomplete import shown_choices
from bot.discord_app.panel import MAX_SELECTS, PER_SELECT
from bot.service.prompts import SEA_PROMPT_MARKS, prompts
from engine import Game
from render.board import board_labels
from tests.render import sea_games
from words import ENGLISH, speak
from words.languages import catalogue

#: The scenarios with a pirate.
PIRATE_SCENARIOS = (
    "new_shores",
    "four_islands",
    "fog_island",
    "through_the_desert",
    "greater_catan",
)


def _late_robber(scenario: str) -> Game:
    game = sea_games.at_robber(scenario)
    assert game.phase == "robber"
    return game


def _legal(game: Game) -> tuple[str, list[str]]:
    player = game.awaiting()[0]
    return player, [str(a) for a in game.legal_actions(player)]


@pytest.mark.parametrize("scenario", PIRATE_SCENARIOS)
def test_the_pirate_prompt_badges_a_few_legal_hexes(scenario: str) -> None:
    """The late game's robber-or-pirate picture draws at most twenty badges (not one on each
    of the sixty and more sea hexes), each on a hex where a legal move goes."""
    game = _late_robber(scenario)
    _, legal = _legal(game)
    assert any(m.startswith("pirate") for m in legal)
    (prompt,) = prompts(game, game.view(None), {}, lambda p: p)
    labels, _ = board_labels(dict(game.view(None)), highlight=prompt.spots)
    badges = [label.text for label in labels if label.kind == "badge"]
    assert 0 < len(badges) <= SEA_PROMPT_MARKS
    assert set(badges) <= {m.split()[1] for m in legal if m.startswith(("pirate", "robber"))}


@pytest.mark.parametrize("scenario", PIRATE_SCENARIOS)
def test_every_hex_not_badged_keeps_its_letter(scenario: str) -> None:
    """Every legal hex of the robber or the pirate is labelled on the picture: by its badge,
    or by the small letter printed on it."""
    game = _late_robber(scenario)
    _, legal = _legal(game)
    (prompt,) = prompts(game, game.view(None), {}, lambda p: p)
    labels, _ = board_labels(dict(game.view(None)), highlight=prompt.spots)
    shown = {label.text for label in labels if label.kind in ("badge", "letter")}
    hexes = {m.split()[1] for m in legal if m.startswith(("pirate", "robber"))}
    assert hexes <= shown


@pytest.mark.parametrize("scenario", PIRATE_SCENARIOS)
def test_every_legal_pirate_move_is_offered_when_its_letter_is_typed(scenario: str) -> None:
    """`/pirate`'s and `/robber`'s autocomplete offer every legal move to a hex once its
    letter is typed (`B` brings `pirate B steal bob` before `BA`, `Bob` and the rest)."""
    game = _late_robber(scenario)
    player, legal = _legal(game)
    table = Table(game.view(None), {}, player)
    for kind in ("pirate", "robber"):
        ranked = rank(legal, table, (kind,))
        for move in (m for m in legal if m.startswith(kind)):
            offered = {c.value for c in shown_choices(ranked, move.split()[1], ENGLISH)}
            assert move in offered, (scenario, move)


@pytest.mark.parametrize("scenario", PIRATE_SCENARIOS)
def test_the_pirate_menu_puts_the_hexes_worth_choosing_first(scenario: str) -> None:
    """The panel's pirate menu lists the moves that rob a ship first, then the badged sea
    hexes (beside another player's coast), then the rest; and it holds every legal pirate move
    when they fit in its selects (otherwise the rest are typed)."""
    game = _late_robber(scenario)
    player, legal = _legal(game)
    (prompt,) = prompts(game, game.view(None), {}, lambda p: p)
    ranked = [c.value for c in rank(legal, Table(game.view(None), {}, player), ("pirate",))]
    robs = [m for m in ranked if " steal " in m]
    assert ranked[: len(robs)] == robs
    marked = set(prompt.spots["hexes"])
    first = {m.split()[1] for m in ranked[:PER_SELECT]}
    assert first & marked
    if len(ranked) <= PER_SELECT * MAX_SELECTS:
        assert set(ranked) == {m for m in legal if m.startswith("pirate")}


@pytest.mark.parametrize("language", ["en", "nl", "de"])
def test_the_pirate_prompt_says_any_hex_is_named_by_its_letter(language: str) -> None:
    """The prompt's how-to says, in each language, that the marked hexes are only those worth
    choosing and any other can be named by its letter, with both commands."""
    game = _late_robber("new_shores")
    (prompt,) = prompts(game, game.view(None), {}, lambda p: p)
    words = ENGLISH if language == "en" else catalogue(language)
    said = speak(prompt.private, words)
    letter = {"en": "letter", "nl": "letter", "de": "Buchstaben"}[language]
    assert "/pirate HEX" in said and "/robber HEX" in said and letter in said
    assert said == words.say("prompt.robber.pirate.how")
