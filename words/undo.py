"""Taking moves back: the public lines of an undo and of a request for consent, the refusals,
the buttons and the terminal's words. None of them names a card or a die: an undo only ever
takes back moves that revealed nothing."""

from __future__ import annotations

from .catalogue import Message

MESSAGES: tuple[Message, ...] = (
    Message("service.undo.done", "↩️ {player} took back their last move."),
    Message("service.undo.done_many", "↩️ {player} took back the last {count} moves."),
    Message(
        "service.undo.done_agreed",
        "↩️ With everyone's consent, {player} took back the last {count} moves.",
    ),
    Message(
        "service.undo.asked_moved",
        "↩️ {player} asks to take back their last move and the moves made since ({count} moves"
        " in all). Everyone else, please agree or refuse within {minutes} minutes (the request"
        " lapses when anyone moves).",
    ),
    Message(
        "service.undo.asked_cards",
        "↩️ {player} asks to take back their last move, which moved another player's cards."
        " Everyone else, please agree or refuse within {minutes} minutes (the request lapses"
        " when anyone moves).",
    ),
    Message(
        "service.undo.requested",
        "Your request is posted: the move is taken back once everyone else agrees.",
    ),
    Message("service.undo.off", "Taking moves back is turned off at this table."),
    Message(
        "service.undo.nothing",
        "You have no move to take back since the last move that revealed something.",
    ),
    Message(
        "service.undo.revealed",
        "That cannot be taken back: `{move}` revealed something (dice, a card, a steal or a"
        " new hex), and nothing revealed is ever taken back, even with everyone's consent.",
    ),
    Message(
        "service.undo.no_request",
        "No request to take a move back stands now (a request lapses when anyone moves).",
    ),
    Message(
        "service.undo.lapsed",
        "{player}'s request to take a move back lapsed: it stood for {minutes} minutes without"
        " everyone's consent, so the move stands.",
    ),
    Message("service.undo.not_asked", "Only the other players of the game answer this request."),
    Message("service.undo.refused", "{player} refused: {asker}'s move stands."),
    Message(
        "service.undo.agreed",
        "{player} agreed to take the move back. Answers still awaited: {count}.",
    ),
    Message("service.options.not_a_flag", "The {name} setting is on or off, not {value}."),
    Message("discord.undo.button", "Undo"),
    Message("discord.undo.agree", "Agree"),
    Message("discord.undo.refuse", "Refuse"),
    Message("discord.undo.taken", "Taken back."),
    Message("discord.undo.answered", "Your answer is posted."),
    Message(
        "terminal.undo.help",
        "undo: take back your last move · agree / refuse: answer a request to take one back",
    ),
)
