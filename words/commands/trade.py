"""`/trade offer|accept|decline|confirm|cancel|bank`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.trade.name", "trade"),
    Message("command.trade.description", "Trade with players or the bank"),
    Message("command.trade.offer.name", "offer"),
    Message("command.trade.offer.description", "Offer the other players a trade"),
    Message("command.trade.offer.option.give.name", "give"),
    Message("command.trade.offer.option.give.description", "What you give, e.g. 1 brick 1 wool"),
    Message("command.trade.offer.option.get.name", "get"),
    Message("command.trade.offer.option.get.description", "What you want, e.g. 2 ore"),
    Message("command.trade.offer.option.to.name", "to"),
    Message(
        "command.trade.offer.option.to.description", "Offer to one player only (default: everyone)"
    ),
    Message("command.trade.accept.name", "accept"),
    Message("command.trade.accept.description", "Accept the open offer"),
    Message("command.trade.decline.name", "decline"),
    Message("command.trade.decline.description", "Decline the open offer"),
    Message("command.trade.confirm.name", "confirm"),
    Message("command.trade.confirm.description", "Trade with a player who accepted your offer"),
    Message("command.trade.confirm.option.player.name", "player"),
    Message("command.trade.confirm.option.player.description", "One of the players who accepted"),
    Message("command.trade.cancel.name", "cancel"),
    Message("command.trade.cancel.description", "Withdraw your open offer"),
    Message("command.trade.bank.name", "bank"),
    Message("command.trade.bank.description", "Trade with the bank: 4:1, or 3:1 / 2:1 at a harbor"),
    Message("command.trade.bank.option.give.name", "give"),
    Message(
        "command.trade.bank.option.give.description",
        "What you give (pick a trade from the list, or type e.g. 4 ore)",
    ),
    Message("command.trade.bank.option.get.name", "get"),
    Message(
        "command.trade.bank.option.get.description",
        "What you take, e.g. 1 grain (not needed when you picked a trade)",
    ),
)
