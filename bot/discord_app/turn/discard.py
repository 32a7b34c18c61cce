"""Discarding on a 7, card by card: a private message whose select adds one card at a time.

The cards picked so far travel in the components' ids (`hx:<table>:<version>:add:0.0.2.1.0`),
so the picker keeps no state and survives a restart. A picker is tied to its table but not to
a version: other players' discards move the version while one picks, and the discard says
exactly what it gives up. The engine checks the discard at the end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.common.notation import card_kinds, counts_text
from bot.discord_app.actions import channel_of, perform
from bot.discord_app.components import ActionButton, ActionSelect, Ref
from bot.discord_app.errors import other_game
from bot.discord_app.language import cards_listed, reader_words
from bot.discord_app.respond import Reply, forget, user_of
from bot.service import Refusal
from bot.service.outcome import view_of
from words import ENGLISH, Catalogue, say
from words.common import resource

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

EMPTY = (0, 0, 0, 0, 0)


def decode(arg: str | None, kinds: Sequence[str] | None = None) -> tuple[int, ...]:
    """Counts from an id's argument (`0.0.2.1.0`), one per card kind (the game's `kinds`, or
    any rule set's number of kinds)."""
    try:
        counts = tuple(int(x) for x in (arg or "").split("."))
    except ValueError:
        counts = ()
    size = len(kinds if kinds is not None else card_kinds(count=len(counts)))
    return counts if len(counts) == size else (0,) * size


def encode(counts: Sequence[int]) -> str:
    """An id's argument from counts."""
    return ".".join(str(n) for n in counts)


def picker(
    ref: Ref,
    owed: int,
    hand: Mapping[str, int],
    counts: Sequence[int],
    w: Catalogue = ENGLISH,
) -> tuple[str, discord.ui.View]:
    """The picker's text and controls for the cards picked so far, in the reader's words."""
    picked = sum(counts)
    kinds = card_kinds(hand)
    left = {r: int(hand.get(r, 0)) - counts[i] for i, r in enumerate(kinds)}
    chosen = cards_listed(w, list(zip(card_kinds(count=len(counts)), counts, strict=False)))
    text = w.say("discord.discard.text", owed=owed, cards=chosen, picked=picked)
    view = discord.ui.View(timeout=None)
    # The largest pile first: discarding its surplus keeps the hand balanced.
    largest = sorted((r for r, n in left.items() if n > 0), key=lambda r: -left[r])
    options = [
        discord.SelectOption(
            label=w.say("discord.picker.left", resource=resource(w, r), count=left[r]), value=r
        )
        for r in largest
    ]
    if picked < owed and options:
        add = w.say("discord.discard.add")
        view.add_item(ActionSelect(ref.to("add", encode(counts)), options, placeholder=add))
    done = (
        w.say("discord.discard.these", cards=chosen) if picked else w.say("discord.discard.button")
    )
    view.add_item(
        ActionButton(
            ref.to("drop", encode(counts)),
            done[:80],
            style=discord.ButtonStyle.danger,
            disabled=picked != owed,
        )
    )
    again = w.say("discord.picker.start_over")
    view.add_item(ActionButton(ref.to("pick"), again, disabled=picked == 0))
    return text, view


async def _state(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref
) -> tuple[int, dict[str, int], int]:
    """What the presser owes and holds, and the table's version now."""
    mine = await bot.service.tables.hand(channel_of(interaction), user_of(interaction))
    if mine.table != ref.table:
        raise other_game()
    view = view_of(mine)  # the presser's view: the public state and their own hand
    you = view["you"]
    owed = view["discards"].get(you["id"], 0) if you else 0
    if you is None or owed <= 0:
        raise Refusal("no_discard", say("discord.error.no_discard"))
    hand = dict(you["hand"])
    return owed, hand, mine.version or 0


async def open_picker(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The panel's Discard button: a fresh picker, privately."""
    reply = Reply(interaction)
    await reply.ack()
    owed, hand, version = await _state(bot, interaction, ref)
    counts = (0,) * len(hand)
    text, view = picker(Ref(ref.table, version, "pick"), owed, hand, counts, await reply.words())
    await reply.say(text, view=view)


async def update_picker(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Add the chosen card (or start over) and redraw the picker in place."""
    owed, hand, _version = await _state(bot, interaction, ref)
    kinds = card_kinds(hand)
    counts = list(decode(ref.arg, kinds)) if ref.action == "add" else [0] * len(kinds)
    for value in values:
        if value in kinds:
            counts[kinds.index(value)] += 1
    text, view = picker(ref, owed, hand, counts, await reader_words(interaction))
    await interaction.response.edit_message(content=text, view=view)
    forget(view)


async def submit_discard(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Discard the picked cards."""
    notation = "discard " + counts_text(decode(ref.arg))
    await perform(bot, interaction, notation, ref, check_version=False)
