# Глоссарий: фишка (piece), взятие (capture), камень (stone), маркер (marker),
# счёт (record, Breach), замена (replacement), лестница (ladder), отпуск (vacation),
# поражение по времени (time forfeit), партия (game), ход (move).
color-white = Белые
color-black = Чёрные
game-breakthrough = Прорыв
game-breach = Брешь

# Числа: формы one (1, 21), few (2–4, 22–24), many (5–20, 25–30).
count-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
   *[many] { $count } дней
}
count-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
count-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}

# Десятичный разделитель (2,5 дня).
number-decimal-mark = ,
