# Glosar: piesă (piece), capturare (capture), piatră (stone), marcaj (marker),
# scor (record), înlocuire (replacement), clasament-scară (ladder), concediu (vacation),
# pierdere la timp (time forfeit), partidă (game), mutare (move).
color-white = Albul
color-black = Negrul
game-breakthrough = Breakthrough
game-breach = Breach

# Numere: one (1), few (2–19, 101–119), other (20 și peste: „de”).
count-days = { $count ->
    [one] { $count } zi
    [few] { $count } zile
   *[other] { $count } de zile
}
count-moves = { $count ->
    [one] { $count } mutare
    [few] { $count } mutări
   *[other] { $count } de mutări
}
count-games = { $count ->
    [one] { $count } partidă
    [few] { $count } partide
   *[other] { $count } de partide
}

# Separatorul zecimal (2,5 zile).
number-decimal-mark = ,
