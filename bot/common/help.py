"""Short help texts: the commands and a reminder of the rules, by topic."""

from __future__ import annotations

from collections.abc import Mapping

from bot.common.costs import cost_text

TOPICS: dict[str, str] = {
    "start": (
        "**Getting a game going**\n"
        "`/game new` opens a table in a thread of its own; the others `/game join` there (or "
        "press Join). The host runs `/game start` when 3 or 4 players are seated. Seat order "
        "is drawn at random. Each player places two settlements and two roads to begin; the "
        "second settlement brings its first resources."
    ),
    "turn": (
        "**A turn**\n"
        "`/roll` the dice: every hex with that number pays its resource to the settlements "
        "(1 card) and cities (2 cards) around it. Then build, trade and play a card in any "
        "order, and `/end` your turn. The turn panel under each move has buttons for all of "
        "this."
    ),
    "building": (
        "**Building costs**\n"
        f"Road: {cost_text('road')}. Settlement: {cost_text('settlement')}. "
        f"City: {cost_text('city')}. Development card: {cost_text('development')}.\n"
        "A settlement needs a free intersection two paths from any other settlement and, after "
        "set-up, one of your roads leading to it. `/build settlement` lists the spots you may "
        "use, best first."
    ),
    "robber": (
        "**The robber**\n"
        "On a roll of 7 nobody produces; everyone holding more than 7 cards discards half "
        "(`/discard`), then the roller moves the robber (`/robber`) and steals one card from a "
        "player with a building on that hex. The robber's hex produces nothing while it stays."
    ),
    "trading": (
        "**Trading**\n"
        "`/trade offer give:… get:…` offers the other players a trade on your turn; they press "
        "Accept or Decline and you confirm with one who accepted (`/trade confirm`). "
        "`/trade bank` trades with the bank: 4 of a kind for 1, 3:1 at a harbor, 2:1 at a "
        "harbor for that resource."
    ),
    "cards": (
        "**Development cards**\n"
        "Knight: move the robber and steal; three or more and the most knights give Largest Army "
        "(2 points). Road Building: two free roads. Year of Plenty: two resources from the bank. "
        "Monopoly: every card of one resource from everyone. Victory Point: 1 point, kept hidden "
        "until you win or reveal it. One card a turn, not on the turn you bought it."
    ),
    "winning": (
        "**Winning**\n"
        "Settlements count 1 point, cities 2, Longest Road (5+ roads in a row) 2, Largest Army 2, "
        "victory point cards 1. The first to reach the table's target (10 unless set) on their "
        "own turn wins."
    ),
    "commands": (
        "**Commands**\n"
        "Lobby: `/game new`, `/game join`, `/game leave`, `/game start`, `/game kick`, "
        "`/game abandon`; `/game substitute` and `/game approve` fill a seat left open.\n"
        "Your turn: `/roll`, `/build road|settlement|city`, `/buy`, `/play`, `/robber`, "
        "`/discard`, `/trade offer|accept|decline|confirm|cancel|bank`, `/end`, `/panel`.\n"
        "Looking: `/board`, `/hand` (only you see it), `/status`, `/log`, `/rules`.\n"
        "You: `/reminders on|off` (direct messages), `/vacation on|off|status`."
    ),
}


def help_text(topic: str | None, overrides: Mapping[str, str] | None = None) -> str:
    """The text for a topic, or the list of topics. `overrides` replaces topics where help is
    shown somewhere else than Discord (the terminal has no lobby, panel or reminders)."""
    topics = {**TOPICS, **(overrides or {})}
    if topic and topic.lower() in topics:
        return topics[topic.lower()]
    return (
        "Topics: "
        + ", ".join(f"`{t}`" for t in topics)
        + ".\n\n"
        + topics["start"]
        + "\n\n"
        + topics["commands"]
    )
