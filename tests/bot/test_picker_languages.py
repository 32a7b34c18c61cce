"""The move pickers (Discord's menus and autocomplete, the terminal's `/moves`) say
every legal move in the reader's language. Random games of the base game, Cities & Knights,
Seafarers (with C&K too) and the 2-player variant are played to mid-game; every move legal on
the way is worded, said in English, Dutch and German, and checked against Discord's limits and
for English words left in a Dutch or German label."""

from __future__ import annotations

import random
from functools import cache

import pytest

from bot.common.choices import Table, rank
from bot.common.spots import BoardText
from engine import Game, GameConfig
from tests.bot.sample_games import GAMES, NAMES
from tests.words.english_left import english_left
from words import speak
from words.catalogue import Catalogue
from words.languages import catalogue

#: Discord's limit on a select option's label (the pickers' menus and autocomplete choices).
SELECT_LABEL = 100


@cache
def labels(rules: str) -> tuple[str, ...]:
    """Every legal move's label (as the English phrase) met in a random game of `rules`."""
    name, players, seed = next(g for g in GAMES if g[0] == rules)
    game = Game.new(GameConfig(players=players, seed=seed, rules=name))
    rnd = random.Random(seed)
    found: dict[str, str] = {}
    for step in range(400):
        if game.winner is not None:
            break
        player = game.awaiting()[0]
        legal = game.legal_actions(player)
        if step % 3 == 0:
            view = game.view(None)
            private = game.view(player)
            hand = dict((private.get("you") or {}).get("hand", {}) or {})
            table = Table(view, NAMES, player, hand)
            for choice in rank([str(a) for a in legal], table):
                found.setdefault(f"{choice.kind}:{choice.label}", choice.label)
        game.apply(player, rnd.choice(legal))
    return tuple(found.values())


def _said(rules: str, words: Catalogue) -> list[tuple[str, str]]:
    return [(label, speak(label, words)) for label in labels(rules)]


@pytest.mark.parametrize("code", ["en", "nl", "de"])
@pytest.mark.parametrize("rules", [g[0] for g in GAMES])
def test_every_picker_label_fits_a_select_option(rules: str, code: str) -> None:
    """Discord's limits: every move's label, in every language, fits a select
    option's label (100 characters), so nothing is cut."""
    too_long = [said for _, said in _said(rules, catalogue(code)) if len(said) > SELECT_LABEL]
    assert too_long == []


@pytest.mark.parametrize("code", ["nl", "de"])
@pytest.mark.parametrize("rules", [g[0] for g in GAMES])
def test_picker_labels_leave_no_english_in_dutch_or_german(rules: str, code: str) -> None:
    """A Dutch or German reader's pickers are said wholly in their language: no word
    of the English catalogue that their language does not use is left in a label."""
    leaked = [
        (label, said)
        for label, said in _said(rules, catalogue(code))
        if english_left(said, code, NAMES.values())
    ]
    assert leaked == []


def test_the_games_reach_the_moves_the_pickers_word() -> None:
    """The random games meet the kinds of moves whose labels the tests above check (so that
    they cannot pass on an empty list)."""
    met = {label.split(" ", 1)[0] for rules, *_ in GAMES for label in labels(rules)}
    assert {"Road", "Settlement", "City", "Knight", "Ship", "Robber", "Improve"} <= met


def test_a_spot_reads_in_dutch_and_german() -> None:
    """An intersection's words (number, production, harbor) are the reader's."""
    view = Game.new(GameConfig(players=("ann", "bo", "cy"), seed=3)).view(None)
    spots = BoardText(view)
    node = next(n for n in spots.harbors if spots.harbors[n] != "generic" and spots.node_pips(n))
    line = spots.intersection(node)
    resource = spots.harbors[node]
    assert f"2:1 {resource} harbor" in line
    assert "gespecialiseerde haven (" in speak(line, catalogue("nl"))
    assert "2:1-Hafen (" in speak(line, catalogue("de"))
