"""What a service call produced, for an adapter to turn into messages."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.service.refusal import Refusal
from engine import GameView


@dataclass(frozen=True)
class Deadline:
    """A new deadline: the user must act (`kind`: the phase or decision) before `due` (epoch s)."""

    user: str
    kind: str
    due: float


@dataclass(frozen=True)
class Prompt:
    """What one awaited player must do now.

    `player`: the engine id; `user`: who plays the seat (None when the timer plays it);
    `task`: what is awaited (`settlement`, `setup_road`, `roll`, `main`, `robber`, `discard`,
    `road_building`, `answer`, `close`, `decide`); `doing`: the public words (`move the
    robber`); `private`: how to do it, for that user alone; `spots`: for a placement, the legal
    spots to mark on the board (`intersections`, `paths`, `hexes`).
    """

    player: str
    user: str | None
    task: str
    doing: str
    private: str
    spots: Mapping[str, Sequence[Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    """The result of one service call.

    `public`: lines for the channel. `private`: lines for one user only (ephemeral or DM).
    `post_board`: post the board image (turn end, game end, on request) — `view` then holds
    the public view to render (a move's outcome holds it in any case, for the turn panel).
    `ping`: users newly awaited; `awaiting`: everyone awaited now. `deadlines`: deadlines set
    by this call. `version`: the table's version afterwards (the number of actions applied), to
    put in buttons so a stale one is refused. `prompts`: what each awaited player must do now;
    the board of an outcome whose prompt is a placement marks the legal spots (`highlight`).
    `status` (open, playing, finished, abandoned) and `names` (display name of each seated
    player id): the table as the call left it, when the call knows it, so an adapter posts a
    move without reading the table again; `language`, the table's, to say them in.
    """

    table: int | None = None
    public: tuple[str, ...] = ()
    private: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    post_board: bool = False
    ping: tuple[str, ...] = ()
    awaiting: tuple[str, ...] = ()
    deadlines: tuple[Deadline, ...] = ()
    version: int | None = None
    finished: bool = False
    winner: str | None = None
    view: GameView | None = None
    prompts: tuple[Prompt, ...] = ()
    status: str | None = None
    names: Mapping[str, str] = field(default_factory=dict)
    #: The table's language (its public lines are said in it); English when not said.
    language: str = "en"
    #: For an outcome that announces stored moves (a move's, a timer's, a start's, one
    #: posted again after an interruption): the version the table's thread had been told of
    #: before them (-1 before a start). Once its posts are accepted the adapter records the
    #: table as announced up to `version` (`Announcements.announced`); None for any other outcome.
    owed: int | None = None
    #: A request to take moves back: the users asked to agree (the adapter offers them the
    #: buttons to answer, tied to `version`); empty for any other outcome.
    consent: tuple[str, ...] = ()
    #: For a player's move: whether its player may take it back alone now, as long as nobody
    #: else acts (the adapter offers them an Undo button tied to `version`).
    undoable: bool = False

    @property
    def highlight(self) -> Mapping[str, Sequence[Any]] | None:
        """The spots to mark on this outcome's board picture (None: nothing to mark)."""
        return next((p.spots for p in self.prompts if p.spots), None)

    def prompt_for(self, user: str) -> Prompt | None:
        """The prompt of a user's seat, if the game awaits them."""
        return next((p for p in self.prompts if p.user == user), None)

    @property
    def info(self) -> TableInfo | None:
        """The table as this outcome left it (None when the call did not say)."""
        if self.table is None or self.status is None or self.version is None:
            return None
        return TableInfo(
            self.table, self.status, self.version, "", dict(self.names), language=self.language
        )


@dataclass(frozen=True)
class TableInfo:
    """A channel's latest table: id, status (open, playing, finished, abandoned), version, host,
    the display name of each seated player id, in seat order, the rule set and the language
    its public lines are said in."""

    id: int
    status: str
    version: int
    host: str
    names: dict[str, str] = field(default_factory=dict)
    rules: str = "base"
    language: str = "en"


@dataclass(frozen=True)
class ProgressCard:
    """A progress card in a player's hand (Cities & Knights): its id and name, its deck, and
    why it cannot be played now (the engine's refusal `code` and its sentence), if it cannot."""

    card: str
    name: str
    deck: str
    code: str | None = None
    why: str | None = None

    @property
    def playable(self) -> bool:
        """Whether the engine would let the card be played now (with some arguments)."""
        return self.code is None


@dataclass(frozen=True)
class Moves:
    """A user's legal moves now (in notation), read in one go with what describing them
    needs: the table's id, version and status, the user's player id at the table, the public
    view, the display names, who is awaited and the user's own resource cards. A user who
    plays no seat there has no player and, in `unseated`, the refusal saying why (no seat, or
    a forfeited one)."""

    table: int
    version: int
    status: str
    player: str | None
    legal: tuple[str, ...]
    view: GameView
    names: Mapping[str, str]
    awaiting: tuple[str, ...]
    hand: Mapping[str, int] = field(default_factory=dict)
    unseated: Refusal | None = None
    #: The user's progress cards, playable ones first (Cities & Knights; empty otherwise).
    progress: tuple[ProgressCard, ...] = ()


def view_of(outcome: Outcome) -> GameView:
    """The view an outcome carries; the service gives one with every board, hand and start, so a
    missing one is a programming error, not something to draw around."""
    if outcome.view is None:
        raise ValueError("this outcome carries no view of the game")
    return outcome.view


@dataclass(frozen=True)
class RecordExport:
    """A game's record as a file: its name and text (docs/record-format.md); `finished`: the
    whole record with its seed (else a running game's public record)."""

    table: int
    filename: str
    text: str
    finished: bool
    moves: int
    language: str = "en"


@dataclass(frozen=True)
class ReplayFrames:
    """The public views of a game, as it started, after each turn and at its end (or now)."""

    table: int
    views: tuple[GameView, ...]
    names: dict[str, str]
    finished: bool
    language: str = "en"
