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

# Lengths of time in words (a clock as typed, `3d+1d`, stays code).
duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-join = { $first } { $second }

# Between groups of three digits in counts from 10 000 on (100,000 nodes).
number-group-mark = ,
