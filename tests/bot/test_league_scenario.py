"""A league's Seafarers scenario through the simulated Discord (leagues): `/league
create` and `/league settings` take the rules and a scenario, the scenario's autocomplete lists
those of the rules chosen, and a league game opens with them."""

from __future__ import annotations

from pathlib import Path

from tests.bot.driver import reply_text
from tests.bot.world import world

LEAGUE = "Sea League"


async def test_a_league_sets_its_rules_and_scenario_in_discord(tmp_path: Path) -> None:
    """An admin sets a league's rules and scenario; autocomplete offers the scenarios
    of the rules being chosen (three for C&K with Seafarers); a league game is opened with the
    league's scenario; a scenario the rules do not offer is refused privately."""
    async with world(tmp_path / "bot.db") as w:
        mod = w.moderator
        created = await mod.slash(
            w.channel, "league create", name=LEAGUE, players=3, rules="seafarers",
            scenario="fog_island",
        )  # fmt: skip
        assert "scenario The Fog Island" in reply_text(created), reply_text(created)
        offered = await mod.autocomplete(
            w.channel, "league settings", "scenario", "", rules="cities_knights_seafarers"
        )
        assert [c["value"] for c in offered] == [
            "new_shores",
            "through_the_desert",
            "greater_catan",
        ]
        assert offered[0]["name"] == "Heading for New Shores · 3–6 players · 16 VP"
        refused = await mod.slash(
            w.channel, "league settings", rules="cities_knights_seafarers", scenario="fog_island"
        )
        assert refused.ephemeral and "new_shores, through_the_desert" in reply_text(refused)
        changed = await mod.slash(
            w.channel, "league settings", rules="cities_knights_seafarers",
            scenario="greater_catan",
        )  # fmt: skip
        said = reply_text(changed)
        assert "rules cities_knights_seafarers, scenario Greater Catan" in said, said
        await mod.slash(w.channel, "league season start")
        before = {t.id for t in w.channel.threads}
        opened = await w.players[0].slash(w.channel, "game new", league=LEAGUE)
        assert "ready" in reply_text(opened), reply_text(opened)
        thread = next(t for t in w.channel.threads if t.id not in before)
        options = (await w.service.core.latest(thread.id)).options
        assert (options.rules, options.scenario) == ("cities_knights_seafarers", "greater_catan")
