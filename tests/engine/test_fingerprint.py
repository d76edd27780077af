"""No rule outcome changed: seeded games play exactly as they did (bench/fingerprint.py)."""

from bench.fingerprint import fingerprints

# Recorded before the character-kit refactor (issue 12); play must never change.
PLAY = "19f4c5c227b0a3d55e1ec529efaae3c57324e0ff52b6d9190cd59629735b35be"
# Views and redacted snapshots. Changed once on purpose (issue 12; before: 2cf2e696...30ec):
# the Bar Deck's order is now hidden in `Game.redacted()`, and a seat's own view no longer
# carries an empty "plotted" list for characters without an owner-only zone.
VIEWS = "54f36c5cd83dd589688721c3033377b3042b4bb1b0ae0bc8644e191c7cb95a93"


def test_seeded_games_play_as_before() -> None:
    play, views = fingerprints()
    assert play == PLAY
    assert views == VIEWS
