"""The one path every move takes, whether typed as a command or pressed as a button: ack,
ask the service, tell the player privately, post the outcome publicly."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.common.choices import Choice, Table, echo, rank
from bot.common.notation import readable
from bot.discord_app.components import Ref
from bot.discord_app.errors import other_game, stale
from bot.discord_app.language import say_all
from bot.discord_app.panel import undo_button
from bot.discord_app.respond import Reply, user_of
from bot.service import Moves, Outcome, Refusal, TableInfo, refusal, refusal_codes
from bot.service.outcome import view_of
from words import say, speak

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


def channel_of(interaction: discord.Interaction[Any]) -> int:
    """The id the service keys the table by: the channel (a game's thread) of the interaction."""
    if interaction.channel_id is None:
        raise Refusal("unknown_channel", say("discord.error.not_in_thread"))
    return interaction.channel_id


async def current_table(bot: HexhavenBot, channel: int, ref: Ref | None) -> TableInfo:
    """The channel's table, refusing when a component belongs to another game."""
    info = await bot.service.tables.table_info(channel)
    if info is None:
        raise Refusal("unknown_channel", say("discord.error.no_table"))
    if ref is not None and ref.table != info.id:
        raise other_game()
    return info


async def perform(
    bot: HexhavenBot,
    interaction: discord.Interaction[Any],
    notation: str,
    ref: Ref | None = None,
    *,
    check_version: bool = True,
) -> Outcome:
    """Play a move for the interaction's user and publish what happened.

    A component's `ref` ties the move to its table and, unless `check_version` is off, to the
    version it was drawn for, so a stale button changes nothing. The service reads the table
    once; its outcome carries what the reply and the post need.
    """
    reply = Reply(interaction)
    await reply.ack()
    channel = channel_of(interaction)
    user = user_of(interaction)
    version = ref.version if ref is not None and check_version else None
    table = ref.table if ref is not None else None
    with bot.publisher.making(channel):
        outcome = await bot.service.play.act(channel, user, notation, version=version, table=table)
        words = await reply.words()
        mine = say_all(outcome.private.get(user.id, ()), words)
        prompt = outcome.prompt_for(user.id)
        if prompt is not None:
            mine.append(f"➡️ {speak(prompt.private, words)}")
        done = speak(made(notation, outcome, user.id), words)
        # A move its player may take back alone gets an Undo button, good until anyone acts.
        undo = None
        if outcome.undoable and outcome.table is not None and outcome.version is not None:
            undo = undo_button(outcome.table, outcome.version, words)
        try:
            await reply.say("\n".join([f"✅ {done}", *mine]), view=undo)
        finally:
            # The move is stored: its thread is told even if the player's reply failed.
            await bot.publisher.post(channel, outcome, actor=user.id)
    return outcome


async def take_back(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref | None = None
) -> None:
    """`/undo` or the Undo button: take back the user's last move (or ask the others), and
    post what happened. A button is tied to the version its move left."""
    reply = Reply(interaction)
    await reply.ack()
    channel = channel_of(interaction)
    user = user_of(interaction)
    version = ref.version if ref is not None else None
    table = ref.table if ref is not None else None
    with bot.publisher.making(channel):
        outcome = await bot.service.play.undo(channel, user, version=version, table=table)
        mine = outcome.private.get(user.id, ()) or (say("discord.undo.taken"),)
        try:
            await reply.say("\n".join(f"✅ {line}" for line in say_all(mine, await reply.words())))
        finally:
            await bot.publisher.post(channel, outcome, actor=user.id)


async def answer_undo(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Agree or Refuse under a request to take moves back."""
    reply = Reply(interaction)
    await reply.ack()
    channel = channel_of(interaction)
    user = user_of(interaction)
    await current_table(bot, channel, ref)
    agree = ref.action == "undo_yes"
    with bot.publisher.making(channel):
        outcome = await bot.service.play.answer_undo(channel, user, agree, version=ref.version)
        try:
            await reply.say(f"✅ {speak(say('discord.undo.answered'), await reply.words())}")
        finally:
            await bot.publisher.post(channel, outcome, actor=user.id)


async def undo_button_pressed(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The Undo button under a move's answer."""
    await take_back(bot, interaction, ref)


def made(notation: str, outcome: Outcome, player: str) -> str:
    """The move a player just made, in the words its menu labels it with (`Road · 12-17`), read
    from the view the outcome carries (the table after it)."""
    if outcome.view is None:  # a move's outcome carries one; the notation would do without
        return f"`{readable(notation, outcome.names)}`"
    return echo(notation, Table(outcome.view, outcome.names, player))


async def named_move(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A button whose action is its own notation (roll, end, accept, decline, cancel)."""
    await perform(bot, interaction, ref.action, ref)


async def publish(
    bot: HexhavenBot, interaction: discord.Interaction[Any], outcome: Outcome
) -> None:
    """Post a lobby outcome in the interaction's channel."""
    await bot.publisher.post(channel_of(interaction), outcome, actor=user_of(interaction).id)


async def moves_for(
    bot: HexhavenBot,
    interaction: discord.Interaction[Any],
    kinds: Sequence[str] | None,
    ref: Ref | None = None,
) -> tuple[list[Choice], Moves]:
    """The user's legal moves of some kinds, worded and ranked, with the state they were read
    from (one read of the table)."""
    moves = await bot.service.tables.moves(channel_of(interaction), user_of(interaction))
    if ref is not None and ref.table != moves.table:
        raise other_game()
    if ref is not None and moves.version != ref.version:
        raise stale()
    if moves.unseated is not None:
        raise moves.unseated
    if not moves.legal:
        raise refusal.not_your_move(moves.awaiting, moves.names)
    table = Table(moves.view, moves.names, moves.player or "", moves.hand)
    return rank(list(moves.legal), table, kinds), moves


async def send_hand(bot: HexhavenBot, interaction: discord.Interaction[Any]) -> None:
    """The user's hand, as a picture and lines only they see."""
    reply = Reply(interaction)
    await reply.ack()
    channel = channel_of(interaction)
    user = user_of(interaction)
    outcome = await bot.service.tables.hand(channel, user)
    view = view_of(outcome)
    you = view["you"]
    player = you["id"] if you else user.id
    words = await reply.words()
    png = await bot.pictures.hand(
        view, player, outcome.names, refusal_codes(view), language=words.language
    )
    lines = say_all(outcome.private.get(user.id, ()), words)
    await reply.say("\n".join(lines), file=discord.File(io.BytesIO(png), filename="hand.png"))
