# Слова, которые Breaker сам пишет на картинках и в текстовых диаграммах.
# Ярлыки у имён на картинке короче английских: иначе обрезаются имена.
# { $side } здесь — слово «Белые» или «Чёрные» в начале фразы (падеж не меняется).
render-tag-to-move = ход
render-tag-wins = победа
render-tag-away = отпуск
render-tag-and-away = { $tag } · отпуск
render-score-title = СЧЁТ
render-may-replace = { $side } могут заменить камень
render-no-replacement = Замены в этот ход нет
render-final-score = Итог: белые { $white } · чёрные { $black }
render-last-placed = Ход:
render-diagram-last-move = Последний ход: { $move }
render-diagram-to-move = { $side } ходят.
render-diagram-wins = { $side } победили.
render-diagram-draw = Партия окончена: ничья.
render-diagram-score = Счёт: белые { $white }, чёрные { $black } (рекорд { $record } из { $size })
render-diagram-may-replace = { $side } могут заменить камень в этот ход.
render-graph-chance = Шанс победы белых
render-graph-moves = ход
render-chart-games = рейтинговые партии (полоса: ± 2 отклонения)
