"""No rule outcome changed: seeded games play exactly as they did (bench/fingerprint.py)."""

from bench.fingerprint import fingerprints

# Recorded before the character-kit refactor (issue 12); play must never change.
PLAY = "19f4c5c227b0a3d55e1ec529efaae3c57324e0ff52b6d9190cd59629735b35be"
# Views and redacted snapshots. Changed once on purpose: the Bar Deck's order is hidden
# in `Game.redacted()` (issue 12); before that fix it was 2cf2e696...30ec.
VIEWS = "2cf2e69651005fdd59b99eb008be590cd0062fe542d5f788036a56e5586030ec"


def test_seeded_games_play_as_before() -> None:
    play, views = fingerprints()
    assert play == PLAY
    assert views == VIEWS
