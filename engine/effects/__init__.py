"""The effect vocabulary: ops (what cards do) and conditions (when they may be played)."""
