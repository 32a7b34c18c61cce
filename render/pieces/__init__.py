"""One module per kind of piece; each draws onto a finished map layer.

`render.compose.draw_pieces` calls them bottom layer first. Later rules add a module each here
(ships on paths beside roads, knights with their level and active state on intersections, city
walls and metropolises over cities, the merchant and the pirate beside the robber), terrains in
`render.palette.TERRAINS` and `render.glyphs` (gold and fog are there already), and tracks such as
the barbarians' in the strip `Layout.track_box` keeps under the map.
"""
