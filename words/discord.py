"""The Discord adapter's own words: button and menu labels, placeholders, the pickers' texts,
the lobby's and the settings' answers, and the sentences for failures the adapter itself
finds (a stale panel, a command used outside a server)."""

from __future__ import annotations

from .catalogue import Message

_ERRORS = (
    Message(
        "discord.error.stale",
        "That panel is out of date; use the newest one at the bottom of the thread.",
    ),
    Message(
        "discord.error.no_private",
        "Hexhaven games live in servers: use this command in a server's channel.",
    ),
    Message("discord.error.check_failed", "You cannot use that command here."),
    Message(
        "discord.error.unexpected",
        "Something went wrong on our side (error id `{error}`). Please try again.",
    ),
    Message("discord.error.no_table", "There is no table here. Open one with /game new."),
    Message("discord.error.not_in_thread", "Use this in a game's thread."),
    Message("discord.error.no_game", "There is no game going on here."),
    Message("discord.error.wrong_place", "Open a table from a server's text channel."),
    Message("discord.error.pick_move", "Pick one of the moves in the menu."),
    Message("discord.error.pick_card", "Pick one of the cards in the menu."),
    Message("discord.error.no_discard", "You have nothing to discard."),
    Message("discord.error.not_seated", "You do not have a seat at this table."),
    Message("discord.error.not_playable", "{card}: {why}"),
)

_LOBBY = (
    Message(
        "discord.lobby.joined", "You have a seat. The host starts the game when everyone is here."
    ),
    Message("discord.lobby.seated", "You have a seat."),
    Message("discord.lobby.left", "You left the table."),
    Message("discord.lobby.started", "The game is on!"),
    Message("discord.lobby.kicked", "{player} was removed."),
    Message("discord.lobby.asked", "Asked: the host can approve with /game approve."),
    Message("discord.lobby.approved", "{player} takes over the seat."),
    Message("discord.lobby.abandoned", "The game is abandoned."),
    Message("discord.lobby.returned", "Your seat is yours again."),
    Message("discord.lobby.opening", "🎲 {player} is opening a Catan table…"),
    Message("discord.lobby.opened", "🎲 {player} opened a Catan table: join in {thread}!"),
    Message("discord.lobby.thread", "Catan · {player}'s table"),
    Message("discord.lobby.ready", "Your table is ready in {thread}."),
)

_PANEL = (
    Message("discord.panel.join", "Join"),
    Message("discord.panel.leave", "Leave"),
    Message("discord.panel.start", "Start the game"),
    Message("discord.panel.progress", "Progress cards"),
    Message("discord.panel.choose", "Choose"),
    Message("discord.panel.roll", "Roll"),
    Message("discord.panel.build", "Build"),
    Message("discord.panel.cities", "Knights & cities"),
    Message("discord.panel.trade", "Trade"),
    Message("discord.panel.end", "End turn"),
    Message("discord.panel.pass", "Pass"),
    Message("discord.panel.place", "Place"),
    Message("discord.panel.card", "Play a card"),
    Message("discord.panel.discard", "Discard"),
    Message("discord.panel.robber", "Move the robber"),
    Message("discord.panel.free_road", "Place a free road"),
    Message("discord.panel.neutral", "Build for a neutral"),
    Message("discord.panel.give", "Give cards"),
    Message("discord.panel.pirate", "Move the pirate"),
    Message("discord.panel.tokens", "Tokens"),
    Message("discord.panel.hand", "My hand"),
    Message("discord.panel.moves", "All my moves"),
    Message("discord.panel.catchup", "Catch up"),
    Message("discord.panel.counter", "Counter-offer"),
    Message("discord.panel.accept", "Accept offer"),
    Message("discord.panel.decline", "Decline offer"),
    Message("discord.panel.withdraw", "Withdraw offer"),
    Message("discord.panel.trade_with", "Trade with {player}"),
    Message("discord.panel.title", "Turn panel"),
    Message("discord.panel.reposted", "The panel is at the bottom of the thread."),
    Message("discord.publish.your_move", "➡️ {players}: your move."),
)

_MENUS = (
    Message("discord.menu.more", "{placeholder} (more: {first}+)"),
    Message("discord.menu.build.title", "What will you build?"),
    Message("discord.menu.build.empty", "Nothing to build now."),
    Message("discord.menu.card.title", "Which card will you play?"),
    Message("discord.menu.card.empty", "No card can be played now."),
    Message("discord.menu.trade.title", "Trade with the bank, or answer or close an offer:"),
    Message("discord.menu.trade.empty", "No bank trade is open to you."),
    Message("discord.menu.robber.title", "Where does the robber go, and whom do you rob?"),
    Message("discord.menu.robber.empty", "The robber is not yours to move."),
    Message("discord.menu.pirate.title", "Where does the pirate go, and whom do you rob?"),
    Message("discord.menu.pirate.empty", "The pirate is not yours to move."),
    Message("discord.menu.moves.title", "Everything you can do now:"),
    Message("discord.menu.moves.empty", "Nothing to do now."),
    Message("discord.menu.cities.title", "Walls, improvements and knights:"),
    Message("discord.menu.cities.empty", "No wall, improvement or knight move is open to you now."),
    Message("discord.menu.choose.title", "Your choice:"),
    Message("discord.menu.choose.empty", "The game waits for someone else's choice."),
    Message("discord.menu.neutral.title", "Which piece for which neutral player?"),
    Message("discord.menu.neutral.empty", "You owe the neutral players nothing."),
    Message("discord.menu.tokens.title", "Use your trade tokens:"),
    Message("discord.menu.tokens.empty", "No token action is open to you now."),
    Message("discord.menu.give.title", "Which two cards do you give in exchange?"),
    Message("discord.menu.give.empty", "You owe nobody cards now."),
    Message("discord.menu.possible", "You can: {moves}."),
    Message("discord.menu.empty", "{empty} {possible}"),
    Message("discord.menu.offer_still", "{empty} You can still offer the players a trade."),
    Message("discord.menu.offer", "Offer the players a trade…"),
    Message("discord.menu.show_where", "Show where"),
)

#: What a player can do, by kind of move (the menus' "You can: …").
KINDS = {
    "roll": "roll the dice",
    "settlement": "build",
    "city": "build",
    "road": "build",
    "buy": "buy a development card",
    "card": "play a card",
    "robber": "move the robber",
    "discard": "discard",
    "answer": "answer the offer",
    "close": "close your offer",
    "bank": "trade",
    "end": "end your turn",
    "wall": "build a city wall",
    "improve": "improve a city",
    "knight": "build a knight",
    "activate": "activate a knight",
    "promote": "promote a knight",
    "move": "move a knight",
    "displace": "displace a knight",
    "chase": "chase the robber",
    "metropolis": "place a metropolis",
    "pillage": "choose the pillaged city",
    "relocate": "move your displaced knight",
    "aqueduct": "take the Aqueduct's resource",
    "draw": "draw a progress card",
    "return": "put back a progress card",
    "neutral": "build for a neutral player",
    "tokens": "use trade tokens",
    # `give`: the 2-player variant's cards given back, or a Wedding's gift (C&K).
    "give": "give cards",
    "repair": "repair a sabotaged city",
    "take": "take cards (Master Merchant)",
    "harbor": "trade with the Commercial Harbor",
    "desert": "give up a knight (Deserter)",
    "deserter": "place the deserted knight",
    "diplomat": "place the removed road",
    "spy": "take a progress card (Spy)",
    "commit": "commit knights",
    "ship": "build a ship",
    "sail": "move a ship",
    "pirate": "move the pirate",
    "gold": "take resources for gold",
    "token": "move a number token",
}
_KINDS = tuple(Message(f"discord.kind.{kind}", text) for kind, text in KINDS.items())

_PICKERS = (
    Message("discord.picker.left", "{resource} ({count} left)"),
    Message("discord.picker.start_over", "Start over"),
    Message(
        "discord.discard.text",
        "Discard {owed} card. Picked so far: {cards} ({picked} of {owed}).",
        "Discard {owed} cards. Picked so far: {cards} ({picked} of {owed}).",
        "owed",
    ),
    Message("discord.discard.add", "Add a card"),
    Message("discord.discard.button", "Discard"),
    Message("discord.discard.these", "Discard {cards}"),
    Message("discord.offer.offer", "Offer a trade"),
    Message("discord.offer.propose", "Propose a trade"),
    Message("discord.offer.heading", "**{title}** to {whom}."),
    Message("discord.offer.hand", "Your hand: {cards}."),
    Message("discord.offer.sides", "You give: {give}. You get: {get}."),
    Message("discord.offer.everyone", "everyone"),
    Message("discord.offer.give_more", "You give one more…"),
    Message("discord.offer.get_more", "You get one more…"),
    Message("discord.offer.give_less", "one {resource} fewer to give"),
    Message("discord.offer.get_less", "one {resource} fewer to get"),
    Message("discord.offer.take_back", "Take one back…"),
    Message("discord.offer.to_whom", "To whom?"),
)

_PROGRESS = (
    Message("discord.progress.card", "{card} ({deck})"),
    Message("discord.progress.not_now", "{card} · not now: {why}"),
    Message("discord.progress.cancel", "Cancel"),
    Message("discord.progress.which", "Which card?"),
    Message("discord.progress.harbor", "Commercial Harbor: offer a player…"),
    Message("discord.progress.none", "You hold no progress card."),
    Message("discord.progress.none_playable", "None of your progress cards can be played now."),
    Message("discord.progress.pick", "Which progress card will you play?"),
    Message("discord.progress.no_change", "it cannot change anything now."),
    Message("discord.progress.cannot", "{card} cannot be played now: {why}"),
    Message("discord.progress.play", "Play {card}"),
    Message("discord.progress.play_it", "{play}. Play it?"),
    Message("discord.progress.choose", "{card}: choose…"),
    Message("discord.progress.how", "{card}: choose how to play it."),
    Message(
        "discord.progress.how_best", "{card}: choose how to play it (the best 100 are listed)."
    ),
    Message("discord.progress.your_choice", "Your choice…"),
    Message("discord.progress.next", "Next:"),
    Message(
        "discord.progress.waiting",
        "⏳ Waiting for {players} to answer, each privately (/status shows who still has to).",
    ),
    Message("discord.progress.cancelled", "Cancelled: nothing was played."),
)

_PERSONAL = (
    Message("discord.reminders.on", "I will send you direct messages: reminders and private news."),
    Message(
        "discord.reminders.off",
        "No more direct messages: reminders come as mentions in the game's thread.",
    ),
    Message("discord.done", "Done."),
    Message(
        "discord.settings.language.set",
        "From now on I speak {language} to you, wherever only you read it.",
    ),
    Message(
        "discord.settings.language.follow",
        "I follow your Discord language again ({language} for now).",
    ),
    Message("discord.tournament.thread", "Round {round} · table {table}"),
)

MESSAGES = _ERRORS + _LOBBY + _PANEL + _MENUS + _KINDS + _PICKERS + _PROGRESS + _PERSONAL
