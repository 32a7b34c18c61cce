"""Cities & Knights: `/knight build|activate|promote|move|displace|chase`, `/wall`,
`/improve` and `/choose`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.knight.name", "knight"),
    Message("command.knight.description", "Lead your knights"),
    Message("command.knight.build.name", "build"),
    Message("command.knight.build.description", "Build a basic knight ({cost})"),
    Message("command.knight.build.option.spot.name", "spot"),
    Message(
        "command.knight.build.option.spot.description", "A free intersection on your roads, e.g. 23"
    ),
    Message("command.knight.activate.name", "activate"),
    Message("command.knight.activate.description", "Activate a knight ({cost})"),
    Message("command.knight.activate.option.spot.name", "spot"),
    Message("command.knight.activate.option.spot.description", "Your knight's intersection"),
    Message("command.knight.promote.name", "promote"),
    Message("command.knight.promote.description", "Promote a knight ({cost})"),
    Message("command.knight.promote.option.spot.name", "spot"),
    Message("command.knight.promote.option.spot.description", "Your knight's intersection"),
    Message("command.knight.move.name", "move"),
    Message("command.knight.move.description", "Move an active knight along your roads"),
    Message("command.knight.move.option.move.name", "move"),
    Message("command.knight.move.option.move.description", "From where to where, e.g. 23 30"),
    Message("command.knight.displace.name", "displace"),
    Message("command.knight.displace.description", "Drive away a weaker knight"),
    Message("command.knight.displace.option.move.name", "move"),
    Message(
        "command.knight.displace.option.move.description",
        "Your knight, then the knight to drive away, e.g. 23 30",
    ),
    Message("command.knight.chase.name", "chase"),
    Message("command.knight.chase.description", "Chase the robber away with a knight"),
    Message("command.knight.chase.option.move.name", "move"),
    Message(
        "command.knight.chase.option.move.description",
        "Your knight, the robber's new hex, whom you rob",
    ),
    Message("command.wall.name", "wall"),
    Message("command.wall.description", "Build a city wall under a city ({cost})"),
    Message("command.wall.option.spot.name", "spot"),
    Message("command.wall.option.spot.description", "Your city's intersection"),
    Message("command.improve.name", "improve"),
    Message("command.improve.description", "Improve your cities: trade, politics, science"),
    Message("command.improve.option.track.name", "track"),
    Message("command.improve.option.track.description", "The track to raise by a level"),
    Message("command.choose.name", "choose"),
    Message("command.choose.description", "Make the choice the game waits for"),
    Message("command.choose.option.option.name", "option"),
    Message(
        "command.choose.option.option.description", "One of your options (the list shows them)"
    ),
)
