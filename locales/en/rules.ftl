# `/rules`: each game in a few lines, from the rule specifications we implement
# (docs/rules/ holds the fuller page). Glossary: piece (Breakthrough), capture, stone
# (Breach), marker, record (the higher marker), replacement, score track, row (Breach: a
# line of stones; Breakthrough: a rank), square (Breakthrough), site (Breach).
rules-breakthrough = **Breakthrough** (Dan Troyka, 2000)
    - Each side starts with its two home rows full: White at the bottom (ranks 1–2), Black at the top. White moves first.
    - On your turn move one piece one square forward, straight or diagonally, onto an empty square.
    - Capture by moving diagonally forward onto an enemy piece. Straight moves never capture; capturing is optional.
    - You win by reaching the far row, or by capturing every enemy piece. There are no draws.
    - Notation: squares `a1`…(a1 is White's bottom-left); moves `b2-b3`, captures `c4xd5` (`b2b3` works too).
    - Sizes: `WxH` from 2x4 to 16x16, default 8x8.
rules-breach = **Breach** (Nick Bentley)
    - An empty square board. White opens with 1 stone; then each turn, starting with Black, place 2 stones of your colour.
    - A row is an unbroken straight line of your stones, across, down or diagonal. After your turn, if your longest row beats the record (the higher marker) and is at least 2, your marker moves up the score track to it. A row equal to the record scores nothing; markers never move back.
    - When your opponent has just moved their marker, you may instead place 1 stone and replace any one of their stones with yours.
    - The game ends when the board is full (higher marker wins), or at once when a row fills the whole track (N stones). With one empty site left, place 1 stone.
    - Notation: sites `e5`; a turn is `d4 e5`; with the replacement option `f6 xd4` (place f6, replace d4).
    - Sizes: `N` from 5 to 19, default 10.
