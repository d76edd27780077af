"""Playing for Shares (004 "Appendix: Playing for Shares").

The ante (one share each) is the only bet; at the end the best players take
shares of the pot by the booklet's table. Ties use competition ranking
(two tied for first take first + second place money, and the next player is
third), as the project's vectors adopt.
"""

from __future__ import annotations

# 004 table: players -> shares for (first, second, third); None = that place does not exist.
# For 6 or more players first place takes "all remaining" (computed in shares_by_place).
SHARE_TABLE: dict[int, tuple[int | None, int | None, int | None]] = {
    2: (2, 0, None),
    3: (2, 1, 0),
    4: (3, 1, 0),
    5: (3, 2, 0),
}


def shares_by_place(player_count: int) -> list[int | None]:
    """Shares paid to first, second and third place for ``player_count`` players."""
    if player_count < 2:
        raise ValueError("Playing for Shares needs at least 2 players")
    if player_count in SHARE_TABLE:
        return list(SHARE_TABLE[player_count])
    return [player_count - 3, 2, 1]


def shares_payout(placings: list[list[str]], share: int, player_count: int | None = None,
                  carry_in: int = 0) -> tuple[dict[str, int], int]:
    """(payouts for every placed player, remainder left in the pot for the next game).

    The carried-in remainder is added to first place's money (004: "the
    remainder is added to the amount won by the first place player in the next
    game"). Splits round down; remainders stay in the pot.
    """
    n = player_count if player_count is not None else sum(len(g) for g in placings)
    first, second, third = (s or 0 for s in shares_by_place(n))
    money = [first * share + carry_in, second * share, third * share]
    pot = n * share + carry_in
    payouts = {p: 0 for g in placings for p in g}
    position = 1
    for group in placings:
        k = len(group)
        if position == 1 and k == 1:
            amount = money[0]
        elif position == 1 and k == 2:
            amount = money[0] + money[1]
        elif position == 1:
            amount = pot  # more than two tied for first split all the money in the pot
        elif position == 2 and k == 1:
            amount = money[1]
        elif position == 2:
            amount = money[1] + money[2]
        elif position == 3:
            amount = money[2]
        else:
            amount = 0
        each = amount // k if k else 0
        for p in group:
            payouts[p] = each
        position += k
    return payouts, pot - sum(payouts.values())
