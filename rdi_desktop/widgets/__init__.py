"""Drawn table widgets (mats, the centre, the hand fan, the log panel)."""
