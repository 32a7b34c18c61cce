"""A turn's moves: `/roll`, `/end`, `/pass`, `/robber`, `/discard`, `/undo` and `/panel`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.roll.name", "roll"),
    Message("command.roll.description", "Roll the dice"),
    Message("command.end.name", "end"),
    Message("command.end.description", "End your turn"),
    Message("command.pass.name", "pass"),
    Message("command.pass.description", "Done building in the special building phase"),
    Message("command.robber.name", "robber"),
    Message("command.robber.description", "Move the robber and steal a card"),
    Message("command.robber.option.move.name", "move"),
    Message("command.robber.option.move.description", "Where the robber goes and whom you rob"),
    Message("command.discard.name", "discard"),
    Message("command.discard.description", "Discard half your cards after a 7"),
    Message("command.discard.option.cards.name", "cards"),
    Message("command.discard.option.cards.description", "What to discard, e.g. 2 ore 1 grain"),
    Message("command.undo.name", "undo"),
    Message("command.undo.description", "Take back your last move, if it revealed nothing"),
    Message("command.panel.name", "panel"),
    Message("command.panel.description", "Post the turn panel again at the bottom"),
)
