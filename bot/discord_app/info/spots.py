"""Where a piece may go now, privately: `/board spots:` and the Build menu's Show where button.
The spots are the engine's legal moves (read through the service), marked on the board."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.common.spots import BUILD_PIECES, asked_spots, buildable, none_line, piece_named, where
from bot.discord_app.actions import channel_of, moves_for
from bot.discord_app.components import Ref
from bot.discord_app.errors import logged
from bot.discord_app.language import reader_words
from bot.discord_app.respond import Reply, user_of
from bot.service import Refusal
from bot.service.outcome import Moves
from words import say, speak

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


async def piece_choices(
    interaction: discord.Interaction[Any], typed: str
) -> list[app_commands.Choice[str]]:
    """`/board spots:` autocomplete: only the pieces the user may build somewhere now, named
    in their language (none to someone without a seat or not awaited)."""
    bot: HexhavenBot = interaction.client
    if interaction.channel_id is None:
        return []
    try:
        moves = await bot.service.tables.moves(interaction.channel_id, user_of(interaction))
    except Refusal:
        return []
    except Exception as exc:  # an answer must still go back; the log keeps the details
        logged(exc)
        return []
    if moves.player is None or moves.player not in moves.awaiting:
        return []
    w = await reader_words(interaction)
    wanted = typed.strip().lower()
    out = []
    for piece in buildable(moves.legal):
        name = w.say(f"piece.{piece}")
        if wanted in name.lower() or wanted in piece:
            out.append(app_commands.Choice(name=name, value=piece))
    return out


async def send_spots(bot: HexhavenBot, interaction: discord.Interaction[Any], typed: str) -> None:
    """The board with the legal spots of one piece marked, for the asker alone, with how many
    there are and the command that builds there (or a sentence saying there is none)."""
    reply = Reply(interaction)
    await reply.ack()
    piece = piece_named(typed)
    moves = await bot.service.tables.moves(channel_of(interaction), user_of(interaction))
    found = asked_spots(moves, piece)
    if not found:
        await reply.say(none_line(piece))
        return
    _, lines = where(moves.legal, [piece])
    await send_marked(bot, reply, moves, found, lines)


async def show_where(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The Build menu's Show where: every spot of the menu's pieces marked on one board, for
    the presser alone (a stale menu is refused, as its moves would be)."""
    reply = Reply(interaction)
    await reply.ack()
    _, moves = await moves_for(bot, interaction, None, ref)
    found, lines = where(moves.legal, BUILD_PIECES)
    if not found:
        await reply.say(say("spots.nothing"))
        return
    await send_marked(bot, reply, moves, found, lines)


async def send_marked(
    bot: HexhavenBot,
    reply: Reply,
    moves: Moves,
    found: Mapping[str, Sequence[Any]],
    lines: Sequence[str],
) -> None:
    """The public board with `found` marked, drawn in the reader's language, and `lines`."""
    words = await reply.words()
    png = await bot.pictures.board(moves.view, moves.names, found, language=words.language)
    await reply.say(
        "\n".join(speak(line, words) for line in lines),
        file=discord.File(io.BytesIO(png), filename="spots.png"),
    )
