"""The Wheel (004 "The Wheel"): play cards to the spokes, score by the strongest one.

Spokes clockwise: Warrior, Merchant, Bard, Lady, Rogue. A card goes on its own
spoke (a companion, +2) or a neighbouring one (an ally, +1). After each round
of turns a Clock card is revealed and played as an ally one spoke clockwise
from its rank. At the end the strongest spoke wins (ties: the rarer rank); a
hand card of its rank scores 2, of a neighbouring rank 1. Tiebreaker: Color.

Variants: Dragon Cards (+3 on any spoke from hand, 0 points in hand, a Clock
Dragon is discarded); Multiple Successive Games (marked spokes take no cards,
a Clock card bound for one is discarded, no replacement); The Unwound Clock
(the Clock has players + 1 cards, played when a player chooses instead of a
hand card, on any legal spoke; Playing for Shares is required).
"""

from __future__ import annotations

from typing import Any

from engine.hall.base import PLAYING_FOR_SHARES, HallGame
from engine.hall.deck import DRAGON, RANKS, Card
from engine.hall.prompts import PLACE_CLOCK, PLAY, Prompt

SPOKES: tuple[str, ...] = ("Warrior", "Merchant", "Bard", "Lady", "Rogue")  # clockwise
BASE_CLOCK = 3


def spoke_neighbors(spoke: str) -> tuple[str, str]:
    i = SPOKES.index(spoke)
    return SPOKES[(i - 1) % 5], SPOKES[(i + 1) % 5]


def clockwise_next(rank: str) -> str:
    return SPOKES[(SPOKES.index(rank) + 1) % 5]


def strength_added(card: str, spoke: str) -> int:
    """Companion 2, ally 1, Dragon 3; 0 where the card cannot go."""
    if card == DRAGON:
        return 3
    if card == spoke:
        return 2
    return 1 if card in spoke_neighbors(spoke) else 0


def legal_spokes(card: str, marked: list[str] | tuple[str, ...] = (), dragons: bool = True
                 ) -> list[str]:
    """Spokes a card may be played on from hand, sorted alphabetically."""
    if card == DRAGON:
        options = list(SPOKES) if dragons else []
    else:
        options = [card, *spoke_neighbors(card)]
    return sorted(s for s in options if s not in marked)


def strengths(placements: list[tuple[str, str]]) -> dict[str, int]:
    """Each spoke's strength from (spoke, card) placements."""
    out = {s: 0 for s in SPOKES}
    for spoke, card in placements:
        out[spoke] += strength_added(card, spoke)
    return out


def winning_spoke(strength: dict[str, int]) -> str:
    """Highest strength; ties go to the least common rank (Warrior first)."""
    return max(RANKS, key=lambda r: (strength[r], -RANKS.index(r)))


def points_per_rank(winner: str) -> dict[str, int]:
    pts = {r: 0 for r in RANKS}
    pts[winner] = 2
    for n in spoke_neighbors(winner):
        pts[n] = 1
    return pts


def hand_score(hand: list[str], winner: str) -> int:
    pts = points_per_rank(winner)
    return sum(pts.get(c, 0) for c in hand)  # a Dragon scores 0


def clock_size(player_count: int, variants: set[str] | list[str]) -> int:
    return player_count + 1 if "unwound_clock" in variants else BASE_CLOCK


def clock_reveal(card: str, marked: list[str] | tuple[str, ...], variants: set[str] | list[str]
                 ) -> dict[str, Any]:
    """Where a revealed Clock card goes in the base game; never a replacement draw.
    With The Unwound Clock the player picks a legal spoke (``placed_on`` is None then)."""
    if "unwound_clock" in variants:
        legal = legal_spokes(card, marked if "multiple_successive_games" in variants else [])
        return {"placed_on": None, "discarded": not legal, "replacement_drawn": False}
    if card == DRAGON:
        return {"placed_on": None, "discarded": True, "replacement_drawn": False}
    target = clockwise_next(card)
    if "multiple_successive_games" in variants and target in marked:
        return {"placed_on": None, "discarded": True, "replacement_drawn": False}
    return {"placed_on": target, "discarded": False, "replacement_drawn": False}


def betting_mode(variants: set[str] | list[str]) -> str:
    return PLAYING_FOR_SHARES if "unwound_clock" in variants else "betting_rounds"


class TheWheel(HallGame):
    GAME = "the_wheel"
    TITLE = "The Wheel"
    VARIANTS = frozenset({"dragon_cards", "multiple_successive_games", "unwound_clock"})
    TIEBREAKER = "color"

    def __init__(self, *args: Any, marked_spokes: list[str] | tuple[str, ...] = (),
                 **kwargs: Any) -> None:
        if any(s not in SPOKES for s in marked_spokes):
            raise ValueError("marked spokes are rank names")
        self.marked: list[str] = list(marked_spokes)
        super().__init__(*args, **kwargs)

    def _forced_betting_mode(self) -> str | None:
        return PLAYING_FOR_SHARES if self.has("unwound_clock") else None

    def _setup(self) -> None:
        if not self.has("multiple_successive_games"):
            self.marked = []
        self.hands: dict[str, list[Card]] = {}
        self.clock: list[Card] = []
        self.wheel: list[dict[str, Any]] = []
        self.turn = 0
        self.phase = "play"
        self.clock_card: Card | None = None
        self.face_up_discards: list[Card] = []

    def _script(self) -> list[str]:
        if self.has("unwound_clock"):
            return ["deal", "unwound"]
        return ["deal"] + ["turns", "clock", "bet"] * BASE_CLOCK

    @property
    def dragons(self) -> bool:
        return self.has("dragon_cards")

    def _place(self, spoke: str, card: Card, source: str, player: str | None) -> None:
        name = DRAGON if card.is_dragon else card.rank
        self.wheel.append({"spoke": spoke, "card": name, "color": card.color, "source": source,
                           "player": player})
        who = player or "The Clock"
        self._log(f"{who} plays {card} on the {spoke} spoke (+{strength_added(name, spoke)}).",
                  kind="wheel", spoke=spoke, card=card.to_json(), source=source, player=player)

    def strengths(self) -> dict[str, int]:
        return strengths([(w["spoke"], w["card"]) for w in self.wheel])

    def _draw_for(self, player: str) -> None:
        if self.deck or self.discards:
            self.hands[player].append(self.draw())

    def _begin(self, step: str) -> None:
        if step == "deal":
            for p in self.players:
                self.hands[p] = [self.draw() for _ in range(7)]
            self.clock = [self.draw() for _ in range(clock_size(len(self.players),
                                                                 self.variants))]
            self._log(f"Each player is dealt 7 cards; the Clock holds {len(self.clock)}.",
                      kind="deal")
        elif step == "turns":
            for p in self.live:
                self._draw_for(p)
        elif step == "clock":
            card = self.clock.pop()
            name = DRAGON if card.is_dragon else card.rank
            where = clock_reveal(name, self.marked, self.variants)
            if where["discarded"]:
                self.discards.append(card)
                self._log(f"The Clock reveals {card}: discarded.", kind="clock_discard",
                          card=card.to_json())
            else:
                self._place(where["placed_on"], card, "clock", None)
        elif step == "unwound":
            self.turn = 0
            self._draw_for(self.players[0])

    def _legal_plays(self, player: str) -> list[dict[str, Any]]:
        out = []
        for i, c in enumerate(self.hands[player]):
            name = DRAGON if c.is_dragon else c.rank
            for s in legal_spokes(name, self.marked, self.dragons):
                out.append({"card": i, "spoke": s})
        return out

    def _next_decider(self, step: str) -> str | None:
        if step == "unwound":
            if not self.clock and self.phase == "play":
                return None
            return self.players[self.turn % len(self.players)]
        return super()._next_decider(step)

    def _needs(self, step: str, player: str) -> bool:
        return step == "turns"

    def _prompt(self, step: str, player: str) -> Prompt:
        if self.phase == "place_clock":
            assert self.clock_card is not None
            name = DRAGON if self.clock_card.is_dragon else self.clock_card.rank
            return Prompt(player, PLACE_CLOCK, {
                "card": self.clock_card.to_json(),
                "spokes": legal_spokes(name, self.marked, True)},
                "Choose the spoke for the Clock card")
        opts: dict[str, Any] = {"hand": [c.to_json() for c in self.hands[player]],
                                "plays": self._legal_plays(player),
                                "strengths": self.strengths()}
        if step == "unwound":
            opts["can_use_clock"] = bool(self.clock)
            opts["clock_left"] = len(self.clock)
        return Prompt(player, PLAY, opts,
                      'Play {"card": index, "spoke": rank}' +
                      (' or {"discard": index} to use the Clock' if step == "unwound" else ""))

    def _answer(self, step: str, player: str, answer: Any) -> bool:
        if self.phase == "place_clock":
            assert self.clock_card is not None
            name = DRAGON if self.clock_card.is_dragon else self.clock_card.rank
            if answer not in legal_spokes(name, self.marked, True):
                raise ValueError(f"the {self.clock_card} may go on "
                                 f"{legal_spokes(name, self.marked, True)}")
            self._place(answer, self.clock_card, "clock", player)
            self.clock_card = None
            self.phase = "play"
            self._next_turn()
            return False
        if not isinstance(answer, dict):
            raise ValueError('answer {"card": index, "spoke": rank}')
        if step == "unwound" and "discard" in answer:
            idx = answer["discard"]
            hand = self.hands[player]
            if set(answer) != {"discard"} or not self.clock:
                raise ValueError("the Clock is empty" if not self.clock else
                                 'answer {"discard": index}')
            if hand and (not isinstance(idx, int) or not 0 <= idx < len(hand)):
                raise ValueError("discard a card of your hand by index")
            if hand:
                card = hand.pop(idx)
                self.face_up_discards.append(card)
                self.discards.append(card)
                self._log(f"{player} discards {card} face up and turns the Clock.",
                          kind="discard", player=player, card=card.to_json())
            self.clock_card = self.clock.pop()
            name = DRAGON if self.clock_card.is_dragon else self.clock_card.rank
            if legal_spokes(name, self.marked, True):
                self.phase = "place_clock"
            else:
                self._log(f"The Clock reveals {self.clock_card}: no legal spoke, discarded.",
                          kind="clock_discard")
                self.discards.append(self.clock_card)
                self.clock_card = None
                self._next_turn()
            return False
        play = {"card": answer.get("card"), "spoke": answer.get("spoke")}
        if set(answer) != {"card", "spoke"} or play not in self._legal_plays(player):
            raise ValueError(f"illegal play {answer!r}; legal: card index and a spoke of "
                             "its rank or a neighbour (not a marked spoke)")
        card = self.hands[player].pop(int(play["card"]))
        self._place(str(play["spoke"]), card, "hand", player)
        if step == "unwound":
            self._next_turn()
            return False
        return True

    def _next_turn(self) -> None:
        self.turn += 1
        if self.clock:
            self._draw_for(self.players[self.turn % len(self.players)])

    def winner(self) -> str:
        return winning_spoke(self.strengths())

    def score_key(self, player: str) -> tuple[Any, ...]:
        names = [DRAGON if c.is_dragon else c.rank for c in self.hands[player]]
        return (hand_score(names, self.winner()),)

    def tiebreak_hand(self, player: str) -> list[Card]:
        return self.hands[player]

    def breakdown(self, player: str) -> dict[str, Any]:
        pts = points_per_rank(self.winner())
        cards = self.hands[player]
        per = [0 if c.is_dragon else pts[c.rank] for c in cards]
        return {"cards": [c.to_json() for c in cards], "per_card": per, "score": sum(per)}

    def public_breakdown(self) -> dict[str, Any]:
        return {"strengths": self.strengths(), "winning_spoke": self.winner(),
                "points_per_rank": points_per_rank(self.winner()),
                "marked_spokes": list(self.marked)}

    def _view(self, viewer: str | None) -> dict[str, Any]:
        hands = {p: ([c.to_json() for c in h] if self.revealed(p, viewer) else len(h))
                 for p, h in self.hands.items()}
        return {"hands": hands, "wheel": list(self.wheel), "strengths": self.strengths(),
                "leading_spoke": self.winner(), "clock_left": len(self.clock),
                "marked_spokes": list(self.marked), "phase": self.phase,
                "face_up_discards": [c.to_json() for c in self.face_up_discards],
                # what a card (by rank, or a Dragon) adds to each spoke it may go on
                "spoke_gains": {name: {s: strength_added(name, s) for s in SPOKES}
                                for name in (*SPOKES, DRAGON)},
                # the viewer's own hand's score, were the leading spoke to win now
                "hand_score": self.score_key(viewer)[0]
                if viewer is not None and viewer in self.hands else None}
