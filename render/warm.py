"""Warming a fresh process up: the fonts, sprites and palettes every picture needs.

A restarted bot's first picture would otherwise pay for loading the fonts and resizing every
icon (about 100 ms, the larger part of a cold first board). `warm_up` draws a board and a hand
of a new beginner-map game of every rule set once, in whatever thread calls it, so the first
board a player waits for costs only its map (read from a `MapCache`, or drawn) and the warm
render. A Cities & Knights game is dressed with what its cards bring (the merchant, a turned
city, cards face up and in hand, playable and not, the turn's effects), so their figures, tags
and the lines of the hand are loaded too.
"""

from __future__ import annotations

import copy
import time
from typing import Any, cast

from engine import Game, GameConfig, GameView, rule_names, rule_set

from .board import render_board
from .geometry import FORMS
from .hand import render_hand

_PLAYERS = ("warm-a", "warm-b", "warm-c", "warm-d", "warm-e", "warm-f")
#: Progress cards of every deck in the dressed hand: (card, deck, why it cannot be played).
_CARDS = (
    ("merchant", "trade", None),
    ("spy", "politics", "no_progress_to_spy"),
    ("alchemist", "science", "progress_before_roll"),
)


def warm_up() -> float:
    """Draw one board in every form and one hand of each rule set; returns the milliseconds it
    took."""
    started = time.perf_counter()
    for rules in rule_names():
        fewest, most = rule_set(rules).seats  # 2 for the game for two, 5 for the 5–6 one
        seated = _PLAYERS[: min(max(3, fewest), most)]
        game = Game.new(GameConfig(players=seated, seed=1, rules=rules, map="beginner"))
        public = game.view()
        hand = game.view(_PLAYERS[0])
        if "cities_knights" in cast(dict[str, Any], public):
            public, hand = _dressed(public), _dressed(hand)
        for form in FORMS:
            render_board(public, form=form)
        render_hand(hand, _PLAYERS[0])
    return (time.perf_counter() - started) * 1000


def _dressed(view: GameView) -> GameView:
    """A C&K view with the merchant placed, a city turned, VP cards face up, the turn's effects,
    and (a private view) progress cards in hand."""
    out = cast(dict[str, Any], copy.deepcopy(view))
    ck = out["cities_knights"]
    ck["merchant"] = {"hex": out["board"]["hexes"][0]["id"], "owner": _PLAYERS[0]}
    corner = out["board"]["intersections"][0]["id"]
    out["buildings"] = [{"intersection": corner, "kind": "city", "owner": _PLAYERS[1]}]
    ck["sabotaged"] = [corner]
    ck["players"][_PLAYERS[0]]["progress_vp"] = ["printer"]
    ck["effects"] = {"crane": 1, "fleet": ["wool"], "harbor": True, "harbor_partners": []}
    you = out.get("you")
    if you is not None:
        you["progress"] = [
            {"card": card, "deck": deck, "playable": why is None, "why": why}
            for card, deck, why in _CARDS
        ]
    return cast(GameView, out)
