"""`/build road|settlement|city`: the names and descriptions (with what a piece costs)."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.build.name", "build"),
    Message("command.build.description", "Build a road, settlement or city"),
    Message("command.build.road.name", "road"),
    Message("command.build.road.description", "Build a road ({cost})"),
    Message("command.build.road.option.spot.name", "spot"),
    Message("command.build.road.option.spot.description", "The path, e.g. 12-17"),
    Message("command.build.settlement.name", "settlement"),
    Message("command.build.settlement.description", "Build a settlement ({cost})"),
    Message("command.build.settlement.option.spot.name", "spot"),
    Message("command.build.settlement.option.spot.description", "The intersection, e.g. 23"),
    Message("command.build.city.name", "city"),
    Message("command.build.city.description", "Upgrade a settlement to a city ({cost})"),
    Message("command.build.city.option.spot.name", "spot"),
    Message("command.build.city.option.spot.description", "Your settlement's intersection"),
)
