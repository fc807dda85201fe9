# Cuvinte folosite peste tot: culorile, jocurile, numerele, duratele.
# Glosar (vezi și docs/languages.md): joc (Breakthrough, Breach), partidă (un joc jucat),
# mutare (move), tură (turn la Breach), provocare (challenge), scară (ladder), turneu,
# rundă, pereche (pairing), abandon (resign), pierdere la timp (time forfeit), concediu
# (vacation), ceas (clock), rezervă Fischer (bank), adaos (increment), cu rating / fără
# rating (rated / unrated), remiză (draw), anulată (void), nejucată (aborted), moderator,
# IA (AI), câmp (square, Breakthrough), căsuță (site, Breach), piesă (piece), piatră
# (stone), albele / negrele (White / Black), mesaj direct (DM).
# Numele utilizatorilor, ale scărilor și ale turneelor, mutările și comenzile nu se declină.

# Culorile: forma de bază e cea de la început de propoziție și din etichete („Albele”).
# FORM($side, "lower") = albele; "gen" = albelor; "bare" = albe (după prepoziție: „pentru
# albe”, sau ca adjectiv: „piesele albe”).
color-white = Albele
    .lower = albele
    .gen = albelor
    .bare = albe
color-black = Negrele
    .lower = negrele
    .gen = negrelor
    .bare = negre
game-breakthrough = Breakthrough
game-breach = Breach

# Numere: one (1), few (0, 2–19, 101–119, fracții), other (20 și peste: „de”).
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

# Separatorul zecimal (2,5 zile) și cel al miilor (100.000 de noduri).
number-decimal-mark = ,
number-group-mark = .

# Durate în cuvinte (un ceas așa cum se tastează, `3d+1d`, rămâne cod).
duration-days = { $count ->
    [one] { $count } zi
    [few] { $count } zile
   *[other] { $count } de zile
}
duration-hours = { $count ->
    [one] { $count } oră
    [few] { $count } ore
   *[other] { $count } de ore
}
duration-minutes = { $count ->
    [one] { $count } minut
    [few] { $count } minute
   *[other] { $count } de minute
}
duration-join = { $first } și { $second }
