"""The 2-player variant in words: the neutral players' names, trade tokens, the sentences of the
variant's events and refusals (engine/rules/two_player), and its help topic."""

from __future__ import annotations

from collections.abc import Sequence

from .catalogue import Catalogue, Message
from .common import Names, cards, name, two_sentences

_READ = "I can't read “{text}”: "
_TOKENS = ("{count} trade token", "{count} trade tokens", "count")

MESSAGES = (
    Message("player.neutral", "Neutral {number}"),
    # The words after `tokens` as a player types them (`/tokens ruil`): the notation's own
    # English word is the id's last part, each language's word the message.
    Message("token_action.trade", "trade"),
    Message("token_action.robber", "robber"),
    Message("token_action.knight", "knight"),
    Message("trade_mode.resources", "resources"),
    Message("trade_mode.all", "all"),
    # Events.
    Message(
        "event.second_roll_repeated",
        "{player}'s second roll, {total} ({first}+{second}), equals the first: rolled again.",
    ),
    Message("event.neutral_owed.road", "{player} must now build a road for a neutral player."),
    Message(
        "event.neutral_owed.settlement",
        "{player} must now build a settlement for a neutral player (a road where none fits).",
    ),
    Message(
        "event.neutral_owed.any",
        "{player} must now build a road or a settlement for a neutral player.",
    ),
    Message(
        "event.neutral_owed.knight",
        "{player} must now place a basic knight for a neutral player (a road where none fits).",
    ),
    Message(
        "event.neutral_owed.promotion",
        "{player} must now promote a neutral player's basic knight to strong.",
    ),
    Message(
        "event.knight_removed",
        "{player} takes their knight off intersection {at} for chips.",
    ),
    Message(
        "event.tokens_earned.knight_removed",
        "{player} takes {count} trade token for a knight taken off the board.",
        "{player} takes {count} trade tokens for a knight taken off the board.",
        "count",
    ),
    Message(
        "event.tokens_spent.trade_all",
        "{player} pays {count} trade token for a forced trade of all cards.",
        "{player} pays {count} trade tokens for a forced trade of all cards.",
        "count",
    ),
    Message(
        "event.neutral_lapsed.promotion",
        "No neutral knight can be promoted: {player}'s promotion has no neutral counterpart.",
    ),
    Message(
        "event.neutral_lapsed",
        "No neutral player has room for another piece: {player} builds nothing for them.",
    ),
    Message(
        "event.tokens_earned.desert",
        "{player} takes {count} trade token for a settlement next to the desert.",
        "{player} takes {count} trade tokens for a settlement next to the desert.",
        "count",
    ),
    Message(
        "event.tokens_earned.coast",
        "{player} takes {count} trade token for a settlement on the coast.",
        "{player} takes {count} trade tokens for a settlement on the coast.",
        "count",
    ),
    Message(
        "event.tokens_earned.desert_coast",
        "{player} takes {count} trade token for a settlement on the coast next to the desert.",
        "{player} takes {count} trade tokens for a settlement on the coast next to the desert.",
        "count",
    ),
    Message(
        "event.tokens_earned.knight",
        "{player} takes {count} trade token for a played knight card.",
        "{player} takes {count} trade tokens for a played knight card.",
        "count",
    ),
    Message(
        "event.tokens_earned.short",
        "Only {count} of the {due} was left in the supply.",
        "Only {count} of the {due} were left in the supply.",
        "count",
    ),
    Message(
        "event.tokens_earned.none",
        "{player} would take {due} trade tokens, but the supply is empty.",
    ),
    Message(
        "event.tokens_spent.trade",
        "{player} pays {count} trade token for a forced trade.",
        "{player} pays {count} trade tokens for a forced trade.",
        "count",
    ),
    Message(
        "event.tokens_spent.robber",
        "{player} pays {count} trade token to send the robber to the desert.",
        "{player} pays {count} trade tokens to send the robber to the desert.",
        "count",
    ),
    Message(
        "event.knight_cashed",
        "{player} turns in a played knight card ({knights} left in their army).",
    ),
    Message("event.cards_drawn.cards", "{player} draws {cards} from {victim}."),
    Message(
        "event.cards_drawn",
        "{player} draws {count} card at random from {victim}.",
        "{player} draws {count} cards at random from {victim}.",
        "count",
    ),
    Message("event.cards_drawn.none", "{player} draws nothing from {victim}."),
    Message("event.cards_given_back.cards", "{player} gives {cards} to {victim} in exchange."),
    Message(
        "event.cards_given_back",
        "{player} gives {count} card to {victim} in exchange.",
        "{player} gives {count} cards to {victim} in exchange.",
        "count",
    ),
    # Refusals.
    Message("refusal.place_neutral_first", "Build the piece you owe a neutral player first."),
    Message("refusal.give_back_first", "Give your opponent their cards in exchange first."),
    Message(
        "refusal.neutral_settlement_owed",
        "A neutral settlement fits on the board, so you owe a settlement, not a road.",
    ),
    Message("refusal.neutral_road_owed", "You owe a neutral player a road, not a settlement."),
    Message("refusal.no_neutral_owed", "You owe the neutral players no piece now."),
    Message("refusal.no_such_neutral", "There is no neutral player {neutral}: choose 1 to {last}."),
    Message(
        "refusal.neutral_road_not_connected",
        "Neutral {neutral}'s road must join its own settlement or roads.",
    ),
    Message(
        "refusal.neutral_needs_road",
        "Neutral {neutral} has no road leading to intersection {intersection}.",
    ),
    Message("refusal.token_action_used", "You have already used a trade-token action this turn."),
    Message(
        "refusal.not_enough_tokens",
        "That costs {price} trade token; you have {held}.",
        "That costs {price} trade tokens; you have {held}.",
        "price",
    ),
    Message("refusal.forced_trade_empty", "{player} holds no card you could draw."),
    Message(
        "refusal.forced_trade_cannot_give",
        "After the draw you could not give {count} cards in exchange.",
    ),
    Message("refusal.robber_on_desert", "The robber is already on the desert."),
    Message("refusal.no_desert", "This map has no desert to send the robber to."),
    Message("refusal.knight_cashed", "You have already turned in a knight card this turn."),
    Message("refusal.no_played_knight", "You have no played knight card to turn in."),
    Message(
        "refusal.token_supply_empty",
        "The token supply is empty: a knight card turned in would earn nothing.",
    ),
    Message("refusal.nothing_to_give", "You owe nobody cards now."),
    Message(
        "refusal.neutral_knight_owed",
        "A neutral knight fits on the board, so you owe a knight, not a road.",
    ),
    Message(
        "refusal.neutral_promotion_owed",
        "You owe a neutral player a knight's promotion; nothing else stands in for it.",
    ),
    Message(
        "refusal.no_neutral_knight",
        "Neutral {neutral} has no knight on intersection {intersection}.",
    ),
    Message(
        "refusal.neutral_knight_capped",
        "The neutral knight on {intersection} is strong already: neutral knights go no higher.",
    ),
    Message(
        "refusal.knight_removed_this_turn",
        "You have already taken a knight off the board for chips this turn.",
    ),
    Message(
        "refusal.forced_trade_mode",
        "Say which forced trade: “tokens trade resources” (commodities set aside) or “tokens"
        " trade all” (every card, at twice the price).",
    ),
    Message(
        "refusal.alchemist_second_roll",
        "The Alchemist can only set your first roll of the turn, not the second.",
    ),
    Message(
        "refusal.not_weakest_knight",
        "Choose one of the neutral player's weakest knights (intersection {intersection} is"
        " not one).",
    ),
    Message(
        "refusal.wrong_give_count",
        "Give exactly {owed} cards (you named {given}).",
    ),
    Message("refusal.give_resources_only", "Only resource cards can be given in exchange."),
    Message(
        "refusal.friendly_robber",
        "The friendly robber spares hex {hex}: a player there has 2 points or fewer.",
    ),
    Message(
        "refusal.bad_notation.not_a_neutral",
        _READ + "“{word}” is not a neutral player (1 or 2).",
    ),
    Message(
        "refusal.bad_notation.neutral_piece",
        _READ + "a neutral player gets a road, a settlement, a knight or a promotion, like"
        " “neutral 1 road 9-13” or “neutral 2 knight 50”.",
    ),
    Message(
        "refusal.bad_notation.tokens",
        _READ + "the token actions are “tokens trade” (in C&K “tokens trade resources” or"
        " “tokens trade all”), “tokens robber” and “tokens knight” (in C&K “tokens knight N”).",
    ),
    Message(
        "config.neutral_start",
        "The neutral players need two free intersections of the map apart from each other"
        " ({vertex} is not one).",
    ),
    # Help.
    Message(
        "help.two_player",
        "**Two players**\nWith 2 seats the game follows the official variant for two. Two "
        "neutral players start with a settlement each (on the board in their own colours, "
        "marked N1 and N2). After every road or settlement you build, you build one for a "
        "neutral player too (`/neutral`). You roll twice a turn (a second roll equal to the "
        "first is rolled again) and build and trade after both. Each player starts with 5 "
        "trade tokens (20 in all): a settlement next to the desert earns 2, one on the coast 1, "
        "and a played knight card turned in earns 2 (`/tokens knight`). Once a turn, "
        "`/tokens trade` draws 2 cards at random from your opponent, who gets 2 of your choice "
        "back, or `/tokens robber` sends the robber to the desert: 1 token, or 2 while you are "
        "ahead.",
    ),
    Message(
        "help.two_player_ck",
        "**Cities & Knights for two**\nThe game for two with the C&K rules, to 13 points. "
        "Everything of the game for two holds; besides: for every knight you recruit a neutral "
        "player gets a basic knight (a road where none fits), and for every knight you promote "
        "from basic to strong a neutral knight is promoted (never past strong; `/neutral`). "
        "Neutral knights never activate nor defend. You roll all three dice twice a turn (only "
        "the number dice are rolled again on a repeat), and the Alchemist sets only the first "
        "roll. Trade tokens are called chips: taking one of your own knights off the board "
        "earns 1, 2 or 3 by its rank, once a turn (`/tokens knight`). The forced trade is "
        "either `resources` (the opponent's commodities set aside) or `all` cards at twice the "
        "price. The Deserter may take a neutral's weakest knight.",
    ),
)


def neutral_name(words: Catalogue, number: int) -> str:
    """The name a neutral player goes by ("Neutral 1")."""
    return words.say("player.neutral", number=number)


def _earned(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e["player"], names)
    count, due = e["count"], e["due"]
    if not count:
        return w.say("event.tokens_earned.none", player=player, due=due)
    text = w.say(f"event.tokens_earned.{e['reason']}", player=player, count=count)
    if isinstance(count, int) and isinstance(due, int) and count < due:
        return two_sentences(w, text, w.say("event.tokens_earned.short", count=count, due=due))
    return text


def _spent(w: Catalogue, e: dict[str, object], names: Names) -> str:
    return w.say(
        f"event.tokens_spent.{e['action']}", player=name(e["player"], names), count=e["count"]
    )


def _owed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    return w.say(f"event.neutral_owed.{e['piece']}", player=name(e["player"], names))


def _lapsed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    key = "event.neutral_lapsed.promotion" if e["piece"] == "promotion" else "event.neutral_lapsed"
    return w.say(key, player=name(e["player"], names))


def _secret_cards(message: str) -> object:
    def word(w: Catalogue, e: dict[str, object], names: Names) -> str:
        params = {"player": name(e["player"], names), "victim": name(e["victim"], names)}
        if not e.get("count"):
            return w.say(f"{message}.none", **params)
        if e.get("cards") is not None:
            return w.say(f"{message}.cards", cards=cards(w, e["cards"]), **params)
        return w.say(message, count=e["count"], **params)

    return word


def _plain(message: str, *fields: str) -> object:
    def word(w: Catalogue, e: dict[str, object], names: Names) -> str:
        params: dict[str, object] = {f: e.get(f) for f in fields}
        return w.say(message, player=name(e.get("player"), names), **params)

    return word


def _repeated(w: Catalogue, e: dict[str, object], names: Names) -> str:
    """The second roll set aside, with its two dice (`8 (3+5)`), as a roll is shown."""
    dice: Sequence[object] = e.get("dice") or (0, 0)  # type: ignore[assignment]
    first, second = dice[0], dice[1]
    return w.say(
        "event.second_roll_repeated",
        player=name(e.get("player"), names),
        total=e.get("total"),
        first=first,
        second=second,
    )


WORDINGS = {
    "SecondRollRepeated": _repeated,
    "NeutralOwed": _owed,
    "NeutralLapsed": _lapsed,
    "TokensEarned": _earned,
    "TokensSpent": _spent,
    "KnightCashed": _plain("event.knight_cashed", "knights"),
    "KnightRemoved": _plain("event.knight_removed", "at"),
    "CardsDrawn": _secret_cards("event.cards_drawn"),
    "CardsGivenBack": _secret_cards("event.cards_given_back"),
}
