"""One module per kind of piece; each draws onto a finished map layer.

`render.compose.draw_pieces` calls them bottom layer first. Cities & Knights' pieces are here:
knights with their level and active state on intersections (`knights`), and city walls under
cities, metropolises and fallen cities in their place (`cities`); its barbarians' track is drawn
by `render.barbarians` in the strip `Layout.track_box` keeps under the map. Later rules add a
module each here (ships on paths beside roads, the merchant and the pirate beside the robber),
terrains in `render.palette.TERRAINS` and `render.glyphs` (gold and fog are there already).
"""
