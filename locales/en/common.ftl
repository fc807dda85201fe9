# Words used across features: sides and games.
color-white = White
color-black = Black
game-breakthrough = Breakthrough
game-breach = Breach

# Counts, with CLDR plural forms.
count-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
count-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

# The decimal mark numbers with a fraction are written with (2.5 days).
number-decimal-mark = .
