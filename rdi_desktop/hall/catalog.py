"""What the hall screens say about each game: titles, variant names, player
limits and a short rules text per game, written for this app (not the
booklet's wording).
"""

from __future__ import annotations

from engine.hall import GAMES

#: The nine games in the order the booklet presents them.
GAME_ORDER: list[str] = [
    "rogues_and_warriors", "threes", "kings_council", "jack_of_all_trades",
    "three_kingdoms", "den_of_thieves", "dragon_hordes", "city_square", "the_wheel",
]

VARIANT_LABELS: dict[str, str] = {
    "exchange": "Exchange",
    "dragon_cards": "Dragon Cards",
    "fools_luck": "Fool's Luck",
    "strength_in_numbers": "Strength in Numbers",
    "cant_win_with_nothing": "Can't Win With Nothing",
    "hidden_fate": "Hidden Fate",
    "foreign_council": "Foreign Council",
    "no_last_call": "No Last Call",
    "strong_warriors": "Strong Warriors",
    "double_double": "Double Double",
    "happy_peasants": "Happy Peasants",
    "multiple_successive_games": "Multiple Successive Games",
    "unwound_clock": "The Unwound Clock",
}

SPLIT_RULES: list[tuple[str, str]] = [
    ("Merchant's Rule", "merchant"),
    ("King's Rule", "king"),
    ("Commoner's Rule", "commoner"),
]

SESSION_TYPES: list[tuple[str, str]] = [
    ("Single game", "single"),
    ("Adventurer's Choice", "adventurers"),
    ("Playing for Shares", "shares"),
]

SEAT_KINDS: list[tuple[str, str]] = [
    ("Human", "human"),
    ("AI - easy", "easy"),
    ("AI - normal", "normal"),
    ("AI - hard", "hard"),
    ("AI - expert", "expert"),
]

MAX_SEATS = 8


def title(game: str) -> str:
    return GAMES[game].TITLE


def variants(game: str) -> list[str]:
    """The engine's variant names of ``game``, in a stable order."""
    return sorted(GAMES[game].VARIANTS, key=lambda v: (v == "dragon_cards", v))


def variant_label(name: str) -> str:
    return VARIANT_LABELS.get(name, name.replace("_", " ").title())


def player_range(game: str) -> tuple[int, int]:
    cls = GAMES[game]
    return cls.MIN_PLAYERS, cls.MAX_PLAYERS


def split_label(rule: str) -> str:
    return next((lbl for lbl, r in SPLIT_RULES if r == rule), rule)


COMMON_RULES = (
    "<b>Betting.</b> Everyone antes 1. In a Betting Round the Current Bet starts at 0; "
    "in turn order each player checks (while nothing is bet), calls the Current Bet, "
    "raises it, goes all in or folds. A player can only bet what they brought to the "
    "table; when someone is all in, the money above their stake goes into a side pot "
    "they cannot win. If everyone else folds, the last player takes the pot at once.<br>"
    "<b>Ties.</b> A game's tiebreaker (Rank: most Warriors, then Ladies ...; Color: "
    "most cards of one colour) decides first. Still tied? The Split Rule chosen before "
    "the game applies: Merchant's splits each pot (the odd coin waits for the next "
    "game), King's has the tied players play again for the pot, Commoner's has "
    "everyone play again."
)

RULES: dict[str, str] = {
    "rogues_and_warriors": (
        "<b>Goal:</b> hold the best two-card pair.<br>"
        "You get two cards and bet. Everyone then shows one of their two cards and "
        "bets again; at the showdown the hidden cards turn over.<br>"
        "<b>Pair order</b> (best first): WW, WL, LL, WB, WM, LB, BB, WR, LM, LR, BM, MM, "
        "BR, MR, RR (W Warrior, L Lady, B Bard, M Merchant, R Rogue). Tiebreaker: Color.<br>"
        "<b>Exchange:</b> after the second round of bets you may swap your hidden card "
        "for a fresh one, then there is one more Betting Round.<br>"
        "<b>Dragon Cards:</b> a Dragon copies your other card's rank and wins ties; two "
        "Dragons beat everything."
    ),
    "threes": (
        "<b>Goal:</b> the lowest total on five dice, where every 3 counts as zero.<br>"
        "Roll your dice, then set aside all dice of one value you rolled: that is your "
        "Keep. After a Betting Round roll what is left and keep again, until all five "
        "dice are kept. A single die, or dice that all match, must be kept as rolled.<br>"
        "No tiebreaker: ties go to the Split Rule.<br>"
        "<b>Fool's Luck:</b> five different values beat any other Keep (higher total wins "
        "among them). <b>Strength in Numbers:</b> five equal values beat everything "
        "(higher wins). <b>Can't Win With Nothing:</b> all 3's lose.<br>"
        "<b>Hidden Fate:</b> four dice plus a secret card that counts as a die of its "
        "rank number (a Bard is a 3); one last Betting Round before the reveal. "
        "<b>Dragon Cards:</b> a Dragon is whatever value 1-6 suits you best."
    ),
    "kings_council": (
        "<b>Goal:</b> a council of five advisors who resemble the King.<br>"
        "After the deal the top card of the deck becomes the King. Each of your cards "
        "earns 2 points for sharing the King's rank, 1 for sharing his colour and 1 for "
        "the same animal type (Birds: Hawk, Owl, Wren; Mammals: Wolf, Horse, Hare).<br>"
        "Twice you may throw away up to two cards and draw replacements, with Betting "
        "Rounds around them. Highest total wins; tiebreaker: Color.<br>"
        "<b>Foreign Council:</b> a hand worth exactly 0 beats every other hand. "
        "<b>Dragon Cards:</b> the Dragon of the King's colour is worth 5, another 3."
    ),
    "jack_of_all_trades": (
        "<b>Goal:</b> find jobs for your five workers (dice) so that as little as "
        "possible is left unemployed.<br>"
        "Four jobs are turned up one at a time, each from a card's rank number. A job "
        "takes one of your workers showing its value; if you have none, a 6 (a Jack of "
        "All Trades) may take it instead. The fourth job, the Last Call, takes every "
        "matching worker. Bets come between the jobs. Lowest total of idle workers "
        "wins; no tiebreaker.<br>"
        "<b>No Last Call:</b> the last job also takes a single worker. <b>Hidden "
        "Fate:</b> your workers are five hidden cards and the Starting Player decides "
        "for each job whether a card or a die sets it (a rolled 6 takes any worker). "
        "<b>Dragon Cards:</b> a Dragon worker is worth 0 but never finds work; a Dragon "
        "job accepts any one worker."
    ),
    "three_kingdoms": (
        "<b>Goal:</b> back the kingdoms (colours) that win the war.<br>"
        "You hold seven cards. War Cards are laid out in the middle: three, then two, "
        "then one, with Betting Rounds and chances to swap up to two cards between.<br>"
        "A kingdom's <b>War Value</b> is the rank number of its best (lowest) War Card, "
        "minus 1 for every other War Card of that colour, never below 1. The lowest War "
        "Value wins the war: your cards of that colour score 2 each, of the runner-up "
        "colour 1 each. Ties between kingdoms: at value 1 the side with a Warrior wins, "
        "otherwise the side with a lone general; if still level, the tied colours score "
        "1 each. Tiebreaker between players: Rank.<br>"
        "<b>Dragon Cards:</b> a Dragon War Card fights like a Rogue but can push the "
        "value to 0; a Dragon in hand scores nothing but adds 1 to each of your cards "
        "of its colour."
    ),
    "den_of_thieves": (
        "<b>Goal:</b> run the most profitable inn with your seven patrons.<br>"
        "Bards earn 1 each. Ladies earn 1 plus 1 per Bard in your inn. Merchants earn "
        "1, 2, 2, 3, 3, 4, 4 as they come. Warriors earn 3 and each can kill up to two "
        "Rogues for +1 apiece. Every Rogue left alive kills a patron: Merchants first, "
        "then Ladies, then Bards.<br>"
        "You may instead call your inn a <b>Den of Thieves</b>: Warriors turn Rogue and "
        "every thief who kills nobody is worth 2. The app picks the better reading for "
        "you. Two rounds of discarding up to two cards; tiebreaker: Rank.<br>"
        "<b>Strong Warriors:</b> Warriors are always worth 3. <b>Dragon Cards:</b> each "
        "Dragon needs slayers (two Warriors, four Rogues, or a Warrior and two Rogues) or "
        "the inn is worth 0; a slain Dragon with its slayers is worth 12, all three "
        "Dragons 19."
    ),
    "dragon_hordes": (
        "<b>Goal:</b> end with more money than you started with; there is no ante and no "
        "Betting Round.<br>"
        "Eight Horde cards collect coins: one per rank and one per colour. To set up, "
        "everyone turns a card and pays 1 onto its rank and 1 onto its colour.<br>"
        "On your turn roll two dice. Doubles: take everything on the three colour "
        "Hordes (if those are empty, take everything on the table). Otherwise pay 1 onto "
        "the Horde of each die (1 Warrior, 2 Lady, 3 Bard, 4 Merchant, 5 Rogue, 6 a colour "
        "of your choice), then predict the next card's rank, colour or both, or pass. "
        "A right guess takes that Horde; a wrong one pays 1 onto each Horde named; half "
        "right on a double guess takes half of the right Horde and moves the rest onto "
        "the wrong one. The game ends when the Hordes are empty.<br>"
        "<b>Leaving:</b> you may leave the game for good, keeping the money you hold; "
        "what you put on the Hordes stays there and the others play on. The booklet "
        "names no moment; this table (our own reading) asks instead of a prediction, and "
        "after a turn in which you took money.<br>"
        "<b>Double Double:</b> doubles also give you another turn."
    ),
    "city_square": (
        "<b>Goal:</b> the most prosperous 3x3 city after four years.<br>"
        "Each year you get three cards and must build them: each on a different "
        "district, at most two cards per district (the top one counts). Bets follow "
        "each year.<br>"
        "<b>Markets</b> (Merchants): 1 each in your largest connected group. "
        "<b>Estates</b> (Ladies): 1 per different kind of neighbour that is not a Slum. "
        "<b>Taverns</b> (Bards): 1 per neighbouring Barracks. <b>Barracks</b> "
        "(Warriors): nothing, but they patrol Slums next to them. <b>Slums</b> (Rogues): "
        "1 if patrolled; otherwise neighbouring Estates and Markets fail and count as "
        "empty. Neighbours share a side. Tiebreaker: Color.<br>"
        "<b>Happy Peasants:</b> a Tavern also patrols its Slums. <b>Dragon Cards:</b> "
        "a Dragon is a Fancy Tavern, a unique neighbour for Estates and +1 to a "
        "neighbouring Market group."
    ),
    "the_wheel": (
        "<b>Goal:</b> keep the cards that match the strongest spoke at the end.<br>"
        "Five spokes, clockwise: Warrior, Merchant, Bard, Lady, Rogue. On your turn draw "
        "a card, then play one onto its own spoke (+2) or a neighbouring spoke (+1). "
        "After every round of turns a Clock card lands one spoke clockwise of its rank "
        "(+1), then players bet. After three Clock cards the strongest spoke wins (ties: "
        "the rarer rank). A card in your hand scores 2 if it matches that spoke and 1 if "
        "it matches a neighbour. Tiebreaker: Color.<br>"
        "<b>Dragon Cards:</b> +3 on any spoke, worth nothing in hand. <b>Multiple "
        "Successive Games:</b> each winning spoke is closed for later games (reset every "
        "third game). <b>The Unwound Clock:</b> the Clock holds one card per player plus "
        "one; instead of playing from hand you may discard a card and place the next "
        "Clock card on a legal spoke yourself. The game ends with the last Clock card; "
        "it is played for shares."
    ),
}


def rules_html(game: str) -> str:
    """The in-app rules text of ``game`` (HTML for a pygame_gui text box)."""
    head = f"<font size=5><b>{title(game)}</b></font><br>"
    lo, hi = player_range(game)
    seats = f"<i>{lo}-{hi} players.</i><br>"
    common = "" if game == "dragon_hordes" else "<br>" + COMMON_RULES
    return head + seats + RULES[game] + common
