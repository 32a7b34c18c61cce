"""Offering a trade by picking cards: a private picker with the presser's hand beside it.

The current player offers to one, several or all other players; anyone else uses the same
picker to propose a trade (a counter-offer) to the current player. Selects add one card at a
time to either side, another takes one back, and (for an offer) one chooses whom to ask. Only
cards the presser holds can be given.

What is picked travels in the components' ids (`hx:<table>:<version>:tgive:01000.00002.0`:
the counts given, the counts asked for, in resource order, and the players asked as a bit
mask over the others in seat order, 0 for everyone), so the picker keeps no state and
survives a restart. Every redraw stamps the ids with the table's version of that moment, so
Send is refused once the game has moved on (a second press of the same Send, or a picker left
open while the table changed): an offer is never sent twice. The engine checks its terms.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.common.notation import RESOURCES, card_kinds, counts_text, offer
from bot.discord_app.actions import channel_of, perform
from bot.discord_app.components import ActionButton, ActionSelect, Ref
from bot.discord_app.errors import other_game
from bot.discord_app.language import cards_listed, reader_words
from bot.discord_app.menus import open_menu
from bot.discord_app.respond import Reply, forget, user_of
from bot.service import Refusal
from bot.service.outcome import view_of
from words import ENGLISH, Catalogue, say
from words.common import listed, resource

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

MOST = 9  # one digit a resource in the id
NONE = (0,) * len(RESOURCES)
EVERYONE = "all"


@dataclass(frozen=True)
class Terms:
    """What the picker holds: cards given and asked for (counts in resource order), and the
    players asked (a bit mask over the others in seat order; 0 is everyone)."""

    give: tuple[int, ...] = NONE
    get: tuple[int, ...] = NONE
    to: int = 0

    @classmethod
    def fresh(cls, kinds: Sequence[str] = RESOURCES) -> Terms:
        """Nothing picked, for a game of these card kinds."""
        return cls((0,) * len(kinds), (0,) * len(kinds))

    @property
    def kinds(self) -> tuple[str, ...]:
        """The card kinds the counts are over (the game's, read back from their number)."""
        return card_kinds(count=len(self.give))

    @classmethod
    def decode(cls, arg: str | None) -> Terms:
        """Terms from an id's argument (`01000.00002.0`); anything unreadable is a fresh start."""
        try:
            give, get, to = (arg or "").split(".")
            terms = cls(tuple(int(c) for c in give), tuple(int(c) for c in get), int(to))
        except ValueError:
            return cls()
        if len(terms.give) != len(terms.kinds) or len(terms.get) != len(terms.give):
            return cls()
        return terms

    def encode(self) -> str:
        """The id's argument."""
        return f"{''.join(map(str, self.give))}.{''.join(map(str, self.get))}.{self.to}"

    def add(self, side: str, resource: str, step: int = 1) -> Terms:
        """One card more (or, with `step` -1, one fewer) of a resource on one side."""
        if resource not in self.kinds:
            return self
        counts = list(self.give if side == "give" else self.get)
        i = self.kinds.index(resource)
        counts[i] = min(MOST, max(0, counts[i] + step))
        if side == "give":
            return replace(self, give=tuple(counts))
        return replace(self, get=tuple(counts))


@dataclass(frozen=True)
class Seat:
    """The presser at the table: their player id, hand, whose turn it is, the names, and the
    table's version when they were read."""

    player: str
    hand: Mapping[str, int]
    current: str
    names: Mapping[str, str]
    version: int

    @property
    def offering(self) -> bool:
        """An offer (the current player) rather than a proposal to the current player."""
        return self.player == self.current

    @property
    def others(self) -> list[str]:
        """The players an offer can go to, in seat order."""
        return [p for p in self.names if p != self.player]

    def asked(self, mask: int) -> list[str]:
        """The players a mask names (none for everyone)."""
        return [p for i, p in enumerate(self.others) if mask >> i & 1]

    def name(self, player: str) -> str:
        """A player's display name."""
        return self.names.get(player, player)


def notation(seat: Seat, terms: Terms) -> str:
    """The move the picked terms make."""
    to = seat.asked(terms.to) if seat.offering else []
    return offer(counts_text(terms.give), counts_text(terms.get), to)


def _side(counts: Sequence[int], w: Catalogue) -> str:
    return cards_listed(w, list(zip(card_kinds(count=len(counts)), counts, strict=True)))


def picker(
    ref: Ref, seat: Seat, terms: Terms, w: Catalogue = ENGLISH
) -> tuple[str, discord.ui.View]:
    """The picker's text and controls for the terms picked so far, in the reader's words."""
    whom = (
        listed(w, [seat.name(p) for p in seat.asked(terms.to)]) or w.say("discord.offer.everyone")
        if seat.offering
        else seat.name(seat.current)
    )
    title = w.say("discord.offer.offer" if seat.offering else "discord.offer.propose")
    held = [(r, int(seat.hand.get(r, 0))) for r in terms.kinds]
    give, get = _side(terms.give, w), _side(terms.get, w)
    text = "\n".join(
        (
            w.say("discord.offer.heading", title=title, whom=whom),
            w.say("discord.offer.hand", cards=cards_listed(w, held)),
            w.say("discord.offer.sides", give=give, get=get),
        )
    )
    arg = terms.encode()
    view = discord.ui.View(timeout=None)
    givable = [
        discord.SelectOption(
            label=w.say("discord.picker.left", resource=resource(w, r), count=n - terms.give[i]),
            value=r,
        )
        for i, (r, n) in enumerate(held)
        if terms.give[i] < min(n, MOST)
    ]
    if givable:
        more = w.say("discord.offer.give_more")
        view.add_item(ActionSelect(ref.to("tgive", arg), givable, placeholder=more))
    wanted = [
        discord.SelectOption(label=resource(w, r), value=r)
        for i, r in enumerate(terms.kinds)
        if terms.get[i] < MOST
    ]
    if wanted:
        more = w.say("discord.offer.get_more")
        view.add_item(ActionSelect(ref.to("tget", arg), wanted, placeholder=more))
    picked = [
        discord.SelectOption(
            label=w.say(f"discord.offer.{side}_less", resource=resource(w, r)),
            value=f"{side}:{r}",
        )
        for side, counts in (("give", terms.give), ("get", terms.get))
        for i, r in enumerate(terms.kinds)
        if counts[i]
    ]
    if picked:
        back = w.say("discord.offer.take_back")
        view.add_item(ActionSelect(ref.to("tless", arg), picked, placeholder=back))
    if seat.offering and len(seat.others) > 1:
        everyone = w.say("discord.offer.everyone")
        options = [discord.SelectOption(label=everyone, value=EVERYONE, default=not terms.to)]
        options += [
            discord.SelectOption(
                label=seat.name(p)[:100], value=p, default=p in seat.asked(terms.to)
            )
            for p in seat.others
        ]
        view.add_item(
            ActionSelect(
                ref.to("tto", arg),
                options,
                placeholder=w.say("discord.offer.to_whom"),
                max_values=len(options),
            )
        )
    ready = any(terms.give) or any(terms.get)
    send = "picker.offer" if seat.offering else "picker.propose"
    label = w.say(send, give=give, get=get)
    view.add_item(
        ActionButton(
            ref.to("tsend", arg),
            label[:80],
            style=discord.ButtonStyle.success,
            disabled=not ready,
            row=4,
        )
    )
    view.add_item(
        ActionButton(
            ref.to("offer", Terms.fresh(terms.kinds).encode()),
            w.say("discord.picker.start_over"),
            disabled=not ready,
            row=4,
        )
    )
    return text, view


async def _seat(bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref) -> Seat:
    """The presser's hand and the table now (refusing a stranger, or a finished game)."""
    mine = await bot.service.tables.hand(channel_of(interaction), user_of(interaction))
    if mine.table != ref.table:
        raise other_game()
    view = view_of(mine)
    you = view["you"]
    if you is None:
        raise Refusal("not_seated", say("discord.error.not_seated"))
    version = mine.version if mine.version is not None else ref.version
    return Seat(you["id"], dict(you["hand"]), str(view["current"]), mine.names, version)


async def open_picker(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A fresh picker, privately (the Offer button of the trade menu, Counter-offer, or Start
    over, which redraws it in place)."""
    if ref.arg is None:
        reply = Reply(interaction)
        await reply.ack()
        seat = await _seat(bot, interaction, ref)
        fresh = Terms.fresh(card_kinds(seat.hand))
        words = await reply.words()
        text, view = picker(Ref(ref.table, seat.version, "offer"), seat, fresh, words)
        await reply.say(text, view=view)
        return
    await _redraw(bot, interaction, ref, Terms.decode(None))


async def _redraw(
    bot: HexhavenBot,
    interaction: discord.Interaction[Any],
    ref: Ref,
    terms: Terms,
    seat: Seat | None = None,
) -> None:
    """The picker redrawn in place, from the presser's hand now (read unless `seat` is given)."""
    seat = seat or await _seat(bot, interaction, ref)
    kinds = card_kinds(seat.hand)
    if len(terms.give) != len(kinds):  # Start over (or an unreadable id): nothing picked
        terms = Terms.fresh(kinds)
    held = tuple(min(n, int(seat.hand.get(r, 0))) for r, n in zip(kinds, terms.give, strict=True))
    ref = replace(ref, version=seat.version)  # Send applies only to the table as shown
    words = await reader_words(interaction)
    text, view = picker(ref, seat, replace(terms, give=held), words)  # the hand may have shrunk
    await interaction.response.edit_message(content=text, view=view)
    forget(view)


async def update_picker(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A card added to a side, taken back, or the players asked changed; redrawn in place."""
    terms = Terms.decode(ref.arg)
    seat = None
    if ref.action in ("tgive", "tget"):
        side = "give" if ref.action == "tgive" else "get"
        for value in values:
            terms = terms.add(side, value)
    elif ref.action == "tless":
        for value in values:
            side, _, resource = value.partition(":")
            terms = terms.add(side, resource, -1) if side in ("give", "get") else terms
    else:
        seat = await _seat(bot, interaction, ref)
        chosen = set(values) - {EVERYONE}
        mask = sum(1 << i for i, p in enumerate(seat.others) if p in chosen)
        terms = replace(terms, to=0 if EVERYONE in values and not chosen else mask)
    await _redraw(bot, interaction, ref, terms, seat)


async def trade_menu(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The panel's Trade button: the menu of trades for whoever may make one now; for another
    seated player, the picker of a proposal to the current player."""
    try:
        await open_menu(bot, interaction, ref, values)
    except Refusal as refusal:
        if refusal.code != "not_your_turn":
            raise
        await open_picker(bot, interaction, ref.to("offer"), values)


async def send_offer(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Make the offer (or the proposal) picked."""
    seat = await _seat(bot, interaction, ref)
    await perform(bot, interaction, notation(seat, Terms.decode(ref.arg)), ref)
