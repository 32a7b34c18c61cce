"""Seafarers: `/ship build|move`, `/pirate`, `/gold` and `/token`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.ship.name", "ship"),
    Message("command.ship.description", "Build or move a ship"),
    Message("command.ship.build.name", "build"),
    Message("command.ship.build.description", "Build a ship ({cost})"),
    Message("command.ship.build.option.spot.name", "spot"),
    Message("command.ship.build.option.spot.description", "A sea or coastal path, e.g. 12-17"),
    Message("command.ship.move.name", "move"),
    Message("command.ship.move.description", "Move the last ship of an open route"),
    Message("command.ship.move.option.move.name", "move"),
    Message(
        "command.ship.move.option.move.description", "From which path to which, e.g. 12-17 17-23"
    ),
    Message("command.pirate.name", "pirate"),
    Message("command.pirate.description", "Move the pirate and steal from a ship"),
    Message("command.pirate.option.move.name", "move"),
    Message("command.pirate.option.move.description", "Where the pirate goes and whom you rob"),
    Message("command.gold.name", "gold"),
    Message("command.gold.description", "Take the resources your gold gives you"),
    Message("command.gold.option.resources.name", "resources"),
    Message("command.gold.option.resources.description", "The resources you take, e.g. grain ore"),
    Message("command.token.name", "token"),
    Message("command.token.description", "Greater Catan: the number token to move"),
    Message("command.token.option.hex.name", "hex"),
    Message("command.token.option.hex.description", "The main-island hex that gives up its number"),
)
