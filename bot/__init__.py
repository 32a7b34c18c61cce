"""Hexhaven's bot side: the Discord-free service and store, and the adapters built on them."""
