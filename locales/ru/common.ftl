# Слова, общие для всех разделов: стороны, игры, числа, длительности.
# Глоссарий (подробно — в docs/languages.md): партия (одна сыгранная игра, game),
# игра (Прорыв или Брешь, game kind), ход (move; в Бреши тоже «ход», turn), вызов (challenge),
# лестница (ladder), турнир (tournament), тур (round), пара (pairing), сдаться (resign),
# поражение по времени (time forfeit), отпуск (vacation), контроль времени (clock),
# запас и добавка (Fischer bank, increment), рейтинговая / нерейтинговая (rated / unrated),
# ничья / аннулирована / отменена (draw / void / aborted), модератор, ИИ (AI),
# поле (square, site), фишка (piece), камень (stone), белые / чёрные (White / Black).
# Имена (@участник), названия лестниц и турниров, ходы и команды не склоняются: они стоят
# только в именительном падеже, после двоеточия или тире. Формы сторон и игр — атрибуты
# ниже, через FORM($side, "lower"), FORM($side, "gen"), FORM($kind, "gen"), FORM($kind, "prep").
color-white = Белые
    .lower = белые
    .gen = белых
color-black = Чёрные
    .lower = чёрные
    .gen = чёрных
game-breakthrough = Прорыв
    .gen = Прорыва
    .prep = Прорыве
game-breach = Брешь
    .gen = Бреши
    .prep = Бреши

# Числа: формы one (1, 21, 31…), few (2–4, 22–24…), many (0, 5–20, 25–30…),
# other (дробные: 2,5 дня).
count-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
count-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
}
count-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}

# Десятичный разделитель (2,5 дня).
number-decimal-mark = ,

# Длительности словами (контроль времени так, как его набирают, `3d+1d`, остаётся кодом):
# «3 дня», «1 день 12 часов», «0 минут».
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
duration-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часа
}
duration-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
duration-join = { $first } { $second }

# Между группами по три цифры в числах от 10 000 (100 000 узлов): неразрывный пробел.
number-group-mark = { "\u00A0" }
