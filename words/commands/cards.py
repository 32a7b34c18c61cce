"""`/buy` and `/play`: the names and descriptions of buying and playing cards."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.buy.name", "buy"),
    Message("command.buy.description", "Buy a development card ({cost})"),
    Message("command.play.name", "play"),
    Message("command.play.description", "Play a development or progress card (or reveal a point)"),
    Message("command.play.option.card.name", "card"),
    Message(
        "command.play.option.card.description",
        "The card (and what to take with it); in Cities & Knights a progress card",
    ),
    Message("command.play.option.target.name", "target"),
    Message(
        "command.play.option.target.description",
        "Cities & Knights: the card's target (the list shows the legal ones)",
    ),
)
