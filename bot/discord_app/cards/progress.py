"""Progress cards (Cities & Knights) in Discord: `/play`'s autocomplete of the cards in hand
(playable ones first, the others with the engine's reason) and then of the chosen card's legal
targets, and the private flow the panel's "Progress cards" button opens: pick a card, then its
target from selects (or confirm it with a button), with a Cancel button at every step that
changes nothing. Once a card is played, the choices it asks of its player follow in the same
private flow. Which cards and targets are legal is the engine's call, read through the
service; nothing here decides it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.common.choices import Choice, Table, rank
from bot.discord_app.actions import channel_of, moves_for, perform
from bot.discord_app.autocomplete import shown_choices
from bot.discord_app.components import ActionButton, ActionSelect, Ref
from bot.discord_app.errors import logged
from bot.discord_app.language import reader_words
from bot.discord_app.panel import move_selects
from bot.discord_app.respond import Reply, user_of
from bot.service import Moves, ProgressCard, Refusal
from words import ENGLISH, Catalogue, Phrase, say, speak
from words.cities_knights import track
from words.common import listed

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

PER_SELECT = 25
MAX_SELECTS = 4
#: The kinds of move that follow a card's play in its flow: the choices it asks of its player
#: (and the others' answers, when they press the Choose button) and Commercial Harbor's offers.
FOLLOW_KINDS = (
    "take",
    "harbor",
    "desert",
    "deserter",
    "diplomat",
    "spy",
    "give",
    "discard",
    "commit",
    "relocate",
    "road",
)
#: The component actions of the flow.
ACTIONS = ("progress", "pcard", "pplay", "pdo", "pstop")
GREY, GREEN, RED = (
    discord.ButtonStyle.secondary,
    discord.ButtonStyle.success,
    discord.ButtonStyle.danger,
)


def plays_of(moves: Moves, card: str) -> list[str]:
    """The legal plays of one card (`play inventor I K`, …), as the engine lists them."""
    return [m for m in moves.legal if m.split()[:2] == ["play", card]]


def card_label(c: ProgressCard, w: Catalogue = ENGLISH) -> str:
    """`Crane (science)`, or with why it cannot be played now."""
    text = w.say("discord.progress.card", card=speak(c.name, w), deck=track(w, c.deck))
    if c.playable:
        return text
    return w.say("discord.progress.not_now", card=text, why=speak(c.why or "", w))


def unplayable_lines(cards: Sequence[ProgressCard], w: Catalogue = ENGLISH) -> list[str]:
    """A line per card that cannot be played now, with the engine's reason."""
    return [f"✗ {_why(c, w)}" for c in cards if not c.playable]


def _why(c: ProgressCard, w: Catalogue) -> str:
    return w.say("discord.error.not_playable", card=speak(c.name, w), why=speak(c.why or "", w))


def _cancel(ref: Ref, w: Catalogue) -> ActionButton:
    return ActionButton(ref.to("pstop"), w.say("discord.progress.cancel"), style=RED, emoji="✖️")


def _selects(
    ref: Ref, choices: Sequence[Choice], placeholder: str, w: Catalogue
) -> list[ActionSelect]:
    """Selects of moves (25 a select, up to 4), best first."""
    return move_selects(ref, choices, placeholder, w)


def _view(items: Sequence[discord.ui.Item[Any]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def _ranked(moves: Moves, kinds: Sequence[str] | None, legal: Sequence[str]) -> list[Choice]:
    table = Table(moves.view, moves.names, moves.player or "", moves.hand)
    return rank(list(legal), table, kinds)


def card_picker(moves: Moves, w: Catalogue = ENGLISH) -> tuple[str, discord.ui.View | None]:
    """The first step: the playable cards in a select (and Commercial Harbor's offers, once
    it is played), the others listed with why, and Cancel."""
    ref = Ref(moves.table, moves.version, "pcard")
    playable = [c for c in moves.progress if c.playable and plays_of(moves, c.card)]
    offers = _ranked(moves, ("harbor",), moves.legal)
    items: list[discord.ui.Item[Any]] = []
    if playable:
        options = [
            discord.SelectOption(label=card_label(c, w)[:100], value=c.card)
            for c in dict((c.card, c) for c in playable).values()
        ]
        which = w.say("discord.progress.which")
        items.append(ActionSelect(ref, options[:PER_SELECT], placeholder=which))
    if offers:
        items += _selects(ref.to("pdo"), offers, w.say("discord.progress.harbor"), w)[:2]
    lines = unplayable_lines(moves.progress, w)
    if not moves.progress:
        lines.insert(0, w.say("discord.progress.none"))
    elif not playable:
        lines.insert(0, w.say("discord.progress.none_playable"))
    else:
        lines.insert(0, w.say("discord.progress.pick"))
    if not items:
        return "\n".join(lines), None
    items.append(_cancel(ref, w))
    return "\n".join(lines), _view(items)


def target_picker(
    moves: Moves, card: str, w: Catalogue = ENGLISH
) -> tuple[str, discord.ui.View | None]:
    """The second step: the card's legal plays (selects, or a Play button when there is only
    one), and Cancel."""
    ref = Ref(moves.table, moves.version, "pdo")
    plays = plays_of(moves, card)
    held = next((c for c in moves.progress if c.card == card), None)
    name = speak(held.name, w) if held else card
    if not plays:
        why = speak(held.why, w) if held and held.why else w.say("discord.progress.no_change")
        return w.say("discord.progress.cannot", card=name, why=why), None
    choices = _ranked(moves, ("card",), plays)
    if len(choices) == 1:
        only = choices[0]
        play = w.say("discord.progress.play", card=name)
        button = ActionButton(ref.to("pplay", card), play, style=GREEN, emoji="📜")
        asked = w.say("discord.progress.play_it", play=speak(only.label, w))
        return asked, _view([button, _cancel(ref, w)])
    selects = _selects(ref, choices, w.say("discord.progress.choose", card=name), w)
    how = "how" if len(choices) <= PER_SELECT * MAX_SELECTS else "how_best"
    return w.say(f"discord.progress.{how}", card=name), _view([*selects, _cancel(ref, w)])


def follow_picker(moves: Moves, w: Catalogue = ENGLISH) -> tuple[str, discord.ui.View | None]:
    """What the player must (or may) still choose after a play: the card's own choices, or
    Commercial Harbor's offers (which may be left)."""
    ref = Ref(moves.table, moves.version, "pdo", "c")
    choices = _ranked(moves, FOLLOW_KINDS, moves.legal)
    if not choices:
        return "", None
    your_choice = w.say("discord.progress.your_choice")
    items: list[discord.ui.Item[Any]] = list(_selects(ref, choices, your_choice, w))
    if all(c.kind == "harbor" and len(c.value.split()) == 3 for c in choices):
        items.append(_cancel(ref, w))  # the offers are optional
    return w.say("discord.progress.next"), _view(items)


async def open_cards(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref | None
) -> None:
    """The panel's "Progress cards" button (or `/play` without a card): the card picker."""
    reply = Reply(interaction)
    await reply.ack()
    _choices, moves = await moves_for(bot, interaction, None, ref)
    text, view = card_picker(moves, await reply.words())
    await reply.say(text, view=view)


async def progress_button(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The panel's button."""
    await open_cards(bot, interaction, ref)


async def card_chosen(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A card picked: its targets."""
    if not values:
        raise Refusal("no_choice", say("discord.error.pick_card"))
    reply = Reply(interaction)
    await reply.ack()
    _choices, moves = await moves_for(bot, interaction, None, ref)
    text, view = target_picker(moves, values[0], await reply.words())
    await reply.say(text, view=view)


async def play_only(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The Play button of a card with one legal play."""
    reply = Reply(interaction)
    await reply.ack()
    _choices, moves = await moves_for(bot, interaction, None, ref)
    plays = plays_of(moves, ref.arg or "")
    move = plays[0] if len(plays) == 1 else f"play {ref.arg}"
    await play_and_follow(bot, interaction, move, ref)


async def chosen(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A play or a choice picked from the flow's selects. A play holds to the version it was
    offered at; a choice (`c`) does not, as others answering at the same time move it on."""
    if not values:
        raise Refusal("no_choice", say("discord.error.pick_move"))
    await play_and_follow(bot, interaction, values[0], ref, check_version=ref.arg != "c")


async def play_and_follow(
    bot: HexhavenBot,
    interaction: discord.Interaction[Any],
    move: str,
    ref: Ref | None,
    *,
    check_version: bool = True,
) -> None:
    """Play the move, then offer what the player must choose next in the same flow; when the
    card awaits other players, say whom (each answers privately)."""
    outcome = await perform(bot, interaction, move, ref, check_version=check_version)
    user = user_of(interaction)
    others = [p for p in outcome.prompts if p.user != user.id]
    words = await reader_words(interaction)
    if others and outcome.prompt_for(user.id) is None:
        names = listed(words, (outcome.names.get(p.player, p.player) for p in others))
        await Reply(interaction).say(words.say("discord.progress.waiting", players=names))
    try:
        moves = await bot.service.tables.moves(channel_of(interaction), user_of(interaction))
    except Refusal:
        return
    text, view = follow_picker(moves, words)
    if view is not None:
        await Reply(interaction).say(text, view=view)


async def stop(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Cancel: nothing is played."""
    await Reply(interaction).say(say("discord.progress.cancelled"))


async def play_command(
    bot: HexhavenBot, interaction: discord.Interaction[Any], card: str, target: str | None
) -> None:
    """`/play CARD [TARGET]` in a Cities & Knights game: the card with its target, the only
    play it has, or the flow's target picker when it has several; no card: the card picker."""
    card = card.strip().lower().removeprefix("play ").strip()
    if not card:
        await open_cards(bot, interaction, None)
        return
    words = card.split()
    if target or len(words) > 1:
        move = " ".join(["play", *words, *(target or "").split()])
        await play_and_follow(bot, interaction, move, None)
        return
    reply = Reply(interaction)
    await reply.ack()
    moves = await bot.service.tables.moves(channel_of(interaction), user_of(interaction))
    plays = plays_of(moves, card)
    held = next((c for c in moves.progress if c.card == card), None)
    if not plays and held is not None and held.why:
        raise Refusal("progress_not_playable", Phrase(partial(_why, held)))
    if len(plays) <= 1 or moves.unseated is not None:
        # The only play, or the engine's own refusal of the bare card (who, when, what).
        await play_and_follow(bot, interaction, plays[0] if plays else f"play {card}", None)
        return
    text, view = target_picker(moves, card, await reply.words())
    await reply.say(text, view=view)


async def _moves(interaction: discord.Interaction[Any]) -> Moves | None:
    bot: HexhavenBot = interaction.client
    if interaction.channel_id is None:
        return None
    try:
        return await bot.service.tables.moves(interaction.channel_id, user_of(interaction))
    except Refusal:
        return None
    except Exception as exc:  # an answer must still go back; the log keeps the details
        logged(exc)
        return None


async def card_names(
    interaction: discord.Interaction[Any], typed: str
) -> list[app_commands.Choice[str]]:
    """`/play`'s card: in C&K the progress cards in hand, playable first, the others with why;
    in a base game the legal plays of development cards, as before."""
    moves = await _moves(interaction)
    if moves is None or moves.player is None:
        return []
    w = await reader_words(interaction)
    if not moves.view.get("cities_knights"):
        table = Table(moves.view, moves.names, moves.player, moves.hand)
        return shown_choices(rank(list(moves.legal), table, ("card",)), typed, w)
    out = []
    seen = set()
    for c in moves.progress:
        if c.card in seen:
            continue
        seen.add(c.card)
        playable = not c.playable or plays_of(moves, c.card)
        label = card_label(c, w) if playable else speak(c.name, w)
        english = card_label(c) if playable else c.name
        if typed.strip().lower() in f"{label} {english} {c.card}".lower():
            mark = "✓ " if c.playable else "✗ "
            out.append(app_commands.Choice(name=(mark + label)[:100], value=c.card))
    return out[:25]


async def card_targets(
    interaction: discord.Interaction[Any], typed: str
) -> list[app_commands.Choice[str]]:
    """`/play`'s target: the legal targets of the card chosen in the first option."""
    moves = await _moves(interaction)
    card = str(getattr(interaction.namespace, "card", "") or "").strip().lower()
    if moves is None or moves.player is None or not card:
        return []
    plays = plays_of(moves, card)
    w = await reader_words(interaction)
    out = []
    for shown in shown_choices(_ranked(moves, ("card",), plays), typed, w):
        args = " ".join(shown.value.split()[2:])
        if args:
            out.append(app_commands.Choice(name=shown.name, value=args[:100]))
    return out
