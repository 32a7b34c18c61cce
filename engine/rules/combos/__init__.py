"""Pairings: the rules two rule modules make together that neither makes alone.

A rule module knows only the rule set below it through the `RuleSet` it extends; what an
expansion changes when another one is composed with it (Seafarers with Cities & Knights, C&K
for two) lives here, one module per pairing, rather than behind a test of the modules below inside
either expansion. engine/rules/__init__.py registers each pairing with the modules it pairs
(`register_pairing`); composing a rule set runs a pairing's `build` right after the later of its
modules is built, so that it wraps what both have registered.

Modules: seafarers_cities_knights (Seafarers composed onto C&K), two_player_cities_knights (the
2-player variant composed onto C&K). A new expansion adds its pairings here and registers them
next to its module.
"""
