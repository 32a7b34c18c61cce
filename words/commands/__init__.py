"""The slash commands' words: every command's, group's and option's name and description, and
the choices' names, under `command.<command path>.name|description`,
`command.<command path>.option.<option>.name|description` and `command.choice.<list>.<value>`.

The English names are the commands' own (a translation gives the name a Dutch or German player
types: lower case, at most 32 letters, digits, `-` or `_`); the bot's `Translator`
(bot/discord_app/commands.py) hands them to Discord for each locale.

One module a command group, named as the bot's package that declares those commands
(bot/discord_app/<group>/): `build`, `cards`, `cities`, `info`, `leagues`, `lobby`,
`personal`, `seafarers`, `tournaments`, `trade`, `turn` and `twoplayer`; the choices' names
are in `choices`. A language keeps them all in one `.po` file,
`words/locale/<language>/commands.po`, which `MESSAGES` gathers them for: a message moved
between these modules stays in that file."""

from __future__ import annotations

from ..catalogue import Message
from . import (
    build,
    cards,
    choices,
    cities,
    info,
    leagues,
    lobby,
    personal,
    seafarers,
    tournaments,
    trade,
    turn,
    twoplayer,
)

MESSAGES: tuple[Message, ...] = (
    choices.MESSAGES
    + build.MESSAGES
    + cards.MESSAGES
    + cities.MESSAGES
    + info.MESSAGES
    + leagues.MESSAGES
    + lobby.MESSAGES
    + personal.MESSAGES
    + seafarers.MESSAGES
    + tournaments.MESSAGES
    + trade.MESSAGES
    + turn.MESSAGES
    + twoplayer.MESSAGES
)
