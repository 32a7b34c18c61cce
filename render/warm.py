"""Warming a fresh process up: the fonts, sprites and palettes every picture needs.

A restarted bot's first picture would otherwise pay for loading the fonts and resizing every
icon (about 100 ms, the larger part of a cold first board). `warm_up` draws a board and a hand
of a new beginner-map game of every rule set once, in whatever thread calls it, so the first
board a player waits for costs only its map (read from a `MapCache`, or drawn) and the warm
render.
"""

from __future__ import annotations

import time

from engine import Game, GameConfig, rule_names, seats_for

from .board import render_board
from .geometry import FORMS
from .hand import render_hand

_PLAYERS = ("warm-a", "warm-b", "warm-c")


def warm_up() -> float:
    """Draw one board in every form and one hand of each rule set; returns the milliseconds it
    took."""
    started = time.perf_counter()
    for rules in rule_names():
        seated = _PLAYERS[: min(len(_PLAYERS), seats_for(rules)[1])]  # 2 for the 2-player game
        game = Game.new(GameConfig(players=seated, seed=1, rules=rules, map="beginner"))
        public = game.view()
        for form in FORMS:
            render_board(public, form=form)
        render_hand(game.view(_PLAYERS[0]), _PLAYERS[0])
    return (time.perf_counter() - started) * 1000
