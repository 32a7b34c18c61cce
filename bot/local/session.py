"""A local game: seats, the seat acting now, and what each command prints.

Private lines are printed only for the seat acting; lines meant for another seat wait until
someone switches to it with `/as`. Everything is printed in the session's language (`--language`):
the service's lines are phrases, said again in it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from bot.common import notation
from bot.common.choices import MENUS, Table, rank
from bot.common.spots import asked_spots, none_line, piece_named, where
from bot.common.summary import final_lines, turn_summary
from bot.local.commands import HELP, SETTINGS_HELP, Command
from bot.local.standings import standings_lines
from bot.pictures import Pictures
from bot.service import Moves, Outcome, Prompt, Refusal, Service, User, refusal_codes
from bot.service.computers import is_computer_id
from bot.service.messages import marked
from bot.service.outcome import view_of
from bot.service.prompts import public_line
from bot.version import version
from words import Catalogue, Phrase, help_text, say, speak
from words.common import joined
from words.languages import catalogue

CHANNEL = "local"
#: What `/choose` alone lists: the choices the game awaits (the Choose button's menu).
CHOOSE_KINDS = MENUS["choose"]
#: How many of a discard's combinations `/moves` lists before saying how to type one.
DISCARDS_SHOWN = 4


class LocalSession:
    """One table played from a terminal."""

    def __init__(
        self,
        service: Service,
        players: list[str],
        out: TextIO,
        boards: Path,
        *,
        follow: bool = True,
        bots: int = 0,
        language: str = "en",
    ) -> None:
        self.service = service
        self.words = catalogue(language)
        self.users = {name: User(name, name) for name in players}
        self.bots = bots
        # The computer seats (player id: display name), known once the table opens.
        self.computers: dict[str, str] = {}
        self.acting = players[0]
        self.out = out
        self.boards = boards
        self.follow = follow
        self.pictures = Pictures()
        self.waiting: dict[str, list[str]] = defaultdict(list)
        self.prompts: dict[str, Prompt] = {}
        self.over = False

    def say(self, *lines: str) -> None:
        """Print lines, in the session's language."""
        for line in lines:
            print(speak(line, self.words), file=self.out)
        self.out.flush()

    async def open(self, options: dict[str, object]) -> None:
        """Seat everyone and start the game, or go on with the game the database holds."""
        names = list(self.users)
        # The table speaks the terminal's language (its computer seats are named in it).
        options = {"language": self.words.language, **options}
        try:
            opened = await self.service.lobby.create_table(
                CHANNEL, names[0], options, bots=self.bots
            )
        except Refusal as refusal:
            if refusal.code != "table_exists":
                raise
            await self.resume()
            return
        self.say(*opened.public[:-1])
        for name in names[1:]:
            await self.service.lobby.join(CHANNEL, self.users[name])
        started = await self.service.play.start(CHANNEL, names[0])
        info = await self.service.tables.table_info(CHANNEL)
        seats = info.names if info is not None else {}
        self.computers = {p: n for p, n in seats.items() if is_computer_id(p)}
        await self.show(started, actor=None)
        await self.computer_moves(started)

    async def resume(self) -> None:
        """Take up the game already in the database, with its own seats."""
        info = await self.service.tables.table_info(CHANNEL)
        assert info is not None
        if info.status == "open":
            raise Refusal("not_started", say("terminal.never_started"))
        self.computers = {p: n for p, n in info.names.items() if is_computer_id(p)}
        self.users = {p: User(p, p) for p in info.names if p not in self.computers}
        status = await self.service.tables.status(CHANNEL)
        people = [p for p in status.awaiting if p in self.users]
        self.acting = people[0] if people else next(iter(self.users))
        self.say(say("terminal.resumed"), *status.public)
        # What the last session stored but never printed (it stopped in between).
        missed = await self.service.announcements.catch_up(info.id)
        if missed is not None:
            await self.show(missed, actor=None)
        # A computer's move pending when the last session stopped is made now.
        await self.computer_moves(Outcome(table=info.id, awaiting=status.awaiting))

    async def handle(self, command: Command) -> None:
        """Do one command; refusals are printed, never raised."""
        try:
            move = command.move
            if command.name in ("choose", "play"):
                read = self.choice if command.name == "choose" else self.play
                move = await read(command.arg)
                if not move:  # listed, not played
                    return
            if move:
                outcome = await self.service.play.act(CHANNEL, self.users[self.acting], move)
                await self.show(outcome, actor=self.acting)
                await self.computer_moves(outcome)
            else:
                await self.session(command)
        except Refusal as refusal:
            text = refusal.message
            if refusal.code == "bad_notation":
                where = say("refusal.bad_notation.where.terminal")
                self.say(Phrase(lambda w: f"✗ {speak(text, w)} {speak(where, w)}"))
            else:
                self.say(marked("✗ ", text))
            await self.who_acts()

    async def choice(self, typed: str) -> str:
        """`/choose pillage 23`, or `/choose 23` when 23 names one of the legal choices;
        `/choose` alone lists them (and plays nothing)."""
        move = notation.choice(typed)  # a track typed in any language
        words = move.lower().split()
        if not words:
            await self.listed(await self.service.tables.moves(CHANNEL, self.acting), CHOOSE_KINDS)
            return ""
        if len(words) == 1:
            legal = await self.service.tables.legal(CHANNEL, self.acting)
            named = [m for m in legal if len(m.split()) == 2 and m.split()[1].lower() == words[0]]
            move = named[0] if len(named) == 1 else move
        return move

    async def play(self, typed: str) -> str:
        """`/play CARD [ARGS]`. In Cities & Knights, `/play` alone lists one's progress cards
        (playable first, the others with the engine's reason) and `/play CARD` the card's
        legal targets when it has several (its only play is played at once); nothing is played
        while listing."""
        move = notation.play(typed)
        # The card as the notation names it (typed in any language), then its arguments.
        words = move.split()[1:] if move.startswith("play") else []
        if len(words) > 1 or move == "reveal":
            return move
        moves = await self.service.tables.moves(CHANNEL, self.acting)
        if not moves.view.get("cities_knights"):
            return move
        if moves.unseated is not None:
            raise moves.unseated
        if not words:
            lines = [_progress_line(c.playable, c.card, c.name, c.why) for c in moves.progress]
            self.say(*(lines or [marked("  ", say("terminal.no_progress"))]))
            return ""
        plays = [m for m in moves.legal if m.split()[:2] == ["play", words[0]]]
        held = next((c for c in moves.progress if c.card == words[0]), None)
        if not plays and held is not None and held.why:
            raise Refusal(
                "progress_not_playable", say("terminal.not_playable", card=held.name, why=held.why)
            )
        if len(plays) <= 1:
            return plays[0] if plays else move
        await self.listed(moves, ("card",), plays)
        return ""

    async def listed(
        self, moves: Moves, kinds: Sequence[str], legal: Sequence[str] | None = None
    ) -> None:
        """Moves of these kinds, described, best first (to type one of them)."""
        if moves.unseated is not None:
            raise moves.unseated
        table = Table(moves.view, self.names, moves.player or self.acting, moves.hand)
        choices = rank(list(moves.legal if legal is None else legal), table, kinds)
        lines = [marked(f"  {c.value:<32}  ", c.label) for c in choices[:60]]
        self.say(*(lines or [marked("  ", say("terminal.nothing_to_choose"))]))

    async def session(self, command: Command) -> None:
        """The commands that are not moves."""
        name, arg = command.name, command.arg
        if name == "help":
            self.say(HELP, SETTINGS_HELP, say("terminal.undo.help"))
        elif name == "undo":
            outcome = await self.service.play.undo(CHANNEL, self.users[self.acting])
            await self.show(outcome, actor=self.acting)
            await self.computer_moves(outcome)
        elif name in ("agree", "refuse"):
            user = self.users[self.acting]
            outcome = await self.service.play.answer_undo(CHANNEL, user, name == "agree")
            await self.show(outcome, actor=self.acting)
            await self.computer_moves(outcome)
        elif name == "rules":
            info = await self.service.tables.table_info(CHANNEL)
            rules = info.rules if info is not None else "base"
            text = help_text(
                arg or None, surface="terminal", rules=rules, words=self.words, version=version()
            )
            self.say(text.replace("**", "").replace("`", ""))
        elif name == "as":
            self.switch(arg)
        elif name == "hand":
            await self.hand()
        elif name == "board" and arg:
            await self.spots(arg)
        elif name == "board":
            outcome = await self.service.tables.board(CHANNEL)
            self.say(say("terminal.board", path=str(await self.board(outcome))))
        elif name in ("status", "log"):
            call = (
                self.service.tables.status(CHANNEL, reader=self.acting)
                if name == "status"
                else self.log(arg)
            )
            self.say(*(await call).public)
        elif name == "catchup":
            await self.catchup()
        elif name == "moves":
            await self.moves()
        elif name == "settings":
            await self.settings(arg)
        elif name == "standings":
            found = await standings_lines(
                self.service, self.boards, arg or None, language=self.words.language
            )
            self.say(*found)
        elif name == "quit":
            self.over = True
        elif name == "needs":
            self.say(marked("✗ ", say(f"terminal.needs.{arg}")))
        else:
            self.say(say("terminal.unknown_command", command=arg))

    async def computer_moves(self, outcome: Outcome) -> None:
        """The computer players' moves, one after another, while the game awaits one of
        them (no timers run in a terminal, so the session asks for each move)."""
        while (
            not self.over
            and outcome.table is not None
            and any(p in self.computers for p in outcome.awaiting)
        ):
            made = await self.service.play.computer_move(outcome.table)
            if made is None:
                return
            await self.show(made, actor=None)
            outcome = made

    async def log(self, arg: str) -> Outcome:
        """The latest moves."""
        return await self.service.tables.log(CHANNEL, int(arg) if arg.isdigit() else 10)

    def switch(self, name: str, *, quiet: bool = False) -> None:
        """Act as another seat, showing what it missed (and, unless `quiet`, what it must do;
        a move's own prompts follow it otherwise)."""
        if name not in self.users:
            seats = ", ".join(self.users)
            raise Refusal(
                "unknown_player", say("terminal.unknown_seat", name=repr(name), seats=seats)
            )
        self.acting = name
        self.say(say("terminal.acting", name=name), *self.waiting.pop(name, []))
        prompt = self.prompts.get(name)
        if prompt is not None and not quiet:
            self.say(marked("➡️ ", prompt.private))

    async def catchup(self) -> None:
        """What happened since the acting seat's last move, and the board as a picture."""
        outcome = await self.service.catchups.catchup(CHANNEL, self.acting)
        path = await self.board(outcome)
        self.say(*outcome.private.get(self.acting, ()), say("terminal.board", path=str(path)))

    async def settings(self, arg: str) -> None:
        """The acting seat's own time zone, quiet hours or daily digest, set as Discord's
        `/settings` sets them (the same refusals); bare, or with no value where one is
        needed, the settings' commands."""
        what, _, rest = arg.strip().partition(" ")
        what, rest = what.lower().replace("-", "_"), rest.strip()
        user = self.users[self.acting]
        if what == "quiet_hours":
            start, _, end = rest.partition(" ")
            hours = await self.service.people.set_quiet_hours(
                user, start or None, end.strip() or None
            )
            self.say(*hours.private.get(user.id, ()))
        elif what and what not in ("time_zone", "digest"):
            self.say(say("terminal.settings.unknown", name=what))
        elif not rest:
            self.say(SETTINGS_HELP)
        elif what == "time_zone":
            zone = await self.service.people.set_time_zone(user, rest)
            self.say(*zone.private.get(user.id, ()))
        else:
            self.say(await self.service.catchups.set_digest(user, rest))

    async def hand(self) -> None:
        """The acting seat's hand, as lines and a picture."""
        outcome = await self.service.tables.hand(CHANNEL, self.acting)
        view = view_of(outcome)
        you = view["you"]
        player = you["id"] if you else self.acting
        png = await self.pictures.hand(
            view, player, self.names, refusal_codes(view), language=self.words.language
        )
        path = self.write(f"hand-{self.acting}-{outcome.version}.png", png)
        self.say(
            *outcome.private.get(self.acting, ()), say("terminal.hand_picture", path=str(path))
        )

    async def moves(self) -> None:
        """The acting seat's legal moves, described, best first (one read of the table)."""
        moves = await self.service.tables.moves(CHANNEL, self.acting)
        if moves.unseated is not None:
            raise moves.unseated
        table = Table(moves.view, self.names, moves.player or self.acting, moves.hand)
        choices = rank(list(moves.legal), table)
        # A discard's every combination is too many to read: a few, then how to type one.
        discards = len(choices) > DISCARDS_SHOWN and all(
            c.value.startswith("discard") for c in choices
        )
        shown = choices[:DISCARDS_SHOWN] if discards else choices[:60]
        lines = [marked(f"  {c.value:<32}  ", c.label) for c in shown]
        if discards:
            lines.append(say("terminal.discard_more", count=len(choices) - len(shown)))
        if lines:
            self.say(*lines)
        elif not await self.who_acts(moves.awaiting):
            self.say(marked("  ", say("terminal.nothing_now")))

    async def who_acts(self, awaiting: Sequence[str] | None = None) -> bool:
        """When the acting seat has nothing to do while other seats must act, say who must and
        how to switch to them (`/as carol`); whether it was said."""
        if self.over:
            return False
        if awaiting is None:
            awaiting = (await self.service.tables.status(CHANNEL)).awaiting
        if self.acting in awaiting:
            return False
        others = [p for p in awaiting if p in self.users]
        if not others:
            return False
        acting, first = self.acting, others[0]
        self.say(
            Phrase(
                lambda w: w.say(
                    "terminal.others_must_act",
                    name=acting,
                    players=joined(w, others),
                    first=first,
                )
            )
        )
        return True

    @property
    def names(self) -> dict[str, str]:
        """Display names (the ids themselves, locally; the computers' names)."""
        return {**{name: name for name in self.users}, **self.computers}

    def write(self, filename: str, png: bytes) -> Path:
        """Save a picture in the boards folder."""
        self.boards.mkdir(parents=True, exist_ok=True)
        path = self.boards / filename
        path.write_bytes(png)
        return path

    async def board(self, outcome: Outcome) -> Path:
        """Render and save the public board of an outcome (its legal spots marked when
        someone must place)."""
        png = await self.pictures.board(
            view_of(outcome), self.names, outcome.highlight, language=self.words.language
        )
        return self.write(f"board-{outcome.table}-{outcome.version}.png", png)

    async def spots(self, typed: str) -> None:
        """`/board road`: the board with the acting seat's legal spots for that piece marked,
        saved; prints its path, how many spots there are and the command that builds there."""
        piece = piece_named(typed)
        moves = await self.service.tables.moves(CHANNEL, self.acting)
        found = asked_spots(moves, piece)
        if not found:
            self.say(none_line(piece))
            return
        png = await self.pictures.board(moves.view, self.names, found, language=self.words.language)
        path = self.write(f"spots-{piece}-{moves.table}-{moves.version}.png", png)
        _, lines = where(moves.legal, [piece])
        self.say(say("terminal.board", path=str(path)), *lines)

    async def show(self, outcome: Outcome, *, actor: str | None) -> None:
        """Print what happened: public lines, the acting seat's private lines, the board."""
        self.say(*outcome.public)
        for user, lines in outcome.private.items():
            if user == self.acting:
                self.say(*(say("terminal.only_you", line=line) for line in lines))
            else:
                self.waiting[user] += [
                    say("terminal.for_user", user=user, line=line) for line in lines
                ]
        if outcome.post_board and outcome.view is not None:
            self.say(
                say("terminal.board", path=str(await self.board(outcome))),
                turn_summary(outcome.view, self.names, actor),
            )
        if outcome.table is not None and outcome.owed is not None and outcome.version is not None:
            await self.service.announcements.announced(outcome.table, outcome.owed, outcome.version)
        if outcome.table is not None and outcome.consent and outcome.version is not None:
            await self.service.announcements.request_posted(outcome.table, outcome.version)
        if outcome.finished:
            await self.finish(outcome)
        elif outcome.awaiting:
            self.prompts = {p.player: p for p in outcome.prompts}
            # One seat awaited: act as it at once. Several (discards, trade answers): switch to
            # the first of them too, unless told not to follow (`--no-follow`): `/as` picks one
            # then.
            people = [p for p in outcome.awaiting if p in self.users]
            alone = len(people) == 1 and len(outcome.awaiting) == 1
            if (alone or (self.follow and people)) and self.acting not in outcome.awaiting:
                self.switch(people[0], quiet=True)
            for prompt in outcome.prompts:
                if prompt.player in self.computers:
                    continue  # a computer's move follows at once
                name = self.names.get(prompt.player, prompt.player)
                mine = prompt.player == self.acting
                self.say(
                    marked(f"➡️ {name}: ", prompt.private) if mine else public_line(prompt, name)
                )

    async def finish(self, outcome: Outcome) -> None:
        """The final scores and the summary picture."""
        self.over = True
        record = await self.service.tables.record(outcome.table or 0)
        if record is not None:
            png = await self.pictures.summary(record, language=self.words.language)
            path = self.write(f"summary-{outcome.table}.png", png)
            plans = await self.service.tables.plans(outcome.table or 0)
            self.say(*final_lines(record), *plans, say("terminal.summary", path=str(path)))


def _progress_line(playable: bool, card: str, name: str, why: str | None) -> str:
    """`  ✓ alchemist            Alchemist` (a card that cannot be played says why)."""

    def line(w: Catalogue) -> str:
        text = f"  {'✓' if playable else '✗'} {card:<20} {speak(name, w)}"
        return text if playable or why is None else f"{text}: {speak(why, w)}"

    return Phrase(line)
