"""Three Kingdoms (004 "Three Kingdoms"): back the kingdom (colour) that wins the war.

A colour's War Value is its rarest War Card's rank number (the general) minus 1
for each other War Card of that colour (the army), never below 1. The lowest
War Value wins the war: its cards in hand score 2 each, the second-lowest's 1
each. Kingdom ties: at War Value 1 a colour with a Warrior beats one without;
at another value a colour with a single card beats one with several; still
tied for lowest -> the tied colours score 1 each; tied for second -> only the
lowest scores. Tiebreaker between *players*: Rank.

Dragon Cards: a Dragon War Card acts like a Rogue but can bring the value to 0;
between equal War Values a colour with a Dragon wins first. Dragons in hand
score nothing but give +1 to each card of their colour.
"""

from __future__ import annotations

from typing import Any

from engine.hall.deck import COLORS, Card
from engine.hall.discard_draw import DiscardDrawGame


def war_values(war_cards: list[Card]) -> dict[str, int | None]:
    """Each colour's War Value (``None`` for a colour without War Cards)."""
    out: dict[str, int | None] = {}
    for color in COLORS:
        cards = [c for c in war_cards if c.color == color]
        if not cards:
            out[color] = None
            continue
        general = min(5 if c.is_dragon else c.value for c in cards)
        floor = 0 if any(c.is_dragon for c in cards) else 1
        out[color] = max(floor, general - (len(cards) - 1))
    return out


def kingdom_key(color: str, war_cards: list[Card], value: int, dragons: bool
                ) -> tuple[int, ...]:
    """Lower wins: War Value, then (Dragon rules) having a Dragon, then the value-1 Warrior
    rule or the single-card rule."""
    cards = [c for c in war_cards if c.color == color]
    has_dragon = any(c.is_dragon for c in cards)
    if value == 1:
        second = 0 if any(c.rank == "Warrior" for c in cards) else 1
    else:
        second = 0 if len(cards) == 1 else 1
    return (value, 0 if (dragons and has_dragon) else 1, second)


def kingdom_tiers(war_cards: list[Card], dragons: bool = False) -> list[list[str]]:
    """Colours with War Cards, grouped best (winning the war) first; colours in one
    group are tied."""
    values = war_values(war_cards)
    keys = {c: kingdom_key(c, war_cards, v, dragons) for c, v in values.items() if v is not None}
    return [[c for c in COLORS if keys.get(c) == k] for k in sorted(set(keys.values()))]


def points_per_color(war_cards: list[Card], dragons: bool = False) -> dict[str, int]:
    tiers = kingdom_tiers(war_cards, dragons)
    pts = {c: 0 for c in COLORS}
    if not tiers:
        return pts
    if len(tiers[0]) == 1:
        pts[tiers[0][0]] = 2
        if len(tiers) > 1 and len(tiers[1]) == 1:
            pts[tiers[1][0]] = 1
    else:
        for c in tiers[0]:
            pts[c] = 1
    return pts


def all_tied(war_cards: list[Card], dragons: bool = False) -> bool:
    """004 step 8: if all three colours are tied, a seventh War Card is revealed."""
    tiers = kingdom_tiers(war_cards, dragons)
    return len(tiers) == 1 and len(tiers[0]) == 3


def hand_card_points(hand: list[Card], per_color: dict[str, int]) -> list[int]:
    """Each hand card's points, with the Dragon bonus (+1 per Dragon of its colour in hand)."""
    dragon_colors = [c.color for c in hand if c.is_dragon]
    out = []
    for c in hand:
        if c.is_dragon:
            out.append(0)
        else:
            out.append(per_color[c.color] + dragon_colors.count(c.color))
    return out


class ThreeKingdoms(DiscardDrawGame):
    GAME = "three_kingdoms"
    TITLE = "Three Kingdoms"
    VARIANTS = frozenset({"dragon_cards"})
    TIEBREAKER = "rank"

    def _setup(self) -> None:
        self.hands: dict[str, list[Card]] = {}
        self.war: list[Card] = []

    def _script(self) -> list[str]:
        return ["deal", "war3", "bet", "discard", "war2", "bet", "discard", "war1", "bet"]

    def _reveal_war(self, n: int) -> None:
        new = [self.draw() for _ in range(n)]
        self.war.extend(new)
        self._log(f"War Cards revealed: {', '.join(str(c) for c in new)}.", kind="war",
                  cards=[c.to_json() for c in new])

    def _begin(self, step: str) -> None:
        if step == "deal":
            for p in self.players:
                self.hands[p] = [self.draw() for _ in range(7)]
            self._log("Each player is dealt 7 cards.", kind="deal")
        elif step == "war3":
            self._reveal_war(3)
        elif step == "war2":
            self._reveal_war(2)
        elif step == "war1":
            self._reveal_war(1)
            if all_tied(self.war, self.has("dragon_cards")):
                self._reveal_war(1)  # 004 step 8: a seventh War Card

    def per_card(self, player: str) -> list[int]:
        return hand_card_points(self.hands[player],
                                points_per_color(self.war, self.has("dragon_cards")))

    def score_key(self, player: str) -> tuple[Any, ...]:
        return (sum(self.per_card(player)),)

    def tiebreak_hand(self, player: str) -> list[Card]:
        return self.hands[player]

    def breakdown(self, player: str) -> dict[str, Any]:
        pts = self.per_card(player)
        return {"cards": [c.to_json() for c in self.hands[player]], "per_card": pts,
                "score": sum(pts)}

    def public_breakdown(self) -> dict[str, Any]:
        return {"war_cards": [c.to_json() for c in self.war],
                "war_values": war_values(self.war),
                "points_per_card_by_color": points_per_color(self.war,
                                                             self.has("dragon_cards"))}

    def _view(self, viewer: str | None) -> dict[str, Any]:
        return {"war_cards": [c.to_json() for c in self.war],
                "war_values": war_values(self.war), "hands": self._hands_view(viewer),
                # the viewer's own cards' points were the war to end now
                "hand_points": self.per_card(viewer)
                if viewer is not None and viewer in self.hands else None}
