# Слова, которые Breaker сам пишет на картинках и в текстовых диаграммах.
# Breach: камень, маркер, рекорд, шкала счёта, замена.
render-tag-to-move = ходят
render-tag-wins = победа
render-tag-away = в отпуске
render-tag-and-away = { $tag } · в отпуске
render-score-title = СЧЁТ
render-may-replace = { $side } могут заменить камень в этот ход
render-no-replacement = В этот ход замены нет
render-final-score = Итоговый счёт: белые { $white } · чёрные { $black }
render-last-placed = Последний ход:
render-diagram-last-move = Последний ход: { $move }
render-diagram-to-move = Ход: { $side }.
render-diagram-wins = { $side } победили.
render-diagram-draw = Партия окончена: ничья.
render-diagram-score = Счёт: белые { $white }, чёрные { $black } (рекорд { $record } из { $size })
render-diagram-may-replace = { $side } могут заменить камень в этот ход.
render-graph-chance = Шансы белых на победу
render-graph-moves = ход
render-chart-games = рейтинговые партии (тень: рейтинг ± 2 отклонения)
