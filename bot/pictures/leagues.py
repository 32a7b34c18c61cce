"""The league pictures' data, from what the service returns: a page of standings and a
player's profile card (lines worded from the catalogue)."""

from __future__ import annotations

from bot.service.leagues import Profile, Standings, counted
from render import ProfileCard, StandingRow, StandingsTable
from words import ENGLISH, Catalogue, speak


def standings_table(standings: Standings, words: Catalogue = ENGLISH) -> StandingsTable:
    """A page of standings as the picture draws it, in the language of `words`."""
    title = words.say(
        "league.standings.title",
        league=standings.league,
        number=standings.season,
        page=standings.page,
        pages=standings.pages,
    )
    rows = [
        StandingRow(
            rank=s.rank,
            name=s.name,
            rating=s.rating,
            provisional=s.provisional,
            games=s.games,
            wins=s.wins,
            vp_share=s.vp_share,
            reliability=s.reliability,
            timeouts=s.timeouts,
        )
        for s in standings.rows
    ]
    return StandingsTable(title, rows)


def profile_card(profile: Profile, words: Catalogue = ENGLISH) -> ProfileCard:
    """A profile as the picture draws it, in the language of `words`: the title line and the
    recent games are the profile's own lines (said again in that language)."""
    subtitle = (
        profile.league
        + " · "
        + words.say(
            "league.picture.games_wins",
            games=counted("games", profile.games),
            wins=counted("wins", profile.wins),
        )
    )
    recent_at = profile.lines.index(ENGLISH.say("league.profile.recent"))
    return ProfileCard(
        name=profile.name,
        subtitle=subtitle,
        rating=profile.rating,
        provisional=profile.provisional,
        history=tuple(value for _, value in profile.history),
        facts=[speak(line, words) for line in profile.lines[1:recent_at]],
        recent=[speak(line, words) for line in profile.lines[recent_at + 1 :]],
    )
