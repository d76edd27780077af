"""Rules: an in-app reference in our own words, searchable as you type (the
results are drawn by :class:`~rdi_desktop.widgets.rules_view.RulesView`)."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from rdi_desktop import art
from rdi_desktop.scenes import register_scene
from rdi_desktop.scenes.base import Scene
from rdi_desktop.text_size import line_h, px, text_w
from rdi_desktop.widgets.rules_view import RulesView

SECTIONS: list[tuple[str, str]] = [
    ("The goal",
     "You are adventurers celebrating at the inn. Stay on your feet and keep some gold: "
     "the last adventurer still in the game wins."),
    ("Your mat: Fortitude and Alcohol",
     "Each player starts with 20 Fortitude and 0 Alcohol Content. Both tracks run from 0 to "
     "20. On your mat the orange part of the track is your Alcohol, the marker above is "
     "your Fortitude and the coloured stretch between them is the gap: when Alcohol catches "
     "up with Fortitude, you pass out."),
    ("Turn structure",
     "A turn has four phases. 1. Discard: discard any cards you do not want, then draw back "
     "up to seven. 2. Action: you may play one Action card (or start a Round of Gambling). "
     "3. Order Drinks: put a Drink from the Drink Deck on another player's Drink Me! pile. "
     "4. Drink: reveal the top card of your own Drink Me! pile and drink it."),
    ("Drinks",
     "A Drink raises Alcohol Content (and sometimes changes Fortitude). Some Drinks come "
     "with a Chaser: reveal the next Drink too and add it to the first, so chaser chains "
     "stack up. Drink Events (like a Drinking Contest or a Round on the House) are "
     "revealed like Drinks but do something to the whole table instead."),
    ("Gambling",
     "An Action card can start a Round of Gambling: everyone antes 1 Gold into the pot and "
     "the player who started it is in control. Going round the table, each player may play "
     "a Gambling card to take control, or pass. When everyone passes in turn, the player in "
     "control wins the pot. Cheating cards take control even from a Winning Hand. An "
     "Anytime card played on your gambling turn is not a pass: you still choose to play a "
     "Gambling or Cheating card or to pass. A player out of Gold stays in the game until the "
     "Round ends and antes nothing; if he plays a card that makes everyone ante (I raise!) "
     "and cannot ante, no one antes, but if he (or, in a team game, a teammate) holds a card "
     "that lets him ante without Gold (How did this get in my snack pouch?), it is played "
     "for him and everyone antes (our reading: he must use it; if it is Negated, no one "
     "antes). A player who passes out during a Round is out of the game and of the Round at "
     "once (taking control with him, like one who leaves); when only one player is left in "
     "the Round, it ends and that player wins the pot."),
    ("Your turn ends now",
     "A card that ends your turn skips the rest of your turn's phases (the end of the turn "
     "still comes). In team games only that player stops: for the rest of the team's turn "
     "he plays no cards at all, not even to defend a teammate, and Ignores all effects. If "
     "his team (or Kaylin's, under Private Pixie Time) chooses him as its Champion, he "
     "Ignores what he is Champion for; for a Round of Gambling we read that as: his team "
     "antes nothing and has no one in the Round. Kaylin under Private Pixie Time likewise "
     "Ignores another player's Round of Gambling outside team games."),
    ("Sometimes and Anytime cards",
     "Sometimes cards are played in response to something, as the card says (a Drink you "
     "would drink, a card that would hurt you, ...). Anytime cards can be played whenever "
     "you could respond. A response goes on the stack above what it answers and is "
     "resolved first; the pending stack is shown in the middle of the table."),
    ("Negate versus Ignore",
     "Negate cancels a card for everybody: it does nothing at all. Ignore only protects "
     "you: the card still happens to everyone else. An ignored Drink is discarded without "
     "being drunk by you."),
    ("Losing",
     "You are out when your Alcohol Content reaches your Fortitude (you pass out), or when "
     "you have no Gold left (the inn throws you out). Players are checked when everything "
     "on the stack has resolved, so you always get a last chance to respond."),
    ("Character side areas",
     "Some characters keep more on their mat. Jett's Momentum tracker runs 0 to 3. Dale's "
     "Planter Box holds up to four Mushrooms; each shows its Harvest Values with the Rake "
     "Token's current value lit, and a ripe Mushroom is Gathered at the end of his turn. "
     "Petra's Hellfire track has five spaces and the fire (the Boss side is marked); her "
     "Plotted cards lie face down (she sees their faces). Doctor Terci's two Waiting "
     "Patients show what treating them costs in Bandage, Splint and Salve tokens; click a "
     "lit Patient to treat it."),
    ("Team games",
     "In Two-Headed Dragon, Two-Headed Boss Battle and Leaders and Lackeys teams of two sit "
     "side by side and share one Fortitude, Alcohol and Gold record, shown on the team's "
     "plate above its mats. Teammates see each other's hands. Click the Potion on your "
     "team's plate whenever you want one, then choose: gain 6 Fortitude, lose 6 Alcohol or "
     "take 3 Gold (Cancel or Esc keeps it). It is drunk at your next chance to act. When "
     "your team must choose a Champion, click a teammate's mat."),
    ("Boss Battle",
     "One Boss (Petra or Nerodia) faces two to four Challengers, who play as a team. The Boss sits "
     "across the table from the Challengers; the Boss's mat lays out the Actions she has played "
     "this turn (she may play one per Challenger) and she draws a larger hand."),
    ("Otto",
     "In a two-player game Otto, the mechanical friend, joins as a third player. He has no "
     "hand or Gold and keeps one 0-6 track per player; his deck plays for him. When he "
     "passes out on your track you are rewarded and his track resets. Remy's Marks affect "
     "him as anyone (he counts among the players for the Marks Remy takes); extra harm from "
     "a Mark hits only the track of the player whose card it is."),
]
#: how this app is played, after the rules' sections and the variants'
APP_SECTIONS: list[tuple[str, str]] = [
    ("Playing in this app",
     "When it is your decision the banner above your hand says what is asked and what it "
     "answers. Lit cards in your hand are legal plays; click one to play it. Click a "
     "player's mat to choose them (targets, ordering a Drink). Use the buttons in the "
     "banner to pass or choose. Hover a card in your hand, in the middle of the table or in "
     "the log to read it. Several Human seats play hot-seat: a 'Pass to' screen hides the "
     "hands between players. The game stops for a response only when you hold one that can "
     "be played and the card concerns you or your team (aimed at you, doing something to "
     "you, played on your Drink or on your card; never your own cards) or the Drink is "
     "yours, and only once per card until something changes; Settings change when it "
     "stops ('Always' asks at every card). Potions, Patients, Prizes, Schemes and Anytime cards "
     "wait for your click: click one and it is used at your next chance (click it again, "
     "Cancel or Esc to take it back); so does a card played as your Order a Drink phase "
     "opens. A question of another player that shows nothing private (whom to order a "
     "Drink for, who takes a hit) is asked with every hand hidden, without a 'Pass to' "
     "screen."),
]


def variant_sections() -> list[tuple[str, str]]:
    """Each variant's rules, as its module words them (engine/variant_registry.py
    `RulesText`), in the order of the New Game switches (a variant with no switch last)."""
    from engine.variant_registry import optioned
    from rdi_desktop.variant_ui import variant_uis

    place = {v.option: i for i, v in enumerate(variant_uis())}
    shown = sorted((v for v in optioned() if v.texts.rules),
                   key=lambda v: place.get(v.option, len(place)))
    return [(v.texts.title or v.id, v.texts.rules) for v in shown]


def all_sections() -> list[tuple[str, str]]:
    """Every section of the Rules screen: the rules, the variants', playing in this app,
    the mat's legend, the characters'."""
    return SECTIONS + variant_sections() + APP_SECTIONS + [mat_legend()] + character_sections()


def mat_legend() -> tuple[str, str]:
    """The mat's legend: what each icon and number on a player's mat is (hover one at
    the table for its name and count)."""
    from rdi_desktop.count_names import GENERIC

    lines = [f"{icon[0].upper() + icon[1:]}: {words}." for _key, icon, words in GENERIC]
    return ("Your mat: what each number is",
            "Hover any number on a mat at the table and it says what it counts "
            "(\"Drink Me! pile: 3 Drinks waiting\"). From left to right under the name: "
            + " ".join(lines) + " A character's own zones are drawn to the right "
            "(each named in its section below, under \"On the mat\"); tokens other "
            "players put on a mat are small red plates at its bottom left.")


def zone_legend(character: str) -> str:
    """A character's own zones, by the names its kit declares (\"On the mat: ...\")."""
    from engine.kits import kit
    from rdi_desktop.count_names import zone_legend as one

    lines = [one(z) for z in kit(character).zones]
    lines = [x for x in lines if x]
    return ("On the mat: " + "; ".join(lines) + ".") if lines else ""


def character_sections() -> list[tuple[str, str]]:
    try:
        from engine.cards import cards
        from engine.kits import kit

        return [(f"Character: {c.name}", " ".join(x for x in (c.description,
                                                              kit(cid).texts.rules,
                                                              zone_legend(cid)) if x))
                for cid, c in sorted(cards().characters.items())]
    except Exception:  # noqa: BLE001
        return []


def search(query: str, sections: list[tuple[str, str]] | None = None) -> list[tuple[str, str]]:
    """Sections whose title or text contain every word of ``query``."""
    sections = sections if sections is not None else all_sections()
    words = query.lower().split()
    return [s for s in sections
            if all(w in (s[0] + " " + s[1]).lower() for w in words)]


class RulesScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entry: Any = None
        self.back: Any = None
        self.query = ""
        self.sections = all_sections()
        self.view = RulesView(self.sections)

    def build_ui(self) -> None:
        w, h = self.app.size
        ui = self.app.ui
        bw = min(900, w - 40)
        x = (w - bw) // 2
        lw, ch = text_w(ui, ["Search:"], "label", 6), max(34, line_h(ui, "text_entry_line"))
        pygame_gui.elements.UILabel(pygame.Rect(x, 70, lw, ch), "Search:", manager=ui,
                                    container=self.root)
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x + lw, 70, max(300, px(300)), ch), manager=ui, container=self.root,
            object_id=ObjectID("#rules_search"))
        self.entry.set_text(self.query)
        self.entry.focus()
        bh = max(40, line_h(ui))
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(x + bw - 160, 66, 160, bh), "Back", manager=ui, container=self.root,
            object_id=ObjectID("#rules_back"))
        top = 70 + max(ch, bh) + 6
        self.view.set_rect(pygame.Rect(x, top, bw, h - top - 20), px(16))

    def set_query(self, query: str) -> None:
        """Filter the sections (what each keystroke costs: no layout of the rest)."""
        self.query = query
        self.view.set_query(query, search(query, self.sections))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.set_query(self.entry.get_text())
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.view.on_wheel(event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.view.page(1 if event.key == pygame.K_PAGEDOWN else -1)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def busy(self) -> bool:
        return False  # nothing moves without input: the app sleeps

    def draw(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        surface.fill((30, 18, 10))
        t = art.outlined("Rules of the Inn", art.font("blankenburg", 48), (235, 80, 50),
                         (20, 6, 2), 2)
        surface.blit(t, t.get_rect(midtop=(w // 2, 8)))
        self.view.draw(surface)


@register_scene("rules")
def make_rules(app: Any, **kw: Any) -> RulesScene:
    return RulesScene(app)
