"""The game for two: `/neutral`, `/tokens` and `/give`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.neutral.name", "neutral"),
    Message("command.neutral.description", "Build the road or settlement you owe a neutral player"),
    Message("command.neutral.option.move.name", "move"),
    Message(
        "command.neutral.option.move.description", "Which neutral player gets which piece where"
    ),
    Message("command.tokens.name", "tokens"),
    Message(
        "command.tokens.description",
        "Spend trade tokens (forced trade, robber to the desert) or turn in a knight",
    ),
    Message("command.tokens.option.action.name", "action"),
    Message("command.tokens.option.action.description", "What to do with your trade tokens"),
    Message("command.give.name", "give"),
    Message("command.give.description", "Give two cards in exchange after a forced trade"),
    Message("command.give.option.cards.name", "cards"),
    Message("command.give.option.cards.description", "The cards to give, e.g. 1 ore 1 wool"),
)
