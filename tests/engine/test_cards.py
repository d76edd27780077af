"""Card data: ids, validation messages naming file/card/field, generated text, owner packs."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import CardDataError, CardDB, cards, load_db, load_file, slug


def test_slug_rule() -> None:
    assert slug("I don't think so!") == "i-dont-think-so"
    assert slug("Here ya go... This'll make that drink better!") == \
        "here-ya-go-thisll-make-that-drink-better"
    assert slug("Wine with a Chaser") == "wine-with-a-chaser"
    assert slug("Can\u2019tcha see I\u2019m sharpenin\u2019 my tools?") == \
        "cantcha-see-im-sharpenin-my-tools"


def test_classic_drink_deck_is_thirty_cards() -> None:
    db = cards()
    deck = db.drink_list("classic")
    assert len(deck) == 30
    assert deck.count("drinking-contest") == 2 and deck.count("round-on-the-house") == 2
    assert len(db.drink_list("undercity")) == 30
    assert db.get("orcish-rotgut").drink is not None


@pytest.mark.parametrize("cid", ["jett", "dale", "terci", "ygella", "petra"])
def test_character_decks_have_forty_cards_with_staples(cid: str) -> None:
    deck = cards().deck_list(cid)
    assert len(deck) == 40
    assert deck.count("gambling-im-in") == 6 and deck.count("i-raise") == 2
    assert deck.count("winning-hand") == 2 and deck.count("i-dont-think-so") == 1


def test_every_card_has_rules_text() -> None:
    for c in cards().cards.values():
        assert c.text.strip(), c.id


def test_text_comes_from_effects() -> None:
    assert "loses 2 Fortitude" in cards().get("sorry-bout-the-claws").text
    assert "pays 1 Gold to the Inn" in cards().get("tip-the-barkeep").text


def bad_file(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "pack.toml"
    p.write_text(body)
    return p


def test_invalid_op_is_named(tmp_path: Path) -> None:
    p = bad_file(tmp_path, '[[cards]]\ntitle = "Bad"\ntype = "action"\n'
                 'effects = [{op = "explode"}]\n')
    with pytest.raises(CardDataError, match=r"pack.toml: card 'bad': field 'effects'.*explode"):
        load_file(CardDB(), p)


def test_a_card_naming_a_hook_is_refused(tmp_path: Path) -> None:
    """Issue 14: `hook` was validated and never called, so the card did nothing."""
    p = bad_file(tmp_path, '[[cards]]\ntitle = "Hooked"\ntype = "action"\nhook = "boom"\n'
                 'text = "Something special."\neffects = [{op = "gain_gold", amount = 1}]\n')
    with pytest.raises(CardDataError, match=r"card 'hooked': field 'hook': cards cannot name"):
        load_file(CardDB(), p)


def test_invalid_condition_is_named(tmp_path: Path) -> None:
    p = bad_file(tmp_path, '[[cards]]\ntitle = "Bad"\ntype = "sometimes"\n'
                 'responds_to = "whenever"\neffects = []\n')
    with pytest.raises(CardDataError, match="responds_to"):
        load_file(CardDB(), p)


def test_owner_pack_overrides_and_bad_pack_is_skipped(tmp_path: Path) -> None:
    (tmp_path / "a_good.toml").write_text(
        '[[cards]]\ntitle = "Sorry \'bout the claws"\ntype = "action"\ntarget = "another"\n'
        'effects = [{op = "lose_fortitude", who = "target", amount = 3}]\n')
    (tmp_path / "b_bad.toml").write_text("this is not toml [[[")
    db = load_db([tmp_path])
    assert "loses 3 Fortitude" in db.get("sorry-bout-the-claws").text
    assert len(db.problems) == 1 and "b_bad.toml" in db.problems[0]


def test_use_packs_reloads_and_reports(tmp_path: Path) -> None:
    from engine.cards import use_packs

    (tmp_path / "pack.toml").write_text(
        '[[cards]]\ntitle = "Tip the Barkeep"\ntype = "anytime"\ntarget = "any"\n'
        'effects = [{op = "pay_gold", who = "target", amount = 2, to = "inn"}]\n')
    (tmp_path / "broken.toml").write_text('[[cards]]\ntitle = "X"\ntype = "nonsense"\n')
    try:
        problems = use_packs([tmp_path])
        assert "pays 2 Gold" in cards().get("tip-the-barkeep").text
        assert len(problems) == 1 and "broken.toml" in problems[0] and "type" in problems[0]
    finally:
        use_packs([])
    assert "pays 1 Gold" in cards().get("tip-the-barkeep").text


def test_owner_pack_card_with_a_hook_is_refused(tmp_path: Path) -> None:
    """Issue 14: `hook` was validated and never called; a pack card carrying one is refused
    with a message naming the file, card and field (the pack is skipped, not half-loaded)."""
    (tmp_path / "hooked.toml").write_text(
        '[[cards]]\ntitle = "Magic Trick"\ntype = "action"\nhook = "magic_trick"\n'
        'text = "Does something clever."\neffects = [{op = "gain_gold", who = "self", amount = 1}]\n')
    db = load_db([tmp_path])
    assert "magic-trick" not in db.cards
    assert len(db.problems) == 1
    assert "hooked.toml: card 'magic-trick': field 'hook'" in db.problems[0]
    assert "code hooks" in db.problems[0]


@pytest.mark.parametrize("line,count", [
    ("wench-bring-some-drinks-for-my-friends = 2", "1000000002"),  # Serena's deck
    ("wench-bring-some-drinks-for-my-friends = 2", "1001"),
])
def test_a_pack_with_a_deck_too_large_for_any_table_is_skipped(
        tmp_path: Path, line: str, count: str) -> None:
    """The file fuzzer's pack that nudged a card's count to a billion: the deck was built
    card by card (gigabytes, minutes) before anything refused it."""
    from engine.cards import DATA_DIR, use_packs

    text = (DATA_DIR / "rdi3" / "serena.toml").read_text(encoding="utf-8")
    assert line in text
    (tmp_path / "serena.toml").write_text(text.replace(line, line.split("=")[0] + "= " + count))
    try:
        problems = use_packs([tmp_path])
        assert len(problems) == 1 and "a deck holds at most 1,000" in problems[0], problems
        assert len(cards().deck_list("serena")) == 40  # the shipped deck stays
    finally:
        use_packs([])


def test_a_pack_with_a_side_deck_too_large_is_skipped(tmp_path: Path) -> None:
    from engine.cards import DATA_DIR, use_packs

    text = (DATA_DIR / "rdi3" / "phrenk.toml").read_text(encoding="utf-8")
    head, _, side = text.partition("[character.side_decks.potions]\n")
    first = side.splitlines()[0]
    key = first.split("=")[0]
    (tmp_path / "phrenk.toml").write_text(
        head + "[character.side_decks.potions]\n" + side.replace(first, key + "= 5000000", 1))
    try:
        problems = use_packs([tmp_path])
        assert len(problems) == 1 and "potions deck" in problems[0], problems
    finally:
        use_packs([])


def test_a_pack_that_puts_an_action_card_in_the_potion_deck_is_skipped(tmp_path: Path) -> None:
    """The file fuzzer's pack #7872: two lines swapped put Phrenk's A Goblin's Gambit in
    his Potion deck (and a Potion in his deck). Sold from there it changed hands and
    broke the card invariant; the pack is refused in words."""
    from engine.cards import DATA_DIR, use_packs

    text = (DATA_DIR / "rdi3" / "phrenk.toml").read_text(encoding="utf-8")
    a, b = "a-goblins-gambit = 1", "cheaters-elixir = 1"
    assert a in text and b in text
    (tmp_path / "phrenk.toml").write_text(text.replace(a, "@@").replace(b, a).replace("@@", b))
    try:
        problems = use_packs([tmp_path])
        assert len(problems) == 1 and "change hands" in problems[0], problems
    finally:
        use_packs([])
