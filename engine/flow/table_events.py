"""Events that are not Drinks: a Tavern Event (002 Pub Crawl) and a Sea Event (RDI 4, the
project's own timing). Both resolve the same way, so one place opens and settles them:

- opened as an event item that hits every one of Otto's tracks (002 Otto: "Tavern Events
  always affect both of Otto's tracks"; a Sea Event likewise), with a response window in
  turn order from the player who revealed it (cards that Ignore an Event may answer) and,
  in team games, the Champions chosen first, every team choosing, the revealer's or
  Crawler's own included (003 "Gambling, Events and Team Champions", 002 "Team Games");
- settled: players who are not Champions, and players Ignoring all effects (Pixie Time),
  Ignore it; then its ops run unless something stopped it.

(A Drink Event, engine/flow/drinking.EventResolve, resolves by its own rules frame.)
"""

from __future__ import annotations

from engine.model import GameState, Item


def open_event(g: GameState, card: str, revealer: int, tag: str) -> int:
    """Put the event `card` in play and push its window (and Champions); its uid."""
    from engine.flow.teams import ChooseChampions
    from engine.flow.window import Window
    from engine.team_queries import team_mode

    uid = g.uid()
    item = Item(uid, card, revealer, kind="event", physical=False)
    item.extra["tracks"] = [p.name for p in g.players if not p.automaton]
    g.items[str(uid)] = item
    g.stack.append(Window("event", revealer, card, about=uid))
    if team_mode(g):
        # every team chooses, the revealer's (or Crawler's) too (003 "Gambling, Events and
        # Team Champions"; 002 "Team Games")
        g.stack.append(ChooseChampions(revealer, f"{tag}{uid}", card, auto=False))
    return uid


def settle_event(g: GameState, uid: int, tag: str) -> None:
    """After its window: who takes no part Ignores it; then it takes effect."""
    from engine.effects.ops import run_ops
    from engine.flow.teams import take_champions
    from engine.kits import is_shielded

    item = g.items[str(uid)]
    champs = take_champions(g, f"{tag}{uid}")
    if champs is not None:
        item.ignored_by.extend(q for q in g.living()
                               if q not in champs and q not in item.ignored_by)
    item.ignored_by.extend(q for q in g.living()
                           if q not in item.ignored_by and is_shielded(g, q))
    if not item.negated:
        run_ops(g, item)
