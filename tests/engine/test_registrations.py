"""Issue 29: a kit's registrations refuse duplicates, and a kit declares its event kinds.

A cost kind, zone key, op or event kind that another kit (or the core) already has used
to replace the first silently (a second `spend` cost would have overwritten Jett's). Now
the second registration fails with a message naming both; the same module registering
again (a test's made-up kit, once per test) is still allowed.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine  # noqa: F401  (the assembled rules: every kit registered)
from engine import kits
from engine.effects import ops
from engine.events import _DECLARED, EVENT_KINDS, declare_event_kinds, event_kinds
from engine.kits import Cost, DuplicateRegistration, Kit, Zone, no_options, no_payment


@pytest.fixture
def clean() -> Iterator[None]:
    """Forget whatever a test registered."""
    before = (dict(kits.KITS), dict(kits.COSTS), dict(kits.ZONES), dict(ops.OPS),
              dict(_DECLARED))
    try:
        yield
    finally:
        for live, old in zip((kits.KITS, kits.COSTS, kits.ZONES, ops.OPS, _DECLARED), before,
                             strict=True):
            live.clear()
            live.update(old)


def _other_module(code: str) -> None:
    """Run `code` as if a different module (another kit's file) registered it."""
    exec(compile(code, "<other kit>", "exec"), {"__name__": "engine.characters.someone_else",
                                                "kits": kits, "ops": ops, "Kit": Kit,
                                                "Zone": Zone, "Cost": Cost,
                                                "no_options": no_options,
                                                "no_payment": no_payment})


@pytest.mark.usefixtures("clean")
def test_a_second_cost_kind_is_refused_naming_both() -> None:
    jett = kits.COSTS["spend"]  # Jett's Momentum
    with pytest.raises(DuplicateRegistration) as e:
        _other_module('kits.register_cost(Cost("spend", "spend", no_options, no_payment))')
    assert "'spend'" in str(e.value)
    assert "engine.characters.jett" in str(e.value)
    assert "engine.characters.someone_else" in str(e.value)
    assert kits.COSTS["spend"] is jett  # kept, not overwritten


@pytest.mark.usefixtures("clean")
def test_a_kit_declaring_a_cost_kind_another_kit_holds_is_refused_whole() -> None:
    """A kit's costs are registered with it (`Kit.costs`): a kind another kit holds is
    refused naming both, and nothing of the second kit is kept."""
    jett = kits.COSTS["spend"]
    with pytest.raises(DuplicateRegistration) as e:
        _other_module('kits.register(Kit("zz-costly", zones=(Zone("zz_pile"),), '
                      'costs=(Cost("spend", "spend", no_options, no_payment),)))')
    assert "engine.characters.jett" in str(e.value)
    assert "engine.characters.someone_else" in str(e.value)
    assert kits.COSTS["spend"] is jett
    assert "zz-costly" not in kits.KITS and "zz_pile" not in kits.ZONES


@pytest.mark.usefixtures("clean")
def test_a_zone_key_another_kit_holds_is_refused_naming_both() -> None:
    held = next(iter(kits.kit("dale").zones)).key
    with pytest.raises(DuplicateRegistration) as e:
        _other_module(f'kits.register(Kit("zz-copy", zones=(Zone({held!r}),)))')
    assert f"{held!r}" in str(e.value)
    assert "kit 'dale'" in str(e.value) and "kit 'zz-copy'" in str(e.value)
    assert "zz-copy" not in kits.KITS


@pytest.mark.usefixtures("clean")
def test_a_kit_id_registered_twice_is_refused() -> None:
    with pytest.raises(DuplicateRegistration) as e:
        _other_module('kits.register(Kit("dale"))')
    assert "engine.characters.dale" in str(e.value)
    assert kits.KITS["dale"].zones  # the real Dale is kept


@pytest.mark.usefixtures("clean")
def test_an_op_name_registered_twice_is_refused_naming_both() -> None:
    with pytest.raises(DuplicateRegistration) as e:
        _other_module('ops.register(ops.OpSpec("gamble", {}, lambda g, i, o: None, '
                      'lambda o: ""))')
    assert "engine.flow.gambling" in str(e.value)  # the gambling module registers `gamble`
    assert "engine.characters.someone_else" in str(e.value)


def test_the_same_module_may_register_again() -> None:
    """A test registers its made-up kit once per test (tests/engine/test_kits.py)."""
    kits.refuse_duplicate("cost kind", "x", "tests.a", "tests.a")
    with pytest.raises(DuplicateRegistration):
        kits.refuse_duplicate("cost kind", "x", "tests.a", "tests.b")


def test_kits_declare_their_own_event_kinds() -> None:
    """Dale's events are his kit's, not the core list's; every kind is in the vocabulary."""
    assert "planted" not in EVENT_KINDS
    assert "planted" in kits.kit("dale").event_kinds
    assert "planted" in event_kinds()
    assert _DECLARED["planted"] == "kit 'dale'"


@pytest.mark.usefixtures("clean")
def test_an_event_kind_declared_twice_is_refused_naming_both() -> None:
    with pytest.raises(ValueError, match="'planted' is declared by kit 'dale' and again by "
                                         "kit 'zz'"):
        declare_event_kinds(("planted",), "kit 'zz'")
    with pytest.raises(ValueError, match="core"):
        declare_event_kinds(("card_played",), "kit 'zz'")
    with pytest.raises(ValueError, match="kit .terci."):
        _other_module('kits.register(Kit("zz-events", event_kinds=("treated",)))')
    assert "zz-events" not in kits.KITS
    declare_event_kinds(("zz_new",), "kit 'zz'")
    assert "zz_new" in event_kinds()
