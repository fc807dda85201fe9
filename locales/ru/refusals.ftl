# Отказы: что не так и что делать; их видит только автор команды.
# Глоссарий: партия (game), ход (move), фишка (piece), камень (stone), поле (site/square),
# замена (replacement), горизонталь (rank), вертикаль (file), контроль времени (clock),
# запас времени (bank), прибавка (increment).
refusal-bad-game-ref = { $typed } — не номер партии. Укажите номер, показанный у партии (например, `12`); `/games` их перечислит.
refusal-unknown-game = Здесь нет партии #{ $game }. `/games` покажет партии этого канала и ваши.
refusal-not-a-player = Вы не играете в партии #{ $game }. Посмотреть может любой: `/board game:{ $game }`.
refusal-not-your-turn = В партии #{ $game } сейчас не ваш ход: ходит { $player }. Вас упомянут, когда настанет ваш черёд.
refusal-wrong-channel = Партия #{ $game } идёт в { $channel }: ходите там.
# $why: остаток предложения, например «is not finished: …».
refusal-illegal = Этот ход невозможен в партии #{ $game }: { $error }. `/board game:{ $game }` покажет позицию; параметр `move` подсказывает допустимые ходы по мере ввода.
refusal-bad-days = { $days } на ход — так нельзя: выберите от 1 до { $max }.
refusal-bad-level = Уровня ИИ { $level } нет: выберите от { $min } (новичок) до { $max } (сильнейший).
refusal-self-challenge = Нельзя вызвать самого себя. Вызовите другого участника или сыграйте с ИИ командой `/ai`.
refusal-bot-challenge = Боты не играют. Вызовите человека, или вызовите { $bot } (ИИ Breaker), или воспользуйтесь `/ai`.
refusal-not-challenged = Принять партию #{ $game } может только { $player }: вызов адресован ему. Бросьте свой вызов командой `/challenge`.
refusal-position-changed = Позиция изменилась, пока ваша команда была в пути: посмотрите на доску ещё раз (`/board game:{ $game }`) и повторите.
refusal-unknown-button = Эта кнопка больше не работает. Воспользуйтесь соответствующей командой.

## Размеры доски
refusal-bad-size = Неподдерживаемый размер доски: { $detail }. Размер для игры { $kind } — { $help }; не указывайте его, чтобы получить { $default }.
refusal-bad-size-other = { $why }. Размер для игры { $kind } — { $help }; не указывайте его, чтобы получить { $default }.
refusal-size-help = { $kind ->
    [breach] одно число от 5 до 19 (например, 10)
   *[other] ширина x высота, от 2x4 до 16x16 (например, 8x8)
}
refusal-size-breach-range = в Брешь играют на досках от { $min } до { $max }, а не { $size }
refusal-size-breakthrough-range = { $size }: доски Прорыва бывают от { $min_width } до { $max_width } вертикалей в ширину и от { $min_height } до { $max_height } горизонталей в высоту
refusal-size-breakthrough-syntax = `{ $size }`: запишите размер как ширина x высота, например 8x8
refusal-size-breach-square = `{ $size }`: доски Бреши квадратные: одно число от 5 до 19 (например, 10)
refusal-size-breach-syntax = `{ $size }`: размер Бреши — одно число от 5 до 19 (например, 10)
refusal-size-too-large = { $size }: доска может быть не больше { $max }
refusal-unknown-game-kind = { $game } — не игра: игры здесь — Прорыв и Брешь
refusal-position-text = неверная запись позиции: { $detail }

## Ходы
refusal-move-syntax = `{ $text }` — не ход: { $hint }
refusal-move-off-board = { $square } — за пределами доски { $board }
refusal-move-occupied = поле { $square } занято
refusal-move-no-piece = на { $square } нет { $color ->
    [white] белого
   *[other] чёрного
} { $thing ->
    [stone] камня
   *[other] фишки
}
refusal-move-illegal = { $mv } — недопустимый ход: { $why }
refusal-move-no-replacement = заменить камень можно только сразу после того, как соперник установил новый рекорд счёта
refusal-move-game-over = партия окончена
refusal-hint-both = { $hint }; { $extra }
refusal-hint-site = поле — это буква и число
refusal-hint-x = `x` ставится прямо перед заменяемым камнем
refusal-hint-breakthrough = напишите поле, откуда идёт фишка, и поле, куда она идёт, например `b2-b3` или `c4xd5`
refusal-hint-one-site = укажите одно поле, например `e5`
refusal-hint-two-sites = укажите 2 поля, например `d4 e5`
refusal-hint-two-sites-or-replace = укажите 2 поля, например `d4 e5`, или поле и заменяемый камень, например `d4 xe5`
refusal-hint-wrong-game = это не ход игры { $kind }
refusal-why-forward = фишки ходят на одно поле вперёд, прямо или по диагонали
refusal-why-different-sites = поставьте 2 камня на 2 разных поля
refusal-why-own-piece = на { $square } стоит ваша же фишка
refusal-why-straight-capture = прямой ход никогда не берёт, а поле { $square } занято
refusal-why-nothing-to-capture = на { $square } нечего брать; напишите { $mv }
refusal-stones-two = поставьте 2 камня, например `d4 e5`
refusal-stones-two-or-replace = поставьте 2 камня, например `d4 e5`, или 1 камень и замените 1, например `d4 xe5`
refusal-stones-two-not-more = поставьте 2 камня, например `d4 e5`, не больше
refusal-stones-two-or-replace-not-more = поставьте 2 камня, например `d4 e5`, или 1 камень и замените 1, например `d4 xe5`, не больше
refusal-stones-opening = белые начинают с 1 камня, например `e5`
refusal-stones-one-replace = заменить можно только 1 камень, например `d4 xe5`
refusal-stones-with-replacement = кроме замены поставьте ещё 1 камень, например `d4 xe5`
refusal-stones-only-one = с заменой ставится только 1 камень, например `d4 xe5`
refusal-stones-last-site = осталось только 1 свободное поле: поставьте 1 камень, `{ $site }`

## Контроль времени
refusal-time-duration = `{ $text }` — не длительность: напишите число и единицу m, h или d, их можно сочетать (`3d`, `36h`, `2d3h`)
refusal-time-clock = `{ $text }` — не контроль времени: напишите `3d` (дней на ход) или `3d+1d` (запас, который пополняется на день за ход)
refusal-time-range = Время контроля должно быть от 1 часа до 60 дней, а не `{ $text }`
refusal-time-increment = В `{ $clock }` прибавка должна быть не меньше 1 минуты и не больше запаса ({ $base }): запас никогда не превышает исходного, так что большая прибавка не пригодилась бы
