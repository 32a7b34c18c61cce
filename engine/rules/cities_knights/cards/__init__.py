"""The progress cards' effects (CK-13.5 to CK-13.6, CK-14): the framework
(framework.py: the `play` action, legality, choices awaited, turn effects) and one module per
deck, each declaring its cards: science, trade, politics (with the Deserter, the Diplomat and
the Saboteur in modules of their own)."""

from __future__ import annotations

from . import deserter, diplomat, politics, saboteur, science, trade
from .framework import CARDS, SHOWN, PlayProgress, end_of_turn, refusal, register

__all__ = [
    "CARDS",
    "SHOWN",
    "PlayProgress",
    "deserter",
    "diplomat",
    "end_of_turn",
    "politics",
    "refusal",
    "register",
    "saboteur",
    "science",
    "trade",
]
